//===- TypeConverter.cpp - cuda_tile types to nv_tileaa types -------------===//

#include "Patterns.h"

#include "tileiras/Conversion/CudaTileToTileAA/FlattenControlFlow.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;
namespace aa = mlir::nv_tileaa;

Type tileiras::CudaTileToTileAATypeConverter::convertElementType(Type type) const {
  // tf32 is stored and computed as f32 whose low 13 mantissa bits are zero.
  if (isa<FloatTF32Type>(type))
    return Float32Type::get(type.getContext());
  // No builtin float has e5m3's encoding; it needs its own storage type.
  if (isa<ct::Float8E5M3FNUType>(type))
    return {};
  if (isa<IntegerType, FloatType>(type))
    return type;
  if (auto ptr = dyn_cast<ct::PointerType>(type)) {
    // 13.4's pointer attribute has only `none`, which says nothing.
    Type pointee = convertElementType(ptr.getPointeeType());
    return pointee ? aa::PtrType::get(type.getContext(), pointee) : Type();
  }
  return {};
}

/// The memref a tensor_view converts to; views share it.
static Type convertTensorView(const tileiras::CudaTileToTileAATypeConverter &converter,
                              ct::TensorViewType view) {
  Type element = converter.convertElementType(view.getElementType());
  if (!element)
    return {};
  return aa::MemrefType::get(view.getContext(), element, view.getRank());
}

tileiras::CudaTileToTileAATypeConverter::CudaTileToTileAATypeConverter() {
  // Tried last: builtin and nv_tileaa types stay as they are.
  addConversion([](Type type) { return type; });
  addConversion([this](ct::TileType tile) -> Type {
    Type element = convertElementType(tile.getElementType());
    if (!element)
      return {};
    if (tile.getRank() == 0)
      return element;
    return RankedTensorType::get(tile.getShape(), element);
  });
  addConversion([this](ct::PointerType ptr) -> Type { return convertElementType(ptr); });
  addConversion(
      [](ct::TokenType token) -> Type { return aa::MemTokenType::get(token.getContext()); });
  addConversion([this](ct::TensorViewType view) { return convertTensorView(*this, view); });
  addConversion([this](ct::PartitionViewType view) {
    return convertTensorView(*this, view.getTensorView());
  });
  addConversion(
      [this](ct::StridedViewType view) { return convertTensorView(*this, view.getTensorView()); });
  // Gathered accesses address the memref through pointers (GatherPatterns.cpp).
  addConversion([this](ct::GatherScatterViewType view) {
    return convertTensorView(*this, view.getTensorView());
  });

  auto cast = [](OpBuilder &builder, Type type, ValueRange inputs, Location loc) -> Value {
    return UnrealizedConversionCastOp::create(builder, loc, type, inputs).getResult(0);
  };
  addSourceMaterialization(cast);
  addTargetMaterialization(cast);
}

//===----------------------------------------------------------------------===//
// Helpers shared by the pattern files
//===----------------------------------------------------------------------===//

Value tileiras::detail::createSplatConstant(OpBuilder &builder, Location loc, Type type,
                                            TypedAttr value) {
  Value scalar = arith::ConstantOp::create(builder, loc, value);
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return aa::SplatOp::create(builder, loc, tensor, scalar);
  return scalar;
}

Type tileiras::detail::getSameShape(Type like, Type elementType) {
  if (auto tensor = dyn_cast<RankedTensorType>(like))
    return tensor.clone(elementType);
  return elementType;
}

Type tileiras::detail::getI1Like(Type type) {
  return getSameShape(type, IntegerType::get(type.getContext(), 1));
}

void tileiras::detail::copyOptimizationHints(Operation *from, Operation *to) {
  if (Attribute hints = from->getAttr("optimization_hints"))
    to->setAttr(tileiras::kOptimizationHintsAttrName, hints);
}
