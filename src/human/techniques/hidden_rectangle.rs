//! Hidden rectangle. One corner of a rectangle spanning two blocks holds exactly A/B. In the row and the column
//! of the opposite corner, A can only go in the rectangle's corners. If that opposite corner were B, A would go
//! in its two neighbours, the first corner would be B, and the four corners would hold A and B in a swappable
//! pattern (two solutions): so the opposite corner loses B. The opposite corner may hold exactly A/B too (HoDoKu's
//! form with two bivalue corners): the hint leaves that rectangle to other steps, a listing names it.

use super::rectangle::{figure, pair_rectangles, pair_text, sides};
use super::{ch, names, removals};
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    pair_rectangles(g, &mut |k, pair| {
        for i in (0..4).filter(|&i| g.cands[k[i]] == pair) {
            let d = k[i ^ 3];
            if g.cands[d] == pair && !super::listing() {
                continue;
            }
            let (row_nb, col_nb) = sides(i ^ 3);
            for x in pair.iter() {
                let y = pair.iter().find(|&o| o != x)?;
                if !g.has(d, y) {
                    continue;
                }
                let (ru, cu) = (g.geo.row(d), n + g.geo.col(d));
                let only = |u: usize, other: usize| {
                    let mut it = g.cells_with(u, x).map(|c| c as usize);
                    let v: Vec<usize> = it.by_ref().take(3).collect();
                    v.len() == 2 && v.contains(&d) && v.contains(&other)
                };
                if !only(ru, k[row_nb]) || !only(cu, k[col_nb]) {
                    continue;
                }
                let elims = vec![(d as Cell, y)];
                let corners: Vec<Cell> = k.iter().map(|&c| c as Cell).collect();
                let (row, col) = (g.geo.unit(ru), g.geo.unit(cu));
                let step = super::found(Step {
                    notation: String::new(),
                    technique: Technique::HiddenRectangle,
                    units: vec![row, col],
                    evidence: corners.clone(),
                    placements: vec![],
                    title: Technique::HiddenRectangle.called().into(),
                    explanation: sentence(crate::tr!(
                        "explain-hidden-rectangle",
                        corners = names(&corners, n),
                        corner = cell_name(k[i] as Cell, n),
                        pair = pair_text(pair),
                        row = super::single_digit::unit_text(row),
                        column = super::single_digit::unit_text(col),
                        digit = ch(x),
                        cell = cell_name(d as Cell, n),
                        other = ch(y),
                        first = cell_name(k[row_nb] as Cell, n),
                        second = cell_name(k[col_nb] as Cell, n),
                        removals = removals(&elims, n)
                    )),
                    eliminations: elims,
                    figure: figure(g, k, &pair.iter().collect::<Vec<_>>()),
                });
                if step.is_some() {
                    return step;
                }
            }
        }
        None
    })
}
