//! The Sudoku value: a shape ([`Geometry`]) and its cells, for every Sudoku kind (plain, X, Jigsaw, Killer);
//! its candidates from the filled cells. What the layers above do with it (read, count, hint, grade,
//! generate) is in their folders; `family::sudoku` ties them to the `Puzzle` trait.

use super::candidates::Candidates;
use super::cell::{symbol_char, Symbol};
use super::error::ParseError;
use super::geometry::{Geometry, MAX_SIDE};
use std::sync::Arc;

/// The one rule for the block shapes a Sudoku grid (plain, X, Killer) takes: `R`×`C` blocks with `R` and `C`
/// at least 2 (a block of one row would be the row itself) and a side `R·C` from 4 to [`MAX_SIDE`]; `None`
/// when `br`×`bc` keeps it, else why not. Killer keeps to sides up to 12 besides (`rules::cage::MAX_KILLER_SIDE`).
pub fn shape_error(br: usize, bc: usize) -> Option<String> {
    let n = br * bc;
    if br < 2 || bc < 2 {
        Some(crate::tr!("error-shape-thin", shape = format!("{br}x{bc}")))
    } else if n > MAX_SIDE {
        Some(crate::tr!("error-shape-side", side = n, max = MAX_SIDE))
    } else {
        None
    }
}

/// A Sudoku grid: its shape and its cells (0 = empty, else `1..=n`).
#[derive(Clone, Debug)]
pub struct Sudoku {
    pub(crate) geo: Arc<Geometry>,
    pub(crate) cells: Vec<Symbol>,
}

impl PartialEq for Sudoku {
    fn eq(&self, o: &Self) -> bool {
        (Arc::ptr_eq(&self.geo, &o.geo)
            || (self.geo.br == o.geo.br
                && self.geo.bc == o.geo.bc
                && self.geo.n == o.geo.n
                && self.geo.layout == o.geo.layout
                && self.geo.rules == o.geo.rules))
            && self.cells == o.cells
    }
}
impl Eq for Sudoku {}

impl Sudoku {
    /// An empty grid of blocks `br` rows × `bc` columns.
    pub fn empty(br: usize, bc: usize) -> Result<Sudoku, ParseError> {
        let n = br * bc;
        if let Some(reason) = shape_error(br, bc) {
            return Err(ParseError::BadParams {
                params: format!("{br}x{bc}"),
                reason,
            });
        }
        Ok(Sudoku {
            geo: Geometry::get(br, bc),
            cells: vec![0; n * n],
        })
    }

    /// A grid from cells (checked for length and symbol range, not for rule conflicts).
    pub fn from_cells(br: usize, bc: usize, cells: &[Symbol]) -> Result<Sudoku, ParseError> {
        let mut s = Sudoku::empty(br, bc)?;
        let n = s.geo.n;
        if cells.len() != n * n {
            return Err(ParseError::WrongLength {
                expected: n * n,
                found: cells.len(),
            });
        }
        for (i, &v) in cells.iter().enumerate() {
            if v as usize > n {
                return Err(ParseError::BadChar {
                    row: i / n,
                    col: i % n,
                    ch: symbol_char(v),
                });
            }
        }
        s.cells.copy_from_slice(cells);
        Ok(s)
    }

    /// The cells as a game ID writes them (`.` for empty).
    pub fn cells_text(&self) -> String {
        self.cells.iter().map(|&v| symbol_char(v)).collect()
    }

    /// An empty grid of any geometry (X-Sudoku, Jigsaw, Killer: see [`Geometry`]).
    pub fn on(geo: Arc<Geometry>) -> Sudoku {
        let nn = geo.n * geo.n;
        Sudoku {
            geo,
            cells: vec![0; nn],
        }
    }

    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geo
    }

    /// Block shape `(rows, cols)`.
    pub fn shape(&self) -> (usize, usize) {
        (self.geo.br, self.geo.bc)
    }

    /// Set a cell (0 clears). Panics on an out-of-range index or symbol: callers check first.
    pub fn set(&mut self, cell: usize, s: Symbol) {
        assert!(s as usize <= self.geo.n);
        self.cells[cell] = s;
    }

    /// Number of filled cells.
    pub fn clue_count(&self) -> usize {
        self.cells.iter().filter(|&&s| s != 0).count()
    }

    /// Candidates of each empty cell from the filled cells alone (filled cells get their own symbol): their
    /// units, cages, and the rules' pairs and relations.
    pub fn candidates(&self) -> Vec<Candidates> {
        let g = &self.geo;
        let all = Candidates::all(g.n);
        let mut used = vec![Candidates::EMPTY; g.units.len()];
        // Every unit of a cell, then (Killer) its cage.
        for (i, &s) in self.cells.iter().enumerate() {
            if s != 0 {
                for &u in &g.cell_units[i] {
                    used[u as usize].insert(s);
                }
            }
        }
        let mut cands = self
            .cells
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                if s != 0 {
                    Candidates::single(s)
                } else {
                    let mut m = all;
                    for &u in &g.cell_units[i] {
                        m = m.minus(used[u as usize]);
                    }
                    m
                }
            })
            .collect::<Vec<_>>();
        // The digits the rules allow in each cell, and the rules' pairs and relations, from each filled cell to
        // the other.
        for (c, &mask) in g.allowed.iter().enumerate() {
            if self.cells[c] == 0 {
                cands[c] = cands[c].intersect(Candidates(mask));
            }
        }
        for p in &g.pairs {
            for (from, to) in [(p.a, p.b), (p.b, p.a)] {
                let s = self.cells[from as usize];
                if s != 0 && self.cells[to as usize] == 0 {
                    cands[to as usize].remove(s);
                }
            }
        }
        for (c, &s) in self.cells.iter().enumerate().filter(|&(_, &s)| s != 0) {
            for (to, keep) in g.beside(c as u16, s) {
                if self.cells[to as usize] == 0 {
                    cands[to as usize] = cands[to as usize].intersect(keep);
                }
            }
        }
        for cage in g.cages() {
            let mut placed = Candidates::EMPTY;
            for &c in &cage.cells {
                if self.cells[c as usize] != 0 {
                    placed.insert(self.cells[c as usize]);
                }
            }
            for &c in &cage.cells {
                if self.cells[c as usize] == 0 {
                    cands[c as usize] = cands[c as usize].minus(placed);
                }
            }
        }
        cands
    }
}
