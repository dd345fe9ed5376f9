//! WXYZ-wing: four cells that hold only four symbols between them, not all in one unit, where every symbol but
//! one (Z) is restricted: the cells that hold it all see each other, so it fits at most once among the four.
//! Three restricted symbols cannot fill four cells, so one of the cells holding Z is Z: Z leaves every cell
//! that sees all of those.

use super::xy_wing::pair_text;
use super::{names, removals, seeing_all, symbols};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let small: Vec<usize> = (0..n * n)
        .filter(|&c| g.is_empty(c) && (2..=4).contains(&g.cands[c].len()))
        .collect();
    if small.len() < 4 {
        return None;
    }
    let mut quad = [0u8; 4];
    let mut found = None;
    // Every set of four symbols, smallest first.
    four_symbols(n as u8, 0, 1, &mut quad, &mut |d| {
        let set = Candidates(d.iter().fold(0, |m, &s| m | 1 << s));
        let cells: Vec<usize> = small
            .iter()
            .copied()
            .filter(|&c| g.cands[c].minus(set).is_empty())
            .collect();
        if cells.len() < 4 {
            return false;
        }
        let k = cells.len();
        for a in 0..k {
            for b in a + 1..k {
                for c in b + 1..k {
                    for e in c + 1..k {
                        let four = [cells[a], cells[b], cells[c], cells[e]];
                        if let Some(st) = check(g, four, set) {
                            found = Some(st);
                            return true;
                        }
                    }
                }
            }
        }
        false
    });
    found
}

/// Calls `f` with each 4-subset of `1..=n` in increasing order until it returns true.
fn four_symbols(
    n: u8,
    depth: usize,
    from: u8,
    quad: &mut [u8; 4],
    f: &mut impl FnMut(&[u8; 4]) -> bool,
) -> bool {
    if depth == 4 {
        return f(quad);
    }
    for s in from..=n {
        quad[depth] = s;
        if four_symbols(n, depth + 1, s + 1, quad, f) {
            return true;
        }
    }
    false
}

fn check(g: &Grid, four: [usize; 4], set: Candidates) -> Option<Step> {
    let n = g.n();
    let union = four
        .iter()
        .fold(Candidates::EMPTY, |m, &c| m.union(g.cands[c]));
    if union != set {
        return None;
    }
    // Not all in one unit (that is a naked quad).
    if !g.geo.common_units(&four).is_empty() {
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
    // The pivot: a cell that sees the other three, if there is one.
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
    for &c in &four {
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
    let described: Vec<String> = order
        .iter()
        .map(|&c| format!("{} ({})", cell_name(c as Cell, n), pair_text(g.cands[c])))
        .collect();
    let others: Vec<u8> = set.iter().filter(|&s| s != z).collect();
    let zc: Vec<Cell> = zcells.iter().map(|&c| c as Cell).collect();
    let explanation = sentence(format!(
        "{} hold only {} between them; each of {} fits at most once among them, so {} is {}: {}",
        described.join(", "),
        symbols(set.iter()),
        symbols(others.iter().copied()),
        if zc.len() == 1 {
            cell_name(zc[0], n)
        } else {
            format!("one of {}", names(&zc, n))
        },
        super::ch(z),
        removals(&elims, n)
    ));
    Some(Step {
        notation: String::new(),
        technique: Technique::WXYZWing,
        units: vec![g.geo.unit(unit.0)],
        evidence: order.iter().map(|&c| c as Cell).collect(),
        placements: vec![],
        eliminations: elims,
        title: "WXYZ-wing".into(),
        explanation,
        figure,
    })
}
