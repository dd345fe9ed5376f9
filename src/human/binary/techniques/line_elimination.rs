//! Line elimination: the cells that are equal in every valid completion of one line (balanced, no triples).
//! Lines where fewer of the scarcer digit remain are easier to see, so they are tried first.

use super::{filled, forced_text, placements};
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::Board;

/// Lines with empty cells, ordered by how many of the scarcer digit remain.
pub fn by_scarcity(b: &Board) -> Vec<(u32, usize)> {
    let mut v: Vec<(u32, usize)> = (0..2 * b.n)
        .filter(|&l| b.empty(l) != 0)
        .map(|l| {
            let need = (b.half - b.one[l].count_ones()).min(b.half - b.zero[l].count_ones());
            (need, l)
        })
        .collect();
    crate::core::sort::sort(&mut v);
    v
}

/// "2 more 1s and 3 more 0s" (message `binary-more` for each digit).
pub fn needs(b: &Board, l: usize) -> String {
    let n1 = b.half - b.one[l].count_ones();
    let n0 = b.half - b.zero[l].count_ones();
    crate::hint::step::and_list(&[
        crate::tr!("binary-more", count = n1, symbol = super::key(b, 1)),
        crate::tr!("binary-more", count = n0, symbol = super::key(b, 0)),
    ])
}

pub fn find(b: &Board) -> Option<Step> {
    for (_, l) in by_scarcity(b) {
        let Ok((f0, f1)) = b.exact(l, false) else {
            continue;
        };
        if f0 | f1 == 0 {
            continue;
        }
        return Some(Step {
            notation: String::new(),
            figure: super::line_figure(b, l, &filled(b, l)),
            technique: Technique::LineElimination,
            units: vec![b.unit(l)],
            evidence: filled(b, l),
            placements: placements(b, l, f0, f1),
            eliminations: vec![],
            title: Technique::LineElimination.called().into(),
            explanation: sentence(if b.signs_of(l) == (0, 0) {
                crate::tr!(
                    "binary-line-elimination",
                    line = b.line_name(l),
                    needs = needs(b, l),
                    forced = forced_text(b, l, f0, f1)
                )
            } else {
                crate::tr!(
                    "binary-line-elimination-signs",
                    line = b.line_name(l),
                    needs = needs(b, l),
                    forced = forced_text(b, l, f0, f1)
                )
            }),
        });
    }
    None
}
