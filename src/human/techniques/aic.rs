//! Alternating inference chain: strong links of both kinds (a bivalue cell; a symbol with two places in a
//! unit) alternate with weak links (same symbol in cells that see each other; two candidates of one cell).
//! If the first candidate is false the last is true, so at least one of the two ends is true: a candidate
//! that sees both ends (same symbol), the other candidates of a cell holding both ends, or the crossing
//! candidates of two ends that see each other, are removed. Ends that are weakly linked close the chain into
//! a continuous loop, where every weak link removes so (see [`chain`]).

use super::chain::{self, Kind};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let k = Kind {
        digit: None,
        bivalue: true,
        bilocal: true,
        in_cell: true,
        bivalue_only: false,
        loops: true,
    };
    chain::find(g, Technique::AIC, k, 8)
}
