//===- Interp.cpp - dispatcher, blocks and kernel launch ------------------===//

#include "E5M3.h"
#include "Exec.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {

static const HandlerMap &handlers() {
  static const HandlerMap map = [] {
    HandlerMap m;
    registerFloatOps(m);
    registerIntOps(m);
    registerConvertOps(m);
    registerShapeOps(m);
    registerMemoryOps(m);
    registerAggregateOps(m);
    registerControlOps(m);
    return m;
  }();
  return map;
}

std::vector<std::string> supportedOps() {
  std::vector<std::string> names;
  for (const auto &entry : handlers())
    names.push_back(entry.getKey().str());
  // Terminators are handled by runBlock; function-likes by the launcher.
  for (const char *n : {"cuda_tile.yield", "cuda_tile.break",
                        "cuda_tile.continue", "cuda_tile.return",
                        "cuda_tile.entry", "cuda_tile.module",
                        "cuda_tile.global", "cuda_tile.testing$func"})
    names.push_back(n);
  std::sort(names.begin(), names.end());
  return names;
}

LogicalResult Exec::fail(Operation *op, const Twine &msg) {
  InFlightDiagnostic diag = op->emitError() << msg;
  diag.attachNote() << "in tile block (" << blockId[0] << ", " << blockId[1]
                    << ", " << blockId[2] << ")";
  return failure();
}

LogicalResult Exec::checkNoPoison(Operation *op, const Tile &t,
                                  StringRef what) {
  if (!t.anyPoison())
    return success();
  for (size_t i = 0; i < t.size(); ++i)
    if (t.isPoison(i))
      return fail(op, "undefined behaviour: " + what + " element " +
                          Twine(i) + " is poison");
  return success();
}

Type eltOf(Value v) {
  if (auto t = dyn_cast<ct::TileType>(v.getType()))
    return t.getElementType();
  return {};
}

ArrayRef<int64_t> shapeOf(Value v) {
  return cast<ct::TileType>(v.getType()).getShape();
}

llvm::RoundingMode toLLVMRounding(ct::RoundingMode mode) {
  switch (mode) {
  case ct::RoundingMode::Zero:
  case ct::RoundingMode::NearestIntToZero:
    return llvm::RoundingMode::TowardZero;
  case ct::RoundingMode::NegativeInf:
    return llvm::RoundingMode::TowardNegative;
  case ct::RoundingMode::PositiveInf:
    return llvm::RoundingMode::TowardPositive;
  case ct::RoundingMode::NearestAway:
    return llvm::RoundingMode::NearestTiesToAway;
  default: // nearest_even; approx and full are computed correctly rounded.
    return llvm::RoundingMode::NearestTiesToEven;
  }
}

/// fnv8E5M3FNU has hand-written conversions only (E5M3.h): ops that
/// convert it or move its bits run; any other op on it is refused rather
/// than computed with a made-up arithmetic.
LogicalResult Exec::checkE5M3(Operation *op) {
  static const llvm::StringSet<> bitMovers = {
      "cuda_tile.ftof",          "cuda_tile.bitcast",
      "cuda_tile.load_view_tko", "cuda_tile.store_view_tko",
      "cuda_tile.load_ptr_tko",  "cuda_tile.store_ptr_tko",
      "cuda_tile.reshape",       "cuda_tile.broadcast",
      "cuda_tile.permute",       "cuda_tile.cat",
      "cuda_tile.extract",       "cuda_tile.insert",
      "cuda_tile.select"};
  auto isE5M3Tile = [](Type t) {
    auto tile = dyn_cast<ct::TileType>(t);
    return tile && isE5M3(tile.getElementType());
  };
  if ((llvm::any_of(op->getOperandTypes(), isE5M3Tile) ||
       llvm::any_of(op->getResultTypes(), isE5M3Tile)) &&
      !bitMovers.contains(op->getName().getStringRef()))
    return fail(op, "unsupported element type fnv8E5M3FNU in '" +
                        op->getName().getStringRef() +
                        "' (only conversions and data movement are "
                        "implemented)");
  return success();
}

LogicalResult Exec::runOp(Operation *op) {
  if (options.maxSteps && ++steps > options.maxSteps)
    return fail(op, "step limit of " + Twine(options.maxSteps) +
                        " ops exceeded (endless loop?)");
  auto it = handlers().find(op->getName().getStringRef());
  if (it == handlers().end())
    return fail(op, "the interpreter has no rule for '" +
                        op->getName().getStringRef() + "'");
  if (failed(checkE5M3(op)))
    return failure();
  return it->second(*this, op);
}

LogicalResult Exec::runBlock(Block &block, ArrayRef<RtValue> args, Flow &flow,
                             SmallVectorImpl<RtValue> &results) {
  for (auto [arg, value] : llvm::zip(block.getArguments(), args))
    env[arg] = value;
  for (Operation &op : block) {
    Flow kind = Flow::Normal;
    if (isa<ct::YieldOp>(op))
      kind = Flow::Yield;
    else if (isa<ct::BreakOp>(op))
      kind = Flow::Break;
    else if (isa<ct::ContinueOp>(op))
      kind = Flow::Continue;
    else if (isa<ct::ReturnOp>(op))
      kind = Flow::Return;
    if (kind != Flow::Normal) {
      results.clear();
      for (Value v : op.getOperands())
        results.push_back(env[v]);
      flow = kind;
      return success();
    }
    if (failed(runOp(&op)))
      return failure();
    // An `if` whose region ended in break/continue/return passes it on.
    if (pendingFlow != Flow::Normal) {
      flow = pendingFlow;
      results.assign(pendingValues.begin(), pendingValues.end());
      pendingFlow = Flow::Normal;
      pendingValues.clear();
      return success();
    }
  }
  flow = Flow::Normal;
  results.clear();
  return success();
}

/// Allocates every `global` of the module and records its address.
static LogicalResult allocateGlobals(Exec &ex, Operation *module) {
  for (Operation &op : module->getRegion(0).front()) {
    auto global = dyn_cast<ct::GlobalOp>(op);
    if (!global)
      continue;
    auto value = global.getValue();
    Type elt = value.getElementType();
    unsigned bytes = eltBytes(elt);
    uint64_t n = value.getNumElements();
    uint64_t addr = ex.memory.allocate(global.getSymName(), n * bytes,
                                       std::max<uint64_t>(
                                           global.getAlignment(), bytes));
    uint64_t i = 0;
    if (isFloatElt(elt)) {
      for (const llvm::APFloat &f : value.getValues<llvm::APFloat>())
        ex.memory.store(addr + bytes * i++, bytes, encodeFloat(elt, f));
    } else {
      for (const llvm::APInt &v : value.getValues<llvm::APInt>())
        ex.memory.store(addr + bytes * i++, bytes, v.getZExtValue());
    }
    ex.globals[global.getSymName()] = addr;
  }
  return success();
}

static LogicalResult runBody(Exec &ex, Operation *func, ArrayRef<Tile> args,
                             std::vector<Tile> *results) {
  Region &body = func->getRegion(0);
  if (body.empty())
    return func->emitError("function has no body");
  Block &block = body.front();
  if (block.getNumArguments() != args.size())
    return func->emitError() << "expected " << block.getNumArguments()
                             << " arguments, got " << args.size();
  SmallVector<RtValue> argValues;
  for (auto [arg, tile] : llvm::zip(block.getArguments(), args)) {
    auto type = dyn_cast<ct::TileType>(arg.getType());
    if (!type || type.getElementType() != tile.elt ||
        type.getShape() != ArrayRef<int64_t>(tile.shape))
      return func->emitError() << "argument #" << arg.getArgNumber()
                               << " has type " << arg.getType()
                               << ", which the given value does not match";
    argValues.push_back({tile, nullptr});
  }
  ex.env.clear();
  ex.steps = 0;
  Flow flow;
  SmallVector<RtValue> values;
  if (failed(ex.runBlock(block, argValues, flow, values)))
    return failure();
  if (results)
    for (RtValue &v : values)
      results->push_back(v.tile);
  return success();
}

LogicalResult runKernel(Operation *module, StringRef entry,
                        ArrayRef<Tile> args, std::array<int64_t, 3> grid,
                        Memory &memory, const RunOptions &options) {
  Operation *func = nullptr;
  for (Operation &op : module->getRegion(0).front())
    if (auto e = dyn_cast<ct::EntryOp>(op); e && e.getSymName() == entry)
      func = &op;
  if (!func)
    return module->emitError() << "no entry named '" << entry << "'";
  for (int64_t g : grid)
    if (g < 1 || g > (int64_t(1) << 31) - 1)
      return module->emitError("grid dimensions must be in [1, 2^31)");
  Exec ex(memory, options);
  ex.module = module;
  ex.grid = grid;
  if (failed(allocateGlobals(ex, module)))
    return failure();
  int64_t total = grid[0] * grid[1] * grid[2];
  for (int64_t n = 0; n < total; ++n) {
    int64_t k = options.order == RunOptions::BlockOrder::Reverse
                    ? total - 1 - n
                    : n;
    ex.blockId = {k % grid[0], (k / grid[0]) % grid[1],
                  k / (grid[0] * grid[1])};
    if (failed(runBody(ex, func, args, nullptr)))
      return failure();
  }
  return success();
}

LogicalResult runFunction(Operation *func, ArrayRef<Tile> args,
                          Memory &memory, std::vector<Tile> &results,
                          const RunOptions &options) {
  Exec ex(memory, options);
  ex.module = func->getParentOp();
  if (ex.module && failed(allocateGlobals(ex, ex.module)))
    return failure();
  return runBody(ex, func, args, &results);
}

} // namespace tileiras::interp
