//! Sandwich: X _ X in a line; the middle cell must be the other digit.

use super::{cells, key, names};
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::{bits, Board};

pub fn find(b: &Board) -> Option<Step> {
    for l in 0..2 * b.n {
        let e = b.empty(l);
        if e == 0 {
            continue;
        }
        for d in [1u8, 0] {
            let x = super::mask(b, l, d);
            if let Some(i) = bits(x & (x >> 2) & (e >> 1)).next() {
                let other = 1 - d;
                return Some(Step {
                    notation: String::new(),
                    figure: super::line_figure(b, l, &cells(b, l, [i, i + 2])),
                    technique: Technique::Sandwich,
                    units: vec![b.unit(l)],
                    evidence: cells(b, l, [i, i + 2]),
                    placements: vec![(b.cell_of(l, i + 1) as Cell, other + 1)],
                    eliminations: vec![],
                    title: Technique::Sandwich.called().into(),
                    explanation: sentence(crate::tr!(
                        "binary-sandwich",
                        pair = names(b, l, [i, i + 2]),
                        symbol = key(b, d),
                        cell = names(b, l, [i + 1]),
                        other = key(b, other)
                    )),
                });
            }
        }
    }
    None
}
