//! The wasm boundary: the only file that uses wasm-bindgen. It converts types and errors, nothing else.
//! Every export returns `Result<_, JsError>`; a panic hook reports anything unexpected to the console.
//! Items under `#[cfg(feature = "teach")]` are the teaching engine's (hints, grading, generation, the technique
//! library and practice, the solve replay, the import verdict): only the workers' module (www/pkg-teach) has
//! them; the page's module (www/pkg, built without the feature) is the game alone (`./build.sh build`).

use crate::any::AnyPuzzle;
#[cfg(feature = "teach")]
use crate::any::Kind;
use crate::plan::{Plan, PlanKind};
#[cfg(feature = "teach")]
use crate::puzzle::GenerateOptions;
use crate::session::Session;
#[cfg(feature = "teach")]
use crate::step::{Level, Step};
use wasm_bindgen::prelude::*;

fn js_err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Installs the panic hook (runs once when the module starts).
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("deduce: internal error: {info}").into());
    }));
}

#[cfg(feature = "teach")]
fn flat_pairs(v: &[(u16, u8)]) -> Vec<u16> {
    v.iter().flat_map(|&(c, s)| [c, s as u16]).collect()
}

#[cfg(feature = "teach")]
/// One step of a hint's proof, as plain read-only fields.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone)]
pub struct HintStep {
    /// Technique name, as a player reads it.
    #[wasm_bindgen(readonly)]
    pub technique: String,
    /// Stable technique id (`hidden-single`).
    #[wasm_bindgen(readonly)]
    pub technique_id: String,
    /// The step's tier-1 text: technique and where to look.
    #[wasm_bindgen(readonly)]
    pub summary: String,
    /// The step's explanation.
    #[wasm_bindgen(readonly)]
    pub explanation: String,
    /// Units the step is about, as text (`row 3`).
    #[wasm_bindgen(readonly)]
    pub units: Vec<String>,
    /// The same units as flat pairs: kind, index (codes of `unit_code`), for the page to find their cells.
    #[wasm_bindgen(readonly)]
    pub unit_codes: Vec<u16>,
    /// Cells that prove it.
    #[wasm_bindgen(readonly)]
    pub evidence: Vec<u16>,
    /// Placements as flat pairs: cell, symbol, cell, symbol, ...
    #[wasm_bindgen(readonly)]
    pub placements: Vec<u16>,
    /// Eliminations as flat pairs: cell, symbol, ...
    #[wasm_bindgen(readonly)]
    pub eliminations: Vec<u16>,
    /// The figure, as flat arrays (encoding below, on `role_code`).
    #[wasm_bindgen(readonly)]
    pub fig_cands: Vec<u16>,
    #[wasm_bindgen(readonly)]
    pub fig_cells: Vec<u16>,
    #[wasm_bindgen(readonly)]
    pub fig_units: Vec<u16>,
    #[wasm_bindgen(readonly)]
    pub fig_links: Vec<u16>,
    #[wasm_bindgen(readonly)]
    pub fig_branches: Vec<u16>,
}

#[cfg(feature = "teach")]
/// Figure encoding (all `u16`). Role codes: 0 key, 1 base, 2 cover, 3 fin, 4 pivot, 5 pincer, 6 corner,
/// 7 colour A, 8 colour B, 16 + k: the k-th almost locked set. Unit kinds: 0 row, 1 column, 2 block, 3 region,
/// 4 diagonal, 5 Killer cage (index: the cage's number in order of each cage's first cell, as its sums).
/// - `fig_cands`: triples cell, symbol, role;
/// - `fig_cells`: pairs cell, role;
/// - `fig_units`: triples kind, index (0-based), role;
/// - `fig_links`: per link in chain order: strong (1) or weak (0), then the `from` node and the `to` node,
///   each as symbol, cell count k, k cells;
/// - `fig_branches`: per implication of a forcing step, six numbers: branch index, cell, symbol, placed (1) or
///   removed (0), reason (0 assumption, 1 only candidate, 2 only place in a unit, 3 a seeing cell holds it,
///   4 other), reason argument (2: unit kind * 256 + index; 3: the cell; else 0).
fn role_code(r: crate::step::Role) -> u16 {
    use crate::step::Role::*;
    match r {
        Key => 0,
        Base => 1,
        Cover => 2,
        Fin => 3,
        Pivot => 4,
        Pincer => 5,
        Corner => 6,
        ColourA => 7,
        ColourB => 8,
        Als(k) => 16 + k as u16,
    }
}

#[cfg(feature = "teach")]
/// Kind (0 row, 1 column, 2 block, 3 region, 4 diagonal: 0 main, 1 anti, 5 Killer cage: its number in order
/// of each cage's first cell, as in `Game::cages`) and index.
fn unit_code(u: crate::step::Unit) -> (u16, u16) {
    use crate::step::Unit::*;
    match u {
        Row(i) => (0, i as u16),
        Col(i) => (1, i as u16),
        Block(i) => (2, i as u16),
        Region(i) => (3, i as u16),
        Diagonal(i) => (4, i as u16),
        Cage(k) => (5, k as u16),
    }
}

#[cfg(feature = "teach")]
/// Units as flat pairs kind, index (`unit_code`).
fn unit_codes(units: &[crate::step::Unit]) -> Vec<u16> {
    units
        .iter()
        .flat_map(|&u| <[u16; 2]>::from(unit_code(u)))
        .collect()
}

#[cfg(feature = "teach")]
impl From<&Step> for HintStep {
    fn from(s: &Step) -> HintStep {
        use crate::step::Reason;
        let f = &s.figure;
        let (mut cands, mut cells, mut units) = (Vec::new(), Vec::new(), Vec::new());
        for &(c, v, r) in &f.candidates {
            cands.extend([c, v as u16, role_code(r)]);
        }
        for &(c, r) in &f.cells {
            cells.extend([c, role_code(r)]);
        }
        for &(u, r) in &f.units {
            let (k, i) = unit_code(u);
            units.extend([k, i, role_code(r)]);
        }
        let mut links = Vec::new();
        for l in &f.links {
            links.push(l.strong as u16);
            for nd in [&l.from, &l.to] {
                links.extend([nd.symbol as u16, nd.cells.len() as u16]);
                links.extend(&nd.cells);
            }
        }
        let mut branches = Vec::new();
        for (b, imps) in f.branches.iter().enumerate() {
            for i in imps {
                let (reason, arg) = match &i.reason {
                    Reason::Assumption => (0, 0),
                    Reason::OnlyCandidate => (1, 0),
                    Reason::OnlyPlace(u) => {
                        let (k, i) = unit_code(*u);
                        (2, k * 256 + i)
                    }
                    Reason::Sees(c) => (3, *c),
                    Reason::Other(_) => (4, 0),
                };
                branches.extend([
                    b as u16,
                    i.cell,
                    i.symbol as u16,
                    i.placed as u16,
                    reason,
                    arg,
                ]);
            }
        }
        HintStep {
            technique: s.technique.name().into(),
            technique_id: s.technique.id(),
            summary: s.summary(),
            explanation: s.explanation.clone(),
            units: s.units.iter().map(|u| u.to_string()).collect(),
            unit_codes: unit_codes(&s.units),
            evidence: s.evidence.clone(),
            placements: flat_pairs(&s.placements),
            eliminations: flat_pairs(&s.eliminations),
            fig_cands: cands,
            fig_cells: cells,
            fig_units: units,
            fig_links: links,
            fig_branches: branches,
        }
    }
}

#[cfg(feature = "teach")]
/// A hint, as plain read-only fields (no setters: JS only reads them): the proof (`steps`), its texts, and the
/// moves the third press makes (`fill`, `placements`, `eliminations`, `erase`: see `Game.apply_moves`).
#[wasm_bindgen(getter_with_clone)]
pub struct Hint {
    /// The panel's title: technique name(s) as a player reads them, or `Mistake`.
    #[wasm_bindgen(readonly)]
    pub technique: String,
    /// Stable id of the hardest technique of the proof (`hidden-single`).
    #[wasm_bindgen(readonly)]
    pub technique_id: String,
    /// Tier 1: technique(s) and where to look.
    #[wasm_bindgen(readonly)]
    pub summary: String,
    /// Tier 2: every step's explanation, one per line.
    #[wasm_bindgen(readonly)]
    pub explanation: String,
    /// Units the proof is about, as text (`row 3`).
    #[wasm_bindgen(readonly)]
    pub units: Vec<String>,
    /// The same units as flat pairs: kind, index (see `HintStep::unit_codes`).
    #[wasm_bindgen(readonly)]
    pub unit_codes: Vec<u16>,
    /// Cells to highlight.
    #[wasm_bindgen(readonly)]
    pub evidence: Vec<u16>,
    /// What the third press places, as flat pairs: cell, symbol, cell, symbol, ...
    #[wasm_bindgen(readonly)]
    pub placements: Vec<u16>,
    /// What the proof eliminates, as flat pairs: cell, symbol, ... (the third press removes them from notes
    /// when `action` is `notes` or `fill-notes`).
    #[wasm_bindgen(readonly)]
    pub eliminations: Vec<u16>,
    /// True when the hint reports a wrong entry (or wrong notes).
    #[wasm_bindgen(readonly)]
    pub mistake: bool,
    /// What the third press does: `place`, `notes` (applies the step to the notes), `fill-notes` (no digit
    /// can be placed within a few steps: fills in the notes of the cells involved and applies the step to
    /// them), `erase` (erases the wrong entry).
    #[wasm_bindgen(readonly)]
    pub action: String,
    /// Empty cells whose notes the third press sets to their candidates first.
    #[wasm_bindgen(readonly)]
    pub fill: Vec<u16>,
    /// Entries the third press erases.
    #[wasm_bindgen(readonly)]
    pub erase: Vec<u16>,
    /// The proof in order; the last step is the placement when `action` is `place`.
    #[wasm_bindgen(readonly)]
    pub steps: Vec<HintStep>,
}

#[cfg(feature = "teach")]
impl Hint {
    fn new(p: &Plan, side: usize) -> Hint {
        let mut seen: Vec<crate::step::Unit> = Vec::new();
        for &u in p.steps.iter().flat_map(|s| s.units.iter()) {
            if !seen.contains(&u) {
                seen.push(u);
            }
        }
        let applied_elims = match p.kind {
            PlanKind::Notes | PlanKind::FillNotes => p.eliminations.clone(),
            _ => p
                .steps
                .iter()
                .flat_map(|s| s.eliminations.iter().copied())
                .collect(),
        };
        Hint {
            technique: if p.is_mistake() {
                "Mistake".into()
            } else {
                p.title()
            },
            technique_id: p.technique().id(),
            summary: p.summary(side),
            explanation: p.explanation(),
            units: seen.iter().map(|u| u.to_string()).collect(),
            unit_codes: unit_codes(&seen),
            evidence: p.evidence(),
            placements: flat_pairs(&p.placements),
            eliminations: flat_pairs(&applied_elims),
            mistake: p.is_mistake(),
            action: p.kind.id().into(),
            fill: p.fill.clone(),
            erase: p.erase.clone(),
            steps: p
                .steps
                .iter()
                .map(|s| {
                    let mut h = HintStep::from(s);
                    h.summary = s.summary_in(side);
                    h
                })
                .collect(),
        }
    }
}

#[cfg(feature = "teach")]
/// A generated puzzle with its true label.
#[wasm_bindgen(getter_with_clone)]
pub struct GeneratedPuzzle {
    #[wasm_bindgen(readonly)]
    pub game_id: String,
    #[wasm_bindgen(readonly)]
    pub level: String,
    #[wasm_bindgen(readonly)]
    pub hardest: String,
    /// Clues not proven needed (the check gave up at its work limit: only 16×16 and 25×25 leave any); the
    /// puzzle is unique, but these may be redundant. 0: proven irreducible.
    #[wasm_bindgen(readonly)]
    pub undecided: u32,
}

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
    /// The region of each cell (`0..side`) of a Jigsaw, for its outlines and the hint figures of a region;
    /// empty for the other kinds.
    pub fn regions(&self) -> Vec<u8> {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => match &p.geometry().layout {
                crate::sudoku::Layout::Regions(r) => r.clone(),
                _ => vec![],
            },
            AnyPuzzle::Binary(_) => vec![],
        }
    }
    /// Killer: the cage of each cell, numbered in order of each cage's first cell (the order of the game ID's
    /// sums); empty for the other kinds.
    pub fn cages(&self) -> Vec<u16> {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => {
                let g = p.geometry();
                (0..g.n * g.n)
                    .map_while(|c| g.cage_of(c).map(|k| k as u16))
                    .collect()
            }
            AnyPuzzle::Binary(_) => vec![],
        }
    }
    /// Killer: each cage's sum, in cage order (0: a cage without a sum); empty for the other kinds.
    pub fn cage_sums(&self) -> Vec<u16> {
        match self.s.puzzle() {
            AnyPuzzle::Sudoku(p) => p.geometry().cages().iter().map(|c| c.sum).collect(),
            AnyPuzzle::Binary(_) => vec![],
        }
    }
    /// Killer: the digit sets (bit `1 << d`) the cage holding `cell` can still hold with the digits placed in it
    /// now (the keypad's help); empty when none fits, or for a cage without a sum. Throws for a cell outside a
    /// cage (every other kind).
    pub fn cage_combinations(&self, cell: usize) -> Result<Vec<u32>, JsError> {
        let AnyPuzzle::Sudoku(p) = self.s.puzzle() else {
            return Err(js_err("only Killer Sudoku has cages"));
        };
        let g = p.geometry();
        let k = (cell < g.n * g.n)
            .then(|| g.cage_of(cell))
            .flatten()
            .ok_or_else(|| js_err(format!("cell {cell} is in no cage")))?;
        let cage = &g.cages()[k];
        if cage.sum == 0 {
            return Ok(vec![]);
        }
        Ok(crate::sudoku::killer::open_combinations(
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
        use crate::step::Unit;
        let mut pairs: Vec<[u16; 2]> = self
            .s
            .current()
            .violations()
            .iter()
            .flat_map(|v| v.lines.iter())
            .filter_map(|u| match *u {
                Unit::Row(i) => Some([0, i as u16]),
                Unit::Col(i) => Some([1, i as u16]),
                Unit::Block(_) | Unit::Region(_) | Unit::Diagonal(_) | Unit::Cage(_) => None,
            })
            .collect();
        crate::sort::sort(&mut pairs);
        pairs.dedup();
        pairs.concat()
    }
    /// Puts symbol `sym` in `cell` (0 clears). Throws for a given or an out-of-range value.
    pub fn set(&mut self, cell: usize, sym: u8) -> Result<(), JsError> {
        self.s.set(cell, sym).map_err(js_err)
    }
    pub fn clear(&mut self, cell: usize) -> Result<(), JsError> {
        self.s.set(cell, 0).map_err(js_err)
    }
    pub fn toggle_mark(&mut self, cell: usize, sym: u8) -> Result<(), JsError> {
        self.s.toggle_mark(cell, sym).map_err(js_err)
    }
    pub fn fill_marks(&mut self) {
        self.s.fill_marks()
    }
    pub fn set_auto_clean_marks(&mut self, on: bool) {
        self.s.auto_clean_marks = on;
    }
    pub fn restart(&mut self) {
        self.s.restart()
    }
    pub fn undo(&mut self) -> Result<(), JsError> {
        self.s.undo().map_err(js_err)
    }
    pub fn redo(&mut self) -> Result<(), JsError> {
        self.s.redo().map_err(js_err)
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
        Ok(Hint::new(&plan, self.s.side()))
    }
    #[cfg(feature = "teach")]
    /// Finds the hint and carries it out (what the third press does); returns it.
    pub fn apply_hint(&mut self) -> Result<Hint, JsError> {
        let plan = self.s.plan().map_err(js_err)?;
        self.s.apply_plan(&plan).map_err(js_err)?;
        Ok(Hint::new(&plan, self.s.side()))
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
            return Err(js_err(
                "moves must be pairs of cell and symbol, with symbols in range",
            ));
        }
        let pairs =
            |v: &[u16]| -> Vec<(u16, u8)> { v.chunks(2).map(|p| (p[0], p[1] as u8)).collect() };
        let plan = Plan {
            kind: PlanKind::Notes,
            steps: vec![],
            fill,
            placements: pairs(&placements),
            eliminations: pairs(&eliminations),
            erase,
        };
        self.s.apply_plan(&plan).map_err(js_err)
    }
    #[cfg(feature = "teach")]
    /// Checks this game as the answer to the practice position `start_save` (a save from
    /// `practice_position`): right, partly right (with what was missed), wrong (why) or nothing marked yet.
    pub fn practice_check(&self, start_save: &str) -> Result<PracticeVerdict, JsError> {
        let start = Session::load(start_save).map_err(js_err)?;
        let v = crate::learn::check(&start, &self.s).map_err(js_err)?;
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
    /// Fills `cell` from the solution, or every wrong or empty cell when `cell` is negative.
    pub fn reveal(&mut self, cell: i32) -> Result<(), JsError> {
        self.s.reveal(usize::try_from(cell).ok()).map_err(js_err)
    }
    #[cfg(feature = "teach")]
    /// Level and hardest technique of the puzzle, e.g. `hard:X-wing`.
    pub fn grade(&self) -> Result<String, JsError> {
        let g = self.s.puzzle().grade().map_err(js_err)?;
        Ok(format!("{}:{}", g.level, g.hardest))
    }
    /// Solutions of the puzzle counted up to `limit`.
    pub fn count_solutions(&self, limit: u32) -> u32 {
        self.s.puzzle().count_solutions(limit as usize) as u32
    }
}

#[cfg(feature = "teach")]
/// Generates a puzzle and returns its game ID. `level` and `symmetry` may be empty; the same arguments give
/// the same puzzle.
#[wasm_bindgen]
pub fn generate(
    kind: &str,
    size: u32,
    level: &str,
    symmetry: &str,
    seed: u32,
) -> Result<String, JsError> {
    generate_puzzle(kind, size, level, symmetry, seed, 3000).map(|g| g.game_id)
}

#[cfg(feature = "teach")]
/// Generates a puzzle with its true level, within a time budget in milliseconds.
#[wasm_bindgen]
pub fn generate_puzzle(
    kind: &str,
    size: u32,
    level: &str,
    symmetry: &str,
    seed: u32,
    budget_ms: u32,
) -> Result<GeneratedPuzzle, JsError> {
    let kind = Kind::parse(kind)
        .ok_or_else(|| js_err(format!("unknown puzzle kind '{}'", truncate(kind))))?;
    let level = match level.trim() {
        "" => None,
        l => Some(
            Level::parse(l).ok_or_else(|| js_err(format!("unknown level '{}'", truncate(l))))?,
        ),
    };
    let symmetry = match symmetry.trim() {
        "" => None,
        s => Some(s.to_string()),
    };
    let opts = GenerateOptions {
        size: size as usize,
        level,
        symmetry,
        seed: seed as u64,
        time_budget_ms: budget_ms as u64,
    };
    let g = AnyPuzzle::generate(kind, &opts).map_err(js_err)?;
    Ok(GeneratedPuzzle {
        game_id: g.game_id,
        level: g.level.name().into(),
        hardest: g.hardest.name().into(),
        undecided: g.undecided as u32,
    })
}

#[cfg(feature = "teach")]
/// The engine's logical solve path from a puzzle's givens (the page's replay of a solve): every step as a
/// `HintStep` (its summary naming places as the page does), and its level, in order.
#[wasm_bindgen(getter_with_clone)]
pub struct SolvePath {
    #[wasm_bindgen(readonly)]
    pub steps: Vec<HintStep>,
    /// The level each step's technique gives a puzzle (`easy` … `master`), one per step.
    #[wasm_bindgen(readonly)]
    pub levels: Vec<String>,
}

#[cfg(feature = "teach")]
/// The solve path of a game ID's givens, from the start. Throws when the puzzle has no unique solution, or is
/// too big for the logic (binary grids past the logic's limit).
#[wasm_bindgen]
pub fn solve_path(id: &str) -> Result<SolvePath, JsError> {
    let p = AnyPuzzle::parse(id).map_err(js_err)?;
    let path = p.steps().map_err(js_err)?;
    let side = p.side();
    Ok(SolvePath {
        levels: path
            .iter()
            .map(|s| p.level_of(s.technique).map_or("", |l| l.name()).into())
            .collect(),
        steps: path
            .iter()
            .map(|s| {
                let mut h = HintStep::from(s);
                h.summary = s.summary_in(side);
                h
            })
            .collect(),
    })
}

/// Counts solutions of a game ID up to `limit`.
#[wasm_bindgen]
pub fn count_solutions(id: &str, limit: u32) -> Result<u32, JsError> {
    Ok(AnyPuzzle::parse(id)
        .map_err(js_err)?
        .count_solutions(limit as usize) as u32)
}

#[cfg(feature = "teach")]
/// Counts solutions (up to `limit`) of every puzzle line in `text`, UTF-8 bytes (benchmarks; malformed lines
/// count as `u32::MAX`). Each line goes through [`AnyPuzzle::count_line`], as in the native `deduce bench`.
/// Bytes rather than a string: wasm-bindgen copies a string in with a JavaScript loop per character, which
/// took 0.13 µs of the 2.6 µs per 17-clue line; a `Uint8Array` is copied at once.
#[wasm_bindgen]
pub fn count_lines(text: &[u8], limit: u32) -> Result<Vec<u32>, JsError> {
    let text = std::str::from_utf8(text).map_err(js_err)?;
    Ok(text
        .lines()
        .filter_map(crate::puzzle::puzzle_line)
        .map(|l| AnyPuzzle::count_line(l, limit as usize).map_or(u32::MAX, |c| c as u32))
        .collect())
}

/// The solved grid as a game ID; throws when there is no solution or more than one.
#[wasm_bindgen]
pub fn solve(id: &str) -> Result<String, JsError> {
    let p = AnyPuzzle::parse(id).map_err(js_err)?;
    match p.solution() {
        Some(sol) => Ok(p.with_cells(&sol).game_id()),
        None if p.count_solutions(1) == 0 => Err(js_err("the puzzle has no solution")),
        None => Err(js_err("the puzzle has more than one solution")),
    }
}

#[cfg(feature = "teach")]
fn truncate(s: &str) -> String {
    s.chars().take(20).collect()
}

#[cfg(feature = "teach")]
/// A solved valid binary grid of even side `n` (up to 1000 and more) as a game ID; the same seed gives the
/// same grid.
#[wasm_bindgen]
pub fn solved_binary_grid(n: u32, seed: u32) -> Result<String, JsError> {
    crate::binary::solved_grid(n as usize, seed as u64).map_err(js_err)
}

#[cfg(feature = "teach")]
/// The length of [`solved_binary_grid`]'s game ID, for benchmarks: the same work inside wasm without handing a
/// megabyte of text to JavaScript, so it compares with the native timing of the same call.
#[wasm_bindgen]
pub fn solved_binary_grid_len(n: u32, seed: u32) -> Result<u32, JsError> {
    crate::binary::solved_grid(n as usize, seed as u64)
        .map(|s| s.len() as u32)
        .map_err(js_err)
}

#[cfg(feature = "teach")]
/// Every technique of a family (`sudoku` or `binary`), easiest first, as a flat list of four strings per
/// technique: stable id (`x-wing`), name, level (`easy` … `master`), a short description in plain words.
#[wasm_bindgen]
pub fn techniques(kind: &str) -> Result<Vec<String>, JsError> {
    let kind = Kind::parse(kind)
        .ok_or_else(|| js_err(format!("unknown puzzle kind '{}'", truncate(kind))))?;
    Ok(crate::learn::techniques(kind)
        .into_iter()
        .flat_map(|t| {
            [
                t.technique.id(),
                t.technique.name().into(),
                t.level.name().into(),
                t.description.into(),
            ]
        })
        .collect())
}

#[cfg(feature = "teach")]
/// Seeds known to give technique `id` of `kind` at once (`practice_position` with one of them finds it at the
/// first puzzle); empty for techniques that any seed finds quickly.
#[wasm_bindgen]
pub fn known_seeds(kind: &str, id: &str) -> Result<Vec<u32>, JsError> {
    let kind = Kind::parse(kind)
        .ok_or_else(|| js_err(format!("unknown puzzle kind '{}'", truncate(kind))))?;
    let t = crate::learn::technique(kind, id)
        .ok_or_else(|| js_err(format!("unknown technique '{}'", truncate(id))))?;
    Ok(crate::learn::known_seeds(t).to_vec())
}

#[cfg(feature = "teach")]
/// A position where a technique is the easiest next step, or why none was found.
#[wasm_bindgen(getter_with_clone)]
pub struct PracticePosition {
    #[wasm_bindgen(readonly)]
    pub found: bool,
    /// The seed that reopens this position at once (found), or the next seed to try (not found).
    #[wasm_bindgen(readonly)]
    pub seed: u32,
    /// The game at the position (`Game.load`), notes included; empty when not found.
    #[wasm_bindgen(readonly)]
    pub save: String,
    /// Puzzles tried.
    #[wasm_bindgen(readonly)]
    pub tried: u32,
    /// Not found: why, in words.
    #[wasm_bindgen(readonly)]
    pub message: String,
}

#[cfg(feature = "teach")]
/// Searches puzzles `seed`, `seed + 1`, … (at most `max_puzzles`, within `budget_ms`) for a position where
/// technique `id` of `kind` is the easiest next step (9×9 Sudoku; 8×8–12×12 binary). The same seed gives the
/// same position. Throws for an unknown kind or technique.
#[wasm_bindgen]
pub fn practice_position(
    kind: &str,
    id: &str,
    seed: u32,
    max_puzzles: u32,
    budget_ms: u32,
) -> Result<PracticePosition, JsError> {
    use crate::learn::Search;
    let kind = Kind::parse(kind)
        .ok_or_else(|| js_err(format!("unknown puzzle kind '{}'", truncate(kind))))?;
    let t = crate::learn::technique(kind, id)
        .ok_or_else(|| js_err(format!("unknown technique '{}'", truncate(id))))?;
    Ok(
        match crate::learn::find(kind, t, seed, max_puzzles, budget_ms as u64) {
            Search::Found(f) => PracticePosition {
                found: true,
                seed: f.seed,
                save: f.session.save(),
                tried: f.tried,
                message: String::new(),
            },
            Search::NotFound { tried, timed_out } => PracticePosition {
                found: false,
                seed: seed.wrapping_add(tried),
                save: String::new(),
                tried,
                message: format!(
                    "{} is too rare: no position found in {tried} puzzle{}{}",
                    t.name(),
                    if tried == 1 { "" } else { "s" },
                    if timed_out {
                        " within the time allowed"
                    } else {
                        ""
                    }
                ),
            },
        },
    )
}

#[cfg(feature = "teach")]
/// The answer to a practice position, checked.
#[wasm_bindgen(getter_with_clone)]
pub struct PracticeVerdict {
    /// `right`, `partly`, `wrong` or `nothing`.
    #[wasm_bindgen(readonly)]
    pub outcome: String,
    #[wasm_bindgen(readonly)]
    pub text: String,
    /// What was missed, as flat pairs cell, symbol, ...
    #[wasm_bindgen(readonly)]
    pub missed: Vec<u16>,
    /// Cells with a wrong placement or elimination.
    #[wasm_bindgen(readonly)]
    pub wrong: Vec<u16>,
}
