//! The data layout LLVM 19's `opt` and `llc` give a module that names a target
//! triple but no `target datalayout`: the layout of that target's machine
//! (X86 and AArch64, the targets of this toolkit's tests and backends).
//!
//! The rule, as LLVM 19's X86 and AArch64 target machines compute it: the
//! architecture picks the layout, the object format its mangling (`m:e` ELF,
//! `m:o` Mach-O, `m:w`/`m:x` COFF), and a 32-bit ABI on a 64-bit architecture
//! (`gnux32`, `ilp32`) its pointer size. Any other architecture gets `None`:
//! the module keeps no layout, which is what LLVM does without the target.

/// The object format a triple implies, for the mangling component.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ObjectFormat {
    Elf,
    MachO,
    Coff,
}

fn object_format(triple: &str) -> ObjectFormat {
    let components: Vec<&str> = triple.split('-').skip(1).collect();
    let has = |prefixes: &[&str]| {
        components
            .iter()
            .any(|component| prefixes.iter().any(|prefix| component.starts_with(prefix)))
    };
    if has(&["elf"]) {
        ObjectFormat::Elf
    } else if has(&["apple", "darwin", "macos", "ios", "tvos", "watchos", "xros"]) {
        ObjectFormat::MachO
    } else if has(&["windows", "win32", "mingw", "cygwin"]) {
        ObjectFormat::Coff
    } else {
        ObjectFormat::Elf
    }
}

/// LLVM 19's data layout for `triple`, when it is an X86 or AArch64 triple.
pub fn default_datalayout(triple: &str) -> Option<String> {
    let architecture = triple.split('-').next().unwrap_or("");
    let environment_ends_with = |suffix: &str| {
        triple
            .split('-')
            .skip(3)
            .any(|component| component.ends_with(suffix))
    };
    let format = object_format(triple);
    let mangling = match format {
        ObjectFormat::Elf => "m:e",
        ObjectFormat::MachO => "m:o",
        ObjectFormat::Coff => "m:w",
    };
    let address_spaces = "p270:32:32-p271:32:32-p272:64:64";
    let layout = match architecture {
        "x86_64" | "amd64" => {
            let pointers = if environment_ends_with("x32") {
                "-p:32:32"
            } else {
                ""
            };
            format!(
                "e-{mangling}{pointers}-{address_spaces}-i64:64-i128:128-f80:128-n8:16:32:64-S128"
            )
        }
        "i386" | "i486" | "i586" | "i686" | "i786" | "i886" | "i986" => match format {
            ObjectFormat::Coff => {
                let f80 = if triple.contains("msvc") {
                    "f80:128"
                } else {
                    "f80:32"
                };
                format!("e-m:x-p:32:32-{address_spaces}-i64:64-i128:128-{f80}-n8:16:32-a:0:32-S32")
            }
            ObjectFormat::MachO => {
                format!("e-m:o-p:32:32-{address_spaces}-i128:128-f64:32:64-f80:128-n8:16:32-S128")
            }
            ObjectFormat::Elf => {
                format!("e-m:e-p:32:32-{address_spaces}-i128:128-f64:32:64-f80:32-n8:16:32-S128")
            }
        },
        "aarch64" | "arm64" | "aarch64_be" => {
            let endianness = if architecture == "aarch64_be" {
                "E"
            } else {
                "e"
            };
            match format {
                ObjectFormat::MachO => format!("{endianness}-m:o-i64:64-i128:128-n32:64-S128-Fn32"),
                ObjectFormat::Coff => {
                    format!("{endianness}-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32")
                }
                ObjectFormat::Elf => {
                    let pointers = if environment_ends_with("ilp32") {
                        "-p:32:32"
                    } else {
                        ""
                    };
                    format!("{endianness}-m:e{pointers}-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32")
                }
            }
        }
        _ => return None,
    };
    Some(layout)
}

#[cfg(test)]
mod tests {
    use super::default_datalayout;

    /// What `opt-19 -S` prints for a module holding only the triple.
    #[test]
    fn layouts_are_llvm_19s() {
        let cases = [
            ("x86_64-unknown-linux-gnu", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("x86_64-unknown-linux-gnux32", "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("x86_64-apple-macosx10.11.0", "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("x86_64-pc-windows-msvc", "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("x86_64-pc-windows-gnu", "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("x86_64-unknown-unknown-elf", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("x86_64", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("i686-unknown-linux-gnu", "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"),
            ("i386-apple-macosx", "e-m:o-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:128-n8:16:32-S128"),
            ("i686-pc-windows-msvc", "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"),
            ("i686-pc-windows-gnu", "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32"),
            ("aarch64-unknown-linux-gnu", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("aarch64-apple-macosx", "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"),
            ("arm64-apple-ios", "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"),
            ("aarch64-pc-windows-msvc", "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("aarch64_be-unknown-linux-gnu", "E-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("aarch64-unknown-linux-gnu_ilp32", "e-m:e-p:32:32-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
        ];
        for (triple, layout) in cases {
            assert_eq!(
                default_datalayout(triple).as_deref(),
                Some(layout),
                "{triple}"
            );
        }
        assert_eq!(default_datalayout("riscv64-unknown-linux-gnu"), None);
    }
}
