; A range attribute's bounds are read as N-bit integers written signed or
; unsigned and printed as LLVM 19 prints them, signed (llvm-as-19 | llvm-dis-19).
; RUN: statepoint opt -S %s | FileCheck %s
; CHECK: declare range(i8 -56, 0) i8 @low_byte()
; CHECK: declare range(i64 -1, 3) i64 @wrapping()
; CHECK: declare i32 @argument(i32 range(i32 0, -2147483648))

declare range(i8 200, 0) i8 @low_byte()
declare range(i64 18446744073709551615, 3) i64 @wrapping()
declare i32 @argument(i32 range(i32 0, 2147483648))
