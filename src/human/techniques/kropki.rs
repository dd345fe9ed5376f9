//! Kropki steps: a Kropki pair (what one cell of a white or black dot leaves the other: consecutive digits
//! across a white dot, a digit and its double across a black one, and never 5, 7 or 9 on a black dot of a
//! 9×9) and a Kropki chain (a cell between two dots whose other cells see each other loses a digit that would
//! need one partner twice: 1 between two white dots). The reasoning is [`super::rule_pair`]'s.

use super::rule_pair;
use crate::core::rule::Rule;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

fn dot(r: &Rule) -> bool {
    matches!(r, Rule::White(..) | Rule::Black(..))
}

pub fn pair(g: &Grid) -> Option<Step> {
    rule_pair::pair(g, dot, Technique::KropkiPair)
}

pub fn chain(g: &Grid) -> Option<Step> {
    rule_pair::middle(g, dot, Technique::KropkiChain)
}
