//! The ways a program is run, each checked against the interpreter's
//! [`Expected`] output and exit status:
//!
//! * [`Mode::Jit`]: `statepoint run` (our PlaceSafepoints and
//!   RewriteStatepointsForGC, the Cranelift JIT);
//! * [`Mode::JitStress`]: the same with `--gc-stress --gc-verify`;
//! * [`Mode::NoCollection`]: the same with a heap so large that it never
//!   fills (`--heap-size`), checked with `--gc-stats` to collect exactly as
//!   often as the program calls `gc_collect`;
//! * [`Mode::JitGenImmix`], [`Mode::JitConcurrentImmix`]: `statepoint run`
//!   on MMTk's GenImmix and ConcurrentImmix plans (the code compiled with
//!   write barriers) in a heap of [`SMALL_MMTK_HEAP_BYTES`]. The programs
//!   allocate too little to fill it: their collections are their own
//!   `gc_collect` calls, which GenImmix makes nursery collections (finding
//!   old-to-young references only through the barriers) and ConcurrentImmix
//!   whole-heap stop-the-world ones, so its concurrent marking is not
//!   exercised here;
//! * [`Mode::LlvmBackendStress`]: `statepoint run --backend=llvm --gc-stress
//!   --gc-verify` (our passes, then `llc-19`);
//! * [`Mode::Opt19Stress`]: LLVM's passes: the module (as
//!   [`emit`](crate::emit::emit) writes it for them) with the runtime ABI's
//!   declarations and canonical poll (`passes::runtime_abi`, what
//!   `statepoint` adds itself), `opt-19 -passes='function(place-safepoints),
//!   rewrite-statepoints-for-gc'`, `llc-19 -O2 -frame-pointer=all`, linked
//!   with `libruntime.a` and run with `STATEPOINT_GC_STRESS=1
//!   STATEPOINT_GC_VERIFY=1`.
//!
//! The LLVM modes need `llc-19`, `cc` (and `opt-19`) and `libruntime.a` beside
//! `statepoint`; [`Toolchain::unavailable`] says why a mode cannot run. Every
//! process runs with a timeout: a hang is a failure, not a stuck fuzzer.

use crate::emit::emit;
use crate::interpret::Expected;
use crate::program::Program;
use runtime::configuration::{
    HEAP_SIZE_VARIABLE, STATISTICS_VARIABLE, STRESS_VARIABLE, VERIFY_VARIABLE,
};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mode {
    Jit,
    JitStress,
    NoCollection,
    JitGenImmix,
    JitConcurrentImmix,
    LlvmBackendStress,
    Opt19Stress,
}

impl Mode {
    /// Cheapest first: the order in which modes run and reductions pick one.
    pub const ALL: [Mode; 7] = [
        Mode::Jit,
        Mode::JitStress,
        Mode::NoCollection,
        Mode::JitGenImmix,
        Mode::JitConcurrentImmix,
        Mode::LlvmBackendStress,
        Mode::Opt19Stress,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Mode::Jit => "jit",
            Mode::JitStress => "jit-stress-verify",
            Mode::NoCollection => "jit-no-collection",
            Mode::JitGenImmix => "jit-mmtk-genimmix",
            Mode::JitConcurrentImmix => "jit-mmtk-concurrentimmix",
            Mode::LlvmBackendStress => "llc-stress-verify",
            Mode::Opt19Stress => "opt19-llc-stress-verify",
        }
    }
}

/// A heap the generated programs never fill (they allocate at most a few MiB).
const NEVER_FULL_HEAP_BYTES: u64 = 8 << 30;

/// A small heap for MMTk's plans, large enough for what a generated program
/// keeps live. Immix needs room beyond the live bytes: seed 400091 keeps about
/// 1.2 MB of 7.6 KB objects live, whose blocks it cannot fill, and ran out of
/// an 8 MiB heap on both plans (16 MiB sufficed).
const SMALL_MMTK_HEAP_BYTES: u64 = 32 << 20;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut,
}

#[derive(Clone, Debug)]
pub struct Outcome {
    pub status: Status,
    pub stdout: String,
    pub stderr: String,
}

pub struct Toolchain {
    statepoint: PathBuf,
    runtime_library: PathBuf,
    scratch: PathBuf,
    timeout: Duration,
    missing_for_llc: Option<String>,
    missing_for_opt: Option<String>,
}

fn tool_missing(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_err()
}

impl Toolchain {
    /// `statepoint` is the executable to test; scratch files go to `scratch`.
    pub fn new(statepoint: &Path, scratch: &Path, timeout: Duration) -> Toolchain {
        let runtime_library = statepoint.with_file_name("libruntime.a");
        let missing = |tools: &[&str]| {
            if let Some(tool) = tools.iter().find(|tool| tool_missing(tool)) {
                Some(format!(
                    "{tool} not found (install llvm-19 and a C compiler)"
                ))
            } else if !runtime_library.is_file() {
                Some(format!(
                    "{} not built (`cargo build -p runtime`)",
                    runtime_library.display()
                ))
            } else {
                None
            }
        };
        let missing_for_llc = missing(&["llc-19", "cc"]);
        let missing_for_opt = missing(&["opt-19", "llc-19", "cc"]);
        std::fs::create_dir_all(scratch).expect("scratch directory");
        Toolchain {
            statepoint: statepoint.to_path_buf(),
            runtime_library,
            scratch: scratch.to_path_buf(),
            timeout,
            missing_for_llc,
            missing_for_opt,
        }
    }

    /// The modes that cannot run here, with the reason.
    pub fn unavailable(&self) -> Vec<(Mode, String)> {
        let mut modes = Vec::new();
        if let Some(reason) = &self.missing_for_llc {
            modes.push((Mode::LlvmBackendStress, reason.clone()));
        }
        if let Some(reason) = &self.missing_for_opt {
            modes.push((Mode::Opt19Stress, reason.clone()));
        }
        modes
    }

    pub fn available(&self) -> Vec<Mode> {
        let unavailable = self.unavailable();
        Mode::ALL
            .into_iter()
            .filter(|mode| unavailable.iter().all(|(missing, _)| missing != mode))
            .collect()
    }

    /// Runs `program` in `mode`.
    pub fn run(&self, mode: Mode, program: &Program) -> Outcome {
        let source = self
            .scratch
            .join(format!("seed-{}-{}.ll", program.seed, mode.name()));
        let text = if mode == Mode::Opt19Stress {
            with_runtime_abi(&emit(program, true))
        } else {
            emit(program, false)
        };
        std::fs::write(&source, text).expect("write program");
        let statepoint = |flags: &[&str]| {
            let mut command = Command::new(&self.statepoint);
            command.arg("run").args(flags).arg(&source);
            self.execute(command)
        };
        let outcome = match mode {
            Mode::Jit => statepoint(&[]),
            Mode::JitStress => statepoint(&["--gc-stress", "--gc-verify"]),
            Mode::NoCollection => statepoint(&[
                &format!("--heap-size={NEVER_FULL_HEAP_BYTES}"),
                "--gc-stats",
            ]),
            Mode::JitGenImmix | Mode::JitConcurrentImmix => {
                // The mode's name is `jit-` and the collector's.
                let plan = &mode.name()["jit-".len()..];
                statepoint(&[
                    &format!("--gc={plan}"),
                    &format!("--heap-size={SMALL_MMTK_HEAP_BYTES}"),
                ])
            }
            Mode::LlvmBackendStress => {
                statepoint(&["--backend=llvm", "--gc-stress", "--gc-verify"])
            }
            Mode::Opt19Stress => self.run_through_opt(&source),
        };
        std::fs::remove_file(&source).ok();
        outcome
    }

    fn run_through_opt(&self, source: &Path) -> Outcome {
        let rewritten = source.with_extension("statepoints.ll");
        let object = source.with_extension("o");
        let executable = source.with_extension("exe");
        let linker_script = self.scratch.join("statepoint-stackmaps.ld");
        std::fs::write(&linker_script, runtime::STACK_MAP_LINKER_SCRIPT).expect("linker script");
        let mut opt = Command::new("opt-19");
        opt.arg("-passes=function(place-safepoints),rewrite-statepoints-for-gc")
            .arg("-S")
            .arg(source)
            .arg("-o")
            .arg(&rewritten);
        let mut llc = Command::new("llc-19");
        llc.args(["-O2", "-frame-pointer=all", "-filetype=obj"])
            .arg(&rewritten)
            .arg("-o")
            .arg(&object);
        let mut link = Command::new("cc");
        link.arg(&object)
            .arg(&self.runtime_library)
            .arg("-no-pie")
            .arg(format!("-Wl,-T,{}", linker_script.display()))
            .args(runtime::STATIC_LIBRARY_NATIVE_LINK_ARGUMENTS)
            .arg("-o")
            .arg(&executable);
        let mut outcome = None;
        for (tool, command) in [("opt-19", opt), ("llc-19", llc), ("cc", link)] {
            let built = self.execute(command);
            if built.status != Status::Exited(0) {
                outcome = Some(Outcome {
                    stderr: format!("{tool} failed:\n{}", built.stderr),
                    ..built
                });
                break;
            }
        }
        let outcome = outcome.unwrap_or_else(|| {
            let mut run = Command::new(&executable);
            run.env(STRESS_VARIABLE, "1").env(VERIFY_VARIABLE, "1");
            self.execute(run)
        });
        for file in [rewritten, object, executable] {
            std::fs::remove_file(file).ok();
        }
        outcome
    }

    /// Runs `command` to completion or until the timeout (then kills it).
    fn execute(&self, mut command: Command) -> Outcome {
        for variable in [
            STRESS_VARIABLE,
            VERIFY_VARIABLE,
            STATISTICS_VARIABLE,
            HEAP_SIZE_VARIABLE,
        ] {
            if command.get_envs().all(|(name, _)| name != variable) {
                command.env_remove(variable);
            }
        }
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|error| panic!("cannot run {command:?}: {error}"));
        let reader = |mut stream: Box<dyn Read + Send>| {
            std::thread::spawn(move || {
                let mut bytes = Vec::new();
                stream.read_to_end(&mut bytes).ok();
                String::from_utf8_lossy(&bytes).into_owned()
            })
        };
        let stdout = reader(Box::new(child.stdout.take().unwrap()));
        let stderr = reader(Box::new(child.stderr.take().unwrap()));
        let deadline = Instant::now() + self.timeout;
        let status = loop {
            if let Some(status) = child.try_wait().expect("wait for the child") {
                use std::os::unix::process::ExitStatusExt;
                break match status.code() {
                    Some(code) => Status::Exited(code),
                    None => Status::Signaled(status.signal().unwrap_or(0)),
                };
            }
            if Instant::now() > deadline {
                child.kill().ok();
                child.wait().ok();
                break Status::TimedOut;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        Outcome {
            status,
            stdout: stdout.join().unwrap(),
            stderr: stderr.join().unwrap(),
        }
    }
}

/// The module with what `statepoint` would add for the runtime ABI (its
/// declarations and the canonical poll), for LLVM's own passes.
fn with_runtime_abi(text: &str) -> String {
    let mut module = ir::parse_module(text).expect("generated programs parse");
    passes::runtime_abi::add_missing_runtime_abi(&mut module)
        .expect("generated programs declare the runtime ABI's names as the ABI does");
    ir::printer::print_module(&module)
}

/// Why `outcome` of `mode` is wrong, or `None` when it is what `expected` says.
pub fn verdict(mode: Mode, expected: &Expected, outcome: &Outcome) -> Option<String> {
    if outcome.status != Status::Exited(expected.exit_status) {
        return Some(format!(
            "status {:?}, expected exit {}",
            outcome.status, expected.exit_status
        ));
    }
    if outcome.stdout != expected.stdout {
        return Some("stdout differs from the interpreter's".to_string());
    }
    if mode == Mode::NoCollection {
        let collections = outcome
            .stderr
            .lines()
            .find_map(|line| line.strip_prefix("statepoint-runtime: collections: "))
            .and_then(|value| value.parse::<u64>().ok());
        if collections != Some(expected.explicit_collections) {
            return Some(format!(
                "{collections:?} collections with a heap that never fills, expected {} (the program's gc_collect calls)",
                expected.explicit_collections
            ));
        }
    }
    None
}
