// The NVVM ops of the cp.async lowering, as MLIR 22 prints them; translated to
// LLVM IR they call the intrinsics that ../cp-async-ops.test's kernels use.
llvm.func @cp_async_nvvm(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %dst, %src, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %dst, %src, 8, cache = ca, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 1
  llvm.return
}
