//===- CuteAttrs.cpp - cute attributes ------------------------------------===//
//
// Text attributes parse and print through the layout library's Syntax.h; the
// stored text is always the library's canonical print, so structural
// equality of layouts is attribute identity.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/Cute/IR/Cute.h"
#include "tileiras/Layout/Syntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cute;
namespace lay = tileiras::layout;

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/Cute/IR/CuteAttrs.cpp.inc"

void CuteDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileiras/Dialect/Cute/IR/CuteAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shared text handling
//===----------------------------------------------------------------------===//

namespace {
/// How each text attribute reads its library value.
lay::Result<lay::Layout> parseValue(lay::Layout *, std::string_view text) {
  return lay::parseLayout(text);
}
lay::Result<lay::ComposedLayout> parseValue(lay::ComposedLayout *,
                                            std::string_view text) {
  return lay::parseComposedLayout(text);
}
lay::Result<lay::IntTuple> parseValue(lay::IntTuple *, std::string_view text) {
  return lay::parseIntTuple(text);
}
lay::Result<lay::Tiler> parseValue(lay::Tiler *, std::string_view text) {
  auto tiler = lay::parseTiler(text);
  // A whole-layout tiler is a #cute.layout; keep the two kinds apart (guide C
  // §3.6 erratum 9).
  if (tiler && !tiler->IsTile)
    return lay::Error{"expected a tuple of per-mode layouts, got the layout '" +
                      std::string(text) + "'"};
  return tiler;
}

template <typename ValueT> lay::Result<ValueT> parseText(StringRef text) {
  return parseValue(static_cast<ValueT *>(nullptr),
                    std::string_view(text.data(), text.size()));
}

template <typename ValueT>
LogicalResult verifyText(function_ref<InFlightDiagnostic()> emitError,
                         StringRef mnemonic, StringRef text) {
  auto value = parseText<ValueT>(text);
  if (!value)
    return emitError() << "invalid #cute." << mnemonic << " \"" << text
                       << "\": " << value.error();
  std::string canonical = lay::print(*value);
  if (canonical != text)
    return emitError() << "#cute." << mnemonic << " \"" << text
                       << "\" is not in canonical form \"" << canonical << "\"";
  return success();
}

/// `<"text">`: any text the library accepts, stored canonically.
template <typename AttrT, typename ValueT>
Attribute parseTextAttr(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  std::string text;
  if (parser.parseLess() || parser.parseString(&text) || parser.parseGreater())
    return {};
  auto value = parseText<ValueT>(text);
  if (!value) {
    parser.emitError(loc) << "invalid #cute." << AttrT::getMnemonic() << " \""
                          << text << "\": " << value.error();
    return {};
  }
  return parser.getChecked<AttrT>(loc, parser.getContext(),
                                  lay::print(*value));
}

void printTextAttr(AsmPrinter &printer, StringRef text) {
  printer << '<';
  printer.printString(text);
  printer << '>';
}

template <typename ValueT> ValueT getTextValue(StringRef text) {
  auto value = parseText<ValueT>(text);
  assert(value && "verifier admitted unparsable cute text");
  return *value;
}
} // namespace

#define CUTE_TEXT_ATTR(Name, ValueT)                                           \
  Attribute Name##Attr::parse(AsmParser &parser, Type) {                       \
    return parseTextAttr<Name##Attr, ValueT>(parser);                          \
  }                                                                            \
  void Name##Attr::print(AsmPrinter &printer) const {                          \
    printTextAttr(printer, getText());                                         \
  }                                                                            \
  LogicalResult Name##Attr::verify(                                            \
      function_ref<InFlightDiagnostic()> emitError, StringRef text) {          \
    return verifyText<ValueT>(emitError, getMnemonic(), text);                 \
  }                                                                            \
  Name##Attr Name##Attr::get(MLIRContext *context, const ValueT &value) {      \
    return get(context, lay::print(value));                                    \
  }                                                                            \
  ValueT Name##Attr::getValue() const { return getTextValue<ValueT>(getText()); }

CUTE_TEXT_ATTR(Layout, lay::Layout)
CUTE_TEXT_ATTR(ComposedLayout, lay::ComposedLayout)
CUTE_TEXT_ATTR(Tile, lay::Tiler)
CUTE_TEXT_ATTR(IntTuple, lay::IntTuple)

#undef CUTE_TEXT_ATTR

//===----------------------------------------------------------------------===//
// SwizzleAttr
//===----------------------------------------------------------------------===//

LogicalResult SwizzleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  int bits, int base, int shift) {
  if (!lay::Swizzle{bits, base, shift}.isValid())
    return emitError() << "invalid swizzle Sw<" << bits << "," << base << ","
                       << shift
                       << ">: needs B >= 0, M >= 0, |S| >= B and "
                          "B+M+|S| <= 48";
  return success();
}
