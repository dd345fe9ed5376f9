//! Sue de Coq: in the intersection of a box (block or region) and a line (row, column or diagonal), some cells C hold symbols V, at least two more than
//! there are cells. Cells L of the rest of the line and cells B of the rest of the block, with no symbol in
//! common between L and B, make together with C as many cells as symbols. Each symbol then fits at most once
//! in the whole set (its holders all lie in the line or all in the block), so every symbol is used exactly
//! once: the symbols of L and those of V not in B leave the rest of the line; the symbols of B and those of
//! V not in L leave the rest of the block.

use super::xy_wing::cell_with;
use super::{names, removals};
use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// A group of cells with the union of their candidates and how many cells more than new symbols it brings.
struct Part {
    cells: Vec<usize>,
    cands: Candidates,
    gain: i32,
}

/// Subsets (1..=3 cells) of `pool` whose cells bring more cells than symbols outside `v`.
fn parts(g: &Grid, pool: &[usize], v: Candidates) -> Vec<Part> {
    let mut out = Vec::new();
    let k = pool.len();
    let mut push = |cells: Vec<usize>| {
        let cands = cells
            .iter()
            .fold(Candidates::EMPTY, |m, &c| m.union(g.cands[c]));
        if cands.intersect(v).is_empty() {
            return;
        }
        let gain = cells.len() as i32 - cands.minus(v).len() as i32;
        if gain >= 1 {
            out.push(Part { cells, cands, gain });
        }
    };
    for a in 0..k {
        push(vec![pool[a]]);
        for b in a + 1..k {
            push(vec![pool[a], pool[b]]);
            for c in b + 1..k {
                push(vec![pool[a], pool[b], pool[c]]);
            }
        }
    }
    out
}

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    // While listing: instances that remove only from the intersection's other cells, listed after the rest so
    // that the first listed stays the hint.
    let mut later: Vec<Step> = Vec::new();
    for b in 2 * n..3 * n {
        // Rows, columns and (X-Sudoku) diagonals: any unit meeting the box.
        for line in (0..2 * n).chain(3 * n..g.geo.units.len()) {
            let inter: Vec<usize> = g.geo.units[b]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| g.is_empty(c) && g.geo.cell_units[c].contains(&(line as u16)))
                .collect();
            if inter.len() < 2 {
                continue;
            }
            // C: two or more of the intersection's empty cells.
            let k = inter.len();
            for mask in 1u32..(1 << k) {
                if mask.count_ones() < 2 {
                    continue;
                }
                let cset: Vec<usize> = (0..k)
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| inter[i])
                    .collect();
                if let Some(st) = try_set(g, b, line, &inter, &cset, &mut later) {
                    return Some(st);
                }
            }
        }
    }
    for st in later {
        let _ = super::found(st);
    }
    None
}

fn try_set(
    g: &Grid,
    b: usize,
    line: usize,
    inter: &[usize],
    cset: &[usize],
    later: &mut Vec<Step>,
) -> Option<Step> {
    let v = cset
        .iter()
        .fold(Candidates::EMPTY, |m, &c| m.union(g.cands[c]));
    let need = v.len() as i32 - cset.len() as i32;
    if need < 2 {
        return None;
    }
    let in_b = |c: usize| g.geo.cell_units[c][2] as usize == b;
    let in_l = |c: usize| g.geo.cell_units[c].contains(&(line as u16));
    let line_pool: Vec<usize> = g.geo.units[line]
        .iter()
        .map(|&c| c as usize)
        .filter(|&c| g.is_empty(c) && !in_b(c))
        .collect();
    let block_pool: Vec<usize> = g.geo.units[b]
        .iter()
        .map(|&c| c as usize)
        .filter(|&c| g.is_empty(c) && !in_l(c))
        .collect();
    let lp = parts(g, &line_pool, v);
    let bp = parts(g, &block_pool, v);
    for l in &lp {
        for bk in &bp {
            if l.gain + bk.gain != need || !l.cands.intersect(bk.cands).is_empty() {
                continue;
            }
            let line_out = l.cands.union(v.minus(bk.cands));
            let block_out = bk.cands.union(v.minus(l.cands));
            let mut elims: Vec<(Cell, Symbol)> = Vec::new();
            for &c in &line_pool {
                if !l.cells.contains(&c) {
                    for s in g.cands[c].intersect(line_out).iter() {
                        elims.push((c as Cell, s));
                    }
                }
            }
            for &c in &block_pool {
                if !bk.cells.contains(&c) {
                    for s in g.cands[c].intersect(block_out).iter() {
                        elims.push((c as Cell, s));
                    }
                }
            }
            // The intersection's cells outside C lie in both the line and the box: both lose their symbols
            // (as HoDoKu's steps take it; while listing, one more instance, so the hint is unchanged).
            let mut more = elims.clone();
            if super::listing() {
                for &c in inter.iter().filter(|c| !cset.contains(c)) {
                    for s in g.cands[c].intersect(line_out.union(block_out)).iter() {
                        more.push((c as Cell, s));
                    }
                }
                more.sort_unstable();
            }
            let single = elims.len();
            if single > 0 {
                if let Some(st) = super::found(step(g, b, line, cset, v, l, bk, elims)) {
                    return Some(st);
                }
            }
            if more.len() > single {
                let st = step(g, b, line, cset, v, l, bk, more);
                if single > 0 {
                    let _ = super::found(st);
                } else {
                    later.push(st);
                }
            }
        }
    }
    None
}

#[allow(clippy::too_many_arguments)]
fn step(
    g: &Grid,
    b: usize,
    line: usize,
    cset: &[usize],
    v: Candidates,
    l: &Part,
    bk: &Part,
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let cells = |v: &[usize]| -> Vec<Cell> { v.iter().map(|&c| c as Cell).collect() };
    let desc = |v: &[usize]| -> String {
        v.iter()
            .map(|&c| cell_with(c, g.cands[c], n))
            .collect::<Vec<_>>()
            .join(&crate::tr!("list-sep"))
    };
    let total = cset.len() + l.cells.len() + bk.cells.len();
    let (bu, lu) = (g.geo.unit(b), g.geo.unit(line));
    let mut figure = Figure::default();
    for (k, part) in [cset, &l.cells[..], &bk.cells[..]].into_iter().enumerate() {
        for &c in part {
            figure.cells.push((c as Cell, Role::Als(k as u8)));
            for s in g.cands[c].iter() {
                figure.candidates.push((c as Cell, s, Role::Als(k as u8)));
            }
        }
    }
    figure.units = vec![(bu, Role::Base), (lu, Role::Base)];
    let mut evidence = cells(cset);
    evidence.extend(cells(&l.cells));
    evidence.extend(cells(&bk.cells));
    let explanation = crate::tr!(
        "explain-sue-de-coq",
        block = bu.to_string(),
        line = lu.to_string(),
        cells = names(&cells(cset), n),
        count = cset.len(),
        digits = super::symbols(v.iter()),
        line_cells = desc(&l.cells),
        block_cells = desc(&bk.cells),
        total = total,
        removals = removals(&elims, n)
    );
    Step {
        notation: String::new(),
        technique: Technique::SueDeCoq,
        units: vec![bu, lu],
        evidence,
        placements: vec![],
        eliminations: elims,
        title: Technique::SueDeCoq.called().into(),
        explanation,
        figure,
    }
}
