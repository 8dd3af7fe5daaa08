entry @probe(%arg0: tile<f32>) optimization_hints=<default = {}> {
  %0 = ftoi %arg0 signed  : tile<f32> -> tile<i32>
  %1 = ftoi %arg0 unsigned  : tile<f32> -> tile<i16>
  return
}
