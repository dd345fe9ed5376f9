//! Duplicate-line elimination: like line elimination, but completions equal to a complete parallel line are
//! excluded too.

use super::line_elimination::{by_scarcity, needs};
use super::{filled, forced_text, placements};
use crate::hint::step::and_list;
use crate::hint::step::{sentence, Role, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::Board;

pub fn find(b: &Board) -> Option<Step> {
    for (_, l) in by_scarcity(b) {
        let Ok((p0, p1)) = b.exact(l, false) else {
            continue;
        };
        let Ok((f0, f1)) = b.exact(l, true) else {
            continue;
        };
        let (f0, f1) = (f0 & !p0, f1 & !p1);
        if f0 | f1 == 0 {
            continue;
        }
        let (o, z) = (b.one[l], b.zero[l]);
        let copies: Vec<usize> = b
            .parallel(l)
            .filter(|&m| m != l && b.empty(m) == 0 && b.one[m] & o == o && b.one[m] & z == 0)
            .collect();
        let copy_names: Vec<String> = copies.iter().map(|&m| b.line_name(m)).collect();
        let mut units = vec![b.unit(l)];
        units.extend(copies.iter().map(|&m| b.unit(m)));
        // The line, its filled cells, and the complete lines it must not copy.
        let mut figure = super::line_figure(b, l, &filled(b, l));
        for &m in &copies {
            figure.unit(b.unit(m), Role::Cover);
        }
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::DuplicateLineElimination,
            units,
            evidence: filled(b, l),
            placements: placements(b, l, f0, f1),
            eliminations: vec![],
            title: Technique::DuplicateLineElimination.called().into(),
            explanation: sentence(crate::tr!(
                "binary-duplicate-line-elimination",
                line = b.line_name(l),
                needs = needs(b, l),
                copies = and_list(&copy_names),
                forced = forced_text(b, l, f0, f1)
            )),
        });
    }
    None
}
