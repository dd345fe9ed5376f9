//! Last cell: the only empty cell of a line takes the digit the line still needs.

use super::{filled, key, names};
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::Board;

pub fn find(b: &Board) -> Option<Step> {
    for l in 0..2 * b.n {
        let e = b.empty(l);
        if e.count_ones() != 1 {
            continue;
        }
        let i = e.trailing_zeros() as usize;
        let d = if b.one[l].count_ones() < b.half { 1 } else { 0 };
        if super::mask(b, l, d).count_ones() + 1 != b.half {
            continue;
        }
        return Some(Step {
            notation: String::new(),
            figure: super::line_figure(b, l, &[]),
            technique: Technique::LastCell,
            units: vec![b.unit(l)],
            evidence: filled(b, l),
            placements: vec![(b.cell_of(l, i) as Cell, d + 1)],
            eliminations: vec![],
            title: Technique::LastCell.called().into(),
            explanation: sentence(crate::tr!(
                "binary-last-cell",
                cell = names(b, l, [i]),
                line = b.line_name(l),
                symbol = key(b, d)
            )),
        });
    }
    None
}
