//===- OpcodeTableTest.cpp - spec table vs registered ops ------------------===//
//
// spec/cuda_tile_ops.json is the one list of ops, opcodes and versions that
// the bytecode layer and the docs read. These tests fail if an op is
// registered without an entry, an entry names no op, or numbers collide.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/CudaTile/IR/OpcodeTable.h"

#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

#include <set>
#include <string>

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

class OpcodeTableTest : public ::testing::Test {
protected:
  OpcodeTableTest() { context.loadDialect<CudaTileDialect>(); }
  MLIRContext context;
};

TEST_F(OpcodeTableTest, EveryRegisteredOpHasAnEntry) {
  Dialect *dialect = context.getLoadedDialect<CudaTileDialect>();
  unsigned registered = 0;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    if (&name.getDialect() != dialect)
      continue;
    ++registered;
    StringRef mnemonic = name.stripDialect();
    EXPECT_TRUE(lookupMnemonic(mnemonic).has_value()) << "no spec entry for " << mnemonic.str();
  }
  EXPECT_EQ(registered, getOpcodeTable().size());
}

TEST_F(OpcodeTableTest, EveryEntryNamesARegisteredOp) {
  for (const OpcodeInfo &info : getOpcodeTable()) {
    std::string name = std::string("cuda_tile.") + info.mnemonic;
    EXPECT_TRUE(RegisteredOperationName::lookup(name, &context).has_value())
        << name << " is in the spec but not registered";
  }
}

TEST_F(OpcodeTableTest, OpcodesAndMnemonicsAreUnique) {
  std::set<uint32_t> opcodes;
  std::set<std::string> mnemonics;
  for (const OpcodeInfo &info : getOpcodeTable()) {
    EXPECT_TRUE(opcodes.insert(info.opcode).second) << "duplicate opcode " << info.opcode;
    EXPECT_TRUE(mnemonics.insert(info.mnemonic).second) << "duplicate " << info.mnemonic;
  }
}

TEST_F(OpcodeTableTest, VersionCountsMatchTheReleases) {
  // 13.1 has 92 ops; 13.2 adds atan2; 13.3 adds 7; 13.4 adds 5 (guides B, G);
  // 13.5 adds the 3 multimem ops (cuTile Python 1.7's encoder, NVIDIA 13.5).
  unsigned counts[6] = {0, 0, 0, 0, 0, 0};
  for (const OpcodeInfo &info : getOpcodeTable()) {
    if (info.testOnly)
      continue;
    ASSERT_EQ(info.since.major, 13);
    ASSERT_GE(info.since.minor, 1);
    ASSERT_LE(info.since.minor, 5);
    ++counts[info.since.minor];
  }
  EXPECT_EQ(counts[1], 92u);
  EXPECT_EQ(counts[2], 1u);
  EXPECT_EQ(counts[3], 7u);
  EXPECT_EQ(counts[4], 5u);
  EXPECT_EQ(counts[5], 3u);
}

TEST_F(OpcodeTableTest, KnownOpcodes) {
  // Spot checks against the worked bytecode examples of guide B §7.4.
  EXPECT_EQ(lookupMnemonic("addf")->opcode, 0x02u);
  EXPECT_EQ(lookupMnemonic("load_view_tko")->opcode, 0x3Eu);
  EXPECT_EQ(lookupMnemonic("store_view_tko")->opcode, 0x66u);
  EXPECT_EQ(lookupMnemonic("make_tensor_view")->opcode, 0x43u);
  EXPECT_EQ(lookupMnemonic("return")->opcode, 0x5Cu);
  EXPECT_EQ(lookupOpcode(0x6E)->mnemonic, std::string("atan2"));
  EXPECT_FALSE(lookupOpcode(0x19).has_value()); // unassigned slot
}

} // namespace
