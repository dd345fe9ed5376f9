//! Simple colouring: on one symbol, cells joined by strong links (units where the symbol has two places) take
//! two colours, alternating along the links; one colour holds the symbol, the other does not.
//!
//! - Colour wrap: two cells of the same colour see each other, so that colour is false: all its cells lose the
//!   symbol.
//! - Colour trap: a cell outside the cluster sees a cell of each colour, so it loses the symbol.

use super::single_digit::{clusters, colour_figure};
use super::{ch, names, removals};
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for s in 1..=n as Symbol {
        for cl in clusters(g, s) {
            if cl.cells.len() < 4 {
                continue;
            }
            // wrap
            for colour in [false, true] {
                let cells = cl.of(colour);
                let clash = cells.iter().enumerate().find_map(|(i, &x)| {
                    cells[i + 1..]
                        .iter()
                        .find(|&&y| g.sees(x, y))
                        .map(|&y| (x, y))
                });
                if let Some((x, y)) = clash {
                    let elims: Vec<(Cell, Symbol)> =
                        cells.iter().map(|&c| (c as Cell, s)).collect();
                    let flip = [colour];
                    return Some(step(
                        g,
                        s,
                        &cl,
                        crate::tr!(
                            "simple-colouring-wrap",
                            first = cell_name(x as Cell, n),
                            second = cell_name(y as Cell, n),
                            digit = ch(s),
                            removals = removals(&elims, n)
                        ),
                        elims,
                        &flip,
                    ));
                }
            }
            // trap
            let (a, b) = (cl.of(false), cl.of(true));
            let elims: Vec<(Cell, Symbol)> = (0..n * n)
                .filter(|&c| g.has(c, s) && cl.colour(c).is_none())
                .filter(|&c| a.iter().any(|&x| g.sees(c, x)) && b.iter().any(|&y| g.sees(c, y)))
                .map(|c| (c as Cell, s))
                .collect();
            if !elims.is_empty() {
                return Some(step(
                    g,
                    s,
                    &cl,
                    crate::tr!(
                        "simple-colouring-trap",
                        digit = ch(s),
                        count = elims.len(),
                        cells = names(&elims.iter().map(|e| e.0).collect::<Vec<_>>(), n),
                        removals = removals(&elims, n)
                    ),
                    elims,
                    &[false],
                ));
            }
        }
    }
    None
}

fn step(
    g: &Grid,
    s: Symbol,
    cl: &super::single_digit::Cluster,
    why: String,
    elims: Vec<(Cell, Symbol)>,
    flip: &[bool],
) -> Step {
    let n = g.n();
    let cells =
        |col: bool| -> Vec<Cell> { cl.of(col ^ flip[0]).iter().map(|&c| c as Cell).collect() };
    Step {
        notation: String::new(),
        technique: Technique::SimpleColouring,
        units: vec![],
        evidence: cl.cells.iter().map(|e| e.0 as Cell).collect(),
        placements: vec![],
        title: super::title_on(Technique::SimpleColouring, s).into(),
        explanation: crate::tr!(
            "explain-simple-colouring",
            digit = ch(s),
            first = names(&cells(false), n),
            second = names(&cells(true), n),
            why = why
        ),
        eliminations: elims,
        figure: colour_figure(&[cl], s, flip),
    }
}
