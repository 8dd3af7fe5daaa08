// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow --verify-roundtrip | FileCheck %s
// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s --tileiras-flatten-tile-control-flow --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// Entries and functions leave their cuda_tile.module as func.func with the
// same name, signature and attributes; entries are marked as kernels.

// CHECK-NOT: cuda_tile.module
// CHECK-LABEL: func.func @kernel(
// CHECK-SAME: %{{[^:]*}}: !cuda_tile.tile<ptr<f32>> {foo.align = 16 : i64}, %{{[^:]*}}: !cuda_tile.tile<i32>)
// CHECK-SAME: attributes {foo.extra = "kept", nv_tileaa.kernel, nv_tileaa.optimization_hints = #cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 2}>}
// CHECK-NEXT: cuda_tile.get_tile_block_id
// CHECK-NEXT: return{{$}}
// CHECK-LABEL: func.func @helper(
// CHECK-SAME: %[[X:[^:]*]]: !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> {
// CHECK-NEXT: return %[[X]] : !cuda_tile.tile<i32>
// A second cuda_tile.module contributes its functions too, in source order.
// CHECK-LABEL: func.func @other_kernel()
// CHECK-SAME: attributes {nv_tileaa.kernel}
// A function may share its name with the module it leaves.
// CHECK-LABEL: func.func @same_name()
// A func.func already in the module is flattened as well.
// CHECK-LABEL: func.func @already_moved(
// CHECK-NEXT: builtin.unrealized_conversion_cast
// CHECK-NEXT: cf.cond_br
// CHECK-NOT: cuda_tile.if
// CHECK-NOT: cuda_tile.module

cuda_tile.module @first {
  entry @kernel(%p: tile<ptr<f32>> {foo.align = 16 : i64}, %n: tile<i32>)
      optimization_hints=<sm_100 = {num_cta_in_cga = 2}> attributes {foo.extra = "kept"} {
    %x, %y, %z = get_tile_block_id : tile<i32>
    return
  }
  testing$func @helper(%x: tile<i32>) -> tile<i32> {
    return %x : tile<i32>
  }
}

cuda_tile.module @second {
  entry @other_kernel() {
    return
  }
}

cuda_tile.module @same_name {
  testing$func @same_name() {
    return
  }
}

func.func @already_moved(%c: !cuda_tile.tile<i1>, %x: !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> {
  %r = cuda_tile.if %c -> (tile<i32>) {
    cuda_tile.yield %x : tile<i32>
  } else {
    cuda_tile.yield %x : tile<i32>
  }
  return %r : !cuda_tile.tile<i32>
}

// Every op keeps its location; new ops and blocks take the location of the
// op they replace.
// LOC-LABEL: func.func @located(
// LOC-NEXT: %[[CAST:.*]] = builtin.unrealized_conversion_cast %{{.*}} loc("if.mlir":2:2)
// LOC-NEXT: cf.cond_br %[[CAST]], ^{{.*}}, ^{{.*}} loc("if.mlir":2:2)
// LOC-NEXT: ^{{.*}}:
// LOC-NEXT: cuda_tile.addi {{.*}} loc("add.mlir":3:3)
// LOC-NEXT: cf.br ^{{.*}} loc("yield.mlir":4:4)
// LOC-NEXT: ^{{.*}}:
// LOC-NEXT: cf.br ^{{.*}} loc("yield2.mlir":6:6)
// LOC-NEXT: ^{{.*}}(%{{.*}}: !cuda_tile.tile<i32> loc("if.mlir":2:2)):
// LOC-NEXT: return {{.*}} loc("return.mlir":5:5)
// LOC-NEXT: } loc("func.mlir":1:1)
cuda_tile.module @third {
  testing$func @located(%c: tile<i1>, %x: tile<i32>) -> tile<i32> {
    %r = if %c -> (tile<i32>) {
      %y = addi %x, %x : tile<i32> loc("add.mlir":3:3)
      yield %y : tile<i32> loc("yield.mlir":4:4)
    } else {
      yield %x : tile<i32> loc("yield2.mlir":6:6)
    } loc("if.mlir":2:2)
    return %r : tile<i32> loc("return.mlir":5:5)
  } loc("func.mlir":1:1)
}
