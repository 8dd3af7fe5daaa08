// IR the nv_tileaa verifier should reject but accepts today.
//
// BUG: reduce and scan do not check that they have one result per operand
// (verifyCombiner/ReduceOp::verify zip results with operands, so extra or
// missing results are never looked at). `reduce %x -> f32, f32` verifies, and
// the lowering then replaces two results with one value, leaving an
// input-less builtin.unrealized_conversion_cast in the LLVM output while the
// pass still succeeds. A result-less reduce verifies and prints `->  {`,
// which does not parse back.
// XFAIL: *
//
// RUN: tileiras-opt %s -split-input-file -verify-diagnostics

func.func @reduce_extra_result(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects}}
  %0:2 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32, f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}

// -----

func.func @reduce_no_result(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.reduce' op expects}}
  "nv_tileaa.reduce"(%x) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }) : (tensor<64xf32>) -> ()
  return
}

// -----

func.func @scan_extra_result(%x: tensor<64xf32>) {
  // expected-error @+1 {{'nv_tileaa.scan' op expects}}
  %0:2 = nv_tileaa.scan %x dim = 0 reverse = false identities = [0.0 : f32] : tensor<64xf32> -> tensor<64xf32>, tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  return
}
