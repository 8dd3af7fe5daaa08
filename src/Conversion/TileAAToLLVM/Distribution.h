//===- Distribution.h - how tiles are spread over threads -------*- C++ -*-===//
//
// One layout for every tile: a tile of N elements lives in T = 32 * warps
// threads as V = ceil(N / T) slots per thread, and slot v of thread t holds
// the element of row-major index (t + T * v) mod N. Slots with
// t + T * v < N *own* their element; the others hold a replica. So a tile
// with one element is replicated in every thread (a uniform scalar), and
// reshape is free. Elements move between threads only through shared
// memory (`exchange`), which is correct for every shape op, not fast.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_DISTRIBUTION_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_DISTRIBUTION_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

namespace tileiras::simt {

using mlir::Location;
using mlir::OpBuilder;
using mlir::Type;
using mlir::Value;

/// The name of the shared-memory scratch every exchange goes through.
inline constexpr llvm::StringLiteral kScratchSymbol = "__tileiras_scratch";
/// The static shared memory a kernel may declare without an opt-in.
inline constexpr int64_t kMaxStaticSharedBytes = 48 * 1024;

struct Distribution {
  int64_t threads;  // T
  int64_t elements; // N
  int64_t slots;    // V

  Distribution(int64_t threads, int64_t elements)
      : threads(threads), elements(elements),
        slots((elements + threads - 1) / threads) {}
  /// True when every slot owns its element (no replicas).
  bool exact() const { return slots * threads == elements; }
};

/// Per-kernel lowering state shared by the patterns.
struct LoweringState {
  int64_t threads = 128;
  /// Largest scratch any exchange needed, in bytes.
  int64_t scratchBytes = 0;
};

/// The type converter: tensor<S x T> -> vector<V x T'> with pointers as i64,
/// scalar pointers -> !llvm.ptr<1>, memrefs -> {ptr, [r x i64], [r x i64]},
/// tokens -> i32.
class SimtTypeConverter : public mlir::LLVMTypeConverter {
public:
  SimtTypeConverter(mlir::MLIRContext *ctx, const LoweringState &state);
  const LoweringState &state;
};

/// Storage type of an element in registers (pointers are i64 addresses).
Type registerElementType(Type element);
/// Bytes one element takes in memory (i1 takes a byte).
int64_t elementBytes(Type element);

/// %tid.x as i32.
Value threadId(OpBuilder &b, Location loc);
/// Row-major linear index of every slot: vector<V x i32>.
Value slotIndices(OpBuilder &b, Location loc, const Distribution &d);
/// Which slots own their element (vector<V x i1>), or null when all do.
Value ownerMask(OpBuilder &b, Location loc, const Distribution &d);
/// Coordinates (vectors of i32) of row-major linear indices in `shape`.
llvm::SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                                     llvm::ArrayRef<int64_t> shape);
/// Row-major linear index of coordinates in `shape`.
Value linearize(OpBuilder &b, Location loc, mlir::ValueRange coords,
                llvm::ArrayRef<int64_t> shape);

/// i32 vector constant / splat helpers.
Value splatI32(OpBuilder &b, Location loc, int64_t slots, Value scalar);
Value constI32(OpBuilder &b, Location loc, int64_t slots, int64_t value);
Value extractSlot(OpBuilder &b, Location loc, Value vector, int64_t slot);
Value insertSlot(OpBuilder &b, Location loc, Value vector, Value scalar,
                 int64_t slot);

/// CTA barrier.
void barrier(OpBuilder &b, Location loc);

/// Shared-memory exchange. Scratch is reused by every exchange, so a write
/// first waits for all readers of the previous one.
class Exchange {
public:
  Exchange(OpBuilder &b, Location loc, LoweringState &state);
  /// Stores the owned elements of a distributed tile (`value` is its
  /// converted vector, `element` the tile element type) at element offset 0
  /// of a new region; returns the region's byte offset.
  int64_t write(Value value, Type element, const Distribution &d);
  /// Waits for every write, then reads elements at `indices`
  /// (vector<V x i32>) of the region at `offset`.
  Value read(int64_t offset, Type element, Value indices, int64_t slots);
  /// One element at a scalar i32 index.
  Value readOne(int64_t offset, Type element, Value index);
  /// Marks the end of the writes (barrier) - done by the first read.
  void sync();

private:
  Value elementPointer(int64_t offset, Type element, Value index);
  OpBuilder &b;
  Location loc;
  LoweringState &state;
  int64_t used = 0;
  bool synced = false;
};

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_DISTRIBUTION_H
