; Warps whose lanes do not execute an mma.sync together, which the ISA makes
; undefined; the emulator must stop with a message (../mma-diagnostics.test).
; One CTA of 64 threads.
;   @mma_partial: lanes 16..31 return before the mma.
;   @mma_mixed: lanes 16..31 execute a shfl.sync of the full warp instead.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @mma_partial(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %high = icmp uge i32 %lane, 16
  br i1 %high, label %exit, label %mma

mma:
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32 0, i32 0, i32 0, float 0.0, float 0.0, float 0.0, float 0.0)
  %d0 = extractvalue { float, float, float, float } %d, 0
  %t64 = zext i32 %tid to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %t64
  store float %d0, ptr addrspace(1) %p
  br label %exit

exit:
  ret void
}

define ptx_kernel void @mma_mixed(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %high = icmp uge i32 %lane, 16
  %t64 = zext i32 %tid to i64
  %p = getelementptr float, ptr addrspace(1) %out, i64 %t64
  br i1 %high, label %shfl, label %mma

mma:
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32 0, i32 0, i32 0, float 0.0, float 0.0, float 0.0, float 0.0)
  %d0 = extractvalue { float, float, float, float } %d, 0
  store float %d0, ptr addrspace(1) %p
  br label %exit

shfl:
  %s = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float 1.0, i32 0, i32 31)
  store float %s, ptr addrspace(1) %p
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32, i32, i32, float, float, float, float)

attributes #0 = { "nvvm.reqntid"="64" }
