//! Reading modules (and object files) from files or stdin and writing results, with opt's
//! error wording. Every failure is a message for the caller to print.

use crate::opt_args::Stream;
use std::io::{Read, Write};

/// The name an input has in diagnostics and `; ModuleID` (`<stdin>` for stdin).
pub fn input_display_name(input: &Stream) -> &str {
    match input {
        Stream::Standard => "<stdin>",
        Stream::File(path) => path,
    }
}

/// Reads the whole input as bytes.
pub fn read_input_bytes(input: &Stream) -> Result<Vec<u8>, String> {
    let name = input_display_name(input);
    let mut bytes = Vec::new();
    let read = match input {
        Stream::Standard => std::io::stdin().read_to_end(&mut bytes).map(|_| ()),
        Stream::File(path) => std::fs::read(path).map(|content| bytes = content),
    };
    read.map_err(|error| {
        format!(
            "{name}: error: Could not open input file: {}",
            io_error_text(&error)
        )
    })?;
    Ok(bytes)
}

/// Reads the whole input as text. Bitcode and non-UTF-8 input are refused.
pub fn read_input(input: &Stream) -> Result<String, String> {
    let name = input_display_name(input);
    let bytes = read_input_bytes(input)?;
    if bytes.starts_with(b"BC\xc0\xde") {
        return Err(format!(
            "{name}: error: bitcode input is not supported; convert it with llvm-dis first"
        ));
    }
    String::from_utf8(bytes).map_err(|error| {
        format!(
            "{name}: error: input is not valid UTF-8 (byte {})",
            error.utf8_error().valid_up_to()
        )
    })
}

/// Writes `text` to the output stream.
pub fn write_output(output: &Stream, text: &str) -> Result<(), String> {
    write_output_with(output, |sink| sink.write_all(text.as_bytes()))
}

/// Opens the output stream and lets `write` fill it (in pieces, so large output
/// need not be held whole).
pub fn write_output_with(
    output: &Stream,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    let written = match output {
        Stream::Standard => {
            let mut stdout = std::io::stdout().lock();
            write(&mut stdout).and_then(|()| stdout.flush())
        }
        Stream::File(path) => std::fs::File::create(path).and_then(|mut file| write(&mut file)),
    };
    written.map_err(|error| {
        let name = match output {
            Stream::Standard => "<stdout>",
            Stream::File(path) => path,
        };
        format!("error writing '{name}': {}", io_error_text(&error))
    })
}

/// The OS message without Rust's ` (os error N)` suffix, as LLVM prints it.
fn io_error_text(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(end) => text[..end].to_string(),
        None => text,
    }
}
