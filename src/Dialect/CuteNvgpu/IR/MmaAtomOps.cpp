//===- MmaAtomOps.cpp - make_mma_atom and mma_atom_call -------------------===//
//
// The MMA verifiers of seeds 002/003 over the registry's lattice: target
// tier, then shape, then A, B, C element types (then scale factors), and at
// the use site element types before residencies, first mismatch wins.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cute_nvgpu;

LogicalResult mlir::cute_nvgpu::verifyAtomTarget(Operation *op, TargetNeed need,
                                                 StringRef mnemonic,
                                                 StringRef detail) {
  FailureOr<const tileiras::TargetInfo *> target =
      tileiras::findModuleTarget(op);
  if (failed(target))
    return failure();
  if (!*target)
    return success();
  std::string rejection = checkTarget(**target, need, mnemonic, detail);
  if (rejection.empty())
    return success();
  return op->emitOpError() << rejection;
}

namespace {
/// The scale-factor class of `type`: ue8m0 or ue4m3 (MLIR spells the latter
/// f8E4M3FN; only its use as a scale makes it unsigned).
ElemSet classifyScale(Type type) {
  if (isa<Float8E8M0FNUType>(type))
    return UE8M0;
  if (isa<Float8E4M3FNType>(type))
    return UE4M3;
  return 0;
}

/// A type as the seed's `{0}` slots print it: no quotes.
std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

std::string shapeText(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape, os, "x");
  return text;
}

/// The element types of WGMMA's integer and FP8 pairs have their own seed
/// diagnostics (seed 002); null when the pair is not one of those families.
std::optional<std::string> wgmmaPairDiagnostic(ElemSet a, ElemSet b,
                                               ElemSet c) {
  constexpr ElemSet I8 = S8 | U8, F8 = E4M3 | E5M2;
  if ((a & I8) && (!(b & I8) || c != S32))
    return std::string("expects A/B of type s8/u8 and D of type i32");
  if ((a & B1) && (!(b & B1) || c != S32))
    return std::string("expects A/B of type u1 and D of type i32");
  if ((a & F8) && !(b & F8))
    return std::string("expects A/B of the e5m2/e4m3 type");
  // The seed has an s4/u4 row and string; PTX and ptxas have no such wgmma.
  if (a & (S4 | U4))
    return std::string("`sm90.mma` has no s4/u4 form (wgmma takes no 4-bit "
                       "integers)");
  return std::nullopt;
}
} // namespace

LogicalResult MakeMmaAtomOp::verify() {
  auto atomType = cast<MmaAtomTypeInterface>(getAtom().getType());
  const MmaAtomInfo &info = getMmaAtomInfo(atomType.getMmaAtomKind());
  if (failed(verifyAtomTarget(*this, info.need, info.mnemonic)))
    return failure();

  ArrayRef<int64_t> shape = getShape_MNK();
  if (shape.size() != 3 ||
      llvm::any_of(shape, [](int64_t e) { return e <= 0; }))
    return emitOpError() << "expects shape_MNK of three positive extents, got ["
                         << shape << "]";
  Type aType = getAType(), bType = getBType(), cType = getCType();

  if (info.lattice.empty()) {
    // atom.universal_fma: one scalar FMA, every operand the same type.
    if (shape != ArrayRef<int64_t>{1, 1, 1})
      return emitOpError() << "expects shape_MNK [1, 1, 1] for `"
                           << info.mnemonic << "`, got [" << shape << "]";
    if (bType != aType || cType != aType)
      return emitOpError() << "expects all mma operands to have element type "
                           << aType << ", but got A: " << aType
                           << ", B: " << bType << ", C: " << cType;
    return success();
  }

  ElemSet a = classifyElement(aType), b = classifyElement(bType),
          c = classifyElement(cType);
  if (info.kind == MmaAtomKind::Sm90Mma)
    if (std::optional<std::string> pair = wgmmaPairDiagnostic(a, b, c))
      return emitOpError() << *pair;

  auto rows = llvm::to_vector(
      llvm::make_filter_range(info.lattice, [&](const MmaLatticeRow &row) {
        return row.hasShape(shape[0], shape[1], shape[2]);
      }));
  if (rows.empty())
    return emitOpError() << "shape_MNK " << shapeText(shape)
                         << " is not in the lattice of `" << info.mnemonic
                         << "`";

  // A type tuple the atom has at other shapes: the shape is what is wrong.
  auto typesMatch = [&](const MmaLatticeRow &row) {
    return (row.a & a) && (row.b & b) && (row.c & c);
  };
  if (llvm::any_of(info.lattice, typesMatch) && !llvm::any_of(rows, typesMatch))
    return emitOpError() << "shape_MNK " << shapeText(shape)
                         << " is not in the lattice of `" << info.mnemonic
                         << "` for A " << typeText(aType) << ", B "
                         << typeText(bType) << ", C " << typeText(cType);

  // The seed's element-type ladder, a then b then c; each expected set is
  // the union over the rows still legal.
  ElemSet legal = 0;
  for (const MmaLatticeRow &row : rows)
    legal |= row.a;
  if (!(a & legal))
    return emitOpError() << "expects operand a with element type "
                         << describeElements(legal) << ", but get "
                         << typeText(aType) << ".";
  llvm::erase_if(rows, [&](const MmaLatticeRow &row) { return !(row.a & a); });
  legal = 0;
  for (const MmaLatticeRow &row : rows)
    legal |= row.b;
  if (!(b & legal))
    return emitOpError() << "expects operand b with element type "
                         << describeElements(legal) << ", but get "
                         << typeText(bType) << ".";
  llvm::erase_if(rows, [&](const MmaLatticeRow &row) { return !(row.b & b); });
  legal = 0;
  for (const MmaLatticeRow &row : rows)
    legal |= row.c;
  if (!(c & legal)) {
    if (info.blockScaled)
      return emitOpError() << "expects c type to be Float32";
    return emitOpError() << "expects operand c with element type "
                         << describeElements(legal) << ", but get "
                         << typeText(cType) << ".";
  }

  if (!info.blockScaled) {
    if (getSfaType() || getSfbType() || getVecSize())
      return emitOpError() << "`" << info.mnemonic
                           << "` is not block-scaled: sfa_type, sfb_type and "
                              "vec_size do not apply";
    return success();
  }
  if (!getSfaType() || !getSfbType() || !getVecSize())
    return emitOpError() << "block-scaled `" << info.mnemonic
                         << "` needs sfa_type, sfb_type and vec_size";
  if (*getSfaType() != *getSfbType())
    return emitOpError() << "expects sfa/sfb element types to be the same";
  ElemSet scale = classifyScale(*getSfaType());
  int64_t vec = *getVecSize();
  if (!llvm::any_of(
          rows, [&](const MmaLatticeRow &row) { return row.vecSize == vec; }))
    return emitOpError() << "vec_size " << vec << " is not legal for `"
                         << info.mnemonic << "` at K=" << shape[2] << " with A "
                         << aType;
  if (!llvm::any_of(rows, [&](const MmaLatticeRow &row) {
        return row.vecSize == vec && (row.scale & scale);
      }))
    return emitOpError() << "scale factor type " << *getSfaType()
                         << " is not legal with vec_size " << vec
                         << " (vec 32: f8E8M0FNU; vec 16: f8E8M0FNU or "
                            "f8E4M3FN)";
  return success();
}

void MakeMmaAtomOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  // Seed 000's alias hint: mma_<A>_<B>_<C>_<MxNxK>; names carry no meaning.
  std::string name;
  llvm::raw_string_ostream os(name);
  os << "mma_" << getAType() << "_" << getBType() << "_" << getCType() << "_"
     << shapeText(getShape_MNK());
  setNameFn(getAtom(), name);
}

//===----------------------------------------------------------------------===//
// mma_atom_call
//===----------------------------------------------------------------------===//

static Type elementTypeOf(Type type) {
  if (auto view = dyn_cast<SmemDescViewType>(type))
    type = view.getSource();
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

LogicalResult MmaAtomCallOp::verify() {
  auto atomType = cast<MmaAtomTypeInterface>(getAtom().getType());
  const MmaAtomInfo &info = getMmaAtomInfo(atomType.getMmaAtomKind());
  bool isUmma = info.d == Tmem;

  // Element types first (seed 003: "checked before residency"), against the
  // atom's make_mma_atom when it has one. The seed uses `c` for C and D.
  if (auto make = getAtom().getDefiningOp<MakeMmaAtomOp>()) {
    struct Slot {
      const char *name;
      Type expected, actual;
    } slots[] = {{"a", make.getAType(), elementTypeOf(getA().getType())},
                 {"b", make.getBType(), elementTypeOf(getB().getType())},
                 {"c", make.getCType(), elementTypeOf(getC().getType())},
                 {"c", make.getCType(), elementTypeOf(getD().getType())}};
    for (const Slot &slot : slots)
      if (slot.expected != slot.actual)
        return emitOpError() << "expects operand " << slot.name
                             << " with element type " << typeText(slot.expected)
                             << ", but get " << typeText(slot.actual) << ".";
  }

  ResidencySet a = classifyResidency(getA().getType()),
               b = classifyResidency(getB().getType()),
               c = classifyResidency(getC().getType()),
               d = classifyResidency(getD().getType());
  if (isUmma) {
    // Seed 003's UMMA ladder, spacing after `A:`/`B:` as recorded.
    if (!(a & info.a))
      return emitOpError() << "expects memref/smem_desc_view for operand A, "
                              "but gets A:"
                           << typeText(getA().getType()) << ".";
    if (!(b & info.b))
      return emitOpError() << "expects smem_desc_view for operand B, but gets "
                              "B: "
                           << typeText(getB().getType()) << ".";
    if (!(d & info.d) || !(c & info.c))
      return emitOpError() << "expects memref for operand D, but gets D: "
                           << typeText(!(d & info.d) ? getD().getType()
                                                     : getC().getType())
                           << ".";
    return success();
  }
  if (info.kind == MmaAtomKind::Sm90Mma) {
    if (!(a & info.a))
      return emitOpError() << "expects rmem or smem_desc_view for operand A "
                              "of `sm90.mma`, but got A: "
                           << typeText(getA().getType());
    if (!(b & info.b))
      return emitOpError() << "expects smem_desc_view for operand B of "
                              "`sm90.mma`, but got B: "
                           << typeText(getB().getType());
    if (!(c & info.c) || !(d & info.d))
      return emitOpError() << "expects rmem for the accumulator of `sm90.mma`, "
                              "but got C: "
                           << typeText(getC().getType())
                           << ", D: " << typeText(getD().getType());
    return success();
  }
  // SM70-89, SM120 and universal FMA: everything in registers.
  if (!(a & Rmem) || !(b & Rmem) || !(c & Rmem) || !(d & Rmem))
    return emitOpError() << "expects rmem for input operands, but got A: "
                         << typeText(getA().getType())
                         << ", B: " << typeText(getB().getType())
                         << ", D: " << typeText(getD().getType());
  return success();
}
