//! x86-64 inline assembly with instructions, run out of line: each template
//! becomes a local function (a stub) that the call site calls with the
//! address of an operand block, assembled by the GNU assembler (`as`, which
//! the C toolchain that links our objects brings) because Cranelift has none.
//!
//! The stub, for a template and its operands ([`StubOperand`]):
//! 1. saves every callee-saved register (`rbx`, `rbp`, `r12`–`r15`), so a
//!    template may use or clobber any general register, and the block
//!    pointer (`%rdi`), leaving the stack 16-byte aligned;
//! 2. loads each register input from its slot of the block (a tied input into
//!    its output's register; a memory operand's address into a register),
//!    `%rdi` itself last;
//! 3. runs the template, its `$N` / `${N:modifier}` operand references
//!    replaced by the operands' registers (named at the operand's width, or
//!    the modifier's), memory references `(%reg)` and immediates `$value`;
//! 4. sets flag outputs (`{@cc<cond>}`) with `set<cond>`, reloads the block
//!    pointer into a register no output uses, stores each direct output to
//!    its slot, restores the saved registers and returns.
//!
//! Slots are 16 bytes, 16-byte aligned; an integer is loaded and stored as 8
//! bytes at its slot's start (the caller reads its low bytes), a vector
//! register as 16.
//!
//! What differs from inline expansion, and is refused or accepted knowingly:
//! the template runs in the stub's frame (a template reading `%rsp` sees the
//! stub's stack); templates that refer to symbols (relocations), emit data
//! into other sections, use the Intel dialect, x87 or MMX register operands,
//! or constraints this file does not know are refused with an error naming
//! the template.

use crate::error::{CodegenError, CodegenResult};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

/// The System V registers a stub saves before the template (callee-saved).
const CALLEE_SAVED: [u8; 6] = [RBX, RBP, R12, 13, 14, 15];
const RAX: u8 = 0;
const RCX: u8 = 1;
const RDX: u8 = 2;
const RBX: u8 = 3;
const RSP: u8 = 4;
const RBP: u8 = 5;
const RSI: u8 = 6;
const RDI: u8 = 7;
const R12: u8 = 12;

/// General registers a `r` operand may get, caller-saved first (`rsp` and `rbp` never).
const GENERAL_POOL: [u8; 14] = [RAX, RCX, RDX, RSI, RDI, 8, 9, 10, 11, RBX, R12, 13, 14, 15];
/// Registers with an 8-bit high part (`q`, `Q`).
const BYTE_POOL: [u8; 4] = [RAX, RCX, RDX, RBX];

/// The slot size of every operand in the block.
pub const SLOT_BYTES: u32 = 16;

/// What an operand's value is, for choosing its register and name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueClass {
    /// An integer or pointer of this many bits (8, 16, 32 or 64).
    Integer(u32),
    /// A float, double or 128-bit vector: an `xmm` register.
    Vector,
}

/// An operand of the template, numbered as the template numbers them (the
/// constraints that are not clobbers, in order).
#[derive(Clone, Debug)]
pub struct StubOperand {
    pub output: bool,
    /// The input is this output's operand number (`=r,0`).
    pub tied_to: Option<usize>,
    /// Through a pointer: a memory operand whose address the call passes.
    pub indirect: bool,
    /// The constraint codes without `=`, `&`, `*` (`r`, `{ax}`, `imr`, `{@ccz}`).
    pub codes: String,
    pub class: ValueClass,
    /// The value, if the input is an integer constant (for immediates).
    pub constant: Option<i64>,
}

/// Where an operand is during the template.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Place {
    General(u8),
    Xmm(u8),
    /// The memory at the address held in this general register.
    Memory(u8),
    Immediate(i64),
    /// A flag output: `set<condition>` into this general register after the template.
    Flag(u8),
}

/// A stub's assembly text and how its caller fills and reads the block;
/// [`assemble`] makes its machine code (once per text: `module_symbols`).
#[derive(Debug)]
pub struct StubPlan {
    /// The template, for errors.
    template: String,
    /// The assembly text (also the key that tells stubs apart).
    pub text: String,
    /// Each operand's slot offset: inputs (values or addresses) the caller
    /// stores, direct outputs it loads; `None` for immediates.
    pub slots: Vec<Option<u32>>,
    pub block_bytes: u32,
}

fn refused(template: &str, why: impl std::fmt::Display) -> CodegenError {
    CodegenError::unsupported(format!(
        "inline assembly \"{}\": {why}",
        template.escape_default()
    ))
}

/// The register a `{name}` code or clobber names: general (number) or vector
/// (16 + number); `None` for names that are not registers we allocate.
fn named_register(name: &str) -> Option<u8> {
    const LEGACY: [(&str, u8); 8] = [
        ("ax", RAX),
        ("cx", RCX),
        ("dx", RDX),
        ("bx", RBX),
        ("sp", RSP),
        ("bp", RBP),
        ("si", RSI),
        ("di", RDI),
    ];
    let name = name.to_ascii_lowercase();
    if let Some(number) = name.strip_prefix("xmm").and_then(|n| n.parse::<u8>().ok()) {
        return (number < 16).then_some(16 + number);
    }
    for (base, number) in LEGACY {
        let short = &base[..1];
        if name == base
            || name == format!("e{base}")
            || name == format!("r{base}")
            || (number < 4 && (name == format!("{short}l") || name == format!("{short}h")))
            || (number >= 4 && name == format!("{base}l"))
        {
            return Some(number);
        }
    }
    let number: u8 = name
        .strip_prefix('r')?
        .trim_end_matches(['d', 'w', 'b'])
        .parse()
        .ok()?;
    (8..16).contains(&number).then_some(number)
}

/// The name of general register `number` at `bits` (8, 16, 32, 64; `high` for `%ah`).
fn general_name(number: u8, bits: u32, high: bool) -> String {
    const NAMES: [&str; 8] = ["ax", "cx", "dx", "bx", "sp", "bp", "si", "di"];
    if number >= 8 {
        let suffix = match bits {
            8 => "b",
            16 => "w",
            32 => "d",
            _ => "",
        };
        return format!("r{number}{suffix}");
    }
    let base = NAMES[number as usize];
    match bits {
        8 if high => format!("{}h", &base[..1]),
        8 if number < 4 => format!("{}l", &base[..1]),
        8 => format!("{base}l"),
        16 => base.to_string(),
        32 => format!("e{base}"),
        _ => format!("r{base}"),
    }
}

/// The condition of a flag output code (`{@ccz}` gives `z`).
fn flag_condition(codes: &str) -> Option<&str> {
    const CONDITIONS: [&str; 30] = [
        "a", "ae", "b", "be", "c", "e", "g", "ge", "l", "le", "na", "nae", "nb", "nbe", "nc", "ne",
        "ng", "nge", "nl", "nle", "no", "np", "ns", "nz", "o", "p", "s", "z", "pe", "po",
    ];
    let condition = codes.strip_prefix("{@cc")?.strip_suffix('}')?;
    CONDITIONS.contains(&condition).then_some(condition)
}

/// Chooses each operand's place; `clobbered` are the general and vector
/// registers (16 + n) the template clobbers, which no operand may use.
fn place_operands(
    template: &str,
    operands: &[StubOperand],
    clobbered: &[u8],
) -> CodegenResult<Vec<Place>> {
    let mut taken: Vec<u8> = clobbered.to_vec();
    let mut places: Vec<Option<Place>> = vec![None; operands.len()];
    // Registers named by the constraints first, so that the pools avoid them.
    for (index, operand) in operands.iter().enumerate() {
        let codes = operand.codes.as_str();
        let fixed = match codes {
            "a" => Some(RAX),
            "b" => Some(RBX),
            "c" => Some(RCX),
            "d" => Some(RDX),
            "S" => Some(RSI),
            "D" => Some(RDI),
            _ if codes.starts_with("{@cc") => None,
            _ if codes.starts_with('{') && codes.ends_with('}') => Some(
                named_register(&codes[1..codes.len() - 1])
                    .ok_or_else(|| refused(template, format!("register constraint {codes}")))?,
            ),
            _ => None,
        };
        if let Some(register) = fixed {
            if register == RSP || register == RBP {
                return Err(refused(template, format!("an operand in {codes}")));
            }
            places[index] = Some(if register >= 16 {
                Place::Xmm(register - 16)
            } else {
                Place::General(register)
            });
            if operand.tied_to.is_none() {
                taken.push(register);
            }
        }
    }
    let take = |pool: &[u8], taken: &mut Vec<u8>| -> CodegenResult<u8> {
        let register = pool
            .iter()
            .copied()
            .find(|r| !taken.contains(r))
            .ok_or_else(|| refused(template, "more register operands than free registers"))?;
        taken.push(register);
        Ok(register)
    };
    for (index, operand) in operands.iter().enumerate() {
        if places[index].is_some() || operand.tied_to.is_some() {
            continue;
        }
        let codes = operand.codes.as_str();
        let has = |letters: &str| codes.chars().any(|c| letters.contains(c));
        let place = if flag_condition(codes).is_some() {
            if !operand.output || operand.indirect {
                return Err(refused(
                    template,
                    format!("flag constraint {codes} on an input"),
                ));
            }
            Place::Flag(take(&GENERAL_POOL, &mut taken)?)
        } else if operand.indirect {
            if !has("moVp") {
                return Err(refused(template, format!("indirect constraint {codes}")));
            }
            Place::Memory(take(&GENERAL_POOL, &mut taken)?)
        } else if operand.class == ValueClass::Vector {
            if !has("xvYg") && !has("X") {
                return Err(refused(
                    template,
                    format!("constraint {codes} for a vector value"),
                ));
            }
            Place::Xmm(take(&(16..32).collect::<Vec<_>>(), &mut taken)? - 16)
        } else if has("qQ") && !has("rgRlUX") {
            Place::General(take(&BYTE_POOL, &mut taken)?)
        } else if has("rgRlUX") {
            Place::General(take(&GENERAL_POOL, &mut taken)?)
        } else if has("inIJKLMNeZs") && !operand.output {
            let value = operand.constant.ok_or_else(|| {
                refused(
                    template,
                    format!("immediate constraint {codes} on a value that is not a constant"),
                )
            })?;
            Place::Immediate(value)
        } else {
            return Err(refused(template, format!("constraint {codes}")));
        };
        places[index] = Some(place);
    }
    // Tied inputs share their output's place.
    for (index, operand) in operands.iter().enumerate() {
        if let Some(output) = operand.tied_to {
            let tied = places.get(output).copied().flatten();
            match tied {
                Some(place @ (Place::General(_) | Place::Xmm(_))) if operands[output].output => {
                    places[index] = Some(place)
                }
                _ => {
                    return Err(refused(
                        template,
                        format!("an input tied to operand {output}"),
                    ))
                }
            }
        }
    }
    Ok(places.into_iter().map(|p| p.expect("placed")).collect())
}

/// The text of operand `place` of `class`, with modifier `modifier`.
fn operand_text(
    template: &str,
    place: Place,
    class: ValueClass,
    modifier: &str,
) -> CodegenResult<String> {
    let bits = match class {
        ValueClass::Integer(bits) => bits,
        ValueClass::Vector => 64,
    };
    Ok(match (place, modifier) {
        (Place::General(r) | Place::Flag(r), "") => format!("%{}", general_name(r, bits, false)),
        (Place::General(r) | Place::Flag(r), "b") => format!("%{}", general_name(r, 8, false)),
        (Place::General(r) | Place::Flag(r), "h") if r < 4 => {
            format!("%{}", general_name(r, 8, true))
        }
        (Place::General(r) | Place::Flag(r), "w") => format!("%{}", general_name(r, 16, false)),
        (Place::General(r) | Place::Flag(r), "k") => format!("%{}", general_name(r, 32, false)),
        (Place::General(r) | Place::Flag(r), "q") => format!("%{}", general_name(r, 64, false)),
        (Place::General(r) | Place::Flag(r), "V") => general_name(r, 64, false),
        (Place::Xmm(r), "" | "x") => format!("%xmm{r}"),
        (Place::Xmm(r), "t") => format!("%ymm{r}"),
        (Place::Memory(r), "" | "a" | "P") => format!("(%{})", general_name(r, 64, false)),
        (Place::Memory(r), "H") => format!("8(%{})", general_name(r, 64, false)),
        (Place::Immediate(value), "") => format!("${value}"),
        (Place::Immediate(value), "c" | "P") => value.to_string(),
        (Place::Immediate(value), "n") => value.wrapping_neg().to_string(),
        _ => return Err(refused(template, format!("operand modifier '{modifier}'"))),
    })
}

/// `template` with its operand references, `$$` and dialect alternatives replaced.
fn substitute(
    template: &str,
    texts: &dyn Fn(usize, &str) -> CodegenResult<String>,
) -> CodegenResult<String> {
    let mut out = String::new();
    let mut chars = template.chars().peekable();
    // 0: outside alternatives; 1: in the first (AT&T) one; 2: skipping the others.
    let mut alternative = 0;
    while let Some(c) = chars.next() {
        if c != '$' {
            if alternative != 2 {
                out.push(c);
            }
            continue;
        }
        let Some(next) = chars.next() else {
            return Err(refused(template, "a '$' at the end"));
        };
        match next {
            '(' => alternative = 1,
            '|' => alternative = 2,
            ')' => alternative = 0,
            _ if alternative == 2 => {}
            '$' => out.push('$'),
            '0'..='9' => {
                let mut number = next.to_string();
                while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    number.push(d);
                    chars.next();
                }
                out.push_str(&texts(number.parse().expect("digits"), "")?);
            }
            '{' => {
                let mut inside = String::new();
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                    inside.push(d);
                }
                let (number, modifier) = inside.split_once(':').unwrap_or((&inside, ""));
                match (number, modifier) {
                    ("", "uid") => out.push('0'),
                    ("", "comment") => out.push('#'),
                    ("", "private") => out.push_str(".L"),
                    _ => {
                        let number = number.parse().map_err(|_| {
                            refused(template, format!("operand reference ${{{inside}}}"))
                        })?;
                        out.push_str(&texts(number, modifier)?);
                    }
                }
            }
            other => return Err(refused(template, format!("'${other}'"))),
        }
    }
    Ok(out)
}

/// The stub for `template` (AT&T syntax) with `operands` and `clobbers` (the
/// names inside `~{...}`).
pub fn plan_stub(
    template: &str,
    operands: &[StubOperand],
    clobbers: &[String],
) -> CodegenResult<StubPlan> {
    let clobbered: Vec<u8> = clobbers.iter().filter_map(|c| named_register(c)).collect();
    let places = place_operands(template, operands, &clobbered)?;
    let mut slots = Vec::with_capacity(operands.len());
    let mut block_bytes = 0;
    for place in &places {
        slots.push(match place {
            Place::Immediate(_) => None,
            _ => {
                block_bytes += SLOT_BYTES;
                Some(block_bytes - SLOT_BYTES)
            }
        });
    }
    let texts = |number: usize, modifier: &str| -> CodegenResult<String> {
        let place = *places
            .get(number)
            .ok_or_else(|| refused(template, format!("operand ${number} does not exist")))?;
        operand_text(template, place, operands[number].class, modifier)
    };
    let body = substitute(template, &texts)?;

    let mut text = String::from("\t.text\n");
    for register in CALLEE_SAVED {
        let _ = writeln!(text, "\tpushq %{}", general_name(register, 64, false));
    }
    text.push_str("\tpushq %rdi\n");
    // Loads: every input's value or address, and a tied input into its output's register.
    let mut loads = Vec::new();
    for (index, operand) in operands.iter().enumerate() {
        if operand.output && !operand.indirect {
            continue;
        }
        let Some(slot) = slots[index] else {
            continue;
        };
        match places[index] {
            Place::General(r) | Place::Memory(r) => loads.push((r, slot)),
            Place::Xmm(r) => {
                let _ = writeln!(text, "\tmovdqu {slot}(%rdi), %xmm{r}");
            }
            Place::Immediate(_) | Place::Flag(_) => unreachable!("no slot or not an input"),
        }
    }
    loads.sort_by_key(|&(register, _)| register == RDI);
    for (register, slot) in loads {
        let _ = writeln!(
            text,
            "\tmovq {slot}(%rdi), %{}",
            general_name(register, 64, false)
        );
    }
    text.push_str(&body);
    text.push('\n');
    let mut output_registers = Vec::new();
    for (index, operand) in operands.iter().enumerate() {
        if !operand.output || operand.indirect {
            continue;
        }
        match places[index] {
            Place::Flag(r) => {
                let condition = flag_condition(&operand.codes).expect("a flag code");
                let _ = writeln!(text, "\tset{condition} %{}", general_name(r, 8, false));
                let _ = writeln!(
                    text,
                    "\tmovzbl %{}, %{}",
                    general_name(r, 8, false),
                    general_name(r, 32, false)
                );
                output_registers.push(r);
            }
            Place::General(r) => output_registers.push(r),
            _ => {}
        }
    }
    let scratch = GENERAL_POOL
        .iter()
        .copied()
        .find(|r| !output_registers.contains(r))
        .ok_or_else(|| refused(template, "no register left for the operand block"))?;
    let scratch_name = general_name(scratch, 64, false);
    let _ = writeln!(text, "\tmovq (%rsp), %{scratch_name}");
    for (index, operand) in operands.iter().enumerate() {
        if !operand.output || operand.indirect {
            continue;
        }
        let slot = slots[index].expect("an output has a slot");
        match places[index] {
            Place::General(r) | Place::Flag(r) => {
                let _ = writeln!(
                    text,
                    "\tmovq %{}, {slot}(%{scratch_name})",
                    general_name(r, 64, false)
                );
            }
            Place::Xmm(r) => {
                let _ = writeln!(text, "\tmovdqu %xmm{r}, {slot}(%{scratch_name})");
            }
            _ => unreachable!("direct outputs are in registers"),
        }
    }
    text.push_str("\taddq $8, %rsp\n");
    for register in CALLEE_SAVED.iter().rev() {
        let _ = writeln!(text, "\tpopq %{}", general_name(*register, 64, false));
    }
    text.push_str("\tret\n");
    Ok(StubPlan {
        template: template.to_string(),
        text,
        slots,
        block_bytes,
    })
}

/// The `.text` bytes `as` makes of `plan`'s text; refuses relocations and
/// data in other sections.
pub fn assemble(plan: &StubPlan) -> CodegenResult<Vec<u8>> {
    let (template, text) = (plan.template.as_str(), plan.text.as_str());
    use object::read::{Object, ObjectSection};
    static NEXT_FILE: AtomicU64 = AtomicU64::new(0);
    let stem: PathBuf = std::env::temp_dir().join(format!(
        "statepoint-asm-{}-{}",
        std::process::id(),
        NEXT_FILE.fetch_add(1, Ordering::Relaxed)
    ));
    let source = stem.with_extension("s");
    let object_path = stem.with_extension("o");
    let cleanup = || {
        let _ = std::fs::remove_file(&source);
        let _ = std::fs::remove_file(&object_path);
    };
    std::fs::write(&source, text).map_err(|error| {
        CodegenError::module_level(format!("cannot write {}: {error}", source.display()))
    })?;
    let output = Command::new("as")
        .arg("--64")
        .arg("-o")
        .arg(&object_path)
        .arg(&source)
        .output();
    let output = match output {
        Ok(output) => output,
        Err(error) => {
            cleanup();
            return Err(refused(
                template,
                format!("running the assembler `as` (install binutils): {error}"),
            ));
        }
    };
    if !output.status.success() {
        cleanup();
        let message = String::from_utf8_lossy(&output.stderr);
        let first = message
            .lines()
            .find_map(|line| line.split_once("Error: ").map(|(_, error)| error))
            .unwrap_or("no message");
        return Err(refused(
            template,
            format!("the assembler refused it: {first}"),
        ));
    }
    let bytes = std::fs::read(&object_path);
    cleanup();
    let bytes = bytes.map_err(|error| {
        CodegenError::module_level(format!("reading the assembled stub: {error}"))
    })?;
    let file = object::read::File::parse(&*bytes).map_err(|error| {
        CodegenError::module_level(format!("reading the assembled stub: {error}"))
    })?;
    let mut code = None;
    for section in file.sections() {
        let name = section.name().unwrap_or("");
        if name == ".text" {
            if section.relocations().next().is_some() {
                return Err(refused(template, "it refers to symbols (relocations)"));
            }
            code = Some(
                section
                    .data()
                    .map_err(|error| {
                        CodegenError::module_level(format!("reading the assembled stub: {error}"))
                    })?
                    .to_vec(),
            );
        } else if section.size() > 0
            && matches!(
                section.kind(),
                object::SectionKind::Data
                    | object::SectionKind::ReadOnlyData
                    | object::SectionKind::Text
                    | object::SectionKind::UninitializedData
            )
        {
            return Err(refused(template, format!("it emits into section {name}")));
        }
    }
    code.ok_or_else(|| CodegenError::module_level("the assembled stub has no .text"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn integer(codes: &str, output: bool, tied_to: Option<usize>) -> StubOperand {
        StubOperand {
            output,
            tied_to,
            indirect: false,
            codes: codes.to_string(),
            class: ValueClass::Integer(32),
            constant: None,
        }
    }

    #[test]
    fn registers_are_named_at_every_width() {
        assert_eq!(named_register("eax"), Some(RAX));
        assert_eq!(named_register("ah"), Some(RAX));
        assert_eq!(named_register("rbx"), Some(RBX));
        assert_eq!(named_register("sil"), Some(RSI));
        assert_eq!(named_register("r10d"), Some(10));
        assert_eq!(named_register("xmm3"), Some(19));
        assert_eq!(named_register("memory"), None);
        assert_eq!(general_name(RAX, 8, true), "ah");
        assert_eq!(general_name(RDI, 8, false), "dil");
        assert_eq!(general_name(9, 32, false), "r9d");
    }

    #[test]
    fn operands_avoid_fixed_and_clobbered_registers_and_ties_share() {
        let operands = [
            integer("{ax}", true, None),
            integer("r", true, None),
            integer("0", false, Some(0)),
            integer("r", false, None),
        ];
        let places = place_operands("t", &operands, &[RCX]).expect("placed");
        assert_eq!(places[0], Place::General(RAX));
        assert_eq!(places[1], Place::General(RDX));
        assert_eq!(places[2], Place::General(RAX));
        assert_eq!(places[3], Place::General(RSI));
    }

    #[test]
    fn templates_substitute_operands_modifiers_and_dialects() {
        let texts = |n: usize, m: &str| Ok(format!("<{n}{m}>"));
        assert_eq!(
            substitute("mov $$1, ${0:q}\n$(att$|intel$) $1 ${:comment} x", &texts).expect("ok"),
            "mov $1, <0q>\natt <1> # x"
        );
        assert!(substitute("bad ${x}", &texts).is_err());
    }
}
