#!/usr/bin/env bash
# Differential check of the scalar lowering: cases of 0-d tile arithmetic
# whose lowering is not a one-to-one op (tf32 rounding, saturating ftoi,
# remi's -1 divisor, rounded division, mulhii, NaN-aware min/max) run in the
# reference interpreter and, lowered to nv_tileaa (pure arith and math for
# scalars) and then to LLVM, in mlir-runner. Every result must have the same
# bits. Prints one line per function and "N cases agree".
# usage: scalar-exec.sh TILEIRAS_RUN TILEIRAS_OPT WORKDIR
set -euo pipefail
run=$1
opt=$2
work=$3
mkdir -p "$work"
llvm_bin=$(dirname "$(command -v mlir-runner)")
src="$work/cases.mlir"

# f32 bit patterns: exact, ties to even (down and up), above a tie, negative
# ties, the largest finite values (round to infinity or not), a NaN with only
# low payload bits, subnormals, infinity and -0.
tf32_inputs="0x3F801000 0x3F800800 0x3F801800 0x3F800801 0xBF800800 0xBF801800
             0xBF800801 0x7F7FFFFF 0xFF7FFFFF 0x7F800001 0x00000FFF 0x80001001
             0x7F800000 0x80000000"
# f32 inputs for ftoi: NaN, +-inf, out of range both ways, the bounds of i32
# and i8, fractions on both sides of zero.
ftoi_inputs="0x7FC00000 0x7F800000 0xFF800000 0x4F32D05E 0xCF32D05E 0x4EFFFFFF
             0xCF000000 0x4F000000 0xC0200000 0x3F400000 0xBF400000 0x60AD78EC
             0x43000000 0xC3010000 0x437F8000 0x43800000"

bits() { printf '%d' "$(( $1 > 0x7FFFFFFF ? $1 - 0x100000000 : $1 ))"; }

{
  echo "cuda_tile.module @cases {"
  for mode in nearest_even nearest_away zero positive_inf negative_inf; do
    n=0
    sig=""
    body=""
    rets=""
    for v in $tf32_inputs; do
      body+="    %b$n = constant <i32: $(bits "$v")> : tile<i32>
    %x$n = bitcast %b$n : tile<i32> -> tile<f32>
    %t$n = ftof %x$n rounding<$mode> : tile<f32> -> tile<tf32>
    %f$n = ftof %t$n : tile<tf32> -> tile<f32>
    %r$n = bitcast %f$n : tile<f32> -> tile<i32>
"
      sig+="${sig:+, }tile<i32>"
      rets+="${rets:+, }%r$n"
      n=$((n + 1))
    done
    echo "  testing\$func @tf32_$mode() -> ($sig) {"
    printf '%s' "$body"
    echo "    return $rets : $sig"
    echo "  }"
  done
  for target in "signed i32" "unsigned i32" "signed i8" "unsigned i8" "signed i64" "unsigned i16"; do
    set -- $target
    n=0
    sig=""
    body=""
    rets=""
    for v in $ftoi_inputs; do
      body+="    %b$n = constant <i32: $(bits "$v")> : tile<i32>
    %x$n = bitcast %b$n : tile<i32> -> tile<f32>
    %h$n = ftof %x$n : tile<f32> -> tile<f16>
    %i$n = ftoi %h$n $1 saturating : tile<f16> -> tile<$2>
    %j$n = ftoi %x$n $1 saturating : tile<f32> -> tile<$2>
"
      [[ $2 == i64 ]] || body+="    %k$n = exti %i$n $1 : tile<$2> -> tile<i64>
    %l$n = exti %j$n $1 : tile<$2> -> tile<i64>
"
      [[ $2 != i64 ]] || body+="    %k$n = addi %i$n, %i$n : tile<i64>
    %l$n = addi %j$n, %j$n : tile<i64>
"
      sig+="${sig:+, }tile<i64>, tile<i64>"
      rets+="${rets:+, }%k$n, %l$n"
      n=$((n + 1))
    done
    echo "  testing\$func @ftoi_$1_$2() -> ($sig) {"
    printf '%s' "$body"
    echo "    return $rets : $sig"
    echo "  }"
  done
  cat <<'CASES'
  testing$func @int_div_rem() -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>) {
    %min = constant <i32: -2147483648> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %m7 = constant <i32: -7> : tile<i32>
    %p7 = constant <i32: 7> : tile<i32>
    %p3 = constant <i32: 3> : tile<i32>
    %m3 = constant <i32: -3> : tile<i32>
    %0 = remi %min, %m1 signed : tile<i32>
    %1 = remi %p7, %m1 signed : tile<i32>
    %2 = remi %m7, %p3 signed : tile<i32>
    %3 = remi %p7, %m3 signed : tile<i32>
    %4 = remi %m7, %p3 unsigned : tile<i32>
    %5 = divi %m7, %p3 signed rounding<negative_inf> : tile<i32>
    %6 = divi %m7, %p3 signed rounding<positive_inf> : tile<i32>
    %7 = divi %p7, %m3 signed : tile<i32>
    %8 = divi %m7, %p3 unsigned rounding<positive_inf> : tile<i32>
    %9 = divi %p7, %p3 signed rounding<positive_inf> : tile<i32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>
  }
  testing$func @int_misc() -> (tile<i32>, tile<i64>, tile<i32>, tile<i32>, tile<i16>, tile<i32>) {
    %a = constant <i32: -1> : tile<i32>
    %b = constant <i32: 3> : tile<i32>
    %c = constant <i64: -81985529216486896> : tile<i64>
    %min = constant <i32: -2147483648> : tile<i32>
    %0 = mulhii %a, %a : tile<i32>
    %1 = mulhii %c, %c : tile<i64>
    %2 = mulhii %a, %b : tile<i32>
    %3 = absi %min : tile<i32>
    %x = constant <i16: 2049> : tile<i16>
    %t = itof %x signed : tile<i16> -> tile<tf32>
    %f = ftof %t : tile<tf32> -> tile<f32>
    %4 = ftoi %f signed : tile<f32> -> tile<i16>
    %5 = negi %min : tile<i32>
    return %0, %1, %2, %3, %4, %5 : tile<i32>, tile<i64>, tile<i32>, tile<i32>, tile<i16>, tile<i32>
  }
  testing$func @float_nan() -> (tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i1>, tile<i1>, tile<i1>, tile<i1>) {
    %nb = constant <i32: 2143289344> : tile<i32>
    %nan = bitcast %nb : tile<i32> -> tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    %a = maxf %nan, %one : tile<f32>
    %b = maxf %nan, %one propagate_nan : tile<f32>
    %c = minf %one, %nan : tile<f32>
    %d = minf %one, %nan propagate_nan : tile<f32>
    %0 = bitcast %a : tile<f32> -> tile<i32>
    %1 = bitcast %b : tile<f32> -> tile<i32>
    %2 = bitcast %c : tile<f32> -> tile<i32>
    %3 = bitcast %d : tile<f32> -> tile<i32>
    %4 = cmpf not_equal ordered %nan, %one : tile<f32> -> tile<i1>
    %5 = cmpf not_equal unordered %nan, %one : tile<f32> -> tile<i1>
    %6 = cmpf less_than unordered %nan, %one : tile<f32> -> tile<i1>
    %7 = cmpf greater_than_or_equal ordered %one, %one : tile<f32> -> tile<i1>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i1>, tile<i1>, tile<i1>, tile<i1>
  }
CASES
  echo "}"
} > "$src"

funcs=$(sed -n 's/^  testing\$func @\([a-z0-9_]*\)(.*/\1/p' "$src")

# Expected: the interpreter's results, one per line as "func #k value".
: > "$work/expected.txt"
for f in $funcs; do
  "$run" "$src" --func "$f" | sed -n "s/^result #\([0-9]*\) = /$f #\1 /p" >> "$work/expected.txt"
done

# Actual: the lowered module plus a main that prints every result.
"$opt" "$src" --tileiras-convert-cuda-tile-to-tileaa > "$work/aa.mlir"
{
  grep -v '^$' "$work/aa.mlir" | sed '$d'
  echo "  func.func @main() {"
  for f in $funcs; do
    types=$(sed -n "s/^  func.func @$f() -> (\(.*\)) {$/\1/p" "$work/aa.mlir")
    count=$(echo "$types" | tr ',' '\n' | wc -l)
    echo "    %$f:$count = func.call @$f() : () -> ($types)"
    k=0
    for t in $(echo "$types" | tr -d ' ' | tr ',' ' '); do
      echo "    vector.print %$f#$k : $t"
      k=$((k + 1))
    done
  done
  echo "    return"
  echo "  }"
  echo "}"
} > "$work/main.mlir"
"$llvm_bin/mlir-opt" "$work/main.mlir" --convert-vector-to-llvm --convert-math-to-llvm \
  --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts > "$work/llvm.mlir"
"$llvm_bin/mlir-runner" "$work/llvm.mlir" -e main -entry-point-result=void \
  -shared-libs="$llvm_bin/../lib/libmlir_c_runner_utils.so" > "$work/printed.txt"

# The interpreter prints i1 as true/false, mlir-runner as 1/0.
sed -i 's/ true$/ 1/; s/ false$/ 0/' "$work/expected.txt"
paste -d' ' <(cut -d' ' -f1,2 "$work/expected.txt") "$work/printed.txt" > "$work/actual.txt"
if ! diff "$work/expected.txt" "$work/actual.txt" > "$work/diff.txt"; then
  echo "error: the lowering and the interpreter disagree (interpreter <, lowered >):"
  head -20 "$work/diff.txt"
  exit 1
fi
echo "$(wc -l < "$work/expected.txt") cases agree"
