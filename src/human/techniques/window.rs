//! Cells each kept to a window of digits (a thermometer's cells between the digits before and after them, an
//! arrow's circle between its path's sums): the candidates outside go. The shared part of the Thermometer and
//! Arrow steps: their eliminations, each cell's bound in words and their picture.

use super::ch;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{Figure, Role};
use crate::human::grid::Grid;

/// What keeping cells to their windows takes.
pub(super) struct Squeezed {
    pub eliminations: Vec<(Cell, Symbol)>,
    /// Each bound that takes something, in words: "r1c1 is at most 6", "r2c7 is 5 to 8".
    pub said: Vec<String>,
    /// The cells, and the candidates they keep.
    pub figure: Figure,
}

/// What keeping each of `cells` to its window `(min, max)` takes; `None` when nothing goes. Filled cells are
/// left as they are.
pub(super) fn squeeze(g: &Grid, cells: &[Cell], windows: &[(i32, i32)]) -> Option<Squeezed> {
    let n = g.n();
    let digit = |v: i32| ch(v.clamp(1, n as i32) as Symbol);
    let mut eliminations = vec![];
    let mut said = vec![];
    let mut figure = Figure::default();
    for (&c, &(min, max)) in cells.iter().zip(windows) {
        figure.cell(c, Role::Key);
        let inside = |d: Symbol| (min..=max).contains(&(d as i32));
        for d in g.cands[c as usize].iter().filter(|&d| inside(d)) {
            figure.cand(c, d, Role::Key);
        }
        if g.cells[c as usize] != 0 {
            continue;
        }
        let out: Vec<Symbol> = g.cands[c as usize].iter().filter(|&d| !inside(d)).collect();
        if out.is_empty() {
            continue;
        }
        let below = out.iter().any(|&d| (d as i32) < min);
        let above = out.iter().any(|&d| d as i32 > max);
        let name = cell_name(c, n);
        said.push(match (below, above) {
            (true, true) => crate::tr!(
                "window-between",
                cell = name,
                min = digit(min),
                max = digit(max)
            ),
            (true, false) => crate::tr!("window-at-least", cell = name, min = digit(min)),
            _ => crate::tr!("window-at-most", cell = name, max = digit(max)),
        });
        eliminations.extend(out.into_iter().map(|d| (c, d)));
    }
    (!eliminations.is_empty()).then_some(Squeezed {
        eliminations,
        said,
        figure,
    })
}
