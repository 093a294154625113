//! Collection statistics, printed to stderr at exit in statistics mode.

use crate::frame_walker::StackScanCounts;
use crate::semispace_heap::EvacuationSummary;
use std::time::Duration;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CollectionStatistics {
    pub collections: u64,
    pub objects_copied: u64,
    pub bytes_copied: u64,
    pub maximum_pause: Duration,
    pub total_pause: Duration,
    pub frames_scanned: u64,
    pub frames_with_statepoints: u64,
    pub roots_scanned: u64,
}

impl CollectionStatistics {
    pub fn record_collection(
        &mut self,
        evacuation: EvacuationSummary,
        stack_scan: StackScanCounts,
        root_pairs: usize,
        pause: Duration,
    ) {
        self.collections += 1;
        self.objects_copied += evacuation.objects_copied;
        self.bytes_copied += evacuation.bytes_copied;
        self.maximum_pause = self.maximum_pause.max(pause);
        self.total_pause += pause;
        self.frames_scanned += stack_scan.frames_walked;
        self.frames_with_statepoints += stack_scan.frames_with_statepoints;
        self.roots_scanned += root_pairs as u64;
    }

    /// One `statepoint-runtime: <name>: <value>` line per figure, after the
    /// collector's name; objects and bytes copied only when the collector
    /// counts them (MMTk plans do not report them to the runtime).
    pub fn report(&self, collector: &str, copies_counted: bool) -> String {
        let milliseconds =
            |duration: Duration| format!("{:.3} ms", duration.as_secs_f64() * 1000.0);
        let mut figures = vec![
            ("collector", collector.to_string()),
            ("collections", self.collections.to_string()),
        ];
        if copies_counted {
            figures.push(("objects copied", self.objects_copied.to_string()));
            figures.push(("bytes copied", self.bytes_copied.to_string()));
        }
        figures.extend([
            ("max pause", milliseconds(self.maximum_pause)),
            ("total pause", milliseconds(self.total_pause)),
            ("frames scanned", self.frames_scanned.to_string()),
            (
                "frames with statepoints",
                self.frames_with_statepoints.to_string(),
            ),
            ("roots scanned", self.roots_scanned.to_string()),
        ]);
        figures
            .iter()
            .map(|(name, value)| format!("statepoint-runtime: {name}: {value}\n"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_accumulates_collections() {
        let mut statistics = CollectionStatistics::default();
        let evacuation = EvacuationSummary {
            objects_copied: 2,
            bytes_copied: 48,
            live_bytes: 48,
        };
        let stack_scan = StackScanCounts {
            frames_walked: 3,
            frames_with_statepoints: 2,
        };
        statistics.record_collection(evacuation, stack_scan, 5, Duration::from_micros(1500));
        statistics.record_collection(evacuation, stack_scan, 5, Duration::from_micros(500));
        let report = statistics.report("semispace", true);
        assert!(
            report.starts_with(
                "statepoint-runtime: collector: semispace\nstatepoint-runtime: collections: 2\n"
            ),
            "{report}"
        );
        assert!(!statistics.report("mmtk-immix", false).contains("copied"));
        assert!(report.contains("objects copied: 4\n"));
        assert!(report.contains("bytes copied: 96\n"));
        assert!(report.contains("max pause: 1.500 ms\n"));
        assert!(report.contains("total pause: 2.000 ms\n"));
        assert!(report.contains("frames scanned: 6\n"));
        assert!(report.contains("roots scanned: 10\n"));
    }
}
