//===- Passes.td - nv_tileas passes ------------------------*- tablegen -*-===//

#ifndef TILEIRAS_NVTILEAS_PASSES
#define TILEIRAS_NVTILEAS_PASSES

include "mlir/Pass/PassBase.td"

def RemoveLayoutConversions
    : Pass<"tileiras-remove-layout-conversions", "::mlir::ModuleOp"> {
  let summary = "Remove nv_tileas.convert_layout ops that cancel or can be "
                "rematerialized";
  let description = [{
    Runs after layout assignment. Every rewrite lowers the number of
    conversions or leaves it and removes other work:
    - a conversion of a conversion is one conversion from the first source,
      and a conversion to the source's own layout is dropped (the op's
      folder);
    - constants, splats and make_range are rebuilt in the layout a
      conversion asks for (rematerialized) instead of converted;
    - a conversion of the only use of a broadcast, permute, extract, cat or
      repack becomes that op's result layout (they move elements anyway);
    - a conversion of an elementwise op whose operands are all free to
      convert (conversions from the wanted layout, rematerializable, absorbed
      as above, or single-use elementwise ops whose operands are free, a few
      levels deep) is hoisted above it;
    - an elementwise op whose tile operands are two or more conversions from
      one layout (the rest rematerializable) runs in that layout, with one
      conversion of its result.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

#endif // TILEIRAS_NVTILEAS_PASSES
