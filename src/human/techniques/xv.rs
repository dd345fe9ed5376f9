//! XV pair: what one cell of an X (sum 10) or a V (sum 5) leaves the other; 5 never sits on an X (its partner
//! would be another 5 in the same row or column), nor 5 to 9 on a V of a 9×9. The reasoning is
//! [`super::rule_pair`]'s.

use super::rule_pair;
use crate::core::rule::Rule;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    rule_pair::pair(
        g,
        |r| matches!(r, Rule::X(..) | Rule::V(..)),
        Technique::XvPair,
    )
}
