// An entry with a token argument: NVIDIA 13.4 reads it, 13.5 refuses it.
cuda_tile.module @kernels {
  entry @f(%a: tile<i32>, %t: token) {
    return
  }
}
