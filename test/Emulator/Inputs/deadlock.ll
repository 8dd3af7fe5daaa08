; Thread 0 waits at named barrier 1 for 64 threads while the 63 others wait at
; barrier 0 for every thread: no barrier can complete (a hang on a GPU).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @deadlock(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %one, label %all
one:
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  br label %done
all:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %done
done:
  store i32 1, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
