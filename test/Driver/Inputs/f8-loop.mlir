// An f8 tile carried through a loop (a block argument after flattening),
// through ftoi and itof.
cuda_tile.module @m {
  entry @f8loop(%p: tile<ptr<f8E4M3FN>>, %q: tile<ptr<f32>>, %n: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %tv = make_tensor_view %p, shape = [256], strides = [1] : tensor_view<256xf8E4M3FN, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>
    %x, %t0 = load_view_tko weak %pv[%z] : partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<256xf8E4M3FN>, token
    %r = for %i in (%z to %n, step %one) : tile<i32> iter_values(%acc = %x) -> (tile<256xf8E4M3FN>) {
      %w = ftof %acc : tile<256xf8E4M3FN> -> tile<256xf32>
      %d = addf %w, %w : tile<256xf32>
      %e = ftof %d : tile<256xf32> -> tile<256xf8E4M3FN>
      continue %e : tile<256xf8E4M3FN>
    }
    %ri = ftoi %r signed : tile<256xf8E4M3FN> -> tile<256xi32>
    %r2 = itof %ri signed : tile<256xi32> -> tile<256xf8E5M2>
    %f = ftof %r2 : tile<256xf8E5M2> -> tile<256xf32>
    %tq = make_tensor_view %q, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %pq = make_partition_view %tq : partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>
    %t1 = store_view_tko weak %f, %pq[%z] : tile<256xf32>, partition_view<tile=(256), tensor_view<256xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
