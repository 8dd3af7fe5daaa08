//===- TargetInfoTest.cpp - the generated target table --------------------===//
//
// Spot checks of facts spec/targets.json must keep (each one a rule some pass
// relies on), and the module attribute round trip.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Target/TargetInfo.h"
#include "tileiras/Target/PipelineMachine.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace tileiras;

namespace {

const TargetInfo &target(llvm::StringRef name) {
  const TargetInfo *info = lookupTarget(name);
  EXPECT_NE(info, nullptr) << name.str();
  return *info;
}

TEST(TargetInfo, EveryTargetHasAConsistentRow) {
  ASSERT_EQ(allTargets().size(), 18u);
  for (const TargetInfo &info : allTargets()) {
    EXPECT_TRUE(info.chip.starts_with(info.hintKey())) << info.name.str();
    EXPECT_EQ(info.staticSharedBytesPerBlock(), 48u * 1024) << info.name.str();
    EXPECT_GE(info.maxSharedBytesPerBlock(), 99u * 1024) << info.name.str();
    EXPECT_TRUE(info.hasCpAsync()) << info.name.str();
    // Bare names from sm_90 on compile for the arch-specific chip.
    if (info.sm >= 90 && !info.name.ends_with("f"))
      EXPECT_TRUE(info.chip.ends_with("a")) << info.name.str();
  }
}

TEST(TargetInfo, SharedMemoryPerBlock) {
  EXPECT_EQ(target("sm_80").maxSharedBytesPerBlock(), 163u * 1024);
  EXPECT_EQ(target("sm_86").maxSharedBytesPerBlock(), 99u * 1024);
  EXPECT_EQ(target("sm_89").maxSharedBytesPerBlock(), 99u * 1024);
  EXPECT_EQ(target("sm_90").maxSharedBytesPerBlock(), 227u * 1024);
  EXPECT_EQ(target("sm_100f").maxSharedBytesPerBlock(), 227u * 1024);
  EXPECT_EQ(target("sm_110").maxSharedBytesPerBlock(), 227u * 1024);
  EXPECT_EQ(target("sm_120").maxSharedBytesPerBlock(), 99u * 1024);
  EXPECT_EQ(target("sm_121a").maxSharedBytesPerBlock(), 99u * 1024);
}

TEST(TargetInfo, Features) {
  EXPECT_FALSE(target("sm_88").hasF8Conversions());
  EXPECT_TRUE(target("sm_89").hasF8Conversions());
  EXPECT_FALSE(target("sm_89").hasGridDepControl());
  EXPECT_TRUE(target("sm_90").hasGridDepControl());
  EXPECT_TRUE(target("sm_90").hasClusters());
  EXPECT_TRUE(target("sm_90").hasTma());
  // wgmma is sm_90a only: not in the sm_100 family.
  EXPECT_TRUE(target("sm_90a").hasWgmma());
  EXPECT_FALSE(target("sm_100a").hasWgmma());
  EXPECT_TRUE(target("sm_100").hasTcgen05());
  EXPECT_TRUE(target("sm_103a").hasTcgen05());
  EXPECT_TRUE(target("sm_110").hasTcgen05());
  EXPECT_FALSE(target("sm_120").hasTcgen05());
  EXPECT_FALSE(target("sm_90").hasBlockScaledMma());
  EXPECT_TRUE(target("sm_120").hasBlockScaledMma());
}

TEST(TargetInfo, PtxIsa) {
  EXPECT_EQ(target("sm_89").minPtxIsa, 78u);
  EXPECT_EQ(target("sm_89").ptxIsaFor(TargetFeature::F8Conversions), 81u);
  EXPECT_EQ(target("sm_90").ptxIsaFor(TargetFeature::F8Conversions), 80u);
  EXPECT_EQ(lookupTargetByChip("sm_90a")->name, "sm_90");
  EXPECT_EQ(lookupTarget("sm_99"), nullptr);
}

TEST(TargetInfo, PipelineMachine) {
  sched::PipelineMachine a100 = getPipelineMachine(target("sm_80"));
  EXPECT_EQ(a100.globalLatencyCycles, 500);
  EXPECT_EQ(a100.bytesPerCycle, 47);
  EXPECT_EQ(a100.tensorLatencyCycles, 32);
  EXPECT_EQ(getPipelineMachine(target("sm_90")).bytesPerCycle, 39);
  // Targets sharing a chip share the model.
  for (const TargetInfo &info : allTargets()) {
    const TargetInfo *first = lookupTargetByChip(info.chip);
    EXPECT_EQ(info.pipeline.bytesPerCycle, first->pipeline.bytesPerCycle)
        << info.name.str();
    EXPECT_GE(info.pipeline.bytesPerCycle, 1u) << info.name.str();
  }
}

TEST(TargetInfo, ModuleAttribute) {
  mlir::MLIRContext context;
  mlir::OpBuilder b(&context);
  mlir::OwningOpRef<mlir::ModuleOp> outer = mlir::ModuleOp::create(b.getUnknownLoc());
  b.setInsertionPointToEnd(outer->getBody());
  auto inner = mlir::ModuleOp::create(b, b.getUnknownLoc());

  std::string messages;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    messages += d.str() + "\n";
  });
  EXPECT_EQ(*findModuleTarget(inner), nullptr);
  EXPECT_TRUE(mlir::failed(getModuleTarget(inner)));
  EXPECT_NE(messages.find("no target"), std::string::npos);

  setModuleTarget(*outer, target("sm_100f"));
  mlir::FailureOr<const TargetInfo *> found = getModuleTarget(inner);
  ASSERT_TRUE(mlir::succeeded(found));
  EXPECT_EQ((*found)->chip, "sm_100f");

  (*outer)->setAttr(kTargetAttrName, b.getStringAttr("sm_70"));
  EXPECT_TRUE(mlir::failed(findModuleTarget(inner)));
  EXPECT_NE(messages.find("not the --gpu-name of a known target"),
            std::string::npos);
}

} // namespace
