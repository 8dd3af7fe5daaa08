//===- Control.cpp - control flow, assert/assume/print, grid queries ------===//

#include "Exec.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {
namespace {

LogicalResult execIf(Exec &ex, Operation *op) {
  auto ifOp = cast<ct::IfOp>(op);
  const Tile &cond = ex.tile(ifOp.getCondition());
  if (failed(ex.checkNoPoison(op, cond, "the condition")))
    return failure();
  Region &region = (cond.bits[0] & 1) ? ifOp.getThenRegion()
                                       : ifOp.getElseRegion();
  if (region.empty())
    return success();
  Flow flow;
  SmallVector<RtValue> values;
  if (failed(ex.runBlock(region.front(), {}, flow, values)))
    return failure();
  if (flow == Flow::Yield || flow == Flow::Normal) {
    for (auto [res, v] : llvm::zip(op->getResults(), values))
      ex.set(res, v);
    return success();
  }
  ex.pendingFlow = flow;
  ex.pendingValues.assign(values.begin(), values.end());
  return success();
}

/// Integer value of a 0-D tile as a wide signed or unsigned number.
static __int128 wideValue(const Tile &t, bool isUnsigned) {
  return isUnsigned ? __int128(t.getZExt(0)) : __int128(t.getSExt(0));
}

LogicalResult execFor(Exec &ex, Operation *op) {
  auto forOp = cast<ct::ForOp>(op);
  const Tile &lb = ex.tile(forOp.getLowerBound());
  const Tile &ub = ex.tile(forOp.getUpperBound());
  const Tile &step = ex.tile(forOp.getStep());
  for (const Tile *t : {&lb, &ub, &step})
    if (failed(ex.checkNoPoison(op, *t, "a loop bound")))
      return failure();
  bool isUnsigned = forOp.getUnsignedCmp();
  __int128 lo = wideValue(lb, isUnsigned), hi = wideValue(ub, isUnsigned),
           st = wideValue(step, isUnsigned);
  // The spec requires a positive step; a zero or negative step is reported.
  if (st <= 0)
    return ex.fail(op, "undefined behaviour: loop step must be positive");
  SmallVector<RtValue> iters;
  for (Value v : forOp.getInitValues())
    iters.push_back(ex.get(v));
  Type ivType = lb.elt;
  for (__int128 iv = lo; iv < hi; iv += st) {
    SmallVector<RtValue> args;
    args.push_back({Tile::scalar(ivType, uint64_t(iv)), nullptr});
    args.append(iters.begin(), iters.end());
    Flow flow;
    SmallVector<RtValue> values;
    if (failed(ex.runBlock(*forOp.getBody(), args, flow, values)))
      return failure();
    if (flow == Flow::Return || flow == Flow::Break) {
      ex.pendingFlow = flow;
      ex.pendingValues.assign(values.begin(), values.end());
      return success();
    }
    iters.assign(values.begin(), values.end());
  }
  for (auto [res, v] : llvm::zip(op->getResults(), iters))
    ex.set(res, v);
  return success();
}

LogicalResult execLoop(Exec &ex, Operation *op) {
  auto loopOp = cast<ct::LoopOp>(op);
  SmallVector<RtValue> iters;
  for (Value v : loopOp.getInitValues())
    iters.push_back(ex.get(v));
  while (true) {
    Flow flow;
    SmallVector<RtValue> values;
    if (failed(ex.runBlock(*loopOp.getBody(), iters, flow, values)))
      return failure();
    if (flow == Flow::Break) {
      for (auto [res, v] : llvm::zip(op->getResults(), values))
        ex.set(res, v);
      return success();
    }
    if (flow == Flow::Return) {
      ex.pendingFlow = flow;
      ex.pendingValues.assign(values.begin(), values.end());
      return success();
    }
    if (flow != Flow::Continue)
      return ex.fail(op, "loop body ended without continue or break");
    iters.assign(values.begin(), values.end());
  }
}

LogicalResult execAssert(Exec &ex, Operation *op) {
  auto assertOp = cast<ct::AssertOp>(op);
  const Tile &cond = ex.tile(assertOp.getCondition());
  if (failed(ex.checkNoPoison(op, cond, "the assert condition")))
    return failure();
  for (size_t i = 0; i < cond.size(); ++i)
    if (!(cond.bits[i] & 1))
      return ex.fail(op, "assertion failed at element " + Twine(i) + ": " +
                             assertOp.getMessage());
  return success();
}

/// Checks an assume predicate; a violated assumption is undefined behaviour.
LogicalResult execAssume(Exec &ex, Operation *op) {
  auto assume = cast<ct::AssumeOp>(op);
  const RtValue &in = ex.get(assume.getValue());
  Attribute pred = assume.getPredicate();
  auto violated = [&](const Twine &what) {
    return ex.fail(op, "undefined behaviour: assumption " + what +
                           " does not hold");
  };
  if (auto divBy = dyn_cast<ct::DivByAttr>(pred)) {
    uint64_t d = divBy.getDivisor();
    if (in.view) {
      if (in.view->base % d)
        return violated("div_by<" + Twine(d) + "> on the view base");
    } else {
      const Tile &t = in.tile;
      SmallVector<int64_t, 4> idx;
      for (size_t i = 0; i < t.size(); ++i) {
        if (t.isPoison(i))
          continue;
        if (divBy.getEvery() && divBy.getAlong()) {
          unflatten(i, t.shape, idx);
          int64_t every = *divBy.getEvery();
          if (every == 0 || idx[*divBy.getAlong()] % every != 0)
            continue;
        }
        uint64_t v = isPtrElt(t.elt) ? t.bits[i] : uint64_t(t.getSExt(i));
        if (v % d)
          return violated("div_by<" + Twine(d) + "> at element " + Twine(i));
      }
    }
  } else if (auto bounded = dyn_cast<ct::BoundedAttr>(pred)) {
    const Tile &t = in.tile;
    for (size_t i = 0; i < t.size(); ++i) {
      if (t.isPoison(i))
        continue;
      int64_t v = t.getSExt(i);
      if ((bounded.getLb() && v < *bounded.getLb()) ||
          (bounded.getUb() && v > *bounded.getUb()))
        return violated("bounded at element " + Twine(i) + " (value " +
                        Twine(v) + ")");
    }
  } else if (auto same = dyn_cast<ct::SameElementsAttr>(pred)) {
    const Tile &t = in.tile;
    ArrayRef<int64_t> groups = same.getValues();
    SmallVector<int64_t, 4> idx;
    auto strides = rowMajorStrides(t.shape);
    for (size_t i = 0; i < t.size(); ++i) {
      unflatten(i, t.shape, idx);
      int64_t first = 0;
      for (size_t d = 0; d < idx.size(); ++d) {
        int64_t g = groups[d] ? groups[d] : 1;
        first += (idx[d] / g * g) * strides[d];
      }
      if (!t.isPoison(i) && !t.isPoison(first) && t.bits[i] != t.bits[first])
        return violated("same_elements at element " + Twine(i));
    }
  }
  ex.set(assume.getResult(), in);
  return success();
}

/// printf-style printing: each conversion consumes one argument; a tile
/// argument prints every element with that conversion.
LogicalResult execPrint(Exec &ex, Operation *op) {
  auto print = cast<ct::PrintTkoOp>(op);
  StringRef fmt = print.getStr();
  std::string out;
  llvm::raw_string_ostream os(out);
  unsigned argNo = 0;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      os << fmt[i];
      continue;
    }
    size_t end = fmt.find_first_of("diuoxXeEfFgGaAcsSpn%", i + 1);
    if (end == StringRef::npos)
      return ex.fail(op, "unterminated conversion in the format");
    if (fmt[end] == '%') {
      os << '%';
      i = end;
      continue;
    }
    if (argNo >= print.getArgs().size())
      return ex.fail(op, "too few arguments for the format");
    const Tile &t = ex.tile(print.getArgs()[argNo++]);
    std::string spec = fmt.substr(i, end - i).str();
    char conv = fmt[end];
    auto one = [&](size_t k) {
      char buf[128];
      if (t.isPoison(k))
        return std::string("poison");
      if (isFloatElt(t.elt)) {
        double d = decodeFloat(t.elt, t.bits[k]).convertToDouble();
        snprintf(buf, sizeof(buf), (spec + conv).c_str(), d);
      } else {
        bool isSigned = conv == 'd' || conv == 'i';
        long long v = isSigned ? t.getSExt(k) : (long long)t.getZExt(k);
        snprintf(buf, sizeof(buf), (spec + "ll" + conv).c_str(), v);
      }
      return std::string(buf);
    };
    if (t.rank() == 0) {
      os << one(0);
    } else {
      os << '[';
      for (size_t k = 0; k < t.size(); ++k)
        os << (k ? ", " : "") << one(k);
      os << ']';
    }
    i = end;
  }
  llvm::outs() << out;
  llvm::outs().flush();
  return success();
}

LogicalResult execNoResultToken(Exec &, Operation *) { return success(); }

LogicalResult execBlockId(Exec &ex, Operation *op) {
  for (unsigned d = 0; d < 3; ++d)
    ex.setTile(op->getResult(d),
               Tile::scalar(eltOf(op->getResult(d)), ex.blockId[d]));
  return success();
}

LogicalResult execNumBlocks(Exec &ex, Operation *op) {
  for (unsigned d = 0; d < 3; ++d)
    ex.setTile(op->getResult(d),
               Tile::scalar(eltOf(op->getResult(d)), ex.grid[d]));
  return success();
}

} // namespace

void registerControlOps(HandlerMap &m) {
  m["cuda_tile.if"] = execIf;
  m["cuda_tile.for"] = execFor;
  m["cuda_tile.loop"] = execLoop;
  m["cuda_tile.assert"] = execAssert;
  m["cuda_tile.assume"] = execAssume;
  m["cuda_tile.print_tko"] = execPrint;
  // Tokens carry no run-time value: the interpreter runs each tile block's
  // memory ops in program order, which is one legal order.
  m["cuda_tile.make_token"] = execNoResultToken;
  m["cuda_tile.join_tokens"] = execNoResultToken;
  // Programmatic dependent launch and fences order nothing in a sequential
  // run of the grid.
  m["cuda_tile.gdc_wait_tko"] = execNoResultToken;
  m["cuda_tile.gdc_launch_dependents_tko"] = execNoResultToken;
  m["cuda_tile.memory_fence_alias_tko"] = execNoResultToken;
  m["cuda_tile.get_tile_block_id"] = execBlockId;
  m["cuda_tile.get_num_tile_blocks"] = execNumBlocks;
}

} // namespace tileiras::interp
