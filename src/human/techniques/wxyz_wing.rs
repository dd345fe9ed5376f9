//! WXYZ-wing and VWXYZ-wing: four (five) cells that hold only four (five) symbols between them, not all in one
//! unit, where every symbol but one (Z) is restricted: the cells that hold it all see each other, so it fits at
//! most once among them. Three (four) restricted symbols cannot fill four (five) cells, so one of the cells
//! holding Z is Z: Z leaves every cell that sees all of those.
//!
//! The WXYZ-wing is found in that general form ([`find`]). The VWXYZ-wing ([`find5`]), and the WXYZ-wings Sudoku
//! Explainer rates ([`find_se`]), take the shape Sukaku Explainer looks for: a cell of two candidates (X and Z)
//! and three (four) cells in one unit holding X, Z and two (three) more, an almost locked set whose X all see the
//! first cell. The search goes from each such cell and unit, far fewer sets than every five cells of five
//! symbols (`cargo bench --bench hints -- --rating`).

use super::xy_wing::cell_with;
use super::{names, removals, seeing_all, subsets, symbols};
use crate::core::candidates::Candidates;
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// WXYZ-wing: four cells.
pub fn find(g: &Grid) -> Option<Step> {
    wing(g, 4)
}

/// VWXYZ-wing: five cells, in Sukaku Explainer's shape.
pub fn find5(g: &Grid) -> Option<Step> {
    shaped(g, 5)
}

/// A WXYZ-wing in Sukaku Explainer's shape (the one its rating knows).
pub fn find_se(g: &Grid) -> Option<Step> {
    shaped(g, 4)
}

/// A wing of `k` cells in Sukaku Explainer's shape: a cell of two candidates, and `k - 1` cells of one unit
/// (not holding it) whose candidates, with its two, are `k` symbols.
fn shaped(g: &Grid, k: usize) -> Option<Step> {
    let n = g.n();
    for b in (0..n * n).filter(|&c| g.is_empty(c) && g.cands[c].len() == 2) {
        for unit in g.geo.look_order() {
            let cells: Vec<usize> = g.geo.units[unit]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| {
                    c != b && g.is_empty(c) && (2..=k).contains(&(g.cands[c].len() as usize))
                })
                .collect();
            // the cell of two candidates first: every set of cells with it whose candidates are `k` symbols
            let mut masks = vec![g.cands[b].0];
            masks.extend(cells.iter().map(|&c| g.cands[c].0));
            let found = subsets(&masks, k, &mut |idx, union| {
                if idx[0] != 0 {
                    return None;
                }
                let mut wing: Vec<usize> = idx[1..].iter().map(|&i| cells[i - 1]).collect();
                wing.push(b);
                check(g, &wing, Candidates(union))
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// A wing of `k` cells and `k` symbols.
fn wing(g: &Grid, k: usize) -> Option<Step> {
    let n = g.n();
    let small: Vec<usize> = (0..n * n)
        .filter(|&c| g.is_empty(c) && (2..=k).contains(&(g.cands[c].len() as usize)))
        .collect();
    if small.len() < k {
        return None;
    }
    // Every set of k symbols, smallest first, then every k of the cells whose candidates lie in it (their
    // candidates then make up the set).
    let symbols: Vec<u32> = (1..=n).map(|s| 1 << s).collect();
    subsets(&symbols, k, &mut |_, set| {
        let cells: Vec<usize> = small
            .iter()
            .copied()
            .filter(|&c| g.cands[c].0 & !set == 0)
            .collect();
        let masks: Vec<u32> = cells.iter().map(|&c| g.cands[c].0).collect();
        subsets(&masks, k, &mut |idx, union| {
            let wing: Vec<usize> = idx.iter().map(|&i| cells[i]).collect();
            check(g, &wing, Candidates(union))
        })
    })
}

fn check(g: &Grid, four: &[usize], set: Candidates) -> Option<Step> {
    let n = g.n();
    let union = four
        .iter()
        .fold(Candidates::EMPTY, |m, &c| m.union(g.cands[c]));
    if union != set {
        return None;
    }
    // Not all in one unit (that is a naked subset).
    if !g.geo.common_units(four).is_empty() {
        return None;
    }
    let mut z = None;
    for s in set.iter() {
        let holders: Vec<usize> = four
            .iter()
            .copied()
            .filter(|&c| g.cands[c].contains(s))
            .collect();
        let restricted = holders
            .iter()
            .enumerate()
            .all(|(i, &a)| holders[i + 1..].iter().all(|&b| g.sees(a, b)));
        if !restricted {
            if z.is_some() {
                return None;
            }
            z = Some((s, holders));
        }
    }
    let (z, zcells) = z?;
    let elims: Vec<(Cell, u8)> = seeing_all(g, &zcells, z)
        .into_iter()
        .filter(|&(c, _)| !four.contains(&(c as usize)))
        .collect();
    if elims.is_empty() {
        return None;
    }
    // The pivot: a cell that sees the others, if there is one.
    let pivot = four
        .iter()
        .copied()
        .find(|&p| four.iter().all(|&o| o == p || g.sees(p, o)));
    let mut order: Vec<usize> = pivot.into_iter().collect();
    order.extend(four.iter().copied().filter(|&c| Some(c) != pivot));
    let mut figure = Figure::default();
    for &c in &order {
        let role = if Some(c) == pivot {
            Role::Pivot
        } else {
            Role::Pincer
        };
        figure.cells.push((c as Cell, role));
        for s in g.cands[c].iter() {
            figure.candidates.push((c as Cell, s, Role::Key));
        }
    }
    // The unit holding most of the four, for the tier-1 hint.
    let mut unit = (0usize, 0usize);
    for &c in four {
        for k in 0..3 {
            let u = g.geo.cell_units[c][k] as usize;
            let count = four
                .iter()
                .filter(|&&o| g.geo.cell_units[o][k] as usize == u)
                .count();
            if count > unit.1 {
                unit = (u, count);
            }
        }
    }
    let described: Vec<String> = order.iter().map(|&c| cell_with(c, g.cands[c], n)).collect();
    let others: Vec<u8> = set.iter().filter(|&s| s != z).collect();
    let zc: Vec<Cell> = zcells.iter().map(|&c| c as Cell).collect();
    let explanation = sentence(crate::tr!(
        "explain-wxyz-wing",
        cells = described.join(&crate::tr!("list-sep")),
        digits = symbols(set.iter()),
        others = symbols(others.iter().copied()),
        count = zc.len(),
        holders = names(&zc, n),
        digit = super::ch(z),
        removals = removals(&elims, n)
    ));
    let technique = match four.len() {
        4 => Technique::WXYZWing,
        _ => Technique::VWXYZWing,
    };
    Some(Step {
        notation: String::new(),
        technique,
        units: vec![g.geo.unit(unit.0)],
        evidence: order.iter().map(|&c| c as Cell).collect(),
        placements: vec![],
        eliminations: elims,
        title: technique.called().into(),
        explanation,
        figure,
    })
}
