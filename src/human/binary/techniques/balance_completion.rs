//! Balance completion: a line that already holds n/2 of one digit takes the other digit everywhere else.

use super::{cells, count_of, key, names};
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
            if x.count_ones() != b.half {
                continue;
            }
            let other = 1 - d;
            return Some(Step {
                notation: String::new(),
                figure: super::line_figure(b, l, &cells(b, l, bits(x))),
                technique: Technique::BalanceCompletion,
                units: vec![b.unit(l)],
                evidence: cells(b, l, bits(x)),
                placements: bits(e)
                    .map(|i| (b.cell_of(l, i) as Cell, other + 1))
                    .collect(),
                eliminations: vec![],
                title: Technique::BalanceCompletion.called().into(),
                explanation: sentence(crate::tr!(
                    "binary-balance-completion",
                    line = b.line_name(l),
                    have = count_of(b, b.half, d),
                    cells = names(b, l, bits(e)),
                    count = e.count_ones(),
                    other = key(b, other)
                )),
            });
        }
    }
    None
}
