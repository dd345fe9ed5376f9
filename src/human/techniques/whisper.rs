//! German whisper: neighbours on a whisper line differ by at least half the largest digit (5 on 9×9). What one
//! cell leaves its neighbour on the line (5 never sits on a 9×9 whisper; a cell of 1 to 4 makes its neighbours
//! 6 to 9, so highs and lows alternate), then a cell between two line neighbours that see each other, which
//! cannot be 4 (both would need the 9) nor 6 (both the 1). The reasoning is [`super::rule_pair`]'s.

use super::rule_pair;
use crate::core::rule::Rule;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

fn whisper(r: &Rule) -> bool {
    matches!(r, Rule::Whisper(_))
}

pub fn find(g: &Grid) -> Option<Step> {
    rule_pair::pair(g, whisper, Technique::GermanWhisper)
        .or_else(|| rule_pair::middle(g, whisper, Technique::GermanWhisper))
}
