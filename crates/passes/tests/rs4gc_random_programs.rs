//! Property test: random functions (diamonds with phis, loops carrying derived
//! pointers, selects, GEP chains, vectors of GC pointers, deopt bundles,
//! invokes) go through `rewrite-statepoints-for-gc`; every output must pass our
//! verifier and the independent checker, and, when `opt-19` is installed,
//! LLVM's `verify` and `verify<safepoint-ir>`; opt-19's own rewrite must pass our
//! verifier (its relocate base rules have no false positive on LLVM's output);
//! and every output, and every `-spp-print-liveset`, `-spp-print-liveset-size`
//! and `-spp-print-base-pointers` report, must be identical to opt-19's (the
//! rewrites compared after both go through `opt-19 -S`).
//! A second run adds first-class aggregates holding GC pointers (built with
//! `insertvalue`, taken apart with `extractvalue`, passed in as arguments) that
//! stay live across safepoints, and stack slots of GC pointers (an `alloca` of
//! `[2 x ptr addrspace(1)]` stored to and loaded from, its address passed to a
//! callee); LLVM cannot rewrite those, so its verifiers judge our output but
//! there is nothing to compare with.

use ir::verifier::Rules;
use passes::rewrite_statepoints::checker::check_module;
use passes::rewrite_statepoints::reports::ReportOptions;
use passes::{rewrite_statepoints_for_gc_with_reports, RewriteStatepointsOptions};
use std::io::Write;
use std::process::{Command, Stdio};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, items: &'a [String]) -> &'a String {
        &items[self.below(items.len())]
    }
}

struct Generator {
    rng: Rng,
    text: String,
    next_value: usize,
    next_block: usize,
    /// The block being filled.
    current: String,
    /// Whether functions also carry aggregates (of type [`AGGREGATE`]) and a
    /// stack slot `%slots` of two GC pointers.
    with_memory_forms: bool,
    /// The aggregates available where code is being added.
    aggregates: Vec<String>,
}

const GC_PTR: &str = "ptr addrspace(1)";
const AGGREGATE: &str = "{ ptr addrspace(1), i64, [2 x ptr addrspace(1)] }";
/// The index paths of the GC pointers of [`AGGREGATE`].
const AGGREGATE_GC_PATHS: [&str; 3] = ["0", "2, 0", "2, 1"];

impl Generator {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next_value += 1;
        format!("%{prefix}{}", self.next_value)
    }
    fn fresh_block(&mut self, prefix: &str) -> String {
        self.next_block += 1;
        format!("{prefix}{}", self.next_block)
    }
    fn line(&mut self, line: &str) {
        self.text.push_str("  ");
        self.text.push_str(line);
        self.text.push('\n');
    }
    fn start_block(&mut self, name: &str) {
        self.text.push_str(&format!("{name}:\n"));
        self.current = name.to_string();
    }

    /// A few straight-line instructions using and extending `live`.
    fn straight_line(&mut self, live: &mut Vec<String>) {
        for _ in 0..1 + self.rng.below(4) {
            let kinds = if self.with_memory_forms { 10 } else { 7 };
            match self.rng.below(kinds) {
                0 | 1 => {
                    let base = self.rng.pick(live).clone();
                    let gep = self.fresh("g");
                    let offset = self.rng.below(64);
                    self.line(&format!(
                        "{gep} = getelementptr i8, {GC_PTR} {base}, i64 {offset}"
                    ));
                    live.push(gep);
                }
                2 => {
                    let (a, b) = (self.rng.pick(live).clone(), self.rng.pick(live).clone());
                    let select = self.fresh("s");
                    self.line(&format!(
                        "{select} = select i1 %c, {GC_PTR} {a}, {GC_PTR} {b}"
                    ));
                    live.push(select);
                }
                3 => {
                    let deopt = self.rng.pick(live).clone();
                    self.line(&format!(
                        "call void @safepoint() [ \"deopt\"(i32 7, {GC_PTR} {deopt}) ]"
                    ));
                }
                4 => {
                    let (a, b) = (self.rng.pick(live).clone(), self.rng.pick(live).clone());
                    let v0 = self.fresh("v");
                    let v1 = self.fresh("v");
                    let e = self.fresh("e");
                    self.line(&format!(
                        "{v0} = insertelement <2 x {GC_PTR}> poison, {GC_PTR} {a}, i32 0"
                    ));
                    self.line(&format!(
                        "{v1} = insertelement <2 x {GC_PTR}> {v0}, {GC_PTR} {b}, i32 1"
                    ));
                    self.line("call void @safepoint()");
                    self.line(&format!("{e} = extractelement <2 x {GC_PTR}> {v1}, i32 1"));
                    live.push(e);
                }
                5 => {
                    let used = self.rng.pick(live).clone();
                    self.line(&format!("call void @use({GC_PTR} {used})"));
                }
                6 => self.line("call void @safepoint()"),
                7 => self.aggregate_step(live),
                8 => {
                    let (slot, stored) = (self.fresh("p"), self.rng.pick(live).clone());
                    let index = self.rng.below(2);
                    self.line(&format!(
                        "{slot} = getelementptr [2 x {GC_PTR}], ptr %slots, i64 0, i64 {index}"
                    ));
                    self.line(&format!("store {GC_PTR} {stored}, ptr {slot}"));
                    self.line("call void @keep_slot(ptr %slots)");
                }
                _ => {
                    let (slot, loaded) = (self.fresh("p"), self.fresh("l"));
                    let index = self.rng.below(2);
                    self.line("call void @safepoint()");
                    self.line(&format!(
                        "{slot} = getelementptr [2 x {GC_PTR}], ptr %slots, i64 0, i64 {index}"
                    ));
                    self.line(&format!("{loaded} = load {GC_PTR}, ptr {slot}"));
                    live.push(loaded);
                }
            }
        }
    }

    /// Puts a live pointer into an aggregate, or takes one out, across a safepoint.
    fn aggregate_step(&mut self, live: &mut Vec<String>) {
        let aggregate = self.rng.pick(&self.aggregates).clone();
        let path = AGGREGATE_GC_PATHS[self.rng.below(AGGREGATE_GC_PATHS.len())];
        if self.rng.below(2) == 0 {
            let inserted = self.rng.pick(live).clone();
            let (with_pointer, with_integer) = (self.fresh("s"), self.fresh("s"));
            self.line(&format!(
                "{with_pointer} = insertvalue {AGGREGATE} {aggregate}, {GC_PTR} {inserted}, {path}"
            ));
            self.line(&format!(
                "{with_integer} = insertvalue {AGGREGATE} {with_pointer}, i64 %n, 1"
            ));
            self.aggregates.push(with_integer);
            self.line("call void @safepoint()");
        } else {
            self.line("call void @safepoint()");
            let extracted = self.fresh("x");
            self.line(&format!(
                "{extracted} = extractvalue {AGGREGATE} {aggregate}, {path}"
            ));
            live.push(extracted);
        }
    }

    fn diamond(&mut self, live: &mut Vec<String>) {
        // Aggregates made on one branch do not reach the merge.
        let aggregates = self.aggregates.clone();
        let (then_block, else_block, merge) = (
            self.fresh_block("then"),
            self.fresh_block("else"),
            self.fresh_block("merge"),
        );
        self.line(&format!(
            "br i1 %c, label %{then_block}, label %{else_block}"
        ));
        let mut then_live = live.clone();
        self.start_block(&then_block);
        self.straight_line(&mut then_live);
        let then_end = self.current.clone();
        self.line(&format!("br label %{merge}"));
        self.aggregates = aggregates.clone();
        let mut else_live = live.clone();
        self.start_block(&else_block);
        self.straight_line(&mut else_live);
        let else_end = self.current.clone();
        self.line(&format!("br label %{merge}"));
        self.start_block(&merge);
        self.aggregates = aggregates;
        let (a, b) = (
            self.rng.pick(&then_live).clone(),
            self.rng.pick(&else_live).clone(),
        );
        let phi = self.fresh("m");
        self.line(&format!(
            "{phi} = phi {GC_PTR} [ {a}, %{then_end} ], [ {b}, %{else_end} ]"
        ));
        live.push(phi);
    }

    fn counted_loop(&mut self, live: &mut Vec<String>) {
        let (header, exit) = (self.fresh_block("loop"), self.fresh_block("exit"));
        let before = self.current.clone();
        let start = self.rng.pick(live).clone();
        self.line(&format!("br label %{header}"));
        self.start_block(&header);
        let (cursor, next, count, next_count, done) = (
            self.fresh("cur"),
            self.fresh("next"),
            self.fresh("i"),
            self.fresh("i"),
            self.fresh("done"),
        );
        self.line(&format!(
            "{cursor} = phi {GC_PTR} [ {start}, %{before} ], [ {next}, %{header} ]"
        ));
        self.line(&format!(
            "{count} = phi i64 [ 0, %{before} ], [ {next_count}, %{header} ]"
        ));
        self.line(&format!(
            "{next} = getelementptr i8, {GC_PTR} {cursor}, i64 8"
        ));
        let mut inner = live.clone();
        inner.push(cursor.clone());
        self.line(&format!(
            "call void @safepoint() [ \"deopt\"({GC_PTR} {cursor}) ]"
        ));
        self.line(&format!("{next_count} = add i64 {count}, 1"));
        self.line(&format!("{done} = icmp eq i64 {next_count}, %n"));
        self.line(&format!("br i1 {done}, label %{exit}, label %{header}"));
        self.start_block(&exit);
        live.push(next);
    }

    fn invoke(&mut self, live: &mut Vec<String>) {
        let (normal, pad) = (self.fresh_block("normal"), self.fresh_block("pad"));
        let result = self.fresh("r");
        self.line(&format!(
            "{result} = invoke {GC_PTR} @make() [ \"deopt\"() ] to label %{normal} unwind label %{pad}"
        ));
        let kept = self.rng.pick(live).clone();
        self.start_block(&pad);
        let token = self.fresh("lp");
        self.line(&format!("{token} = landingpad token cleanup"));
        self.line(&format!("call void @use({GC_PTR} {kept})"));
        self.line(&format!("ret {GC_PTR} {kept}"));
        self.start_block(&normal);
        live.push(result);
    }

    fn function(&mut self, index: usize) -> String {
        self.text.clear();
        let aggregate_parameter = if self.with_memory_forms {
            format!(", {AGGREGATE} %s0")
        } else {
            String::new()
        };
        self.text.push_str(&format!(
            "define {GC_PTR} @f{index}({GC_PTR} %a0, {GC_PTR} %a1, {GC_PTR} %a2, i1 %c, i64 %n{aggregate_parameter}) gc \"statepoint-example\" personality ptr @personality {{\n"
        ));
        self.start_block("entry");
        if self.with_memory_forms {
            self.line(&format!("%slots = alloca [2 x {GC_PTR}]"));
            self.line(&format!("store [2 x {GC_PTR}] zeroinitializer, ptr %slots"));
        }
        self.aggregates = vec!["%s0".to_string()];
        let mut live: Vec<String> = ["%a0", "%a1", "%a2"].map(String::from).to_vec();
        for _ in 0..2 + self.rng.below(5) {
            match self.rng.below(5) {
                0 | 1 => self.straight_line(&mut live),
                2 => self.diamond(&mut live),
                3 => self.counted_loop(&mut live),
                _ => self.invoke(&mut live),
            }
        }
        self.line("call void @safepoint()");
        if self.with_memory_forms {
            let aggregate = self.rng.pick(&self.aggregates).clone();
            let last_field = self.fresh("x");
            self.line(&format!(
                "{last_field} = extractvalue {AGGREGATE} {aggregate}, 2, 1"
            ));
            live.push(last_field);
        }
        let returned = self.rng.pick(&live).clone();
        self.line(&format!("ret {GC_PTR} {returned}"));
        self.text.push_str("}\n");
        std::mem::take(&mut self.text)
    }
}

const DECLARATIONS: &str = "declare void @safepoint()
declare void @keep_slot(ptr)
declare void @use(ptr addrspace(1)) \"gc-leaf-function\"
declare ptr addrspace(1) @make()
declare i32 @personality()
";

fn opt19(args: &[&str], input: &str) -> Option<(bool, String)> {
    let mut child = Command::new("opt-19")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let output = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    Some((output.status.success(), text))
}

fn without_module_header(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn random_functions_are_rewritten_into_valid_relocated_code() {
    rewrite_random_functions(false);
}

#[test]
fn random_functions_with_live_aggregates_and_gc_stack_slots_are_rewritten_into_valid_relocated_code(
) {
    rewrite_random_functions(true);
}

/// Rewrites 120 random functions and checks every output (see the module docs).
fn rewrite_random_functions(with_memory_forms: bool) {
    let mut generator = Generator {
        rng: Rng(0x9E37_79B9_7F4A_7C15),
        text: String::new(),
        next_value: 0,
        next_block: 0,
        current: String::new(),
        with_memory_forms,
        aggregates: Vec::new(),
    };
    let have_opt19 = opt19(&["--version"], "").is_some();
    let mut identical_to_llvm = 0;
    let mut identical_reports = 0;
    let mut aggregate_rebuilds = 0;
    let mut listed_slots = 0;
    let options = RewriteStatepointsOptions {
        reports: ReportOptions {
            live_set: true,
            live_set_size: true,
            base_pointers: true,
        },
        ..RewriteStatepointsOptions::default()
    };
    let cases = 120;
    for index in 0..cases {
        let source = format!("{DECLARATIONS}\n{}", generator.function(index));
        let mut m = ir::parse_module(&source).unwrap_or_else(|e| panic!("{e:?}\n{source}"));
        ir::verifier::verify_module(&m)
            .unwrap_or_else(|_| panic!("generated input is invalid:\n{source}"));
        let mut reports = String::new();
        rewrite_statepoints_for_gc_with_reports(&mut m, &options, &mut reports)
            .unwrap_or_else(|e| panic!("{e}\n{source}"));
        assert!(reports.starts_with("Live Variables:\n"), "{reports}");
        let printed = ir::printer::print_module(&m);
        if let Err(errors) = ir::verifier::verify_module_with(&m, Rules::WithRelocateBases) {
            let rendered: String = errors.iter().map(|e| e.render(&m)).collect();
            panic!("output does not verify: {rendered}\n{source}\n{printed}");
        }
        if let Err(errors) = check_module(&m) {
            panic!("checker: {errors:?}\n{source}\n{printed}");
        }
        aggregate_rebuilds += printed.matches(".relocated = insertvalue").count();
        listed_slots += printed.matches("ptr %slots, ptr %slots)").count();
        if !have_opt19 {
            continue;
        }
        let (valid, message) = opt19(
            &["-passes=verify,verify<safepoint-ir>", "-disable-output"],
            &printed,
        )
        .expect("opt-19 runs");
        assert!(
            valid,
            "opt-19 rejects our output: {message}\n{source}\n{printed}"
        );
        if with_memory_forms {
            continue;
        }
        let (_, llvm) =
            opt19(&["-passes=rewrite-statepoints-for-gc", "-S"], &source).expect("opt-19 runs");
        let llvm_module = ir::parse_module(&llvm).unwrap_or_else(|e| panic!("{e:?}\n{llvm}"));
        if let Err(errors) =
            ir::verifier::verify_module_with(&llvm_module, Rules::WithRelocateBases)
        {
            let rendered: String = errors.iter().map(|e| e.render(&llvm_module)).collect();
            panic!("opt-19's rewrite does not pass our verifier: {rendered}\n{source}\n{llvm}");
        }
        let (_, ours) = opt19(&["-S"], &printed).expect("opt-19 runs");
        let (_, llvm_reports) = opt19(
            &[
                "-passes=rewrite-statepoints-for-gc",
                "-spp-print-liveset",
                "-spp-print-liveset-size",
                "-spp-print-base-pointers",
                "-disable-output",
            ],
            &source,
        )
        .expect("opt-19 runs");
        if llvm_reports == reports {
            identical_reports += 1;
        } else if let Ok(folder) = std::env::var("RS4GC_DUMP_DIFFERENCES") {
            std::fs::write(format!("{folder}/reports{index}.ll"), &source)
                .expect("dump folder is writable");
        }
        if without_module_header(&llvm) == without_module_header(&ours) {
            identical_to_llvm += 1;
        } else if let Ok(folder) = std::env::var("RS4GC_DUMP_DIFFERENCES") {
            std::fs::write(format!("{folder}/case{index}.ll"), &source)
                .expect("dump folder is writable");
        }
    }
    if with_memory_forms {
        assert!(
            aggregate_rebuilds > 0,
            "no aggregate was live across a statepoint"
        );
        assert!(listed_slots > 0, "no statepoint listed the stack slot");
        println!("aggregates rebuilt after statepoints: {aggregate_rebuilds}");
        println!("statepoints listing the stack slot (twice): {listed_slots}");
    }
    if have_opt19 && !with_memory_forms {
        println!("random programs identical to opt-19's rewrite: {identical_to_llvm}/{cases}");
        println!("reports identical to opt-19's: {identical_reports}/{cases}");
        // Set RS4GC_DUMP_DIFFERENCES=<folder> to keep the inputs that differ.
        assert_eq!(
            identical_to_llvm, cases,
            "rewrites that differ from opt-19's"
        );
        assert_eq!(
            identical_reports, cases,
            "reports that differ from opt-19's"
        );
    }
}
