entry @f(%arg0: tile<i32> {cuda_tile.foo = true}, %arg1: tile<f32>) {
  return
}
