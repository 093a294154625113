//! `statepoint gc-report <gc-log.jsonl|-> -o <report.svg|report.html>`: the
//! picture of what the collector did in a run, from the log `--gc-log` (or
//! `STATEPOINT_GC_LOG`) wrote, drawn by [`crate::gc_report_svg`]; an output
//! named `*.html` gets the SVG inside a page, any other name the SVG itself.
//!
//! Invariant: the log is read whole before anything is written; a line that
//! is not a collection of the log's format, a sequence number that does not
//! follow the previous line's, a collection that began before the previous
//! one, another collector than the first line's, or a log without collections
//! is an error located as `<file>:<line>: error: <what>` (the line omitted
//! when the whole file is at fault), and no output is written.

use crate::command_options::{self, next_argument, CommandOption, OptionValue, Parsed};
use crate::failure::CommandFailure;
use crate::gc_report_svg::{escape_xml, render_gc_report_svg};
use crate::io;
use crate::opt_args::Stream;
use runtime::gc_log::{parse_log_line, LoggedCollection};

const USAGE: &str = "statepoint gc-report <gc-log.jsonl|-> -o <report.svg|report.html>";

const DESCRIPTION: &str = "Draw a GC log (statepoint run --gc-log=<file>, or STATEPOINT_GC_LOG=<file> for\nan executable) as an SVG picture: heap size before and after each collection\nand the pause of each over time, a pause histogram, the bytes each copied.\nAn output file named *.html gets the picture inside an HTML page.";

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Setting {
    Output,
}

const GC_REPORT_OPTIONS: &[&CommandOption<Setting>] = &[&CommandOption {
    names: &["-o"],
    value: OptionValue::Next("<file>"),
    setting: Setting::Output,
    help: "The SVG (or, for a name ending in .html, HTML) file to write (required)",
}];

pub fn gc_report_command(arguments: &[String]) -> Result<String, CommandFailure> {
    let mut input = None;
    let mut output = None;
    let mut remaining = arguments.iter();
    let see_also = "statepoint gc-report --help";
    while let Some(parsed) = next_argument(GC_REPORT_OPTIONS, &mut remaining, see_also)? {
        let (slot, value, what) = match parsed {
            Parsed::Help => {
                let text = command_options::help_text(USAGE, DESCRIPTION, GC_REPORT_OPTIONS);
                io::write_output(&Stream::Standard, &text)?;
                return Ok(String::new());
            }
            Parsed::Input(argument) => (&mut input, argument, "the input file"),
            Parsed::Option(Setting::Output, value) => {
                (&mut output, value.unwrap_or_default(), "-o")
            }
        };
        if slot.replace(value).is_some() {
            return Err(format!("{what} given more than once").into());
        }
    }
    let usage_hint = format!("usage: {USAGE} (see: {see_also})");
    let input = Stream::from_argument(input.ok_or(format!("no GC log given\n{usage_hint}"))?);
    let output = output.ok_or(format!("no output file given (-o <file>)\n{usage_hint}"))?;
    let name = io::input_display_name(&input);
    let collections = read_gc_log(name, &io::read_input_bytes(&input)?)?;
    let svg = render_gc_report_svg(name, &collections);
    let document = if output.ends_with(".html") {
        html_page(name, &svg)
    } else {
        svg
    };
    io::write_output(&Stream::from_argument(output), &document)?;
    Ok(String::new())
}

/// The collections of the log `bytes` (read from `name`), checked as the module docs say.
pub fn read_gc_log(name: &str, bytes: &[u8]) -> Result<Vec<LoggedCollection>, String> {
    let mut collections: Vec<LoggedCollection> = Vec::new();
    let lines = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    if lines.is_empty() {
        return Err(format!("{name}: error: the log holds no collections"));
    }
    for (index, line) in lines.split(|&byte| byte == b'\n').enumerate() {
        let located = |message: String| format!("{name}:{}: error: {message}", index + 1);
        let text = std::str::from_utf8(line).map_err(|_| located("not UTF-8 text".to_string()))?;
        let collection = parse_log_line(text).map_err(located)?;
        if let Some(previous) = collections.last() {
            check_follows(previous, &collection).map_err(located)?;
        }
        collections.push(collection);
    }
    Ok(collections)
}

/// Whether `next` can be the line after `previous` in one run's log.
fn check_follows(previous: &LoggedCollection, next: &LoggedCollection) -> Result<(), String> {
    if next.sequence != previous.sequence + 1 {
        return Err(format!(
            "collection {} follows collection {} (a log holds one run's collections in order)",
            next.sequence, previous.sequence
        ));
    }
    if next.time_since_start < previous.time_since_start {
        return Err(format!(
            "collection {} began before collection {}",
            next.sequence, previous.sequence
        ));
    }
    if next.collector != previous.collector {
        return Err(format!(
            "collector \"{}\" after \"{}\" (a log holds one run's collections)",
            next.collector, previous.collector
        ));
    }
    Ok(())
}

/// `svg` inside a minimal HTML page titled after the log.
fn html_page(log_name: &str, svg: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>GC report: {}</title>\n</head>\n<body>\n{svg}</body>\n</html>\n",
        escape_xml(log_name)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str = "{\"sequence\":1,\"collector\":\"semispace\",\"kind\":\"full\",\"time_ms\":1.5,\"pause_ms\":0.25,\"heap_bytes_before\":4096,\"heap_bytes_after\":1024,\"objects_copied\":40,\"bytes_copied\":1024,\"roots\":3,\"frames\":2,\"frames_with_statepoints\":2}";

    fn log(lines: &[String]) -> Vec<u8> {
        lines
            .iter()
            .map(|line| format!("{line}\n"))
            .collect::<String>()
            .into_bytes()
    }

    fn numbered(sequence: u64, time_ms: &str) -> String {
        LINE.replace("\"sequence\":1", &format!("\"sequence\":{sequence}"))
            .replace("\"time_ms\":1.5", &format!("\"time_ms\":{time_ms}"))
    }

    #[test]
    fn a_log_of_consecutive_collections_is_read_in_order() {
        let bytes = log(&[numbered(1, "1.5"), numbered(2, "1.5"), numbered(3, "9")]);
        let collections = read_gc_log("gc.jsonl", &bytes).unwrap();
        assert_eq!(collections.len(), 3);
        assert_eq!(collections[2].sequence, 3);
        let without_final_newline = &bytes[..bytes.len() - 1];
        assert_eq!(
            read_gc_log("gc.jsonl", without_final_newline).unwrap(),
            collections
        );
    }

    #[test]
    fn errors_name_the_file_and_line() {
        for (lines, message) in [
            (vec![], "gc.jsonl: error: the log holds no collections"),
            (
                vec![numbered(1, "1"), "{\"sequence\":2".to_string()],
                "gc.jsonl:2: error: expected ',' or '}' after field \"sequence\"",
            ),
            (
                vec![numbered(1, "1"), String::new(), numbered(2, "3")],
                "gc.jsonl:2: error: expected a JSON object starting with '{'",
            ),
            (
                vec![numbered(1, "1"), numbered(3, "2")],
                "gc.jsonl:2: error: collection 3 follows collection 1 (a log holds one run's collections in order)",
            ),
            (
                vec![numbered(1, "5"), numbered(2, "4.999999")],
                "gc.jsonl:2: error: collection 2 began before collection 1",
            ),
            (
                vec![numbered(1, "1"), numbered(2, "2").replace("semispace", "mmtk-immix")],
                "gc.jsonl:2: error: collector \"mmtk-immix\" after \"semispace\" (a log holds one run's collections)",
            ),
        ] {
            assert_eq!(read_gc_log("gc.jsonl", &log(&lines)).unwrap_err(), message);
        }
        let mut not_utf8 = log(&[numbered(1, "1")]);
        not_utf8.extend_from_slice(b"{\xff}\n");
        assert_eq!(
            read_gc_log("gc.jsonl", &not_utf8).unwrap_err(),
            "gc.jsonl:2: error: not UTF-8 text"
        );
    }

    #[test]
    fn the_html_page_holds_the_svg_and_its_title() {
        let collections = read_gc_log("gc.jsonl", LINE.as_bytes()).unwrap();
        let svg = render_gc_report_svg("a&b.jsonl", &collections);
        let page = html_page("a&b.jsonl", &svg);
        assert!(page.starts_with("<!DOCTYPE html>\n"));
        assert!(
            page.contains("<title>GC report: a&amp;b.jsonl</title>"),
            "{page}"
        );
        assert!(page.contains(&svg));
        assert!(page.ends_with("</body>\n</html>\n"));
    }
}
