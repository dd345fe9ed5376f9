//! Human-style techniques, one file each, in difficulty order. Each `find` returns the first step it sees.

pub mod hidden_single;
pub mod naked_single;

use super::grid::Grid;
use crate::step::{Level, Step, Technique};

/// A technique finder.
pub type Finder = fn(&Grid) -> Option<Step>;

/// Every technique, easiest first.
pub const ALL: &[(Technique, Finder)] = &[
    (Technique::NakedSingle, naked_single::find),
    (Technique::HiddenSingle, hidden_single::find),
];

/// The level a technique belongs to.
pub fn level(t: Technique) -> Level {
    use Technique::*;
    match t {
        Mistake | FullHouse | NakedSingle | HiddenSingle => Level::Easy,
        LockedCandidatesPointing | LockedCandidatesClaiming | NakedPair | HiddenPair => {
            Level::Medium
        }
        NakedTriple | HiddenTriple | NakedQuad | HiddenQuad | XWing | XYWing | XYZWing => {
            Level::Hard
        }
        Swordfish | Jellyfish | WWing | XChain | XYChain | UniqueRectangle => Level::Expert,
        _ => Level::Master,
    }
}
