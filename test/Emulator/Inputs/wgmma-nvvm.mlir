// nvvm.wgmma.mma_async in the forms the sm_90 lowering can emit: f16 with the
// transpose immediates, scale-d zero and a negated A, bf16, an f16 accumulator,
// tf32 (scales, no transposes), s8.u8 and .satfinite (neither). wgmma-ops.test
// runs it through --convert-nvvm-to-llvm and checks that emulate.py turns
// each inline-asm block into its host call with every operand in place.
module {
  llvm.func @f16_64(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> {
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    llvm.return %r : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  }
  llvm.func @f16_8_neg(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<f16>, <neg>, <col>], B[<f16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
  }
  llvm.func @bf16_8(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
  }
  llvm.func @f16acc(%da: i64, %db: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 16, k = 16>, D[<f16>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    llvm.return %r : !llvm.struct<(i32, i32, i32, i32)>
  }
  llvm.func @tf32(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    llvm.return %r : !llvm.struct<(f32, f32, f32, f32)>
  }
  llvm.func @s8(%da: i64, %db: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    llvm.return %r : !llvm.struct<(i32, i32, i32, i32)>
  }
  llvm.func @s8sat(%da: i64, %db: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
    nvvm.wgmma.fence.aligned
    %r = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>, <satfinite>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
    nvvm.wgmma.commit.group.sync.aligned
    nvvm.wgmma.wait.group.sync.aligned 0
    llvm.return %r : !llvm.struct<(i32, i32, i32, i32)>
  }}
