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

/// An input's text, as [`read_input`] gives it: a regular file's pages mapped
/// read-only (as LLVM's `MemoryBuffer` maps its inputs), else the bytes read
/// into memory (standard input, pipes, empty files, or where mapping fails).
///
/// Mapping a large module costs neither a copy nor fresh pages (its pages are
/// the file cache's). As with LLVM's tools, a file truncated by another
/// process while it is mapped can end the process (`SIGBUS`).
pub struct InputText {
    storage: InputStorage,
}

enum InputStorage {
    Read(String),
    Mapped(MappedFile),
}

/// A read-only private mapping of a whole file, unmapped when dropped; its
/// bytes were checked to be UTF-8 when it was made.
struct MappedFile {
    start: *const u8,
    len: usize,
}

impl MappedFile {
    /// Maps the whole of `file` (of `len` bytes, not zero), or `None` if the
    /// system refuses.
    #[cfg(unix)]
    fn map(file: &std::fs::File, len: usize) -> Option<MappedFile> {
        use std::os::fd::AsRawFd;
        // SAFETY: a fresh read-only private mapping of an open file; the
        // kernel picks the address. MAP_POPULATE maps the cached pages at once
        // instead of faulting them in one by one.
        let start = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE | libc::MAP_POPULATE,
                file.as_raw_fd(),
                0,
            )
        };
        (start != libc::MAP_FAILED).then_some(MappedFile {
            start: start as *const u8,
            len,
        })
    }

    #[cfg(not(unix))]
    fn map(_file: &std::fs::File, _len: usize) -> Option<MappedFile> {
        None
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: `start` maps `len` readable bytes until `self` is dropped.
        unsafe { std::slice::from_raw_parts(self.start, self.len) }
    }
}

impl Drop for MappedFile {
    fn drop(&mut self) {
        #[cfg(unix)]
        // SAFETY: unmaps exactly the mapping made in `map`, which nothing
        // borrows any more.
        unsafe {
            libc::munmap(self.start as *mut libc::c_void, self.len);
        }
    }
}

impl std::ops::Deref for InputText {
    type Target = str;

    fn deref(&self) -> &str {
        match &self.storage {
            InputStorage::Read(text) => text,
            // SAFETY: the mapped bytes were checked to be UTF-8 in `read_input`.
            InputStorage::Mapped(mapped) => unsafe {
                std::str::from_utf8_unchecked(mapped.bytes())
            },
        }
    }
}

/// Reads the whole input as text. Bitcode and non-UTF-8 input are refused.
pub fn read_input(input: &Stream) -> Result<InputText, String> {
    let name = input_display_name(input);
    let storage = match map_input_file(input) {
        Some(mapped) => {
            check_text(name, mapped.bytes())?;
            InputStorage::Mapped(mapped)
        }
        None => {
            let bytes = read_input_bytes(input)?;
            check_text(name, &bytes)?;
            // SAFETY: `check_text` found the bytes to be UTF-8.
            InputStorage::Read(unsafe { String::from_utf8_unchecked(bytes) })
        }
    };
    Ok(InputText { storage })
}

/// The input file mapped, if it is a non-empty regular file that maps.
fn map_input_file(input: &Stream) -> Option<MappedFile> {
    let Stream::File(path) = input else {
        return None;
    };
    let file = std::fs::File::open(path).ok()?;
    let metadata = file.metadata().ok()?;
    let len = usize::try_from(metadata.len()).ok()?;
    if !metadata.is_file() || len == 0 {
        return None;
    }
    MappedFile::map(&file, len)
}

/// Refuses bitcode and text that is not UTF-8.
fn check_text(name: &str, bytes: &[u8]) -> Result<(), String> {
    if bytes.starts_with(b"BC\xc0\xde") {
        return Err(format!(
            "{name}: error: bitcode input is not supported; convert it with llvm-dis first"
        ));
    }
    std::str::from_utf8(bytes).map(|_| ()).map_err(|error| {
        format!(
            "{name}: error: input is not valid UTF-8 (byte {})",
            error.valid_up_to()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh file holding `bytes`, removed when the test ends.
    struct TempInput(std::path::PathBuf);

    impl TempInput {
        fn new(name: &str, bytes: &[u8]) -> TempInput {
            let path =
                std::env::temp_dir().join(format!("statepoint-io-{}-{name}", std::process::id()));
            std::fs::write(&path, bytes).unwrap();
            TempInput(path)
        }

        fn stream(&self) -> Stream {
            Stream::File(self.0.to_str().unwrap().to_string())
        }
    }

    impl Drop for TempInput {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    #[test]
    fn a_file_reads_back_whole_whether_mapped_or_empty() {
        let text = "define void @f() {\n  ret void\n}\n".repeat(2000);
        let large = TempInput::new("large.ll", text.as_bytes());
        let input = read_input(&large.stream()).unwrap();
        assert!(matches!(input.storage, InputStorage::Mapped(_)));
        assert_eq!(&*input, text);
        let empty = TempInput::new("empty.ll", b"");
        assert_eq!(&*read_input(&empty.stream()).unwrap(), "");
    }

    #[test]
    fn bitcode_invalid_utf8_and_missing_files_are_refused_with_the_file_name() {
        let bitcode = TempInput::new("module.bc", b"BC\xc0\xde\x35\x14");
        let error = read_input(&bitcode.stream()).err().unwrap();
        assert!(
            error.contains("module.bc: error: bitcode input is not supported"),
            "{error}"
        );
        let latin1 = TempInput::new("latin1.ll", b"; caf\xe9\n");
        let error = read_input(&latin1.stream()).err().unwrap();
        assert!(
            error.ends_with("input is not valid UTF-8 (byte 5)"),
            "{error}"
        );
        let missing = Stream::File("/nonexistent/statepoint-input.ll".to_string());
        let error = read_input(&missing).err().unwrap();
        assert!(error.contains("Could not open input file"), "{error}");
    }
}
