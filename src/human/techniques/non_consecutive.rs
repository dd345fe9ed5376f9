//! Non-consecutive pair: cells that share a side never hold consecutive digits, so what one can still hold
//! leaves the other: a cell of only 4 or 5 takes both from its neighbours (4 beside a 4 repeats a digit in
//! their row or column, 4 beside a 5 is consecutive). The reasoning is [`super::rule_pair`]'s.

use super::rule_pair;
use crate::core::rule::Rule;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    rule_pair::pair(
        g,
        |r| matches!(r, Rule::NonConsecutive),
        Technique::NonConsecutivePair,
    )
}
