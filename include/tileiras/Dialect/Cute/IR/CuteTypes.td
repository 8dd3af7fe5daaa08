//===- CuteTypes.td - cute types ---------------------------*- tablegen -*-===//
//
// Opaque value types, one per kind of cute value. The layout itself lives in
// the constant attribute that defines the value (cute.constant), so the types
// carry no parameters; a later tier can add dynamic leaves without changing
// the ops.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_TYPES
#define TILEIRAS_CUTE_TYPES

include "tileiras/Dialect/Cute/IR/CuteDialect.td"

class Cute_Type<string name, string typeMnemonic, string doc>
    : TypeDef<Cute_Dialect, name> {
  let mnemonic = typeMnemonic;
  let summary = doc;
}

def Cute_LayoutType : Cute_Type<"Layout", "layout", "a layout `shape:stride`">;
def Cute_ComposedLayoutType
    : Cute_Type<"ComposedLayout", "composed_layout",
                "a swizzled layout `Sw o offset o layout`">;
def Cute_TileType
    : Cute_Type<"Tile", "tile", "a tiler: a tuple of per-mode layouts">;
def Cute_SwizzleType : Cute_Type<"Swizzle", "swizzle", "a swizzle `Sw<B,M,S>`">;
def Cute_IntTupleType
    : Cute_Type<"IntTuple", "int_tuple",
                "an integer tuple (shape, stride, coordinate or profile)">;

def Cute_AnyLayout : AnyTypeOf<[Cute_LayoutType, Cute_ComposedLayoutType]>;
def Cute_Tiler : AnyTypeOf<[Cute_LayoutType, Cute_TileType]>;

#endif // TILEIRAS_CUTE_TYPES
