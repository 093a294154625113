; Loops from Debian packages' clang-19 -O2 modules (reduced with llvm-reduce-19
; to the loop where PlaceSafepoints polled and opt-19 did not), one function
; each, with where it comes from. PlaceSafepoints must poll where opt-19 polls
; (issue 21).

declare i32 @llvm.smin.i32(i32, i32)
declare i64 @llvm.smax.i64(i64, i64)

; sqlite3.c checkList: count-up to zext(shl x, 1) behind `shl >s 0`
define fastcc void @checkList(i32 %0) {
  %2 = shl i32 %0, 1
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %8, %6 ]
  %8 = add i64 %7, 1
  %9 = icmp eq i64 %8, %5
  br i1 %9, label %10, label %6

10:                                               ; preds = %6, %1
  ret void
}

; sqlite3.c allocateBtreePage: count-up to zext(shl x, 1) behind `shl != 0`
define fastcc i32 @allocateBtreePage(i32 %0) {
  %2 = shl i32 %0, 1
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %common.ret, label %4

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %8, %6 ]
  %8 = add i64 %7, 1
  %9 = icmp eq i64 %8, %5
  br i1 %9, label %common.ret, label %6

common.ret:                                       ; preds = %6, %1
  ret i32 0
}

; sqlite3.c sqlite3FindInIndex: count-up to zext nneg(n & 0x7ffffff8), n a phi whose incoming load is non-negative on its edge, behind !(n <u 8)
define fastcc i32 @sqlite3FindInIndex(ptr %0, i1 %cond) {
  br i1 %cond, label %2, label %5

2:                                                ; preds = %1
  %3 = load i32, ptr %0, align 8
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %2, %1
  %6 = phi i32 [ %3, %2 ], [ 0, %1 ]
  %7 = icmp ult i32 %6, 8
  br i1 %7, label %15, label %8

8:                                                ; preds = %5
  %9 = and i32 %6, 2147483640
  %10 = zext nneg i32 %9 to i64
  br label %11

11:                                               ; preds = %11, %8
  %12 = phi i64 [ 0, %8 ], [ %13, %11 ]
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, %10
  br i1 %14, label %15, label %11

15:                                               ; preds = %11, %5, %2
  ret i32 0
}

; xz coder.c coder_set_compression_settings: count-up to zext(n == 0 ? 1 : n)
define void @coder_set_compression_settings(ptr %filters_count) {
  %1 = load i32, ptr %filters_count, align 4
  %2 = icmp eq i32 %1, 0
  %spec.select1 = select i1 %2, i32 1, i32 %1
  %3 = zext i32 %spec.select1 to i64
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ %6, %4 ], [ 0, %0 ]
  %6 = add i64 %5, 1
  %7 = icmp eq i64 %6, %3
  br i1 %7, label %8, label %4

8:                                                ; preds = %4
  ret void
}

; sqlite3 shell.c re_sql_func: count-up to smax(0 - sext x, 0)
define void @re_sql_func(i32 %0) {
  %2 = sext i32 %0 to i64
  %3 = sub nsw i64 0, %2
  %4 = tail call i64 @llvm.smax.i64(i64 %3, i64 0)
  br label %5

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %7, %5 ]
  %7 = add i64 %6, 1
  %8 = icmp eq i64 %6, %4
  br i1 %8, label %9, label %5

9:                                                ; preds = %5
  ret void
}

; lz4hc.c LZ4HC_compress_optimal: count-down by 4 from 0 - zext x while >=s 0
define fastcc i32 @LZ4HC_compress_optimal(i32 %0) {
  %2 = zext i32 %0 to i64
  %3 = sub nsw i64 0, %2
  br label %4

4:                                                ; preds = %7, %1
  %5 = phi i64 [ %3, %1 ], [ %8, %7 ]
  %6 = icmp slt i64 %5, 0
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = add i64 %5, -4
  br label %4

9:                                                ; preds = %4
  ret i32 0
}

; sqlite3.c balance: count-up to zext i16 + zext i8
define fastcc i32 @balance(i8 %i679, i16 %i682) {
bb:
  %i680 = zext i8 %i679 to i64
  %i683 = zext i16 %i682 to i64
  %i6843 = add nuw nsw i64 %i683, %i680
  br label %bb1178

common.ret:                                       ; preds = %bb1178
  ret i32 0

bb1178:                                           ; preds = %bb1178, %bb
  %i930 = phi i64 [ 0, %bb ], [ %i1181, %bb1178 ]
  %i1181 = add i64 %i930, 1
  %i1182 = icmp eq i64 %i930, %i6843
  br i1 %i1182, label %common.ret, label %bb1178
}

; bc number.c _bc_rec_mul: count-up from sext(smin(x, 0)) until 0
define fastcc void @_bc_rec_mul(i32 %0) {
  %2 = tail call i32 @llvm.smin.i32(i32 %0, i32 0)
  %3 = sext i32 %2 to i64
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i64 [ %6, %4 ], [ %3, %1 ]
  %6 = add i64 %5, 1
  %.not = icmp eq i64 %5, 0
  br i1 %.not, label %7, label %4

7:                                                ; preds = %4
  ret void
}

; sqlite3.c unixNextSystemCall: count-up from sext i1 until 0
define ptr @unixNextSystemCall(i1 %0) {
  %spec.select = sext i1 %0 to i64
  br label %2

2:                                                ; preds = %5, %1
  %3 = phi i64 [ %6, %5 ], [ %spec.select, %1 ]
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %7, label %5

5:                                                ; preds = %2
  %6 = add i64 %3, 1
  br label %2

7:                                                ; preds = %2
  ret ptr null
}

; `(b0 << 24 | b1 << 16) | b2 << 8 | b3` behind a guard `>s 0` on the same read
; grouped the other way (`or disjoint`s of the same operands are one sum)
define void @checkList_regrouped(ptr %p) {
entry:
  %l0 = load i8, ptr %p
  %z0 = zext i8 %l0 to i32
  %s0 = shl nuw i32 %z0, 24
  %p1 = getelementptr inbounds i8, ptr %p, i64 1
  %l1 = load i8, ptr %p1
  %z1 = zext i8 %l1 to i32
  %s1 = shl nuw nsw i32 %z1, 16
  %p2 = getelementptr inbounds i8, ptr %p, i64 2
  %l2 = load i8, ptr %p2
  %z2 = zext i8 %l2 to i32
  %s2 = shl nuw nsw i32 %z2, 8
  %p3 = getelementptr inbounds i8, ptr %p, i64 3
  %l3 = load i8, ptr %p3
  %z3 = zext i8 %l3 to i32
  %a01 = or disjoint i32 %s1, %s0
  %a012 = or disjoint i32 %a01, %s2
  %read = or disjoint i32 %a012, %z3
  %g = icmp sgt i32 %read, 0
  br i1 %g, label %pre, label %out
pre:
  %b01 = or disjoint i32 %s0, %s1
  %b012 = or disjoint i32 %b01, %s2
  %again = or disjoint i32 %b012, %z3
  %limit = zext i32 %again to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i1, %limit
  br i1 %c, label %out, label %loop
out:
  ret void
}

; pcre2grep.c read_pattern_file: a line is read into a buffer of 8212 bytes by an
; inner loop of an outer loop (stopping at a newline, at end of file, or full),
; then a count-down from the length it stopped at strips trailing white space:
; its start is bounded by the inner loop's trip count (8211)
define i32 @read_pattern_file_reduced(ptr %buffer, ptr %file) {
entry:
  br label %line
line:
  %lines = phi i32 [ 0, %entry ], [ %lines.next, %stripped ]
  br label %read
read:
  %n = phi i64 [ 0, %line ], [ %n.next, %stored ]
  %c = call i32 @fgetc(ptr %file)
  %eof = icmp eq i32 %c, -1
  br i1 %eof, label %at.eof, label %stored
stored:
  %byte = trunc i32 %c to i8
  %n.next = add nuw nsw i64 %n, 1
  %slot = getelementptr inbounds i8, ptr %buffer, i64 %n
  store i8 %byte, ptr %slot, align 1
  %not.newline = icmp ne i32 %c, 10
  %room = icmp ult i64 %n, 8211
  %more = select i1 %not.newline, i1 %room, i1 false
  br i1 %more, label %read, label %got.line
at.eof:
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %done, label %got.line
got.line:
  %length = phi i64 [ %n, %at.eof ], [ %n.next, %stored ]
  br label %strip
strip:
  %k = phi i64 [ %k.next, %strip.next ], [ %length, %got.line ]
  %none.left = icmp eq i64 %k, 0
  br i1 %none.left, label %stripped, label %strip.next
strip.next:
  %k.next = add nsw i64 %k, -1
  %at = getelementptr inbounds [8212 x i8], ptr %buffer, i64 0, i64 %k.next
  %last = load i8, ptr %at, align 1
  %space = icmp eq i8 %last, 32
  br i1 %space, label %strip, label %stripped
stripped:
  %lines.next = add nsw i32 %lines, 1
  br label %line
done:
  ret i32 %lines
}

declare i32 @fgetc(ptr)
