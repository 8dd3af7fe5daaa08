cuda_tile.module @kernels {
}
