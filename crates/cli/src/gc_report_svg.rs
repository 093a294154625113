//! The picture of `statepoint gc-report`: a GC log (`runtime::gc_log`) drawn
//! as one SVG document of four panels, written as plain text:
//!
//! 1. heap bytes before and after each collection over time (a saw-tooth: each
//!    collection drops the heap from "before" to "after", allocation raises it
//!    to the next "before");
//! 2. the pause of each collection over time, one bar per collection;
//! 3. a histogram of the pauses;
//! 4. the bytes copied by each collection, one bar per collection.
//!
//! Marks: a log of at most [`MOST_SEPARATE_MARKS`] collections gets one mark
//! per collection in panels 1, 2 and 4; a longer one (a stress-mode run logs a
//! collection per allocation) gets one mark per pixel column, standing for the
//! consecutive collections drawn there, so the picture stays small enough for
//! a browser.
//!
//! Invariants: each mark (classes `pause-bar`, `copied-bar`, `heap-before`,
//! `heap-after`) says which collections it stands for (`data-sequence`, the
//! first; `data-collections`, how many) and holds the log's own numbers for
//! them: the longest pause (in the log's millisecond text), the most bytes
//! copied, the largest heap before and the smallest heap after; the marks of
//! a panel stand for every collection once, in order. The histogram's bins
//! (`histogram-bin`, `data-count`) add up to the number of collections. Every
//! axis starts at zero and ends at a round value at or above the largest
//! value drawn on it. Text from outside (the log's name) is XML-escaped.

use runtime::gc_log::{CollectionRecord, LoggedCollection, Milliseconds};
use runtime::statistics::{nearest_rank_percentile, REPORTED_PAUSE_PERCENTILES};
use std::fmt::Write;
use std::time::Duration;

const WIDTH: f64 = 960.0;
/// The title and summary above the panels.
const HEADER_HEIGHT: f64 = 70.0;
const PANEL_HEIGHT: f64 = 270.0;
/// Room left of a plot for tick labels and the axis title.
const PLOT_LEFT: f64 = 100.0;
const PLOT_RIGHT_MARGIN: f64 = 30.0;
/// Room above a plot for the panel's title.
const PLOT_TOP_MARGIN: f64 = 40.0;
/// Room below a plot for tick labels and the axis title.
const PLOT_BOTTOM_MARGIN: f64 = 55.0;
const HISTOGRAM_BINS: usize = 20;
/// The most collections drawn one mark each; beyond, one mark per pixel column.
pub const MOST_SEPARATE_MARKS: usize = 1000;
/// About how many intervals an axis is divided into.
const TARGET_TICK_INTERVALS: f64 = 5.0;

const HEAP_BEFORE_COLOR: &str = "#d62728";
const HEAP_AFTER_COLOR: &str = "#1f77b4";
const PAUSE_COLOR: &str = "#ff7f0e";
const HISTOGRAM_COLOR: &str = "#2ca02c";
const COPIED_COLOR: &str = "#9467bd";

/// The SVG document for the collections of a log named `log_name` (at least one).
pub fn render_gc_report_svg(log_name: &str, collections: &[LoggedCollection]) -> String {
    debug_assert!(!collections.is_empty());
    let height = HEADER_HEIGHT + 4.0 * PANEL_HEIGHT;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{height}\" \
         viewBox=\"0 0 {WIDTH} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    header(&mut svg, log_name, collections);
    let panel_top = |index: usize| HEADER_HEIGHT + index as f64 * PANEL_HEIGHT;
    heap_panel(&mut svg, panel_top(0), collections);
    pause_panel(&mut svg, panel_top(1), collections);
    histogram_panel(&mut svg, panel_top(2), collections);
    copied_panel(&mut svg, panel_top(3), collections);
    svg += "</svg>\n";
    svg
}

/// The title and one line of totals and pause percentiles.
fn header(svg: &mut String, log_name: &str, collections: &[LoggedCollection]) {
    let mut pauses: Vec<Duration> = collections.iter().map(|c| c.record.pause).collect();
    pauses.sort_unstable();
    let total_pause: Duration = pauses.iter().sum();
    let total_copied: u64 = collections.iter().map(|c| c.record.bytes_copied).sum();
    let mut percentiles = String::new();
    for percentile in REPORTED_PAUSE_PERCENTILES {
        let pause = nearest_rank_percentile(&pauses, percentile).unwrap_or_default();
        let _ = write!(percentiles, "p{percentile} {}, ", milliseconds_text(pause));
    }
    let maximum = pauses.last().copied().unwrap_or_default();
    let _ = writeln!(
        svg,
        "<text class=\"title\" x=\"{PLOT_LEFT}\" y=\"28\" font-size=\"18\" font-weight=\"bold\">GC report: {}</text>",
        escape_xml(log_name)
    );
    let _ = writeln!(
        svg,
        "<text class=\"summary\" x=\"{PLOT_LEFT}\" y=\"52\">{}: {} collections, total pause {} ms; pause {percentiles}max {} ms; {} copied</text>",
        escape_xml(&collections[0].collector),
        collections.len(),
        milliseconds_text(total_pause),
        milliseconds_text(maximum),
        three_digit_bytes(total_copied),
    );
}

fn heap_panel(svg: &mut String, top: f64, collections: &[LoggedCollection]) {
    let largest_heap = collections
        .iter()
        .map(|c| c.record.heap_bytes_before.max(c.record.heap_bytes_after))
        .max()
        .unwrap_or(0);
    let plot = Plot::new(
        top,
        Axis::new(end_of_run_ms(collections), Unit::Milliseconds),
        Axis::new(largest_heap as f64, Unit::Bytes),
    );
    plot.frame(
        svg,
        "Heap size before and after each collection",
        "time since start (ms)",
        "heap (bytes of objects)",
    );
    let marks = marks(collections, |collection| {
        plot.x(milliseconds(collection.time_since_start))
    });
    let mut path = String::new();
    for mark in &marks {
        let began = plot.x(milliseconds(mark.first().time_since_start));
        let last = mark.last();
        let ended = plot.x(milliseconds(last.time_since_start + last.record.pause));
        let command = if path.is_empty() { 'M' } else { 'L' };
        let _ = write!(
            path,
            "{command}{began:.2},{:.2} L{ended:.2},{:.2} ",
            plot.y(mark.largest(|record| record.heap_bytes_before) as f64),
            plot.y(mark.smallest(|record| record.heap_bytes_after) as f64)
        );
    }
    let _ = writeln!(
        svg,
        "<path class=\"heap-line\" d=\"{}\" fill=\"none\" stroke=\"#888\" stroke-width=\"1\"/>",
        path.trim_end()
    );
    for mark in &marks {
        let began = plot.x(milliseconds(mark.first().time_since_start));
        let last = mark.last();
        let ended = plot.x(milliseconds(last.time_since_start + last.record.pause));
        for (class, x, bytes, what, color) in [
            (
                "heap-before",
                began,
                mark.largest(|record| record.heap_bytes_before),
                "heap before",
                HEAP_BEFORE_COLOR,
            ),
            (
                "heap-after",
                ended,
                mark.smallest(|record| record.heap_bytes_after),
                "heap after",
                HEAP_AFTER_COLOR,
            ),
        ] {
            let _ = writeln!(
                svg,
                "<circle class=\"{class}\" {} data-bytes=\"{bytes}\" cx=\"{x:.2}\" cy=\"{:.2}\" r=\"2.5\" fill=\"{color}\"><title>{}: {what} {bytes} bytes</title></circle>",
                mark.attributes(),
                plot.y(bytes as f64),
                mark.description(),
            );
        }
    }
    plot.legend(
        svg,
        &[
            ("before the collection", HEAP_BEFORE_COLOR),
            ("after the collection", HEAP_AFTER_COLOR),
        ],
    );
}

fn pause_panel(svg: &mut String, top: f64, collections: &[LoggedCollection]) {
    let longest = collections.iter().map(|c| c.record.pause).max();
    let plot = Plot::new(
        top,
        Axis::new(end_of_run_ms(collections), Unit::Milliseconds),
        Axis::new(
            milliseconds(longest.unwrap_or_default()),
            Unit::Milliseconds,
        ),
    );
    plot.frame(
        svg,
        "Pause of each collection",
        "time since start (ms)",
        "pause (ms)",
    );
    let marks = marks(collections, |collection| {
        plot.x(milliseconds(collection.time_since_start))
    });
    for mark in &marks {
        let pause = mark.largest(|record| record.pause);
        let x = plot.x(milliseconds(mark.first().time_since_start));
        let y = plot.y(milliseconds(pause));
        let _ = writeln!(
            svg,
            "<rect class=\"pause-bar\" {} data-pause-ms=\"{}\" x=\"{:.2}\" y=\"{y:.2}\" width=\"2\" height=\"{:.2}\" fill=\"{PAUSE_COLOR}\"><title>{}: pause {} ms at {} ms</title></rect>",
            mark.attributes(),
            Milliseconds(pause),
            x - 1.0,
            plot.bottom() - y,
            mark.description(),
            Milliseconds(pause),
            Milliseconds(mark.first().time_since_start),
        );
    }
}

fn histogram_panel(svg: &mut String, top: f64, collections: &[LoggedCollection]) {
    let longest = collections.iter().map(|c| c.record.pause).max();
    let x_axis = Axis::new(
        milliseconds(longest.unwrap_or_default()),
        Unit::Milliseconds,
    );
    let bin_width = x_axis.maximum / HISTOGRAM_BINS as f64;
    let mut counts = [0usize; HISTOGRAM_BINS];
    for collection in collections {
        let bin = (milliseconds(collection.record.pause) / bin_width) as usize;
        counts[bin.min(HISTOGRAM_BINS - 1)] += 1;
    }
    let tallest = counts.iter().copied().max().unwrap_or(0);
    let plot = Plot::new(top, x_axis, Axis::new(tallest as f64, Unit::Count));
    plot.frame(svg, "Pause histogram", "pause (ms)", "collections");
    for (bin, &count) in counts.iter().enumerate() {
        let low = bin as f64 * bin_width;
        let high = low + bin_width;
        let (left, right) = (plot.x(low), plot.x(high));
        let y = plot.y(count as f64);
        let _ = writeln!(
            svg,
            "<rect class=\"histogram-bin\" data-count=\"{count}\" x=\"{:.2}\" y=\"{y:.2}\" width=\"{:.2}\" height=\"{:.2}\" fill=\"{HISTOGRAM_COLOR}\"><title>{} to {} ms: {count} collections</title></rect>",
            left + 0.5,
            (right - left - 1.0).max(0.5),
            plot.bottom() - y,
            plot.x_axis.label(low, bin_width),
            plot.x_axis.label(high, bin_width),
        );
    }
}

fn copied_panel(svg: &mut String, top: f64, collections: &[LoggedCollection]) {
    let last_sequence = collections.last().map_or(0, |c| c.sequence);
    let most_copied = collections.iter().map(|c| c.record.bytes_copied).max();
    let plot = Plot::new(
        top,
        Axis::new(last_sequence as f64, Unit::Count),
        Axis::new(most_copied.unwrap_or(0) as f64, Unit::Bytes),
    );
    plot.frame(
        svg,
        "Bytes copied by each collection",
        "collection",
        "copied (bytes)",
    );
    let marks = marks(collections, |collection| plot.x(collection.sequence as f64));
    let slot = plot.width / plot.x_axis.maximum;
    let bar_width = (slot * 0.8).max(1.0);
    for mark in &marks {
        let bytes = mark.largest(|record| record.bytes_copied);
        let objects = mark.largest(|record| record.objects_copied);
        let y = plot.y(bytes as f64);
        let _ = writeln!(
            svg,
            "<rect class=\"copied-bar\" {} data-bytes=\"{bytes}\" x=\"{:.2}\" y=\"{y:.2}\" width=\"{bar_width:.2}\" height=\"{:.2}\" fill=\"{COPIED_COLOR}\"><title>{}: {bytes} bytes copied ({objects} objects)</title></rect>",
            mark.attributes(),
            plot.x(mark.first().sequence as f64) - bar_width / 2.0,
            plot.bottom() - y,
            mark.description(),
        );
    }
}

/// The marks of a panel (module docs): one per collection, or for a long log
/// the runs of consecutive collections whose `x` (in pixels) falls in one
/// pixel column.
fn marks(collections: &[LoggedCollection], x: impl Fn(&LoggedCollection) -> f64) -> Vec<Mark<'_>> {
    if collections.len() <= MOST_SEPARATE_MARKS {
        return collections.chunks(1).map(Mark).collect();
    }
    collections
        .chunk_by(|first, second| x(first).floor() == x(second).floor())
        .map(Mark)
        .collect()
}

/// Consecutive collections drawn as one mark (never empty).
struct Mark<'log>(&'log [LoggedCollection]);

impl Mark<'_> {
    fn first(&self) -> &LoggedCollection {
        &self.0[0]
    }

    fn last(&self) -> &LoggedCollection {
        &self.0[self.0.len() - 1]
    }

    fn largest<T: Ord + Copy>(&self, value: impl Fn(&CollectionRecord) -> T) -> T {
        self.0
            .iter()
            .map(|c| value(&c.record))
            .max()
            .expect("a mark holds collections")
    }

    fn smallest<T: Ord + Copy>(&self, value: impl Fn(&CollectionRecord) -> T) -> T {
        self.0
            .iter()
            .map(|c| value(&c.record))
            .min()
            .expect("a mark holds collections")
    }

    /// `data-sequence` (the first collection) and `data-collections` (how many).
    fn attributes(&self) -> String {
        format!(
            "data-sequence=\"{}\" data-collections=\"{}\"",
            self.first().sequence,
            self.0.len()
        )
    }

    /// `collection 7`, or `collections 7 to 19 (the extreme of them)` for several.
    fn description(&self) -> String {
        match self.0 {
            [single] => format!("collection {}", single.sequence),
            _ => format!(
                "collections {} to {} (the extreme of them)",
                self.first().sequence,
                self.last().sequence
            ),
        }
    }
}

/// When the last collection ended, in milliseconds since the start.
fn end_of_run_ms(collections: &[LoggedCollection]) -> f64 {
    let ends = collections
        .iter()
        .map(|c| c.time_since_start + c.record.pause);
    milliseconds(ends.max().unwrap_or_default())
}

fn milliseconds(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// `bytes` in B, KiB, MiB or GiB to about three significant digits, for the summary.
fn three_digit_bytes(bytes: u64) -> String {
    Unit::Bytes.label(bytes as f64, bytes as f64 / 100.0, bytes as f64)
}

/// Milliseconds to the microsecond, for the summary.
fn milliseconds_text(duration: Duration) -> String {
    format!("{:.3}", milliseconds(duration))
}

/// What an axis measures, which decides its round steps and tick labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Unit {
    Milliseconds,
    /// Labelled in B, KiB, MiB or GiB, with steps round in that unit.
    Bytes,
    /// Whole numbers.
    Count,
}

impl Unit {
    /// The divisor and name in which `value` is labelled.
    fn scale(self, value: f64) -> (f64, &'static str) {
        match self {
            Unit::Milliseconds => (1.0, ""),
            Unit::Count => (1.0, ""),
            Unit::Bytes => [
                (1024.0 * 1024.0 * 1024.0, " GiB"),
                (1024.0 * 1024.0, " MiB"),
                (1024.0, " KiB"),
            ]
            .into_iter()
            .find(|(divisor, _)| value >= *divisor)
            .unwrap_or((1.0, " B")),
        }
    }

    /// `value` in the scale of `magnitude`, with as many decimals as `step` needs.
    fn label(self, value: f64, step: f64, magnitude: f64) -> String {
        let (divisor, name) = self.scale(magnitude);
        let scaled_step = step / divisor;
        let decimals = if scaled_step >= 1.0 || scaled_step <= 0.0 {
            0
        } else {
            (-scaled_step.log10().floor()) as usize
        };
        format!("{:.*}{name}", decimals.min(6), value / divisor)
    }
}

/// An axis from zero to a round `maximum`, with ticks every `step`.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Axis {
    maximum: f64,
    step: f64,
    unit: Unit,
}

impl Axis {
    /// An axis for values from 0 to `largest` (a positive span even when
    /// `largest` is 0): a round step (1, 2 or 5 times a power of ten, in the
    /// unit's own scale; whole for counts), and the first multiple of it at
    /// or above `largest`.
    fn new(largest: f64, unit: Unit) -> Axis {
        let (divisor, _) = unit.scale(largest);
        let scaled = if largest > 0.0 {
            largest / divisor
        } else {
            1.0
        };
        let rough_step = scaled / TARGET_TICK_INTERVALS;
        let magnitude = 10f64.powf(rough_step.log10().floor());
        let mut step = [1.0, 2.0, 5.0, 10.0]
            .into_iter()
            .map(|factor| factor * magnitude)
            .find(|candidate| *candidate >= rough_step)
            .unwrap_or(10.0 * magnitude);
        if unit == Unit::Count {
            step = step.max(1.0).round();
        }
        let maximum = (scaled / step).ceil().max(1.0) * step;
        Axis {
            maximum: maximum * divisor,
            step: step * divisor,
            unit,
        }
    }

    /// `value` in the axis's scale (one unit along the whole axis), with as
    /// many decimals as `step` needs.
    fn label(&self, value: f64, step: f64) -> String {
        self.unit.label(value, step, self.maximum)
    }

    fn ticks(&self) -> impl Iterator<Item = f64> + '_ {
        let count = (self.maximum / self.step).round() as usize;
        (0..=count).map(|index| index as f64 * self.step)
    }
}

/// One panel's plotting area and its axes.
struct Plot {
    left: f64,
    top: f64,
    width: f64,
    height: f64,
    x_axis: Axis,
    y_axis: Axis,
}

impl Plot {
    fn new(panel_top: f64, x_axis: Axis, y_axis: Axis) -> Plot {
        Plot {
            left: PLOT_LEFT,
            top: panel_top + PLOT_TOP_MARGIN,
            width: WIDTH - PLOT_LEFT - PLOT_RIGHT_MARGIN,
            height: PANEL_HEIGHT - PLOT_TOP_MARGIN - PLOT_BOTTOM_MARGIN,
            x_axis,
            y_axis,
        }
    }

    fn x(&self, value: f64) -> f64 {
        self.left + value / self.x_axis.maximum * self.width
    }

    fn y(&self, value: f64) -> f64 {
        self.bottom() - value / self.y_axis.maximum * self.height
    }

    fn bottom(&self) -> f64 {
        self.top + self.height
    }

    /// The panel's title, the axes with their ticks, grid lines and labels.
    fn frame(&self, svg: &mut String, title: &str, x_label: &str, y_label: &str) {
        let (left, top, bottom, right) =
            (self.left, self.top, self.bottom(), self.left + self.width);
        let _ = writeln!(
            svg,
            "<text class=\"panel-title\" x=\"{left}\" y=\"{:.2}\" font-size=\"14\" font-weight=\"bold\">{title}</text>",
            top - 14.0
        );
        for tick in self.y_axis.ticks() {
            let y = self.y(tick);
            let _ = writeln!(
                svg,
                "<line x1=\"{left}\" y1=\"{y:.2}\" x2=\"{right}\" y2=\"{y:.2}\" stroke=\"#e4e4e4\"/>\n\
                 <text class=\"tick-label\" x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"end\">{}</text>",
                left - 6.0,
                y + 4.0,
                self.y_axis.label(tick, self.y_axis.step)
            );
        }
        for tick in self.x_axis.ticks() {
            let x = self.x(tick);
            let _ = writeln!(
                svg,
                "<line x1=\"{x:.2}\" y1=\"{bottom:.2}\" x2=\"{x:.2}\" y2=\"{:.2}\" stroke=\"black\"/>\n\
                 <text class=\"tick-label\" x=\"{x:.2}\" y=\"{:.2}\" text-anchor=\"middle\">{}</text>",
                bottom + 5.0,
                bottom + 18.0,
                self.x_axis.label(tick, self.x_axis.step)
            );
        }
        let _ = writeln!(
            svg,
            "<path d=\"M{left},{top:.2} V{bottom:.2} H{right}\" fill=\"none\" stroke=\"black\"/>\n\
             <text class=\"axis-label\" x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"middle\">{x_label}</text>\n\
             <text class=\"axis-label\" transform=\"translate({:.2},{:.2}) rotate(-90)\" text-anchor=\"middle\">{y_label}</text>",
            left + self.width / 2.0,
            bottom + 38.0,
            left - 70.0,
            top + self.height / 2.0,
        );
    }

    /// Colored squares with their meaning, in a row right of the panel's title.
    fn legend(&self, svg: &mut String, entries: &[(&str, &str)]) {
        const ENTRY_WIDTH: f64 = 170.0;
        let first = self.left + self.width - ENTRY_WIDTH * entries.len() as f64;
        for (index, (meaning, color)) in entries.iter().enumerate() {
            let x = first + index as f64 * ENTRY_WIDTH;
            let y = self.top - 24.0;
            let _ = writeln!(
                svg,
                "<rect x=\"{x:.2}\" y=\"{y:.2}\" width=\"10\" height=\"10\" fill=\"{color}\"/>\n\
                 <text class=\"legend\" x=\"{:.2}\" y=\"{:.2}\">{meaning}</text>",
                x + 16.0,
                y + 9.0
            );
        }
    }
}

/// `text` with XML's special characters replaced by entities.
pub fn escape_xml(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped += "&amp;",
            '<' => escaped += "&lt;",
            '>' => escaped += "&gt;",
            '"' => escaped += "&quot;",
            other => escaped.push(other),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::gc_log::CollectionKind;

    fn collection(sequence: u64, pause_microseconds: u64, bytes_copied: u64) -> LoggedCollection {
        LoggedCollection {
            sequence,
            collector: "semispace".to_string(),
            time_since_start: Duration::from_millis(10 * sequence),
            record: CollectionRecord {
                kind: CollectionKind::Full,
                pause: Duration::from_micros(pause_microseconds),
                heap_bytes_before: 4 << 20,
                heap_bytes_after: bytes_copied,
                objects_copied: bytes_copied / 24,
                bytes_copied,
                roots: 3,
                frames: 4,
                frames_with_statepoints: 3,
            },
        }
    }

    #[test]
    fn axes_end_at_a_round_value_at_or_above_the_largest() {
        let axis = Axis::new(0.87, Unit::Milliseconds);
        assert_eq!((axis.maximum, axis.step), (1.0, 0.2));
        let axis = Axis::new(1234.0, Unit::Milliseconds);
        assert_eq!((axis.maximum, axis.step), (1500.0, 500.0));
        let axis = Axis::new(3.0, Unit::Count);
        assert_eq!((axis.maximum, axis.step), (3.0, 1.0));
        let axis = Axis::new(0.0, Unit::Count);
        assert_eq!((axis.maximum, axis.step), (1.0, 1.0));
        let axis = Axis::new(5.5 * 1024.0 * 1024.0, Unit::Bytes);
        assert_eq!(axis.step, 2.0 * 1024.0 * 1024.0);
        assert_eq!(axis.maximum, 6.0 * 1024.0 * 1024.0);
        assert_eq!(
            axis.ticks()
                .map(|tick| axis.label(tick, axis.step))
                .collect::<Vec<_>>(),
            ["0 MiB", "2 MiB", "4 MiB", "6 MiB"]
        );
        let axis = Axis::new(1.4 * 1024.0 * 1024.0, Unit::Bytes);
        assert_eq!(
            axis.ticks()
                .map(|tick| axis.label(tick, axis.step))
                .collect::<Vec<_>>(),
            ["0.0 MiB", "0.5 MiB", "1.0 MiB", "1.5 MiB"]
        );
        let axis = Axis::new(700.0, Unit::Bytes);
        assert_eq!((axis.maximum, axis.step), (800.0, 200.0));
        assert_eq!(Unit::Milliseconds.label(0.4, 0.2, 1.0), "0.4");
        assert_eq!(Unit::Milliseconds.label(0.05, 0.05, 1.0), "0.05");
    }

    #[test]
    fn every_collection_gets_its_bars_with_the_logs_numbers() {
        let collections: Vec<_> = (1..=7)
            .map(|sequence| collection(sequence, 100 * sequence + 7, 1000 * sequence))
            .collect();
        let svg = render_gc_report_svg("run <1> & \"2\"", &collections);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>\n"));
        assert!(svg.contains("GC report: run &lt;1&gt; &amp; &quot;2&quot;</text>"));
        for class in ["pause-bar", "copied-bar", "heap-before", "heap-after"] {
            assert_eq!(
                svg.matches(&format!("class=\"{class}\"")).count(),
                7,
                "{class}"
            );
        }
        assert!(
            svg.contains("data-sequence=\"3\" data-collections=\"1\" data-pause-ms=\"0.307000\"")
        );
        assert!(svg.contains(
            "class=\"copied-bar\" data-sequence=\"7\" data-collections=\"1\" data-bytes=\"7000\""
        ));
        let histogram_total: usize = svg
            .split("class=\"histogram-bin\" data-count=\"")
            .skip(1)
            .map(|rest| rest[..rest.find('"').unwrap()].parse::<usize>().unwrap())
            .sum();
        assert_eq!(histogram_total, 7);
        assert_eq!(
            svg.matches("class=\"histogram-bin\"").count(),
            HISTOGRAM_BINS
        );
        for label in [
            "time since start (ms)",
            "pause (ms)",
            "collections",
            "copied (bytes)",
        ] {
            assert!(svg.contains(&format!(">{label}</text>")), "{label}");
        }
        assert!(svg.contains(
            "semispace: 7 collections, total pause 2.849 ms; pause p50 0.407, p90 0.707, p99 0.707, max 0.707 ms; 27.3 KiB copied"
        ), "{svg}");
    }

    /// The values of attribute `name` of the elements of class `class`.
    fn attribute_values(svg: &str, class: &str, name: &str) -> Vec<u64> {
        svg.split(&format!("class=\"{class}\""))
            .skip(1)
            .map(|element| {
                let start = element.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
                let value = &element[start..start + element[start..].find('"').unwrap()];
                value.replace('.', "").parse().unwrap()
            })
            .collect()
    }

    #[test]
    fn a_long_log_gets_one_mark_per_pixel_column_standing_for_every_collection() {
        let count = 3 * MOST_SEPARATE_MARKS as u64;
        let collections: Vec<_> = (1..=count)
            .map(|sequence| collection(sequence, sequence % 97 + 1, 8 * (sequence % 89)))
            .collect();
        let svg = render_gc_report_svg("stress", &collections);
        let plot_width = (WIDTH - PLOT_LEFT - PLOT_RIGHT_MARGIN) as usize;
        for class in ["pause-bar", "copied-bar", "heap-before", "heap-after"] {
            let counts = attribute_values(&svg, class, "data-collections");
            assert!(counts.len() <= plot_width + 1, "{class}: {}", counts.len());
            assert!(counts.len() * 2 > plot_width, "{class}: {}", counts.len());
            assert_eq!(counts.iter().sum::<u64>(), count, "{class}");
            let firsts = attribute_values(&svg, class, "data-sequence");
            let mut expected_first = 1;
            for (first, count) in firsts.iter().zip(&counts) {
                assert_eq!(*first, expected_first, "{class}");
                expected_first += count;
            }
        }
        let longest_microseconds = attribute_values(&svg, "pause-bar", "data-pause-ms")
            .into_iter()
            .max()
            .unwrap()
            / 1000;
        assert_eq!(longest_microseconds, 97);
        let most_copied = attribute_values(&svg, "copied-bar", "data-bytes");
        assert_eq!(most_copied.into_iter().max(), Some(8 * 88));
        assert!(svg.len() < 2 << 20, "{} bytes", svg.len());
    }

    #[test]
    fn one_collection_of_nothing_still_draws_every_panel() {
        let svg = render_gc_report_svg("one", &[collection(1, 0, 0)]);
        assert_eq!(svg.matches("class=\"panel-title\"").count(), 4);
        assert_eq!(svg.matches("class=\"pause-bar\"").count(), 1);
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
    }
}
