//! XY-chain: a chain of bivalue cells, each seeing the next and sharing the symbol that links them. If the
//! first cell is not Z, the chain forces the last one to be Z: every cell seeing both ends loses Z.

use super::chain::{self, Kind};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let k = Kind {
        digit: None,
        bivalue: true,
        bilocal: false,
        in_cell: false,
        bivalue_only: true,
        loops: false,
    };
    chain::find(g, Technique::XYChain, k, 8)
}
