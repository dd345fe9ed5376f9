//! X-chain (covers simple colouring): on one symbol, alternate strong links (a unit where the symbol has two
//! places) and weak links (two cells that see each other). The chain starts and ends with strong links, so
//! one of its two ends holds the symbol, and every cell seeing both ends loses it.

use super::chain::{self, Kind};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    // Only bilocal strong links and same-symbol weak links: every chain stays on one symbol.
    let k = Kind {
        digit: None,
        bivalue: false,
        bilocal: true,
        in_cell: false,
        bivalue_only: false,
        loops: false,
    };
    chain::find(g, Technique::XChain, k, 6)
}
