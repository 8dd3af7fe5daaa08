// Wrong on purpose: subf operands and select arms swapped (see
// fold-bad-before.mlir).
cuda_tile.module @m {
  testing$func @sub(%x: tile<4xf32>, %y: tile<4xf32>) -> tile<4xf32> {
    %0 = subf %y, %x : tile<4xf32>
    return %0 : tile<4xf32>
  }
  testing$func @sel(%a: tile<4xi32>, %b: tile<4xi32>) -> tile<4xi32> {
    %c = cmpi less_than %a, %b, signed : tile<4xi32> -> tile<4xi1>
    %0 = select %c, %b, %a : tile<4xi1>, tile<4xi32>
    return %0 : tile<4xi32>
  }
}
