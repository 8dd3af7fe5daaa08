//===- NvTileASAttrs.cpp - #nv_tileas.simt --------------------------------===//
//
// The layout text goes through the cute dialect's #cute.layout (and so the
// layout library's parser and canonical printer). Validity is checked on
// the leaves: restricted to its non-zero strides, an integral layout is a
// bijection onto [0, M) iff, sorted by stride, its strides are the running
// products of its shapes (1, s0, s0 s1, ...). That test is exact and cheap,
// so every tensor type is checked when it is built.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Layout/Syntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileas;
namespace lay = tileiras::layout;

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/NvTileAS/IR/TileASAttrs.cpp.inc"

void TileASDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileiras/Dialect/NvTileAS/IR/TileASAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// SimtMap
//===----------------------------------------------------------------------===//

static SmallVector<SimtLeaf> flattenMode(const lay::Layout &mode,
                                         int64_t &size) {
  SmallVector<SimtLeaf> leaves;
  size = 1;
  for (const lay::Mode &leaf : lay::flatten(mode)) {
    leaves.push_back({leaf.Shape, leaf.D.Value, size});
    size *= leaf.Shape;
  }
  return leaves;
}

SimtMap SimtMap::get(const lay::Layout &layout) {
  SimtMap map;
  map.thread = flattenMode(lay::mode(layout, 0), map.threads);
  map.value = flattenMode(lay::mode(layout, 1), map.slots);
  map.elements = 1;
  for (const SimtLeaf &leaf : llvm::concat<const SimtLeaf>(map.thread,
                                                           map.value))
    if (leaf.stride != 0)
      map.elements *= leaf.shape;
  return map;
}

static int64_t offsetOf(ArrayRef<SimtLeaf> leaves, int64_t i) {
  int64_t offset = 0;
  for (const SimtLeaf &leaf : leaves)
    offset += leaf.coord(i) * leaf.stride;
  return offset;
}

static bool ownsAlong(ArrayRef<SimtLeaf> leaves, int64_t i) {
  return llvm::all_of(leaves, [&](const SimtLeaf &leaf) {
    return leaf.stride != 0 || leaf.coord(i) == 0;
  });
}

int64_t SimtMap::threadOffset(int64_t t) const { return offsetOf(thread, t); }
int64_t SimtMap::valueOffset(int64_t v) const { return offsetOf(value, v); }

int64_t SimtMap::runWidth(int64_t maxWidth) const {
  for (int64_t w = maxWidth; w > 1; w /= 2) {
    bool ok = slots % w == 0 && llvm::all_of(thread, [&](const SimtLeaf &leaf) {
                return leaf.shape == 1 || leaf.stride % w == 0;
              });
    for (int64_t v = 0; ok && v < slots; v += w) {
      int64_t first = valueOffset(v);
      ok = first % w == 0;
      for (int64_t j = 1; ok && j < w; ++j)
        ok =
            valueOffset(v + j) == first + j && valueOwns(v + j) == valueOwns(v);
    }
    if (ok)
      return w;
  }
  return 1;
}
bool SimtMap::threadOwns(int64_t t) const { return ownsAlong(thread, t); }
bool SimtMap::valueOwns(int64_t v) const { return ownsAlong(value, v); }

SimtMap SimtLayoutAttr::getMap() const {
  return SimtMap::get(getLayout().getValue());
}

//===----------------------------------------------------------------------===//
// Canonical layouts
//===----------------------------------------------------------------------===//

lay::Result<lay::Layout> mlir::nv_tileas::canonicalLayout(int64_t threads,
                                                          int64_t elements) {
  using L = lay::Layout;
  if (threads > 0 && elements > 0 && elements % threads == 0)
    return L::tuple({L::leaf(threads, 1), L::leaf(elements / threads, threads)});
  if (threads > 0 && elements > 0 && threads % elements == 0)
    return L::tuple(
        {L::tuple({L::leaf(elements, 1), L::leaf(threads / elements, 0)}),
         L::leaf(1, 0)});
  return lay::Error{"tile of " + std::to_string(elements) +
                    " elements has no thread layout for " +
                    std::to_string(threads) + " threads"};
}

SimtLayoutAttr mlir::nv_tileas::getCanonicalSimtLayout(MLIRContext *context,
                                                       int64_t threads,
                                                       int64_t elements) {
  auto layout = canonicalLayout(threads, elements);
  if (!layout)
    return {};
  return SimtLayoutAttr::get(context, threads,
                             cute::LayoutAttr::get(context, *layout));
}

SimtLayoutAttr mlir::nv_tileas::getSimtLayout(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor ? dyn_cast_or_null<SimtLayoutAttr>(tensor.getEncoding())
                : SimtLayoutAttr();
}

//===----------------------------------------------------------------------===//
// Syntax and verification
//===----------------------------------------------------------------------===//

// #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">
Attribute SimtLayoutAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  int64_t threads = 0;
  std::string text;
  if (parser.parseLess() || parser.parseKeyword("threads") ||
      parser.parseEqual() || parser.parseInteger(threads) ||
      parser.parseComma() || parser.parseKeyword("layout") ||
      parser.parseEqual())
    return {};
  SMLoc textLoc = parser.getCurrentLocation();
  if (parser.parseString(&text) || parser.parseGreater())
    return {};
  auto layout = lay::parseLayout(text);
  if (!layout) {
    parser.emitError(textLoc)
        << "invalid layout \"" << text << "\": " << layout.error();
    return {};
  }
  MLIRContext *context = parser.getContext();
  return parser.getChecked<SimtLayoutAttr>(
      loc, context, threads, cute::LayoutAttr::get(context, *layout));
}

void SimtLayoutAttr::print(AsmPrinter &printer) const {
  printer << "<threads = " << getThreads() << ", layout = ";
  printer.printString(getLayout().getText());
  printer << '>';
}

LogicalResult
SimtLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       int64_t threads, cute::LayoutAttr layoutAttr) {
  if (!layoutAttr)
    return emitError() << "expects a layout";
  StringRef text = layoutAttr.getText();
  if (threads <= 0)
    return emitError() << "expects a positive thread count, got " << threads;
  lay::Layout layout = layoutAttr.getValue();
  if (lay::rank(layout) != 2 || layout.IsLeaf)
    return emitError() << "expects a (thread, value) layout of rank 2, got \""
                       << text << "\"";
  if (!lay::isIntegral(layout))
    return emitError() << "expects integer strides (element indices), got \""
                       << text << "\"";
  int64_t threadSize = lay::size(lay::mode(layout, 0));
  if (threadSize != threads)
    return emitError() << "thread mode of \"" << text << "\" has size "
                       << threadSize << ", expected " << threads
                       << " threads";
  // Non-zero-stride leaves by increasing stride must tile [0, reach).
  SmallVector<std::pair<int64_t, int64_t>> leaves; // (stride, shape)
  for (const lay::Mode &leaf : lay::flatten(layout))
    if (leaf.Shape > 1 && !leaf.D.isZero())
      leaves.push_back({leaf.D.Value, leaf.Shape});
  llvm::sort(leaves);
  int64_t reach = 1;
  for (auto [stride, shape] : leaves) {
    if (stride < 0)
      return emitError() << "layout \"" << text
                         << "\" has a negative stride " << stride;
    if (stride < reach)
      return emitError() << "layout \"" << text << "\" gives element "
                         << stride << " two owners";
    if (stride > reach)
      return emitError() << "layout \"" << text << "\" gives element "
                         << reach << " no owner";
    reach *= shape;
  }
  return success();
}

LogicalResult SimtLayoutAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type,
    function_ref<InFlightDiagnostic()> emitError) const {
  if (ShapedType::isDynamicShape(shape))
    return emitError() << "#nv_tileas.simt needs a static shape";
  int64_t elements = ShapedType::getNumElements(shape);
  int64_t distributed = getNumElements();
  if (distributed != elements)
    return emitError() << "layout \"" << getLayout().getText()
                       << "\" distributes " << distributed
                       << " elements, but the tensor has " << elements;
  return success();
}
