//! The research tracks and their values.

use super::RESEARCH_STEPS;
use serde::{Deserialize, Serialize};

/// A research track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    BidMultiplier,
    Slots,
    Mergers,
    Expansion,
    Hull,
}

impl Track {
    pub const ALL: [Track; 5] = [
        Track::BidMultiplier,
        Track::Slots,
        Track::Mergers,
        Track::Expansion,
        Track::Hull,
    ];
}

/// The values of the research tracks at steps 1 to 5. Every player starts at step 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Research {
    pub bid_multiplier: [u32; RESEARCH_STEPS],
    pub slots: [u32; RESEARCH_STEPS],
    pub mergers: [u32; RESEARCH_STEPS],
    pub expansion: [u32; RESEARCH_STEPS],
    pub hull: [u32; RESEARCH_STEPS],
}

impl Research {
    pub fn track(&self, track: Track) -> &[u32; RESEARCH_STEPS] {
        match track {
            Track::BidMultiplier => &self.bid_multiplier,
            Track::Slots => &self.slots,
            Track::Mergers => &self.mergers,
            Track::Expansion => &self.expansion,
            Track::Hull => &self.hull,
        }
    }

    /// The value at `step`, counted from 1 as on the board; steps past the end read the last.
    pub fn value(&self, track: Track, step: u8) -> u32 {
        let values = self.track(track);
        values[usize::from(step.max(1) - 1).min(RESEARCH_STEPS - 1)]
    }
}
