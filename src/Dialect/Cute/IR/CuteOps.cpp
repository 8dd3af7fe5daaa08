//===- CuteOps.cpp - cute operations --------------------------------------===//
//
// Each algebra op's evaluate() converts its constant operands to library
// values, calls the one library function that defines the op, and converts
// the result back. Verifier and folder share it (Cute.h), so a layout the
// verifier would reject is never folded.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/Cute/IR/Cute.h"
#include "tileiras/Layout/Syntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::cute;
namespace lay = tileiras::layout;

using Values = SmallVector<Attribute, 2>;
using Evaluated = lay::Result<Values>;

#define GET_OP_CLASSES
#include "tileiras/Dialect/Cute/IR/CuteOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared verifier
//===----------------------------------------------------------------------===//

LogicalResult mlir::cute::verifyAlgebraOp(
    Operation *op,
    function_ref<lay::Result<Values>(ArrayRef<Attribute>)> evaluate) {
  Values operands;
  for (Value operand : op->getOperands()) {
    Attribute constant;
    if (!matchPattern(operand, m_Constant(&constant)))
      return success();
    operands.push_back(constant);
  }
  auto results = evaluate(operands);
  if (!results)
    return op->emitOpError() << results.error();
  return success();
}

//===----------------------------------------------------------------------===//
// Conversions between attributes and library values
//===----------------------------------------------------------------------===//

namespace {
lay::Result<lay::Layout> asLayout(Attribute attr) {
  if (auto layout = dyn_cast_or_null<LayoutAttr>(attr))
    return layout.getValue();
  return lay::Error{"expected a constant #cute.layout operand"};
}

lay::Result<lay::ComposedLayout> asComposed(Attribute attr) {
  if (auto composed = dyn_cast_or_null<ComposedLayoutAttr>(attr))
    return composed.getValue();
  return lay::Error{"expected a constant #cute.composed_layout operand"};
}

/// A #cute.layout divides or composes as a whole, a #cute.tile by mode.
lay::Result<lay::Tiler> asTiler(Attribute attr) {
  if (auto tile = dyn_cast_or_null<TileAttr>(attr))
    return tile.getValue();
  if (auto layout = dyn_cast_or_null<LayoutAttr>(attr))
    return lay::Tiler::layout(layout.getValue());
  return lay::Error{"expected a constant #cute.layout or #cute.tile operand"};
}

lay::Result<lay::IntTuple> asIntTuple(Attribute attr) {
  if (auto tuple = dyn_cast_or_null<IntTupleAttr>(attr))
    return tuple.getValue();
  return lay::Error{"expected a constant #cute.int_tuple operand"};
}

lay::Result<lay::Swizzle> asSwizzle(Attribute attr) {
  if (auto swizzle = dyn_cast_or_null<SwizzleAttr>(attr))
    return swizzle.getValue();
  return lay::Error{"expected a constant #cute.swizzle operand"};
}

lay::Result<int64_t> asIndex(Attribute attr) {
  if (auto integer = dyn_cast_or_null<IntegerAttr>(attr))
    return integer.getValue().getSExtValue();
  return lay::Error{"expected a constant index operand"};
}

Attribute indexAttr(MLIRContext *context, int64_t value) {
  return IntegerAttr::get(IndexType::get(context), value);
}

Evaluated layoutResult(MLIRContext *context,
                       const lay::Result<lay::Layout> &layout) {
  if (!layout)
    return layout.takeError();
  return Values{LayoutAttr::get(context, *layout)};
}

Evaluated offsetLayoutResult(MLIRContext *context,
                             const lay::Result<lay::OffsetLayout> &sliced) {
  if (!sliced)
    return sliced.takeError();
  return Values{LayoutAttr::get(context, sliced->L),
                indexAttr(context, sliced->Off)};
}

using UnaryFn = lay::Result<lay::Layout> (*)(const lay::Layout &);
using TilerFn = lay::Result<lay::Layout> (*)(const lay::Layout &,
                                             const lay::Tiler &);

Evaluated evaluateUnary(MLIRContext *context, ArrayRef<Attribute> operands,
                        UnaryFn fn) {
  auto input = asLayout(operands[0]);
  if (!input)
    return input.takeError();
  return layoutResult(context, fn(*input));
}

Evaluated evaluateTiler(MLIRContext *context, ArrayRef<Attribute> operands,
                        TilerFn fn) {
  auto input = asLayout(operands[0]);
  if (!input)
    return input.takeError();
  auto tiler = asTiler(operands[1]);
  if (!tiler)
    return tiler.takeError();
  return layoutResult(context, fn(*input, *tiler));
}

Evaluated evaluateQuery(ArrayRef<Attribute> operands, MLIRContext *context,
                        lay::Result<int64_t> (*fn)(const lay::Layout &)) {
  auto input = asLayout(operands[0]);
  if (!input)
    return input.takeError();
  auto value = fn(*input);
  if (!value)
    return value.takeError();
  return Values{indexAttr(context, *value)};
}
} // namespace

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

Type mlir::cute::getConstantType(Attribute value) {
  MLIRContext *context = value.getContext();
  if (isa<LayoutAttr>(value))
    return LayoutType::get(context);
  if (isa<ComposedLayoutAttr>(value))
    return ComposedLayoutType::get(context);
  if (isa<TileAttr>(value))
    return TileType::get(context);
  if (isa<IntTupleAttr>(value))
    return IntTupleType::get(context);
  if (isa<SwizzleAttr>(value))
    return SwizzleType::get(context);
  return {};
}

LogicalResult ConstantOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  ConstantOp::Adaptor adaptor(operands, attributes, properties, regions);
  Type type = adaptor.getValue() ? getConstantType(adaptor.getValue()) : Type();
  if (!type)
    return emitOptionalError(location,
                             "'cute.constant' op expects a cute attribute, got ",
                             adaptor.getValue());
  inferredReturnTypes.push_back(type);
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

Evaluated MakeLayoutOp::evaluate(ArrayRef<Attribute> operands) {
  auto shape = asIntTuple(operands[0]);
  if (!shape)
    return shape.takeError();
  // The library's parser owns congruence, the default compact stride and the
  // size bounds, so the layout is built from its text.
  std::string text = lay::print(*shape);
  if (operands.size() > 1) {
    auto stride = asIntTuple(operands[1]);
    if (!stride)
      return stride.takeError();
    text += ":" + lay::print(*stride);
  }
  auto layout = lay::parseLayout(text);
  if (!layout)
    return lay::Error{"unable to make a layout from " + text + ": " +
                      layout.error()};
  return layoutResult(getContext(), layout);
}

Evaluated MakeComposedLayoutOp::evaluate(ArrayRef<Attribute> operands) {
  auto swizzle = asSwizzle(operands[0]);
  if (!swizzle)
    return swizzle.takeError();
  auto layout = asLayout(operands[1]);
  if (!layout)
    return layout.takeError();
  if (!lay::isIntegral(*layout))
    return lay::Error{"a swizzle acts on integer offsets; the layout " +
                      lay::print(*layout) + " has basis strides"};
  lay::ComposedLayout composed{true, *swizzle, int64_t(getOffset()), *layout};
  // Round-trip through the parser so the library's bounds apply.
  std::string text = lay::print(composed);
  auto checked = lay::parseComposedLayout(text);
  if (!checked)
    return lay::Error{"invalid composed layout " + text + ": " +
                      checked.error()};
  return Values{ComposedLayoutAttr::get(getContext(), *checked)};
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

Evaluated SizeOp::evaluate(ArrayRef<Attribute> operands) {
  if (isa_and_nonnull<ComposedLayoutAttr>(operands[0])) {
    auto composed = asComposed(operands[0]);
    return Values{indexAttr(getContext(), lay::size(composed->L))};
  }
  return evaluateQuery(operands, getContext(),
                       [](const lay::Layout &L) -> lay::Result<int64_t> {
                         return lay::size(L);
                       });
}

Evaluated CosizeOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateQuery(operands, getContext(), lay::cosize);
}

Evaluated RankOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateQuery(operands, getContext(),
                       [](const lay::Layout &L) -> lay::Result<int64_t> {
                         return int64_t(lay::rank(L));
                       });
}

Evaluated DepthOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateQuery(operands, getContext(),
                       [](const lay::Layout &L) -> lay::Result<int64_t> {
                         return int64_t(lay::depth(L));
                       });
}

Evaluated Crd2IdxOp::evaluate(ArrayRef<Attribute> operands) {
  auto coord = asIntTuple(operands[0]);
  if (!coord)
    return coord.takeError();
  // A composed layout is Sw(off + L(c)); its inner layout is integral.
  std::optional<lay::ComposedLayout> composed;
  if (isa_and_nonnull<ComposedLayoutAttr>(operands[1]))
    composed = *asComposed(operands[1]);
  auto layout = composed ? lay::Result<lay::Layout>(composed->L)
                         : asLayout(operands[1]);
  if (!layout)
    return layout.takeError();
  auto offset = lay::evaluateCoord(*layout, *coord);
  if (!offset)
    return offset.takeError();
  if (!offset->Basis.empty())
    return lay::Error{"the offset " + lay::print(*offset) + " of " +
                      lay::print(*coord) + " is a coordinate, not an index"};
  int64_t index = offset->Int;
  if (composed) {
    if (__builtin_add_overflow(index, composed->Off, &index))
      return lay::Error{"crd2idx: integer overflow"};
    if (composed->HasSwizzle)
      index = composed->Sw.apply(index);
  }
  return Values{indexAttr(getContext(), index)};
}

//===----------------------------------------------------------------------===//
// Algebra
//===----------------------------------------------------------------------===//

Evaluated CoalesceOp::evaluate(ArrayRef<Attribute> operands) {
  auto input = asLayout(operands[0]);
  if (!input)
    return input.takeError();
  if (operands.size() == 1)
    return layoutResult(getContext(), lay::coalesce(*input));
  auto profile = asIntTuple(operands[1]);
  if (!profile)
    return profile.takeError();
  return layoutResult(getContext(), lay::coalesce(*input, *profile));
}

Evaluated FilterOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateUnary(getContext(), operands,
                       [](const lay::Layout &L) -> lay::Result<lay::Layout> {
                         return lay::filter(L);
                       });
}

Evaluated FilterZerosOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateUnary(getContext(), operands,
                       [](const lay::Layout &L) -> lay::Result<lay::Layout> {
                         return lay::filterZeros(L);
                       });
}

Evaluated RightInverseOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateUnary(getContext(), operands, lay::rightInverse);
}

Evaluated LeftInverseOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateUnary(getContext(), operands, lay::leftInverse);
}

Evaluated ComplementOp::evaluate(ArrayRef<Attribute> operands) {
  auto input = asLayout(operands[0]);
  if (!input)
    return input.takeError();
  return layoutResult(getContext(),
                      lay::complement(*input, getCosize().value_or(1)));
}

LogicalResult CompositionOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  if (!isa<ComposedLayoutType>(operands[0].getType())) {
    inferredReturnTypes.push_back(LayoutType::get(context));
    return success();
  }
  // The library composes a swizzled layout with a layout only.
  if (!isa<LayoutType>(operands[1].getType()))
    return emitOptionalError(
        location, "'cute.composition' op composes a !cute.composed_layout "
                  "with a !cute.layout only, got ",
        operands[1].getType());
  inferredReturnTypes.push_back(ComposedLayoutType::get(context));
  return success();
}

Evaluated CompositionOp::evaluate(ArrayRef<Attribute> operands) {
  if (isa_and_nonnull<ComposedLayoutAttr>(operands[0])) {
    auto lhs = asComposed(operands[0]);
    auto rhs = asLayout(operands[1]);
    if (!rhs)
      return rhs.takeError();
    auto result = lay::composition(*lhs, *rhs);
    if (!result)
      return result.takeError();
    return Values{ComposedLayoutAttr::get(getContext(), *result)};
  }
  auto lhs = asLayout(operands[0]);
  if (!lhs)
    return lhs.takeError();
  auto rhs = asTiler(operands[1]);
  if (!rhs)
    return rhs.takeError();
  if (rhs->IsTile)
    return layoutResult(getContext(), lay::composition(*lhs, *rhs));
  return layoutResult(getContext(), lay::composition(*lhs, rhs->Whole));
}

//===----------------------------------------------------------------------===//
// Divides and products
//===----------------------------------------------------------------------===//

#define CUTE_TILER_OP(Op, fn)                                                  \
  Evaluated Op::evaluate(ArrayRef<Attribute> operands) {                       \
    return evaluateTiler(getContext(), operands, fn);                          \
  }

CUTE_TILER_OP(LogicalDivideOp, lay::logicalDivide)
CUTE_TILER_OP(ZippedDivideOp, lay::zippedDivide)
CUTE_TILER_OP(TiledDivideOp, lay::tiledDivide)
CUTE_TILER_OP(FlatDivideOp, lay::flatDivide)
CUTE_TILER_OP(LogicalProductOp, lay::logicalProduct)
CUTE_TILER_OP(ZippedProductOp, lay::zippedProduct)
CUTE_TILER_OP(TiledProductOp, lay::tiledProduct)
CUTE_TILER_OP(FlatProductOp, lay::flatProduct)

#undef CUTE_TILER_OP

static Evaluated evaluateInterleaved(MLIRContext *context,
                                     ArrayRef<Attribute> operands,
                                     lay::Result<lay::Layout> (*fn)(
                                         const lay::Layout &,
                                         const lay::Layout &)) {
  auto lhs = asLayout(operands[0]);
  if (!lhs)
    return lhs.takeError();
  auto rhs = asLayout(operands[1]);
  if (!rhs)
    return rhs.takeError();
  return layoutResult(context, fn(*lhs, *rhs));
}

Evaluated BlockedProductOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateInterleaved(getContext(), operands, lay::blockedProduct);
}

Evaluated RakedProductOp::evaluate(ArrayRef<Attribute> operands) {
  return evaluateInterleaved(getContext(), operands, lay::rakedProduct);
}

//===----------------------------------------------------------------------===//
// Partitioning
//===----------------------------------------------------------------------===//

Evaluated LocalTileOp::evaluate(ArrayRef<Attribute> operands) {
  auto input = asLayout(operands[0]);
  if (!input)
    return input.takeError();
  auto tiler = asTiler(operands[1]);
  if (!tiler)
    return tiler.takeError();
  auto coord = asIntTuple(operands[2]);
  if (!coord)
    return coord.takeError();
  return offsetLayoutResult(getContext(),
                            lay::localTile(*input, *tiler, *coord));
}

Evaluated LocalPartitionOp::evaluate(ArrayRef<Attribute> operands) {
  auto input = asLayout(operands[0]);
  if (!input)
    return input.takeError();
  auto threads = asLayout(operands[1]);
  if (!threads)
    return threads.takeError();
  auto index = asIndex(operands[2]);
  if (!index)
    return index.takeError();
  return offsetLayoutResult(getContext(),
                            lay::localPartition(*input, *threads, *index));
}
