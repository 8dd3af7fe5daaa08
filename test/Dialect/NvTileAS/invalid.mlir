// Invalid #nv_tileas.simt layouts and convert_layout ops are rejected with
// a message that names what is wrong.
//
// RUN: tileiras-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{thread mode of "(64,2):(1,64)" has size 64, expected 128 threads}}
func.func @thread_size(%x: tensor<128xf32, #nv_tileas.simt<threads = 128, layout = "(64,2):(1,64)">>)

// -----

// expected-error @+1 {{expects a positive thread count, got 0}}
func.func @no_threads(%x: tensor<1xf32, #nv_tileas.simt<threads = 0, layout = "(1,1):(0,0)">>)

// -----

// Element 128 would need stride 128 on the value mode.
// expected-error @+1 {{layout "(128,2):(1,256)" gives element 128 no owner}}
func.func @gap(%x: tensor<256xf32, #nv_tileas.simt<threads = 128, layout = "(128,2):(1,256)">>)

// -----

// Slot 1 of thread t is slot 0 of thread t+1.
// expected-error @+1 {{layout "(128,2):(1,1)" gives element 1 two owners}}
func.func @overlap(%x: tensor<256xf32, #nv_tileas.simt<threads = 128, layout = "(128,2):(1,1)">>)

// -----

// expected-error @+1 {{layout "((2,64),2):((1,1),128)" gives element 1 two owners}}
func.func @overlap_in_thread_mode(%x: tensor<256xf32, #nv_tileas.simt<threads = 128, layout = "((2,64),2):((1,1),128)">>)

// -----

// expected-error @+1 {{has a negative stride -1}}
func.func @negative(%x: tensor<128xf32, #nv_tileas.simt<threads = 128, layout = "(128,1):(-1,0)">>)

// -----

// expected-error @+1 {{expects a (thread, value) layout of rank 2, got "128:1"}}
func.func @rank1(%x: tensor<128xf32, #nv_tileas.simt<threads = 128, layout = "128:1">>)

// -----

// expected-error @+1 {{expects integer strides (element indices), got "(128,1):(1@0,0)"}}
func.func @basis(%x: tensor<128xf32, #nv_tileas.simt<threads = 128, layout = "(128,1):(1@0,0)">>)

// -----

// expected-error @+1 {{invalid layout "(128,2):(1": }}
func.func @syntax(%x: tensor<128xf32, #nv_tileas.simt<threads = 128, layout = "(128,2):(1">>)

// -----

// A valid layout, but for 256 elements.
// expected-error @+1 {{layout "(128,2):(1,128)" distributes 256 elements, but the tensor has 128}}
func.func @size(%x: tensor<128xf32, #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">>)

// -----

// expected-error @+1 {{distributes 1 elements, but the tensor has 0}}
func.func @empty(%x: tensor<0xf32, #nv_tileas.simt<threads = 128, layout = "((1,128),1):((1,0),0)">>)

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#b = #nv_tileas.simt<threads = 128, layout = "(128,1):(1,128)">
func.func @convert_shape(%x: tensor<256xf32, #a>) {
  // expected-error @+1 {{'nv_tileas.convert_layout' op expects a result of the source shape and element type}}
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<128xf32, #b>
  return
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#b = #nv_tileas.simt<threads = 128, layout = "(128,2):(2,1)">
func.func @convert_element(%x: tensor<256xf32, #a>) {
  // expected-error @+1 {{'nv_tileas.convert_layout' op expects a result of the source shape and element type}}
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xi32, #b>
  return
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
#b = #nv_tileas.simt<threads = 64, layout = "(64,4):(1,64)">
func.func @convert_threads(%x: tensor<256xf32, #a>) {
  // expected-error @+1 {{'nv_tileas.convert_layout' op expects layouts over one thread count, got 128 and 64}}
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32, #b>
  return
}

// -----

#a = #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
func.func @convert_plain(%x: tensor<256xf32, #a>) {
  // expected-error @+1 {{'nv_tileas.convert_layout' op expects tensors with #nv_tileas.simt layouts}}
  %0 = nv_tileas.convert_layout %x : tensor<256xf32, #a> -> tensor<256xf32>
  return
}

// -----

// A slice whose row leaf overlaps the slot leaf: row 2 would have two owners.
// expected-error @+1 {{layout "((32,4),(4,4)):((0,1),(0,2))" gives element 2 two owners}}
func.func @bad_slice(%x: tensor<16xf32, #nv_tileas.simt<threads = 128, layout = "((32,4),(4,4)):((0,1),(0,2))">>)

// -----

// expected-error @+1 {{expects at least one stage, got 0}}
func.func @no_stages(%r: !nv_tileas.smem<0, tensor<64x32xf16>>) {
  return
}

// -----

// expected-error @+1 {{expects a 16-bit tile of whole 1024-byte swizzle patterns, got 512 bytes}}
func.func @partial_swizzle(%r: !nv_tileas.smem<2, tensor<16x16xf16>>) {
  return
}

// -----

#l = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
// expected-error @+1 {{expects a static, non-scalar tile without an encoding}}
func.func @encoded_ring(%r: !nv_tileas.smem<2, tensor<64x32xf16, #l>>) {
  return
}

// -----

#l = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
func.func @wrong_tile(%r: !nv_tileas.smem<2, tensor<32x64xf16>>, %s: i32) {
  // expected-error @+1 {{expects the tile of the buffer's stages ('tensor<32x64xf16>'), got 'tensor<64x32xf16, #nv_tileas.simt}}
  %t = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<32x64xf16>> -> tensor<64x32xf16, #l>
  return
}

// -----

func.func @no_layout(%r: !nv_tileas.smem<2, tensor<64x32xf16>>, %s: i32) {
  // expected-error @+1 {{expects a tile with a #nv_tileas.simt layout}}
  %t = nv_tileas.local_load %r[%s] : !nv_tileas.smem<2, tensor<64x32xf16>> -> tensor<64x32xf16>
  return
}

// -----

#l = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
func.func @copy_rank(%m: !nv_tileaa.memref<f16, 2>, %r: !nv_tileas.smem<2, tensor<64x32xf16>>, %i: i32) {
  // expected-error @+1 {{expects one index per memref dimension and one step and dim_map entry per tile dimension}}
  nv_tileas.async_tiled_copy %m[%i] into %r[%i] steps [64, 32] dim_map [0, 1] {tile = tensor<64x32xf16, #l>} : !nv_tileaa.memref<f16, 2>[i32], !nv_tileas.smem<2, tensor<64x32xf16>>
  return
}

// -----

#l = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
func.func @copy_element(%m: !nv_tileaa.memref<bf16, 2>, %r: !nv_tileas.smem<2, tensor<64x32xf16>>, %i: i32) {
  // expected-error @+1 {{expects the memref's element type 'bf16', got 'f16'}}
  nv_tileas.async_tiled_copy %m[%i, %i] into %r[%i] steps [64, 32] dim_map [0, 1] {tile = tensor<64x32xf16, #l>} : !nv_tileaa.memref<bf16, 2>[i32, i32], !nv_tileas.smem<2, tensor<64x32xf16>>
  return
}

// -----

func.func @wait_negative() {
  // expected-error @+1 {{attribute 'pending' failed to satisfy constraint}}
  nv_tileas.async_wait {pending = -1 : i32}
  return
}

// -----

func.func @wait_private_async_proxy() {
  // expected-error @+1 {{cannot be both thread_private and async_proxy}}
  nv_tileas.async_wait async_proxy thread_private {pending = 0 : i32}
  return
}

// -----

// expected-error @+1 {{expects the arrangement row_major, core_k, core_mn, swizzle_k or swizzle_mn, got swizzled}}
func.func @arrangement(%r: !nv_tileas.smem<2, tensor<64x32xf16>, "swizzled">) {
  return
}

// -----

// expected-error @+1 {{expects 16-bit elements in core_mn, got 'i8'}}
func.func @mn_major_bytes(%r: !nv_tileas.smem<2, tensor<64x64xi8>, "core_mn">) {
  return
}

// -----

// expected-error @+1 {{expects a 2-D tile of whole core matrices (8 x 8), got 'tensor<60x32xf16>'}}
func.func @partial_core(%r: !nv_tileas.smem<2, tensor<60x32xf16>, "core_k">) {
  return
}

// -----

// Rows of 96 bytes are neither one swizzle atom nor whole 128-byte ones.
// expected-error @+1 {{expects a 2-D tile of rows in whole swizzle atoms (a multiple of 8 rows of 32, 64 or a multiple of 128 bytes), got 'tensor<64x48xf16>'}}
func.func @swizzle_row(%r: !nv_tileas.smem<2, tensor<64x48xf16>, "swizzle_k">) {
  return
}

// -----

// expected-error @+1 {{expects a 2-D tile of rows in whole swizzle atoms (a multiple of 8 rows of 32, 64 or a multiple of 128 bytes), got 'tensor<12x64xf16>'}}
func.func @swizzle_rows(%r: !nv_tileas.smem<2, tensor<12x64xf16>, "swizzle_k">) {
  return
}

// -----

// expected-error @+1 {{expects 16-bit elements in swizzle_mn, got 'f32'}}
func.func @swizzle_mn_bytes(%r: !nv_tileas.smem<2, tensor<32x32xf32>, "swizzle_mn">) {
  return
}

// -----

// expected-error @+1 {{expects at least one stage, got 0}}
func.func @no_pipeline_stage(%p: !nv_tileas.pipeline<0>) {
  return
}

// -----

func.func @pipeline_threads() {
  // expected-error @+1 {{expects fewer than 2^19 threads, got 524288}}
  %p = nv_tileas.create_pipeline threads(524288) : !nv_tileas.pipeline<2>
  return
}

// -----

func.func @pipeline_no_threads() {
  // expected-error @+1 {{attribute 'threads' failed to satisfy constraint}}
  %p = nv_tileas.create_pipeline threads(0) : !nv_tileas.pipeline<2>
  return
}

// -----

func.func @pipeline_stage(%ph: i1) {
  %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<2>
  %c2 = arith.constant 2 : i32
  // expected-error @+1 {{'nv_tileas.consumer_wait' op stage 2 is outside the pipeline's 2}}
  nv_tileas.consumer_wait %p[%c2] parity %ph : !nv_tileas.pipeline<2>
  return
}

// -----

func.func @pipeline_release_stage() {
  %p = nv_tileas.create_pipeline threads(64) : !nv_tileas.pipeline<3>
  %m1 = arith.constant -1 : i32
  // expected-error @+1 {{'nv_tileas.consumer_release' op stage -1 is outside the pipeline's 3}}
  nv_tileas.consumer_release %p[%m1] : !nv_tileas.pipeline<3>
  return
}

// -----

func.func @warpgroup_wait_types(%d: tensor<64x64xf32>) {
  // expected-error @+1 {{'nv_tileas.warpgroup_wait' op results must be the values, of the same types}}
  %r = nv_tileas.warpgroup_wait %d : tensor<64x64xf32> -> tensor<64x64xf16> {pending = 0 : i32}
  return
}

// -----

func.func @warpgroup_wait_pending() {
  // expected-error @+1 {{'nv_tileas.warpgroup_wait' op attribute 'pending' failed to satisfy constraint}}
  nv_tileas.warpgroup_wait {pending = -1 : i32}
  return
}

// -----

func.func @producer_warpgroup_unspecialized() {
  // expected-error @+1 {{'nv_tileas.producer_warpgroup' op expects a function with `nv_tileas.producer_warpgroups`}}
  %p = nv_tileas.producer_warpgroup
  return
}

// -----

func.func @set_max_registers_odd() {
  // expected-error @+1 {{'nv_tileas.set_max_registers' op expects a multiple of 8 in [24, 256], got 36}}
  nv_tileas.set_max_registers inc 36
  return
}

// -----

func.func @set_max_registers_few() {
  // expected-error @+1 {{'nv_tileas.set_max_registers' op expects a multiple of 8 in [24, 256], got 16}}
  nv_tileas.set_max_registers dec 16
  return
}
