; Warp-specialized kernels of 256 threads for setmaxnreg.test: warpgroup 1
; (threads 128..255, warps 4..7) is a producer that gives registers back,
; warpgroup 0 a consumer that takes them and writes out[256 ctaid + tid] =
; 3 tid + 1. "nvvm.maxnreg"="128" (#0) is how LLVM 22 carries MLIR's
; nvvm.maxnreg: every warp starts with 128 registers per thread.
target triple = "nvptx64-nvidia-cuda"

; The pattern: the producer decs to 40 and exits, the consumer incs to 216
; (2 x 128 - 40: the registers the producer released).
define ptx_kernel void @ws(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %producer = icmp uge i32 %tid, 128
  br i1 %producer, label %dec, label %inc
dec:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  ret void
inc:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 216)
  call void @store(ptr addrspace(1) %out, i32 %tid)
  ret void
}

; The consumer asks for 256: the pool can hold 216 at most, and the producer
; has exited: it would wait for ever.
define ptx_kernel void @greedy(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %producer = icmp uge i32 %tid, 128
  br i1 %producer, label %dec, label %inc
dec:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  ret void
inc:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256)
  call void @store(ptr addrspace(1) %out, i32 %tid)
  ret void
}

; Only warps 4..6 of the producer dec; warp 7 goes on to a CTA barrier that the
; consumer reaches after its inc.
define ptx_kernel void @partial(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %producer = icmp uge i32 %tid, 128
  br i1 %producer, label %prod, label %inc
prod:
  %last = icmp uge i32 %tid, 224
  br i1 %last, label %sync, label %dec
dec:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  br label %sync
inc:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 216)
  call void @store(ptr addrspace(1) %out, i32 %tid)
  br label %sync
sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; The same with warp 7 exiting at once instead.
define ptx_kernel void @partial_exit(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %last = icmp uge i32 %tid, 224
  br i1 %last, label %done, label %body
body:
  %producer = icmp uge i32 %tid, 128
  br i1 %producer, label %dec, label %inc
dec:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  ret void
inc:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 216)
  call void @store(ptr addrspace(1) %out, i32 %tid)
  ret void
done:
  ret void
}

; Warp 7 decs to 48, warps 4..6 to 40.
define ptx_kernel void @mixed(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %producer = icmp uge i32 %tid, 128
  br i1 %producer, label %prod, label %done
prod:
  %last = icmp uge i32 %tid, 224
  br i1 %last, label %dec48, label %dec40
dec48:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 48)
  ret void
dec40:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  ret void
done:
  ret void
}

; .dec to 160 from 128, .inc to 120 from 128 (setmaxnreg.test also makes the
; 160 a 36, which the NVPTX backend's verifier refuses: not a multiple of 8).
define ptx_kernel void @raise(ptr addrspace(1) %out) #0 {
entry:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 160)
  ret void
}
define ptx_kernel void @lower(ptr addrspace(1) %out) #0 {
entry:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 120)
  ret void
}

; Without nvvm.maxnreg nothing is accounted: the consumer's inc to 256 does
; not wait.
define ptx_kernel void @unlimited(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %producer = icmp uge i32 %tid, 128
  br i1 %producer, label %dec, label %inc
dec:
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  ret void
inc:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 256)
  call void @store(ptr addrspace(1) %out, i32 %tid)
  ret void
}

define internal void @store(ptr addrspace(1) %out, i32 %tid) {
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 256
  %i = add i32 %base, %tid
  %idx = zext i32 %i to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  %t3 = mul i32 %tid, 3
  %v = add i32 %t3, 1
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg)
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)

attributes #0 = { "nvvm.maxnreg"="128" }
