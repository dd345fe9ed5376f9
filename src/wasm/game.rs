//! The page's exports: a game in progress behind an opaque handle ([`Game`]: moves, notes, undo and redo,
//! checks, save and load, and, in the teaching module, hints and practice checks), and counting and solving
//! a game ID.

use super::js_err;
#[cfg(feature = "teach")]
use super::{flat_pairs, hint::Hint, teach::PracticeVerdict};
use crate::family::any::AnyPuzzle;
#[cfg(feature = "teach")]
use crate::family::any::Kind;
use crate::session::{Edit, Moves, Session};
use wasm_bindgen::prelude::*;

/// A game in progress (the mid-end behind an opaque handle). Call `free()` when done with it.
#[wasm_bindgen]
pub struct Game {
    s: Session,
}

#[wasm_bindgen]
impl Game {
    /// Starts a game from a game ID or a bare puzzle line. Throws with a clear message on bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str) -> Result<Game, JsError> {
        let p = AnyPuzzle::parse(id).map_err(js_err)?;
        Ok(Game { s: Session::new(p) })
    }

    #[cfg(feature = "teach")]
    /// Starts a game from pasted text (`crate::paste`): a game ID, a link holding one, a bare line, a grid over
    /// several lines or a pencil-mark grid, whose candidates become the notes (one undoable move). Text that
    /// could be either kind is read as `prefer_kind`. Throws with a one-line message naming what and where.
    pub fn import(text: &str, prefer_kind: &str) -> Result<Game, JsError> {
        let kind = Kind::parse(prefer_kind).unwrap_or(Kind::Sudoku);
        let pos = crate::paste::read(text, kind).map_err(js_err)?;
        let mut s = Session::new(pos.puzzle);
        if let Some(marks) = &pos.marks {
            s.set_marks(marks);
        }
        Ok(Game { s })
    }

    #[cfg(feature = "teach")]
    /// How many solutions this game's position has, 1 or 2 (meaning several); throws when it has none (its
    /// filled cells allow none, or its notes leave out the only one), with a message saying where.
    pub fn position_solutions(&self) -> Result<u32, JsError> {
        let marks = self.s.marks();
        let pos = crate::paste::Position {
            puzzle: self.s.current(),
            marks: marks.iter().any(|m| !m.is_empty()).then(|| marks.to_vec()),
        };
        let solution = self.s.solution().filter(|_| pos.puzzle == *self.s.puzzle());
        match crate::paste::check(&pos, solution).map_err(js_err)? {
            crate::paste::Solutions::One => Ok(1),
            crate::paste::Solutions::Several => Ok(2),
        }
    }

    /// Restores a saved game (see `save`). Throws on a damaged or newer-version save.
    pub fn load(text: &str) -> Result<Game, JsError> {
        Session::load(text).map(|s| Game { s }).map_err(js_err)
    }

    /// Replaces this game by a saved one, keeping the known solution when the givens are the same (the hint
    /// worker's game between hints). Throws on a damaged save and then leaves the game as it was.
    pub fn reload(&mut self, text: &str) -> Result<(), JsError> {
        self.s.reload(text).map_err(js_err)
    }

    pub fn save(&self) -> String {
        self.s.save()
    }
    /// `sudoku`, `binary` or `tango`.
    pub fn kind(&self) -> String {
        self.s.puzzle().kind().name().into()
    }
    pub fn game_id(&self) -> String {
        self.s.puzzle().game_id()
    }
    pub fn side(&self) -> usize {
        self.s.side()
    }
    /// Block height and width (Sudoku); `[0, 0]` for binary puzzles.
    pub fn block_shape(&self) -> Vec<u8> {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => vec![p.shape().0 as u8, p.shape().1 as u8],
            AnyPuzzle::Binary(_) => vec![0, 0],
        }
    }
    /// Tango's signs, one per border (0 none, 1 `=`, 2 `×`; borders between horizontal neighbours row by
    /// row, then between vertical ones); empty for other kinds.
    pub fn signs(&self) -> Vec<u8> {
        match self.s.puzzle() {
            AnyPuzzle::Binary(p) => p.signs().map(<[u8]>::to_vec).unwrap_or_default(),
            AnyPuzzle::Sudoku(_) => vec![],
        }
    }
    /// The rules a Sudoku carries beyond rows, columns and blocks, each once, as a JSON array
    /// (`step_json::rule_texts`): `[{"name":"antiknight","title":"Anti-knight","about":"Two cells …"}]`
    /// (X-Sudoku: `diagonals`); `[]` for other puzzles. Where its instances are: [`Game::rule_marks`].
    pub fn rules(&self) -> String {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => crate::step_json::rule_texts(&p.geometry().rules),
            AnyPuzzle::Binary(_) => "[]".into(),
        }
    }
    /// The rule instances to draw (thermometers, dots, even and odd cells), as a JSON array
    /// (`step_json::rule_marks`): `[{"name":"thermo","cells":[0,10,20]},…]`; `[]` for none.
    pub fn rule_marks(&self) -> String {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => crate::step_json::rule_marks(&p.geometry().rules),
            AnyPuzzle::Binary(_) => "[]".into(),
        }
    }
    /// The units the rules add (X-Sudoku's diagonals, Windoku's windows) as a JSON array of unit objects with
    /// their cells (`step_json::rule_units`); `[]` for other puzzles.
    pub fn rule_units(&self) -> String {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => crate::step_json::rule_units(p.geometry()),
            AnyPuzzle::Binary(_) => "[]".into(),
        }
    }
    /// The region of each cell (`0..side`) of a Jigsaw, for its outlines and the hint figures of a region;
    /// empty for the other kinds.
    pub fn regions(&self) -> Vec<u8> {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => match &p.geometry().layout {
                crate::core::geometry::Layout::Regions(r) => r.clone(),
                _ => vec![],
            },
            AnyPuzzle::Binary(_) => vec![],
        }
    }
    /// The digit sets (bit `1 << d`) the cage holding `cell` can still hold with the digits placed in it now
    /// (the keypad's help); empty when none fits, or for a cage without a sum. Throws for a cell outside every
    /// cage. (The cages themselves are `cage` rule marks, [`Game::rule_marks`], in cage order.)
    pub fn cage_combinations(&self, cell: usize) -> Result<Vec<u32>, JsError> {
        let AnyPuzzle::Sudoku(p) = self.s.puzzle() else {
            return Err(js_err(crate::tr!("error-cages-sudoku")));
        };
        let g = p.geometry();
        let cage = (cell < g.n * g.n)
            .then(|| g.cage_of(cell))
            .flatten()
            .map(|k| &g.cages()[k])
            .ok_or_else(|| js_err(crate::tr!("error-no-cage", cell = cell)))?;
        if cage.sum == 0 {
            return Ok(vec![]);
        }
        Ok(crate::rules::cage::open_combinations(
            g.n,
            cage,
            self.s.cells(),
        ))
    }
    /// Number of symbols.
    pub fn symbol_count(&self) -> usize {
        self.s.puzzle().symbol_count()
    }
    /// The characters that show symbols `0..=symbol_count` (`.` first).
    pub fn symbol_chars(&self) -> String {
        (0..=self.s.puzzle().symbol_count() as u8)
            .map(|v| self.s.puzzle().symbol_char(v))
            .collect()
    }
    /// Current cells, 0 = empty.
    pub fn cells(&self) -> Vec<u8> {
        self.s.cells().to_vec()
    }
    /// 1 where the cell is a given.
    pub fn givens(&self) -> Vec<u8> {
        self.s
            .puzzle()
            .cells()
            .iter()
            .map(|&v| (v != 0) as u8)
            .collect()
    }
    /// Pencil marks per cell as bit sets (bit s = symbol s).
    pub fn marks(&self) -> Vec<u32> {
        self.s.marks().iter().map(|m| m.0).collect()
    }
    /// Per cell, the player's corner marks (bit s: symbol s).
    pub fn corner_marks(&self) -> Vec<u32> {
        self.s.corner().iter().map(|m| m.0).collect()
    }
    /// Per cell, the colours the player gave it (bit k: colour k, 1 to 9).
    pub fn colours(&self) -> Vec<u32> {
        self.s.colours().iter().map(|m| m.0).collect()
    }
    /// Cells that break a rule.
    pub fn conflicts(&self) -> Vec<u16> {
        self.s.conflicts()
    }
    /// Each broken rule in words, with its cells.
    pub fn violations(&self) -> Vec<String> {
        let n = self.s.side();
        self.s
            .current()
            .violations()
            .iter()
            .map(|v| v.describe(n))
            .collect()
    }
    pub fn is_solved(&self) -> bool {
        self.s.is_solved()
    }
    /// Whole lines that break a rule as lines (over-full or duplicated binary rows and columns), as flat
    /// pairs: kind (0 = row, 1 = column), index; the page marks these lines.
    pub fn broken_lines(&self) -> Vec<u16> {
        use crate::core::cell::Unit;
        let mut pairs: Vec<[u16; 2]> = self
            .s
            .current()
            .violations()
            .iter()
            .flat_map(|v| v.lines.iter())
            .filter_map(|u| match *u {
                Unit::Row(i) => Some([0, i as u16]),
                Unit::Col(i) => Some([1, i as u16]),
                Unit::Block(_)
                | Unit::Region(_)
                | Unit::Diagonal(_)
                | Unit::Window(_)
                | Unit::Cage(_) => None,
            })
            .collect();
        crate::core::sort::sort(&mut pairs);
        pairs.dedup();
        pairs.concat()
    }
    /// One change to each of `cells` (the player's selection), as one move. `what`: "place" (`sym` entered),
    /// "note" and "corner" (note or corner mark `sym` on or off, by `on`), "colour" (colour `sym` on or off; 0:
    /// every colour off), "erase" (what is on top: entries, else notes and corner marks, else colours) or
    /// "clear" (everything: Restart, with every cell). Throws for a given (that takes no entry, note or corner
    /// mark) or an out-of-range value, changing nothing. Fill notes is `apply_moves` with the cells to fill.
    pub fn edit(&mut self, cells: Vec<u16>, what: &str, sym: u8, on: bool) -> Result<(), JsError> {
        let edit = match what {
            "place" => Edit::Place(sym),
            "note" => Edit::Note(sym, on),
            "corner" => Edit::Corner(sym, on),
            "colour" => Edit::Colour(sym, on),
            "erase" => Edit::Erase,
            "clear" => Edit::Clear,
            _ => return Err(js_err(crate::tr!("error-no-such-change", change = what))),
        };
        self.s.edit(&cells, edit).map_err(js_err)
    }
    pub fn set_auto_clean_marks(&mut self, on: bool) {
        self.s.auto_clean_marks = on;
    }
    pub fn undo(&mut self) -> Result<(), JsError> {
        self.s.undo().map_err(js_err)
    }
    pub fn redo(&mut self) -> Result<(), JsError> {
        self.s.redo().map_err(js_err)
    }
    /// Per cell, the number of the move that put in its entry (0: a given or empty): see `Session::fill_order`.
    pub fn fill_order(&self) -> Vec<u32> {
        self.s.fill_order()
    }
    pub fn can_undo(&self) -> bool {
        self.s.can_undo()
    }
    pub fn can_redo(&self) -> bool {
        self.s.can_redo()
    }
    #[cfg(feature = "teach")]
    /// The hint for the current position: a wrong entry first; for a player without notes the next
    /// placement and its proof; with notes, the next step. Throws when solved or not uniquely solvable.
    pub fn hint(&self) -> Result<Hint, JsError> {
        let plan = self.s.plan().map_err(js_err)?;
        Ok(Hint::new(&plan, self.s.puzzle()))
    }
    #[cfg(feature = "teach")]
    /// Finds the hint and carries it out (what the third press does); returns it.
    pub fn apply_hint(&mut self) -> Result<Hint, JsError> {
        let plan = self.s.plan().map_err(js_err)?;
        self.s.apply_plan(&plan).map_err(js_err)?;
        Ok(Hint::new(&plan, self.s.puzzle()))
    }
    /// Carries out a hint found earlier (by `hint`, maybe in a worker, on this same position): `erase` and
    /// `fill` are cells, `placements` and `eliminations` flat pairs cell, symbol, ... Wrong entries are erased,
    /// cells to fill get their candidates as notes, digits are placed (clearing notes as a typed digit does) and
    /// eliminations leave the notes that hold them. One undoable move.
    pub fn apply_moves(
        &mut self,
        placements: Vec<u16>,
        eliminations: Vec<u16>,
        fill: Vec<u16>,
        erase: Vec<u16>,
    ) -> Result<(), JsError> {
        let max = self.s.puzzle().symbol_count() as u16;
        let bad = |v: &[u16]| v.len() % 2 == 1 || v.chunks(2).any(|p| p[1] == 0 || p[1] > max);
        if bad(&placements) || bad(&eliminations) {
            return Err(js_err(crate::tr!("error-moves")));
        }
        let pairs =
            |v: &[u16]| -> Vec<(u16, u8)> { v.chunks(2).map(|p| (p[0], p[1] as u8)).collect() };
        let moves = Moves {
            fill,
            placements: pairs(&placements),
            eliminations: pairs(&eliminations),
            erase,
        };
        self.s.apply_moves(&moves).map_err(js_err)
    }
    #[cfg(feature = "teach")]
    /// Checks this game as the answer to the practice position `start_save` (a save from
    /// `practice_position`): right, partly right (with what was missed), wrong (why) or nothing marked yet;
    /// `all`: against every instance of the technique there ("Find them all", [`crate::learn::check_all`]).
    pub fn practice_check(&self, start_save: &str, all: bool) -> Result<PracticeVerdict, JsError> {
        let start = Session::load(start_save).map_err(js_err)?;
        let v = match all {
            true => crate::learn::check_all(&start, &self.s),
            false => crate::learn::check(&start, &self.s),
        }
        .map_err(js_err)?;
        Ok(PracticeVerdict {
            outcome: v.outcome.id().into(),
            text: v.text,
            missed: flat_pairs(&v.missed),
            wrong: v.wrong,
        })
    }
    /// Entries that contradict the solution.
    pub fn wrong_entries(&self) -> Vec<u16> {
        self.s.wrong_entries()
    }
    /// Empty cells whose notes leave out the solution's value.
    pub fn wrong_notes(&self) -> Vec<u16> {
        self.s.wrong_notes()
    }
    /// Fills `cell` from the solution, or every wrong or empty cell when `cell` is negative.
    pub fn reveal(&mut self, cell: i32) -> Result<(), JsError> {
        self.s.reveal(usize::try_from(cell).ok()).map_err(js_err)
    }
    #[cfg(feature = "teach")]
    /// The puzzle's level and the hardest technique it needs (its id: `technique_name` names it).
    pub fn grade(&self) -> Result<super::teach::Grade, JsError> {
        let g = self.s.puzzle().grade().map_err(js_err)?;
        Ok(super::teach::Grade {
            level: g.level.name().into(),
            hardest: g.hardest.id(),
        })
    }
    #[cfg(feature = "teach")]
    /// The puzzle's Sudoku Explainer rating as it is written (`7.2`), or empty for a puzzle it does not rate (not
    /// a plain 9×9 Sudoku with one solution).
    pub fn se_rating(&self) -> String {
        crate::position::rating(self.s.puzzle(), None).map_or(String::new(), |r| r.to_string())
    }
    /// Solutions of the puzzle counted up to `limit`.
    pub fn count_solutions(&self, limit: u32) -> u32 {
        self.s.puzzle().count_solutions(limit as usize) as u32
    }
}

/// Counts solutions of a game ID up to `limit`.
#[wasm_bindgen]
pub fn count_solutions(id: &str, limit: u32) -> Result<u32, JsError> {
    Ok(AnyPuzzle::parse(id)
        .map_err(js_err)?
        .count_solutions(limit as usize) as u32)
}

/// The solved grid as a game ID; throws when there is no solution or more than one.
#[wasm_bindgen]
pub fn solve(id: &str) -> Result<String, JsError> {
    let p = AnyPuzzle::parse(id).map_err(js_err)?;
    match p.solution() {
        Some(sol) => Ok(p.with_cells(&sol).game_id()),
        None if p.count_solutions(1) == 0 => Err(js_err(crate::tr!("error-no-solution"))),
        None => Err(js_err(crate::tr!("error-several-solutions"))),
    }
}
