//! Negative constraint: with every Kropki dot shown (`kropki-all`) two neighbours without a dot are neither
//! consecutive nor a digit and its double; with every X and V shown (`xv-all`) two neighbours without one add
//! up to neither 10 nor 5. What one cell can hold leaves the other. The reasoning is [`super::rule_pair`]'s.

use super::rule_pair;
use crate::core::rule::Rule;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    rule_pair::pair(
        g,
        |r| matches!(r, Rule::KropkiAll | Rule::XvAll),
        Technique::NegativeConstraint,
    )
}
