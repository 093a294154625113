//! The `.ll` lexer.
//!
//! Tokens borrow from the source text; the lexer never allocates except to
//! unescape quoted names and strings that contain `\XX` escapes. Every token
//! carries its byte offset, so any error can be located (the line and column
//! are derived from the offset only when an error is reported). Invariant: lexing never fails; malformed input produces
//! [`Tok::Error`] tokens that the parser reports with their location.

use std::borrow::Cow;

/// A name or label as written in the source: identifier characters, or a quoted
/// string including its quotes, `\XX` escapes still in place. Never empty.
/// Copyable; the lexer has checked that the unescaped text is valid UTF-8.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Name<'a>(pub &'a str);

impl<'a> Name<'a> {
    /// The name, unquoted, with escapes decoded (borrowed from the source when
    /// there are none).
    #[inline]
    pub fn text(self) -> Cow<'a, str> {
        if self.0.as_bytes().first() != Some(&b'"') {
            return Cow::Borrowed(self.0);
        }
        Self::unquote(self.0)
    }

    #[cold]
    fn unquote(quoted: &'a str) -> Cow<'a, str> {
        let inner = &quoted[1..quoted.len() - 1];
        if !inner.as_bytes().contains(&b'\\') {
            return Cow::Borrowed(inner);
        }
        match String::from_utf8(unescape(inner.as_bytes())) {
            Ok(s) => Cow::Owned(s),
            Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
        }
    }
}

/// The text between the quotes of a string, escapes still in place.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Bytes<'a>(pub &'a [u8]);

impl<'a> Bytes<'a> {
    /// The bytes with escapes decoded (borrowed from the source when there are none).
    #[inline]
    pub fn get(self) -> Cow<'a, [u8]> {
        if self.0.contains(&b'\\') {
            Cow::Owned(unescape(self.0))
        } else {
            Cow::Borrowed(self.0)
        }
    }
}

/// Decodes `\XX` (hex) and `\\` escapes; a backslash starting neither stays as is.
pub fn unescape(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'\\' {
            if raw.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let hex = |c: u8| (c as char).to_digit(16);
            match (
                raw.get(i + 1).and_then(|&c| hex(c)),
                raw.get(i + 2).and_then(|&c| hex(c)),
            ) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                }
                _ => {
                    out.push(b'\\');
                    i += 1;
                }
            }
        } else {
            out.push(raw[i]);
            i += 1;
        }
    }
    out
}

#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Tok<'a> {
    Eof,
    /// A bare word: keywords, types (`i32`), attribute names, enum-like metadata values.
    Word(&'a str),
    /// `name:` (also `"quoted":` and `42:`); the text without the colon.
    Label(Name<'a>),
    /// `%name` / `%"quoted"`.
    LocalName(Name<'a>),
    /// `%42`
    LocalNum(u32),
    /// `@name` / `@"quoted"`.
    GlobalName(Name<'a>),
    /// `@42`
    GlobalNum(u32),
    /// `$name`
    ComdatName(Name<'a>),
    /// `!name` (named metadata, attachment kinds, specialized node names).
    MetaName(&'a str),
    /// `!42`
    MetaNum(u32),
    /// `#42`
    AttrGroup(u32),
    /// `#dbg_value` and friends: the word after `#`.
    DbgRecord(&'a str),
    /// A decimal integer, possibly negative, as written.
    Int(&'a str),
    /// `u0x...` hexadecimal integers: the digits.
    UnsignedHexInt(&'a str),
    /// `s0x...` hexadecimal integers: the digits.
    SignedHexInt(&'a str),
    /// A floating-point literal as written (decimal, or `0x`/`0xK`/`0xL`/`0xM`/`0xH`/`0xR` hex).
    Float(&'a str),
    /// A quoted string.
    Str(Bytes<'a>),
    /// `c"..."`
    CString(Bytes<'a>),
    /// `!` not followed by a name or number (`!{`, `!"`).
    Exclaim,
    Equal,
    Comma,
    Star,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    Colon,
    Bar,
    Ellipsis,
    /// Something that is not a token; the message says why.
    Error(&'static str),
}

#[derive(Copy, Clone, Debug)]
pub struct Token<'a> {
    pub tok: Tok<'a>,
    /// Byte offset of the token's first character. Lines and columns are not
    /// tracked while lexing; [`line_and_column`] derives them when an error is reported.
    pub start: usize,
}

/// Lexer state; cheap to clone for lookahead.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

/// Character classes: bit 0 for identifier characters, bit 1 for identifier starts,
/// bit 2 for whitespace.
const IDENT_CHAR: u8 = 1;
const IDENT_START: u8 = 2;
const WHITESPACE: u8 = 4;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        let start = b.is_ascii_alphabetic() || matches!(b, b'$' | b'.' | b'_' | b'-');
        let ch = start || b.is_ascii_digit();
        let space = matches!(b, b' ' | b'\n' | b'\t' | b'\r');
        t[i] = ((ch as u8) * IDENT_CHAR)
            | ((start as u8) * IDENT_START)
            | ((space as u8) * WHITESPACE);
        i += 1;
    }
    t
};

#[inline]
fn is_ident_start(b: u8) -> bool {
    CLASS[b as usize] & IDENT_START != 0
}

#[inline]
fn is_ident_char(b: u8) -> bool {
    CLASS[b as usize] & IDENT_CHAR != 0
}

/// The 1-based line of byte offset `pos` and the byte offset where that line starts.
pub fn line_and_column(src: &str, pos: usize) -> (u32, usize) {
    let before = &src.as_bytes()[..pos.min(src.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    (line, line_start)
}

/// Parses a non-empty run of ASCII decimal digits as a `u64`; `None` for anything
/// else or on overflow (what `str::parse::<u64>` accepts, except a leading `+`).
#[inline]
pub fn parse_u64_digits(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    let mut n: u64 = 0;
    for &d in digits {
        if !d.is_ascii_digit() {
            return None;
        }
        n = n.checked_mul(10)?.checked_add(u64::from(d - b'0'))?;
    }
    Some(n)
}

/// Parses ASCII decimal digits as a `u32`; `None` on overflow.
#[inline]
fn parse_u32_digits(digits: &[u8]) -> Option<u32> {
    let mut n: u32 = 0;
    for &d in digits {
        n = n.checked_mul(10)?.checked_add(u32::from(d - b'0'))?;
    }
    Some(n)
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src,
            bytes: src.as_bytes(),
            pos: 0,
        }
    }

    /// Moves to byte offset `pos` (a token boundary).
    pub fn seek(&mut self, pos: usize) {
        self.pos = pos.min(self.bytes.len());
    }

    /// If the text after the current position (past trivia) is exactly
    /// `addrspace(digits)` with a value that fits in `u32`, consumes it and returns
    /// the value; otherwise consumes nothing but trivia.
    #[inline]
    pub fn eat_addrspace_suffix(&mut self) -> Option<u32> {
        const KEYWORD: &[u8] = b"addrspace(";
        self.skip_trivia();
        let ds = self.pos + KEYWORD.len();
        if self.bytes.get(self.pos..ds) != Some(KEYWORD) {
            return None;
        }
        let de = self.digits_end(ds);
        if de == ds || self.bytes.get(de) != Some(&b')') {
            return None;
        }
        let n = parse_u32_digits(&self.bytes[ds..de])?;
        self.pos = de + 1;
        Some(n)
    }

    #[inline]
    fn peek_byte(&self, off: usize) -> u8 {
        *self.bytes.get(self.pos + off).unwrap_or(&0)
    }

    /// The source text between byte offsets `start` and `end`, both of which follow
    /// an ASCII byte or are the ends of the source (so they are character boundaries).
    /// Splitting checks the boundaries inline, where indexing calls out of line; a
    /// wrong offset gives an empty text, never undefined behaviour.
    #[inline(always)]
    fn text(&self, start: usize, end: usize) -> &'a str {
        let src: &'a str = self.src;
        match src.split_at_checked(end) {
            Some((head, _)) => head.split_at_checked(start).map_or("", |(_, text)| text),
            None => "",
        }
    }

    /// The end of the run of identifier characters starting at `p`. Eight bytes are
    /// looked at per step while eight remain, without a bounds check for each.
    #[inline(always)]
    fn ident_end(&self, p: usize) -> usize {
        let bytes = self.bytes;
        let mut q = p;
        while let Some(chunk) = bytes.get(q..).and_then(<[u8]>::first_chunk::<8>) {
            for (i, &b) in chunk.iter().enumerate() {
                if !is_ident_char(b) {
                    return q + i;
                }
            }
            q += 8;
        }
        while bytes.get(q).is_some_and(|&b| is_ident_char(b)) {
            q += 1;
        }
        q
    }

    /// The end of the run of decimal digits starting at `p`.
    #[inline]
    fn digits_end(&self, p: usize) -> usize {
        let rest = self.bytes.get(p..).unwrap_or_default();
        p + rest
            .iter()
            .position(|b| !b.is_ascii_digit())
            .unwrap_or(rest.len())
    }

    #[inline]
    fn skip_trivia(&mut self) {
        let bytes = self.bytes;
        let mut p = self.pos;
        loop {
            while bytes
                .get(p)
                .is_some_and(|&b| CLASS[b as usize] & WHITESPACE != 0)
            {
                p += 1;
            }
            if bytes.get(p) != Some(&b';') {
                break;
            }
            while p < bytes.len() && bytes[p] != b'\n' {
                p += 1;
            }
        }
        self.pos = p;
    }

    pub fn next_token(&mut self) -> Token<'a> {
        let mut token = Token {
            tok: Tok::Eof,
            start: 0,
        };
        self.lex_into(&mut token);
        token
    }

    /// Lexes the next token into `token` (written in place: the parser's current
    /// token is not copied through a temporary).
    #[inline(always)]
    pub fn lex_into(&mut self, token: &mut Token<'a>) {
        self.skip_trivia();
        token.start = self.pos;
        self.lex_one_into(&mut token.tok);
    }

    /// The token at the current position (past trivia). The tokens of instruction
    /// bodies are lexed here; the others in [`Lexer::lex_other`], kept out of line
    /// so that this hot path stays small.
    #[inline(always)]
    fn lex_one_into(&mut self, out: &mut Tok<'a>) {
        let Some(&b) = self.bytes.get(self.pos) else {
            *out = Tok::Eof;
            return;
        };
        match b {
            b'%' => self.lex_local_into(out),
            b',' => self.single_into(Tok::Comma, out),
            b'=' => self.single_into(Tok::Equal, out),
            b'(' => self.single_into(Tok::LParen, out),
            b')' => self.single_into(Tok::RParen, out),
            b'[' => self.single_into(Tok::LBracket, out),
            b']' => self.single_into(Tok::RBracket, out),
            b'0'..=b'9' => self.lex_digits_into(out),
            b'c' if self.peek_byte(1) == b'"' => *out = self.lex_other(b),
            b'a'..=b'z' => self.lex_word_into(out),
            _ => *out = self.lex_other(b),
        }
    }

    /// The tokens [`Lexer::lex_one_into`] leaves: the rarer punctuation, globals, metadata,
    /// strings and the like (current byte `b`).
    #[inline(never)]
    fn lex_other(&mut self, b: u8) -> Tok<'a> {
        match b {
            b'{' => self.single(Tok::LBrace),
            b'}' => self.single(Tok::RBrace),
            b'*' => self.single(Tok::Star),
            b'<' => self.single(Tok::Less),
            b'>' => self.single(Tok::Greater),
            b'|' => self.single(Tok::Bar),
            b':' => self.single(Tok::Colon),
            b'.' if self.peek_byte(1) == b'.' && self.peek_byte(2) == b'.' => {
                self.pos += 3;
                Tok::Ellipsis
            }
            b'@' => {
                self.pos += 1;
                match self.lex_number_after_sigil() {
                    Some(Ok(n)) => Tok::GlobalNum(n),
                    Some(Err(e)) => Tok::Error(e),
                    None => match self.lex_name_after_sigil() {
                        Some(Ok(n)) => Tok::GlobalName(n),
                        Some(Err(e)) => Tok::Error(e),
                        None => Tok::Error("expected a name after the sigil"),
                    },
                }
            }
            b'$' => {
                self.pos += 1;
                match self.lex_name_after_sigil() {
                    Some(Ok(n)) => Tok::ComdatName(n),
                    Some(Err(e)) => Tok::Error(e),
                    None => Tok::Error("expected comdat name after '$'"),
                }
            }
            b'!' => self.lex_exclaim(),
            b'#' => self.lex_hash(),
            b'"' => self.lex_quoted_or_label(),
            b'c' if self.peek_byte(1) == b'"' => {
                self.pos += 1;
                match self.lex_string() {
                    Ok(s) => Tok::CString(s),
                    Err(e) => Tok::Error(e),
                }
            }
            b'0'..=b'9' | b'-' | b'+' => self.lex_number_or_label(),
            _ if is_ident_start(b) => self.lex_word(),
            _ => {
                // Skip one whole character so positions stay on char boundaries.
                let len = self
                    .src
                    .get(self.pos..)
                    .and_then(|rest| rest.chars().next())
                    .map_or(1, char::len_utf8);
                self.pos += len;
                Tok::Error("unexpected character")
            }
        }
    }

    #[inline]
    fn single(&mut self, t: Tok<'a>) -> Tok<'a> {
        self.pos += 1;
        t
    }

    #[inline(always)]
    fn single_into(&mut self, t: Tok<'a>, out: &mut Tok<'a>) {
        self.pos += 1;
        *out = t;
    }

    /// `%name`, `%"name"` or `%N` (current byte `%`), written into `out`.
    #[inline(always)]
    fn lex_local_into(&mut self, out: &mut Tok<'a>) {
        self.pos += 1;
        match self.lex_number_after_sigil() {
            Some(Ok(n)) => *out = Tok::LocalNum(n),
            Some(Err(e)) => *out = Tok::Error(e),
            None => match self.lex_name_after_sigil() {
                Some(Ok(n)) => *out = Tok::LocalName(n),
                Some(Err(e)) => *out = Tok::Error(e),
                None => *out = Tok::Error("expected a name after the sigil"),
            },
        }
    }

    /// The digits of `%N` / `@N`, if the sigil is followed by a digit.
    #[inline(always)]
    fn lex_number_after_sigil(&mut self) -> Option<Result<u32, &'static str>> {
        if !self.peek_byte(0).is_ascii_digit() {
            return None;
        }
        let s = self.pos;
        self.pos = self.digits_end(s);
        Some(parse_u32_digits(&self.bytes[s..self.pos]).ok_or("value number is too large"))
    }

    /// A name following `%`, `@`, `$`: identifier characters or a quoted string.
    #[inline(always)]
    fn lex_name_after_sigil(&mut self) -> Option<Result<Name<'a>, &'static str>> {
        if self.peek_byte(0) == b'"' {
            return Some(self.lex_quoted_name("name is not valid UTF-8"));
        }
        let s = self.pos;
        self.pos = self.ident_end(s);
        if self.pos == s {
            return None;
        }
        Some(Ok(Name(self.text(s, self.pos))))
    }

    /// A quoted string read as a name (current byte `"`).
    #[inline(never)]
    fn lex_quoted_name(&mut self, invalid: &'static str) -> Result<Name<'a>, &'static str> {
        let s = self.pos;
        let raw = self.lex_string()?;
        Self::check_name(raw, invalid)?;
        Ok(Name(self.text(s, self.pos)))
    }

    /// Checks that the unescaped text of a quoted name is UTF-8.
    fn check_name(raw: Bytes<'_>, invalid: &'static str) -> Result<(), &'static str> {
        match raw.get() {
            // The text between two quotes of a `str` is UTF-8.
            Cow::Borrowed(_) => Ok(()),
            Cow::Owned(b) => std::str::from_utf8(&b).map(|_| ()).map_err(|_| invalid),
        }
    }

    /// Lexes `"..."` starting at the quote; the text between the quotes, undecoded.
    fn lex_string(&mut self) -> Result<Bytes<'a>, &'static str> {
        debug_assert_eq!(self.peek_byte(0), b'"');
        self.pos += 1;
        let s = self.pos;
        loop {
            match self.bytes.get(self.pos) {
                None => return Err("end of file in string constant"),
                Some(b'"') => break,
                Some(_) => self.pos += 1,
            }
        }
        let raw = &self.bytes[s..self.pos];
        self.pos += 1;
        Ok(Bytes(raw))
    }

    fn lex_quoted_or_label(&mut self) -> Tok<'a> {
        let s = self.pos;
        match self.lex_string() {
            Ok(raw) => {
                if self.peek_byte(0) == b':' {
                    let quoted = self.text(s, self.pos);
                    self.pos += 1;
                    match Self::check_name(raw, "label is not valid UTF-8") {
                        Ok(()) => Tok::Label(Name(quoted)),
                        Err(e) => Tok::Error(e),
                    }
                } else {
                    Tok::Str(raw)
                }
            }
            Err(e) => Tok::Error(e),
        }
    }

    fn lex_exclaim(&mut self) -> Tok<'a> {
        self.pos += 1;
        let b = self.peek_byte(0);
        if b.is_ascii_digit() {
            let s = self.pos;
            self.pos = self.digits_end(s);
            return match parse_u32_digits(&self.bytes[s..self.pos]) {
                Some(n) => Tok::MetaNum(n),
                None => Tok::Error("metadata number is too large"),
            };
        }
        if is_ident_start(b) || b == b'\\' {
            let s = self.pos;
            while self.pos < self.bytes.len()
                && (is_ident_char(self.bytes[self.pos]) || self.bytes[self.pos] == b'\\')
            {
                self.pos += 1;
            }
            return Tok::MetaName(self.text(s, self.pos));
        }
        Tok::Exclaim
    }

    fn lex_hash(&mut self) -> Tok<'a> {
        self.pos += 1;
        let s = self.pos;
        if self.peek_byte(0).is_ascii_digit() {
            self.pos = self.digits_end(s);
            return match parse_u32_digits(&self.bytes[s..self.pos]) {
                Some(n) => Tok::AttrGroup(n),
                None => Tok::Error("attribute group number is too large"),
            };
        }
        self.pos = self.ident_end(s);
        if self.pos == s {
            return Tok::Error("expected attribute group number or record name after '#'");
        }
        Tok::DbgRecord(self.text(s, self.pos))
    }

    /// A word, a label `word:` or a hexadecimal integer `u0x..`/`s0x..` (current byte
    /// an identifier start).
    #[inline(always)]
    fn lex_word_into(&mut self, out: &mut Tok<'a>) {
        let s = self.pos;
        let end = self.ident_end(s);
        if matches!(self.peek_byte(0), b'u' | b's') && self.peek_byte(1) == b'0' {
            if let Some(hex) = self.lex_hex_int() {
                *out = hex;
                return;
            }
        }
        self.pos = end;
        if self.peek_byte(0) == b':' {
            let t = self.text(s, end);
            self.pos += 1;
            *out = Tok::Label(Name(t));
            return;
        }
        *out = Tok::Word(self.text(s, end));
    }

    /// [`Lexer::lex_word_into`] for the rarer paths that reach a word.
    #[inline(never)]
    fn lex_word(&mut self) -> Tok<'a> {
        let mut word = Tok::Eof;
        self.lex_word_into(&mut word);
        word
    }

    /// `u0x..` / `s0x..` at the current position, consumed, if it is one.
    #[inline(never)]
    fn lex_hex_int(&mut self) -> Option<Tok<'a>> {
        if self.peek_byte(2) != b'x' || !self.peek_byte(3).is_ascii_hexdigit() {
            return None;
        }
        let signed = self.peek_byte(0) == b's';
        self.pos += 3;
        let ds = self.pos;
        while self.peek_byte(0).is_ascii_hexdigit() {
            self.pos += 1;
        }
        let digits = self.text(ds, self.pos);
        Some(if signed {
            Tok::SignedHexInt(digits)
        } else {
            Tok::UnsignedHexInt(digits)
        })
    }

    /// A token starting with a decimal digit: a plain integer here, anything else
    /// (labels, floats, hexadecimal floats) in [`Lexer::lex_number_or_label`].
    #[inline(always)]
    fn lex_digits_into(&mut self, out: &mut Tok<'a>) {
        let s = self.pos;
        let end = self.digits_end(s);
        let next = self.bytes.get(end).copied().unwrap_or(0);
        if is_ident_char(next) || next == b':' {
            *out = self.lex_number_or_label();
            return;
        }
        self.pos = end;
        *out = Tok::Int(self.text(s, end));
    }

    #[inline(never)]
    fn lex_number_or_label(&mut self) -> Tok<'a> {
        let s = self.pos;
        // Hex floats: 0x..., 0xK..., 0xL..., 0xM..., 0xH..., 0xR...
        if self.peek_byte(0) == b'0' && self.peek_byte(1) == b'x' {
            self.pos += 2;
            if matches!(self.peek_byte(0), b'K' | b'L' | b'M' | b'H' | b'R') {
                self.pos += 1;
            }
            let ds = self.pos;
            while self.peek_byte(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            if self.pos == ds {
                return Tok::Error("expected hexadecimal digits");
            }
            return Tok::Float(self.text(s, self.pos));
        }
        // Labels made of identifier characters that start with a digit or '-'.
        let p = self.ident_end(s);
        if p < self.bytes.len() && self.bytes[p] == b':' && p > s {
            let t = self.text(s, p);
            self.pos = p + 1;
            return Tok::Label(Name(t));
        }
        if matches!(self.peek_byte(0), b'-' | b'+') {
            self.pos += 1;
        }
        let ds = self.pos;
        self.pos = self.digits_end(ds);
        if self.pos == ds {
            // A lone '-' or an identifier starting with '-'.
            self.pos = s;
            if is_ident_start(self.peek_byte(0)) && self.peek_byte(0) != b'+' {
                return self.lex_word();
            }
            self.pos = s + 1;
            return Tok::Error("unexpected character");
        }
        let mut is_float = false;
        if self.peek_byte(0) == b'.' {
            is_float = true;
            self.pos += 1;
            while self.peek_byte(0).is_ascii_digit() {
                self.pos += 1;
            }
            if matches!(self.peek_byte(0), b'e' | b'E') {
                let save = self.pos;
                self.pos += 1;
                if matches!(self.peek_byte(0), b'-' | b'+') {
                    self.pos += 1;
                }
                if self.peek_byte(0).is_ascii_digit() {
                    while self.peek_byte(0).is_ascii_digit() {
                        self.pos += 1;
                    }
                } else {
                    self.pos = save;
                }
            }
        }
        let text = self.text(s, self.pos);
        if is_float {
            Tok::Float(text)
        } else if text.starts_with('+') {
            Tok::Error("unexpected '+' before an integer")
        } else {
            Tok::Int(text)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok<'_>> {
        let mut l = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = l.next_token();
            if t.tok == Tok::Eof {
                return out;
            }
            out.push(t.tok);
        }
    }

    #[test]
    fn lexes_names_numbers_labels_and_metadata() {
        let toks = kinds(
            "entry: %x = add i32 -5, 1.5e+3 ; c\n  !dbg !12 #0 @\"a b\" 0xK3FFF8000000000000000 7:",
        );
        assert_eq!(toks[0], Tok::Label(Name("entry")));
        assert_eq!(toks[1], Tok::LocalName(Name("x")));
        assert_eq!(toks[4], Tok::Word("i32"));
        assert_eq!(toks[5], Tok::Int("-5"));
        assert_eq!(toks[7], Tok::Float("1.5e+3"));
        assert_eq!(toks[8], Tok::MetaName("dbg"));
        assert_eq!(toks[9], Tok::MetaNum(12));
        assert_eq!(toks[10], Tok::AttrGroup(0));
        assert_eq!(toks[11], Tok::GlobalName(Name("\"a b\"")));
        assert_eq!(toks[12], Tok::Float("0xK3FFF8000000000000000"));
        assert_eq!(toks[13], Tok::Label(Name("7")));
    }

    #[test]
    fn decodes_escapes_and_reports_unterminated_strings() {
        let toks = kinds("c\"a\\00\\\\\"");
        assert_eq!(toks[0], Tok::CString(Bytes(b"a\\00\\\\")));
        match toks[0] {
            Tok::CString(b) => assert_eq!(b.get(), Cow::<[u8]>::Owned(vec![b'a', 0, b'\\'])),
            _ => unreachable!(),
        }
        let toks = kinds("%\"a\\62\" %\"\\FF\"");
        assert_eq!(toks[0], Tok::LocalName(Name("\"a\\62\"")));
        match toks[0] {
            Tok::LocalName(n) => assert_eq!(n.text(), "ab"),
            _ => unreachable!(),
        }
        assert_eq!(toks[1], Tok::Error("name is not valid UTF-8"));
        let toks = kinds("\"abc");
        assert!(matches!(toks[0], Tok::Error(_)));
    }

    #[test]
    fn digit_parsing_matches_str_parse() {
        for s in [
            "0",
            "7",
            "007",
            "18446744073709551615",
            "18446744073709551616",
            "",
            "-1",
            "-0",
            "1a",
            "99999999999999999999",
        ] {
            assert_eq!(parse_u64_digits(s.as_bytes()), s.parse::<u64>().ok(), "{s}");
        }
    }

    #[test]
    fn tokens_know_their_line_and_offsets() {
        let mut l = Lexer::new("  é %x");
        let t = l.next_token();
        assert_eq!(t.start, 2);
        let t = l.next_token();
        assert_eq!(t.start, 5);
        assert_eq!(line_and_column("  é %x", t.start), (1, 0));
        assert_eq!(line_and_column("a\nbc\nd", 4), (2, 2));
    }
}
