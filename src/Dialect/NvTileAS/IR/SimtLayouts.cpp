//===- SimtLayouts.cpp - thread layouts chosen for a purpose --------------===//
//
// A derived layout is P o L: L maps (thread, value) to the row-major index
// of an element of the source shape, and the projection P maps that index
// to the index the derived tile gives the element (0 along a dropped
// dimension). P is a CuTe layout over the source shape, its modes in colex
// order (last dimension first), so composition does the splitting of L's
// leaves at dimension boundaries.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/SimtLayouts.h"

#include "tileiras/Layout/Algebra.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/bit.h"

using namespace mlir;
using namespace mlir::nv_tileas;
namespace lay = tileiras::layout;
using L = lay::Layout;

static SmallVector<int64_t> rowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = int64_t(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

SimtLayoutAttr mlir::nv_tileas::makeSimtLayout(MLIRContext *context,
                                               int64_t threads,
                                               const L &layout) {
  auto attr = cute::LayoutAttr::get(context, layout);
  if (failed(SimtLayoutAttr::verify([] { return InFlightDiagnostic(); },
                                    threads, attr)))
    return {};
  return SimtLayoutAttr::get(context, threads, attr);
}

/// P: row-major index over `shape` -> sum of coordinate j * target[j].
static L projection(ArrayRef<int64_t> shape, ArrayRef<int64_t> target) {
  std::vector<L> modes;
  for (int64_t j = int64_t(shape.size()) - 1; j >= 0; --j)
    modes.push_back(L::leaf(shape[j], target[j]));
  if (modes.empty())
    return L::leaf(1, 0);
  if (modes.size() == 1)
    return modes.front();
  return L::tuple(std::move(modes));
}

/// P o layout, each of the (thread, value) modes coalesced; null when the
/// layout's leaves do not split at the projection's dimension boundaries.
static SimtLayoutAttr project(SimtLayoutAttr layout, ArrayRef<int64_t> shape,
                              ArrayRef<int64_t> target) {
  auto composed =
      lay::composition(projection(shape, target), layout.getLayout().getValue());
  if (!composed)
    return {};
  auto profile = lay::IntTuple::tuple(
      {lay::IntTuple::leaf(0), lay::IntTuple::leaf(0)});
  auto coalesced = lay::coalesce(*composed, profile);
  if (!coalesced)
    return {};
  return makeSimtLayout(layout.getContext(), layout.getThreads(), *coalesced);
}

SimtLayoutAttr mlir::nv_tileas::getBlockedSimtLayout(MLIRContext *context,
                                                     int64_t threads,
                                                     ArrayRef<int64_t> shape,
                                                     int64_t bytes) {
  int64_t elements = ShapedType::getNumElements(shape);
  int64_t last = shape.empty() ? 1 : shape.back();
  if (elements < threads || bytes <= 0 || bytes > 16)
    return getCanonicalSimtLayout(context, threads, elements);
  int64_t c = std::min({16 / bytes, elements / threads, last});
  if (c <= 0 || elements % (c * threads) != 0)
    return getCanonicalSimtLayout(context, threads, elements);
  L layout = L::tuple({L::leaf(threads, c),
                       L::tuple({L::leaf(c, 1),
                                 L::leaf(elements / (c * threads),
                                         c * threads)})});
  return makeSimtLayout(context, threads, layout);
}

SimtLayoutAttr mlir::nv_tileas::getReduceSimtLayout(MLIRContext *context,
                                                    int64_t threads,
                                                    ArrayRef<int64_t> shape,
                                                    int64_t dim) {
  int64_t elements = ShapedType::getNumElements(shape);
  if (elements <= 0 || dim < 0 || dim >= int64_t(shape.size()))
    return {};
  SmallVector<int64_t> strides = rowMajorStrides(shape);
  SmallVector<int64_t> remaining(shape), progress(shape.size(), 1);
  // The reduced dimension first, then the others innermost first.
  SmallVector<int64_t> order{dim};
  for (int64_t j = int64_t(shape.size()) - 1; j >= 0; --j)
    if (j != dim)
      order.push_back(j);
  bool ok = true;
  // Leaves for `budget` positions, taken from the dimensions in order; what
  // the shape cannot fill replicates (stride 0).
  auto take = [&](int64_t budget, std::vector<L> &leaves) {
    for (int64_t j : order) {
      int64_t k = std::min(budget, remaining[j]);
      if (k <= 1)
        continue;
      if (remaining[j] % k || budget % k) {
        ok = false;
        return;
      }
      leaves.push_back(L::leaf(k, strides[j] * progress[j]));
      progress[j] *= k;
      remaining[j] /= k;
      budget /= k;
    }
    if (budget > 1)
      leaves.push_back(L::leaf(budget, 0));
  };
  int64_t slots = elements >= threads ? elements / threads : 1;
  if (elements >= threads && elements % threads)
    return {};
  int64_t lanes = std::min(threads, kWarpSize);
  std::vector<L> value, thread;
  take(slots, value);
  take(lanes, thread);
  take(threads / lanes, thread);
  if (!ok)
    return {};
  auto mode = [](std::vector<L> leaves) {
    if (leaves.empty())
      return L::leaf(1, 0);
    if (leaves.size() == 1)
      return leaves.front();
    return L::tuple(std::move(leaves));
  };
  return makeSimtLayout(context, threads, L::tuple({mode(thread), mode(value)}));
}

bool mlir::nv_tileas::reducesAcrossWarps(SimtLayoutAttr layout,
                                         ArrayRef<int64_t> shape,
                                         int64_t dim) {
  SmallVector<int64_t> target(shape.size(), 0);
  target[dim] = 1;
  auto composed =
      lay::composition(projection(shape, target), layout.getLayout().getValue());
  if (!composed)
    return true;
  SimtMap map = SimtMap::get(*composed);
  return llvm::any_of(map.thread, [](const SimtLeaf &leaf) {
    return leaf.stride != 0 && leaf.shape > 1 &&
           leaf.prefix * leaf.shape > kWarpSize;
  });
}

SimtLayoutAttr mlir::nv_tileas::sliceSimtLayout(SimtLayoutAttr layout,
                                                ArrayRef<int64_t> shape,
                                                ArrayRef<int64_t> dims) {
  SmallVector<int64_t> kept(shape);
  for (int64_t d : dims)
    kept[d] = 1;
  SmallVector<int64_t> target = rowMajorStrides(kept);
  for (int64_t d : dims)
    target[d] = 0;
  return project(layout, shape, target);
}

SimtLayoutAttr mlir::nv_tileas::dropValueReplicas(SimtLayoutAttr layout) {
  if (!layout)
    return {};
  SimtMap map = layout.getMap();
  auto modes = [](ArrayRef<SimtLeaf> leaves, bool dropReplicas) {
    std::vector<lay::Mode> out;
    for (const SimtLeaf &leaf : leaves)
      if (!dropReplicas || leaf.stride != 0)
        out.push_back({leaf.shape, lay::Stride::integer(leaf.stride)});
    return L::fromModes(out);
  };
  return makeSimtLayout(layout.getContext(), layout.getThreads(),
                  L::tuple({modes(map.thread, false), modes(map.value, true)}));
}

SimtLayoutAttr mlir::nv_tileas::broadcastSourceSimtLayout(
    SimtLayoutAttr layout, ArrayRef<int64_t> shape, ArrayRef<int64_t> dims) {
  // Slot leaves that walked the dropped dimensions now repeat one element:
  // a source holding each element once per thread is enough.
  return dropValueReplicas(sliceSimtLayout(layout, shape, dims));
}

SimtLayoutAttr mlir::nv_tileas::catSimtLayout(SimtLayoutAttr layout,
                                              ArrayRef<int64_t> shape,
                                              int64_t dim) {
  if (dim < 0 || dim >= int64_t(shape.size()))
    return {};
  SmallVector<int64_t> result(shape);
  result[dim] *= 2;
  // The operand's elements at their place in the result, then one more slot
  // leaf that steps to the second operand's half.
  SmallVector<int64_t> target = rowMajorStrides(result);
  SimtLayoutAttr placed = project(layout, shape, target);
  if (!placed)
    return {};
  SimtMap map = placed.getMap();
  std::vector<lay::Mode> thread, value;
  for (const SimtLeaf &leaf : map.thread)
    thread.push_back({leaf.shape, lay::Stride::integer(leaf.stride)});
  for (const SimtLeaf &leaf : map.value)
    value.push_back({leaf.shape, lay::Stride::integer(leaf.stride)});
  value.push_back({2, lay::Stride::integer(shape[dim] * target[dim])});
  return makeSimtLayout(layout.getContext(), layout.getThreads(),
                  L::tuple({L::fromModes(thread), L::fromModes(value)}));
}

bool mlir::nv_tileas::holdsSimtLayout(SimtLayoutAttr held,
                                      SimtLayoutAttr needed) {
  if (held == needed)
    return true;
  SimtMap have = held.getMap(), want = needed.getMap();
  if (have.threads != want.threads || have.elements != want.elements)
    return false;
  llvm::SmallDenseSet<int64_t, 16> elements;
  for (int64_t t = 0; t < have.threads; ++t) {
    elements.clear();
    for (int64_t v = 0; v < have.slots; ++v)
      elements.insert(have.elementOf(t, v));
    for (int64_t u = 0; u < want.slots; ++u)
      if (!elements.contains(want.elementOf(t, u)))
        return false;
  }
  return true;
}

SimtLayoutAttr mlir::nv_tileas::permuteSimtLayout(SimtLayoutAttr layout,
                                                  ArrayRef<int64_t> shape,
                                                  ArrayRef<int32_t> permutation) {
  SmallVector<int64_t> resultShape;
  for (int32_t p : permutation)
    resultShape.push_back(shape[p]);
  SmallVector<int64_t> resultStrides = rowMajorStrides(resultShape);
  SmallVector<int64_t> target(shape.size(), 0);
  for (auto [i, p] : llvm::enumerate(permutation))
    target[p] = resultStrides[i];
  return project(layout, shape, target);
}

bool mlir::nv_tileas::sameSimtDistribution(SimtLayoutAttr a,
                                           SimtLayoutAttr b) {
  if (a == b)
    return true;
  SimtMap x = a.getMap(), y = b.getMap();
  if (x.threads != y.threads || x.slots != y.slots ||
      x.elements != y.elements)
    return false;
  for (int64_t t = 0; t < x.threads; ++t)
    for (int64_t v = 0; v < x.slots; ++v)
      if (x.elementOf(t, v) != y.elementOf(t, v) ||
          x.owns(t, v) != y.owns(t, v))
        return false;
  return true;
}

int64_t mlir::nv_tileas::widestRowRun(const SimtMap &map, int64_t rowLength,
                                      int64_t maxSlots) {
  auto formsRuns = [&](int64_t width) {
    if (map.slots % width || rowLength % width)
      return false;
    for (int64_t v0 = 0; v0 < map.slots; v0 += width) {
      for (int64_t k = 1; k < width; ++k)
        if (map.valueOffset(v0 + k) != map.valueOffset(v0) + k ||
            map.valueOwns(v0 + k) != map.valueOwns(v0))
          return false;
      for (int64_t t = 0; t < map.threads; ++t)
        if (map.elementOf(t, v0) % rowLength % width != 0)
          return false;
    }
    return true;
  };
  for (int64_t width = int64_t(llvm::bit_floor(
           uint64_t(std::max<int64_t>(1, std::min(maxSlots, map.slots)))));
       width >= 2; width /= 2)
    if (formsRuns(width))
      return width;
  return 1;
}
