//! ALS chain: an alternating inference chain whose nodes may be almost locked sets (k cells of one unit with
//! k + 1 candidates). If symbol x is not in the set, the rest is a locked set and holds every other symbol
//! y: that is a strong link inside the set. Two sets joined by a restricted common symbol are an ALS-XZ;
//! with a bivalue cell between, an ALS-XY-wing.

use super::net::{self, Opts};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let o = Opts {
        groups: true,
        cells: true,
        als: if g.n() <= 9 { 5 } else { 3 },
        good: 8,
    };
    net::find(g, Technique::ALSChain, o)
}
