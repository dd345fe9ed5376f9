//! Sudoku of any block shape `R×C` (side `R*C` ≤ 25): parsing, counting, solving, generating, hints.

pub mod big;
pub mod fast9;
pub mod format;
pub mod generate;
pub mod grid;
pub mod hint_plan;
pub mod human;
#[cfg(all(feature = "prove", not(target_arch = "wasm32")))]
pub mod prove;
pub mod restart;
pub mod search;
pub mod techniques;

use crate::candidates::Candidates;
use crate::puzzle::{GenerateOptions, Generated, Grade, HintError, ParseError, Puzzle, Violation};
use crate::step::{Cell, Step, Symbol};
use std::sync::{Arc, Mutex, OnceLock};

/// Largest supported side.
pub const MAX_SIDE: usize = 25;

/// The fixed structure of a Sudoku shape: units, and which units and peers each cell has.
#[derive(Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Block height (rows per block).
    pub br: usize,
    /// Block width (columns per block).
    pub bc: usize,
    /// Side: `br * bc`.
    pub n: usize,
    /// `3n` units of `n` cells each: rows `0..n`, columns `n..2n`, blocks `2n..3n`.
    pub units: Vec<Vec<Cell>>,
    /// The row, column and block unit of each cell.
    pub cell_units: Vec<[u16; 3]>,
    /// The peers of each cell (same row, column or block, not itself), sorted.
    pub peers: Vec<Vec<Cell>>,
}

impl Geometry {
    fn build(br: usize, bc: usize) -> Geometry {
        let n = br * bc;
        let mut units = vec![Vec::with_capacity(n); 3 * n];
        let mut cell_units = vec![[0u16; 3]; n * n];
        for r in 0..n {
            for c in 0..n {
                let cell = r * n + c;
                let b = (r / br) * br + c / bc;
                units[r].push(cell as Cell);
                units[n + c].push(cell as Cell);
                units[2 * n + b].push(cell as Cell);
                cell_units[cell] = [r as u16, (n + c) as u16, (2 * n + b) as u16];
            }
        }
        let peers = (0..n * n)
            .map(|cell| {
                let mut p: Vec<Cell> = cell_units[cell]
                    .iter()
                    .flat_map(|&u| units[u as usize].iter().copied())
                    .filter(|&x| x as usize != cell)
                    .collect();
                crate::sort::sort(&mut p);
                p.dedup();
                p
            })
            .collect();
        Geometry {
            br,
            bc,
            n,
            units,
            cell_units,
            peers,
        }
    }

    /// The shared geometry of a shape (built once per shape and cached).
    pub fn get(br: usize, bc: usize) -> Arc<Geometry> {
        static CACHE: OnceLock<Mutex<Vec<Arc<Geometry>>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
        let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(g) = cache.iter().find(|g| g.br == br && g.bc == bc) {
            return g.clone();
        }
        let g = Arc::new(Geometry::build(br, bc));
        cache.push(g.clone());
        g
    }

    /// Row of a cell.
    #[inline]
    pub fn row(&self, cell: usize) -> usize {
        cell / self.n
    }
    /// Column of a cell.
    #[inline]
    pub fn col(&self, cell: usize) -> usize {
        cell % self.n
    }
    /// Block of a cell (row-major order of blocks).
    #[inline]
    pub fn block(&self, cell: usize) -> usize {
        self.cell_units[cell][2] as usize - 2 * self.n
    }
    /// The `Unit` named by unit index `u` (`0..3n`).
    pub fn unit(&self, u: usize) -> crate::step::Unit {
        use crate::step::Unit;
        match u / self.n {
            0 => Unit::Row(u as u8),
            1 => Unit::Col((u - self.n) as u8),
            _ => Unit::Block((u - 2 * self.n) as u8),
        }
    }
}

/// The standard block shape for a side: 4 → 2×2, 6 → 2×3, 9 → 3×3, 12 → 3×4, 16 → 4×4, 25 → 5×5 (other
/// sides: the most square factorisation with `br ≤ bc`, if any).
pub fn standard_shape(side: usize) -> Option<(usize, usize)> {
    if !(1..=MAX_SIDE).contains(&side) {
        return None;
    }
    let mut best = None;
    for br in 1..=side {
        if side % br == 0 && br <= side / br {
            best = Some((br, side / br));
        }
    }
    best.filter(|&(br, _)| br > 1 || side == 1)
}

/// A Sudoku grid: its shape and its cells (0 = empty, else `1..=n`).
#[derive(Clone, Debug)]
pub struct Sudoku {
    geo: Arc<Geometry>,
    cells: Vec<Symbol>,
}

impl PartialEq for Sudoku {
    fn eq(&self, o: &Self) -> bool {
        self.geo.br == o.geo.br && self.geo.bc == o.geo.bc && self.cells == o.cells
    }
}
impl Eq for Sudoku {}

impl Sudoku {
    /// An empty grid of blocks `br` rows × `bc` columns.
    pub fn empty(br: usize, bc: usize) -> Result<Sudoku, ParseError> {
        let n = br * bc;
        if br == 0 || bc == 0 || !(2..=MAX_SIDE).contains(&n) {
            return Err(ParseError::BadParams {
                params: format!("{br}x{bc}"),
                reason: format!(
                    "side {n} is not supported (blocks must give a side from 4 to {MAX_SIDE})"
                ),
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
                    ch: format::symbol_char(v),
                });
            }
        }
        s.cells.copy_from_slice(cells);
        Ok(s)
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

    /// Candidates of each empty cell from the filled cells alone (filled cells get their own symbol).
    pub fn candidates(&self) -> Vec<Candidates> {
        let g = &self.geo;
        let all = Candidates::all(g.n);
        let mut used = vec![Candidates::EMPTY; 3 * g.n];
        for (i, &s) in self.cells.iter().enumerate() {
            if s != 0 {
                for &u in &g.cell_units[i] {
                    used[u as usize].insert(s);
                }
            }
        }
        self.cells
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                if s != 0 {
                    Candidates::single(s)
                } else {
                    let [a, b, c] = g.cell_units[i];
                    all.minus(
                        used[a as usize]
                            .union(used[b as usize])
                            .union(used[c as usize]),
                    )
                }
            })
            .collect()
    }
}

impl Puzzle for Sudoku {
    const KIND: &'static str = "sudoku";

    fn parse(desc: &str) -> Result<Self, ParseError> {
        format::parse(desc)
    }
    fn game_id(&self) -> String {
        format::game_id(self)
    }
    fn side(&self) -> usize {
        self.geo.n
    }
    fn symbol_count(&self) -> usize {
        self.geo.n
    }
    fn symbol_char(&self, s: Symbol) -> char {
        format::symbol_char(s)
    }
    fn cells(&self) -> &[Symbol] {
        &self.cells
    }
    fn with_cells(&self, cells: &[Symbol]) -> Self {
        let n = self.geo.n;
        let mut c: Vec<Symbol> = cells
            .iter()
            .map(|&s| if s as usize > n { 0 } else { s })
            .collect();
        c.resize(n * n, 0);
        Sudoku {
            geo: self.geo.clone(),
            cells: c,
        }
    }
    fn violations(&self) -> Vec<Violation> {
        format::violations(self)
    }
    fn count_solutions(&self, limit: usize) -> usize {
        search::count_solutions(self, limit)
    }
    fn solution(&self) -> Option<Vec<Symbol>> {
        search::unique_solution(self)
    }
    fn hint(&self, current: &[Symbol], marks: Option<&[Candidates]>) -> Result<Step, HintError> {
        human::hint(self, current, marks)
    }
    fn hint_known(
        &self,
        current: &[Symbol],
        marks: Option<&[Candidates]>,
        solution: &[Symbol],
    ) -> Result<Step, HintError> {
        human::hint_known(self, current, marks, solution)
    }
    fn steps(&self) -> Result<Vec<Step>, HintError> {
        human::steps(self)
    }
    fn grade(&self) -> Result<Grade, HintError> {
        human::grade(self)
    }
    fn generate(opts: &GenerateOptions) -> Result<Generated, String> {
        generate::generate(opts)
    }
}
