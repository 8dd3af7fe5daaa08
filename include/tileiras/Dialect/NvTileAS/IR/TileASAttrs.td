//===- TileASAttrs.td - nv_tileas attributes ---------------*- tablegen -*-===//

#ifndef TILEIRAS_TILEAS_ATTRS
#define TILEIRAS_TILEAS_ATTRS

include "tileiras/Dialect/NvTileAS/IR/TileASDialect.td"
include "mlir/IR/TensorEncoding.td"

def TileAS_SimtLayoutAttr : AttrDef<TileAS_Dialect, "SimtLayout",
    [DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let mnemonic = "simt";
  let summary = "How a tile's elements are spread over a CTA's threads";
  let description = [{
    A tensor encoding. `layout` is a rank-2 CuTe layout from (thread, value)
    to the row-major linear index of the tile's element: mode 0 is the
    thread (size `threads`), mode 1 the value slot within the thread.

    ```
    tensor<256xf32, #nv_tileas.simt<threads = 128, layout = "(128,2):(1,128)">>
    tensor<32xf32, #nv_tileas.simt<threads = 128, layout = "((32,4),1):((1,0),0)">>
    ```

    Leaves of stride 0 replicate: a (thread, value) pair *owns* its element
    iff its coordinate along every stride-0 leaf is 0, and restricted to the
    other leaves the layout must be a bijection onto [0, N) for the tensor's
    N elements, so every element has exactly one owner. Owners store;
    replicas only read.
  }];
  let parameters = (ins "int64_t":$threads,
                        "::mlir::cute::LayoutAttr":$layout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The flattened (thread, value) -> element map.
    SimtMap getMap() const;
    /// Value slots per thread (the size of mode 1).
    int64_t getNumSlots() const { return getMap().slots; }
    /// Elements the layout distributes (one owner each).
    int64_t getNumElements() const { return getMap().elements; }
  }];
}

#endif // TILEIRAS_TILEAS_ATTRS
