//===- Distribution.h - how tiles are spread over threads -------*- C++ -*-===//
//
// Every tile type carries its distribution as a #nv_tileas.simt encoding (a
// CuTe layout (thread, value) -> row-major element index, assigned by
// tileiras-assign-tile-layouts). A tile of N elements lives in T = 32 *
// warps threads as V value slots per thread; slot v of thread t holds
// element L(t, v). A (t, v) whose coordinate along some stride-0 leaf is not
// 0 holds a replica, the others *own* their element. With the canonical
// layouts a one-element tile is replicated in every thread (a uniform
// scalar) and reshape is free. Elements move between threads only through
// shared memory (`exchange`), which is correct for every shape op and every
// pair of layouts, not fast.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_DISTRIBUTION_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_DISTRIBUTION_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <limits>

namespace tileiras::simt {

using mlir::Location;
using mlir::OpBuilder;
using mlir::Type;
using mlir::Value;

/// The name of the shared-memory scratch every exchange goes through.
inline constexpr llvm::StringLiteral kScratchSymbol = "__tileiras_scratch";
/// Marks the barrier an exchange starts with, so eliminateRedundantBarriers
/// knows it only protects the scratch.
inline constexpr llvm::StringLiteral kExchangeEntryAttr =
    "tileiras.exchange_entry";
/// Marks a barrier that only orders global memory (tokens, release, acquire):
/// redundant when no global access reaches it without crossing a barrier.
/// On a CTA barrier that every thread of a warp-specialized kernel reaches
/// (before its producer and consumers part): it stays barrier 0; the
/// others become the consumers' named barrier kConsumerBarrier.
inline constexpr llvm::StringLiteral kAllThreadsBarrierAttr =
    "tileiras.all_threads";
inline constexpr int64_t kConsumerBarrier = 1;
inline constexpr llvm::StringLiteral kGlobalOrderAttr =
    "tileiras.global_order";
/// The scratch bytes [begin, end) a load or store of an exchange touches
/// (its region), so eliminateRedundantBarriers can tell disjoint exchanges
/// apart; a shared access without it may touch any byte, one marked
/// [kNoScratchBytes, 0) touches none (it reads a pipeline ring, say).
inline constexpr llvm::StringLiteral kScratchRegionAttr =
    "tileiras.scratch_region";
/// The begin of the empty scratch region (see kScratchRegionAttr).
inline constexpr int64_t kNoScratchBytes =
    std::numeric_limits<int64_t>::max();
/// Marks inline PTX that accesses memory only through its pointer operands
/// (the TMA lowering's copies, tensor-map writes, mbarrier and slot
/// atomics; none for its fences and bulk groups), which
/// eliminateRedundantBarriers then follows like loads and stores.
inline constexpr llvm::StringLiteral kPointerAccessAttr =
    "tileiras.pointer_access";
/// The static shared memory a kernel may declare without an opt-in.
inline constexpr int64_t kMaxStaticSharedBytes = 48 * 1024;

/// A tile's layout, flattened for code generation: the thread-mode leaves
/// are evaluated on %tid.x at run time, the value-mode offsets are
/// constants per slot.
struct Distribution {
  int64_t threads;  // T
  int64_t elements; // N
  int64_t slots;    // V
  mlir::nv_tileas::SimtMap map;

  explicit Distribution(mlir::nv_tileas::SimtMap map)
      : threads(map.threads), elements(map.elements), slots(map.slots),
        map(std::move(map)) {}
  explicit Distribution(mlir::nv_tileas::SimtLayoutAttr layout)
      : Distribution(layout.getMap()) {}
  /// True when every slot owns its element (no replicas).
  bool exact() const { return map.exact(); }
  /// True when some threads hold replicas of every slot (a stride-0 leaf in
  /// the thread mode), so ownership depends on %tid.x.
  bool threadsReplicate() const;
};

/// How a weak tiled_load / tiled_store moves its slots (planned before the
/// conversion from the tile layout and the memref facts; VectorAccess.h).
struct AccessPlan {
  /// Slots per vector access: runs of `width` slots of a thread are
  /// contiguous in memory. 1: one access per slot.
  int64_t width = 1;
  /// Alignment in bytes proven for every run start (capped at 16).
  int64_t alignment = 1;
  /// Every run is entirely inside or entirely outside the memref.
  bool runsAllOrNothing = false;
  /// Every element of the tile is inside the memref: proven from constant
  /// indices and sizes, or promised (`inbounds`) along every dimension.
  bool inBounds = false;
};

/// Per-kernel lowering state shared by the patterns.
struct LoweringState {
  /// The plan of each tiled access that can do better than one access per
  /// slot.
  llvm::DenseMap<mlir::Operation *, AccessPlan> accessPlans;
  int64_t threads =
      mlir::nv_tileas::kWarpSize * mlir::nv_tileas::kDefaultNumWarps;
  /// Largest scratch any exchange needed, in bytes, and the largest
  /// alignment one of its regions asked for.
  int64_t scratchBytes = 0;
  int64_t scratchAlign = 16;
  /// Where the last exchange's regions end: the next one starts there (its
  /// writes then miss the previous one's reads and need no barrier before
  /// them) when the scratch stays within max(its size so far, twice the
  /// new exchange's first region), else at 0.
  int64_t lastExchangeEnd = 0;
  /// Whether exchanges may go side by side, and whether one did.
  bool sideBySide = true;
  bool placedSideBySide = false;
  /// The function of that exchange: another function starts at 0 again.
  mlir::Operation *lastExchangeFunction = nullptr;
  /// Bytes of the pipeline rings (nv_tileas.alloc_shared, with the padding
  /// that aligns a swizzled one), their mbarriers and tensor-map staging,
  /// which share the static shared memory with the scratch; and how many
  /// rings were lowered.
  int64_t ringBytes = 0;
  int64_t rings = 0;
  /// The make_tma_desc ops whose maps tma_store copies through: thread 0
  /// waits for its bulk copies to complete before it releases their slots.
  llvm::SmallPtrSet<mlir::Operation *, 4> storedMaps;
  /// Per arena of rings sharing one array (alloc_shared's `arena`): its
  /// bytes and alignment, the largest of its rings'.
  llvm::DenseMap<int64_t, std::pair<int64_t, int64_t>> arenas;
  /// The most bytes the exchanges of a tile may take: the target's shared
  /// memory per CTA less the rings. A tile moved between layouts past it
  /// goes through scratch in chunks (gatherInChunks).
  int64_t scratchLimit = kMaxStaticSharedBytes;
  /// Per function with tcgen05 dots: the i32 variables holding the parities
  /// of the next mbarrier phases, and the tensor-memory columns allocated.
  struct TensorMemoryVariables {
    mlir::Value parity, readyParity;
    int64_t columns;
  };
  llvm::DenseMap<mlir::Operation *, TensorMemoryVariables> tensorMemory;
  /// How many pipelines' mbarriers (nv_tileas.create_pipeline) were lowered.
  int64_t pipelines = 0;
  /// How many tensor maps (nv_tileas.make_tma_desc) were lowered.
  int64_t tensorMaps = 0;
  /// mbarrier.try_wait (sm_90 on); before, waits poll with test_wait.
  bool mbarrierTryWait = true;
  /// Tensor-core instructions the target has (all, without a target).
  bool mmaSync = true;
  bool f8Mma = true;
  bool wgmma = true;
  bool tcgen05 = true;
  bool tcgen05I8 = true;
};

/// A scalar every thread holds: one element, owned by thread 0 (the
/// canonical layout of a one-element tile).
Distribution scalarDistribution(const LoweringState &state);

/// The type converter: tensor<S x T, #simt> -> vector<V x T'> (V from the
/// layout) with pointers as i64,
/// scalar pointers -> !llvm.ptr<1>, memrefs -> {ptr, [r x i64], [r x i64]},
/// tokens -> i32.
class SimtTypeConverter : public mlir::LLVMTypeConverter {
public:
  SimtTypeConverter(mlir::MLIRContext *ctx, const LoweringState &state);
  const LoweringState &state;
};

/// Storage type of an element in registers (pointers are i64 addresses).
Type registerElementType(Type element);
/// A scalar attribute of an element type as its register encoding (f8
/// values as their i8 bits).
mlir::TypedAttr registerAttr(mlir::TypedAttr value);
/// Bytes one element takes in memory (i1 takes a byte).
int64_t elementBytes(Type element);

/// %tid.x as i32.
Value threadId(OpBuilder &b, Location loc);
/// Whether this is thread 0 of the CTA (i1): the one thread that
/// initializes mbarriers, expects transactions and issues tcgen05 MMAs.
Value isThreadZero(OpBuilder &b, Location loc);
/// Emits `body` under `condition` (one thread or one warp); the builder's
/// insertion point is restored.
void when(OpBuilder &b, Location loc, Value condition,
          llvm::function_ref<void()> body);
/// Row-major linear index of every slot: vector<V x i32>, L(%tid.x, v).
Value slotIndices(OpBuilder &b, Location loc, const Distribution &d);
/// Which slots own their element (vector<V x i1>), or null when all do.
Value ownerMask(OpBuilder &b, Location loc, const Distribution &d);
/// Coordinates (vectors of i32) of row-major linear indices in `shape`.
llvm::SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                                     llvm::ArrayRef<int64_t> shape);
/// Row-major linear index of coordinates in `shape`.
Value linearize(OpBuilder &b, Location loc, mlir::ValueRange coords,
                llvm::ArrayRef<int64_t> shape);

/// The row-major indices (vector of i32) in the slice of `shape` whose
/// coordinate along `dim` lies in [lo, lo + size) of the elements at
/// row-major `indices` in the whole tile; `along` gets their coordinate
/// along `dim`.
Value sliceIndices(OpBuilder &b, Location loc, Value indices,
                   llvm::ArrayRef<int64_t> shape, int64_t dim, int64_t lo,
                   int64_t size, Value *along = nullptr);
/// How many slices of a dimension of `extent` (halved until each is at
/// least `least`) the `bytes` take so that each slice's share fits in
/// `limit`: a power of two, 1 when they fit already.
int64_t slicesToFit(int64_t bytes, int64_t limit, int64_t extent,
                    int64_t least);

/// i32 vector constant / splat helpers.
Value splatI32(OpBuilder &b, Location loc, int64_t slots, Value scalar);
Value constI32(OpBuilder &b, Location loc, int64_t slots, int64_t value);
Value extractSlot(OpBuilder &b, Location loc, Value vector, int64_t slot);
Value insertSlot(OpBuilder &b, Location loc, Value vector, Value scalar,
                 int64_t slot);

/// CTA barrier.
void barrier(OpBuilder &b, Location loc);
/// Emits `init` (what threads of kernel `fn` initialize for all:
/// mbarriers, tensor memory) right before the kernel's one initialization
/// barrier, which the first caller creates after its `init` at the start
/// of the entry block; so a kernel with pipelines and tcgen05 dots pays one
/// barrier for both. Returns the barrier, or null, emitting nothing, for a
/// function that is not a kernel (its threads need not all arrive at its
/// entry). The builder's insertion point is restored.
mlir::Operation *emitKernelInit(OpBuilder &b, mlir::Operation *fn,
                          llvm::function_ref<void()> init);
/// CTA barrier that only orders global memory accesses (kGlobalOrderAttr).
void globalOrderBarrier(OpBuilder &b, Location loc);

/// Drops, after lowering to LLVM, global-order barriers no global access
/// reaches, exchange-entry barriers no shared access reaches and barriers no
/// memory access reaches (BarrierElimination.cpp).
void eliminateRedundantBarriers(mlir::ModuleOp module);

/// Shared-memory exchange. Scratch is reused by every exchange, so a write
/// first waits for all readers of the previous one.
class Exchange {
public:
  Exchange(OpBuilder &b, Location loc, LoweringState &state);
  /// Stores the owned elements of a distributed tile (`value` is its
  /// converted vector, `element` the tile element type) at element offset 0
  /// of a new region; returns the region's byte offset.
  int64_t write(Value value, Type element, const Distribution &d);
  /// The same, each element at `remap(index)` (vector<V x i32> of row-major
  /// indices to scratch element indices) instead of its row-major index: a
  /// shared-memory arrangement another reader wants (wgmma core matrices).
  /// `remapRun`: the remap keeps aligned runs of that many consecutive
  /// indices consecutive (1 when it does not), which vector stores need.
  /// `align`: of the region's start (a TMA box wants 128 bytes).
  int64_t write(Value value, Type element, const Distribution &d,
                llvm::function_ref<Value(Value)> remap, int64_t remapRun,
                int64_t align = 16);
  /// The same for the box of the tile (of `shape`) whose coordinate along
  /// `dim` lies in [lo, lo + size): element c at the row-major index of
  /// c - lo e_dim in the box (then remapped). A dot whose operands exceed
  /// the scratch writes them one K slice at a time.
  int64_t writeBox(Value value, Type element, const Distribution &d,
                   llvm::ArrayRef<int64_t> shape, int64_t dim, int64_t lo,
                   int64_t size, llvm::function_ref<Value(Value)> remap,
                   int64_t remapRun);
  /// Waits for every write, then reads elements at `indices`
  /// (vector<V x i32>) of the region at `offset`.
  Value read(int64_t offset, Type element, Value indices, int64_t slots);
  /// The tile in distribution `to` from the region at `offset` (written
  /// row-major): runs of slots holding consecutive elements load as one
  /// vector of up to 16 bytes.
  Value read(int64_t offset, Type element, const Distribution &to);
  /// One element at a scalar i32 index.
  Value readOne(int64_t offset, Type element, Value index);
  /// A new region of `elements` elements starting at a multiple of
  /// `align` bytes; returns its byte offset.
  int64_t allocate(int64_t elements, Type element, int64_t align = 16);
  /// Stores one element (a register value) at a scalar i32 index.
  void store(int64_t offset, Type element, Value index, Value x);
  /// Marks the end of the writes (barrier) - done by the first read.
  void sync();
  /// The scratch address of element `index` (i32) of the region at `offset`.
  Value elementPointer(int64_t offset, Type element, Value index);
  /// Tags a scratch access with the region at `offset` (for the barrier
  /// elimination; accesses built outside this class, such as ldmatrix).
  void tag(mlir::Operation *access, int64_t offset);
  /// Tags an access with the hull of all its regions (an MMA reading them
  /// through the async proxy).
  void tagAll(mlir::Operation *access);
  /// The writes are published by an mbarrier every writer arrives on and
  /// the one reader waits for, not by a CTA barrier.
  void publishedByMBarrier() { synced = true; }

private:
  /// Stores the runs of `width` owned slots at `indices` (scratch element
  /// indices) that `written` (of a run's first slot) accepts: nullopt
  /// skips the run, a null value stores it, an i1 stores it where true.
  void storeOwned(int64_t offset, Value value, Type element,
                  const Distribution &d, Value indices, int64_t width,
                  llvm::function_ref<std::optional<Value>(int64_t)> written);

  OpBuilder &b;
  Location loc;
  LoweringState &state;
  /// Where the first region went and the next one goes; -1 before the
  /// first.
  int64_t base = -1, used = -1;
  /// The end of each region, by its offset.
  llvm::DenseMap<int64_t, int64_t> regionEnds;
  bool synced = false;
};

/// shfl.sync over the whole warp of any register element of up to 64 bits
/// (narrower ones are widened to i32, 64-bit ones go as two halves); null
/// for other types. `kind` up uses clamp 0, the others clamp 31.
Value warpShuffle(OpBuilder &b, Location loc, Value x,
                  mlir::NVVM::ShflKind kind, int64_t offset);
/// Whether warpShuffle handles `type`.
bool shufflable(Type type);
/// sum over (from, to) of bit `from` of `x` moved to bit `to` (i32), in
/// runs of consecutive bits; 0 for no bits.
Value moveBits(OpBuilder &b, Location loc, Value x,
               llvm::ArrayRef<std::pair<int, int>> bits);

/// When every slot u of `to` can take, in every thread, the element
/// sourceOf(element of u) from one slot of `from` of the same thread (a
/// register renaming, decided by evaluating both layouts at every thread),
/// that slot for each u; else nullopt.
std::optional<llvm::SmallVector<int64_t>>
renameSlots(const Distribution &from, const Distribution &to,
            llvm::function_ref<int64_t(int64_t)> sourceOf);
/// The slots of `value` picked by a renaming.
Value applyRenaming(OpBuilder &b, Location loc, Value value,
                    llvm::ArrayRef<int64_t> slots);

/// A distributed tile (`value`, its converted vector) moved from layout
/// `from` to layout `to` through scratch: the owners under `from` write,
/// every slot under `to` reads. With from == to it hands the owners' values
/// to the replicas.
Value redistribute(OpBuilder &b, Location loc, LoweringState &state,
                   Value value, Type element, const Distribution &from,
                   const Distribution &to);

/// The tile in layout `to` whose slot u holds element `sourceIndices`[u]
/// (vector<to.slots x i32>, row-major indices; `sourceOf`, when known, the
/// same of a result element index at compile time) of `value` (layout `from`),
/// through scratch regions of at most state.scratchLimit bytes: per chunk
/// of source indices, the owners write the elements in it, then every slot
/// whose source is in it reads. For tiles larger than the scratch allows
/// at once (a 256x256 f32 transpose is 256 KiB); a barrier per chunk.
/// Slots whose index is past the tile (sourceOf: -1) keep their value in
/// `initial` (null: poison).
Value gatherInChunks(OpBuilder &b, Location loc, LoweringState &state,
                     Value value, Type element, const Distribution &from,
                     const Distribution &to, Value sourceIndices,
                     llvm::function_ref<int64_t(int64_t)> sourceOf,
                     Value initial = nullptr);

/// The same tile in layout `to`: a register renaming when every thread
/// already holds its elements, else redistribute.
Value relayout(OpBuilder &b, Location loc, LoweringState &state, Value value,
               Type element, const Distribution &from, const Distribution &to);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_DISTRIBUTION_H
