//! `statepoint stackmap dump <file>`: the stack maps of an ELF file in
//! `llvm-readobj-19 --stackmap`'s format (rendered by the `stackmap` crate),
//! so the two outputs can be diffed.

use crate::failure::CommandFailure;
use crate::io;
use crate::opt_args::Stream;

pub const STACKMAP_USAGE: &str = "usage: statepoint stackmap dump <object-file|->";

/// `statepoint stackmap <subcommand> ...`.
pub fn stackmap_command(arguments: &[String]) -> Result<String, CommandFailure> {
    match arguments {
        [subcommand, path] if subcommand == "dump" => dump(path),
        _ => Err(STACKMAP_USAGE.to_string().into()),
    }
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
