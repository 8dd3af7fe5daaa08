//===- NvTileAAOps.cpp - nv_tileaa verifiers ------------------------------===//

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

static LogicalResult sameElementType(Operation *op, Type a, Type b) {
  if (tileElementType(a) != tileElementType(b))
    return op->emitOpError("expects the same element type, but got ")
           << tileElementType(a) << " and " << tileElementType(b);
  return success();
}

LogicalResult SplatOp::verify() {
  if (getValue().getType() != getResult().getType().getElementType())
    return emitOpError("expects the value type to be the result element type");
  return success();
}

LogicalResult ItemOp::verify() {
  if (getSource().getType().getNumElements() != 1)
    return emitOpError("expects a tile with exactly one element");
  if (getResult().getType() != getSource().getType().getElementType())
    return emitOpError("expects the result type to be the element type");
  return success();
}

LogicalResult BroadcastOp::verify() {
  auto src = getSource().getType(), dst = getResult().getType();
  if (failed(sameElementType(*this, src, dst)))
    return failure();
  if (src.getRank() != dst.getRank())
    return emitOpError("expects source and result of the same rank");
  for (auto [s, d] : llvm::zip(src.getShape(), dst.getShape()))
    if (s != d && s != 1)
      return emitOpError("expects each source dimension to be 1 or equal to "
                         "the result dimension");
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto src = getSource().getType(), dst = getResult().getType();
  if (failed(sameElementType(*this, src, dst)))
    return failure();
  if (src.getNumElements() != dst.getNumElements())
    return emitOpError("expects the same number of elements");
  return success();
}

LogicalResult PermuteOp::verify() {
  auto src = getSource().getType(), dst = getResult().getType();
  if (failed(sameElementType(*this, src, dst)))
    return failure();
  ArrayRef<int32_t> perm = getPermutation();
  if (int64_t(perm.size()) != src.getRank() || src.getRank() != dst.getRank())
    return emitOpError("expects a permutation of the source rank");
  SmallVector<bool> seen(perm.size(), false);
  for (auto [i, p] : llvm::enumerate(perm)) {
    if (p < 0 || p >= int32_t(perm.size()) || seen[p])
      return emitOpError("expects a permutation of 0..rank-1");
    seen[p] = true;
    if (dst.getDimSize(i) != src.getDimSize(p))
      return emitOpError("expects result dimension ")
             << i << " to be source dimension " << p;
  }
  return success();
}

LogicalResult ExtractOp::verify() {
  auto src = getSource().getType(), dst = getResult().getType();
  if (failed(sameElementType(*this, src, dst)))
    return failure();
  if (src.getRank() != dst.getRank() ||
      int64_t(getIndices().size()) != src.getRank())
    return emitOpError("expects one index per dimension and equal ranks");
  for (auto [s, d] : llvm::zip(src.getShape(), dst.getShape()))
    if (d <= 0 || s % d != 0)
      return emitOpError("expects result dimensions that divide the source");
  return success();
}

LogicalResult InsertOp::verify() {
  auto src = getSource().getType(), dst = getDest().getType();
  if (failed(sameElementType(*this, src, dst)))
    return failure();
  if (src.getRank() != dst.getRank() ||
      int64_t(getIndices().size()) != dst.getRank())
    return emitOpError("expects one index per dimension and equal ranks");
  for (auto [s, d] : llvm::zip(src.getShape(), dst.getShape()))
    if (s <= 0 || d % s != 0)
      return emitOpError("expects source dimensions that divide the destination");
  return success();
}

LogicalResult CatOp::verify() {
  auto a = getLhs().getType(), b = getRhs().getType(),
       r = getResult().getType();
  if (failed(sameElementType(*this, a, r)) ||
      failed(sameElementType(*this, b, r)))
    return failure();
  int64_t dim = getDim();
  if (a.getRank() != r.getRank() || b.getRank() != r.getRank() ||
      dim >= r.getRank())
    return emitOpError("expects equal ranks and a dimension below the rank");
  for (int64_t i = 0; i < r.getRank(); ++i) {
    int64_t expect = i == dim ? a.getDimSize(i) + b.getDimSize(i)
                              : a.getDimSize(i);
    if (r.getDimSize(i) != expect || (i != dim && b.getDimSize(i) != expect))
      return emitOpError("expects the result shape to concatenate the "
                         "operands along dimension ")
             << dim;
  }
  return success();
}

/// Scalars stay scalars and tiles keep their shape.
static LogicalResult sameShape(Operation *op, Type a, Type b) {
  if (isa<RankedTensorType>(a) != isa<RankedTensorType>(b) ||
      tileShape(a) != tileShape(b))
    return op->emitOpError("expects operands and results of one shape");
  return success();
}

LogicalResult PtrToIntOp::verify() {
  return sameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult IntToPtrOp::verify() {
  return sameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult PtrCastOp::verify() {
  return sameShape(*this, getSource().getType(), getResult().getType());
}

LogicalResult AddPtrOp::verify() {
  if (failed(sameShape(*this, getBase().getType(), getOffset().getType())))
    return failure();
  if (!isa<IntegerType>(tileElementType(getOffset().getType())))
    return emitOpError("expects integer offsets");
  return success();
}

LogicalResult MakeMemrefOp::verify() {
  auto type = cast<MemrefType>(getResult().getType());
  if (getSizes().size() != type.getRank() ||
      getStrides().size() != type.getRank())
    return emitOpError("expects ")
           << type.getRank() << " sizes and strides for a rank-"
           << type.getRank() << " memref";
  if (cast<PtrType>(getBase().getType()).getPointee() != type.getElementType())
    return emitOpError("expects the base to point to the memref element type");
  auto isPowerOfTwo = [](int64_t v) { return v > 0 && llvm::isPowerOf2_64(v); };
  if (std::optional<int64_t> divBy = getBaseDivBy(); divBy && !isPowerOfTwo(*divBy))
    return emitOpError("expects base_div_by to be a positive power of two");
  for (auto [name, facts] : {std::pair{"size_div_by", getSizeDivBy()},
                             std::pair{"stride_div_by", getStrideDivBy()}}) {
    if (!facts)
      continue;
    if (int64_t(facts->size()) != int64_t(type.getRank()))
      return emitOpError("expects ") << type.getRank() << " values in " << name;
    if (!llvm::all_of(*facts, isPowerOfTwo))
      return emitOpError("expects ") << name << " to hold positive powers of two";
  }
  return success();
}

LogicalResult GetDimSizeOp::verify() {
  if (getDim() >= cast<MemrefType>(getMemref().getType()).getRank())
    return emitOpError("expects a dimension below the memref rank");
  return success();
}

LogicalResult GetDimStrideOp::verify() {
  if (getDim() >= cast<MemrefType>(getMemref().getType()).getRank())
    return emitOpError("expects a dimension below the memref rank");
  return success();
}

LogicalResult GetBaseOp::verify() {
  if (cast<PtrType>(getResult().getType()).getPointee() !=
      cast<MemrefType>(getMemref().getType()).getElementType())
    return emitOpError("expects a pointer to the memref element type");
  return success();
}

LogicalResult RepackOp::verify() {
  auto src = cast<RankedTensorType>(getSource().getType()),
       dst = cast<RankedTensorType>(getResult().getType());
  auto width = [](Type element) -> int64_t {
    return element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
  };
  int64_t from = width(src.getElementType()), to = width(dst.getElementType());
  if (from == 0 || to == 0 || from % 8 != 0 || to % 8 != 0)
    return emitOpError("expects integer or float elements of whole bytes");
  if (src.getNumElements() * from != dst.getNumElements() * to)
    return emitOpError("expects as many bits in the result as in the source");
  return success();
}

static LogicalResult verifyOrdering(Operation *op, MemSemantic sem,
                                    std::optional<MemScope> scope) {
  if ((sem == MemSemantic::weak) != !scope.has_value())
    return op->emitOpError("expects a scope exactly when the ordering is not "
                           "weak");
  return success();
}

/// Shared by tiled_load and tiled_store.
static LogicalResult verifyTiling(Operation *op, MemrefType memref,
                                  RankedTensorType tile, size_t numIndices,
                                  ArrayRef<int64_t> steps,
                                  ArrayRef<int32_t> dimMap) {
  int64_t rank = tile.getRank();
  if (memref.getElementType() != tile.getElementType())
    return op->emitOpError("expects the tile element type to be the memref "
                           "element type");
  if (int64_t(numIndices) != rank || int64_t(steps.size()) != rank ||
      int64_t(dimMap.size()) != rank || unsigned(rank) != memref.getRank())
    return op->emitOpError("expects one index, step and dim_map entry per "
                           "tile dimension, and the memref rank");
  SmallVector<bool> seen(rank, false);
  for (int32_t d : dimMap) {
    if (d < 0 || d >= rank || seen[d])
      return op->emitOpError("expects dim_map to be a permutation");
    seen[d] = true;
  }
  if (llvm::any_of(steps, [](int64_t s) { return s <= 0; }))
    return op->emitOpError("expects positive steps");
  return success();
}

/// `inbounds` has one flag per tile dimension.
static LogicalResult verifyInbounds(Operation *op,
                                    std::optional<ArrayRef<bool>> inbounds,
                                    Type tile) {
  int64_t rank = cast<RankedTensorType>(tile).getRank();
  if (inbounds && int64_t(inbounds->size()) != rank)
    return op->emitOpError("expects ") << rank << " inbounds flags";
  return success();
}

LogicalResult TiledLoadOp::verify() {
  auto tile = getResult().getType();
  if (failed(verifyTiling(*this, cast<MemrefType>(getMemref().getType()), tile,
                          getIndices().size(), getSteps(), getDimMap())) ||
      failed(verifyInbounds(*this, getInbounds(), tile)))
    return failure();
  if (auto pad = getPadding())
    if (cast<TypedAttr>(*pad).getType() != tile.getElementType())
      return emitOpError("expects a padding value of the element type");
  if (getSem() == MemSemantic::release || getSem() == MemSemantic::acq_rel)
    return emitOpError("a load cannot have release semantics");
  return verifyOrdering(*this, getSem(), getScope());
}

LogicalResult TiledStoreOp::verify() {
  if (failed(verifyTiling(*this, cast<MemrefType>(getMemref().getType()),
                          getValue().getType(), getIndices().size(),
                          getSteps(), getDimMap())) ||
      failed(verifyInbounds(*this, getInbounds(), getValue().getType())))
    return failure();
  if (getSem() == MemSemantic::acquire || getSem() == MemSemantic::acq_rel)
    return emitOpError("a store cannot have acquire semantics");
  return verifyOrdering(*this, getSem(), getScope());
}

/// Loads, stores and atomics: values have the shape of the pointers and
/// their pointee type; the mask has the same shape.
static LogicalResult verifyPointerAccess(Operation *op, Type ptrs, Type value,
                                         Value mask) {
  auto pointee = cast<PtrType>(tileElementType(ptrs)).getPointee();
  if (tileShape(ptrs) != tileShape(value) ||
      tileElementType(value) != pointee)
    return op->emitOpError("expects values of the pointers' shape and "
                           "pointee type ")
           << pointee;
  if (mask && tileShape(mask.getType()) != tileShape(ptrs))
    return op->emitOpError("expects a mask of the pointers' shape");
  return success();
}

LogicalResult LoadOp::verify() {
  if (failed(verifyPointerAccess(*this, getPtrs().getType(),
                                 getResult().getType(), getMask())))
    return failure();
  if (getOther() && getOther().getType() != getResult().getType())
    return emitOpError("expects `other` of the result type");
  if (getSem() == MemSemantic::release || getSem() == MemSemantic::acq_rel)
    return emitOpError("a load cannot have release semantics");
  return verifyOrdering(*this, getSem(), getScope());
}

LogicalResult StoreOp::verify() {
  if (failed(verifyPointerAccess(*this, getPtrs().getType(),
                                 getValue().getType(), getMask())))
    return failure();
  if (getSem() == MemSemantic::acquire || getSem() == MemSemantic::acq_rel)
    return emitOpError("a store cannot have acquire semantics");
  return verifyOrdering(*this, getSem(), getScope());
}

LogicalResult AtomicRmwOp::verify() {
  if (getValue().getType() != getResult().getType())
    return emitOpError("expects the result type to be the value type");
  if (getSem() == MemSemantic::weak)
    return emitOpError("expects a non-weak ordering for an atomic");
  return verifyPointerAccess(*this, getPtrs().getType(), getValue().getType(),
                             getMask());
}

LogicalResult AtomicCasOp::verify() {
  if (getValue().getType() != getResult().getType() ||
      getCmp().getType() != getValue().getType())
    return emitOpError("expects compare, value and result of one type");
  if (getSem() == MemSemantic::weak)
    return emitOpError("expects a non-weak ordering for an atomic");
  return verifyPointerAccess(*this, getPtrs().getType(), getValue().getType(),
                             getMask());
}

/// reduce and scan: N operands of one shape, a body over 2N scalars of the
/// operand element types yielding N scalars, N identities.
static LogicalResult verifyCombiner(Operation *op, ValueRange operands,
                                    int64_t dim, ArrayAttr identities,
                                    Region &body) {
  if (operands.empty())
    return op->emitOpError("expects at least one operand");
  auto shape = cast<RankedTensorType>(operands[0].getType()).getShape();
  if (dim >= int64_t(shape.size()))
    return op->emitOpError("expects a dimension below the operand rank");
  if (identities.size() != operands.size())
    return op->emitOpError("expects one identity per operand");
  if (op->getNumResults() != operands.size())
    return op->emitOpError("expects one result per operand, got ")
           << op->getNumResults() << " results for " << operands.size()
           << " operands";
  Block &block = body.front();
  if (block.getNumArguments() != 2 * operands.size())
    return op->emitOpError("expects a body with two arguments per operand");
  for (auto [i, operand] : llvm::enumerate(operands)) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (type.getShape() != shape)
      return op->emitOpError("expects operands of one shape");
    Type elt = type.getElementType();
    if (block.getArgument(2 * i).getType() != elt ||
        block.getArgument(2 * i + 1).getType() != elt)
      return op->emitOpError("expects body arguments of the operand element "
                             "types");
    auto identity = dyn_cast<TypedAttr>(identities[i]);
    if (!identity || identity.getType() != elt)
      return op->emitOpError("expects identity ") << i << " of type " << elt;
  }
  auto yield = dyn_cast<YieldOp>(block.getTerminator());
  if (!yield || yield.getValues().size() != operands.size())
    return op->emitOpError("expects the body to yield one value per operand");
  for (auto [value, operand] : llvm::zip(yield.getValues(), operands))
    if (value.getType() != tileElementType(operand.getType()))
      return op->emitOpError("expects yielded values of the operand element "
                             "types");
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyCombiner(*this, getOperands(), getDim(), getIdentities(),
                            getBody())))
    return failure();
  auto shape = cast<RankedTensorType>(getOperands()[0].getType()).getShape();
  SmallVector<int64_t> expect(shape);
  expect.erase(expect.begin() + getDim());
  for (auto [result, operand] : llvm::zip(getResults(), getOperands())) {
    if (tileShape(result.getType()) != ArrayRef<int64_t>(expect) ||
        tileElementType(result.getType()) !=
            tileElementType(operand.getType()))
      return emitOpError("expects results with the reduced dimension removed");
  }
  return success();
}

LogicalResult ScanOp::verify() {
  if (failed(verifyCombiner(*this, getOperands(), getDim(), getIdentities(),
                            getBody())))
    return failure();
  for (auto [result, operand] : llvm::zip(getResults(), getOperands()))
    if (result.getType() != operand.getType())
      return emitOpError("expects results of the operand types");
  return success();
}

LogicalResult DotOp::verify() {
  auto a = getLhs().getType(), b = getRhs().getType(), c = getAcc().getType();
  int64_t rank = c.getRank();
  if (rank != 2 && rank != 3)
    return emitOpError("expects rank-2 or rank-3 tensor for result, but got (")
           << rank << ")";
  if (a.getRank() != rank || b.getRank() != rank)
    return emitOpError("expects operands of the result rank");
  bool intA = isa<IntegerType>(a.getElementType()),
       intB = isa<IntegerType>(b.getElementType()),
       intC = isa<IntegerType>(c.getElementType());
  if (intA != intB || intB != intC)
    return emitOpError("expected the element types of A, B, C, and D to be "
                       "either all integers or all floats.");
  int64_t m = c.getDimSize(rank - 2), n = c.getDimSize(rank - 1),
          k = a.getDimSize(rank - 1);
  if (a.getDimSize(rank - 2) != m || b.getDimSize(rank - 2) != k ||
      b.getDimSize(rank - 1) != n ||
      (rank == 3 && (a.getDimSize(0) != c.getDimSize(0) ||
                     b.getDimSize(0) != c.getDimSize(0))))
    return emitOpError("expects the shape of operand #C is compatible with "
                       "operands #A and #B");
  return success();
}

/// The operand count of each kind, and the modes PTX has for it: add, sub,
/// mul, fma, div and sqrt have the four IEEE modes; div also `approx` and
/// `full`, sqrt `approx`; ex2 and rsqrt `approx` only. `approx`, `full` and
/// flush-to-zero exist for f32 only.
LogicalResult FArithOp::verify() {
  FArithKind kind = getKind();
  bool unary = kind == FArithKind::Sqrt || kind == FArithKind::Ex2 ||
               kind == FArithKind::Rsqrt;
  unsigned arity = unary ? 1 : kind == FArithKind::Fma ? 3 : 2;
  if (getOperands().size() != arity)
    return emitOpError() << "'" << stringifyFArithKind(kind) << "' takes " << arity
                         << " operands";
  FRounding rounding = getRounding();
  bool isF32 = tileElementType(getType()).isF32();
  if (rounding == FRounding::full && kind != FArithKind::Div)
    return emitOpError("rounding 'full' exists for div only");
  bool approxOnly = kind == FArithKind::Ex2 || kind == FArithKind::Rsqrt;
  if (approxOnly && rounding != FRounding::approx)
    return emitOpError() << "'" << stringifyFArithKind(kind)
                         << "' exists with rounding 'approx' only";
  if (rounding == FRounding::approx && kind != FArithKind::Div &&
      kind != FArithKind::Sqrt && !approxOnly)
    return emitOpError("rounding 'approx' exists for div, sqrt, ex2 and rsqrt only");
  if ((rounding == FRounding::approx || rounding == FRounding::full) && !isF32)
    return emitOpError() << "rounding '" << stringifyFRounding(rounding) << "' needs f32";
  if (getFtz() && !isF32)
    return emitOpError("ftz needs f32");
  return success();
}

//===----------------------------------------------------------------------===//
// Globals, alloca, view reductions
//===----------------------------------------------------------------------===//

LogicalResult GlobalOp::verify() {
  auto value = dyn_cast<DenseIntOrFPElementsAttr>(getValue());
  if (!value || value.getType().getRank() != 1 || value.getNumElements() == 0)
    return emitOpError("expects a non-empty 1-D dense value");
  if (getAlignment() < 0 || (getAlignment() && !llvm::isPowerOf2_64(getAlignment())))
    return emitOpError("expects the alignment to be 0 or a power of two");
  return success();
}

LogicalResult GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global = symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError() << "'" << getName() << "' does not reference a valid global";
  Type element = cast<DenseIntOrFPElementsAttr>(global.getValue()).getElementType();
  if (cast<PtrType>(getResult().getType()).getPointee() != element)
    return emitOpError() << "expects a pointer to the element type " << element
                         << " of the global";
  return success();
}

LogicalResult AllocaOp::verify() {
  Type pointee = cast<PtrType>(getResult().getType()).getPointee();
  int64_t bytes = isa<PtrType>(pointee) ? 8 : (pointee.getIntOrFloatBitWidth() + 7) / 8;
  uint64_t alignment = getAlignment();
  if (!llvm::isPowerOf2_64(alignment) || alignment < uint64_t(bytes))
    return emitOpError("expects the alignment to be a power of two of at least "
                       "the element size");
  return success();
}

LogicalResult TiledAtomicRedOp::verify() {
  if (failed(verifyTiling(*this, cast<MemrefType>(getMemref().getType()),
                          getValue().getType(), getIndices().size(),
                          getSteps(), getDimMap())))
    return failure();
  if (getMode() == RmwMode::Xchg)
    return emitOpError("expects a reduction, not xchg");
  bool isFloat = isa<FloatType>(getValue().getType().getElementType());
  RmwMode mode = getMode();
  bool floatMode = mode == RmwMode::AddF || mode == RmwMode::Max || mode == RmwMode::Min;
  if (isFloat ? !floatMode : mode == RmwMode::AddF)
    return emitOpError("expects addf, max or min exactly for float tiles");
  if (getScope() != MemScope::tl_blk && getScope() != MemScope::gpu)
    return emitOpError("expects the tl_blk or gpu scope");
  return success();
}

bool mlir::nv_tileaa::isCommutativeCombiner(Block &body) {
  if (body.getNumArguments() != 2 ||
      !llvm::hasSingleElement(body.without_terminator()))
    return false;
  Operation &op = body.front();
  return op.hasTrait<OpTrait::IsCommutative>() && op.getNumOperands() == 2 &&
         op.getOperand(0) == body.getArgument(0) &&
         op.getOperand(1) == body.getArgument(1) &&
         body.getTerminator()->getOperand(0) == op.getResult(0);
}

#define GET_OP_CLASSES
#include "tileiras/Dialect/NvTileAA/IR/TileAAOps.cpp.inc"
