//! 2-String Kite: on one symbol, a row and a column each hold it in exactly two places, and one place of the
//! row and one of the column (different cells) share a block. Those two cannot both hold the symbol, so one of
//! the two other ends does: every cell seeing both ends loses it. Correct on any layout (the box is any unit
//! both inner ends share; eliminations need cells seeing both outer ends, from the geometry's peers).

use super::single_digit::{two_links, Strong};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    two_links(g, Technique::TwoStringKite, &accept)
}

fn accept(g: &Grid, l1: &Strong, l2: &Strong, p1: usize, p2: usize) -> bool {
    let n = g.n();
    let (k1, k2) = (l1.unit / n, l2.unit / n);
    (k1 == 0 && k2 == 1 || k1 == 1 && k2 == 0)
        && g.geo.block(p1) == g.geo.block(p2)
        && g.geo.row(p1) != g.geo.row(p2)
        && g.geo.col(p1) != g.geo.col(p2)
}
