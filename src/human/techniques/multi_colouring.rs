//! Multi-colouring: on one symbol, two colouring clusters (cells joined by strong links, two colours each,
//! one colour of each cluster true). When a colour of one cluster sees a colour of the other, those two cannot
//! both be true, so one of their opposite colours is:
//!
//! - a cell seeing a cell of each opposite colour loses the symbol;
//! - a colour that sees both colours of the other cluster is false: its cells lose the symbol.
//!
//! While listing, each two clusters also give HoDoKu's form (its Multi-Colors 1): every pair of colours that
//! see each other at once, each removing the symbol from every cell (coloured or not) seeing both opposite colours.

use super::single_digit::{clusters, colour_figure, Cluster};
use super::{ch, names, removals};
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for s in 1..=n as Symbol {
        let cls = clusters(g, s);
        for (i, c1) in cls.iter().enumerate() {
            for (j, c2) in cls.iter().enumerate() {
                if i == j {
                    continue;
                }
                for x in [false, true] {
                    let xs = c1.of(x);
                    let sees = |col: bool| -> Option<(usize, usize)> {
                        xs.iter().find_map(|&a| {
                            c2.of(col)
                                .into_iter()
                                .find(|&b| g.sees(a, b))
                                .map(|b| (a, b))
                        })
                    };
                    // colour x of c1 sees both colours of c2: x is false
                    if let (Some((a1, b1)), Some((a2, b2))) = (sees(false), sees(true)) {
                        let elims: Vec<(Cell, Symbol)> =
                            xs.iter().map(|&c| (c as Cell, s)).collect();
                        let why = crate::tr!(
                            "multi-colouring-sees-both",
                            cell1 = cell_name(a1 as Cell, n),
                            seen1 = cell_name(b1 as Cell, n),
                            cell2 = cell_name(a2 as Cell, n),
                            seen2 = cell_name(b2 as Cell, n),
                            digit = ch(s),
                            removals = removals(&elims, n)
                        );
                        let st = super::found(step(g, s, [c1, c2], [x, false], why, elims));
                        if st.is_some() {
                            return st;
                        }
                    }
                    if j < i {
                        continue;
                    }
                    for y in [false, true] {
                        let Some(seen) = sees(y) else { continue };
                        let Some((elims, why)) = trap(g, s, [c1, c2], [x, y], seen, false) else {
                            continue;
                        };
                        let st = super::found(step(g, s, [c1, c2], [x, y], why, elims));
                        if st.is_some() {
                            return st;
                        }
                    }
                }
                if j > i && super::listing() {
                    if let Some(st) = traps(g, s, c1, c2).and_then(super::found) {
                        return Some(st);
                    }
                }
            }
        }
    }
    None
}

/// HoDoKu's form on clusters `c1` and `c2`: for every colour of one seeing a colour of the other, the cells (coloured
/// or not) seeing a cell of each opposite colour lose `s`, all in one step.
fn traps(g: &Grid, s: Symbol, c1: &Cluster, c2: &Cluster) -> Option<Step> {
    let (mut whys, mut all, mut first) = (None::<String>, vec![], None);
    for x in [false, true] {
        for y in [false, true] {
            let seen = c1
                .of(x)
                .into_iter()
                .find_map(|a| c2.of(y).into_iter().find(|&b| g.sees(a, b)).map(|b| (a, b)));
            let Some(seen) = seen else { continue };
            let Some((elims, why)) = trap(g, s, [c1, c2], [x, y], seen, true) else {
                continue;
            };
            first.get_or_insert([x, y]);
            whys = Some(match whys {
                Some(before) => crate::tr!("multi-colouring-traps", first = before, next = why),
                None => why,
            });
            all.extend(elims);
        }
    }
    all.sort_unstable();
    all.dedup();
    Some(step(g, s, [c1, c2], first?, whys?, all))
}

/// Colour `xy[0]` of cluster `cls[0]` sees colour `xy[1]` of `cls[1]` (at the cells `seen`), so one of their
/// opposite colours is true: the cells seeing a cell of each lose `s` (coloured cells too with `coloured`, HoDoKu's
/// form), with the sentence that says so; `None` when there are none.
fn trap(
    g: &Grid,
    s: Symbol,
    cls: [&Cluster; 2],
    xy: [bool; 2],
    (a, b): (usize, usize),
    coloured: bool,
) -> Option<(Vec<(Cell, Symbol)>, String)> {
    let n = g.n();
    let (ox, oy) = (cls[0].of(!xy[0]), cls[1].of(!xy[1]));
    let elims: Vec<(Cell, Symbol)> = (0..n * n)
        .filter(|&c| {
            g.has(c, s)
                && (coloured || (cls[0].colour(c).is_none() && cls[1].colour(c).is_none()))
                && ox.iter().any(|&p| g.sees(c, p))
                && oy.iter().any(|&q| g.sees(c, q))
        })
        .map(|c| (c as Cell, s))
        .collect();
    if elims.is_empty() {
        return None;
    }
    let why = crate::tr!(
        "multi-colouring-trap",
        first = cell_name(a as Cell, n),
        second = cell_name(b as Cell, n),
        digit = ch(s),
        count = elims.len(),
        cells = names(&elims.iter().map(|e| e.0).collect::<Vec<_>>(), n),
        removals = removals(&elims, n)
    );
    Some((elims, why))
}

/// `first` gives, per cluster, the colour shown as A (the colour the reasoning starts from).
fn step(
    g: &Grid,
    s: Symbol,
    cls: [&Cluster; 2],
    first: [bool; 2],
    why: String,
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let part = |k: usize| {
        let a: Vec<Cell> = cls[k].of(first[k]).iter().map(|&c| c as Cell).collect();
        let b: Vec<Cell> = cls[k].of(!first[k]).iter().map(|&c| c as Cell).collect();
        crate::tr!(
            "multi-colouring-cluster",
            first = names(&a, n),
            second = names(&b, n)
        )
    };
    Step {
        notation: String::new(),
        technique: Technique::MultiColouring,
        units: vec![],
        evidence: cls
            .iter()
            .flat_map(|cl| cl.cells.iter().map(|e| e.0 as Cell))
            .collect(),
        placements: vec![],
        title: super::title_on(Technique::MultiColouring, s).into(),
        explanation: crate::tr!(
            "explain-multi-colouring",
            digit = ch(s),
            first = part(0),
            second = part(1),
            why = why
        ),
        eliminations: elims,
        figure: colour_figure(&cls, s, &first),
    }
}
