//! Duplicate guard: a line missing one 0 and one 1 whose filled cells match a complete parallel line must take
//! the other order, or it would copy that line.

use super::{cells, filled, names};
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Role, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::{bits, Board};

pub fn find(b: &Board) -> Option<Step> {
    if !b.distinct {
        return None; // Tango: lines may repeat
    }
    for l in 0..2 * b.n {
        let e = b.empty(l);
        let (o, z) = (b.one[l], b.zero[l]);
        if e.count_ones() != 2 || o.count_ones() + 1 != b.half {
            continue;
        }
        for m in b.parallel(l) {
            if m == l || b.empty(m) != 0 {
                continue;
            }
            let mo = b.one[m];
            if mo & o != o || mo & z != 0 {
                continue;
            }
            let idx: Vec<usize> = bits(e).collect();
            let copy: Vec<u8> = idx.iter().map(|&i| (mo >> i & 1) as u8).collect();
            let mut evidence = filled(b, l);
            evidence.extend(cells(b, m, 0..b.n));
            // The line, its filled cells, and the complete line it must not copy.
            let mut figure = super::line_figure(b, l, &filled(b, l));
            figure.unit(b.unit(m), Role::Cover);
            return Some(Step {
                notation: String::new(),
                figure,
                technique: Technique::DuplicateGuard,
                units: vec![b.unit(l), b.unit(m)],
                evidence,
                placements: idx
                    .iter()
                    .zip(&copy)
                    .map(|(&i, &d)| (b.cell_of(l, i) as Cell, 2 - d))
                    .collect(),
                eliminations: vec![],
                title: Technique::DuplicateGuard.called().into(),
                explanation: sentence(crate::tr!(
                    "binary-duplicate-guard",
                    line = b.line_name(l),
                    cells = names(b, l, idx.iter().copied()),
                    first = names(b, l, [idx[0]]),
                    second = names(b, l, [idx[1]]),
                    copy = b.line_name(m),
                    first_copied = copy[0],
                    second_copied = copy[1],
                    first_is = 1 - copy[0],
                    second_is = 1 - copy[1]
                )),
            });
        }
    }
    None
}
