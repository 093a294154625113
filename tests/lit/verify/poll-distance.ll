; --poll-distance=<N> adds the poll bound, verify<safepoint-polls> with
; -spp-poll-distance=<N>: a poll-free loop of 1000 iterations passes at 1000 and
; fails at 999 with the pass's message; without the option it is not checked.
; RUN: statepoint verify %s 2>&1 | FileCheck %s --check-prefix=UNCHECKED
; RUN: statepoint verify --poll-distance=1000 %s 2>&1 | FileCheck %s --check-prefix=BOUNDED
; RUN: not statepoint verify --poll-distance=999 %s 2>&1 | FileCheck %s --check-prefix=TOO-FAR
; RUN: not statepoint verify --poll-distance=lots %s 2>&1 | FileCheck %s --check-prefix=BAD
; UNCHECKED: {{^}}verify: ok: IR rules, statepoint rules; no statepoints, so no relocation invariant to check{{$}}
; BOUNDED: {{^}}verify: ok: IR rules, statepoint rules, poll bound (at most 1000 iterations between polls); no statepoints, so no relocation invariant to check{{$}}
; TOO-FAR: statepoint: {{.*}}poll-distance.ll: error: SafepointPollVerifierPass: function @count: a cycle without a safepoint poll may run more than 999 iterations: header %loop, blocks %loop
; BAD: statepoint: --poll-distance="lots" is not valid: expected a number of loop iterations from 0 to 4294967295

define void @count() gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 1000
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
