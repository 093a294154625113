; Every subcommand prints its usage and its options, one line each with the
; defaults, on stdout with --help (and -h, -help; `statepoint help <command>`),
; exit status 0, nothing on stderr; --version (-V, version) prints the version
; and the LLVM release whose IR text is read.
; RUN: statepoint --help | FileCheck %s --check-prefix=TOP
; RUN: statepoint help | FileCheck %s --check-prefix=TOP
; RUN: statepoint opt --help | FileCheck %s --check-prefix=OPT
; RUN: statepoint opt -h | FileCheck %s --check-prefix=OPT
; RUN: statepoint verify --help | FileCheck %s --check-prefix=VERIFY
; RUN: statepoint verify -help | FileCheck %s --check-prefix=VERIFY
; RUN: statepoint help verify | FileCheck %s --check-prefix=VERIFY
; RUN: statepoint run --help | FileCheck %s --check-prefix=RUNHELP
; RUN: statepoint run -h prog.ll | FileCheck %s --check-prefix=RUNHELP
; RUN: statepoint compile --help | FileCheck %s --check-prefix=COMPILE
; RUN: statepoint compile -help | FileCheck %s --check-prefix=COMPILE
; RUN: statepoint stackmap dump --help | FileCheck %s --check-prefix=STACKMAP
; RUN: statepoint stackmap -h | FileCheck %s --check-prefix=STACKMAP
; RUN: statepoint gc-report --help | FileCheck %s --check-prefix=GCREPORT
; RUN: statepoint help gc-report | FileCheck %s --check-prefix=GCREPORT
; RUN: statepoint view --help | FileCheck %s --check-prefix=VIEW
; RUN: statepoint help view | FileCheck %s --check-prefix=VIEW
; RUN: statepoint --version | FileCheck %s --check-prefix=VERSION
; RUN: statepoint -V | FileCheck %s --check-prefix=VERSION
; RUN: statepoint version | FileCheck %s --check-prefix=VERSION
; RUN: statepoint run --help 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=QUIET
; RUN: statepoint --version 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=QUIET
; RUN: not statepoint frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not statepoint run --frobnicate prog.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN-OPTION

; TOP: USAGE: statepoint <command> [arguments]
; TOP-DAG: opt {{ +}}Run a pass pipeline
; TOP-DAG: verify {{ +}}Check a module
; TOP-DAG: run {{ +}}Compile a program
; TOP-DAG: compile {{ +}}Compile such a program
; TOP-DAG: stackmap {{ +}}stackmap dump
; TOP-DAG: gc-report {{ +}}Draw a GC log
; TOP-DAG: view {{ +}}Draw each function's CFG
; TOP-DAG: `statepoint --version`

; OPT: USAGE: statepoint opt [options]
; OPT: -passes=<pipeline>
; OPT: -dot-cfg {{ +}}Write each function's CFG
; OPT: -dot-cfg-only {{ +}}The same with block names only
; OPT: -cfg-dot-filename-prefix=<prefix> {{.*}}(default: empty, so '.f.dot')
; OPT: -spp-poll-distance=<uint> (default 1000)

; VERIFY: USAGE: statepoint verify [options] <input.ll|->
; VERIFY: OPTIONS:
; VERIFY-NEXT: --poll-distance=<N> {{.*}}verify<safepoint-polls>{{.*}}(default: not checked)
; VERIFY-NEXT: -q, --quiet {{.*}}(default: one line on stderr naming the checks)
; VERIFY-NEXT: -h, --help {{ +}}Print this help and exit

; RUNHELP: USAGE: statepoint run [options] <prog.ll|->
; RUNHELP: OPTIONS:
; RUNHELP-NEXT: --backend=<cranelift|llvm> {{.*}}(default: cranelift)
; RUNHELP-NEXT: --default-gc=<strategy>
; RUNHELP-NEXT: --gc=<collector> {{.*}}(default: semispace)
; RUNHELP-NEXT: --gc-stress
; RUNHELP-NEXT: --gc-verify
; RUNHELP-NEXT: --gc-stats
; RUNHELP-NEXT: --heap-size=<bytes> {{.*}}(default: 1073741824, 1 GiB)
; RUNHELP-NEXT: --gc-log=<file> {{.*}}(default: off)
; RUNHELP-NEXT: --time-phases
; RUNHELP-NEXT: -h, --help {{ +}}Print this help and exit{{$}}
; RUNHELP-NOT: {{.}}

; COMPILE: USAGE: statepoint compile [options] <prog.ll|-> -o <file>
; COMPILE: OPTIONS:
; COMPILE-NEXT: --backend=<cranelift|llvm>
; COMPILE-NEXT: --default-gc=<strategy>
; COMPILE-NEXT: --target=<triple>
; COMPILE-NEXT: -c {{ +}}Write the ELF object
; COMPILE-NEXT: -o <file> {{.*}}(required)
; COMPILE-NEXT: --gc=<collector> {{.*}}(default: semispace)
; COMPILE-NEXT: -h, --help {{ +}}Print this help and exit{{$}}
; COMPILE-NOT: {{.}}

; STACKMAP: USAGE: statepoint stackmap dump <object-file|->
; STACKMAP: llvm-readobj-19 --stackmap
; STACKMAP: OPTIONS:
; STACKMAP-NEXT: -h, --help

; GCREPORT: USAGE: statepoint gc-report <gc-log.jsonl|-> -o <report.svg|report.html>
; GCREPORT: OPTIONS:
; GCREPORT-NEXT: -o <file> {{.*}}(required)
; GCREPORT-NEXT: -h, --help {{ +}}Print this help and exit{{$}}
; GCREPORT-NOT: {{.}}

; VIEW: USAGE: statepoint view <input.ll|-> [--passes=<pipeline>] [--function=<name>] -o <picture.svg>
; VIEW: OPTIONS:
; VIEW-NEXT: --passes, -passes=<pipeline> {{.*}}(default: what `statepoint run` does
; VIEW-NEXT: --function=<name> {{.*}}(default: every function the input defines)
; VIEW-NEXT: -o <file> {{.*}}(required
; VIEW-NEXT: -h, --help {{ +}}Print this help and exit{{$}}
; VIEW-NOT: {{.}}

; VERSION: {{^}}statepoint {{[0-9]+\.[0-9]+\.[0-9]+$}}
; VERSION-NEXT: {{^}}reads and writes LLVM 19 IR text{{$}}
; VERSION-NOT: {{.}}

; QUIET-NOT: {{.}}

; UNKNOWN: statepoint: unknown command 'frobnicate'
; UNKNOWN-NEXT: USAGE: statepoint <command> [arguments]
; UNKNOWN-OPTION: statepoint: unknown option '--frobnicate' (see: statepoint run --help)

define void @f() {
  ret void
}
