//! Empty rectangle: inside a block a symbol is confined to one row and one column of the block (a cross, with
//! places on both arms). A line outside the block holds the symbol in exactly two places, one of them on the
//! cross's row (or column). If the cell where the other place's line meets the cross's column (row) held the
//! symbol, the strong link would put it on the cross's row and the block would have no place left: so that
//! cell loses it.
//!
//! Correct on any layout: the argument uses only the box as a unit and the rows and columns through it, so a
//! jigsaw region's "cross" works the same (X-Sudoku's diagonals only add constraints).

use super::single_digit::unit_text;
use super::{ch, names, removals};
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{Figure, Link, Node, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for s in 1..=n as Symbol {
        for b in 0..n {
            let bu = 2 * n + b;
            let cells: Vec<usize> = g.cells_with(bu, s).map(|c| c as usize).collect();
            if cells.len() < 2 {
                continue;
            }
            let rows: Vec<usize> = dedup(cells.iter().map(|&c| g.geo.row(c)));
            let cols: Vec<usize> = dedup(cells.iter().map(|&c| g.geo.col(c)));
            for &r in &rows {
                for &c in &cols {
                    // every place on row r or column c, with places off the corner on both arms
                    let on_row = cells
                        .iter()
                        .any(|&x| g.geo.row(x) == r && g.geo.col(x) != c);
                    let on_col = cells
                        .iter()
                        .any(|&x| g.geo.col(x) == c && g.geo.row(x) != r);
                    if !on_row
                        || !on_col
                        || !cells
                            .iter()
                            .all(|&x| g.geo.row(x) == r || g.geo.col(x) == c)
                    {
                        continue;
                    }
                    // a column outside the block's stack with a strong link one of whose ends is on row r,
                    // then a row outside the block's band with one end on column c.
                    for line_kind in [1usize, 0] {
                        for k in 0..n {
                            let u = line_kind * n + k;
                            let mut it = g.cells_with(u, s);
                            let (Some(x), Some(y), None) = (it.next(), it.next(), it.next()) else {
                                continue;
                            };
                            let (x, y) = (x as usize, y as usize);
                            if g.geo.block(x) == b || g.geo.block(y) == b {
                                continue;
                            }
                            for (p, q) in [(x, y), (y, x)] {
                                // p is on the cross's row (column link) or column (row link)
                                let target = if line_kind == 1 {
                                    if g.geo.row(p) != r {
                                        continue;
                                    }
                                    g.geo.row(q) * n + c
                                } else {
                                    if g.geo.col(p) != c {
                                        continue;
                                    }
                                    r * n + g.geo.col(q)
                                };
                                if g.geo.block(target) == b || !g.has(target, s) {
                                    continue;
                                }
                                if let Some(st) =
                                    super::found(step(g, s, b, (r, c), &cells, u, (p, q), target))
                                {
                                    return Some(st);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

fn dedup(it: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut v: Vec<usize> = Vec::new();
    for x in it {
        if !v.contains(&x) {
            v.push(x);
        }
    }
    v
}

#[allow(clippy::too_many_arguments)]
fn step(
    g: &Grid,
    s: Symbol,
    b: usize,
    (r, c): (usize, usize),
    cells: &[usize],
    u: usize,
    (p, q): (usize, usize),
    target: usize,
) -> Step {
    let n = g.n();
    let name = |c: usize| cell_name(c as Cell, n);
    let block = g.geo.unit(2 * n + b);
    let (row, col) = (g.geo.unit(r), g.geo.unit(n + c));
    let line = g.geo.unit(u);
    let elims = vec![(target as Cell, s)];
    let box_cells: Vec<Cell> = cells.iter().map(|&x| x as Cell).collect();
    let mut evidence = box_cells.clone();
    evidence.extend([p as Cell, q as Cell]);
    Step {
        notation: String::new(),
        technique: Technique::EmptyRectangle,
        units: vec![block, line],
        evidence,
        placements: vec![],
        title: super::title_on(Technique::EmptyRectangle, s).into(),
        explanation: crate::tr!(
            "explain-empty-rectangle",
            block = unit_text(block),
            digit = ch(s),
            cells = names(&box_cells, n),
            row = unit_text(row),
            column = unit_text(col),
            line = unit_text(line),
            near = name(p),
            far = name(q),
            target = name(target),
            removals = removals(&elims, n)
        ),
        eliminations: elims,
        figure: Figure {
            candidates: cells
                .iter()
                .chain([p, q].iter())
                .map(|&x| (x as Cell, s, Role::Key))
                .collect(),
            units: vec![(block, Role::Base), (line, Role::Base)],
            links: vec![Link {
                from: Node::one(q as Cell, s),
                to: Node::one(p as Cell, s),
                strong: true,
            }],
            ..Default::default()
        },
    }
}
