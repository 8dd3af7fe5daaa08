// Undefined behaviour is reported at the op with a non-zero exit.
// RUN: not tileiras-run %s --func oob 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not tileiras-run %s --func div0 2>&1 | FileCheck %s --check-prefix=DIV0
// RUN: not tileiras-run %s --func poison_store 2>&1 | FileCheck %s --check-prefix=POISON
// RUN: not tileiras-run %s --func poison_branch 2>&1 | FileCheck %s --check-prefix=BRANCH
// RUN: not tileiras-run %s --func bad_assume 2>&1 | FileCheck %s --check-prefix=ASSUME
// RUN: not tileiras-run %s --func failed_assert 2>&1 | FileCheck %s --check-prefix=ASSERT

cuda_tile.module @m {
  global @g <i32: [1, 2, 3, 4]> : tile<4xi32>

  // OOB: ub.mlir:[[@LINE+6]]:{{.*}}error: undefined behaviour: out-of-bounds load at address {{.*}} (byte offset 16 of buffer 'g' of 16 bytes)
  // OOB: note: in tile block (0, 0, 0)
  testing$func @oob() -> tile<i32> {
    %p = get_global @g : tile<ptr<i32>>
    %four = constant <i32: 4> : tile<i32>
    %q = offset %p, %four : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %q : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }

  // DIV0: ub.mlir:[[@LINE+4]]:{{.*}}error: undefined behaviour: integer division by zero or signed overflow (MIN / -1) at element 1
  testing$func @div0() -> tile<2xi32> {
    %a = constant <i32: [1, 2]> : tile<2xi32>
    %b = constant <i32: [1, 0]> : tile<2xi32>
    %0 = divi %a, %b signed : tile<2xi32>
    return %0 : tile<2xi32>
  }

  // POISON: ub.mlir:[[@LINE+6]]:{{.*}}error: undefined behaviour: stored element 0 is poison
  testing$func @poison_store() {
    %p = get_global @g : tile<ptr<i32>>
    %a = constant <i32: 2147483647> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %s = addi %a, %one overflow<no_signed_wrap> : tile<i32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // BRANCH: ub.mlir:[[@LINE+5]]:{{.*}}error: undefined behaviour: the condition element 0 is poison
  testing$func @poison_branch() {
    %a = constant <i8: 1> : tile<i8>
    %s = shli %a, %a overflow<no_wrap> : tile<i8>
    %c = trunci %s overflow<no_unsigned_wrap> : tile<i8> -> tile<i1>
    if %c {
    }
    return
  }

  // ASSUME: ub.mlir:[[@LINE+3]]:{{.*}}error: undefined behaviour: assumption bounded at element 0 (value -3) does not hold
  testing$func @bad_assume() -> tile<i32> {
    %a = constant <i32: -3> : tile<i32>
    %b = assume bounded<0, ?>, %a : tile<i32>
    return %b : tile<i32>
  }

  // ASSERT: ub.mlir:[[@LINE+3]]:{{.*}}error: assertion failed at element 1: must be positive
  testing$func @failed_assert() {
    %c = constant <i1: [true, false]> : tile<2xi1>
    assert %c, "must be positive" : tile<2xi1>
    return
  }
}
