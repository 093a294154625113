//! A line on stderr when the program `statepoint run` compiled into this
//! process faults: `statepoint: the program was killed by signal 11 (SIGSEGV:
//! invalid memory access at 0x...)`, the wording `run` uses for an executable
//! killed by a signal, plus, under `--gc-stress`, the usual cause.
//!
//! Invariants: the handler is async-signal-safe (it formats into a stack
//! buffer and calls `write(2)` once) and is installed with `SA_RESETHAND`, so
//! when it returns the faulting instruction runs again under the default
//! action and `statepoint` still ends by the signal, exactly as without the
//! handler (exit status, core dump). It runs on the alternate signal stack
//! when the thread has one (Rust's runtime gives the main thread one), so a
//! stack overflow is reported too.

use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the program runs with `--gc-stress` (read by the handler).
static UNDER_GC_STRESS: AtomicBool = AtomicBool::new(false);

/// Installs the report for SIGSEGV and SIGBUS.
pub fn report_program_faults(under_gc_stress: bool) {
    UNDER_GC_STRESS.store(under_gc_stress, Ordering::Relaxed);
    for signal in [libc::SIGSEGV, libc::SIGBUS] {
        // SAFETY: `action` is fully initialized (zeroed, then the handler, an
        // empty mask and the flags set); `report_fault` has the three-argument
        // signature that `SA_SIGINFO` requires and is async-signal-safe.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = report_fault as *const () as usize;
            libc::sigemptyset(&mut action.sa_mask);
            action.sa_flags = libc::SA_SIGINFO | libc::SA_RESETHAND | libc::SA_ONSTACK;
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

extern "C" fn report_fault(signal: libc::c_int, info: *mut libc::siginfo_t, _: *mut libc::c_void) {
    let mut message = MessageBuffer::default();
    message.push(b"statepoint: the program was killed by signal ");
    message.push_decimal(signal as u64);
    message.push(if signal == libc::SIGBUS {
        b" (SIGBUS: bus error at 0x".as_slice()
    } else {
        b" (SIGSEGV: invalid memory access at 0x".as_slice()
    });
    // SAFETY: the kernel passes a valid `siginfo_t` to an `SA_SIGINFO` handler.
    let address = unsafe { (*info).si_addr() } as usize;
    message.push_hexadecimal(address as u64);
    message.push(b")\n");
    if UNDER_GC_STRESS.load(Ordering::Relaxed) {
        message.push(
            b"statepoint: under --gc-stress, every collection moves every object and protects the space it left: a reference used after a safepoint without its relocation faults like this\n",
        );
    }
    // SAFETY: write(2) is async-signal-safe; the buffer holds `length` bytes.
    unsafe {
        libc::write(
            libc::STDERR_FILENO,
            message.bytes.as_ptr().cast(),
            message.length,
        );
    }
}

/// A fixed-size message built without allocating (text beyond its size is dropped).
struct MessageBuffer {
    bytes: [u8; 512],
    length: usize,
}

impl Default for MessageBuffer {
    fn default() -> Self {
        MessageBuffer {
            bytes: [0; 512],
            length: 0,
        }
    }
}

impl MessageBuffer {
    fn push(&mut self, text: &[u8]) {
        let room = self.bytes.len() - self.length;
        let taken = text.len().min(room);
        self.bytes[self.length..self.length + taken].copy_from_slice(&text[..taken]);
        self.length += taken;
    }

    fn push_decimal(&mut self, value: u64) {
        self.push_digits(value, 10);
    }

    fn push_hexadecimal(&mut self, value: u64) {
        self.push_digits(value, 16);
    }

    fn push_digits(&mut self, mut value: u64, radix: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b"0123456789abcdef"[(value % radix) as usize];
            value /= radix;
            if value == 0 {
                break;
            }
        }
        self.push(&digits[start..]);
    }
}

#[cfg(test)]
mod tests {
    use super::MessageBuffer;

    #[test]
    fn numbers_are_written_in_decimal_and_hexadecimal_without_allocating() {
        let mut message = MessageBuffer::default();
        message.push(b"signal ");
        message.push_decimal(11);
        message.push(b" at 0x");
        message.push_hexadecimal(0x7f00_dead_beef);
        message.push(b" ");
        message.push_decimal(0);
        assert_eq!(
            &message.bytes[..message.length],
            b"signal 11 at 0x7f00deadbeef 0"
        );
    }
}
