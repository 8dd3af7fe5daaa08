//===- TypeTest.cpp - cuda_tile type construction and checks ---------------===//

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace {

class TypeTest : public ::testing::Test {
protected:
  TypeTest() : builder(&context) { context.loadDialect<CudaTileDialect>(); }

  /// Returns the first diagnostic of a checked construction, or "".
  template <typename Fn>
  std::string diagnosticOf(Fn &&construct) {
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      if (message.empty())
        message = diag.str();
      return success();
    });
    construct();
    return message;
  }

  MLIRContext context;
  Builder builder;
};

TEST_F(TypeTest, TileShapeRules) {
  Location loc = builder.getUnknownLoc();
  auto tile = [&](SmallVector<int64_t> shape) {
    return TileType::getChecked([&] { return emitError(loc); },
                                ArrayRef<int64_t>(shape), Type(builder.getF32Type()));
  };
  EXPECT_TRUE(tile({4, 8}));
  EXPECT_TRUE(tile({}));
  EXPECT_EQ(diagnosticOf([&] { (void)tile({3}); }), "all dimensions must be powers of two, got 3");
  EXPECT_EQ(diagnosticOf([&] { (void)tile({0, 2}); }),
            "all dimensions must be positive constants, got 0, 2");
  // 2^24 elements is the maximum; one more doubling is rejected.
  EXPECT_TRUE(tile({4096, 4096}));
  EXPECT_EQ(diagnosticOf([&] { (void)tile({8192, 4096}); }),
            "tile would exceed the maximum of 16777216 elements");
}

TEST_F(TypeTest, TileIsAShapedType) {
  auto tile = TileType::get({2, 4}, builder.getF16Type());
  auto shaped = dyn_cast<ShapedType>(tile);
  ASSERT_TRUE(shaped);
  EXPECT_EQ(shaped.getNumElements(), 8);
  EXPECT_EQ(shaped.getRank(), 2);
  EXPECT_EQ(getI1SameShape(tile), TileType::get({2, 4}, builder.getI1Type()));
  EXPECT_EQ(getPointerTileOf(tile),
            TileType::get({2, 4}, PointerType::get(builder.getF16Type())));
}

TEST_F(TypeTest, ViewsReportTileAndIndexRank) {
  Type f32 = builder.getF32Type();
  SmallVector<int64_t> shape{ShapedType::kDynamic, 128}, strides{128, 1};
  SmallVector<int32_t> dimMap{0, 1};
  auto tensorView = TensorViewType::get(&context, f32, shape, strides);
  auto view = PartitionViewType::get(&context, builder.getDenseI32ArrayAttr({64, 32}),
                                     tensorView, dimMap, PaddingValueAttr());
  EXPECT_TRUE(isTileView(view));
  EXPECT_FALSE(isTileView(tensorView));
  EXPECT_EQ(getViewIndexRank(view), 2u);
  EXPECT_EQ(getViewTileType(view), TileType::get({64, 32}, f32));
  EXPECT_EQ(getViewTensorView(view), tensorView);
  EXPECT_EQ(tensorView.getNumDynamicShape(), 1u);
  EXPECT_EQ(tensorView.getNumDynamicStrides(), 0u);
}

} // namespace
