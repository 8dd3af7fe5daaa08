"""Prints the kernels of emulate-vector.test for a CTA of THREADS threads.

Global accesses use the blocked layout the layout assignment gives them: an
N-element tile of B-byte elements with last dimension D holds
c = min(16 / B, N / T, D) contiguous elements per thread, as
(T, (c, N / (c T))) : (c, (1, c T)). The layouts depend on T, hence a
generator rather than a fixed .mlir file.

Usage: emulate-vector-kernels.py THREADS
"""
import sys

T = int(sys.argv[1])


def blocked(n, elt_bytes, last_dim):
    c = min(16 // elt_bytes, n // T, last_dim)
    k = n // (c * T)
    if k == 1:
        layout = '(%d,%d):(%d,1)' % (T, c, c)
    else:
        layout = '(%d,(%d,%d)):(%d,(1,%d))' % (T, c, k, c, c * T)
    return '#nv_tileas.simt<threads = %d, layout = "%s">' % (T, layout)


B1 = blocked(1024, 4, 1024)
H2 = blocked(512, 2, 64)
F2 = blocked(256, 4, 64)
# 16 elements over T threads, 4 per thread, replicated over T / 4.
R16 = '#nv_tileas.simt<threads = %d, layout = "((4,%d),4):((4,0),1)">' % (T, T // 4)

print(f'''
// Aligned base (div_by 16), size n without facts: runs in the last, partial
// tile are partly in bounds and fall back to one access per slot.
func.func @vec1d(%in: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>, %n: i32) attributes {{nv_tileaa.kernel}} {{
  %n64 = arith.extsi %n : i32 to i64
  %one = arith.constant 1 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%n64), strides(%one) {{base_div_by = 16 : i64}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %mo = nv_tileaa.make_memref %out, sizes(%n64), strides(%one) {{base_div_by = 16 : i64}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %i = nv_tileaa.get_program_id 0
  %x, %t = nv_tileaa.tiled_load %mi[%i] steps [1024] dim_map [0] padding -1.0 : f32 : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, {B1}>
  %h = arith.constant dense<0.5> : tensor<1024xf32, {B1}>
  %y = arith.addf %x, %h : tensor<1024xf32, {B1}>
  %t2 = nv_tileaa.tiled_store %y, %mo[%i] steps [1024] dim_map [0] : tensor<1024xf32, {B1}>, !nv_tileaa.memref<f32, 1>[i32]
  return
}}

// No facts at all: every run checks its alignment at run time.
func.func @vec1d_any(%in: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>, %n: i32) attributes {{nv_tileaa.kernel}} {{
  %n64 = arith.extsi %n : i32 to i64
  %one = arith.constant 1 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%n64), strides(%one) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %mo = nv_tileaa.make_memref %out, sizes(%n64), strides(%one) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %i = nv_tileaa.get_program_id 0
  %x, %t = nv_tileaa.tiled_load %mi[%i] steps [1024] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32, {B1}>
  %h = arith.constant dense<0.5> : tensor<1024xf32, {B1}>
  %y = arith.addf %x, %h : tensor<1024xf32, {B1}>
  %t2 = nv_tileaa.tiled_store %y, %mo[%i] steps [1024] dim_map [0] : tensor<1024xf32, {B1}>, !nv_tileaa.memref<f32, 1>[i32]
  return
}}

// f16 rows with runtime row strides (an odd one: most rows misaligned) and
// partial 8 x 64 tiles along both dimensions.
func.func @rows_f16(%in: !nv_tileaa.ptr<f16>, %out: !nv_tileaa.ptr<f16>, %rows: i64, %cols: i64, %sin: i64, %sout: i64) attributes {{nv_tileaa.kernel}} {{
  %one = arith.constant 1 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%rows, %cols), strides(%sin, %one) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
  %mo = nv_tileaa.make_memref %out, sizes(%rows, %cols), strides(%sout, %one) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
  %i = nv_tileaa.get_program_id 0
  %j = nv_tileaa.get_program_id 1
  %x, %t = nv_tileaa.tiled_load %mi[%i, %j] steps [8, 64] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<8x64xf16, {H2}>
  %two = arith.constant dense<2.0> : tensor<8x64xf16, {H2}>
  %y = arith.mulf %x, %two : tensor<8x64xf16, {H2}>
  %t2 = nv_tileaa.tiled_store %y, %mo[%i, %j] steps [8, 64] dim_map [0, 1] : tensor<8x64xf16, {H2}>, !nv_tileaa.memref<f16, 2>[i32, i32]
  return
}}

// Every fact given: aligned base, row strides and column count multiples of
// 4, so runs are all in or all out. `in` (rows x cols) is read through
// 4 x 64 tiles with padding 5 and written whole into `full` (12 x 128), and
// the same tile into `part` (rows x cols), whose out-of-bounds runs must
// not be written.
func.func @rows_divby(%in: !nv_tileaa.ptr<f32>, %full: !nv_tileaa.ptr<f32>, %part: !nv_tileaa.ptr<f32>, %rows: i64, %cols: i64, %stride: i64) attributes {{nv_tileaa.kernel}} {{
  %one = arith.constant 1 : i64
  %c12 = arith.constant 12 : i64
  %c128 = arith.constant 128 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%rows, %cols), strides(%stride, %one) {{base_div_by = 16 : i64, size_div_by = array<i64: 1, 4>, stride_div_by = array<i64: 4, 1>}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mf = nv_tileaa.make_memref %full, sizes(%c12, %c128), strides(%c128, %one) {{base_div_by = 16 : i64}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mp = nv_tileaa.make_memref %part, sizes(%rows, %cols), strides(%stride, %one) {{base_div_by = 16 : i64, size_div_by = array<i64: 1, 4>, stride_div_by = array<i64: 4, 1>}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %i = nv_tileaa.get_program_id 0
  %j = nv_tileaa.get_program_id 1
  %x, %t = nv_tileaa.tiled_load %mi[%i, %j] steps [4, 64] dim_map [0, 1] padding 5.0 : f32 : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<4x64xf32, {F2}>
  %t2 = nv_tileaa.tiled_store %x, %mf[%i, %j] steps [4, 64] dim_map [0, 1] : tensor<4x64xf32, {F2}>, !nv_tileaa.memref<f32, 2>[i32, i32]
  %t3 = nv_tileaa.tiled_store %x, %mp[%i, %j] steps [4, 64] dim_map [0, 1] : tensor<4x64xf32, {F2}>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}}

// 16 elements replicated over T / 4 threads; n = 14: the last run is partly
// in bounds, and only owners store.
func.func @replicated(%in: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>, %n: i32) attributes {{nv_tileaa.kernel}} {{
  %n64 = arith.extsi %n : i32 to i64
  %one = arith.constant 1 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%n64), strides(%one) {{base_div_by = 16 : i64}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %mo = nv_tileaa.make_memref %out, sizes(%n64), strides(%one) {{base_div_by = 16 : i64}} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %i = nv_tileaa.get_program_id 0
  %x, %t = nv_tileaa.tiled_load %mi[%i] steps [16] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<16xf32, {R16}>
  %h = arith.constant dense<0.5> : tensor<16xf32, {R16}>
  %y = arith.addf %x, %h : tensor<16xf32, {R16}>
  %t2 = nv_tileaa.tiled_store %y, %mo[%i] steps [16] dim_map [0] : tensor<16xf32, {R16}>, !nv_tileaa.memref<f32, 1>[i32]
  return
}}
''')
