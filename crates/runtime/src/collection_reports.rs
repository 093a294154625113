//! Where a collector's [`CollectionRecord`]s go: the run's statistics always,
//! and the GC log when one is open. Every collector reports through
//! [`CollectionReports::report`] once per collection, right after it ends.
//!
//! Invariant: the log's sequence numbers are the statistics' collection
//! counts, so the log holds exactly `collections` lines when flushed.

use crate::gc_log::{CollectionRecord, GcLog, GcLogError};
use crate::statistics::CollectionStatistics;
use std::time::Instant;

#[derive(Debug)]
pub struct CollectionReports {
    /// When the runtime started: the log's times count from here.
    started: Instant,
    statistics: CollectionStatistics,
    log: Option<GcLog>,
}

impl CollectionReports {
    /// Reports of `collector`'s collections (counting copies if
    /// `copies_counted`), logged to `log` if given.
    pub fn new(
        collector: &'static str,
        copies_counted: bool,
        log: Option<GcLog>,
    ) -> CollectionReports {
        CollectionReports {
            started: Instant::now(),
            statistics: CollectionStatistics::new(collector, copies_counted),
            log,
        }
    }

    /// Adds a collection that ended at `ended` to the statistics and the log
    /// (reports come in the order the collections ended).
    pub fn report(&mut self, record: &CollectionRecord, ended: Instant) -> Result<(), GcLogError> {
        self.statistics.record_collection(record);
        let Some(log) = &mut self.log else {
            return Ok(());
        };
        let pause_began = ended
            .saturating_duration_since(self.started)
            .saturating_sub(record.pause);
        log.append(
            self.statistics.collections,
            self.statistics.collector,
            pause_began,
            record,
        )
    }

    pub fn statistics(&self) -> &CollectionStatistics {
        &self.statistics
    }

    /// Writes the log's buffered lines (nothing to do without a log).
    pub fn flush_log(&mut self) -> Result<(), GcLogError> {
        self.log.as_mut().map_or(Ok(()), GcLog::flush)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gc_log::{parse_log_line, CollectionKind};
    use std::time::Duration;

    #[test]
    fn each_report_is_counted_and_logged_in_order() {
        let path = std::env::temp_dir().join(format!("reports-test-{}", std::process::id()));
        let log = GcLog::create(&path).unwrap();
        let mut reports = CollectionReports::new("semispace", true, Some(log));
        let mut record = CollectionRecord {
            kind: CollectionKind::Full,
            pause: Duration::from_micros(3),
            heap_bytes_before: 64,
            heap_bytes_after: 16,
            objects_copied: 1,
            bytes_copied: 16,
            roots: 1,
            frames: 0,
            frames_with_statepoints: 0,
        };
        for bytes_copied in [16, 32, 48] {
            record.bytes_copied = bytes_copied;
            reports.report(&record, Instant::now()).unwrap();
        }
        reports.flush_log().unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        let logged: Vec<_> = text
            .lines()
            .map(|line| parse_log_line(line).unwrap())
            .collect();
        assert_eq!(logged.len() as u64, reports.statistics().collections);
        assert_eq!(
            logged.iter().map(|line| line.sequence).collect::<Vec<_>>(),
            [1, 2, 3]
        );
        assert!(logged.iter().all(|line| line.collector == "semispace"));
        assert!(logged
            .windows(2)
            .all(|pair| pair[0].time_since_start <= pair[1].time_since_start));
        let copied: u64 = logged.iter().map(|line| line.record.bytes_copied).sum();
        assert_eq!(copied, reports.statistics().bytes_copied);
    }

    #[test]
    fn without_a_log_only_the_statistics_count() {
        let mut reports = CollectionReports::new("semispace", true, None);
        let record = CollectionRecord {
            kind: CollectionKind::Full,
            pause: Duration::ZERO,
            heap_bytes_before: 0,
            heap_bytes_after: 0,
            objects_copied: 0,
            bytes_copied: 0,
            roots: 0,
            frames: 0,
            frames_with_statepoints: 0,
        };
        reports.report(&record, Instant::now()).unwrap();
        reports.flush_log().unwrap();
        assert_eq!(reports.statistics().collections, 1);
    }
}
