//! Last of a kind: a line needs exactly one more X. Every window of three cells that would otherwise become three
//! of the other digit must hold that X, so the blanks outside all such windows are not X.

use super::{cells, key, names};
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Role, Step};
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
            if x.count_ones() + 1 != b.half {
                continue;
            }
            let Some(c) = b.last_of_kind_window(x, e) else {
                continue;
            };
            let rest = e & !c;
            if c == 0 || rest == 0 {
                continue;
            }
            // The windows that force the X (for the evidence and the text).
            let mut windows = 0u64;
            for i in 0..b.n - 2 {
                let w = 0b111u64 << i;
                if w & x == 0 && w & e != 0 {
                    windows |= w;
                }
            }
            let other = 1 - d;
            // The line, the cells that close the windows, and the places left for the last X.
            let mut figure = super::line_figure(b, l, &cells(b, l, bits(windows & !e)));
            for i in bits(c) {
                figure.cand(b.cell_of(l, i) as Cell, d + 1, Role::Key);
            }
            return Some(Step {
                notation: String::new(),
                figure,
                technique: Technique::LastOfAKind,
                units: vec![b.unit(l)],
                evidence: cells(b, l, bits(windows & !e)),
                placements: bits(rest)
                    .map(|i| (b.cell_of(l, i) as Cell, other + 1))
                    .collect(),
                eliminations: vec![],
                title: Technique::LastOfAKind.called().into(),
                explanation: sentence(crate::tr!(
                    "binary-last-of-a-kind",
                    line = b.line_name(l),
                    symbol = key(b, d),
                    places = crate::hint::step::or_list(
                        &bits(c).map(|i| names(b, l, [i])).collect::<Vec<_>>()
                    ),
                    windows = names(b, l, bits(windows)),
                    cells = names(b, l, bits(rest)),
                    count = rest.count_ones(),
                    other = key(b, other)
                )),
            });
        }
    }
    None
}
