//! Unique rectangle, types 2 and 4. Four empty cells at the corners of a rectangle spanning two rows, two
//! columns and two blocks, all holding the pair A/B, would let A and B swap (two solutions), so the puzzle
//! (known unique) keeps some corner off A/B. With two "floor" corners exactly A/B:
//!
//! - type 2: the two other ("roof") corners are exactly A/B/X for one X: one of them is X, so every cell seeing
//!   both roof corners loses X;
//! - type 4: the roof corners share a unit where A has no other place: one roof corner is A, so neither may
//!   be B (that would complete the deadly pattern) and both lose B.

use super::xy_wing::pair_text;
use super::{ch, names, removals, seeing_all};
use crate::core::candidates::Candidates;
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// The rectangle's four corners with the pair's candidates in them.
fn corners_figure(corners: &[Cell], pair: Candidates) -> Figure {
    let mut figure = Figure::default();
    for &c in corners {
        figure.cell_with(c, pair.0, Role::Corner);
    }
    figure
}

/// Rectangles (floor a, floor b, roof c, roof d) whose floor is bivalue and whose roof holds the pair too.
fn rectangles(
    g: &Grid,
    f: &mut impl FnMut([usize; 4], Candidates) -> Option<Step>,
) -> Option<Step> {
    let n = g.n();
    let bi = |c: usize| g.is_empty(c) && g.cands[c].len() == 2;
    for a in (0..n * n).filter(|&c| bi(c)) {
        let pair = g.cands[a];
        let (ra, ca) = (a / n, a % n);
        for b in (a + 1..n * n).filter(|&c| bi(c) && g.cands[c] == pair) {
            let (rb, cb) = (b / n, b % n);
            // The floor shares a row or a column; the roof is the parallel pair of cells.
            let roofs: Vec<(usize, usize)> = if ra == rb {
                (0..n)
                    .filter(|&r| r != ra)
                    .map(|r| (r * n + ca, r * n + cb))
                    .collect()
            } else if ca == cb {
                (0..n)
                    .filter(|&c| c != ca)
                    .map(|c| (ra * n + c, rb * n + c))
                    .collect()
            } else {
                continue;
            };
            for (c, d) in roofs {
                if !g.is_empty(c) || !g.is_empty(d) {
                    continue;
                }
                if g.cands[c].intersect(pair) != pair || g.cands[d].intersect(pair) != pair {
                    continue;
                }
                if g.cands[c].len() == 2 || g.cands[d].len() == 2 {
                    continue; // type 1 or a deadly pattern: not ours
                }
                let mut blocks = [a, b, c, d].map(|x| g.geo.block(x));
                crate::core::sort::sort(&mut blocks);
                if 1 + blocks.windows(2).filter(|w| w[0] != w[1]).count() != 2
                    || !g.geo.swap_safe(&[a, b, c, d])
                {
                    continue;
                }
                if let Some(st) = f([a, b, c, d], pair) {
                    return Some(st);
                }
            }
        }
    }
    None
}

pub fn type2(g: &Grid) -> Option<Step> {
    let n = g.n();
    rectangles(g, &mut |[a, b, c, d], pair| {
        let (xc, xd) = (g.cands[c].minus(pair), g.cands[d].minus(pair));
        if xc != xd || xc.len() != 1 {
            return None;
        }
        let x = xc.first()?;
        let elims = seeing_all(g, &[c, d], x);
        if elims.is_empty() {
            return None;
        }
        let corners = [a as Cell, b as Cell, c as Cell, d as Cell];
        let mut figure = corners_figure(&corners, pair);
        figure.cand(c as Cell, x, Role::Key);
        figure.cand(d as Cell, x, Role::Key);
        Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::UniqueRectangle2,
            units: vec![],
            evidence: corners.to_vec(),
            placements: vec![],
            title: Technique::UniqueRectangle2.called().into(),
            explanation: sentence(crate::tr!(
                "explain-unique-rectangle-2",
                corners = names(&corners, n),
                pair = pair_text(pair),
                first = crate::core::cell::cell_name(c as Cell, n),
                second = crate::core::cell::cell_name(d as Cell, n),
                digit = ch(x),
                removals = removals(&elims, n)
            )),
            eliminations: elims,
        })
    })
}

pub fn type4(g: &Grid) -> Option<Step> {
    let n = g.n();
    rectangles(g, &mut |[a, b, c, d], pair| {
        let shared: Vec<usize> = g.geo.common_units(&[c, d]);
        for &u in &shared {
            for s in pair.iter() {
                if g.cells_with(u, s).count() != 2 {
                    continue;
                }
                let other = pair.iter().find(|&o| o != s)?;
                let elims = vec![(c as Cell, other), (d as Cell, other)];
                let corners = [a as Cell, b as Cell, c as Cell, d as Cell];
                let mut figure = corners_figure(&corners, pair);
                figure.unit(g.geo.unit(u), Role::Base);
                figure.link(
                    crate::hint::step::Node::one(c as Cell, s),
                    crate::hint::step::Node::one(d as Cell, s),
                    true,
                );
                return Some(Step {
                    notation: String::new(),
                    figure,
                    technique: Technique::UniqueRectangle4,
                    units: vec![g.geo.unit(u)],
                    evidence: corners.to_vec(),
                    placements: vec![],
                    title: Technique::UniqueRectangle4.called().into(),
                    explanation: sentence(crate::tr!(
                        "explain-unique-rectangle-4",
                        corners = names(&corners, n),
                        pair = pair_text(pair),
                        unit = super::single_digit::unit_text(g.geo.unit(u)),
                        digit = ch(s),
                        first = crate::core::cell::cell_name(c as Cell, n),
                        second = crate::core::cell::cell_name(d as Cell, n),
                        other = ch(other),
                        removals = removals(&elims, n)
                    )),
                    eliminations: elims,
                });
            }
        }
        None
    })
}
