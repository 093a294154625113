; Unknown options are rejected like LLVM's cl library does; known pass
; options with malformed values name the option and the expected kind.
; RUN: not statepoint opt -S -no-such-option %s 2>&1 | FileCheck %s
; RUN: not statepoint opt -S --no-such-option=1 %s 2>&1 | FileCheck %s --check-prefix=DOUBLE-DASH
; RUN: not statepoint opt -S -spp-rematerialization-threshold=many %s 2>&1 | FileCheck %s --check-prefix=UINT
; RUN: not statepoint opt -S -rs4gc-clobber-non-live=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
; RUN: not statepoint opt -S %s -o 2>&1 | FileCheck %s --check-prefix=MISSING-VALUE
; RUN: not statepoint opt -S %s %s 2>&1 | FileCheck %s --check-prefix=POSITIONAL
; CHECK: statepoint: Unknown command line argument '-no-such-option'.  Try: 'statepoint opt --help'
; DOUBLE-DASH: statepoint: Unknown command line argument '--no-such-option=1'.
; UINT: statepoint: for the --spp-rematerialization-threshold option: 'many' value invalid for uint argument!
; BOOL: statepoint: for the --rs4gc-clobber-non-live option: 'maybe' is invalid value for boolean argument! Try 0 or 1
; MISSING-VALUE: statepoint: for the -o option: requires a value!
; POSITIONAL: statepoint: Too many positional arguments specified!

define void @f() {
  ret void
}
