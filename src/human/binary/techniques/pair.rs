//! Pair: two equal neighbours in a line; the cells on both ends must be the other digit.

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
            for i in bits(x & (x >> 1)) {
                let mut ends = Vec::new();
                if i >= 1 && e >> (i - 1) & 1 == 1 {
                    ends.push(i - 1);
                }
                if i + 2 < b.n && e >> (i + 2) & 1 == 1 {
                    ends.push(i + 2);
                }
                if ends.is_empty() {
                    continue;
                }
                let other = 1 - d;
                return Some(Step {
                    notation: String::new(),
                    figure: super::line_figure(b, l, &cells(b, l, [i, i + 1])),
                    technique: Technique::Pair,
                    units: vec![b.unit(l)],
                    evidence: cells(b, l, [i, i + 1]),
                    placements: ends
                        .iter()
                        .map(|&j| (b.cell_of(l, j) as Cell, other + 1))
                        .collect(),
                    eliminations: vec![],
                    title: Technique::Pair.called().into(),
                    explanation: sentence(crate::tr!(
                        "binary-pair",
                        pair = names(b, l, [i, i + 1]),
                        symbol = key(b, d),
                        cells = names(b, l, ends.iter().copied()),
                        count = ends.len(),
                        other = key(b, other)
                    )),
                });
            }
        }
    }
    None
}
