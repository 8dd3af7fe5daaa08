//===- CopyAtomOps.cpp - make_copy_atom and make_tma_atom -----------------===//
//
// Copy and TMA atom verifiers: the registry's target gate, then the widths
// and modes ptxas accepts (ldmatrix/stmatrix .x1/.x2/.x4 of .b16, cp.async
// 4/8/16 bytes with .cg only at 16, TMA rank 1..5 and im2col 3..5), and the
// seed-001 num_multicast rule.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::cute_nvgpu;

static unsigned bitWidthOf(Type type) {
  if (auto packed = dyn_cast<AtomIntegerType>(type))
    return packed.getWidth();
  return type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 0;
}

/// ldmatrix/stmatrix: the registry's shape table decides element width,
/// matrix count, transposition and tier.
LogicalResult MakeCopyAtomOp::verifyMatrixCopy(const CopyAtomInfo &info) {
  StringRef shape = getShape().value_or("m8n8");
  const MatrixCopyShape *row = nullptr;
  std::string legal;
  for (const MatrixCopyShape &candidate : getMatrixCopyShapes()) {
    if (candidate.atom != info.kind)
      continue;
    if (candidate.shape == shape)
      row = &candidate;
    legal += (legal.empty() ? "" : ", ") + candidate.shape.str();
  }
  if (!row)
    return emitOpError() << "unknown shape \"" << shape << "\" for `"
                         << info.mnemonic << "` (" << legal << ")";
  if (failed(verifyAtomTarget(*this, row->need, info.mnemonic,
                              ("with shape " + shape).str())))
    return failure();
  unsigned bits = bitWidthOf(getValueType());
  if (bits >= 64 || !(row->elementBits & (1ull << bits)))
    return emitOpError() << "`" << info.mnemonic << "` " << shape << " moves "
                         << row->ptxType << " elements, got " << getValueType();
  int64_t count = getNumMatrices().value_or(1);
  if (count != 1 && count != 2 && count != 4)
    return emitOpError() << "num_matrices must be 1, 2 or 4 (.x1/.x2/.x4), "
                            "got "
                         << count;
  if (count > row->maxMatrices)
    return emitOpError() << "num_matrices must be at most " << row->maxMatrices
                         << " for shape " << shape << ", got " << count;
  if (row->transpose == Transpose::Required && !getTranspose())
    return emitOpError() << "shape " << shape << " needs transpose";
  if (row->transpose == Transpose::Forbidden && getTranspose())
    return emitOpError() << "shape " << shape << " does not transpose";
  return success();
}

LogicalResult MakeCopyAtomOp::verify() {
  auto atomType = cast<CopyAtomTypeInterface>(getAtom().getType());
  const CopyAtomInfo &info = getCopyAtomInfo(atomType.getCopyAtomKind());
  if (info.isTma)
    return emitOpError() << "TMA atom `" << info.mnemonic
                         << "` is made by cute_nvgpu.make_tma_atom";
  if (failed(verifyAtomTarget(*this, info.need, info.mnemonic)))
    return failure();
  if (auto universal = dyn_cast<UniversalCopyAtomType>(atomType))
    if (universal.getValueType() != getValueType())
      return emitOpError() << "value_type " << getValueType()
                           << " differs from the atom's "
                           << universal.getValueType();

  bool isMatrix =
      info.kind == CopyAtomKind::Ldsm || info.kind == CopyAtomKind::Stsm;
  if (!isMatrix && (getShape() || getNumMatrices() || getTranspose()))
    return emitOpError() << "shape, num_matrices and transpose apply to "
                            "atom.ldsm and atom.stsm only";
  if (info.kind != CopyAtomKind::SimtAsyncCopy &&
      (getBytes() || getCacheMode()))
    return emitOpError()
           << "bytes and cache_mode apply to atom.simt_async_copy only";
  if (isMatrix && failed(verifyMatrixCopy(info)))
    return failure();
  if (info.kind == CopyAtomKind::SimtAsyncCopy) {
    if (!getBytes())
      return emitOpError() << "atom.simt_async_copy needs `bytes`";
    int64_t bytes = *getBytes();
    if (bytes != 4 && bytes != 8 && bytes != 16)
      return emitOpError() << "cp.async copies 4, 8 or 16 bytes, got " << bytes;
    unsigned bits = bitWidthOf(getValueType());
    if (!bits || (bytes * 8) % bits)
      return emitOpError() << "value_type " << getValueType()
                           << " does not divide a " << bytes << "-byte copy";
    StringRef mode = getCacheMode().value_or(bytes == 16 ? "cg" : "ca");
    if (mode != "ca" && mode != "cg")
      return emitOpError() << "cache_mode must be \"ca\" or \"cg\", got \""
                           << mode << "\"";
    if (mode == "cg" && bytes != 16)
      return emitOpError() << "cp.async.cg copies 16 bytes only, got " << bytes;
  }
  return success();
}

void MakeCopyAtomOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  auto atomType = cast<CopyAtomTypeInterface>(getAtom().getType());
  StringRef mnemonic = getCopyAtomInfo(atomType.getCopyAtomKind()).mnemonic;
  mnemonic.consume_front("atom.");
  setNameFn(getAtom(), ("copy_" + mnemonic).str());
}

//===----------------------------------------------------------------------===//
// copy_atom_call
//===----------------------------------------------------------------------===//

static Type copyElementType(Type type) {
  if (auto view = dyn_cast<SmemDescViewType>(type))
    type = view.getSource();
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

static std::string copyTypeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

LogicalResult CopyAtomCallOp::verify() {
  auto atomType = cast<CopyAtomTypeInterface>(getAtom().getType());
  const CopyAtomInfo &info = getCopyAtomInfo(atomType.getCopyAtomKind());
  Type valueType;
  if (auto universal = dyn_cast<UniversalCopyAtomType>(atomType))
    valueType = universal.getValueType();
  else if (auto make = getAtom().getDefiningOp<MakeCopyAtomOp>())
    valueType = make.getValueType();
  if (valueType) {
    for (auto [name, operand] :
         {std::pair<StringRef, Value>{"src", getSrc()}, {"dst", getDst()}}) {
      Type element = copyElementType(operand.getType());
      if (element != valueType)
        return emitOpError() << "expects " << name << " with element type "
                             << copyTypeText(valueType) << ", but get "
                             << copyTypeText(element) << ".";
    }
  }
  ResidencySet src = classifyResidency(getSrc().getType()),
               dst = classifyResidency(getDst().getType());
  if (!(src & info.source))
    return emitOpError() << "expects " << describeResidencies(info.source)
                         << " for the source of `" << info.mnemonic
                         << "`, but got src: "
                         << copyTypeText(getSrc().getType());
  if (!(dst & info.destination))
    return emitOpError() << "expects " << describeResidencies(info.destination)
                         << " for the destination of `" << info.mnemonic
                         << "`, but got dst: "
                         << copyTypeText(getDst().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// make_tma_atom
//===----------------------------------------------------------------------===//

namespace {
bool isTmaLoad(CopyAtomKind kind) {
  return kind == CopyAtomKind::TmaLoad || kind == CopyAtomKind::NonExecTmaLoad;
}
bool isTmaReduce(CopyAtomKind kind) {
  return kind == CopyAtomKind::TmaReduce ||
         kind == CopyAtomKind::NonExecTmaReduce;
}
} // namespace

LogicalResult MakeTmaAtomOp::verify() {
  auto atomType = cast<CopyAtomTypeInterface>(getAtom().getType());
  const CopyAtomInfo &info = getCopyAtomInfo(atomType.getCopyAtomKind());
  if (!info.isTma)
    return emitOpError() << "`" << info.mnemonic
                         << "` is not a TMA atom; use make_copy_atom";
  if (failed(verifyAtomTarget(*this, info.need, info.mnemonic)))
    return failure();

  int64_t rank = getRank();
  if (rank < 1 || rank > 5)
    return emitOpError() << "TMA rank must be in [1, 5], got " << rank;
  // ptxas: "Modifier '.2d' cannot be combined with modifier '.im2col'".
  if (isa<TmaDescriptorIm2colType>(getDesc().getType()) && rank < 3)
    return emitOpError() << "im2col TMA needs rank 3 to 5, got " << rank;

  CopyAtomKind kind = info.kind;
  if (!isTmaLoad(kind) && (getLoadMode() || getNumMulticast()))
    return emitOpError() << "load_mode and num_multicast apply to TMA loads "
                            "only";
  if (!isTmaReduce(kind) && getReduceKind())
    return emitOpError() << "reduce_kind applies to TMA reduces only";

  if (isTmaLoad(kind)) {
    StringRef mode = getLoadMode().value_or("no_multicast");
    std::optional<bool> multicast =
        llvm::StringSwitch<std::optional<bool>>(mode)
            .Case("no_multicast", false)
            .Case("two_cta", false)
            .Case("w_multicast", true)
            .Case("w128_multicast", true)
            .Default(std::nullopt);
    if (!multicast)
      return emitOpError() << "unknown load_mode \"" << mode
                           << "\" (no_multicast, two_cta, w_multicast, "
                              "w128_multicast)";
    std::optional<int64_t> count = getNumMulticast();
    if (*multicast && (!count || *count < 1))
      return emitOpError()
             << "missing or invalid num_multicast for a multicast TMA load";
    if (!*multicast && count && *count != 1)
      return emitOpError() << "got num_multicast of " << *count
                           << " for the non-multicast load_mode \"" << mode
                           << "\"";
  }
  if (isTmaReduce(kind)) {
    if (!getReduceKind())
      return emitOpError() << "a TMA reduce needs reduce_kind";
    // PTX cp.reduce.async.bulk.tensor: .add .min .max .inc .dec .and .or .xor.
    StringRef reduce = *getReduceKind();
    if (!llvm::is_contained(
            {"add", "min", "max", "inc", "dec", "and", "or", "xor"}, reduce))
      return emitOpError() << "unknown reduce_kind \"" << reduce
                           << "\" (add, min, max, inc, dec, and, or, xor)";
  }
  return success();
}

void MakeTmaAtomOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  auto atomType = cast<CopyAtomTypeInterface>(getAtom().getType());
  StringRef mnemonic = getCopyAtomInfo(atomType.getCopyAtomKind()).mnemonic;
  mnemonic.consume_front("atom.");
  setNameFn(getAtom(), ("copy_" + mnemonic).str());
}
