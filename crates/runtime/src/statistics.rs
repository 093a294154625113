//! Collection statistics: every [`CollectionRecord`] of a run added up,
//! printed to stderr at exit in statistics mode.
//!
//! The report is one `statepoint-runtime: <name>: <value>` line per figure
//! (scripts read them by name: `scripts/lib.sh`, `gc_statistic`). Pause
//! percentiles are exact (nearest rank over every pause), so each pause is
//! kept: 8 bytes per collection.

use crate::gc_log::CollectionRecord;
use std::time::Duration;

/// The percentiles of the pauses the report prints, besides the maximum.
pub const REPORTED_PAUSE_PERCENTILES: [u32; 3] = [50, 90, 99];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectionStatistics {
    /// The collector's name (`semispace`, `mmtk-immix`, ...).
    pub collector: &'static str,
    /// Whether the collector counts the objects it copies (MMTk plans do not
    /// report them to the runtime, so their report leaves those figures out).
    pub copies_counted: bool,
    pub collections: u64,
    pub objects_copied: u64,
    pub bytes_copied: u64,
    pub maximum_pause: Duration,
    pub total_pause: Duration,
    pub frames_scanned: u64,
    pub frames_with_statepoints: u64,
    pub roots_scanned: u64,
    /// Every pause, in collection order.
    pub pauses: Vec<Duration>,
}

impl CollectionStatistics {
    /// No collection yet, by `collector`.
    pub fn new(collector: &'static str, copies_counted: bool) -> CollectionStatistics {
        CollectionStatistics {
            collector,
            copies_counted,
            collections: 0,
            objects_copied: 0,
            bytes_copied: 0,
            maximum_pause: Duration::ZERO,
            total_pause: Duration::ZERO,
            frames_scanned: 0,
            frames_with_statepoints: 0,
            roots_scanned: 0,
            pauses: Vec::new(),
        }
    }

    pub fn record_collection(&mut self, record: &CollectionRecord) {
        self.collections += 1;
        self.objects_copied += record.objects_copied;
        self.bytes_copied += record.bytes_copied;
        self.maximum_pause = self.maximum_pause.max(record.pause);
        self.total_pause += record.pause;
        self.frames_scanned += record.frames;
        self.frames_with_statepoints += record.frames_with_statepoints;
        self.roots_scanned += record.roots;
        self.pauses.push(record.pause);
    }

    /// One `statepoint-runtime: <name>: <value>` line per figure; objects and
    /// bytes copied only when the collector counts them.
    pub fn report(&self) -> String {
        let milliseconds =
            |duration: Duration| format!("{:.3} ms", duration.as_secs_f64() * 1000.0);
        let mut sorted_pauses = self.pauses.clone();
        sorted_pauses.sort_unstable();
        let mut figures = vec![
            ("collector".to_string(), self.collector.to_string()),
            ("collections".to_string(), self.collections.to_string()),
        ];
        if self.copies_counted {
            figures.extend([
                (
                    "objects copied".to_string(),
                    self.objects_copied.to_string(),
                ),
                ("bytes copied".to_string(), self.bytes_copied.to_string()),
            ]);
        }
        figures.extend([
            ("max pause".to_string(), milliseconds(self.maximum_pause)),
            ("total pause".to_string(), milliseconds(self.total_pause)),
        ]);
        for percentile in REPORTED_PAUSE_PERCENTILES {
            let pause = nearest_rank_percentile(&sorted_pauses, percentile).unwrap_or_default();
            figures.push((format!("pause p{percentile}"), milliseconds(pause)));
        }
        figures.extend([
            (
                "frames scanned".to_string(),
                self.frames_scanned.to_string(),
            ),
            (
                "frames with statepoints".to_string(),
                self.frames_with_statepoints.to_string(),
            ),
            ("roots scanned".to_string(), self.roots_scanned.to_string()),
        ]);
        figures
            .iter()
            .map(|(name, value)| format!("statepoint-runtime: {name}: {value}\n"))
            .collect()
    }
}

/// The `percentile`-th percentile (1 to 100) of `sorted` by nearest rank: the
/// smallest value with at least `percentile`% of the values at or below it.
/// `None` when there are no values.
pub fn nearest_rank_percentile<T: Copy>(sorted: &[T], percentile: u32) -> Option<T> {
    debug_assert!((1..=100).contains(&percentile));
    let rank = (sorted.len() * percentile as usize).div_ceil(100);
    sorted.get(rank.max(1) - 1).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gc_log::CollectionKind;

    fn record(pause_microseconds: u64) -> CollectionRecord {
        CollectionRecord {
            kind: CollectionKind::Full,
            pause: Duration::from_micros(pause_microseconds),
            heap_bytes_before: 100,
            heap_bytes_after: 48,
            objects_copied: 2,
            bytes_copied: 48,
            roots: 5,
            frames: 3,
            frames_with_statepoints: 2,
        }
    }

    #[test]
    fn the_report_accumulates_collections() {
        let mut statistics = CollectionStatistics::new("semispace", true);
        statistics.record_collection(&record(1500));
        statistics.record_collection(&record(500));
        let report = statistics.report();
        assert!(
            report.starts_with(
                "statepoint-runtime: collector: semispace\nstatepoint-runtime: collections: 2\n"
            ),
            "{report}"
        );
        assert!(report.contains("objects copied: 4\n"));
        assert!(report.contains("bytes copied: 96\n"));
        assert!(report.contains("max pause: 1.500 ms\n"));
        assert!(report.contains("total pause: 2.000 ms\n"));
        assert!(report.contains("pause p50: 0.500 ms\n"));
        assert!(report.contains("pause p90: 1.500 ms\n"));
        assert!(report.contains("pause p99: 1.500 ms\n"));
        assert!(report.contains("frames scanned: 6\n"));
        assert!(report.contains("frames with statepoints: 4\n"));
        assert!(report.contains("roots scanned: 10\n"));
    }

    #[test]
    fn a_run_without_collections_reports_zero_pauses() {
        let report = CollectionStatistics::new("semispace", true).report();
        assert!(report.contains("collections: 0\n"));
        assert!(report.contains("pause p99: 0.000 ms\n"), "{report}");
    }

    #[test]
    fn copies_are_left_out_when_the_collector_does_not_count_them() {
        let mut statistics = CollectionStatistics::new("mmtk-immix", false);
        statistics.record_collection(&record(100));
        let report = statistics.report();
        assert!(report.contains("collections: 1\n"), "{report}");
        assert!(!report.contains("copied"), "{report}");
    }

    #[test]
    fn percentiles_are_nearest_ranks() {
        let values: Vec<u32> = (1..=200).collect();
        assert_eq!(nearest_rank_percentile(&values, 50), Some(100));
        assert_eq!(nearest_rank_percentile(&values, 90), Some(180));
        assert_eq!(nearest_rank_percentile(&values, 99), Some(198));
        assert_eq!(nearest_rank_percentile(&values, 100), Some(200));
        assert_eq!(nearest_rank_percentile(&values, 1), Some(2));
        assert_eq!(nearest_rank_percentile(&[7], 1), Some(7));
        assert_eq!(nearest_rank_percentile(&[7, 9], 50), Some(7));
        assert_eq!(nearest_rank_percentile(&[7, 9], 51), Some(9));
        assert_eq!(nearest_rank_percentile::<u32>(&[], 50), None);
    }
}
