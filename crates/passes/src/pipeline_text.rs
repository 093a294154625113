//! The syntax of LLVM's new-pass-manager pipeline strings (`-passes=...`).
//!
//! Grammar (whitespace around names is ignored):
//!
//! ```text
//! pipeline := element (',' element)*
//! element  := name ( '(' pipeline ')' )?
//! name     := any characters except ',', '(', ')'; text inside '<...>' is
//!             part of the name and may contain any of them (`verify<safepoint-ir>`)
//! ```
//!
//! Invariant: this module only builds the tree; it knows no pass names. An
//! element with a nested pipeline (`function(...)`) is a [`PipelineElement`]
//! with `inner: Some(..)`. Malformed text (unbalanced parentheses or angle
//! brackets, text after a closing parenthesis) is rejected with LLVM's message
//! `invalid pipeline '<text>'`. The empty string is the empty pipeline.

use std::fmt;

/// One element of a pipeline string: a pass name (with its `<params>`) or a
/// named nested pipeline such as `function(...)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PipelineElement {
    /// The name, including any `<...>` parameters, with surrounding whitespace removed.
    pub name: String,
    /// The nested pipeline of `name(...)`; `None` for a plain pass name.
    pub inner: Option<Vec<PipelineElement>>,
}

/// A pipeline string that does not follow the grammar.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InvalidPipeline {
    pub text: String,
}

impl fmt::Display for InvalidPipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid pipeline '{}'", self.text)
    }
}

impl std::error::Error for InvalidPipeline {}

/// Parses a pipeline string into its element tree.
pub fn parse_pipeline_text(text: &str) -> Result<Vec<PipelineElement>, InvalidPipeline> {
    let invalid = || InvalidPipeline {
        text: text.to_string(),
    };
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let mut reader = PipelineReader {
        bytes: text.as_bytes(),
        text,
        position: 0,
    };
    let elements = reader.read_list().ok_or_else(invalid)?;
    if reader.position != text.len() {
        return Err(invalid());
    }
    Ok(elements)
}

struct PipelineReader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    position: usize,
}

impl PipelineReader<'_> {
    /// Reads `element (',' element)*`, stopping before a `)` or at the end.
    fn read_list(&mut self) -> Option<Vec<PipelineElement>> {
        let mut elements = vec![self.read_element()?];
        while self.bytes.get(self.position) == Some(&b',') {
            self.position += 1;
            elements.push(self.read_element()?);
        }
        Some(elements)
    }

    fn read_element(&mut self) -> Option<PipelineElement> {
        let name = self.read_name()?;
        self.skip_whitespace();
        let inner = if self.bytes.get(self.position) == Some(&b'(') {
            self.position += 1;
            let inner = self.read_list()?;
            if self.bytes.get(self.position) != Some(&b')') {
                return None;
            }
            self.position += 1;
            self.skip_whitespace();
            Some(inner)
        } else {
            None
        };
        Some(PipelineElement { name, inner })
    }

    /// Reads a name up to `,`, `(` or `)` outside angle brackets; `None` when
    /// the angle brackets do not balance. The name may be empty (LLVM reports
    /// an empty name as an unknown pass, so the registry does too).
    fn read_name(&mut self) -> Option<String> {
        let start = self.position;
        let mut angle_depth = 0usize;
        while let Some(&byte) = self.bytes.get(self.position) {
            match byte {
                b'<' => angle_depth += 1,
                b'>' => angle_depth = angle_depth.checked_sub(1)?,
                b',' | b'(' | b')' if angle_depth == 0 => break,
                _ => {}
            }
            self.position += 1;
        }
        if angle_depth != 0 {
            return None;
        }
        Some(self.text[start..self.position].trim().to_string())
    }

    fn skip_whitespace(&mut self) {
        while self
            .bytes
            .get(self.position)
            .is_some_and(|b| b.is_ascii_whitespace())
        {
            self.position += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass(name: &str) -> PipelineElement {
        PipelineElement {
            name: name.to_string(),
            inner: None,
        }
    }

    fn nest(name: &str, inner: Vec<PipelineElement>) -> PipelineElement {
        PipelineElement {
            name: name.to_string(),
            inner: Some(inner),
        }
    }

    #[test]
    fn parses_comma_lists_nesting_and_parameters() {
        let parsed =
            parse_pipeline_text("module(function(verify<safepoint-ir>, a),b) , cgscc(c)").unwrap();
        assert_eq!(
            parsed,
            vec![
                nest(
                    "module",
                    vec![
                        nest("function", vec![pass("verify<safepoint-ir>"), pass("a")]),
                        pass("b")
                    ]
                ),
                nest("cgscc", vec![pass("c")]),
            ]
        );
    }

    #[test]
    fn parameters_may_hold_separators() {
        let parsed = parse_pipeline_text("p<a,b(c)>").unwrap();
        assert_eq!(parsed, vec![pass("p<a,b(c)>")]);
    }

    #[test]
    fn empty_text_is_the_empty_pipeline_and_empty_names_are_kept() {
        assert_eq!(parse_pipeline_text("  ").unwrap(), vec![]);
        assert_eq!(
            parse_pipeline_text("a,,b").unwrap(),
            vec![pass("a"), pass(""), pass("b")]
        );
    }

    #[test]
    fn rejects_unbalanced_text_with_llvm_message() {
        for text in [
            "function(verify",
            "verify)",
            "a(b))",
            "a(b)c",
            "p<x",
            "p>",
            "(",
        ] {
            let error = parse_pipeline_text(text).unwrap_err();
            assert_eq!(error.to_string(), format!("invalid pipeline '{text}'"));
        }
    }
}
