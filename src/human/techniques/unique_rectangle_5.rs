//! Unique rectangle, type 5. In a rectangle spanning two blocks, the corners that are not exactly A/B (two on a
//! diagonal, or three) all hold A/B and one same extra candidate X. They cannot all avoid X (the four corners
//! would then hold only A and B, which could swap: two solutions), so one of them is X, and every cell seeing all
//! of them loses X.

use super::rectangle::{figure, not_pair, pair_rectangles, pair_text};
use super::{ch, names, removals, seeing_all};
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    pair_rectangles(g, &mut |k, pair| {
        let roof = not_pair(g, k, pair);
        if roof.len() < 2 || roof.len() == 2 && roof[0] ^ roof[1] != 3 {
            return None; // one corner: type 1; a side: type 2
        }
        let x = g.cands[k[roof[0]]].minus(pair);
        if x.len() != 1 || roof.iter().any(|&i| g.cands[k[i]].minus(pair) != x) {
            return None;
        }
        let z = x.first()?;
        let extra: Vec<usize> = roof.iter().map(|&i| k[i]).collect();
        let elims = seeing_all(g, &extra, z);
        if elims.is_empty() {
            return None;
        }
        let corners: Vec<Cell> = k.iter().map(|&c| c as Cell).collect();
        let extra_c: Vec<Cell> = extra.iter().map(|&c| c as Cell).collect();
        Some(Step {
            notation: String::new(),
            technique: Technique::UniqueRectangle5,
            units: vec![],
            evidence: corners.clone(),
            placements: vec![],
            title: Technique::UniqueRectangle5.called().into(),
            explanation: sentence(crate::tr!(
                "explain-unique-rectangle-5",
                corners = names(&corners, n),
                pair = pair_text(pair),
                cells = names(&extra_c, n),
                digit = ch(z),
                removals = removals(&elims, n)
            )),
            eliminations: elims,
            figure: figure(g, k, &pair.iter().collect::<Vec<_>>()),
        })
    })
}
