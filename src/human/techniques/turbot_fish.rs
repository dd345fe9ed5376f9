//! Turbot fish: on one symbol, two units each hold it in exactly two places, and one place of each sees the
//! other. Those two cannot both hold the symbol, so one of the two other ends does: every cell seeing both
//! ends loses it. Skyscraper and 2-string kite are the special cases found before it; what is left has at
//! least one of the two strong links inside a block, or joins parallel lines through a block.

use super::single_digit::{two_links, Strong};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    two_links(g, Technique::TurbotFish, &accept)
}

fn accept(_: &Grid, _: &Strong, _: &Strong, _: usize, _: usize) -> bool {
    true
}
