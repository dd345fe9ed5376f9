//! Unique rectangle, type 6. Two diagonal corners of a rectangle spanning two blocks hold exactly A/B, and in
//! both of its rows (or both columns) A can only go in the rectangle's corners (an X-wing on A). If one of the
//! two other corners were A, the X-wing and the pairs would fill all four corners with A and B in a swappable
//! pattern (two solutions): so those two corners lose A.

use super::rectangle::{figure, not_pair, pair_rectangles, pair_text};
use super::{ch, names, removals};
use crate::core::cell::{Cell, Symbol};
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    pair_rectangles(g, &mut |k, pair| {
        let roof = not_pair(g, k, pair);
        let [i, j] = roof[..] else { return None };
        if i ^ j != 3 {
            return None;
        }
        let (b, c) = (k[i], k[j]);
        for x in pair.iter() {
            if !g.has(b, x) || !g.has(c, x) {
                continue;
            }
            // rows of the rectangle, then its columns
            for lines in [
                [k[0], k[2]].map(|q| g.geo.row(q)),
                [k[0], k[1]].map(|q| n + g.geo.col(q)),
            ] {
                if lines.iter().any(|&u| g.cells_with(u, x).count() != 2) {
                    continue;
                }
                let elims: Vec<(Cell, Symbol)> = vec![(b as Cell, x), (c as Cell, x)];
                let corners: Vec<Cell> = k.iter().map(|&q| q as Cell).collect();
                let units: Vec<_> = lines.iter().map(|&u| g.geo.unit(u)).collect();
                return Some(Step {
                    notation: String::new(),
                    technique: Technique::UniqueRectangle6,
                    units: units.clone(),
                    evidence: corners.clone(),
                    placements: vec![],
                    title: Technique::UniqueRectangle6.called().into(),
                    explanation: sentence(crate::tr!(
                        "explain-unique-rectangle-6",
                        corners = names(&corners, n),
                        first = crate::core::cell::cell_name(k[i ^ 1] as Cell, n),
                        second = crate::core::cell::cell_name(k[j ^ 1] as Cell, n),
                        pair = pair_text(pair),
                        unit1 = super::single_digit::unit_text(units[0]),
                        unit2 = super::single_digit::unit_text(units[1]),
                        digit = ch(x),
                        third = crate::core::cell::cell_name(b as Cell, n),
                        fourth = crate::core::cell::cell_name(c as Cell, n),
                        removals = removals(&elims, n)
                    )),
                    eliminations: elims,
                    figure: figure(g, k, &pair.iter().collect::<Vec<_>>()),
                });
            }
        }
        None
    })
}
