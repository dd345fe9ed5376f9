//! The mid-end: a game in progress. It holds the puzzle (givens), the player's entries and pencil marks, their
//! own corner marks and colours, and an undo/redo history of moves as data; `save.rs` writes it as a versioned
//! text and reads it back.

use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::core::error::HintError;
use crate::family::any::AnyPuzzle;
use crate::hint::mistake::Answer;
use crate::hint::step::Step;
use std::fmt;

mod save;

/// The saved-game format this build writes: 2 when the history holds corner marks or colours (version 1 has
/// entries and notes alone, and a game without them is still written as 1, for older builds to read).
pub const SAVE_VERSION: u32 = 2;

/// How many colours a player can give cells (each cell any number of them).
pub const COLOURS: u8 = 9;

/// Why a move or a load was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    OutOfRange(String),
    Given(String),
    BadSave(String),
    NothingToUndo,
    NothingToRedo,
}

impl fmt::Display for SessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SessionError::OutOfRange(s) | SessionError::BadSave(s) => f.write_str(s),
            SessionError::Given(c) => f.write_str(&crate::tr!("error-given", cell = c)),
            SessionError::NothingToUndo => f.write_str(&crate::tr!("error-nothing-to-undo")),
            SessionError::NothingToRedo => f.write_str(&crate::tr!("error-nothing-to-redo")),
        }
    }
}

impl std::error::Error for SessionError {}

/// What one hint's third press (or any batch of moves) does to the board, as one undoable move: see
/// [`Session::apply_moves`]. A `plan::Plan` gives its own; the page sends one back from a hint found in a worker.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moves {
    /// Empty cells whose notes become their computed candidates first.
    pub fill: Vec<Cell>,
    /// Digits to place.
    pub placements: Vec<(Cell, Symbol)>,
    /// Candidates to remove from notes (cells without notes are left alone).
    pub eliminations: Vec<(Cell, Symbol)>,
    /// Entries to erase.
    pub erase: Vec<Cell>,
}

/// A change the player makes to the selected cells, all at once: see [`Session::edit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Enter a symbol (placing clears the cell's notes and, with `auto_clean_marks`, the symbol from its peers'
    /// notes); 0 clears the entry and keeps the notes.
    Place(Symbol),
    /// A note on or off in each empty cell (a filled cell keeps its entry).
    Note(Symbol, bool),
    /// A corner mark (Snyder notation: where in its box a digit can go) on or off in each empty cell.
    Corner(Symbol, bool),
    /// Colour 1 to [`COLOURS`] on or off in each cell, givens too; colour 0 off: every colour off.
    Colour(u8, bool),
    /// What is on top cleared: the entries; where the cells have none, notes and corner marks; where they
    /// have none of those, their colours (as SudokuPad's Delete).
    Erase,
    /// Everything cleared: entries, notes, corner marks and colours (the givens keep their symbols).
    Clear,
}

/// What a change touches in a cell: the entry with its notes (what the engine reasons about), or one of the
/// player's own drawings on it, corner marks and colours (each a bit set, in a state's candidates).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layer {
    #[default]
    Entry,
    Corner,
    Colour,
}

/// One cell's state in one layer before and after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub cell: Cell,
    pub layer: Layer,
    pub before: (Symbol, Candidates),
    pub after: (Symbol, Candidates),
}

/// The givens' unique solution (`None`: none or several), found on first use and kept: checking entries,
/// revealing and every hint need it, and on big grids the search behind it is most of their cost. It is
/// derived from the givens, so it takes no part in a session's equality.
#[derive(Clone, Debug, Default)]
struct SolutionCache(std::cell::OnceCell<Option<Vec<Symbol>>>);

impl PartialEq for SolutionCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for SolutionCache {}

/// A game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    puzzle: AnyPuzzle,
    solution: SolutionCache,
    cells: Vec<Symbol>,
    marks: Vec<Candidates>,
    /// The player's corner marks and colours per cell (see [`Layer`]).
    corner: Vec<Candidates>,
    colours: Vec<Candidates>,
    undo: Vec<Vec<Change>>,
    redo: Vec<Vec<Change>>,
    /// Remove a placed symbol from the marks of the cell's peers.
    pub auto_clean_marks: bool,
    /// Per cell, the candidates a hint's proof ruled out where the player keeps no notes (a hint that places a
    /// digit shows locked candidates, cage combinations and the like on the way, and a player without notes
    /// has nowhere to keep them): the next hints start from them, so no proof is shown twice. Facts about the
    /// solution, they outlive undo; saved with the game.
    shown: Vec<Candidates>,
}

impl Session {
    /// A fresh game of `puzzle` (its filled cells are the givens).
    pub fn new(puzzle: AnyPuzzle) -> Session {
        let cells = puzzle.cells().to_vec();
        let len = cells.len();
        let marks = vec![Candidates::EMPTY; cells.len()];
        Session {
            puzzle,
            solution: SolutionCache::default(),
            cells,
            marks,
            corner: vec![Candidates::EMPTY; len],
            colours: vec![Candidates::EMPTY; len],
            undo: vec![],
            redo: vec![],
            auto_clean_marks: true,
            shown: vec![Candidates::EMPTY; len],
        }
    }

    /// A game of `puzzle` at a position (a practice position): `cells` filled and `marks` as the notes of the
    /// empty cells, as one move (so a save keeps them).
    pub fn at_position(puzzle: AnyPuzzle, cells: &[Symbol], marks: &[Candidates]) -> Session {
        let mut s = Session::new(puzzle);
        let states = (0..s.cells.len().min(cells.len()).min(marks.len()))
            .filter(|&i| !s.is_given(i))
            .map(|i| {
                let m = if cells[i] == 0 {
                    marks[i]
                } else {
                    Candidates::EMPTY
                };
                (i, cells[i], m)
            })
            .collect();
        s.commit(states);
        s
    }

    pub fn puzzle(&self) -> &AnyPuzzle {
        &self.puzzle
    }
    /// The givens' solution when it is unique (computed once per session).
    pub fn solution(&self) -> Option<&[Symbol]> {
        self.solution
            .0
            .get_or_init(|| self.puzzle.solution())
            .as_deref()
    }
    pub fn side(&self) -> usize {
        self.puzzle.side()
    }
    /// Current cells (givens and entries), 0 = empty.
    pub fn cells(&self) -> &[Symbol] {
        &self.cells
    }
    pub fn marks(&self) -> &[Candidates] {
        &self.marks
    }
    pub fn is_given(&self, cell: usize) -> bool {
        self.puzzle.cells().get(cell).is_some_and(|&s| s != 0)
    }
    /// The current grid as a puzzle value.
    pub fn current(&self) -> AnyPuzzle {
        self.puzzle.with_cells(&self.cells)
    }
    pub fn conflicts(&self) -> Vec<Cell> {
        self.current().conflicts()
    }
    pub fn is_solved(&self) -> bool {
        self.current().is_solved()
    }
    /// For each cell, which undoable move (1-based, in the order they were made) put in the entry it holds;
    /// 0 for givens and empty cells. How the grid was filled, for the picture of a shared result.
    pub fn fill_order(&self) -> Vec<u32> {
        let mut order = vec![0; self.cells.len()];
        for (k, changes) in self.undo.iter().enumerate() {
            for c in changes
                .iter()
                .filter(|c| c.layer == Layer::Entry && c.after.0 != c.before.0)
            {
                order[c.cell as usize] = if c.after.0 == 0 { 0 } else { k as u32 + 1 };
            }
        }
        order
    }
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn check_cell(&self, cell: usize) -> Result<(), SessionError> {
        if cell >= self.cells.len() {
            return Err(SessionError::OutOfRange(crate::tr!(
                "error-no-cell",
                cell = cell,
                count = self.cells.len()
            )));
        }
        if self.is_given(cell) {
            return Err(SessionError::Given(cell_name(cell as Cell, self.side())));
        }
        Ok(())
    }

    fn check_symbol(&self, s: Symbol) -> Result<(), SessionError> {
        if s as usize > self.puzzle.symbol_count() {
            return Err(SessionError::OutOfRange(crate::tr!(
                "error-symbol-range",
                symbol = s,
                max = self.puzzle.symbol_count()
            )));
        }
        Ok(())
    }

    /// Record a move made of the given new entry states; no-op changes are dropped, an empty move is not recorded.
    fn commit(&mut self, new_states: Vec<(usize, Symbol, Candidates)>) {
        self.commit_layers(
            new_states
                .into_iter()
                .map(|(c, s, m)| (Layer::Entry, c, (s, m)))
                .collect(),
        )
    }

    /// Record a move made of new states in any layer (see [`Session::commit`]).
    fn commit_layers(&mut self, new_states: Vec<(Layer, usize, (Symbol, Candidates))>) {
        let mut changes = Vec::new();
        for (layer, cell, after) in new_states {
            let before = self.state(layer, cell);
            if before != after {
                changes.push(Change {
                    cell: cell as Cell,
                    layer,
                    before,
                    after,
                });
                self.put(layer, cell, after);
            }
        }
        if !changes.is_empty() {
            self.undo.push(changes);
            self.redo.clear();
        }
    }

    /// Cell `c`'s state in `layer`: (entry, notes), or (0, corner marks), or (0, colours).
    fn state(&self, layer: Layer, c: usize) -> (Symbol, Candidates) {
        match layer {
            Layer::Entry => (self.cells[c], self.marks[c]),
            Layer::Corner => (0, self.corner[c]),
            Layer::Colour => (0, self.colours[c]),
        }
    }

    fn put(&mut self, layer: Layer, c: usize, (v, m): (Symbol, Candidates)) {
        match layer {
            Layer::Entry => (self.cells[c], self.marks[c]) = (v, m),
            Layer::Corner => self.corner[c] = m,
            Layer::Colour => self.colours[c] = m,
        }
    }

    /// Put `s` in `cell` (0 clears it). Placing clears the cell's marks and, with `auto_clean_marks`, removes
    /// `s` from its peers' marks.
    pub fn set(&mut self, cell: usize, s: Symbol) -> Result<(), SessionError> {
        self.edit(&[cell as Cell], Edit::Place(s))
    }

    /// Toggle pencil mark `s` in an empty cell.
    pub fn toggle_mark(&mut self, cell: usize, s: Symbol) -> Result<(), SessionError> {
        let on = !self.marks.get(cell).is_some_and(|m| m.contains(s));
        self.edit(&[cell as Cell], Edit::Note(s, on))
    }

    /// One change made to every cell of `cells` at once (the page's selection of one or many cells), as one
    /// undoable move; a given among them, or a cell or symbol out of range, refuses the whole move.
    pub fn edit(&mut self, cells: &[Cell], edit: Edit) -> Result<(), SessionError> {
        if let Edit::Corner(..) | Edit::Colour(..) | Edit::Clear = edit {
            return self.draw(cells, edit);
        }
        // Erase takes what is on top: the entries; where there are none, notes and corner marks; where there are
        // none of those either, the colours
        let at = |c: &Cell| (*c as usize).min(self.cells.len() - 1);
        let edit = match edit {
            Edit::Erase if cells.iter().any(|c| self.cells[at(c)] != 0) => Edit::Place(0),
            Edit::Erase
                if cells
                    .iter()
                    .all(|c| self.marks[at(c)].is_empty() && self.corner[at(c)].is_empty()) =>
            {
                return self.draw(cells, Edit::Colour(0, false));
            }
            edit => edit,
        };
        let mut now = self.cells.clone();
        let mut marks = self.marks.clone();
        let mut corner = self.corner.clone();
        for &c in cells {
            let c = c as usize;
            self.check_cell(c)?;
            match edit {
                Edit::Place(0) => now[c] = 0,
                Edit::Place(s) => {
                    self.check_symbol(s)?;
                    self.place_into(&mut now, &mut marks, c, s);
                }
                Edit::Note(s, on) => {
                    self.check_symbol(s)?;
                    if s != 0 && now[c] == 0 {
                        marks[c].set(s, on);
                    }
                }
                Edit::Erase => {
                    now[c] = 0;
                    marks[c] = Candidates::EMPTY;
                    corner[c] = Candidates::EMPTY;
                }
                Edit::Corner(..) | Edit::Colour(..) | Edit::Clear => {}
            }
        }
        let corner: Vec<_> = (0..corner.len())
            .filter(|&c| corner[c] != self.corner[c])
            .map(|c| (Layer::Corner, c, (0, corner[c])))
            .collect();
        self.commit_grid_from(cells, now, marks, corner);
        Ok(())
    }

    /// The player's own drawing on `cells` (corner marks, colours; [`Edit::Clear`]: everything), as one move. A
    /// given takes colours (and loses them) but no corner mark.
    fn draw(&mut self, cells: &[Cell], edit: Edit) -> Result<(), SessionError> {
        let mut states = vec![];
        for &c in cells {
            let c = c as usize;
            let given = c < self.cells.len() && self.is_given(c);
            if !given || matches!(edit, Edit::Corner(..)) {
                self.check_cell(c)?;
            }
            match edit {
                Edit::Corner(s, on) => {
                    self.check_symbol(s)?;
                    let mut m = self.corner[c];
                    if s != 0 && self.cells[c] == 0 {
                        m.set(s, on);
                    }
                    states.push((Layer::Corner, c, (0, m)));
                }
                Edit::Colour(k, on) => {
                    if k > COLOURS {
                        return Err(SessionError::OutOfRange(crate::tr!(
                            "error-colour-range",
                            colour = k,
                            max = COLOURS
                        )));
                    }
                    let mut m = self.colours[c];
                    if k == 0 {
                        m = Candidates::EMPTY;
                    } else {
                        m.set(k, on);
                    }
                    states.push((Layer::Colour, c, (0, m)));
                }
                _ => {
                    if !given {
                        states.push((Layer::Entry, c, (0, Candidates::EMPTY)));
                        states.push((Layer::Corner, c, (0, Candidates::EMPTY)));
                    }
                    states.push((Layer::Colour, c, (0, Candidates::EMPTY)));
                }
            }
        }
        self.commit_layers(states);
        Ok(())
    }

    /// Each cell's computed candidates with the entries `cells`, as Fill notes and a hint's filled notes write
    /// them: less what applied proofs ruled out ([`Session::shown`]), so notes never bring it back. With cages:
    /// narrowed to the digits of each cage's combinations that still fit (`rules::cage::narrow_to_cages`).
    pub fn computed_candidates(&self, cells: &[Symbol]) -> Vec<Candidates> {
        let mut cands = self.puzzle.with_cells(cells).candidates();
        if let AnyPuzzle::Sudoku(p) = &self.puzzle {
            crate::rules::cage::narrow_to_cages(p.geometry(), cells, &mut cands);
        }
        for (c, m) in cands.iter_mut().zip(&self.shown) {
            c.0 &= !m.0;
        }
        cands
    }

    /// Set every empty cell's marks to its computed candidates ([`Session::computed_candidates`]), as one
    /// undoable move.
    pub fn fill_marks(&mut self) {
        let cands = self.computed_candidates(&self.cells);
        let states = (0..self.cells.len())
            .filter(|&i| self.cells[i] == 0)
            .map(|i| (i, 0, cands[i]))
            .collect();
        self.commit(states);
    }

    /// Writes `marks` as the notes of the empty cells (a pasted position's candidates), as one undoable move:
    /// saves replay moves, so the notes are kept by a save like any other.
    pub fn set_marks(&mut self, marks: &[Candidates]) {
        let states = (0..self.cells.len().min(marks.len()))
            .filter(|&i| self.cells[i] == 0)
            .map(|i| (i, 0, marks[i]))
            .collect();
        self.commit(states);
    }

    /// Clear every entry, mark and colour (one undoable move).
    pub fn restart(&mut self) {
        let all: Vec<Cell> = (0..self.cells.len() as Cell).collect();
        let _ = self.draw(&all, Edit::Clear);
    }

    pub fn undo(&mut self) -> Result<(), SessionError> {
        let changes = self.undo.pop().ok_or(SessionError::NothingToUndo)?;
        for ch in changes.iter().rev() {
            self.put(ch.layer, ch.cell as usize, ch.before);
        }
        self.redo.push(changes);
        Ok(())
    }

    pub fn redo(&mut self) -> Result<(), SessionError> {
        let changes = self.redo.pop().ok_or(SessionError::NothingToRedo)?;
        for ch in &changes {
            self.put(ch.layer, ch.cell as usize, ch.after);
        }
        self.undo.push(changes);
        Ok(())
    }

    /// The next logical step from the current grid and marks, or the player's mistake first.
    pub fn hint(&self) -> Result<Answer, HintError> {
        let has_marks = self.marks.iter().any(|m| !m.is_empty());
        let marks = has_marks.then_some(&self.marks[..]);
        match self.solution() {
            Some(sol) => self.puzzle.hint_known(&self.cells, marks, sol),
            // No unique solution: the plain hint says which (none, or how many).
            None => self.puzzle.hint(&self.cells, marks),
        }
    }

    /// Carry out a step: its placements, and its eliminations on cells that have marks (one undoable move).
    pub fn apply_step(&mut self, step: &Step) -> Result<(), SessionError> {
        self.apply_moves(&Moves {
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            ..Moves::default()
        })
    }

    /// Carry out moves as one undoable move: erase the wrong entries, give the cells to fill their computed
    /// candidates as notes (as Fill notes writes them: cage-aware where there are cages), place the digits (each placement
    /// clears the cell's notes and, with `auto_clean_marks`, the digit from its peers' notes, as a typed digit
    /// does) and remove the eliminations from cells that have notes.
    pub fn apply_moves(&mut self, moves: &Moves) -> Result<(), SessionError> {
        let mut cells = self.cells.clone();
        let mut marks = self.marks.clone();
        for &c in &moves.erase {
            self.check_cell(c as usize)?;
            cells[c as usize] = 0;
            marks[c as usize] = Candidates::EMPTY;
        }
        if !moves.fill.is_empty() {
            let cands = self.computed_candidates(&cells);
            for &c in &moves.fill {
                self.check_cell(c as usize)?;
                let c = c as usize;
                if cells[c] == 0 {
                    marks[c] = cands[c];
                }
            }
        }
        for &(c, s) in &moves.placements {
            self.check_cell(c as usize)?;
            self.check_symbol(s)?;
            self.place_into(&mut cells, &mut marks, c as usize, s);
        }
        for &(c, s) in &moves.eliminations {
            let c = c as usize;
            if c < cells.len() && cells[c] == 0 {
                if marks[c].is_empty() {
                    self.shown[c].insert(s);
                }
                marks[c].remove(s);
            }
        }
        self.commit_grid(cells, marks);
        Ok(())
    }

    /// Puts `s` in `cell` of a working copy: the cell's marks go, and with `auto_clean_marks` `s` leaves its
    /// peers' marks (and the related cells' marks keep what the rules' relations allow next to `s`).
    fn place_into(&self, cells: &mut [Symbol], marks: &mut [Candidates], cell: usize, s: Symbol) {
        cells[cell] = s;
        marks[cell] = Candidates::EMPTY;
        if s != 0 && self.auto_clean_marks {
            for &p in self.puzzle.peers(cell) {
                marks[p as usize].remove(s);
            }
            for (to, left) in self.puzzle.related(cell, s) {
                marks[to as usize] = marks[to as usize].intersect(left);
            }
        }
    }

    /// Records the difference between the current grid and a working copy as one move.
    fn commit_grid(&mut self, cells: Vec<Symbol>, marks: Vec<Candidates>) {
        self.commit_grid_from(&[], cells, marks, vec![])
    }

    /// [`Session::commit_grid`], with the changes of cells `first` (the ones edited) recorded before the others
    /// (their peers' notes), as a single entry always was: saves written so replay to the same history. `more`:
    /// changes in other layers, in the same move.
    fn commit_grid_from(
        &mut self,
        first: &[Cell],
        cells: Vec<Symbol>,
        marks: Vec<Candidates>,
        more: Vec<(Layer, usize, (Symbol, Candidates))>,
    ) {
        let differs = |i: usize| (cells[i], marks[i]) != (self.cells[i], self.marks[i]);
        // `first`, then every cell; each once
        let order = first.iter().map(|&c| c as usize).chain(0..cells.len());
        let mut seen = vec![false; cells.len()];
        let mut states: Vec<_> = order
            .filter(|&i| !std::mem::replace(&mut seen[i], true) && differs(i))
            .map(|i| (Layer::Entry, i, (cells[i], marks[i])))
            .collect();
        states.extend(more);
        self.commit_layers(states);
    }

    /// Entries that differ from the solution (empty if the puzzle is not unique).
    pub fn wrong_entries(&self) -> Vec<Cell> {
        self.cells_against_solution(|i, v| self.cells[i] != 0 && self.cells[i] != v)
    }

    /// Empty cells whose notes leave out the solution's value, so the digit can never be found from them (the
    /// mistake Hint reports first); cells without notes are not among them. Empty if the puzzle is not unique.
    pub fn wrong_notes(&self) -> Vec<Cell> {
        self.cells_against_solution(|i, v| {
            self.cells[i] == 0 && !self.marks[i].is_empty() && !self.marks[i].contains(v)
        })
    }

    /// The cells for which `wrong(cell, its value in the solution)` holds; none if the puzzle is not unique.
    fn cells_against_solution(&self, wrong: impl Fn(usize, Symbol) -> bool) -> Vec<Cell> {
        self.solution().map_or_else(Vec::new, |sol| {
            (0..self.cells.len())
                .filter(|&i| wrong(i, sol[i]))
                .map(|i| i as Cell)
                .collect()
        })
    }

    /// Fill one cell (or all empty and wrong cells with `None`) from the solution (one undoable move). Each
    /// placement clears notes as a typed digit does.
    pub fn reveal(&mut self, cell: Option<usize>) -> Result<(), SessionError> {
        let sol = self
            .solution()
            .ok_or_else(|| SessionError::OutOfRange(crate::tr!("error-reveal")))?
            .to_vec();
        let cells: Vec<usize> = match cell {
            Some(c) => {
                self.check_cell(c)?;
                vec![c]
            }
            None => (0..self.cells.len())
                .filter(|&i| self.cells[i] != sol[i])
                .collect(),
        };
        let mut grid = self.cells.clone();
        let mut marks = self.marks.clone();
        for c in cells {
            self.place_into(&mut grid, &mut marks, c, sol[c]);
        }
        self.commit_grid(grid, marks);
        Ok(())
    }

    /// Per cell, the player's corner marks (Snyder notation), and the colours they gave it (bits 1 to [`COLOURS`]).
    pub fn corner(&self) -> &[Candidates] {
        &self.corner
    }
    pub fn colours(&self) -> &[Candidates] {
        &self.colours
    }

    /// Per cell, the candidates ruled out by the proofs of hints applied where the player keeps no notes.
    pub fn shown(&self) -> &[Candidates] {
        &self.shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Session {
        Session::new(
            AnyPuzzle::parse(
                "...8.1..........435............7.8........1...2..3....6......75..34........2..6..",
            )
            .unwrap(),
        )
    }

    #[test]
    fn what_proofs_ruled_out_is_kept_where_there_are_no_notes_and_saved() {
        let mut s = game();
        // a candidate of r1c1 and one of r1c3, as Fill notes would write them
        let cands = s.computed_candidates(s.cells());
        let (a, b) = (
            cands[0].iter().next().unwrap(),
            cands[2].iter().next().unwrap(),
        );
        s.toggle_mark(1, 3).unwrap();
        let moves = Moves {
            eliminations: vec![(0, a), (1, 3), (2, b)],
            ..Moves::default()
        };
        s.apply_moves(&moves).unwrap();
        // r1c2 has notes: 3 leaves them; r1c1 and r1c3 have none: kept aside
        assert!(s.marks()[1].is_empty());
        let kept = (s.shown()[0], s.shown()[1], s.shown()[2]);
        assert_eq!(
            kept,
            (
                Candidates::single(a),
                Candidates::EMPTY,
                Candidates::single(b)
            )
        );
        let back = Session::load(&s.save()).unwrap();
        assert_eq!(back, s);
        // notes filled later leave them out: Fill notes, and a hint's fill
        let mut all = back.clone();
        all.fill_marks();
        assert_eq!(
            all.marks()[0],
            Candidates(cands[0].0 & !Candidates::single(a).0)
        );
        assert_eq!(
            all.marks()[2],
            Candidates(cands[2].0 & !Candidates::single(b).0)
        );
        let mut f = back.clone();
        let fill = Moves {
            fill: vec![0],
            ..Moves::default()
        };
        f.apply_moves(&fill).unwrap();
        assert_eq!(f.marks()[0], all.marks()[0]);
        // a damaged line is refused, and says so
        for bad in ["shown 0.x", "shown 999.1", "shown 0.4096", "shown 0"] {
            let good = s.save();
            let line = good.lines().find(|l| l.starts_with("shown ")).unwrap();
            let text = good.replace(line, bad);
            assert!(
                matches!(Session::load(&text), Err(SessionError::BadSave(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn fill_order_says_which_move_put_each_entry_in() {
        let mut s =
            Session::new(AnyPuzzle::parse(&format!("sudoku:2x2:1{}", ".".repeat(15))).unwrap());
        s.edit(&[1], Edit::Place(2)).unwrap(); // move 1
        s.edit(&[2, 3], Edit::Place(3)).unwrap(); // move 2
        s.edit(&[5], Edit::Note(4, true)).unwrap(); // move 3: a note, no entry
        s.edit(&[1], Edit::Place(4)).unwrap(); // move 4: r1c2 again
        s.edit(&[3], Edit::Erase).unwrap(); // move 5: r1c4 empty again
        let order = s.fill_order();
        assert_eq!(&order[..6], &[0, 4, 2, 0, 0, 0]);
        s.undo().unwrap();
        assert_eq!(
            &s.fill_order()[..4],
            &[0, 4, 2, 2],
            "an undone move is not in the picture"
        );
    }

    #[test]
    fn moves_undo_redo_and_save() {
        let mut s = game();
        assert!(s.set(3, 1).is_err(), "r1c4 is a given");
        s.toggle_mark(1, 3).unwrap();
        s.toggle_mark(2, 3).unwrap();
        s.set(0, 3).unwrap();
        assert_eq!(s.cells()[0], 3);
        assert!(
            !s.marks()[1].contains(3),
            "auto-clean removed 3 from a peer's marks"
        );
        s.undo().unwrap();
        assert!(s.marks()[1].contains(3));
        s.redo().unwrap();
        s.set(4, 9).unwrap();
        s.undo().unwrap();
        let text = s.save();
        let t = Session::load(&text).unwrap();
        assert_eq!(t, s);
        assert!(Session::load("deduce-save 99\nsudoku:3x3:...")
            .unwrap_err()
            .to_string()
            .contains("newer"));
        assert!(Session::load("garbage").is_err());
        let tampered = text.replace("undo 1:", "undo 3:");
        assert!(Session::load(&tampered).is_err());
    }

    #[test]
    fn the_kept_solution_gives_the_same_answers_and_no_identity() {
        let mut a = game();
        let fresh = game();
        let p = fresh.puzzle().clone();
        let sol = p.solution().unwrap();
        // A wrong entry and a right one: checking, hints and reveal agree with a session without the cache.
        let wrong = (1..=9).find(|&v| v != sol[0]).unwrap();
        a.set(0, wrong).unwrap();
        a.set(1, sol[1]).unwrap();
        assert_eq!(a.wrong_entries(), vec![0]);
        assert_eq!(a.solution(), Some(&sol[..]));
        let mut b = game();
        b.set(0, wrong).unwrap();
        b.set(1, sol[1]).unwrap();
        // `b` has not computed its solution yet; equality ignores the cache.
        assert_eq!(a, b);
        assert_eq!(a.hint().unwrap(), p.hint(a.cells(), None).unwrap());
        a.reveal(None).unwrap();
        assert_eq!(a.cells(), &sol[..]);
        assert_ne!(a, fresh);

        // A puzzle with two solutions: no solution is kept and the hint says how many.
        let two = Session::new(AnyPuzzle::parse("sudoku:2x2:................").unwrap());
        assert_eq!(two.solution(), None);
        assert!(matches!(two.hint(), Err(HintError::NotUnique { .. })));
        // Binary: the kept solution gives the plain hint.
        let bin = Session::new(
            AnyPuzzle::parse("binary:6:..0..01.0........0.......1.0......1.").unwrap(),
        );
        assert_eq!(bin.solution().map(|s| s.len()), Some(36));
        assert_eq!(bin.hint(), bin.puzzle().hint(bin.cells(), None));
    }

    #[test]
    fn notes_that_leave_out_the_value_are_wrong_notes() {
        let mut a = game();
        let sol = a.solution().unwrap().to_vec();
        assert_eq!(a.wrong_notes(), Vec::<Cell>::new());
        // r1c3 (empty): notes without its value are wrong; with it, or without notes, they are not.
        let other = (1..=9).find(|&v| v != sol[2]).unwrap();
        a.toggle_mark(2, other).unwrap();
        assert_eq!(a.wrong_notes(), vec![2]);
        a.toggle_mark(2, sol[2]).unwrap();
        assert_eq!(a.wrong_notes(), Vec::<Cell>::new());
        a.toggle_mark(2, sol[2]).unwrap();
        a.toggle_mark(2, other).unwrap();
        assert_eq!(a.wrong_notes(), Vec::<Cell>::new());
        // A filled cell is judged by its entry, never by notes.
        a.set(2, other).unwrap();
        assert_eq!((a.wrong_entries(), a.wrong_notes()), (vec![2], vec![]));
    }

    #[test]
    fn reload_keeps_the_solution_of_the_same_givens_only() {
        let mut a = game();
        let sol = a.solution().unwrap().to_vec();
        // The player's game moves on; the worker's copy reloads it and keeps the solution it found.
        let mut player = game();
        player.set(0, sol[0]).unwrap();
        a.reload(&player.save()).unwrap();
        assert_eq!(a, player);
        assert_eq!(
            a.solution.0.get(),
            Some(&Some(sol.clone())),
            "kept, not recomputed"
        );
        assert_eq!(a.hint(), player.hint());
        // A damaged save changes nothing.
        assert!(a.reload("garbage").is_err());
        assert_eq!(a, player);
        assert!(a.solution.0.get().is_some());
        // Another puzzle: its own solution, found afresh.
        let other = Session::new(
            AnyPuzzle::parse("binary:6:..0..01.0........0.......1.0......1.").unwrap(),
        );
        a.reload(&other.save()).unwrap();
        assert_eq!(a, other);
        assert!(a.solution.0.get().is_none());
        assert_eq!(a.solution().map(|s| s.len()), Some(36));
    }

    #[test]
    fn fill_marks_on_a_killer_keeps_the_digits_of_cage_combinations_that_fit() {
        // cages a (r1c1, r1c2) = 3, b (r1c3, r1c4, r2c4) = 9, g (r4c3, r4c4) = 3 on an empty 4×4
        let mut s = Session::new(
            AnyPuzzle::parse("killer:2x2:................:aabbcddbceffeegg:3,9,5,5,8,7,3").unwrap(),
        );
        s.fill_marks();
        let notes = |c: usize| s.marks()[c].iter().collect::<Vec<_>>();
        assert_eq!(notes(0), [1, 2], "3 in two cells is 1 + 2");
        assert_eq!(notes(1), [1, 2]);
        assert_eq!(notes(2), [2, 3, 4], "9 in three cells is 2 + 3 + 4");
        assert_eq!(notes(7), [2, 3, 4]);
        assert_eq!(notes(15), [1, 2]);
        assert_eq!(notes(5), [1, 2, 3, 4], "5 in two cells: 1 + 4 or 2 + 3");
        // with 4 placed in r1c3, the 9-cage's other cells hold 2 and 3; a 2 there would leave the 3-cage
        // beside it no 2 in row 1, and its notes empty
        s.set(2, 4).unwrap();
        s.fill_marks();
        assert_eq!(s.marks()[3].iter().collect::<Vec<_>>(), [2, 3]);
        assert_eq!(s.marks()[7].iter().collect::<Vec<_>>(), [2, 3]);
        assert_eq!(s.marks()[0].iter().collect::<Vec<_>>(), [1, 2]);
        s.set(2, 2).unwrap();
        s.fill_marks();
        assert!(s.marks()[0].is_empty() && s.marks()[1].is_empty());
    }
}
