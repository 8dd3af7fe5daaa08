//===- CuteAttrs.td - cute attributes ----------------------*- tablegen -*-===//
//
// Static cute values. Text attributes store CuTe notation in the canonical
// form the layout library prints, so equal layouts are equal attributes:
//
//   #cute.layout<"((2,2),3):((1,2),4)">
//   #cute.composed_layout<"Sw<3,4,3> o 0 o (8,64):(64,1)">
//   #cute.tile<"(32:1,16:1)">
//   #cute.int_tuple<"(2,1)">
//   #cute.swizzle<3,4,3>
//
// The parser accepts any text the library accepts (`"(4,2)"` becomes
// `"(4,2):(1,4)"`); the verifier rejects what the library rejects.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_ATTRS
#define TILEIRAS_CUTE_ATTRS

include "tileiras/Dialect/Cute/IR/CuteDialect.td"

class Cute_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Cute_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

// An attribute holding CuTe text whose library value has C++ type `value`.
class Cute_TextAttr<string name, string attrMnemonic, string value, string doc>
    : Cute_Attr<name, attrMnemonic> {
  let summary = doc;
  let parameters = (ins StringRefParameter<"canonical CuTe text">:$text);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The attribute for a library value (printed in canonical form).
    static }] # name # [{Attr get(::mlir::MLIRContext *context,
                                  const }] # value # [{ &value);
    /// The library value; the verifier guarantees that the text parses.
    }] # value # [{ getValue() const;
  }];
}

def Cute_LayoutAttr
    : Cute_TextAttr<"Layout", "layout", "::tileiras::layout::Layout",
                    "a static layout `shape:stride`">;
def Cute_ComposedLayoutAttr
    : Cute_TextAttr<"ComposedLayout", "composed_layout",
                    "::tileiras::layout::ComposedLayout",
                    "a static swizzled layout `Sw<B,M,S> o offset o layout`">;
def Cute_TileAttr
    : Cute_TextAttr<"Tile", "tile", "::tileiras::layout::Tiler",
                    "a static tiler: a tuple of per-mode layouts">;
def Cute_IntTupleAttr
    : Cute_TextAttr<"IntTuple", "int_tuple", "::tileiras::layout::IntTuple",
                    "a static integer tuple">;

def Cute_SwizzleAttr : Cute_Attr<"Swizzle", "swizzle"> {
  let summary = "a swizzle `Sw<B,M,S>`: XOR bits [M+S, M+S+B) into [M, M+B)";
  let parameters = (ins "int":$bits, "int":$base, "int":$shift);
  let assemblyFormat = "`<` $bits `,` $base `,` $shift `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    ::tileiras::layout::Swizzle getValue() const {
      return {getBits(), getBase(), getShift()};
    }
  }];
}

def Cute_ConstantValue
    : AnyAttrOf<[Cute_LayoutAttr, Cute_ComposedLayoutAttr, Cute_TileAttr,
                 Cute_IntTupleAttr, Cute_SwizzleAttr]>;

#endif // TILEIRAS_CUTE_ATTRS
