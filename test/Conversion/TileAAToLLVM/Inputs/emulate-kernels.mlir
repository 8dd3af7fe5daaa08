// Kernels for emulate.test: each is run by Inputs/emulate-harness.c as CTAs
// of 32 * num-warps host threads and checked against a C reference.

// Softmax-like: exp, sum (including the padding of a partial tile: exp(0)
// = 1 per missing element), divide; in place.
func.func @softmax(%a: !nv_tileaa.ptr<f32>, %n: i32) attributes {nv_tileaa.kernel} {
  %t0 = nv_tileaa.create_mem_token
  %n64 = arith.extsi %n : i32 to i64
  %one = arith.constant 1 : i64
  %ma = nv_tileaa.make_memref %a, sizes(%n64), strides(%one) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %i = nv_tileaa.get_program_id 0
  %x, %t1 = nv_tileaa.tiled_load %ma[%i] token(%t0) steps [256] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<256xf32>
  %e = math.exp %x : tensor<256xf32>
  %s = nv_tileaa.reduce %e dim = 0 identities = [0.0 : f32] : tensor<256xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    nv_tileaa.yield %r : f32
  }
  %ss = nv_tileaa.splat %s : f32 -> tensor<256xf32>
  %w = arith.divf %e, %ss : tensor<256xf32>
  %t3 = nv_tileaa.tiled_store %w, %ma[%i] token(%t1) steps [256] dim_map [0] : tensor<256xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// out (24 x 20) = transpose of in (20 x 24), one 16x32 tile per CTA along
// the rows of `in`: once with permute, once (into out2) with a transposing
// dim_map.
func.func @transpose(%in: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>, %out2: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c20 = arith.constant 20 : i64
  %c24 = arith.constant 24 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%c20, %c24), strides(%c24, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mo = nv_tileaa.make_memref %out, sizes(%c24, %c20), strides(%c20, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mo2 = nv_tileaa.make_memref %out2, sizes(%c24, %c20), strides(%c20, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %i = nv_tileaa.get_program_id 0
  %z = arith.constant 0 : i32
  %x, %t = nv_tileaa.tiled_load %mi[%i, %z] steps [16, 32] dim_map [0, 1] padding -1.0 : f32 : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x32xf32>
  %y = nv_tileaa.permute %x [1, 0] : tensor<16x32xf32> -> tensor<32x16xf32>
  %t2 = nv_tileaa.tiled_store %y, %mo[%z, %i] steps [32, 16] dim_map [0, 1] : tensor<32x16xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  %w, %t3 = nv_tileaa.tiled_load %mi[%z, %i] steps [32, 16] dim_map [1, 0] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x16xf32>
  %t4 = nv_tileaa.tiled_store %w, %mo2[%z, %i] steps [32, 16] dim_map [0, 1] : tensor<32x16xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// out[r][c] = col[r] + row[c] (32 x 64) through pointer tiles, reshape and
// broadcast.
func.func @outer_add(%row: !nv_tileaa.ptr<f32>, %col: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %r64 = nv_tileaa.make_range : tensor<64xi32>
  %r64b = nv_tileaa.reshape %r64 : tensor<64xi32> -> tensor<1x64xi32>
  %pr = nv_tileaa.splat %row : !nv_tileaa.ptr<f32> -> tensor<1x64x!nv_tileaa.ptr<f32>>
  %prow = nv_tileaa.addptr %pr, %r64b : tensor<1x64x!nv_tileaa.ptr<f32>>, tensor<1x64xi32>
  %vrow, %t0 = nv_tileaa.load %prow : tensor<1x64x!nv_tileaa.ptr<f32>> -> tensor<1x64xf32>
  %r32 = nv_tileaa.make_range : tensor<32xi64>
  %r32b = nv_tileaa.reshape %r32 : tensor<32xi64> -> tensor<32x1xi64>
  %pc = nv_tileaa.splat %col : !nv_tileaa.ptr<f32> -> tensor<32x1x!nv_tileaa.ptr<f32>>
  %pcol = nv_tileaa.addptr %pc, %r32b : tensor<32x1x!nv_tileaa.ptr<f32>>, tensor<32x1xi64>
  %vcol, %t1 = nv_tileaa.load %pcol : tensor<32x1x!nv_tileaa.ptr<f32>> -> tensor<32x1xf32>
  %br = nv_tileaa.broadcast %vrow : tensor<1x64xf32> -> tensor<32x64xf32>
  %bc = nv_tileaa.broadcast %vcol : tensor<32x1xf32> -> tensor<32x64xf32>
  %sum = arith.addf %bc, %br : tensor<32x64xf32>
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i64
  %c64 = arith.constant 64 : i64
  %mo = nv_tileaa.make_memref %out, sizes(%c32, %c64), strides(%c64, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %z = arith.constant 0 : i32
  %t2 = nv_tileaa.tiled_store %sum, %mo[%z, %z] steps [32, 64] dim_map [0, 1] : tensor<32x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// Inclusive scans of a 4 x 50 i32 matrix along its rows, forward into fwd
// and reverse into rev, through a 4 x 64 tile (the padding, 0, adds nothing).
func.func @scans(%in: !nv_tileaa.ptr<i32>, %fwd: !nv_tileaa.ptr<i32>, %rev: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c50 = arith.constant 50 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%c4, %c50), strides(%c50, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %mf = nv_tileaa.make_memref %fwd, sizes(%c4, %c50), strides(%c50, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %mr = nv_tileaa.make_memref %rev, sizes(%c4, %c50), strides(%c50, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %z = arith.constant 0 : i32
  %x, %t = nv_tileaa.tiled_load %mi[%z, %z] steps [4, 64] dim_map [0, 1] : !nv_tileaa.memref<i32, 2>[i32, i32] -> tensor<4x64xi32>
  %f = nv_tileaa.scan %x dim = 1 reverse = false identities = [0 : i32] : tensor<4x64xi32> -> tensor<4x64xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  %r = nv_tileaa.scan %x dim = 1 reverse = true identities = [0 : i32] : tensor<4x64xi32> -> tensor<4x64xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  %t1 = nv_tileaa.tiled_store %f, %mf[%z, %z] steps [4, 64] dim_map [0, 1] : tensor<4x64xi32>, !nv_tileaa.memref<i32, 2>[i32, i32]
  %t2 = nv_tileaa.tiled_store %r, %mr[%z, %z] steps [4, 64] dim_map [0, 1] : tensor<4x64xi32>, !nv_tileaa.memref<i32, 2>[i32, i32]
  return
}

// Row argmax (first maximum) and column sums of a 4 x 50 f32 matrix, as a
// 4 x 64 tile padded with -inf (never a maximum; padded columns are not
// stored).
func.func @reductions(%in: !nv_tileaa.ptr<f32>, %vmax: !nv_tileaa.ptr<f32>, %imax: !nv_tileaa.ptr<i32>, %csum: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c50 = arith.constant 50 : i64
  %mi = nv_tileaa.make_memref %in, sizes(%c4, %c50), strides(%c50, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %z = arith.constant 0 : i32
  %x, %t = nv_tileaa.tiled_load %mi[%z, %z] steps [4, 64] dim_map [0, 1] padding 0xFF800000 : f32 : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<4x64xf32>
  %r = nv_tileaa.make_range : tensor<64xi32>
  %r2 = nv_tileaa.reshape %r : tensor<64xi32> -> tensor<1x64xi32>
  %idx = nv_tileaa.broadcast %r2 : tensor<1x64xi32> -> tensor<4x64xi32>
  %m:2 = nv_tileaa.reduce %x, %idx dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<4x64xf32>, tensor<4x64xi32> -> tensor<4xf32>, tensor<4xi32> {
  ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
    %gt = arith.cmpf ogt, %v1, %v0 : f32
    %v = arith.select %gt, %v1, %v0 : f32
    %i = arith.select %gt, %i1, %i0 : i32
    nv_tileaa.yield %v, %i : f32, i32
  }
  %cs = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<4x64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  %mv = nv_tileaa.make_memref %vmax, sizes(%c4), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %mx = nv_tileaa.make_memref %imax, sizes(%c4), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %mc = nv_tileaa.make_memref %csum, sizes(%c50), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %t1 = nv_tileaa.tiled_store %m#0, %mv[%z] steps [4] dim_map [0] : tensor<4xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %t2 = nv_tileaa.tiled_store %m#1, %mx[%z] steps [4] dim_map [0] : tensor<4xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %t3 = nv_tileaa.tiled_store %cs, %mc[%z] steps [64] dim_map [0] : tensor<64xf32>, !nv_tileaa.memref<f32, 1>[i32]
  return
}

// d = a (16x24) * b (24x8) + c, f32; du = au (16x24 u8) * bu (24x8 u8) + cu
// (i32, unsigned operands); db = ab (2x8x12) * bb (2x12x4) + cb, batched.
// K is padded to a power of two by the tiles' zero padding.
func.func @dots(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<f32>, %c: !nv_tileaa.ptr<f32>, %d: !nv_tileaa.ptr<f32>,
                %au: !nv_tileaa.ptr<i8>, %bu: !nv_tileaa.ptr<i8>, %cu: !nv_tileaa.ptr<i32>, %du: !nv_tileaa.ptr<i32>,
                %ab: !nv_tileaa.ptr<f32>, %bb: !nv_tileaa.ptr<f32>, %cb: !nv_tileaa.ptr<f32>, %db: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c8 = arith.constant 8 : i64
  %c12 = arith.constant 12 : i64
  %c16 = arith.constant 16 : i64
  %c24 = arith.constant 24 : i64
  %c2 = arith.constant 2 : i64
  %c32 = arith.constant 32 : i64
  %c48 = arith.constant 48 : i64
  %c96 = arith.constant 96 : i64
  %z = arith.constant 0 : i32
  %ma = nv_tileaa.make_memref %a, sizes(%c16, %c24), strides(%c24, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mb = nv_tileaa.make_memref %b, sizes(%c24, %c8), strides(%c8, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %mc = nv_tileaa.make_memref %c, sizes(%c16, %c8), strides(%c8, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %md = nv_tileaa.make_memref %d, sizes(%c16, %c8), strides(%c8, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %xa, %t0 = nv_tileaa.tiled_load %ma[%z, %z] steps [16, 32] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x32xf32>
  %xb, %t1 = nv_tileaa.tiled_load %mb[%z, %z] steps [32, 8] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<32x8xf32>
  %xc, %t2 = nv_tileaa.tiled_load %mc[%z, %z] steps [16, 8] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x8xf32>
  %xd = nv_tileaa.dot %xa, %xb, %xc : tensor<16x32xf32>, tensor<32x8xf32> -> tensor<16x8xf32>
  %t3 = nv_tileaa.tiled_store %xd, %md[%z, %z] steps [16, 8] dim_map [0, 1] : tensor<16x8xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]

  %mau = nv_tileaa.make_memref %au, sizes(%c16, %c24), strides(%c24, %c1) : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<i8, 2>
  %mbu = nv_tileaa.make_memref %bu, sizes(%c24, %c8), strides(%c8, %c1) : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<i8, 2>
  %mcu = nv_tileaa.make_memref %cu, sizes(%c16, %c8), strides(%c8, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %mdu = nv_tileaa.make_memref %du, sizes(%c16, %c8), strides(%c8, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %ya, %t4 = nv_tileaa.tiled_load %mau[%z, %z] steps [16, 32] dim_map [0, 1] : !nv_tileaa.memref<i8, 2>[i32, i32] -> tensor<16x32xi8>
  %yb, %t5 = nv_tileaa.tiled_load %mbu[%z, %z] steps [32, 8] dim_map [0, 1] : !nv_tileaa.memref<i8, 2>[i32, i32] -> tensor<32x8xi8>
  %yc, %t6 = nv_tileaa.tiled_load %mcu[%z, %z] steps [16, 8] dim_map [0, 1] : !nv_tileaa.memref<i32, 2>[i32, i32] -> tensor<16x8xi32>
  %yd = nv_tileaa.dot %ya, %yb, %yc {lhs_unsigned, rhs_unsigned} : tensor<16x32xi8>, tensor<32x8xi8> -> tensor<16x8xi32>
  %t7 = nv_tileaa.tiled_store %yd, %mdu[%z, %z] steps [16, 8] dim_map [0, 1] : tensor<16x8xi32>, !nv_tileaa.memref<i32, 2>[i32, i32]

  %mab = nv_tileaa.make_memref %ab, sizes(%c2, %c8, %c12), strides(%c96, %c12, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
  %mbb = nv_tileaa.make_memref %bb, sizes(%c2, %c12, %c4), strides(%c48, %c4, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
  %mcb = nv_tileaa.make_memref %cb, sizes(%c2, %c8, %c4), strides(%c32, %c4, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
  %mdb = nv_tileaa.make_memref %db, sizes(%c2, %c8, %c4), strides(%c32, %c4, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
  %wa, %t8 = nv_tileaa.tiled_load %mab[%z, %z, %z] steps [2, 8, 16] dim_map [0, 1, 2] : !nv_tileaa.memref<f32, 3>[i32, i32, i32] -> tensor<2x8x16xf32>
  %wb, %t9 = nv_tileaa.tiled_load %mbb[%z, %z, %z] steps [2, 16, 4] dim_map [0, 1, 2] : !nv_tileaa.memref<f32, 3>[i32, i32, i32] -> tensor<2x16x4xf32>
  %wc, %t10 = nv_tileaa.tiled_load %mcb[%z, %z, %z] steps [2, 8, 4] dim_map [0, 1, 2] : !nv_tileaa.memref<f32, 3>[i32, i32, i32] -> tensor<2x8x4xf32>
  %wd = nv_tileaa.dot %wa, %wb, %wc : tensor<2x8x16xf32>, tensor<2x16x4xf32> -> tensor<2x8x4xf32>
  %t11 = nv_tileaa.tiled_store %wd, %mdb[%z, %z, %z] steps [2, 8, 4] dim_map [0, 1, 2] : tensor<2x8x4xf32>, !nv_tileaa.memref<f32, 3>[i32, i32, i32]
  return
}

// Atomics (a 256 tile masked to its first 200 elements, so masks and
// ownership combine): every one of 200 elements adds 1 to a single counter (replicas
// must not add twice), to hist[i mod 7], and keeps the maximum of i in vmax;
// a scalar add counts CTAs and returns the old value per CTA; a scalar CAS
// sets flag from 0 to 1 + program id once.
func.func @atomics(%counter: !nv_tileaa.ptr<i32>, %hist: !nv_tileaa.ptr<i32>, %vmax: !nv_tileaa.ptr<i32>,
                   %ctas: !nv_tileaa.ptr<i32>, %olds: !nv_tileaa.ptr<i32>, %flag: !nv_tileaa.ptr<i32>, %cas_old: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %r = nv_tileaa.make_range : tensor<256xi32>
  %zeros = arith.constant dense<0> : tensor<256xi32>
  %ones = arith.constant dense<1> : tensor<256xi32>
  %sevens = arith.constant dense<7> : tensor<256xi32>
  %limit = arith.constant dense<200> : tensor<256xi32>
  %live = arith.cmpi slt, %r, %limit : tensor<256xi32>
  %pc = nv_tileaa.splat %counter : !nv_tileaa.ptr<i32> -> tensor<256x!nv_tileaa.ptr<i32>>
  %pcs = nv_tileaa.addptr %pc, %zeros : tensor<256x!nv_tileaa.ptr<i32>>, tensor<256xi32>
  %o0, %t0 = nv_tileaa.atomic_rmw add %ones, %pcs mask(%live : tensor<256xi1>) {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %bin = arith.remui %r, %sevens : tensor<256xi32>
  %ph = nv_tileaa.splat %hist : !nv_tileaa.ptr<i32> -> tensor<256x!nv_tileaa.ptr<i32>>
  %phs = nv_tileaa.addptr %ph, %bin : tensor<256x!nv_tileaa.ptr<i32>>, tensor<256xi32>
  %o1, %t1 = nv_tileaa.atomic_rmw add %ones, %phs mask(%live : tensor<256xi1>) {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %pm = nv_tileaa.splat %vmax : !nv_tileaa.ptr<i32> -> tensor<256x!nv_tileaa.ptr<i32>>
  %o2, %t2 = nv_tileaa.atomic_rmw max %r, %pm mask(%live : tensor<256xi1>) {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  %one = arith.constant 1 : i32
  %old, %t3 = nv_tileaa.atomic_rmw add %one, %ctas {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : i32, !nv_tileaa.ptr<i32>
  %pid = nv_tileaa.get_program_id 0
  %pid64 = arith.extsi %pid : i32 to i64
  %c1 = arith.constant 1 : i64
  %n = arith.constant 64 : i64
  %mo = nv_tileaa.make_memref %olds, sizes(%n), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %oldt = nv_tileaa.splat %old : i32 -> tensor<1xi32>
  %t4 = nv_tileaa.tiled_store %oldt, %mo[%pid] steps [1] dim_map [0] : tensor<1xi32>, !nv_tileaa.memref<i32, 1>[i32]
  %zero = arith.constant 0 : i32
  %newv = arith.addi %pid, %one : i32
  %co, %t5 = nv_tileaa.atomic_cas %zero, %newv, %flag {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : i32, !nv_tileaa.ptr<i32>
  %mco = nv_tileaa.make_memref %cas_old, sizes(%n), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %cot = nv_tileaa.splat %co : i32 -> tensor<1xi32>
  %t6 = nv_tileaa.tiled_store %cot, %mco[%pid] steps [1] dim_map [0] : tensor<1xi32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}

// cat of a (4) and b (4) into out_cat (8); extract of the (1, 0) 8x8 tile of
// a 16x16 matrix into out_ext; cat of two 4x8 along dim 1 into out_cat2 (4x16).
func.func @cat_extract(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<f32>, %out_cat: !nv_tileaa.ptr<f32>,
                       %m: !nv_tileaa.ptr<f32>, %out_ext: !nv_tileaa.ptr<f32>, %out_cat2: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64
  %c6 = arith.constant 6 : i64
  %c8 = arith.constant 8 : i64
  %c12 = arith.constant 12 : i64
  %c16 = arith.constant 16 : i64
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %ma = nv_tileaa.make_memref %a, sizes(%c4), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %mb = nv_tileaa.make_memref %b, sizes(%c4), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %mc = nv_tileaa.make_memref %out_cat, sizes(%c8), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %xa, %t0 = nv_tileaa.tiled_load %ma[%z] steps [4] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<4xf32>
  %xb, %t1 = nv_tileaa.tiled_load %mb[%z] steps [4] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<4xf32>
  %xc = nv_tileaa.cat %xa, %xb dim = 0 : tensor<4xf32>, tensor<4xf32> -> tensor<8xf32>
  %t2 = nv_tileaa.tiled_store %xc, %mc[%z] steps [8] dim_map [0] : tensor<8xf32>, !nv_tileaa.memref<f32, 1>[i32]
  %mm = nv_tileaa.make_memref %m, sizes(%c16, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %xm, %t3 = nv_tileaa.tiled_load %mm[%z, %z] steps [16, 16] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  %i1 = arith.constant 1 : i64
  %xe = nv_tileaa.extract %xm[%i1, %z] : tensor<16x16xf32>[i64, i32] -> tensor<8x8xf32>
  %me = nv_tileaa.make_memref %out_ext, sizes(%c8, %c8), strides(%c8, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %t4 = nv_tileaa.tiled_store %xe, %me[%z, %z] steps [8, 8] dim_map [0, 1] : tensor<8x8xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  %x46, %t5 = nv_tileaa.tiled_load %mm[%z, %z] steps [4, 8] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<4x8xf32>
  %y46, %t6 = nv_tileaa.tiled_load %mm[%one, %one] steps [4, 8] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<4x8xf32>
  %c2 = nv_tileaa.cat %x46, %y46 dim = 1 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x16xf32>
  %mc2 = nv_tileaa.make_memref %out_cat2, sizes(%c4, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %t7 = nv_tileaa.tiled_store %c2, %mc2[%z, %z] steps [4, 16] dim_map [0, 1] : tensor<4x16xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  return
}

// Masked load with `other`, masked store, item and splat, scalar load and
// store, get_dim_size: out[i] = x[i] + x[0] where i < n and x[i] > 0,
// untouched elsewhere (masked-off lanes read -7); dims[0] = n.
func.func @masked(%x: !nv_tileaa.ptr<f32>, %out: !nv_tileaa.ptr<f32>, %n: i32, %dims: !nv_tileaa.ptr<i64>) attributes {nv_tileaa.kernel} {
  %r = nv_tileaa.make_range : tensor<256xi32>
  %ns = nv_tileaa.splat %n : i32 -> tensor<256xi32>
  %inb = arith.cmpi slt, %r, %ns : tensor<256xi32>
  %px = nv_tileaa.splat %x : !nv_tileaa.ptr<f32> -> tensor<256x!nv_tileaa.ptr<f32>>
  %pxs = nv_tileaa.addptr %px, %r : tensor<256x!nv_tileaa.ptr<f32>>, tensor<256xi32>
  %other = arith.constant dense<-7.0> : tensor<256xf32>
  %v, %t0 = nv_tileaa.load %pxs mask(%inb : tensor<256xi1>) other(%other : tensor<256xf32>) : tensor<256x!nv_tileaa.ptr<f32>> -> tensor<256xf32>
  %i0 = arith.constant 0 : i32
  %first = nv_tileaa.extract %v[%i0] : tensor<256xf32>[i32] -> tensor<1xf32>
  %f = nv_tileaa.item %first : tensor<1xf32> -> f32
  %fs = nv_tileaa.splat %f : f32 -> tensor<256xf32>
  %sum = arith.addf %v, %fs : tensor<256xf32>
  %zero = arith.constant dense<0.0> : tensor<256xf32>
  %pos = arith.cmpf ogt, %v, %zero : tensor<256xf32>
  %po = nv_tileaa.splat %out : !nv_tileaa.ptr<f32> -> tensor<256x!nv_tileaa.ptr<f32>>
  %pos_ptrs = nv_tileaa.addptr %po, %r : tensor<256x!nv_tileaa.ptr<f32>>, tensor<256xi32>
  %t1 = nv_tileaa.store %sum, %pos_ptrs mask(%pos : tensor<256xi1>) token(%t0) : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  %n64 = arith.extsi %n : i32 to i64
  %c1 = arith.constant 1 : i64
  %mx = nv_tileaa.make_memref %x, sizes(%n64), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %d = nv_tileaa.get_dim_size %mx, 0 : !nv_tileaa.memref<f32, 1>
  %t2 = nv_tileaa.store %d, %dims : i64, !nv_tileaa.ptr<i64>
  return
}

// Grid ids: every CTA of a (2, 3, 2) grid writes x + 10 y + 100 z +
// 1000 nx + 10000 ny + 100000 nz at its linear index (a scalar store).
func.func @grid_ids(%out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %x = nv_tileaa.get_program_id 0
  %y = nv_tileaa.get_program_id 1
  %z = nv_tileaa.get_program_id 2
  %nx = nv_tileaa.get_num_programs 0
  %ny = nv_tileaa.get_num_programs 1
  %nz = nv_tileaa.get_num_programs 2
  %c10 = arith.constant 10 : i32
  %c100 = arith.constant 100 : i32
  %c1000 = arith.constant 1000 : i32
  %c10000 = arith.constant 10000 : i32
  %c100000 = arith.constant 100000 : i32
  %a1 = arith.muli %y, %c10 : i32
  %a2 = arith.muli %z, %c100 : i32
  %a3 = arith.muli %nx, %c1000 : i32
  %a4 = arith.muli %ny, %c10000 : i32
  %a5 = arith.muli %nz, %c100000 : i32
  %s1 = arith.addi %x, %a1 : i32
  %s2 = arith.addi %s1, %a2 : i32
  %s3 = arith.addi %s2, %a3 : i32
  %s4 = arith.addi %s3, %a4 : i32
  %v = arith.addi %s4, %a5 : i32
  %l1 = arith.muli %z, %ny : i32
  %l2 = arith.addi %l1, %y : i32
  %l3 = arith.muli %l2, %nx : i32
  %lin = arith.addi %l3, %x : i32
  %p = nv_tileaa.splat %out : !nv_tileaa.ptr<i32> -> tensor<1x!nv_tileaa.ptr<i32>>
  %linv = nv_tileaa.splat %lin : i32 -> tensor<1xi32>
  %q = nv_tileaa.addptr %p, %linv : tensor<1x!nv_tileaa.ptr<i32>>, tensor<1xi32>
  %qq = nv_tileaa.item %q : tensor<1x!nv_tileaa.ptr<i32>> -> !nv_tileaa.ptr<i32>
  %t = nv_tileaa.store %v, %qq : i32, !nv_tileaa.ptr<i32>
  return
}

// Edge cases, each stored to its own output:
//  p3  (4x2x8) = permute [2, 0, 1] of x (2x8x4)           (64 elements)
//  r3  (2x4)   = sum over the middle dim of x as 2x8x4    (reduce dim 1)
//  s0  (5x3)   = max-scan along dim 0 of y (5x3 i32)       (an 8x4 tile)
//  sel (16x16) = permute of (x > 0) as i1, selecting between 1 and -1
//  ch  (64)    = broadcast -> permute -> reduce -> splat chain (scratch reuse)
//  neg (8)     = tiled_load at index -1 (all out of bounds: padding 3.5)
//  ex  (4x4)   = extract (1, 2) of a 16x16 view of x (as 8x8 tiles of 4x4)
//  r8  (300)   = make_range in i8 (wraps at 256; a 512 tile)
func.func @edge(%x: !nv_tileaa.ptr<f32>, %y: !nv_tileaa.ptr<i32>, %p3: !nv_tileaa.ptr<f32>, %r3: !nv_tileaa.ptr<f32>,
                %s0: !nv_tileaa.ptr<i32>, %sel: !nv_tileaa.ptr<i32>, %ch: !nv_tileaa.ptr<f32>, %neg: !nv_tileaa.ptr<f32>,
                %ex: !nv_tileaa.ptr<f32>, %r8: !nv_tileaa.ptr<i8>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %c5 = arith.constant 5 : i64
  %c8 = arith.constant 8 : i64
  %c16 = arith.constant 16 : i64
  %c32 = arith.constant 32 : i64
  %c64 = arith.constant 64 : i64
  %c256 = arith.constant 256 : i64
  %c300 = arith.constant 300 : i64
  %z = arith.constant 0 : i32
  // permute 3-D
  %mx3 = nv_tileaa.make_memref %x, sizes(%c2, %c8, %c4), strides(%c32, %c4, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
  %x3, %t0 = nv_tileaa.tiled_load %mx3[%z, %z, %z] steps [2, 8, 4] dim_map [0, 1, 2] : !nv_tileaa.memref<f32, 3>[i32, i32, i32] -> tensor<2x8x4xf32>
  %y3 = nv_tileaa.permute %x3 [2, 0, 1] : tensor<2x8x4xf32> -> tensor<4x2x8xf32>
  %mp3 = nv_tileaa.make_memref %p3, sizes(%c4, %c2, %c8), strides(%c16, %c8, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 3>
  %t1 = nv_tileaa.tiled_store %y3, %mp3[%z, %z, %z] steps [4, 2, 8] dim_map [0, 1, 2] : tensor<4x2x8xf32>, !nv_tileaa.memref<f32, 3>[i32, i32, i32]
  // reduce the middle dimension
  %rr = nv_tileaa.reduce %x3 dim = 1 identities = [0.0 : f32] : tensor<2x8x4xf32> -> tensor<2x4xf32> {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    nv_tileaa.yield %s : f32
  }
  %mr3 = nv_tileaa.make_memref %r3, sizes(%c2, %c4), strides(%c4, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %t2 = nv_tileaa.tiled_store %rr, %mr3[%z, %z] steps [2, 4] dim_map [0, 1] : tensor<2x4xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  // scan along dim 0 of a 5x3 tile
  %my = nv_tileaa.make_memref %y, sizes(%c5, %c3), strides(%c3, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %yy, %t3 = nv_tileaa.tiled_load %my[%z, %z] steps [8, 4] dim_map [0, 1] padding -2147483648 : i32 : !nv_tileaa.memref<i32, 2>[i32, i32] -> tensor<8x4xi32>
  %sc = nv_tileaa.scan %yy dim = 0 reverse = false identities = [-2147483648 : i32] : tensor<8x4xi32> -> tensor<8x4xi32> {
  ^bb0(%a: i32, %b: i32):
    %s = arith.maxsi %a, %b : i32
    nv_tileaa.yield %s : i32
  }
  %ms0 = nv_tileaa.make_memref %s0, sizes(%c5, %c3), strides(%c3, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %t4 = nv_tileaa.tiled_store %sc, %ms0[%z, %z] steps [8, 4] dim_map [0, 1] : tensor<8x4xi32>, !nv_tileaa.memref<i32, 2>[i32, i32]
  // i1 through scratch
  %mx2 = nv_tileaa.make_memref %x, sizes(%c16, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %x2, %t5 = nv_tileaa.tiled_load %mx2[%z, %z] steps [16, 16] dim_map [0, 1] : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x16xf32>
  %zero = arith.constant dense<0.0> : tensor<16x16xf32>
  %gt = arith.cmpf ogt, %x2, %zero : tensor<16x16xf32>
  %gtt = nv_tileaa.permute %gt [1, 0] : tensor<16x16xi1> -> tensor<16x16xi1>
  %one = arith.constant dense<1> : tensor<16x16xi32>
  %mone = arith.constant dense<-1> : tensor<16x16xi32>
  %sv = arith.select %gtt, %one, %mone : tensor<16x16xi1>, tensor<16x16xi32>
  %msel = nv_tileaa.make_memref %sel, sizes(%c16, %c16), strides(%c16, %c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 2>
  %t6 = nv_tileaa.tiled_store %sv, %msel[%z, %z] steps [16, 16] dim_map [0, 1] : tensor<16x16xi32>, !nv_tileaa.memref<i32, 2>[i32, i32]
  // a chain of exchanges: ch[i] = sum_j (x[j] + x[i]) over a 8x8 tile
  %mx1 = nv_tileaa.make_memref %x, sizes(%c64), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %v, %t7 = nv_tileaa.tiled_load %mx1[%z] steps [8] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<8xf32>
  %vr = nv_tileaa.reshape %v : tensor<8xf32> -> tensor<1x8xf32>
  %vb = nv_tileaa.broadcast %vr : tensor<1x8xf32> -> tensor<8x8xf32>
  %vt = nv_tileaa.permute %vb [1, 0] : tensor<8x8xf32> -> tensor<8x8xf32>
  %vs = arith.addf %vb, %vt : tensor<8x8xf32>
  %red = nv_tileaa.reduce %vs dim = 1 identities = [0.0 : f32] : tensor<8x8xf32> -> tensor<8xf32> {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    nv_tileaa.yield %s : f32
  }
  %mch = nv_tileaa.make_memref %ch, sizes(%c8), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %t8 = nv_tileaa.tiled_store %red, %mch[%z] steps [8] dim_map [0] : tensor<8xf32>, !nv_tileaa.memref<f32, 1>[i32]
  // an index of -1 reads only padding
  %m1 = arith.constant -1 : i32
  %nv, %t9 = nv_tileaa.tiled_load %mx1[%m1] steps [8] dim_map [0] padding 3.5 : f32 : !nv_tileaa.memref<f32, 1>[i32] -> tensor<8xf32>
  %mneg = nv_tileaa.make_memref %neg, sizes(%c8), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %t10 = nv_tileaa.tiled_store %nv, %mneg[%z] steps [8] dim_map [0] : tensor<8xf32>, !nv_tileaa.memref<f32, 1>[i32]
  // extract the (1, 2) 4x4 tile
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i16
  %e = nv_tileaa.extract %x2[%i1, %i2] : tensor<16x16xf32>[i32, i16] -> tensor<4x4xf32>
  %mex = nv_tileaa.make_memref %ex, sizes(%c4, %c4), strides(%c4, %c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
  %t11 = nv_tileaa.tiled_store %e, %mex[%z, %z] steps [4, 4] dim_map [0, 1] : tensor<4x4xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
  // make_range in i8
  %r = nv_tileaa.make_range : tensor<512xi8>
  %mr8 = nv_tileaa.make_memref %r8, sizes(%c300), strides(%c1) : !nv_tileaa.ptr<i8> -> !nv_tileaa.memref<i8, 1>
  %t12 = nv_tileaa.tiled_store %r, %mr8[%z] steps [512] dim_map [0] : tensor<512xi8>, !nv_tileaa.memref<i8, 1>[i32]
  return
}

// Masked float atomics and the returned old values (a 256 tile masked to
// i < 200): element i < 200 with
// i mod 3 == 0 adds i to facc[i mod 4]; olds[i] gets the value it replaced
// (or nothing when masked off); umin of (i - 100) as unsigned into umin.
func.func @atomics2(%facc: !nv_tileaa.ptr<f32>, %olds: !nv_tileaa.ptr<f32>, %umin: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %r = nv_tileaa.make_range : tensor<256xi32>
  %three = arith.constant dense<3> : tensor<256xi32>
  %four = arith.constant dense<4> : tensor<256xi32>
  %zero = arith.constant dense<0> : tensor<256xi32>
  %limit = arith.constant dense<200> : tensor<256xi32>
  %live = arith.cmpi slt, %r, %limit : tensor<256xi32>
  %m3 = arith.remui %r, %three : tensor<256xi32>
  %third = arith.cmpi eq, %m3, %zero : tensor<256xi32>
  %mask = arith.andi %third, %live : tensor<256xi1>
  %bin = arith.remui %r, %four : tensor<256xi32>
  %pf = nv_tileaa.splat %facc : !nv_tileaa.ptr<f32> -> tensor<256x!nv_tileaa.ptr<f32>>
  %pfs = nv_tileaa.addptr %pf, %bin : tensor<256x!nv_tileaa.ptr<f32>>, tensor<256xi32>
  %rf = arith.uitofp %r : tensor<256xi32> to tensor<256xf32>
  %old, %t0 = nv_tileaa.atomic_rmw addf %rf, %pfs mask(%mask : tensor<256xi1>) {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  %po = nv_tileaa.splat %olds : !nv_tileaa.ptr<f32> -> tensor<256x!nv_tileaa.ptr<f32>>
  %pos = nv_tileaa.addptr %po, %r : tensor<256x!nv_tileaa.ptr<f32>>, tensor<256xi32>
  %t1 = nv_tileaa.store %old, %pos mask(%mask : tensor<256xi1>) : tensor<256xf32>, tensor<256x!nv_tileaa.ptr<f32>>
  %hundred = arith.constant dense<100> : tensor<256xi32>
  %d = arith.subi %r, %hundred : tensor<256xi32>
  %pu = nv_tileaa.splat %umin : !nv_tileaa.ptr<i32> -> tensor<256x!nv_tileaa.ptr<i32>>
  %u, %t2 = nv_tileaa.atomic_rmw umin %d, %pu mask(%live : tensor<256xi1>) {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : tensor<256xi32>, tensor<256x!nv_tileaa.ptr<i32>>
  return
}

// The warp lowerings of reduce and scan on the canonical layouts at every
// warp count: a first-maximum argmax of 1024 f32 (a combiner that keeps its
// left operand on ties, so the fold order shows), an f16 max, i64 row sums
// and row scans (shuffled as two halves), and a reverse i32 scan.
func.func @warp_aggregates(%in: !nv_tileaa.ptr<f32>, %h: !nv_tileaa.ptr<f16>, %l: !nv_tileaa.ptr<i64>, %si: !nv_tileaa.ptr<i32>, %amax: !nv_tileaa.ptr<i32>, %hmax: !nv_tileaa.ptr<f16>, %lsum: !nv_tileaa.ptr<i64>, %srev: !nv_tileaa.ptr<i32>, %lscan: !nv_tileaa.ptr<i64>) attributes {nv_tileaa.kernel} {
  %c1 = arith.constant 1 : i64
  %c8 = arith.constant 8 : i64
  %c64 = arith.constant 64 : i64
  %c256 = arith.constant 256 : i64
  %c1024 = arith.constant 1024 : i64
  %z = arith.constant 0 : i32
  %mi = nv_tileaa.make_memref %in, sizes(%c1024), strides(%c1) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
  %x, %t0 = nv_tileaa.tiled_load %mi[%z] steps [1024] dim_map [0] : !nv_tileaa.memref<f32, 1>[i32] -> tensor<1024xf32>
  %r = nv_tileaa.make_range : tensor<1024xi32>
  %m:2 = nv_tileaa.reduce %x, %r dim = 0 identities = [0xFF800000 : f32, 0 : i32] : tensor<1024xf32>, tensor<1024xi32> -> f32, i32 {
  ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
    %gt = arith.cmpf ogt, %v1, %v0 : f32
    %v = arith.select %gt, %v1, %v0 : f32
    %i = arith.select %gt, %i1, %i0 : i32
    nv_tileaa.yield %v, %i : f32, i32
  }
  %t1 = nv_tileaa.store %m#1, %amax : i32, !nv_tileaa.ptr<i32>
  %mh = nv_tileaa.make_memref %h, sizes(%c256), strides(%c1) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 1>
  %hx, %t2 = nv_tileaa.tiled_load %mh[%z] steps [256] dim_map [0] : !nv_tileaa.memref<f16, 1>[i32] -> tensor<256xf16>
  %hm = nv_tileaa.reduce %hx dim = 0 identities = [0xFC00 : f16] : tensor<256xf16> -> f16 {
  ^bb0(%p: f16, %q: f16):
    %s = arith.maximumf %p, %q : f16
    nv_tileaa.yield %s : f16
  }
  %t3 = nv_tileaa.store %hm, %hmax : f16, !nv_tileaa.ptr<f16>
  %ml = nv_tileaa.make_memref %l, sizes(%c8, %c64), strides(%c64, %c1) : !nv_tileaa.ptr<i64> -> !nv_tileaa.memref<i64, 2>
  %lx, %t4 = nv_tileaa.tiled_load %ml[%z, %z] steps [8, 64] dim_map [0, 1] : !nv_tileaa.memref<i64, 2>[i32, i32] -> tensor<8x64xi64>
  %ls = nv_tileaa.reduce %lx dim = 1 identities = [0 : i64] : tensor<8x64xi64> -> tensor<8xi64> {
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    nv_tileaa.yield %s : i64
  }
  %mls = nv_tileaa.make_memref %lsum, sizes(%c8), strides(%c1) : !nv_tileaa.ptr<i64> -> !nv_tileaa.memref<i64, 1>
  %t5 = nv_tileaa.tiled_store %ls, %mls[%z] steps [8] dim_map [0] : tensor<8xi64>, !nv_tileaa.memref<i64, 1>[i32]
  %lc = nv_tileaa.scan %lx dim = 1 reverse = false identities = [0 : i64] : tensor<8x64xi64> -> tensor<8x64xi64> {
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    nv_tileaa.yield %s : i64
  }
  %mlc = nv_tileaa.make_memref %lscan, sizes(%c8, %c64), strides(%c64, %c1) : !nv_tileaa.ptr<i64> -> !nv_tileaa.memref<i64, 2>
  %t6 = nv_tileaa.tiled_store %lc, %mlc[%z, %z] steps [8, 64] dim_map [0, 1] : tensor<8x64xi64>, !nv_tileaa.memref<i64, 2>[i32, i32]
  %msi = nv_tileaa.make_memref %si, sizes(%c256), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %sx, %t7 = nv_tileaa.tiled_load %msi[%z] steps [256] dim_map [0] : !nv_tileaa.memref<i32, 1>[i32] -> tensor<256xi32>
  %sr = nv_tileaa.scan %sx dim = 0 reverse = true identities = [0 : i32] : tensor<256xi32> -> tensor<256xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  %msr = nv_tileaa.make_memref %srev, sizes(%c256), strides(%c1) : !nv_tileaa.ptr<i32> -> !nv_tileaa.memref<i32, 1>
  %t8 = nv_tileaa.tiled_store %sr, %msr[%z] steps [256] dim_map [0] : tensor<256xi32>, !nv_tileaa.memref<i32, 1>[i32]
  return
}
