//! Unique rectangles types 1, 2 and 4 whose corners miss one of the pair's candidates. A corner that lost A or
//! B to an earlier step can still be argued about: whatever the candidates say, if the four corners ended up
//! holding only A and B the two values could swap and the puzzle (known unique) would have two solutions. So
//! the patterns of types 1, 2 and 4 hold with any corner outside the floor holding just one of A and B (the
//! way HoDoKu's "allow missing candidates" reads them). These finders take only rectangles with such a corner;
//! the plain types find the others.

use super::rectangle::{figure, not_pair, pair_rectangles, pair_text};
use super::{ch, names, removals, seeing_all};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// Does some non-floor corner miss one of the pair?
fn missing(g: &Grid, k: [usize; 4], pair: Candidates, roof: &[usize]) -> bool {
    roof.iter().any(|&i| g.cands[k[i]].intersect(pair) != pair)
}

fn corners(k: [usize; 4]) -> Vec<Cell> {
    k.iter().map(|&c| c as Cell).collect()
}

fn lead(g: &Grid, k: [usize; 4], pair: Candidates) -> String {
    crate::tr!(
        "unique-rectangle-missing",
        corners = names(&corners(k), g.n()),
        pair = pair_text(pair)
    )
}

fn syms(pair: Candidates) -> Vec<Symbol> {
    pair.iter().collect()
}

pub fn type1(g: &Grid) -> Option<Step> {
    let n = g.n();
    pair_rectangles(g, &mut |k, pair| {
        let roof = not_pair(g, k, pair);
        let [i] = roof[..] else { return None };
        if !missing(g, k, pair, &roof) {
            return None;
        }
        let y = k[i];
        let elims: Vec<(Cell, Symbol)> = g.cands[y]
            .intersect(pair)
            .iter()
            .map(|s| (y as Cell, s))
            .collect();
        Some(Step {
            notation: String::new(),
            technique: Technique::UniqueRectangle,
            units: vec![],
            evidence: corners(k),
            placements: vec![],
            title: Technique::UniqueRectangle.called().into(),
            explanation: sentence(crate::tr!(
                "explain-unique-rectangle-missing-1",
                lead = lead(g, k, pair),
                pair = pair_text(pair),
                cell = cell_name(y as Cell, n),
                removals = removals(&elims, n)
            )),
            eliminations: elims,
            figure: figure(g, k, &syms(pair)),
        })
    })
}

pub fn type2(g: &Grid) -> Option<Step> {
    let n = g.n();
    pair_rectangles(g, &mut |k, pair| {
        let roof = not_pair(g, k, pair);
        let [i, j] = roof[..] else { return None };
        if i ^ j == 3 || !missing(g, k, pair, &roof) {
            return None; // diagonal: type 5
        }
        let (c, d) = (k[i], k[j]);
        let (xc, xd) = (g.cands[c].minus(pair), g.cands[d].minus(pair));
        if xc != xd || xc.len() != 1 {
            return None;
        }
        let z = xc.first()?;
        let elims = seeing_all(g, &[c, d], z);
        if elims.is_empty() {
            return None;
        }
        Some(Step {
            notation: String::new(),
            technique: Technique::UniqueRectangle2,
            units: vec![],
            evidence: corners(k),
            placements: vec![],
            title: Technique::UniqueRectangle2.called().into(),
            explanation: sentence(crate::tr!(
                "explain-unique-rectangle-missing-2",
                lead = lead(g, k, pair),
                first = cell_name(c as Cell, n),
                second = cell_name(d as Cell, n),
                digit = ch(z),
                removals = removals(&elims, n)
            )),
            eliminations: elims,
            figure: figure(g, k, &syms(pair)),
        })
    })
}

pub fn type4(g: &Grid) -> Option<Step> {
    let n = g.n();
    pair_rectangles(g, &mut |k, pair| {
        let roof = not_pair(g, k, pair);
        let [i, j] = roof[..] else { return None };
        if i ^ j == 3 || !missing(g, k, pair, &roof) {
            return None;
        }
        let (c, d) = (k[i], k[j]);
        for u in g.geo.common_units(&[c, d]) {
            for x in pair.iter() {
                if !g.has(c, x) || !g.has(d, x) || g.cells_with(u, x).count() != 2 {
                    continue;
                }
                let y = pair.iter().find(|&o| o != x)?;
                let elims: Vec<(Cell, Symbol)> = [c, d]
                    .iter()
                    .filter(|&&e| g.has(e, y))
                    .map(|&e| (e as Cell, y))
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let unit = g.geo.unit(u);
                return Some(Step {
                    notation: String::new(),
                    technique: Technique::UniqueRectangle4,
                    units: vec![unit],
                    evidence: corners(k),
                    placements: vec![],
                    title: Technique::UniqueRectangle4.called().into(),
                    explanation: sentence(crate::tr!(
                        "explain-unique-rectangle-missing-4",
                        lead = lead(g, k, pair),
                        unit = super::single_digit::unit_text(unit),
                        digit = ch(x),
                        first = cell_name(c as Cell, n),
                        second = cell_name(d as Cell, n),
                        other = ch(y),
                        removals = removals(&elims, n)
                    )),
                    eliminations: elims,
                    figure: figure(g, k, &syms(pair)),
                });
            }
        }
        None
    })
}
