// A 256x256 f32 transpose (the corpus's transpose2d with 256x256 tiles, as
// cuda-tile exports it): 256 KiB of tile exchange, more than any target's shared memory per CTA:
// our lowering moves it in chunks.
cuda_tile.module @kernels {
  entry @transpose_256k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %assume_0 = assume div_by<16>, %arg5 : tile<ptr<f32>>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_1 = constant <i32: 1> : tile<i32>
    %assume_2 = assume bounded<0, ?>, %arg1 : tile<i32>
    %assume_3 = assume bounded<0, ?>, %arg2 : tile<i32>
    %assume_4 = assume bounded<0, ?>, %arg3 : tile<i32>
    %tview = make_tensor_view %assume, shape = [%assume_2, %assume_3], strides = [%assume_4, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32>
    %assume_6 = assume bounded<0, ?>, %arg7 : tile<i32>
    %assume_7 = assume bounded<0, ?>, %arg8 : tile<i32>
    %tview_8 = make_tensor_view %assume_0, shape = [%assume_5, %assume_6], strides = [%assume_7, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %blockId_x_9, %blockId_y_10, %blockId_z_11 = get_tile_block_id : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(256x256), tensor_view<?x?xf32, strides=[?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_10] token = %0 : partition_view<tile=(256x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<256x256xf32>, token
    %1 = permute %tile [1, 0] : tile<256x256xf32> -> tile<256x256xf32>
    %pview_12 = make_partition_view %tview_8 : partition_view<tile=(256x256), tensor_view<?x?xf32, strides=[?,1]>>
    %2 = store_view_tko weak %1, %pview_12[%blockId_y_10, %blockId_x] token = %0 : tile<256x256xf32>, partition_view<tile=(256x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
