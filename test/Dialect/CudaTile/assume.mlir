// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// assume with each predicate, and assert.

cuda_tile.module @assume {
  // CHECK-LABEL: testing$func @div_by
  testing$func @div_by(%p: tile<ptr<f32>>, %x: tile<128xi32>, %t: tensor_view<?xf32, strides=[1]>,
                       %y: tile<4x8xi64>, %q: tile<16xptr<i8>>) {
    // CHECK: %assume = assume div_by<16>, %{{.*}} : tile<ptr<f32>>
    %0 = assume div_by<16>, %p : tile<ptr<f32>>
    // CHECK: assume div_by<1>, %{{.*}} : tile<128xi32>
    %1 = assume div_by<1>, %x : tile<128xi32>
    // The fully qualified attribute spelling is accepted too.
    // CHECK: assume div_by<4611686018427387904>, %{{.*}} : tile<128xi32>
    %2 = assume #cuda_tile.div_by<4611686018427387904>, %x : tile<128xi32>
    // CHECK: assume div_by<8, every 4 along 1>, %{{.*}} : tile<4x8xi64>
    %3 = assume div_by<8, every 4 along 1>, %y : tile<4x8xi64>
    // every may range over [0, dim].
    // CHECK: assume div_by<2, every 0 along 0>, %{{.*}} : tile<4x8xi64>
    %4 = assume div_by<2, every 0 along 0>, %y : tile<4x8xi64>
    // CHECK: assume div_by<32, every 16 along 0>, %{{.*}} : tile<16xptr<i8>>
    %5 = assume div_by<32, every 16 along 0>, %q : tile<16xptr<i8>>
    // On a tensor_view it is the base address alignment.
    // CHECK: assume div_by<256>, %{{.*}} : tensor_view<?xf32, strides=[1]>
    %6 = assume div_by<256>, %t : tensor_view<?xf32, strides=[1]>
    return
  }

  // CHECK-LABEL: testing$func @same_elements
  testing$func @same_elements(%x: tile<4x8xi32>, %p: tile<16xptr<f16>>) {
    // CHECK: assume same_elements<[4, 1]>, %{{.*}} : tile<4x8xi32>
    %0 = assume same_elements<[4, 1]>, %x : tile<4x8xi32>
    // CHECK: assume same_elements<[0, 8]>, %{{.*}} : tile<4x8xi32>
    %1 = assume #cuda_tile.same_elements<[0, 8]>, %x : tile<4x8xi32>
    // CHECK: assume same_elements<[16]>, %{{.*}} : tile<16xptr<f16>>
    %2 = assume same_elements<[16]>, %p : tile<16xptr<f16>>
    return
  }

  // CHECK-LABEL: testing$func @bounded
  testing$func @bounded(%x: tile<64xi32>, %b: tile<i8>, %l: tile<i64>) {
    // CHECK: assume bounded<0, 1024>, %{{.*}} : tile<64xi32>
    %0 = assume bounded<0, 1024>, %x : tile<64xi32>
    // CHECK: assume bounded<?, 7>, %{{.*}} : tile<64xi32>
    %1 = assume bounded<?, 7>, %x : tile<64xi32>
    // CHECK: assume bounded<-5, ?>, %{{.*}} : tile<64xi32>
    %2 = assume bounded<-5, ?>, %x : tile<64xi32>
    // CHECK: assume bounded<?, ?>, %{{.*}} : tile<i8>
    %3 = assume bounded<?, ?>, %b : tile<i8>
    // The bounds are signed and must fit the element type.
    // CHECK: assume bounded<-128, 127>, %{{.*}} : tile<i8>
    %4 = assume #cuda_tile.bounded<-128, 127>, %b : tile<i8>
    // CHECK: assume bounded<-9223372036854775808, 9223372036854775807>, %{{.*}} : tile<i64>
    %5 = assume bounded<-9223372036854775808, 9223372036854775807>, %l : tile<i64>
    // CHECK: assume bounded<3, 3>, %{{.*}} : tile<i64>
    %6 = assume bounded<3, 3>, %l : tile<i64>
    return
  }

  // Predicates chain on one value.
  // CHECK-LABEL: testing$func @chain
  testing$func @chain(%x: tile<i32>) -> tile<i32> {
    // CHECK: %[[A:.*]] = assume div_by<4>, %{{.*}}
    // CHECK: assume bounded<0, 64>, %[[A]]
    %0 = assume div_by<4>, %x : tile<i32>
    %1 = assume bounded<0, 64>, %0 : tile<i32>
    return %1 : tile<i32>
  }

  // CHECK-LABEL: testing$func @asserts
  testing$func @asserts(%c: tile<16xi1>, %d: tile<i1>, %e: tile<2x2xi1>) {
    // CHECK: assert %{{.*}}, "negative input" : tile<16xi1>
    assert %c, "negative input" : tile<16xi1>
    // CHECK: assert %{{.*}}, "" : tile<i1>
    assert %d, "" : tile<i1>
    // CHECK: assert %{{.*}}, "line\0Anext" : tile<2x2xi1>
    assert %e, "line\0Anext" : tile<2x2xi1>
    return
  }
}
