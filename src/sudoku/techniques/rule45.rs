//! The 45 rule (Killer only): a row, column or block holds each digit once, so its digits add up to 45 on
//! 9×9 (`n(n+1)/2` in general). Its cells outside the cages that lie wholly inside it (the innies) add up to
//! that total less those cages' sums; the cells outside it of the cages that cross its edge (the outies) add
//! up to those cages' sums less the innies' total. One innie or outie is then placed; more than one, lying in
//! one unit (so distinct), can only hold the digit sets that make their total.

use super::{ch, names, removals};
use crate::step::{cell_name, Cell, Figure, Role, Step, Technique};
use crate::sudoku::grid::Grid;
use crate::sudoku::killer::{combinations, combos_text, fitting, outside, rule45, Rule45};

pub fn find(g: &Grid) -> Option<Step> {
    let geo = &g.geo;
    let n = g.n();
    if geo.cages().is_empty() {
        return None;
    }
    let total = (n * (n + 1) / 2) as i32;
    for u in geo.look_order().filter(|&u| u < 3 * n) {
        let unit = &geo.units[u];
        let Some(Rule45 {
            inside_sum,
            innies,
            in_sum,
            outies,
            out_sum,
            ..
        }) = rule45(geo, unit)
        else {
            continue;
        };
        let name = geo.unit(u);
        let why_in = format!(
            "the cages wholly inside {name} add up to {inside_sum}, so its other cells ({}) add up to {total} − {inside_sum} = {in_sum}",
            names(&innies, n)
        );
        let why_out = format!(
            "{name}'s cells in the cages crossing its edge add up to {in_sum}, so those cages' cells outside it ({}) add up to {out_sum}",
            names(&outies, n)
        );
        for (cells, sum, why, role) in [
            (&innies, in_sum, why_in, Role::Key),
            (&outies, out_sum, why_out, Role::Pincer),
        ] {
            let idx: Vec<usize> = cells.iter().map(|&c| c as usize).collect();
            if cells.is_empty() || cells.len() >= n || sum <= 0 || geo.common_units(&idx).is_empty()
            {
                continue;
            }
            if let Some(step) = step(g, u, cells, sum as u16, &why, role) {
                return Some(step);
            }
        }
    }
    None
}

/// The step for `cells` (distinct digits) adding up to `sum`: a placement for one cell, else the
/// candidates outside the digit sets that make the sum.
fn step(g: &Grid, u: usize, cells: &[Cell], sum: u16, why: &str, role: Role) -> Option<Step> {
    let n = g.n();
    let fit = fitting(g, cells, &combinations(n, cells.len(), sum));
    if fit.is_empty() {
        return None;
    }
    let placed = cells
        .iter()
        .fold(0u32, |m, &c| m | 1 << g.cells[c as usize]);
    let allowed = fit.iter().fold(0u32, |a, &m| a | (m & !placed));
    let mut figure = Figure::default();
    let unit = g.geo.unit(u);
    figure.unit(unit, Role::Base);
    for &c in cells {
        figure.cell(c, role);
    }
    let (placements, eliminations, then) = if let ([cell], 0) = (cells, g.cells[cells[0] as usize])
    {
        let d = sum as u8;
        if !g.cands[*cell as usize].contains(d) {
            return None;
        }
        figure.cand(*cell, d, Role::Key);
        (
            vec![(*cell, d)],
            vec![],
            format!("{} is {}", cell_name(*cell, n), ch(d)),
        )
    } else {
        let elims = outside(g, cells, allowed);
        if elims.is_empty() {
            return None;
        }
        let then = format!(
            "they hold {}, so {}",
            combos_text(&fit),
            removals(&elims, n)
        );
        (vec![], elims, then)
    };
    Some(Step {
        figure,
        technique: Technique::Rule45,
        units: vec![unit],
        explanation: format!("45 rule: {why}; {then}"),
        evidence: cells.to_vec(),
        placements,
        eliminations,
    })
}
