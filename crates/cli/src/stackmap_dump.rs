//! `statepoint stackmap dump <file>`: the stack maps of an ELF file in
//! `llvm-readobj-19 --stackmap`'s format (rendered by the `stackmap` crate),
//! so the two outputs can be diffed.

use crate::command_options::{self, is_help_flag, CommandOption};
use crate::failure::CommandFailure;
use crate::io;
use crate::opt_args::Stream;

const USAGE: &str = "statepoint stackmap dump <object-file|->";

const DESCRIPTION: &str = "Print the stack maps (.llvm_stackmaps) of an ELF object, executable or shared\nobject (x86-64, AArch64) as llvm-readobj-19 --stackmap prints them.";

/// `dump` has no options but help: the table `--help` lists.
const DUMP_OPTIONS: &[&CommandOption<()>] = &[];

/// `statepoint stackmap <subcommand> ...`; `stackmap --help` and `stackmap
/// dump --help` print the help of `dump`, the only subcommand.
pub fn stackmap_command(arguments: &[String]) -> Result<String, CommandFailure> {
    match arguments {
        [help] if is_help_flag(help) => print_help(),
        [subcommand, help] if subcommand == "dump" && is_help_flag(help) => print_help(),
        [subcommand, path] if subcommand == "dump" => dump(path),
        _ => Err(format!("usage: {USAGE} (see: statepoint stackmap --help)").into()),
    }
}

fn print_help() -> Result<String, CommandFailure> {
    let text = command_options::help_text(USAGE, DESCRIPTION, DUMP_OPTIONS);
    io::write_output(&Stream::Standard, &text)?;
    Ok(String::new())
}

fn dump(path: &str) -> Result<String, CommandFailure> {
    let input = Stream::from_argument(path);
    let name = io::input_display_name(&input);
    let bytes = io::read_input_bytes(&input)?;
    let stack_maps = stackmap::elf::read_elf_stack_maps(&bytes)
        .map_err(|error| format!("{name}: error: {error}"))?;
    let text = stackmap::llvm_readobj::render_elf_stack_maps(name, &stack_maps);
    io::write_output(&Stream::Standard, &text)?;
    Ok(String::new())
}
