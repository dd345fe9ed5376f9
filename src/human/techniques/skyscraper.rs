//! Skyscraper: on one symbol, two parallel lines (two rows or two columns) each hold it in exactly two
//! places, and one place of each lies on a common crossing line. Those two cannot both hold the symbol, so one
//! of the two other ends does: every cell seeing both ends loses it.

use super::single_digit::{two_links, Strong};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    two_links(g, Technique::Skyscraper, &accept)
}

fn accept(g: &Grid, l1: &Strong, l2: &Strong, p1: usize, p2: usize) -> bool {
    let n = g.n();
    let kind = |u: usize| u / n;
    if kind(l1.unit) != kind(l2.unit) || kind(l1.unit) == 2 {
        return false;
    }
    // rows: the inner ends share a column; columns: they share a row.
    if kind(l1.unit) == 0 {
        g.geo.col(p1) == g.geo.col(p2)
    } else {
        g.geo.row(p1) == g.geo.row(p2)
    }
}
