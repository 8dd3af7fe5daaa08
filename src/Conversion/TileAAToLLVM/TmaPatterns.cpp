//===- TmaPatterns.cpp - nv_tileas TMA ops to PTX -------------------------===//
//
// NVIDIA's tileiras passes each tensor map as a hidden kernel parameter that
// code embedded in the cubin encodes on the host at launch
// (docs/lowering.md); our kernels keep the producer's parameters, so the CTA
// builds its tensor maps itself:
//
// - Storage: a copy must read its tensor map from global, constant or
//   parameter space, so each make_tma_desc has a pool of 128-byte global
//   slots and a bitmap of 32 slots per SM (%smid mod 256). Thread 0 claims a
//   free bit of its SM's word with atomics at kernel start and clears it at
//   every return; CTAs resident at once (of any launch of the kernel) never
//   share a slot, and more than 32 on one SM wait for a slot to free.
// - Encoding: warp 0 zeroes a 128-byte shared staging buffer, lane 0 fills
//   it field by field with tensormap.replace (no host encoder), and the warp
//   copies it to the slot with tensormap.cp_fenceproxy (release at gpu
//   scope), after which the copying thread fences the tensormap proxy
//   (acquire) before any copy reads it.
// - Copies: thread 0 issues cp.async.bulk.tensor completing on the stage's
//   `full` mbarrier, whose phase it first raises by the bytes coming
//   (mbarrier.expect_tx).
// - Stores: the CTA writes the tile to the scratch, fences the async proxy
//   and meets at a barrier; thread 0 copies the box out with
//   cp.async.bulk.tensor and waits until it is read (bulk_group), and for
//   its completion before it releases the map's slot.
//
//===----------------------------------------------------------------------===//

#include "AsyncCopy.h"
#include "MmaLowering.h"
#include "Patterns.h"

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace tileiras::simt;
namespace as = mlir::nv_tileas;

namespace {

/// SMs whose words the slot bitmap has (%smid is taken modulo this), and
/// slots per SM (one 32-bit word).
constexpr int64_t kSlotWords = 256;
constexpr int64_t kSlotsPerWord = 32;
constexpr int64_t kTensorMapBytes = 128;

Value c32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}
Value c64(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI64Type(), v);
}

/// One PTX instruction that touches memory through its pointer operands
/// only (kPointerAccessAttr), with a memory clobber and `results`.
LLVM::InlineAsmOp ptx(OpBuilder &b, Location loc, ValueRange operands,
                      StringRef text, StringRef constraints,
                      TypeRange results = {}) {
  std::string clobbered = constraints.str();
  clobbered += clobbered.empty() ? "~{memory}" : ",~{memory}";
  auto op = LLVM::InlineAsmOp::create(
      b, loc, results, operands, text, clobbered,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
      ArrayAttr());
  op->setAttr(kPointerAccessAttr, b.getUnitAttr());
  return op;
}

/// A zero-initialized internal global of `bytes` bytes in `addrSpace`.
void zeroGlobal(OpBuilder &b, Location loc, ModuleOp module, StringRef name,
                Type type, int64_t alignment, unsigned addrSpace) {
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(module.getBody());
  auto global = LLVM::GlobalOp::create(
      b, loc, type, /*isConstant=*/false, LLVM::Linkage::Internal, name,
      Attribute(), alignment, addrSpace);
  if (addrSpace == 3)
    return; // shared memory has no initializer
  Block *init = b.createBlock(&global.getInitializerRegion());
  b.setInsertionPointToStart(init);
  LLVM::ReturnOp::create(b, loc, LLVM::ZeroOp::create(b, loc, type));
}

Value addressOf(OpBuilder &b, Location loc, StringRef name,
                unsigned addrSpace) {
  return LLVM::AddressOfOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), addrSpace), name);
}

Value byteOffset(OpBuilder &b, Location loc, Value base, Value bytes) {
  return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                             ValueRange{bytes});
}

/// The tensor map's element type code (PTX ISA, tensormap.replace
/// .elemtype): 8-bit types copy as u8.
int64_t elementTypeCode(Type element) {
  if (element.isF16())
    return 6;
  if (element.isBF16())
    return 10;
  if (element.isF32())
    return 7;
  if (element.isF64())
    return 9;
  switch (element.getIntOrFloatBitWidth()) {
  case 8:
    return 0;
  case 16:
    return 1;
  case 32:
    return 2;
  default:
    return 4;
  }
}

/// Thread 0 claims a free bit of its SM's bitmap word; returns the slot
/// (word * 32 + bit).
Value claimSlot(OpBuilder &b, Location loc, Value bitmap) {
  Type i32 = b.getI32Type();
  Value word = arith::RemUIOp::create(
      b, loc, NVVM::SmIdOp::create(b, loc, i32), c32(b, loc, kSlotWords));
  Value wordPtr = LLVM::GEPOp::create(b, loc, bitmap.getType(), i32, bitmap,
                                      ValueRange{word});
  auto loop = scf::WhileOp::create(b, loc, TypeRange{i32}, ValueRange{});
  {
    OpBuilder::InsertionGuard g(b);
    Block *before = b.createBlock(&loop.getBefore());
    b.setInsertionPointToStart(before);
    Value current =
        LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::_or, wordPtr,
                                  c32(b, loc, 0), LLVM::AtomicOrdering::monotonic);
    Value free = arith::XOrIOp::create(b, loc, current, c32(b, loc, -1));
    // A full word gives 32, whose bit 0 is taken: the claim fails, retry.
    Value bit = arith::AndIOp::create(
        b, loc,
        LLVM::CountTrailingZerosOp::create(b, loc, i32, free,
                                           /*is_zero_poison=*/false),
        c32(b, loc, kSlotsPerWord - 1));
    Value mask = arith::ShLIOp::create(b, loc, c32(b, loc, 1), bit);
    // LLVM 22's NVPTX drops the ordering of an atomicrmw: spelled out. The
    // claim acquires what the slot's last owner released.
    Value old =
        ptx(b, loc, {wordPtr, mask},
            "atom.acquire.gpu.global.or.b32 $0, [$1], $2;", "=r,l,r", i32)
            .getResult(0);
    Value taken = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne,
        arith::AndIOp::create(b, loc, old, mask), c32(b, loc, 0));
    scf::ConditionOp::create(b, loc, taken, ValueRange{bit});
    Block *after = b.createBlock(&loop.getAfter(), {}, {i32}, {loc});
    b.setInsertionPointToStart(after);
    scf::YieldOp::create(b, loc);
  }
  return arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, word, c32(b, loc, kSlotsPerWord)),
      loop.getResult(0));
}

/// Fills the zeroed tensor map at `map` (shared) for `memref` (the
/// converted view) and boxes of `type`.
void encodeTensorMap(OpBuilder &b, Location loc, Value map, Value memref,
                     as::TmaDescType type) {
  RankedTensorType box = type.getTile();
  int64_t rank = box.getRank();
  int64_t bytes = llvm::divideCeil(
      box.getElementType().getIntOrFloatBitWidth(), 8);
  auto field = [&](int64_t kind, int64_t index) -> Value {
    return LLVM::ExtractValueOp::create(b, loc, memref,
                                        ArrayRef<int64_t>{kind, index});
  };
  Value base = LLVM::ExtractValueOp::create(b, loc, memref, 0);
  auto set = [&](StringRef name, StringRef width, Value v) {
    ptx(b, loc, {map, v},
        ("tensormap.replace.tile." + name + ".shared::cta.b1024." + width +
         " [$0], $1;")
            .str(),
        width == "b64" ? "l,l" : "l,r");
  };
  auto setAt = [&](StringRef name, StringRef width, int64_t ord, Value v) {
    ptx(b, loc, {map, v},
        ("tensormap.replace.tile." + name + ".shared::cta.b1024." + width +
         " [$0], " + std::to_string(ord) + ", $1;")
            .str(),
        width == "b64" ? "l,l" : "l,r");
  };
  auto i32Of = [&](Value v) -> Value {
    return arith::TruncIOp::create(b, loc, b.getI32Type(), v);
  };
  auto bytesOf = [&](Value elements, int64_t times) -> Value {
    return arith::MulIOp::create(b, loc, elements, c64(b, loc, bytes * times));
  };
  set("global_address", "b64", LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), base));
  // Dimension 0 of a tensor map is the innermost.
  struct Dim {
    Value extent;  // i64 elements
    Value stride;  // i64 bytes (unused for dimension 0)
    int64_t box;
  };
  SmallVector<Dim> dims;
  int64_t swizzle = type.getSwizzleBytes();
  if (swizzle) {
    // Boxes of W bytes x the rows: one per atom column of the stage.
    Value rowStride = field(2, 0);
    dims.push_back({field(1, 1), Value(), swizzle / bytes});
    dims.push_back({field(1, 0), bytesOf(rowStride, 1), box.getDimSize(0)});
  } else if (!type.isCoreMatrices()) {
    for (int64_t d = rank - 1; d >= 0; --d)
      dims.push_back({field(1, d), bytesOf(field(2, d), 1),
                      box.getDimSize(d)});
  } else {
    // A row's 16-byte pieces, 8 rows, the pieces of a row, groups of 8 rows.
    int64_t perPiece = 16 / bytes;
    Value rows = field(1, 0), columns = field(1, 1), rowStride = field(2, 0);
    dims.push_back({c64(b, loc, perPiece), Value(), perPiece});
    dims.push_back({c64(b, loc, 8), bytesOf(rowStride, 1), 8});
    dims.push_back({arith::DivUIOp::create(b, loc, columns,
                                           c64(b, loc, perPiece)),
                    c64(b, loc, 16), box.getDimSize(1) / perPiece});
    dims.push_back(
        {arith::DivUIOp::create(b, loc, rows, c64(b, loc, 8)),
         bytesOf(rowStride, 8), box.getDimSize(0) / 8});
  }
  for (auto [i, dim] : llvm::enumerate(dims)) {
    setAt("box_dim", "b32", i, c32(b, loc, dim.box));
    setAt("global_dim", "b32", i, i32Of(dim.extent));
    if (i > 0)
      setAt("global_stride", "b64", i - 1, dim.stride);
    setAt("element_stride", "b32", i, c32(b, loc, 1));
  }
  // These fields take immediates only.
  auto setImmediate = [&](StringRef name, int64_t v) {
    ptx(b, loc, {map},
        ("tensormap.replace.tile." + name + ".shared::cta.b1024.b32 [$0], " +
         std::to_string(v) + ";")
            .str(),
        "l");
  };
  setImmediate("rank", int64_t(dims.size()) - 1);
  setImmediate("elemtype", elementTypeCode(box.getElementType()));
  setImmediate("interleave_layout", 0);
  // 1, 2, 3: 32-, 64-, 128-byte swizzle (XOR of address bits 4.. with 7..).
  setImmediate("swizzle_mode", swizzle ? llvm::Log2_64(swizzle) - 4 : 0);
  setImmediate("fill_mode", 0); // out of bounds reads zero
}

/// Whether `op` is in a warp-specialized kernel (tileiras-warp-specialize):
/// its producer warpgroup, threads T .. T+127, issues the TMA copies.
bool inWarpSpecializedKernel(Operation *op) {
  auto function = op->getParentOfType<FunctionOpInterface>();
  return function && function->hasAttr(as::kProducerWarpgroupsAttrName);
}

/// The thread that issues the TMA copies of `op`'s kernel and announces
/// their bytes: thread 0, or the producer warpgroup's first.
Value isCopier(OpBuilder &b, Location loc, Operation *op,
               const LoweringState &state) {
  int64_t copier = inWarpSpecializedKernel(op) ? state.threads : 0;
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                               threadId(b, loc), c32(b, loc, copier));
}

struct MakeTmaDescLowering : StatefulPattern<as::MakeTmaDescOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::MakeTmaDescOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto function = op->getParentOfType<FunctionOpInterface>();
    if (!function || op->getBlock() != &function->getRegion(0).front())
      return op.emitOpError("expects to be in the kernel's entry block, "
                            "where every thread runs it");
    auto module = op->getParentOfType<ModuleOp>();
    std::string n = std::to_string(state.tensorMaps++);
    std::string pool = "__tileiras_tensormaps_" + n;
    std::string bitmap = "__tileiras_tensormap_slots_" + n;
    std::string staging = "__tileiras_tensormap_staging_" + n;
    Type i8 = rewriter.getI8Type(), i32 = rewriter.getI32Type();
    zeroGlobal(rewriter, loc, module, pool,
               LLVM::LLVMArrayType::get(
                   i8, kSlotWords * kSlotsPerWord * kTensorMapBytes),
               kTensorMapBytes, 1);
    zeroGlobal(rewriter, loc, module, bitmap,
               LLVM::LLVMArrayType::get(i32, kSlotWords), 4, 1);
    zeroGlobal(rewriter, loc, module, staging,
               LLVM::LLVMArrayType::get(i8, kTensorMapBytes), kTensorMapBytes,
               3);

    Value tid = threadId(rewriter, loc);
    Value poolBase = addressOf(rewriter, loc, pool, 1);
    Value bitmapBase = addressOf(rewriter, loc, bitmap, 1);
    Value map = addressOf(rewriter, loc, staging, 3);
    auto slotAddress = [&](OpBuilder &b, Value slot) {
      return byteOffset(
          b, loc, poolBase,
          arith::MulIOp::create(b, loc, slot, c32(b, loc, kTensorMapBytes)));
    };

    Value warp0 = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult,
                                        tid, c32(rewriter, loc, 32));
    auto inWarp0 = scf::IfOp::create(rewriter, loc, TypeRange{i32}, warp0,
                                     /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(inWarp0.thenBlock());
      auto claim = scf::IfOp::create(rewriter, loc, TypeRange{i32},
                                     isThreadZero(rewriter, loc), true);
      {
        OpBuilder::InsertionGuard g2(rewriter);
        rewriter.setInsertionPointToStart(claim.thenBlock());
        scf::YieldOp::create(rewriter, loc,
                             claimSlot(rewriter, loc, bitmapBase));
        rewriter.setInsertionPointToStart(claim.elseBlock());
        scf::YieldOp::create(rewriter, loc, c32(rewriter, loc, 0));
      }
      Value slot = NVVM::ShflOp::create(
          rewriter, loc, i32, c32(rewriter, loc, -1), claim.getResult(0),
          c32(rewriter, loc, 0), c32(rewriter, loc, 31), NVVM::ShflKind::idx,
          UnitAttr());
      // Each lane zeroes 4 of the 128 bytes.
      LLVM::StoreOp::create(
          rewriter, loc, c32(rewriter, loc, 0),
          LLVM::GEPOp::create(rewriter, loc, map.getType(), i32, map,
                              ValueRange{tid}));
      NVVM::SyncWarpOp::create(rewriter, loc, c32(rewriter, loc, -1));
      when(rewriter, loc, isThreadZero(rewriter, loc), [&] {
        encodeTensorMap(rewriter, loc, map, adaptor.getMemref(),
                        op.getDesc().getType());
      });
      NVVM::SyncWarpOp::create(rewriter, loc, c32(rewriter, loc, -1));
      Value global = slotAddress(rewriter, slot);
      ptx(rewriter, loc, {global, map},
          "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic."
          "release.gpu.sync.aligned [$0], [$1], 128;",
          "l,l");
      ptx(rewriter, loc, {global},
          "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l");
      scf::YieldOp::create(rewriter, loc, slot);
      rewriter.setInsertionPointToStart(inWarp0.elseBlock());
      scf::YieldOp::create(rewriter, loc, c32(rewriter, loc, 0));
    }
    Value slot = inWarp0.getResult(0);
    if (inWarpSpecializedKernel(op) &&
        llvm::any_of(op.getDesc().getUsers(), llvm::IsaPred<as::TmaLoadOp>)) {
      // The producer's copier needs the slot too: through shared memory,
      // at a barrier all threads reach; then it acquires the map through
      // the tensormap proxy itself, as warp 0 did.
      std::string shared = "__tileiras_tensormap_slot_" + n;
      zeroGlobal(rewriter, loc, module, shared, i32, 4, 3);
      Value word = addressOf(rewriter, loc, shared, 3);
      when(rewriter, loc, isThreadZero(rewriter, loc),
           [&] { LLVM::StoreOp::create(rewriter, loc, slot, word); });
      auto everyone = NVVM::Barrier0Op::create(rewriter, loc);
      everyone->setAttr(kAllThreadsBarrierAttr, rewriter.getUnitAttr());
      slot = LLVM::LoadOp::create(rewriter, loc, i32, word);
      when(rewriter, loc, isCopier(rewriter, loc, op, state), [&] {
        ptx(rewriter, loc, {slotAddress(rewriter, slot)},
            "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l");
      });
    }

    // Thread 0, the only one that copies, frees the slot when the kernel
    // returns: every load it issued has landed by then (the consumers waited
    // for each), and it waits for its stores here.
    function->walk([&](Operation *ret) {
      if (!ret->hasTrait<OpTrait::ReturnLike>() ||
          ret->getParentOp() != function.getOperation())
        return;
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPoint(ret);
      rewriter.setInsertionPointToStart(
          scf::IfOp::create(rewriter, loc, isThreadZero(rewriter, loc),
                            /*withElseRegion=*/false)
              .thenBlock());
      Value word = arith::DivUIOp::create(rewriter, loc, slot,
                                          c32(rewriter, loc, kSlotsPerWord));
      Value bit = arith::RemUIOp::create(rewriter, loc, slot,
                                         c32(rewriter, loc, kSlotsPerWord));
      if (state.storedMaps.contains(op))
        ptx(rewriter, loc, {}, "cp.async.bulk.wait_group 0;", "");
      Value keep = arith::XOrIOp::create(
          rewriter, loc,
          arith::ShLIOp::create(rewriter, loc, c32(rewriter, loc, 1), bit),
          c32(rewriter, loc, -1));
      ptx(rewriter, loc,
          {LLVM::GEPOp::create(rewriter, loc, bitmapBase.getType(), i32,
                               bitmapBase, ValueRange{word}),
           keep},
          "red.release.gpu.global.and.b32 [$0], $1;", "l,r");
    });
    rewriter.replaceOp(op, slotAddress(rewriter, slot));
    return success();
  }
};

/// Calls `copy` for each copy that moves the box of `desc` whose first
/// element is at `indices` (element coordinates of the view) between the
/// view and shared memory at `box`, laid out as the box's arrangement says,
/// with the tensor map's coordinates (innermost first) and the shared
/// address: one per atom column of W bytes for a swizzled box (columns
/// j W/e on, at bytes j R W), one through the 4-D map of core matrices, one
/// at the reversed indices of a row_major box. Loads and stores take the
/// same copies.
void forEachBoxCopy(OpBuilder &b, Location loc, as::TmaDescType desc,
                    ValueRange indices, Value box,
                    function_ref<void(ArrayRef<Value>, Value)> copy) {
  RankedTensorType tile = desc.getTile();
  int64_t bytes = elementBytes(tile.getElementType());
  if (int64_t width = desc.getSwizzleBytes()) {
    int64_t rows = tile.getDimSize(0);
    for (int64_t j = 0, atoms = tile.getDimSize(1) * bytes / width; j < atoms;
         ++j) {
      Value column = arith::AddIOp::create(b, loc, indices[1],
                                           c32(b, loc, j * width / bytes));
      copy({column, indices[0]},
           byteOffset(b, loc, box, c32(b, loc, j * rows * width)));
    }
  } else if (!desc.isCoreMatrices()) {
    copy(llvm::to_vector(llvm::reverse(indices)), box);
  } else {
    copy({c32(b, loc, 0), c32(b, loc, 0),
          arith::DivUIOp::create(b, loc, indices[1], c32(b, loc, 16 / bytes)),
          arith::DivUIOp::create(b, loc, indices[0], c32(b, loc, 8))},
         box);
  }
}

/// Appends `coords` to the operands of an inline PTX instruction (i32
/// registers) and returns their brace list, "{$n, $n+1, ...}".
std::string coordinateOperands(ArrayRef<Value> coords,
                               SmallVectorImpl<Value> &operands,
                               std::string &constraints) {
  std::string list = "{";
  for (auto [i, c] : llvm::enumerate(coords)) {
    list += (i ? ", $" : "$") + std::to_string(operands.size());
    constraints += ",r";
    operands.push_back(c);
  }
  return list + "}";
}

struct TmaLoadLowering : StatefulPattern<as::TmaLoadOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::TmaLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value issue = isCopier(rewriter, loc, op, state);
    if (Value predicate = adaptor.getPredicate())
      issue = arith::AndIOp::create(rewriter, loc, issue, predicate);
    auto guard = scf::IfOp::create(rewriter, loc, issue,
                                   /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(rewriter);
    rewriter.setInsertionPointToStart(guard.thenBlock());
    as::TmaDescType desc = op.getDesc().getType();
    as::SharedBufferType ring = op.getBuffer().getType();
    Value stage = stagePointer(rewriter, loc, ring, adaptor.getBuffer(),
                               adaptor.getStage());
    Value full = stageBarrier(rewriter, loc, adaptor.getPipeline(),
                              adaptor.getStage(), /*empty=*/false);
    forEachBoxCopy(rewriter, loc, desc, adaptor.getIndices(), stage,
                   [&](ArrayRef<Value> coords, Value shared) {
                     issueBox(rewriter, loc, shared, adaptor.getDesc(), coords,
                              full);
                   });
    rewriter.eraseOp(op);
    return success();
  }

  /// One cp.async.bulk.tensor of the box at `coords` (innermost first) into
  /// `destination`, completing on `full`.
  static void issueBox(OpBuilder &b, Location loc, Value destination, Value map,
                       ArrayRef<Value> coords, Value full) {
    std::string constraints = "l,l";
    SmallVector<Value> operands{destination, map};
    std::string text =
        "cp.async.bulk.tensor." + std::to_string(coords.size()) +
        "d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, " +
        coordinateOperands(coords, operands, constraints) + "], [$" +
        std::to_string(operands.size()) + "];";
    operands.push_back(full);
    ptx(b, loc, operands, text, constraints + ",l");
  }
};

/// The tile to the scratch as the box lies in shared memory (an exchange's
/// write), then thread 0 copies the box to global memory, one box per atom
/// column of a swizzled one, and waits until the copies have read it.
struct TmaStoreLowering : StatefulPattern<as::TmaStoreOp> {
  using StatefulPattern::StatefulPattern;
  /// Where a tensor copy's shared-memory box starts: a multiple of 128
  /// bytes, of 1024 with a swizzle (the pattern follows address bits 7-9).
  static constexpr int64_t kBoxAlignment = 128, kSwizzledBoxAlignment = 1024;

  LogicalResult
  matchAndRewrite(as::TmaStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto tile = cast<RankedTensorType>(op.getValue().getType());
    Type element = tile.getElementType();
    int64_t bytes = elementBytes(element);
    as::TmaDescType desc = op.getDesc().getType();
    int64_t width = desc.getSwizzleBytes();
    Distribution d = distributionOf(state, tile);
    Exchange exchange(rewriter, loc, state);
    int64_t offset;
    if (width) {
      auto toAtoms = [&](Value indices) -> Value {
        return arith::DivUIOp::create(
            rewriter, loc,
            swizzleAtomOffset(rewriter, loc, desc.getTile(), width, indices),
            constI32(rewriter, loc, d.slots, bytes));
      };
      // The XOR moves whole 16-byte pieces.
      offset = exchange.write(adaptor.getValue(), element, d, toAtoms,
                              /*remapRun=*/16 / bytes, kSwizzledBoxAlignment);
    } else {
      offset = exchange.write(
          adaptor.getValue(), element, d, [](Value indices) { return indices; },
          /*remapRun=*/d.slots, kBoxAlignment);
    }
    // Every writer orders its generic-proxy writes before the async-proxy
    // read of the copy; the barrier then orders all of them before it.
    fenceAsyncProxy(rewriter, loc);
    exchange.sync();
    Value box = exchange.elementPointer(offset, element, c32(rewriter, loc, 0));
    when(rewriter, loc, isThreadZero(rewriter, loc), [&] {
      forEachBoxCopy(rewriter, loc, desc, adaptor.getIndices(), box,
                     [&](ArrayRef<Value> coords, Value shared) {
                       issueBox(rewriter, loc, adaptor.getDesc(), coords,
                                shared);
                     });
      ptx(rewriter, loc, {}, "cp.async.bulk.commit_group;", "");
      // Read, so the scratch is free again; the writes complete before the
      // return releases the tensor map (MakeTmaDescLowering).
      ptx(rewriter, loc, {}, "cp.async.bulk.wait_group.read 0;", "");
    });
    rewriter.eraseOp(op);
    return success();
  }

  /// One cp.async.bulk.tensor of the box at `source` to the tensor at
  /// `coords` (innermost first).
  static void issueBox(OpBuilder &b, Location loc, Value map,
                       ArrayRef<Value> coords, Value source) {
    std::string constraints = "l";
    SmallVector<Value> operands{map};
    std::string text = "cp.async.bulk.tensor." + std::to_string(coords.size()) +
                       "d.global.shared::cta.bulk_group [$0, " +
                       coordinateOperands(coords, operands, constraints) +
                       "], [$" + std::to_string(operands.size()) + "];";
    operands.push_back(source);
    ptx(b, loc, operands, text, constraints + ",l");
  }
};

struct ProducerExpectTxLowering : StatefulPattern<as::ProducerExpectTxOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::ProducerExpectTxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    when(rewriter, loc, isCopier(rewriter, loc, op, state), [&] {
      ptx(rewriter, loc,
          {stageBarrier(rewriter, loc, adaptor.getPipeline(),
                        adaptor.getStage(), /*empty=*/false),
           c32(rewriter, loc, op.getBytes())},
          "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;", "l,r");
    });
    rewriter.eraseOp(op);
    return success();
  }
};

/// Threads T .. T+127 of a warp-specialized kernel of T tile threads.
struct ProducerWarpgroupLowering : StatefulPattern<as::ProducerWarpgroupOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::ProducerWarpgroupOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(
        op, arith::CmpIPredicate::uge, threadId(rewriter, loc),
        c32(rewriter, loc, state.threads));
    return success();
  }
};

struct SetMaxRegistersLowering : StatefulPattern<as::SetMaxRegistersOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(as::SetMaxRegistersOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::SetMaxRegisterOp>(
        op, op.getCount(),
        op.getIncrease() ? NVVM::SetMaxRegisterAction::increase
                         : NVVM::SetMaxRegisterAction::decrease);
    return success();
  }
};

} // namespace

void tileiras::simt::populateTmaPatterns(SimtTypeConverter &converter,
                                         LoweringState &state,
                                         RewritePatternSet &patterns) {
  patterns.add<MakeTmaDescLowering, TmaLoadLowering, TmaStoreLowering,
               ProducerExpectTxLowering, ProducerWarpgroupLowering,
               SetMaxRegistersLowering>(converter, state);
}
