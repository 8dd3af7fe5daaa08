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

    The async tensor cores (wgmma, tcgen05) read their operands through
    matrix descriptors from core matrices of 8 rows of 16 bytes (T = 16 /
    element bytes elements), so their rings hold a 2-D tile R x C so
    arranged instead (no swizzle), element (r, c) at the element offset
    - `"core_k"` (an M x K A operand, K contiguous):
      ((r / 8) (C / T) + c / T) 8 T + (r mod 8) T + c mod T;
    - `"core_mn"` (a K x N B operand of 16-bit elements, N contiguous):
      ((r / 8) (C / T) + c / T) 8 T + (r mod 8) T + c mod T as well, which
      read with k = r and n = c is the MN-major arrangement (the next 8 k
      LBO = (C / T) 128 bytes on, the next T n 128 bytes on).
    Both keep runs of T consecutive elements of a row together, so 16-byte
    cp.async copies fill them.

    The same operands may instead sit in the descriptors' swizzled layouts,
    which TMA writes with whole rows of up to 128 bytes (one L2 request per
    row, not per 16 bytes): `"swizzle_k"` (A, K contiguous) and
    `"swizzle_mn"` (a 16-bit B, N contiguous). A row of C elements of e
    bytes is cut into atoms of W = min(C e, 128) bytes (C e is 32, 64 or a
    multiple of 128); element (r, c) is at the byte offset
      o = (c / (W/e)) R W + r W + (c mod (W/e)) e
    with bits 4.. of o XOR-ed with bits 7.. (log2(W / 16) bits): each atom
    column is R rows of W bytes in patterns of 8 rows, and the ring is
    aligned to 1024 bytes so that the pattern of the address is that of o.

    ```
    !nv_tileas.smem<4, tensor<64x32xf16>, "core_k">
    !nv_tileas.smem<4, tensor<32x64xf16>, "swizzle_mn">
    ```
  }];
  let parameters = (ins "int64_t":$stages, "::mlir::RankedTensorType":$tile,
                        StringRefParameter<"how stages hold the tile",
                                           "\"row_major\"">:$arrangement);
  let builders = [
    TypeBuilder<(ins "int64_t":$stages, "::mlir::RankedTensorType":$tile), [{
      return $_get($_ctxt, stages, tile, "row_major");
    }]>
  ];
  let assemblyFormat = "`<` $stages `,` $tile (`,` $arrangement^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Bytes of one stage (the tile, padded to 128).
    int64_t getStageBytes() const;
    /// Whether stages hold their tile XOR-swizzled (row-major 16-bit tiles).
    bool isSwizzled() const;
    /// Whether stages hold a tensor-core operand (any arrangement but
    /// `row_major`): laid out for the operand's own shape.
    bool isOperandLayout() const { return getArrangement() != "row_major"; }
    /// Whether stages hold core matrices (`core_k` or `core_mn`).
    bool isCoreMatrices() const { return getArrangement().starts_with("core_"); }
    /// Whether the contiguous dimension is M or N (`core_mn`, `swizzle_mn`).
    bool isMnMajor() const { return getArrangement().ends_with("_mn"); }
    /// The swizzle atom's width W in bytes (`swizzle_k`, `swizzle_mn`), else 0.
    int64_t getSwizzleBytes() const;
    /// The ring's alignment: 1024 bytes, the swizzle pattern, where the
    /// hardware swizzles by address bits (swizzle atoms; with `wgmma`, which
    /// reads them in place, 16-bit row_major stages too); else 128.
    int64_t getAlignment(bool wgmma) const;
  }];
}

def TileAS_PipelineType : TypeDef<TileAS_Dialect, "Pipeline"> {
  let mnemonic = "pipeline";
  let summary = "The mbarriers that complete the stages of rings";
  let description = [{
    Per stage of `stages`, two mbarriers (8 bytes each, in shared memory):
    `full`, whose phase completes when every thread's copies into the
    stage have landed, and `empty`, whose phase completes when every
    thread is done reading the stage. Phase n of either belongs to the
    n-th fill of the stage, so its parity is (n mod 2).

    ```
    !nv_tileas.pipeline<4>
    ```
  }];
  let parameters = (ins "int64_t":$stages);
  let assemblyFormat = "`<` $stages `>`";
  let genVerifyDecl = 1;
}

def TileAS_TmaDescType : TypeDef<TileAS_Dialect, "TmaDesc"> {
  let mnemonic = "tma_desc";
  let summary = "A TMA tensor map: a view cut into boxes a ring stage holds";
  let description = [{
    The 128-byte tensor map (CUtensorMap) a `cp.async.bulk.tensor` copy reads
    to move one box of a global view into shared memory. The box is `tile`,
    written into a stage exactly as a ring `!nv_tileas.smem<S, tile,
    arrangement>` holds it:
    - `"row_major"`: the box row-major, no swizzle (so not 16-bit tiles,
      whose row-major stages are XOR-swizzled); rank 1 to 5, the last
      dimension's bytes a multiple of 16;
    - `"core_k"`, `"core_mn"`: the core matrices of the wgmma/tcgen05
      operand (see !nv_tileas.smem), by a 4-D map of the 2-D view (a row's
      16-byte pieces, 8 rows, the pieces of a row, groups of 8 rows), so
      one copy fills the stage. The view's extents must then be multiples
      of 8 rows and of a 16-byte piece;
    - `"swizzle_k"`, `"swizzle_mn"`: a 2-D map of the view with boxes of R
      rows x W bytes and the tensor map's W-byte swizzle, one copy per
      atom column of the stage (see !nv_tileas.smem); the view's extents
      are free (out-of-bounds elements read zero).
    Each box dimension is at most 256 elements.

    ```
    !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">
    ```
  }];
  let parameters = (ins "::mlir::RankedTensorType":$tile,
                        StringRefParameter<"how the box lands in a stage",
                                           "\"row_major\"">:$arrangement);
  let assemblyFormat = "`<` $tile (`,` $arrangement^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Bytes one copy moves (the box, out-of-bounds fill included).
    int64_t getBoxBytes() const;
    bool isCoreMatrices() const { return getArrangement().starts_with("core_"); }
    /// The swizzle atom's width in bytes, or 0 (as !nv_tileas.smem's).
    int64_t getSwizzleBytes() const;
  }];
}

#endif // TILEIRAS_TILEAS_TYPES
