//! Grouped X-chains and grouped alternating inference chains, found as nice loops: assuming a candidate,
//! the chain of strong and weak links (with group nodes: a symbol's places in a block/line intersection)
//! comes back to deny it, so it is removed; every other candidate that sees both ends of the chain goes too.

use super::net::{self, Opts};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// One symbol only: strong links in units, weak links between cells and groups that see each other.
pub fn x_chain(g: &Grid) -> Option<Step> {
    let o = Opts {
        groups: true,
        cells: false,
        als: 0,
        good: 6,
    };
    net::find(g, Technique::GroupedXChain, o)
}

/// Every kind of strong and weak link, with groups.
pub fn aic(g: &Grid) -> Option<Step> {
    let o = Opts {
        groups: true,
        cells: true,
        als: 0,
        good: 8,
    };
    net::find(g, Technique::GroupedAIC, o)
}
