//! X-chain (covers simple colouring): on one symbol, alternate strong links (a unit where the symbol has two
//! places) and weak links (two cells that see each other). The chain starts and ends with strong links, so
//! one of its two ends holds the symbol, and every cell seeing both ends loses it.

use super::chain::{self, Kind};
use crate::step::{Step, Technique};
use crate::sudoku::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n() as u8;
    let mut best: Option<Step> = None;
    for d in 1..=n {
        let k = Kind {
            digit: Some(d),
            bivalue: false,
            bilocal: true,
            in_cell: false,
            bivalue_only: false,
        };
        if let Some(s) = chain::find(g, Technique::XChain, k, 6) {
            if s.evidence.len() <= 6 {
                return Some(s);
            }
            if best
                .as_ref()
                .is_none_or(|b| s.evidence.len() < b.evidence.len())
            {
                best = Some(s);
            }
        }
    }
    best
}
