// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

cuda_tile.module @m {
  // Entries become kernels; grid queries are one op per dimension.
  // CHECK-LABEL: func.func @grid
  // CHECK-SAME: attributes {nv_tileaa.kernel, nv_tileaa.optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_cta_in_cga = 2}>}
  entry @grid(%p: tile<ptr<i32>>) optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
    // CHECK: %[[X:.*]] = nv_tileaa.get_program_id 0
    // CHECK: %[[Y:.*]] = nv_tileaa.get_program_id 1
    // CHECK: %[[Z:.*]] = nv_tileaa.get_program_id 2
    %x, %y, %z = get_tile_block_id : tile<i32>
    // CHECK: nv_tileaa.get_num_programs 0
    // CHECK: nv_tileaa.get_num_programs 1
    // CHECK: %[[NZ:.*]] = nv_tileaa.get_num_programs 2
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    // CHECK: arith.addi %[[Z]], %[[NZ]] : i32
    %s = addi %z, %nz : tile<i32>
    return
  }

  // assume only states facts: its value passes through.
  // CHECK-LABEL: func.func @assume
  // CHECK-SAME: (%[[P:.*]]: !nv_tileaa.ptr<f32>, %[[N:.*]]: i32)
  testing$func @assume(%p: tile<ptr<f32>>, %n: tile<i32>) -> (tile<ptr<f32>>, tile<i32>) {
    %0 = assume div_by<16>, %p : tile<ptr<f32>>
    %1 = assume bounded<0, ?>, %n : tile<i32>
    // CHECK-NEXT: return %[[P]], %[[N]] : !nv_tileaa.ptr<f32>, i32
    return %0, %1 : tile<ptr<f32>>, tile<i32>
  }

  // print keeps its format and takes the converted tiles; its tokens are
  // memory tokens.
  // CHECK-LABEL: func.func @print
  // CHECK-SAME: (%[[I:.*]]: i32, %[[V:.*]]: tensor<4xf32>, %[[T:.*]]: !nv_tileaa.mem_token)
  testing$func @print(%i: tile<i32>, %v: tile<4xf32>, %t: token) -> token {
    // CHECK: %[[T1:.*]] = nv_tileaa.print "block %d: %f\0A", %[[I]], %[[V]] : i32, tensor<4xf32> token(%[[T]])
    %t1 = print_tko "block %d: %f\0A", %i, %v token=%t : tile<i32>, tile<4xf32> -> token
    // CHECK: %[[T2:.*]] = nv_tileaa.print "done\0A"
    %t2 = print_tko "done\0A" : token
    // CHECK: nv_tileaa.join_mem_token %[[T1]], %[[T2]]
    %t3 = join_tokens %t1, %t2 : token
    return %t3 : token
  }

  // assert fails when any element is false: the elements are and-reduced
  // for cf.assert.
  // CHECK-LABEL: func.func @assert
  // CHECK-SAME: (%[[C:.*]]: tensor<4x2xi1>, %[[S:.*]]: i1)
  testing$func @assert(%c: tile<4x2xi1>, %s: tile<i1>) {
    // CHECK: %[[FLAT:.*]] = nv_tileaa.reshape %[[C]] : tensor<4x2xi1> -> tensor<8xi1>
    // CHECK: %[[ALL:.*]] = nv_tileaa.reduce %[[FLAT]] dim = 0 identities = [true] : tensor<8xi1> -> i1 {
    // CHECK-NEXT: ^bb0(%[[A:.*]]: i1, %[[B:.*]]: i1):
    // CHECK-NEXT: %[[AB:.*]] = arith.andi %[[A]], %[[B]] : i1
    // CHECK-NEXT: nv_tileaa.yield %[[AB]] : i1
    // CHECK: cf.assert %[[ALL]], "some element is false"
    assert %c, "some element is false" : tile<4x2xi1>
    // CHECK: cf.assert %[[S]], "scalar"
    assert %s, "scalar" : tile<i1>
    return
  }

  // Loops kept structured carry tiles with their converted types; the casts
  // between the 0-d tiles and scf's scalars fold away.
  // CHECK-LABEL: func.func @loop
  // CHECK-SAME: (%[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[X:.*]]: tensor<8xf32>) -> tensor<8xf32>
  // CHECK-NOT: unrealized_conversion_cast
  // CHECK: %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[LB]] iter_args(%[[A:.*]] = %[[X]]) -> (tensor<8xf32>) : i32 {
  // CHECK-NEXT: %[[Y:.*]] = arith.addf %[[A]], %[[A]] : tensor<8xf32>
  // CHECK-NEXT: scf.yield %[[Y]] : tensor<8xf32>
  // CHECK: return %[[R]] : tensor<8xf32>
  testing$func @loop(%lb: tile<i32>, %ub: tile<i32>, %x: tile<8xf32>) -> tile<8xf32> {
    %r = for %i in (%lb to %ub, step %lb) : tile<i32> iter_values(%a = %x) -> (tile<8xf32>) {
      %y = addf %a, %a : tile<8xf32>
      continue %y : tile<8xf32>
    }
    return %r : tile<8xf32>
  }

  // CHECK-LABEL: func.func @branch
  // CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: tensor<2xi32>)
  // CHECK-NOT: unrealized_conversion_cast
  // CHECK: scf.if %[[C]] -> (tensor<2xi32>)
  testing$func @branch(%c: tile<i1>, %x: tile<2xi32>) -> tile<2xi32> {
    %r = if %c -> (tile<2xi32>) {
      %y = addi %x, %x : tile<2xi32>
      yield %y : tile<2xi32>
    } else {
      yield %x : tile<2xi32>
    }
    return %r : tile<2xi32>
  }

  // Tiles flow through the blocks of flattened control flow (here a loop
  // whose result type differs from its iteration values) with their
  // converted types, even when the signature is already legal (empty).
  // CHECK-LABEL: func.func @no_arguments()
  // CHECK: cf.br ^[[BODY:.*]](%{{.*}} : tensor<4xf32>)
  // CHECK: ^[[BODY]](%{{.*}}: tensor<4xf32>):
  // CHECK: ^{{.*}}(%{{.*}}: i32):
  testing$func @no_arguments() {
    %c = constant <i1: true> : tile<i1>
    %z = constant <i32: 0> : tile<i32>
    %x = constant <f32: 1.0> : tile<4xf32>
    %r = loop iter_values(%a = %x) : tile<4xf32> -> tile<i32> {
      if %c {
        break %z : tile<i32>
      }
      %y = addf %a, %a : tile<4xf32>
      continue %y : tile<4xf32>
    }
    return
  }
}
