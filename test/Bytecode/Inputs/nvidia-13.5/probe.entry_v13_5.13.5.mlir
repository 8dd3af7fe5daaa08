entry @probe(%arg0: tile<f32>) optimization_hints=<default = {}> {
  return
}
