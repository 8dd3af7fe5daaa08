//===- TileASOps.td - nv_tileas operations -----------------*- tablegen -*-===//

#ifndef TILEIRAS_TILEAS_OPS
#define TILEIRAS_TILEAS_OPS

include "tileiras/Dialect/NvTileAS/IR/TileASAttrs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TileAS_ConvertLayoutOp : TileAS_Op<"convert_layout", [Pure]> {
  let summary = "The same tile under another thread layout";
  let description = [{
    Moves every element to the thread and slot the result layout gives it
    (through shared memory once lowered). Shape, element type and thread
    count are unchanged.

    ```
    %1 = nv_tileas.convert_layout %0 : tensor<256xf32, #a> -> tensor<256xf32, #b>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif // TILEIRAS_TILEAS_OPS
