//===- ViewAlignment.cpp - views that lose 128-bit or TMA access ----------===//
//
// A view access moves whole rows with 128-bit loads/stores (or TMA on sm_90
// and later) only when every row starts on a 16-byte boundary and the row is
// contiguous. Both compilers can only use what the program proves: the
// `assume div_by<N>` facts on the base pointer and the strides, the static
// strides of the tensor_view type, a global's or alloca's alignment. Each
// make_tensor_view that some view access reads or writes is checked:
//   view-unaligned-base   base pointer not known to be 16-byte aligned
//   view-inner-stride     innermost stride not the static 1
//   view-stride-align     another stride proven not a multiple of 16 bytes
//   view-stride-unknown   another stride with no divisibility fact at all
// and each make_partition_view that some access uses:
//   view-narrow-tile      the tile's rows are narrower than 16 bytes while
//                         the whole tile is not (a one-element or 8-byte
//                         tile has nothing to vectorize)
// Shapes are not checked: a size that is not a multiple of the vector only
// costs the edge tiles a masked path, whatever the producer proves.
//
//===----------------------------------------------------------------------===//

#include "Checks.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;
using namespace tileiras::validate;

namespace {

constexpr uint64_t kVectorBytes = 16; // 128-bit accesses; TMA's alignment

/// The largest `assume div_by<N>` on `v` (through chains of assumes), or a
/// constant's own value; 0 when nothing is known.
uint64_t knownDivisor(Value v) {
  uint64_t best = 0;
  while (Operation *def = v.getDefiningOp()) {
    if (auto assume = dyn_cast<ct::AssumeOp>(def)) {
      if (auto divBy = dyn_cast<ct::DivByAttr>(assume.getPredicate()))
        best = std::max<uint64_t>(best, divBy.getDivisor());
      v = assume.getValue();
      continue;
    }
    if (auto cst = dyn_cast<ct::ConstantOp>(def)) {
      if (auto dense = dyn_cast<DenseIntElementsAttr>(cst.getValue()))
        if (dense.isSplat()) {
          int64_t c = dense.getSplatValue<APInt>().getSExtValue();
          // Any divisor of c holds; its largest power of two is what counts.
          return c == 0 ? UINT64_MAX : uint64_t(c & -c);
        }
    }
    if (auto global = dyn_cast<ct::GetGlobalOp>(def)) {
      auto module = def->getParentOfType<ct::ModuleOp>();
      if (auto g = dyn_cast_or_null<ct::GlobalOp>(
              SymbolTable::lookupSymbolIn(module, global.getNameAttr())))
        best = std::max<uint64_t>(best, g.getAlignment());
    }
    if (auto alloca = dyn_cast<ct::AllocaOp>(def))
      best = std::max<uint64_t>(best, alloca.getAlignment());
    break;
  }
  return best;
}

unsigned elementBytes(Type element) {
  unsigned bits = element.getIntOrFloatBitWidth();
  return std::max(1u, bits / 8);
}

bool isViewAccess(Operation *op) {
  return isa<ct::LoadViewTkoOp, ct::StoreViewTkoOp, ct::AtomicRedViewTkoOp>(op);
}

/// Views built on `tv` that some access uses, and whether any is.
bool accessedViews(ct::MakeTensorViewOp tv,
                   llvm::SmallVectorImpl<Operation *> &partitionViews) {
  bool accessed = false;
  for (Operation *user : tv->getUsers()) {
    if (!isa<ct::MakePartitionViewOp, ct::MakeStridedViewOp,
             ct::MakeGatherScatterViewOp>(user))
      continue;
    bool used = llvm::any_of(user->getUsers(), isViewAccess);
    accessed |= used;
    if (used && isa<ct::MakePartitionViewOp>(user))
      partitionViews.push_back(user);
  }
  return accessed;
}

std::string joinDims(llvm::ArrayRef<std::string> parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i)
    out += (i ? ", " : "") + parts[i];
  return out;
}

void checkTensorView(ct::MakeTensorViewOp tv, Report &report) {
  llvm::SmallVector<Operation *> partitionViews;
  if (!accessedViews(tv, partitionViews))
    return;
  auto type = cast<ct::TensorViewType>(tv.getType());
  int64_t rank = type.getRank();
  unsigned eb = elementBytes(type.getElementType());

  uint64_t baseAlign = std::max<uint64_t>(knownDivisor(tv.getBase()), eb);
  if (baseAlign < kVectorBytes)
    report.warn(tv, "view-unaligned-base",
                "the base pointer is only known to be " +
                    llvm::Twine(baseAlign) +
                    "-byte aligned: 128-bit accesses need a run-time check "
                    "and TMA cannot be used (add `assume div_by<16>` to the "
                    "pointer when it is aligned)");
  if (rank == 0)
    return;

  // The stride of each dimension: static in the type, else the operand.
  llvm::ArrayRef<int64_t> strides = type.getStrides();
  auto dynamicStrides = tv.getDynamicStrides();
  unsigned nextDynamic = 0;
  llvm::SmallVector<std::string> misaligned, unknown;
  for (int64_t d = 0; d < rank; ++d) {
    bool isStatic = !ShapedType::isDynamic(strides[d]);
    uint64_t divisor = 0; // in elements; 0 = nothing known
    std::optional<int64_t> value;
    if (isStatic) {
      value = strides[d];
    } else if (nextDynamic < dynamicStrides.size()) {
      divisor = knownDivisor(dynamicStrides[nextDynamic++]);
    }
    if (d == rank - 1) {
      if (value && *value == 1)
        continue;
      report.warn(tv, "view-inner-stride",
                  "the innermost stride is " +
                      (value ? llvm::Twine(*value).str()
                             : std::string("dynamic")) +
                      ", not the static 1: rows are not contiguous, so no "
                      "vector access and no TMA");
      continue;
    }
    if (value) {
      if ((uint64_t(*value) * eb) % kVectorBytes)
        misaligned.push_back("dimension " + std::to_string(d) + ": " +
                             std::to_string(*value * eb) + " bytes");
    } else if (divisor == 0) {
      unknown.push_back(std::to_string(d));
    } else if (divisor != UINT64_MAX && (divisor * eb) % kVectorBytes) {
      misaligned.push_back("dimension " + std::to_string(d) +
                           ": a multiple of " + std::to_string(divisor * eb) +
                           " bytes");
    }
  }
  if (!misaligned.empty())
    report.warn(tv, "view-stride-align",
                "strides not a multiple of 16 bytes (" + joinDims(misaligned) +
                    "): rows start off the 16-byte boundary, so no 128-bit "
                    "accesses across rows and no TMA");
  if (!unknown.empty())
    report.warn(tv, "view-stride-unknown",
                "nothing is known about the alignment of the stride of "
                "dimension" + llvm::Twine(unknown.size() > 1 ? "s " : " ") +
                    joinDims(unknown) +
                    ": 128-bit accesses need a run-time check and TMA "
                    "cannot be used (add `assume div_by<" +
                    llvm::Twine(kVectorBytes / eb ? kVectorBytes / eb : 1) +
                    ">` to the stride when it is a multiple of 16 bytes)");

  for (Operation *pv : partitionViews) {
    auto pvType = cast<ct::PartitionViewType>(pv->getResult(0).getType());
    llvm::ArrayRef<int32_t> tile = pvType.getTileShape().asArrayRef();
    llvm::ArrayRef<int32_t> dimMap = pvType.getDimMap();
    // The tile dimension that runs along the tensor's innermost dimension.
    int64_t extent = 0;
    for (size_t j = 0; j < tile.size(); ++j) {
      int64_t tensorDim = dimMap.empty() ? int64_t(j) : dimMap[j];
      if (tensorDim == rank - 1)
        extent = tile[j];
    }
    uint64_t tileBytes = eb;
    for (int32_t e : tile)
      tileBytes *= uint64_t(e);
    if (extent && uint64_t(extent) * eb < kVectorBytes &&
        tileBytes >= kVectorBytes)
      report.warn(pv, "view-narrow-tile",
                  "the tile's rows are " + llvm::Twine(extent * eb) +
                      " bytes (" + llvm::Twine(extent) +
                      " elements along the innermost dimension), narrower "
                      "than one 128-bit access and TMA's 16-byte minimum");
  }
}

} // namespace

void tileiras::validate::checkViewAlignment(ct::ModuleOp module,
                                            Report &report) {
  module.walk([&](ct::MakeTensorViewOp tv) { checkTensorView(tv, report); });
}
