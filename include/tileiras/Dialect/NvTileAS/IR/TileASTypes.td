//===- TileASTypes.td - nv_tileas types --------------------*- tablegen -*-===//

#ifndef TILEIRAS_TILEAS_TYPES
#define TILEIRAS_TILEAS_TYPES

include "tileiras/Dialect/NvTileAS/IR/TileASDialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

def TileAS_SharedBufferType : TypeDef<TileAS_Dialect, "SharedBuffer"> {
  let mnemonic = "smem";
  let summary = "A ring of tile-sized stages in shared memory";
  let description = [{
    `stages` copies of a tile, one after the other, each `stageBytes()`
    long and 128-byte aligned. Within a stage the tile is row-major; tiles
    of 16-bit elements have the 16-byte chunks of every 128-byte line
    XOR-ed with the line number modulo 8 (the arrangement ldmatrix reads
    without bank conflicts, the mma lowering's own), which is why their
    stages are whole multiples of 1024 bytes: the swizzle of an element does
    not depend on its stage.

    ```
    !nv_tileas.smem<3, tensor<64x32xf16>>
    ```
  }];
  let parameters = (ins "int64_t":$stages, "::mlir::RankedTensorType":$tile);
  let assemblyFormat = "`<` $stages `,` $tile `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Bytes of one stage (the tile, padded to 128).
    int64_t getStageBytes() const;
    /// Whether stages hold their tile XOR-swizzled (16-bit elements).
    bool isSwizzled() const;
  }];
}

#endif // TILEIRAS_TILEAS_TYPES
