//! The pencil-mark grid the human-style techniques reason about.

use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::core::geometry::Geometry;
use crate::core::sudoku::Sudoku;
use crate::hint::step::Step;
use crate::puzzle::Puzzle;
use crate::rules::cage::fitting_in;
use std::sync::Arc;

/// Filled cells and the candidates of every empty cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub geo: Arc<Geometry>,
    /// 0 = empty.
    pub cells: Vec<Symbol>,
    /// Candidates of each empty cell; for a filled cell, just its symbol.
    pub cands: Vec<Candidates>,
    /// Cells that are givens of the puzzle (avoidable rectangles may only use solved cells that are not).
    /// [`Grid::new`] counts every filled cell as a given, which is always safe; a caller that knows the
    /// givens (a hint on the player's grid) narrows it with [`Grid::set_givens`].
    pub given: Vec<bool>,
    /// The one completion of the cells, when a caller knows it (a hint: the puzzle's unique solution, see
    /// [`Grid::know`]); read through [`Grid::completion`].
    known: Option<Arc<Known>>,
}

/// A grid's one completion, and the cells filled when it was known to be the only one.
#[derive(Debug, PartialEq, Eq)]
struct Known {
    cells: Vec<Symbol>,
    solution: Vec<Symbol>,
}

impl Grid {
    /// Candidates computed from the filled cells; with `marks`, the player's marks are intersected in for
    /// empty cells that have any (cells left blank by the player get computed candidates).
    pub fn new(s: &Sudoku, marks: Option<&[Candidates]>) -> Grid {
        let mut cands = s.candidates();
        if let Some(marks) = marks {
            for (i, m) in marks.iter().enumerate().take(cands.len()) {
                if s.cells()[i] == 0 && !m.is_empty() {
                    cands[i] = cands[i].intersect(*m);
                }
            }
        }
        Grid {
            geo: s.geometry().clone(),
            cells: s.cells().to_vec(),
            given: s.cells().iter().map(|&v| v != 0).collect(),
            cands,
            known: None,
        }
    }

    /// Tells the grid that `solution` is the only completion of its cells as they are now (a hint's position
    /// without mistakes: the puzzle's unique solution). Forcing chains' trial then reads it instead of
    /// searching.
    pub fn know(&mut self, solution: &[Symbol]) {
        self.known = Some(Arc::new(Known {
            cells: self.cells.clone(),
            solution: solution.to_vec(),
        }));
    }

    /// The one completion of the cells, when known: the cells filled when it was known are filled alike and
    /// every filled cell agrees with it (then no other completion exists, placements only narrow them).
    pub fn completion(&self) -> Option<&[Symbol]> {
        let k = self.known.as_deref()?;
        let same = |(&now, &then): (&Symbol, &Symbol)| then == 0 || now == then;
        let agrees = |(&now, &s): (&Symbol, &Symbol)| now == 0 || now == s;
        (self.cells.iter().zip(&k.cells).all(same)
            && self.cells.iter().zip(&k.solution).all(agrees))
        .then_some(&k.solution[..])
    }

    /// Only the filled cells of `givens` are givens (the others were solved by the player or a step).
    pub fn set_givens(&mut self, givens: &Sudoku) {
        for (g, &v) in self.given.iter_mut().zip(givens.cells()) {
            *g = v != 0;
        }
    }

    pub fn n(&self) -> usize {
        self.geo.n
    }

    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// Fill `cell` with `s` and remove `s` from its peers' candidates (and what the rules' relations forbid
    /// next to `s` from the related cells').
    pub fn place(&mut self, cell: Cell, s: Symbol) {
        let c = cell as usize;
        self.cells[c] = s;
        self.cands[c] = Candidates::single(s);
        for &p in &self.geo.peers[c] {
            if self.cells[p as usize] == 0 {
                self.cands[p as usize].remove(s);
            }
        }
        for (to, keep) in self.geo.beside(cell, s) {
            if self.cells[to as usize] == 0 {
                self.cands[to as usize] = self.cands[to as usize].intersect(keep);
            }
        }
    }

    /// Remove a candidate.
    pub fn eliminate(&mut self, cell: Cell, s: Symbol) {
        if self.cells[cell as usize] == 0 {
            self.cands[cell as usize].remove(s);
        }
    }

    /// Carry out a step's placements and eliminations.
    pub fn apply(&mut self, step: &Step) {
        for &(c, s) in &step.placements {
            self.place(c, s);
        }
        for &(c, s) in &step.eliminations {
            self.eliminate(c, s);
        }
    }

    /// Symbol bit sets of unit `u`: candidates seen in at least one empty cell, candidates seen in two or more,
    /// and symbols already placed.
    pub fn unit_symbols(&self, u: usize) -> (u32, u32, u32) {
        let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
        for &c in &self.geo.units[u] {
            let c = c as usize;
            if self.cells[c] == 0 {
                let m = self.cands[c].0;
                twice |= once & m;
                once |= m;
            } else {
                placed |= 1 << self.cells[c];
            }
        }
        (once, twice, placed)
    }

    /// The cells that still have candidate `s`, as a bit set over the cells (grids of up to 128 cells; the
    /// finders that search bit sets check the size first).
    pub fn places_bits(&self, s: Symbol) -> u128 {
        (0..self.cells.len())
            .filter(|&c| self.has(c, s))
            .fold(0u128, |m, c| m | 1 << c)
    }

    /// The empty cells of unit `u` that still have candidate `s`.
    pub fn cells_with(&self, u: usize, s: Symbol) -> impl Iterator<Item = Cell> + '_ {
        self.geo.units[u]
            .iter()
            .copied()
            .filter(move |&c| self.cells[c as usize] == 0 && self.cands[c as usize].contains(s))
    }
}

impl Grid {
    /// Is `cell` empty?
    #[inline]
    pub fn is_empty(&self, cell: usize) -> bool {
        self.cells[cell] == 0
    }

    /// Positions (indices `0..n` inside unit `u`) of the empty cells that still have `s`, as a bit mask.
    #[inline]
    pub fn pos_mask(&self, u: usize, s: Symbol) -> u32 {
        let mut m = 0u32;
        for (i, &c) in self.geo.units[u].iter().enumerate() {
            let c = c as usize;
            if self.cells[c] == 0 && self.cands[c].contains(s) {
                m |= 1 << i;
            }
        }
        m
    }

    /// Symbols already placed in unit `u`.
    pub fn placed_in(&self, u: usize) -> Candidates {
        let mut p = Candidates::EMPTY;
        for &c in &self.geo.units[u] {
            let v = self.cells[c as usize];
            if v != 0 {
                p.insert(v);
            }
        }
        p
    }

    /// Do two distinct cells share a unit (row, column, box, diagonal) or a cage?
    #[inline]
    pub fn sees(&self, a: usize, b: usize) -> bool {
        self.geo.sees(a, b)
    }

    /// What `cell` can hold: its digit when placed, else its candidates.
    #[inline]
    pub fn can_hold(&self, cell: usize) -> Candidates {
        match self.cells[cell] {
            0 => self.cands[cell],
            v => Candidates(1 << v),
        }
    }

    /// Does empty `cell` still have candidate `s`?
    #[inline]
    pub fn has(&self, cell: usize, s: Symbol) -> bool {
        self.cells[cell] == 0 && self.cands[cell].contains(s)
    }
}

/// The digit sets of a cage's `combos` that can still fill its `cells` on the pencil-mark grid
/// ([`fitting_in`] on the grid's digits and candidates).
pub fn fitting(g: &Grid, cells: &[Cell], combos: &[u32]) -> Vec<u32> {
    fitting_in(&g.cells, &g.cands, cells, combos)
}

/// The candidates of the open cells among `cells` outside the digit mask `allowed`.
pub fn outside(g: &Grid, cells: &[Cell], allowed: u32) -> Vec<(Cell, u8)> {
    cells
        .iter()
        .filter(|&&c| g.cells[c as usize] == 0)
        .flat_map(|&c| {
            g.cands[c as usize]
                .iter()
                .filter(move |&d| allowed & (1 << d) == 0)
                .map(move |d| (c, d))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::geometry::Geometry;

    /// A known completion holds while the cells only gain entries that agree with it; an entry that
    /// disagrees, or a cell emptied that was filled when it was known, and it is no longer read.
    #[test]
    fn the_completion_holds_while_entries_agree_with_it() {
        // a 4×4 with its solution
        let solution: Vec<Symbol> = vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let mut cells = vec![0; 16];
        cells[0] = 1;
        let mut g = Grid::new(&Sudoku::on(Geometry::get(2, 2)).with_cells(&cells), None);
        assert_eq!(g.completion(), None);
        g.know(&solution);
        assert_eq!(g.completion(), Some(&solution[..]));
        let mut more = g.clone();
        more.place(5, 4);
        assert_eq!(more.completion(), Some(&solution[..]));
        more.place(6, 2);
        assert_eq!(more.completion(), None, "r2c3 is 1 in the solution");
        let mut fewer = g.clone();
        fewer.cells[0] = 0;
        assert_eq!(fewer.completion(), None, "a cell emptied");
    }
}
