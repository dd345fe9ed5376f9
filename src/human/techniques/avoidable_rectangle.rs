//! Avoidable rectangle. Like a unique rectangle, but some corners are already solved (by the player or an
//! earlier step, never givens): solved corners could swap just as candidates could, so the rectangle (spanning
//! two blocks) must not be completed into a swappable pattern.
//!
//! - Type 1: three corners are solved, two of them (on the same diagonal) with A and the third with B; the
//!   fourth corner must not be B.
//! - Type 2: two corners on one side are solved with A and B; the two others would complete the pattern with B
//!   and A, and each has just one other candidate, the same X: one of them is X, so cells seeing both lose X.

use super::rectangle::{figure, rectangles};
use super::{ch, names, removals, seeing_all};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// Solved but not a given.
fn solved(g: &Grid, c: usize) -> bool {
    g.cells[c] != 0 && !g.given[c]
}

pub fn type1(g: &Grid) -> Option<Step> {
    let n = g.n();
    rectangles(g, &|c| g.is_empty(c) || solved(g, c), &mut |k| {
        let empty: Vec<usize> = (0..4).filter(|&i| g.is_empty(k[i])).collect();
        let [e] = empty[..] else { return None };
        let (b1, b2, a) = (k[e ^ 1], k[e ^ 2], k[e ^ 3]);
        let (va, vb) = (g.cells[a], g.cells[b1]);
        if g.cells[b2] != vb || !g.has(k[e], va) {
            return None;
        }
        let elims = vec![(k[e] as Cell, va)];
        let corners: Vec<Cell> = k.iter().map(|&c| c as Cell).collect();
        Some(Step {
            notation: String::new(),
            technique: Technique::AvoidableRectangle1,
            units: vec![],
            evidence: corners.clone(),
            placements: vec![],
            title: Technique::AvoidableRectangle1.called().into(),
            explanation: sentence(crate::tr!(
                "explain-avoidable-rectangle-1",
                corners = names(&corners, n),
                first = cell_name(b1 as Cell, n),
                second = cell_name(b2 as Cell, n),
                value = ch(vb),
                third = cell_name(a as Cell, n),
                digit = ch(va),
                cell = cell_name(k[e] as Cell, n),
                removals = removals(&elims, n)
            )),
            eliminations: elims,
            figure: figure(g, k, &[va, vb]),
        })
    })
}

pub fn type2(g: &Grid) -> Option<Step> {
    let n = g.n();
    rectangles(g, &|c| g.is_empty(c) || solved(g, c), &mut |k| {
        let empty: Vec<usize> = (0..4).filter(|&i| g.is_empty(k[i])).collect();
        let [i, j] = empty[..] else { return None };
        if i ^ j == 3 {
            return None;
        }
        // e1 = k[i] would need the value of the solved corner beside e2 (diagonal to e1), and so on
        let (e1, e2) = (k[i], k[j]);
        let (v1, v2): (Symbol, Symbol) = (g.cells[k[i ^ 3]], g.cells[k[j ^ 3]]);
        let (r1, r2) = (
            g.cands[e1].minus(Candidates::single(v1)),
            g.cands[e2].minus(Candidates::single(v2)),
        );
        if !g.has(e1, v1) || !g.has(e2, v2) || r1 != r2 || r1.len() != 1 {
            return None;
        }
        let z = r1.first()?;
        let elims = seeing_all(g, &[e1, e2], z);
        if elims.is_empty() {
            return None;
        }
        let corners: Vec<Cell> = k.iter().map(|&c| c as Cell).collect();
        Some(Step {
            notation: String::new(),
            technique: Technique::AvoidableRectangle2,
            units: vec![],
            evidence: corners.clone(),
            placements: vec![],
            title: Technique::AvoidableRectangle2.called().into(),
            explanation: sentence(crate::tr!(
                "explain-avoidable-rectangle-2",
                corners = names(&corners, n),
                first = cell_name(k[i ^ 3] as Cell, n),
                value1 = ch(v1),
                second = cell_name(k[j ^ 3] as Cell, n),
                value2 = ch(v2),
                cell1 = cell_name(e1 as Cell, n),
                cell2 = cell_name(e2 as Cell, n),
                digit = ch(z),
                removals = removals(&elims, n)
            )),
            eliminations: elims,
            figure: figure(g, k, &[v1, v2]),
        })
    })
}
