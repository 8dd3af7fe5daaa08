//===- CudaTileOps.td - all cuda_tile operations -----------*- tablegen -*-===//

#ifndef TILEIRAS_CUDATILE_OPS
#define TILEIRAS_CUDATILE_OPS

include "tileiras/Dialect/CudaTile/IR/CudaTileArithOps.td"
include "tileiras/Dialect/CudaTile/IR/CudaTileShapeOps.td"
include "tileiras/Dialect/CudaTile/IR/CudaTileMemoryOps.td"
include "tileiras/Dialect/CudaTile/IR/CudaTileStructureOps.td"
include "tileiras/Dialect/CudaTile/IR/CudaTileAggregateOps.td"

#endif // TILEIRAS_CUDATILE_OPS
