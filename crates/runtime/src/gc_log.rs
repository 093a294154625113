//! What one collection did ([`CollectionRecord`]), and the GC log: one JSON
//! object per line per collection (`--gc-log=<file>`, `STATEPOINT_GC_LOG`),
//! written by [`GcLog`] and read back by [`parse_log_line`] (`statepoint gc-report`).
//!
//! A collector fills in a [`CollectionRecord`] after each collection and hands
//! it to the runtime ([`crate::collection_reports`]), which adds the sequence
//! number, the collector's name and the time, logs it and aggregates it. A line:
//!
//! ```json
//! {"sequence":1,"collector":"semispace","kind":"full","time_ms":12.345678,"pause_ms":0.456789,"heap_bytes_before":8388608,"heap_bytes_after":1048576,"objects_copied":43690,"bytes_copied":1048560,"roots":12,"frames":9,"frames_with_statepoints":8}
//! ```
//!
//! Invariants: every line holds every field, in this order, and nothing else;
//! `sequence` counts collections from 1; `time_ms` (when the pause began) and
//! `pause_ms` are milliseconds written with six decimals, so nanoseconds round
//! trip exactly; strings (collector names, kinds) are plain ASCII letters,
//! digits and `-`, never escaped. The reader accepts fields in any order and
//! ignores unknown ones (a later writer may add some), but requires every field
//! above. Writing allocates nothing: the line is formatted into the file's buffer.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a collection collected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectionKind {
    /// The whole heap (every semispace collection; a full-heap collection of a generational plan).
    Full,
    /// The young generation only.
    Nursery,
    /// A generational plan's collection of the mature space.
    Major,
    /// The concurrent plan's first pause: roots, then marking runs beside the program.
    InitialMark,
    /// The concurrent plan's second pause: the end of marking, and the sweep.
    FinalMark,
}

impl CollectionKind {
    const ALL: [CollectionKind; 5] = [
        Self::Full,
        Self::Nursery,
        Self::Major,
        Self::InitialMark,
        Self::FinalMark,
    ];

    /// The name in the log.
    pub fn name(self) -> &'static str {
        match self {
            Self::Full => "full",
            Self::Nursery => "nursery",
            Self::Major => "major",
            Self::InitialMark => "initial-mark",
            Self::FinalMark => "final-mark",
        }
    }

    pub fn from_name(name: &str) -> Option<CollectionKind> {
        Self::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// What one collection did, as the collector reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CollectionRecord {
    pub kind: CollectionKind,
    /// From the start of root scanning to the end of the collection (verification excluded).
    pub pause: Duration,
    /// Bytes of objects in the heap when the collection began.
    pub heap_bytes_before: u64,
    /// Bytes of objects in the heap when it ended.
    pub heap_bytes_after: u64,
    /// Objects copied (a moving plan) or promoted (a generational one); 0
    /// from MMTk plans, which do not report them to the binding.
    pub objects_copied: u64,
    pub bytes_copied: u64,
    /// Root pairs (stack and globals) the collection relocated.
    pub roots: u64,
    /// Stack frames walked.
    pub frames: u64,
    /// Of those, frames stopped at a call site with a stack map record.
    pub frames_with_statepoints: u64,
}

/// One line of a GC log, read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedCollection {
    pub sequence: u64,
    pub collector: String,
    /// When the pause began, since the runtime started.
    pub time_since_start: Duration,
    pub record: CollectionRecord,
}

/// The log file could not be created or written.
#[derive(Debug)]
pub struct GcLogError {
    pub path: PathBuf,
    pub error: io::Error,
}

impl std::fmt::Display for GcLogError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "cannot write the GC log {}: {}",
            self.path.display(),
            self.error
        )
    }
}

/// An open GC log: lines are buffered, and written when the buffer fills and
/// at [`GcLog::flush`].
#[derive(Debug)]
pub struct GcLog {
    path: PathBuf,
    writer: BufWriter<File>,
}

/// Enough for some 200 lines between writes.
const LOG_BUFFER_BYTES: usize = 64 << 10;

impl GcLog {
    /// Creates (or truncates) the log file at `path`.
    pub fn create(path: &Path) -> Result<GcLog, GcLogError> {
        let file = File::create(path).map_err(|error| GcLogError {
            path: path.to_path_buf(),
            error,
        })?;
        Ok(GcLog {
            path: path.to_path_buf(),
            writer: BufWriter::with_capacity(LOG_BUFFER_BYTES, file),
        })
    }

    /// Appends the line of collection number `sequence`.
    pub fn append(
        &mut self,
        sequence: u64,
        collector: &str,
        time_since_start: Duration,
        record: &CollectionRecord,
    ) -> Result<(), GcLogError> {
        write_log_line(
            &mut self.writer,
            sequence,
            collector,
            time_since_start,
            record,
        )
        .map_err(|error| self.error(error))
    }

    /// Writes the buffered lines to the file.
    pub fn flush(&mut self) -> Result<(), GcLogError> {
        self.writer.flush().map_err(|error| self.error(error))
    }

    fn error(&self, error: io::Error) -> GcLogError {
        GcLogError {
            path: self.path.clone(),
            error,
        }
    }
}

/// Milliseconds with six decimals, as the log writes them: exactly the
/// nanoseconds of the duration.
pub struct Milliseconds(pub Duration);

impl std::fmt::Display for Milliseconds {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let nanoseconds = self.0.as_nanos();
        write!(
            formatter,
            "{}.{:06}",
            nanoseconds / 1_000_000,
            nanoseconds % 1_000_000
        )
    }
}

/// Writes one line of the log (module docs) to `out`.
pub fn write_log_line(
    out: &mut impl Write,
    sequence: u64,
    collector: &str,
    time_since_start: Duration,
    record: &CollectionRecord,
) -> io::Result<()> {
    debug_assert!(collector
        .bytes()
        .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-'));
    writeln!(
        out,
        "{{\"sequence\":{sequence},\"collector\":\"{collector}\",\"kind\":\"{}\",\"time_ms\":{},\"pause_ms\":{},\
         \"heap_bytes_before\":{},\"heap_bytes_after\":{},\"objects_copied\":{},\"bytes_copied\":{},\
         \"roots\":{},\"frames\":{},\"frames_with_statepoints\":{}}}",
        record.kind.name(),
        Milliseconds(time_since_start),
        Milliseconds(record.pause),
        record.heap_bytes_before,
        record.heap_bytes_after,
        record.objects_copied,
        record.bytes_copied,
        record.roots,
        record.frames,
        record.frames_with_statepoints,
    )
}

/// A value of a log line: a string or a number (its text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FieldValue<'line> {
    Text(&'line str),
    Number(&'line str),
}

/// Reads one line of a GC log; the error says what is wrong with it.
pub fn parse_log_line(line: &str) -> Result<LoggedCollection, String> {
    let fields = parse_flat_object(line)?;
    let field = |name: &str| {
        fields
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| *value)
            .ok_or_else(|| format!("missing field \"{name}\""))
    };
    let text = |name: &str| match field(name)? {
        FieldValue::Text(text) => Ok(text),
        FieldValue::Number(_) => Err(format!("field \"{name}\" is a number, expected a string")),
    };
    let count = |name: &str| match field(name)? {
        FieldValue::Number(digits) => digits
            .parse::<u64>()
            .map_err(|_| format!("field \"{name}\" is {digits}, expected a whole number")),
        FieldValue::Text(_) => Err(format!("field \"{name}\" is a string, expected a number")),
    };
    let milliseconds = |name: &str| match field(name)? {
        FieldValue::Number(digits) => parse_milliseconds(digits).ok_or_else(|| {
            format!("field \"{name}\" is {digits}, expected milliseconds (at most 6 decimals)")
        }),
        FieldValue::Text(_) => Err(format!("field \"{name}\" is a string, expected a number")),
    };
    let sequence = count("sequence")?;
    let collector = text("collector")?.to_string();
    let kind_name = text("kind")?;
    let kind = CollectionKind::from_name(kind_name).ok_or_else(|| {
        format!("field \"kind\" is \"{kind_name}\", expected full, nursery or major")
    })?;
    Ok(LoggedCollection {
        sequence,
        collector,
        time_since_start: milliseconds("time_ms")?,
        record: CollectionRecord {
            kind,
            pause: milliseconds("pause_ms")?,
            heap_bytes_before: count("heap_bytes_before")?,
            heap_bytes_after: count("heap_bytes_after")?,
            objects_copied: count("objects_copied")?,
            bytes_copied: count("bytes_copied")?,
            roots: count("roots")?,
            frames: count("frames")?,
            frames_with_statepoints: count("frames_with_statepoints")?,
        },
    })
}

/// `12.345678` (milliseconds, at most six decimals) as a duration.
fn parse_milliseconds(text: &str) -> Option<Duration> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let all_digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    if whole.is_empty() || !all_digits(whole) || !all_digits(fraction) || fraction.len() > 6 {
        return None;
    }
    let fraction_nanoseconds: u64 = format!("{fraction:0<6}").parse().ok()?;
    let whole_nanoseconds = whole.parse::<u64>().ok()?.checked_mul(1_000_000)?;
    Some(Duration::from_nanos(
        whole_nanoseconds.checked_add(fraction_nanoseconds)?,
    ))
}

/// The `"key": value` pairs of a JSON object whose values are unescaped
/// strings or numbers (what the log writes), in line order.
fn parse_flat_object(line: &str) -> Result<Vec<(&str, FieldValue<'_>)>, String> {
    let mut rest = line.trim();
    rest = rest
        .strip_prefix('{')
        .ok_or("expected a JSON object starting with '{'")?
        .trim_start();
    let mut fields = Vec::new();
    if let Some(after) = rest.strip_prefix('}') {
        rest = after;
    } else {
        loop {
            let (key, after_key) = parse_string(rest).ok_or("expected a field name in quotes")?;
            let after_colon = after_key
                .trim_start()
                .strip_prefix(':')
                .ok_or_else(|| format!("expected ':' after \"{key}\""))?
                .trim_start();
            let (value, after_value) = if after_colon.starts_with('"') {
                let (text, after) = parse_string(after_colon)
                    .ok_or_else(|| {
                        format!("field \"{key}\" holds an unterminated string or an escape (the log writes none)")
                    })?;
                (FieldValue::Text(text), after)
            } else {
                let length = after_colon
                    .find(|character: char| {
                        !(character.is_ascii_digit() || "+-.eE".contains(character))
                    })
                    .unwrap_or(after_colon.len());
                if length == 0 {
                    return Err(format!(
                        "field \"{key}\" has no value (expected a number or a string)"
                    ));
                }
                (
                    FieldValue::Number(&after_colon[..length]),
                    &after_colon[length..],
                )
            };
            if fields.iter().any(|(seen, _)| *seen == key) {
                return Err(format!("field \"{key}\" appears twice"));
            }
            fields.push((key, value));
            let after_value = after_value.trim_start();
            if let Some(after) = after_value.strip_prefix(',') {
                rest = after.trim_start();
            } else if let Some(after) = after_value.strip_prefix('}') {
                rest = after;
                break;
            } else {
                return Err(format!("expected ',' or '}}' after field \"{key}\""));
            }
        }
    }
    if !rest.trim().is_empty() {
        return Err("text after the end of the object".to_string());
    }
    Ok(fields)
}

/// A string without escapes at the start of `text`, and what follows it.
fn parse_string(text: &str) -> Option<(&str, &str)> {
    let inside = text.strip_prefix('"')?;
    let end = inside.find(['"', '\\'])?;
    (inside.as_bytes()[end] == b'"').then(|| (&inside[..end], &inside[end + 1..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> CollectionRecord {
        CollectionRecord {
            kind: CollectionKind::Full,
            pause: Duration::from_nanos(456_789),
            heap_bytes_before: 8 << 20,
            heap_bytes_after: 1 << 20,
            objects_copied: 43_690,
            bytes_copied: 1_048_560,
            roots: 12,
            frames: 9,
            frames_with_statepoints: 8,
        }
    }

    fn line(sequence: u64, time: Duration, record: &CollectionRecord) -> String {
        let mut bytes = Vec::new();
        write_log_line(&mut bytes, sequence, "semispace", time, record).unwrap();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn a_line_is_the_documented_json_object() {
        assert_eq!(
            line(1, Duration::from_nanos(12_345_678), &record()),
            "{\"sequence\":1,\"collector\":\"semispace\",\"kind\":\"full\",\"time_ms\":12.345678,\
             \"pause_ms\":0.456789,\"heap_bytes_before\":8388608,\"heap_bytes_after\":1048576,\
             \"objects_copied\":43690,\"bytes_copied\":1048560,\"roots\":12,\"frames\":9,\
             \"frames_with_statepoints\":8}\n"
        );
    }

    #[test]
    fn every_line_reads_back_as_written() {
        for kind in CollectionKind::ALL {
            for nanoseconds in [0, 1, 999_999, 1_000_000, 86_400_000_000_123] {
                let record = CollectionRecord {
                    kind,
                    pause: Duration::from_nanos(nanoseconds),
                    ..record()
                };
                let time = Duration::from_nanos(nanoseconds * 3 + 7);
                let logged = parse_log_line(&line(42, time, &record)).unwrap();
                assert_eq!(
                    logged,
                    LoggedCollection {
                        sequence: 42,
                        collector: "semispace".to_string(),
                        time_since_start: time,
                        record,
                    }
                );
            }
        }
    }

    #[test]
    fn the_reader_takes_any_order_spacing_and_extra_fields() {
        let written = line(3, Duration::from_millis(5), &record());
        let body = written.trim().trim_start_matches('{').trim_end_matches('}');
        let mut fields: Vec<&str> = body.split(',').collect();
        fields.reverse();
        let reordered = format!(" {{ \"extra\" : \"x\" , {} }} ", fields.join(" , "));
        assert_eq!(
            parse_log_line(&reordered).unwrap(),
            parse_log_line(&written).unwrap()
        );
    }

    #[test]
    fn malformed_lines_say_what_is_wrong() {
        let good = line(1, Duration::ZERO, &record());
        for (bad, message) in [
            ("", "expected a JSON object starting with '{'"),
            ("[1]", "expected a JSON object starting with '{'"),
            ("{}", "missing field \"sequence\""),
            ("{\"sequence\" 1}", "expected ':' after \"sequence\""),
            (
                "{\"sequence\":}",
                "field \"sequence\" has no value (expected a number or a string)",
            ),
            (
                "{\"sequence\":1",
                "expected ',' or '}' after field \"sequence\"",
            ),
            ("{\"a\":1,\"a\":2}", "field \"a\" appears twice"),
            (
                "{\"a\":\"x\\\"y\"}",
                "field \"a\" holds an unterminated string or an escape (the log writes none)",
            ),
            ("{\"a\":1} x", "text after the end of the object"),
            (
                &good.replace("\"pause_ms\":0.456789", "\"pause_ms\":0.4567891"),
                "field \"pause_ms\" is 0.4567891, expected milliseconds (at most 6 decimals)",
            ),
            (
                &good.replace("\"roots\":12", "\"roots\":-12"),
                "field \"roots\" is -12, expected a whole number",
            ),
            (
                &good.replace("\"frames\":9", "\"frames\":\"9\""),
                "field \"frames\" is a string, expected a number",
            ),
            (
                &good.replace("\"kind\":\"full\"", "\"kind\":\"minor\""),
                "field \"kind\" is \"minor\", expected full, nursery or major",
            ),
            (
                &good.replace(",\"bytes_copied\":1048560", ""),
                "missing field \"bytes_copied\"",
            ),
        ] {
            assert_eq!(parse_log_line(bad).unwrap_err(), message, "{bad}");
        }
    }

    #[test]
    fn a_log_file_holds_one_line_per_appended_collection() {
        let path = std::env::temp_dir().join(format!("gc-log-test-{}", std::process::id()));
        let mut log = GcLog::create(&path).unwrap();
        for sequence in 1..=3 {
            log.append(
                sequence,
                "semispace",
                Duration::from_millis(sequence),
                &record(),
            )
            .unwrap();
        }
        log.flush().unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        let sequences: Vec<u64> = text
            .lines()
            .map(|line| parse_log_line(line).unwrap().sequence)
            .collect();
        assert_eq!(sequences, [1, 2, 3]);
        let error = GcLog::create(Path::new("/nonexistent-directory/gc.jsonl")).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("cannot write the GC log /nonexistent-directory/gc.jsonl: "),
            "{error}"
        );
    }
}
