//! Located diagnostics, rendered the way LLVM tools render them.
//!
//! A [`Diagnostic`] carries a 1-based line and column into the text it
//! describes; [`Diagnostic::render`] gives `file:line:col: error: message`,
//! then the source line and a caret under the column.

use std::fmt;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in characters).
    pub col: u32,
    pub message: String,
}

impl Diagnostic {
    pub fn new(line: u32, col: u32, message: impl Into<String>) -> Self {
        Diagnostic {
            line,
            col,
            message: message.into(),
        }
    }

    /// `file:line:col: error: message`, the source line and a caret.
    pub fn render(&self, file: &str, source: &str) -> String {
        let text = source
            .lines()
            .nth(self.line.saturating_sub(1) as usize)
            .unwrap_or("");
        let caret_pad: String = text
            .chars()
            .take(self.col.saturating_sub(1) as usize)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "{file}:{}:{}: error: {}\n{text}\n{caret_pad}^\n",
            self.line, self.col, self.message
        )
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: error: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_location_line_and_caret() {
        let d = Diagnostic::new(2, 5, "expected type");
        let out = d.render("a.ll", "define void @f() {\n  ret i9x\n}\n");
        assert_eq!(out, "a.ll:2:5: error: expected type\n  ret i9x\n    ^\n");
    }
}
