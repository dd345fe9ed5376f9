//! The `thermo` rule: digits strictly increase from the bulb (the path's first cell) along the thermometer.
//! Each step of the path is a relation (the next digit is larger); with the path's cells all different, the
//! steps say it all. The `whisper` rule reads its line's steps the same way ([`pairs`]).

use crate::core::cell::Cell;
use crate::core::rule::Rule;

/// The steps of a path rule's line, in order: each cell and the next.
pub fn pairs(rule: &Rule) -> Vec<(Cell, Cell)> {
    let cells = rule.cells();
    cells.windows(2).map(|w| (w[0], w[1])).collect()
}
