//===- Distribution.cpp - thread distribution helpers ---------------------===//

#include "Distribution.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace tileiras::simt;

Type tileiras::simt::registerElementType(Type element) {
  if (isa<nv_tileaa::PtrType>(element))
    return IntegerType::get(element.getContext(), 64);
  // LLVM has no f8 types: f8 tiles are their i8 encoding, as the LLVM type
  // converter makes f8 scalars, so slot vectors cross function signatures
  // and block arguments.
  if (isa<FloatType>(element) && element.getIntOrFloatBitWidth() == 8)
    return IntegerType::get(element.getContext(), 8);
  return element;
}

TypedAttr tileiras::simt::registerAttr(TypedAttr value) {
  auto f = dyn_cast<FloatAttr>(value);
  Type storage = registerElementType(value.getType());
  if (!f || storage == value.getType())
    return value;
  return IntegerAttr::get(storage, f.getValue().bitcastToAPInt());
}

SimtTypeConverter::SimtTypeConverter(MLIRContext *ctx,
                                     const LoweringState &state)
    : LLVMTypeConverter(ctx), state(state) {
  // Tiles without a layout were rejected before the conversion started.
  addConversion([](RankedTensorType type) -> std::optional<Type> {
    auto layout = nv_tileas::getSimtLayout(type);
    if (!layout)
      return std::nullopt;
    return VectorType::get({layout.getNumSlots()},
                           registerElementType(type.getElementType()));
  });
  addConversion([](nv_tileaa::PtrType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext(), 1);
  });
  addConversion([](nv_tileas::SharedBufferType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext(), 3);
  });
  addConversion([](nv_tileas::PipelineType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext(), 3);
  });
  // The tensor map's global address (the CTA's slot, see TmaPatterns.cpp).
  addConversion([](nv_tileas::TmaDescType type) -> Type {
    return LLVM::LLVMPointerType::get(type.getContext(), 1);
  });
  addConversion([](nv_tileaa::MemTokenType type) -> Type {
    return IntegerType::get(type.getContext(), 32);
  });
  addConversion([](nv_tileaa::MemrefType type) -> Type {
    MLIRContext *ctx = type.getContext();
    auto i64 = IntegerType::get(ctx, 64);
    auto array = LLVM::LLVMArrayType::get(i64, type.getRank());
    return LLVM::LLVMStructType::getLiteral(
        ctx, {LLVM::LLVMPointerType::get(ctx, 1), array, array});
  });
  auto cast = [](OpBuilder &b, Type type, ValueRange inputs,
                 Location loc) -> Value {
    return UnrealizedConversionCastOp::create(b, loc, type, inputs)
        .getResult(0);
  };
  addSourceMaterialization(cast);
  addTargetMaterialization(cast);
}

Value tileiras::simt::threadId(OpBuilder &b, Location loc) {
  return NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
}

Value tileiras::simt::isThreadZero(OpBuilder &b, Location loc) {
  return arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, threadId(b, loc),
      arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0));
}

void tileiras::simt::when(OpBuilder &b, Location loc, Value condition,
                          function_ref<void()> body) {
  auto guard = scf::IfOp::create(b, loc, condition, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(guard.thenBlock());
  body();
}

Value tileiras::simt::splatI32(OpBuilder &b, Location loc, int64_t slots,
                               Value scalar) {
  return vector::BroadcastOp::create(
      b, loc, VectorType::get({slots}, scalar.getType()), scalar);
}

Value tileiras::simt::constI32(OpBuilder &b, Location loc, int64_t slots,
                               int64_t value) {
  auto type = VectorType::get({slots}, b.getI32Type());
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, b.getI32IntegerAttr(value)));
}

bool Distribution::threadsReplicate() const {
  return llvm::any_of(map.thread, [](const nv_tileas::SimtLeaf &leaf) {
    return leaf.stride == 0 && leaf.shape > 1;
  });
}

Distribution tileiras::simt::scalarDistribution(const LoweringState &state) {
  auto layout = nv_tileas::canonicalLayout(state.threads, 1);
  assert(layout && "every thread count has a one-element layout");
  return Distribution(nv_tileas::SimtMap::get(*layout));
}

/// The coordinate of %tid.x along a thread-mode leaf, (tid / prefix) mod
/// shape, on a splat of the thread id.
static Value threadCoord(OpBuilder &b, Location loc, const Distribution &d,
                         Value tid, const nv_tileas::SimtLeaf &leaf) {
  Value c = tid;
  if (leaf.prefix != 1)
    c = arith::DivUIOp::create(b, loc, c, constI32(b, loc, d.slots,
                                                   leaf.prefix));
  // tid < T: the outermost leaf needs no modulo.
  if (leaf.prefix * leaf.shape != d.threads)
    c = arith::RemUIOp::create(b, loc, c,
                               constI32(b, loc, d.slots, leaf.shape));
  return c;
}

Value tileiras::simt::slotIndices(OpBuilder &b, Location loc,
                                  const Distribution &d) {
  auto type = VectorType::get({d.slots}, b.getI32Type());
  Value tid = splatI32(b, loc, d.slots, threadId(b, loc));
  Value index;
  for (const nv_tileas::SimtLeaf &leaf : d.map.thread) {
    if (leaf.stride == 0 || leaf.shape == 1)
      continue;
    Value term = threadCoord(b, loc, d, tid, leaf);
    if (leaf.stride != 1)
      term = arith::MulIOp::create(b, loc, term,
                                   constI32(b, loc, d.slots, leaf.stride));
    index = index ? arith::AddIOp::create(b, loc, index, term) : term;
  }
  SmallVector<int32_t> offsets;
  for (int64_t v = 0; v < d.slots; ++v)
    offsets.push_back(int32_t(d.map.valueOffset(v)));
  bool zero = llvm::all_of(offsets, [](int32_t o) { return o == 0; });
  if (index && zero)
    return index;
  Value base = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type, ArrayRef<int32_t>(offsets)));
  return index ? arith::AddIOp::create(b, loc, index, base) : base;
}

Value tileiras::simt::ownerMask(OpBuilder &b, Location loc,
                                const Distribution &d) {
  if (d.exact())
    return nullptr;
  Value mask;
  auto both = [&](Value m) {
    mask = mask ? arith::AndIOp::create(b, loc, mask, m) : m;
  };
  Value tid;
  for (const nv_tileas::SimtLeaf &leaf : d.map.thread) {
    if (leaf.stride != 0 || leaf.shape == 1)
      continue;
    if (!tid)
      tid = splatI32(b, loc, d.slots, threadId(b, loc));
    // Outermost leaf: coordinate 0 is tid < prefix.
    if (leaf.prefix * leaf.shape == d.threads)
      both(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, tid,
                                 constI32(b, loc, d.slots, leaf.prefix)));
    else
      both(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                 threadCoord(b, loc, d, tid, leaf),
                                 constI32(b, loc, d.slots, 0)));
  }
  // Value-mode replicas, a constant per slot. (Built as a compare: the
  // LLVM lowering of non-splat i1 vector constants crashes.)
  SmallVector<int32_t> slotOwns;
  for (int64_t v = 0; v < d.slots; ++v)
    slotOwns.push_back(d.map.valueOwns(v));
  if (llvm::is_contained(slotOwns, 0))
    both(arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne,
        arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(VectorType::get({d.slots}, b.getI32Type()),
                                   ArrayRef<int32_t>(slotOwns))),
        constI32(b, loc, d.slots, 0)));
  return mask;
}

SmallVector<Value> tileiras::simt::delinearize(OpBuilder &b, Location loc,
                                               Value linear,
                                               ArrayRef<int64_t> shape) {
  int64_t slots = cast<VectorType>(linear.getType()).getNumElements();
  SmallVector<Value> coords(shape.size());
  int64_t stride = 1;
  for (int64_t i = shape.size() - 1; i >= 0; --i) {
    Value c = linear;
    if (stride != 1)
      c = arith::DivUIOp::create(b, loc, c, constI32(b, loc, slots, stride));
    if (i != 0)
      c = arith::RemUIOp::create(b, loc, c,
                                 constI32(b, loc, slots, shape[i]));
    coords[i] = c;
    stride *= shape[i];
  }
  return coords;
}

Value tileiras::simt::linearize(OpBuilder &b, Location loc, ValueRange coords,
                                ArrayRef<int64_t> shape) {
  int64_t slots = cast<VectorType>(coords.front().getType()).getNumElements();
  Value linear = constI32(b, loc, slots, 0);
  int64_t stride = 1;
  for (int64_t i = shape.size() - 1; i >= 0; --i) {
    Value term = coords[i];
    if (stride != 1)
      term = arith::MulIOp::create(b, loc, term,
                                   constI32(b, loc, slots, stride));
    linear = arith::AddIOp::create(b, loc, linear, term);
    stride *= shape[i];
  }
  return linear;
}

Value tileiras::simt::extractSlot(OpBuilder &b, Location loc, Value vector,
                                  int64_t slot) {
  return vector::ExtractOp::create(b, loc, vector, ArrayRef<int64_t>{slot});
}

Value tileiras::simt::insertSlot(OpBuilder &b, Location loc, Value vector,
                                 Value scalar, int64_t slot) {
  return vector::InsertOp::create(b, loc, scalar, vector,
                                  ArrayRef<int64_t>{slot});
}

void tileiras::simt::barrier(OpBuilder &b, Location loc) {
  NVVM::Barrier0Op::create(b, loc);
}

Operation *tileiras::simt::emitKernelInit(OpBuilder &b, Operation *fn,
                                          llvm::function_ref<void()> init) {
  constexpr llvm::StringLiteral kInitBarrierAttr = "tileiras.init_barrier";
  auto function = dyn_cast_or_null<FunctionOpInterface>(fn);
  if (!function || !fn->hasAttr(mlir::nv_tileaa::kKernelAttrName) ||
      function.getFunctionBody().empty())
    return nullptr;
  OpBuilder::InsertionGuard g(b);
  Block &entry = function.getFunctionBody().front();
  for (Operation &op : entry)
    if (op.hasAttr(kInitBarrierAttr)) {
      b.setInsertionPoint(&op);
      init();
      return &op;
    }
  b.setInsertionPointToStart(&entry);
  init();
  auto barrier = NVVM::Barrier0Op::create(b, fn->getLoc());
  barrier->setAttr(kInitBarrierAttr, b.getUnitAttr());
  barrier->setAttr(kAllThreadsBarrierAttr, b.getUnitAttr());
  return barrier;
}

void tileiras::simt::globalOrderBarrier(OpBuilder &b, Location loc) {
  auto op = NVVM::Barrier0Op::create(b, loc);
  op->setAttr(kGlobalOrderAttr, b.getUnitAttr());
}

//===----------------------------------------------------------------------===//
// Exchange
//===----------------------------------------------------------------------===//

int64_t tileiras::simt::elementBytes(Type element) {
  Type storage = registerElementType(element);
  return std::max<int64_t>(1, (storage.getIntOrFloatBitWidth() + 7) / 8);
}

static Type scratchType(OpBuilder &b, Type element) {
  Type storage = registerElementType(element);
  return storage.isInteger(1) ? b.getI8Type() : storage;
}

Exchange::Exchange(OpBuilder &b, Location loc, LoweringState &state)
    : b(b), loc(loc), state(state) {
  // The previous exchange's readers must be done before anyone writes
  // (unless none can be reading: eliminateRedundantBarriers).
  auto entry = NVVM::Barrier0Op::create(b, loc);
  entry->setAttr(kExchangeEntryAttr, b.getUnitAttr());
}

Value Exchange::elementPointer(int64_t offset, Type element, Value index) {
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value base = LLVM::AddressOfOp::create(b, loc, ptrType, kScratchSymbol);
  Value bytes = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                                    ArrayRef<LLVM::GEPArg>{int32_t(offset)});
  return LLVM::GEPOp::create(b, loc, ptrType, scratchType(b, element), bytes,
                             ValueRange{index});
}

int64_t Exchange::allocate(int64_t elements, Type element, int64_t align) {
  int64_t bytes = elements * elementBytes(element);
  if (used < 0) {
    // After the previous exchange's regions, so that its readers and our
    // writers touch different bytes, when the scratch grows by little: dots'
    // operand tiles in a loop side by side would double it, and the
    // reordering the dropped barriers allow costs registers there.
    Operation *function =
        b.getInsertionBlock()->getParent()->getParentOfType<FunctionOpInterface>();
    if (function != state.lastExchangeFunction)
      state.lastExchangeEnd = 0;
    state.lastExchangeFunction = function;
    int64_t after = llvm::alignTo(state.lastExchangeEnd, align);
    int64_t cap = std::min(kMaxStaticSharedBytes - state.ringBytes,
                           std::max(state.scratchBytes, 2 * bytes));
    base = state.sideBySide && after > 0 && after + bytes <= cap ? after : 0;
    state.placedSideBySide |= base > 0;
    used = base;
  }
  int64_t offset = llvm::alignTo(used, align);
  state.scratchAlign = std::max(state.scratchAlign, align);
  used = offset + bytes;
  regionEnds[offset] = used;
  state.scratchBytes = std::max(state.scratchBytes, used);
  state.lastExchangeEnd = used;
  return offset;
}

void Exchange::tag(Operation *access, int64_t offset) {
  auto end = regionEnds.find(offset);
  if (end == regionEnds.end())
    return;
  access->setAttr(kScratchRegionAttr,
                  b.getDenseI64ArrayAttr({offset, end->second}));
}

void Exchange::tagAll(Operation *access) {
  if (base >= 0)
    access->setAttr(kScratchRegionAttr, b.getDenseI64ArrayAttr({base, used}));
}

void Exchange::store(int64_t offset, Type element, Value index, Value x) {
  Type storage = scratchType(b, element);
  if (storage != x.getType())
    x = arith::ExtUIOp::create(b, loc, storage, x);
  tag(LLVM::StoreOp::create(b, loc, x, elementPointer(offset, element, index)),
      offset);
}

int64_t Exchange::write(Value value, Type element, const Distribution &d) {
  return write(
      value, element, d, [](Value indices) { return indices; },
      /*remapRun=*/d.slots);
}

int64_t Exchange::write(Value value, Type element, const Distribution &d,
                        function_ref<Value(Value)> remap, int64_t remapRun,
                        int64_t align) {
  int64_t offset = allocate(d.elements, element, align);
  int64_t width =
      d.map.runWidth(std::min<int64_t>(16 / elementBytes(element), remapRun));
  storeOwned(offset, value, element, d, remap(slotIndices(b, loc, d)), width,
             [](int64_t) -> std::optional<Value> { return Value(); });
  return offset;
}

/// Whether the indices `indexOf(t)` of all `threads` threads lie in
/// [lo, lo + size): all, none or some.
enum class ChunkCover { All, None, Some };
static ChunkCover cover(int64_t threads, int64_t lo, int64_t size,
                        function_ref<int64_t(int64_t)> indexOf) {
  bool any = false, every = true;
  for (int64_t t = 0; t < threads; ++t) {
    int64_t i = indexOf(t);
    bool inside = i >= lo && i < lo + size;
    any |= inside;
    every &= inside;
  }
  return every ? ChunkCover::All : any ? ChunkCover::Some : ChunkCover::None;
}

int64_t Exchange::writeBox(Value value, Type element, const Distribution &d,
                           ArrayRef<int64_t> shape, int64_t dim, int64_t lo,
                           int64_t size, function_ref<Value(Value)> remap,
                           int64_t remapRun) {
  int64_t inner = ShapedType::getNumElements(shape.drop_front(dim + 1));
  int64_t offset = allocate(d.elements / shape[dim] * size, element);
  // Runs along the last dimension stay whole within a slice.
  int64_t width = d.map.runWidth(std::min<int64_t>(
      {16 / elementBytes(element), remapRun, inner == 1 ? size : remapRun}));
  Value along;
  Value boxIndices = sliceIndices(b, loc, slotIndices(b, loc, d), shape, dim,
                                  lo, size, &along);
  storeOwned(offset, value, element, d, remap(boxIndices), width,
             [&](int64_t v) -> std::optional<Value> {
               // Which threads' slot v lies in the slice is known here.
               switch (cover(d.threads, lo, size, [&](int64_t t) {
                 return d.map.elementOf(t, v) / inner % shape[dim];
               })) {
               case ChunkCover::None:
                 return std::nullopt;
               case ChunkCover::All:
                 return Value();
               case ChunkCover::Some:
                 break;
               }
               Type i32 = b.getI32Type();
               Value local = arith::SubIOp::create(
                   b, loc, extractSlot(b, loc, along, v),
                   arith::ConstantIntOp::create(b, loc, i32, lo));
               return arith::CmpIOp::create(
                   b, loc, arith::CmpIPredicate::ult, local,
                   arith::ConstantIntOp::create(b, loc, i32, size));
             });
  return offset;
}

Value tileiras::simt::sliceIndices(OpBuilder &b, Location loc, Value indices,
                                   ArrayRef<int64_t> shape, int64_t dim,
                                   int64_t lo, int64_t size, Value *along) {
  int64_t inner = ShapedType::getNumElements(shape.drop_front(dim + 1));
  int64_t slots = cast<VectorType>(indices.getType()).getNumElements();
  auto c = [&](int64_t v) { return constI32(b, loc, slots, v); };
  // Index i = (o shape[dim] + x) inner + r goes to (o size + x - lo) inner
  // + r.
  Value x = inner == 1
                ? indices
                : arith::DivUIOp::create(b, loc, indices, c(inner)).getResult();
  Value sliced = arith::SubIOp::create(b, loc, indices, c(lo * inner));
  if (dim > 0) {
    x = arith::RemUIOp::create(b, loc, x, c(shape[dim]));
    Value outer =
        arith::DivUIOp::create(b, loc, indices, c(shape[dim] * inner));
    sliced = arith::SubIOp::create(
        b, loc, sliced,
        arith::MulIOp::create(b, loc, outer, c((shape[dim] - size) * inner)));
  }
  if (along)
    *along = x;
  return sliced;
}

int64_t tileiras::simt::slicesToFit(int64_t bytes, int64_t limit,
                                    int64_t extent, int64_t least) {
  int64_t slices = 1;
  while (bytes > slices * limit && extent / (2 * slices) >= least)
    slices *= 2;
  return slices;
}

void Exchange::storeOwned(int64_t offset, Value value, Type element,
                          const Distribution &d, Value indices, int64_t width,
                          function_ref<std::optional<Value>(int64_t)> written) {
  Value owners = ownerMask(b, loc, d);
  Type storage = scratchType(b, element);
  int64_t bytes = elementBytes(element);
  for (int64_t v = 0; v < d.slots; v += width) {
    // Replicas would store the same value again; only owners write.
    if (!d.map.valueOwns(v))
      continue;
    std::optional<Value> guard = written(v);
    if (!guard)
      continue;
    if (d.threadsReplicate()) {
      Value owner = extractSlot(b, loc, owners, v);
      *guard = *guard ? arith::AndIOp::create(b, loc, *guard, owner).getResult()
                      : owner;
    }
    OpBuilder::InsertionGuard g(b);
    if (*guard) {
      auto ifOp = scf::IfOp::create(b, loc, *guard, /*withElseRegion=*/false);
      b.setInsertionPointToStart(ifOp.thenBlock());
    }
    SmallVector<Value> run;
    for (int64_t j = 0; j < width; ++j) {
      Value x = extractSlot(b, loc, value, v + j);
      if (storage != x.getType())
        x = arith::ExtUIOp::create(b, loc, storage, x);
      run.push_back(x);
    }
    Value x = width == 1 ? run.front()
                         : vector::FromElementsOp::create(
                               b, loc, VectorType::get({width}, storage), run)
                               .getResult();
    tag(LLVM::StoreOp::create(
            b, loc, x,
            elementPointer(offset, element, extractSlot(b, loc, indices, v)),
            /*alignment=*/width > 1 ? width * bytes : 0),
        offset);
  }
}

Value Exchange::read(int64_t offset, Type element, const Distribution &to) {
  int64_t width = to.map.runWidth(16 / elementBytes(element));
  Value indices = slotIndices(b, loc, to);
  if (width == 1)
    return read(offset, element, indices, to.slots);
  sync();
  Type storage = scratchType(b, element);
  Type reg = registerElementType(element);
  Value result =
      LLVM::PoisonOp::create(b, loc, VectorType::get({to.slots}, reg));
  for (int64_t v = 0; v < to.slots; v += width) {
    auto load = LLVM::LoadOp::create(
        b, loc, VectorType::get({width}, storage),
        elementPointer(offset, element, extractSlot(b, loc, indices, v)),
        /*alignment=*/width * elementBytes(element));
    tag(load, offset);
    for (int64_t j = 0; j < width; ++j) {
      Value x = vector::ExtractOp::create(b, loc, load.getResult(), j);
      if (reg != storage)
        x = arith::TruncIOp::create(b, loc, reg, x);
      result = insertSlot(b, loc, result, x, v + j);
    }
  }
  return result;
}

void Exchange::sync() {
  if (!synced)
    barrier(b, loc);
  synced = true;
}

Value Exchange::readOne(int64_t offset, Type element, Value index) {
  sync();
  Type storage = scratchType(b, element);
  auto load = LLVM::LoadOp::create(b, loc, storage,
                                   elementPointer(offset, element, index));
  tag(load, offset);
  Value x = load;
  Type reg = registerElementType(element);
  if (reg != storage)
    x = arith::TruncIOp::create(b, loc, reg, x);
  return x;
}

Value Exchange::read(int64_t offset, Type element, Value indices,
                     int64_t slots) {
  sync();
  Type reg = registerElementType(element);
  Value result = LLVM::PoisonOp::create(b, loc, VectorType::get({slots}, reg));
  for (int64_t v = 0; v < slots; ++v)
    result = insertSlot(
        b, loc, result,
        readOne(offset, element, extractSlot(b, loc, indices, v)), v);
  return result;
}

std::optional<SmallVector<int64_t>>
tileiras::simt::renameSlots(const Distribution &from, const Distribution &to,
                            function_ref<int64_t(int64_t)> sourceOf) {
  if (from.threads != to.threads)
    return std::nullopt;
  // Thread 0 proposes a slot per element; every thread must agree.
  DenseMap<int64_t, int64_t> slotOf;
  for (int64_t v = from.slots - 1; v >= 0; --v)
    slotOf[from.map.elementOf(0, v)] = v;
  SmallVector<int64_t> slots;
  for (int64_t u = 0; u < to.slots; ++u) {
    auto it = slotOf.find(sourceOf(to.map.elementOf(0, u)));
    if (it == slotOf.end())
      return std::nullopt;
    for (int64_t t = 1; t < to.threads; ++t)
      if (from.map.elementOf(t, it->second) !=
          sourceOf(to.map.elementOf(t, u)))
        return std::nullopt;
    slots.push_back(it->second);
  }
  return slots;
}

Value tileiras::simt::applyRenaming(OpBuilder &b, Location loc, Value value,
                                    ArrayRef<int64_t> slots) {
  int64_t n = cast<VectorType>(value.getType()).getNumElements();
  if (int64_t(slots.size()) == n &&
      llvm::equal(slots, llvm::seq<int64_t>(0, n)))
    return value;
  return vector::ShuffleOp::create(b, loc, value, value, slots);
}

Value tileiras::simt::gatherInChunks(
    OpBuilder &b, Location loc, LoweringState &state, Value value, Type element,
    const Distribution &from, const Distribution &to, Value sourceIndices,
    function_ref<int64_t(int64_t)> sourceOf, Value initial) {
  int64_t bytes = elementBytes(element);
  // Chunks of a power of two elements, at most the limit.
  int64_t chunk = llvm::bit_floor<uint64_t>(
      std::max<int64_t>(16, state.scratchLimit) / bytes);
  chunk = std::min<int64_t>(chunk, llvm::bit_ceil<uint64_t>(from.elements));
  Type i32 = b.getI32Type();
  auto c32 = [&](int64_t v) -> Value {
    return arith::ConstantIntOp::create(b, loc, i32, v);
  };
  Value result =
      initial ? initial
              : LLVM::PoisonOp::create(
                    b, loc,
                    VectorType::get({to.slots}, registerElementType(element)));
  for (int64_t lo = 0; lo < from.elements; lo += chunk) {
    // The entry barrier: the previous chunk's readers are done.
    Exchange exchange(b, loc, state);
    // Which slots hold elements of the chunk is mostly known statically
    // (the chunk is a range of high index bits); the rest is tested.
    int64_t offset = exchange.writeBox(
        value, element, from, {from.elements}, /*dim=*/0, lo, chunk,
        [](Value indices) { return indices; }, /*remapRun=*/chunk);
    for (int64_t u = 0; u < to.slots; ++u) {
      ChunkCover c = !sourceOf ? ChunkCover::Some
                               : cover(to.threads, lo, chunk, [&](int64_t t) {
                                   return sourceOf(to.map.elementOf(t, u));
                                 });
      if (c == ChunkCover::None)
        continue;
      Value local = arith::SubIOp::create(
          b, loc, extractSlot(b, loc, sourceIndices, u), c32(lo));
      if (c == ChunkCover::All) {
        result = insertSlot(b, loc, result,
                            exchange.readOne(offset, element, local), u);
        continue;
      }
      // Every thread loads (in bounds) and keeps what its chunk holds.
      Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           local, c32(chunk));
      Value x = exchange.readOne(
          offset, element,
          arith::SelectOp::create(b, loc, inside, local, c32(0)));
      result =
          insertSlot(b, loc, result,
                     arith::SelectOp::create(b, loc, inside, x,
                                             extractSlot(b, loc, result, u)),
                     u);
    }
  }
  return result;
}

Value tileiras::simt::redistribute(OpBuilder &b, Location loc,
                                   LoweringState &state, Value value,
                                   Type element, const Distribution &from,
                                   const Distribution &to) {
  if (from.elements * elementBytes(element) > state.scratchLimit)
    return gatherInChunks(b, loc, state, value, element, from, to,
                          slotIndices(b, loc, to), [](int64_t e) { return e; });
  Exchange exchange(b, loc, state);
  int64_t offset = exchange.write(value, element, from);
  return exchange.read(offset, element, to);
}

Value tileiras::simt::relayout(OpBuilder &b, Location loc, LoweringState &state,
                               Value value, Type element,
                               const Distribution &from,
                               const Distribution &to) {
  if (auto slots = renameSlots(from, to, [](int64_t e) { return e; }))
    return applyRenaming(b, loc, value, *slots);
  return redistribute(b, loc, state, value, element, from, to);
}
