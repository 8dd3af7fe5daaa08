//===- CheckPipelines.cpp - model-check pipelined loops -------------------===//
//
// The pass around protocol::checkPipelines, for IR already pipelined (the
// driver's --emit=nv_tileas, or hand-written rings in tests).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"
#include "tileiras/Dialect/NvTileAS/Transforms/PipelineProtocol.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_CHECKPIPELINES
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;

namespace {

struct CheckPipelines
    : public mlir::nv_tileas::impl::CheckPipelinesBase<CheckPipelines> {
  using CheckPipelinesBase::CheckPipelinesBase;

  void runOnOperation() override {
    nv_tileas::protocol::CheckOptions options;
    options.threads = threads;
    options.maxTrip = maxTrip;
    options.maxStates = maxStates;
    if (threads == 0) {
      getOperation().emitError("tileiras-check-pipelines: threads must be "
                               "at least 1");
      return signalPassFailure();
    }
    if (failed(nv_tileas::protocol::checkPipelines(getOperation(), options,
                                                   /*remarks=*/true)))
      signalPassFailure();
  }
};

} // namespace
