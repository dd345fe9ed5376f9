//! Learning content the page shows under "Learn": the technique library of each family (id, name and level
//! from the family's catalogue, and a plain-words description in the engine's language, message
//! `about-<id>`), positions where a
//! technique is the easiest next step (examples and practice positions), and the check of a player's answer
//! to a practice position.
//!
//! A position is found from a seed: puzzle `seed` is generated (9×9 Sudoku; a 9×9 Killer for the techniques
//! that read cages; a hard Sudoku with the rule's instances for a rule's technique; binary 8×8, 10×10 or 12×12 by the seed) and played forward with the easiest step each
//! time until the technique is the next step. Puzzles `seed`, `seed + 1`, … are tried until one gives it, at
//! most `max_puzzles` of them (the work bound) and within a time budget (the safety net); the position records
//! the seed of the puzzle that gave it, so that seed reopens the same position at the first try.

use crate::core::binary::Binary;
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::core::clock::now_ms;
use crate::core::error::HintError;
use crate::core::geometry::Geometry;
use crate::family::any::{AnyPuzzle, Kind};
use crate::generate::sudoku::Symmetry;
use crate::hint::mistake::Answer;
use crate::hint::step::Step;
use crate::hint::technique::{Level, Technique};
use crate::human::grid::Grid;
use crate::puzzle::{GenerateOptions, Puzzle};
use crate::session::Session;
use rand::rngs::StdRng;
use rand::SeedableRng;

/// One technique of the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TechniqueInfo {
    pub technique: Technique,
    pub level: Level,
    /// What it is, in plain words, in the engine's language ([`Technique::about`]).
    pub description: String,
    /// Its finders list every instance in a position, so "Find them all" can ask for every one.
    pub lists: bool,
}

/// Every technique of a family that applies to `kind`, easiest first (the family's catalogue), with its
/// description in the engine's language.
pub fn techniques(kind: Kind) -> Vec<TechniqueInfo> {
    rows(kind)
        .into_iter()
        .map(|(technique, level, lists)| TechniqueInfo {
            technique,
            level,
            description: technique.about(),
            lists,
        })
        .collect()
}

/// (technique, level, lists) of every technique of a family that applies to `kind`, easiest first.
fn rows(kind: Kind) -> Vec<(Technique, Level, bool)> {
    match kind {
        Kind::Sudoku | Kind::SudokuX | Kind::Jigsaw | Kind::Killer => {
            use crate::human::catalogue::{Applies, ALL};
            ALL.iter()
                .filter(|r| {
                    r.applies == Applies::Every
                        || kind == Kind::Killer && r.applies == Applies::Killer
                        || kind == Kind::Sudoku && r.applies == Applies::Rules
                })
                .map(|r| (r.technique, r.level, r.lists))
                .collect()
        }
        Kind::Binary | Kind::Tango => {
            use crate::human::binary::catalogue::{applies, ALL};
            ALL.iter()
                .filter(|r| applies(r.technique, kind == Kind::Binary))
                .map(|r| (r.technique, r.level, false))
                .collect()
        }
    }
}

/// The technique of a family with this stable id (`x-wing`).
pub fn technique(kind: Kind, id: &str) -> Option<Technique> {
    rows(kind)
        .into_iter()
        .map(|r| r.0)
        .find(|t| t.id() == id.trim())
}

/// The seeds known to give `t` at once (its catalogue row's; empty for techniques found quickly from any
/// seed): the page starts from these, so even a rare technique opens within its time budget.
pub fn known_seeds(t: Technique) -> &'static [u32] {
    crate::human::catalogue::row(t).map_or(&[], |r| r.seeds)
}

/// A position where a technique is the easiest next step.
pub struct Found {
    /// The seed of the puzzle that gave it: searching from this seed finds it at the first try.
    pub seed: u32,
    /// The game at that position: the puzzle's givens, the cells the easier steps filled, and (Sudoku) the
    /// candidates left as notes.
    pub session: Session,
    /// The step the technique takes there.
    pub step: Step,
    /// Puzzles tried.
    pub tried: u32,
}

/// What a search gives.
pub enum Search {
    Found(Box<Found>),
    /// No puzzle of those tried gave the technique; `timed_out` when the time budget, not the count, ended it.
    NotFound {
        tried: u32,
        timed_out: bool,
    },
}

/// Searches puzzles `seed`, `seed + 1`, … (at most `max_puzzles`, within `budget_ms`) for a position where
/// `t` is the easiest next step. The same seed always gives the same position when it finds one.
pub fn find(kind: Kind, t: Technique, seed: u32, max_puzzles: u32, budget_ms: u64) -> Search {
    let deadline = now_ms() + budget_ms as f64;
    for k in 0..max_puzzles {
        if k > 0 && now_ms() > deadline {
            return Search::NotFound {
                tried: k,
                timed_out: true,
            };
        }
        let s = seed.wrapping_add(k);
        let hit = match kind {
            Kind::Binary => binary_try(t, s, false),
            Kind::Tango => binary_try(t, s, true),
            // The Killer techniques read cages: their positions are 9×9 Killers. The other Sudoku
            // techniques' positions are plain 9×9 Sudoku for every Sudoku kind.
            Kind::Killer if killer_only(t) => killer_try(t, s),
            // A rule's technique reads its rule: its positions are Sudoku with that rule's instances.
            Kind::Sudoku if rule_family(t).is_some() => rules_try(t, s),
            Kind::Sudoku | Kind::SudokuX | Kind::Jigsaw | Kind::Killer => sudoku_try(t, s),
        };
        if let Some((session, step)) = hit {
            return Search::Found(Box::new(Found {
                seed: s,
                session,
                step,
                tried: k + 1,
            }));
        }
    }
    Search::NotFound {
        tried: max_puzzles,
        timed_out: false,
    }
}

/// The random stream of puzzle `seed` (mixed, so neighbouring seeds give unrelated puzzles).
fn rng(seed: u32) -> StdRng {
    StdRng::seed_from_u64(0x9E37_79B9_7F4A_7C15 ^ ((seed as u64) << 1 | 1))
}

/// The side a kind's techniques are practised on when their catalogue row names none (a rule's technique
/// names its own): 8×8 binary, 6×6 Tango, 9×9 Sudoku and its variants.
pub fn practice_side(kind: Kind) -> usize {
    match kind {
        Kind::Binary => 8,
        Kind::Tango => 6,
        _ => 9,
    }
}

/// Does `t` apply to Killer puzzles only (it reads cage sums)?
fn killer_only(t: Technique) -> bool {
    use crate::human::catalogue::{row, Applies};
    row(t).is_some_and(|r| r.applies == Applies::Killer)
}

/// The generator's family and the side of the puzzles a rule's technique is shown on (its catalogue row).
fn rule_family(t: Technique) -> Option<(&'static str, usize)> {
    crate::human::catalogue::row(t).and_then(|r| r.family)
}

/// A hard puzzle of the technique's rule family (9×9, or the side its row names) from the seed, played forward
/// with the easiest steps until `t` is next.
fn rules_try(t: Technique, seed: u32) -> Option<(Session, Step)> {
    let (family, side) = rule_family(t)?;
    let opts = GenerateOptions {
        size: side,
        level: Some(Level::Hard),
        symmetry: None,
        seed: seed as u64,
        time_budget_ms: 2000,
    };
    let families = crate::rules::family::parse(family).ok()?;
    let g = crate::generate::rules::generate(&opts, &families).ok()?;
    match AnyPuzzle::parse(&g.game_id).ok()? {
        AnyPuzzle::Sudoku(p) => play_to(t, p),
        AnyPuzzle::Binary(_) => None,
    }
}

/// A 9×9 puzzle from the seed, played forward with the easiest steps until `t` is next.
fn sudoku_try(t: Technique, seed: u32) -> Option<(Session, Step)> {
    let geo = Geometry::get(3, 3);
    let p = crate::generate::sudoku::irreducible(&geo, Symmetry::None, &mut rng(seed));
    play_to(t, p)
}

/// A 9×9 Killer of the technique's level from the seed, played forward with the easiest steps until `t` is
/// next.
fn killer_try(t: Technique, seed: u32) -> Option<(Session, Step)> {
    let opts = GenerateOptions {
        size: 9,
        level: Some(crate::human::catalogue::level(t)),
        symmetry: None,
        seed: seed as u64,
        time_budget_ms: 2000,
    };
    let g = crate::generate::killer::generate(&opts).ok()?;
    match AnyPuzzle::parse(&g.game_id).ok()? {
        AnyPuzzle::Sudoku(p) => play_to(t, p),
        AnyPuzzle::Binary(_) => None,
    }
}

/// `p` played forward with the easiest steps until `t` is next: the position (the cells filled, the candidates
/// left as notes) and that step; `None` when the solve never takes `t` (or only past a forcing chain).
fn play_to(t: Technique, p: crate::core::sudoku::Sudoku) -> Option<(Session, Step)> {
    let mut g = Grid::new(&p, None);
    while !g.is_complete() {
        let step = crate::human::solver::next_step(&g)?;
        if step.technique == t {
            let marks: Vec<Candidates> = (0..g.cells.len())
                .map(|i| {
                    if g.cells[i] == 0 {
                        g.cands[i]
                    } else {
                        Candidates::EMPTY
                    }
                })
                .collect();
            let session = Session::at_position(AnyPuzzle::Sudoku(p), &g.cells, &marks);
            return Some((session, step));
        }
        // a forcing chain is the last resort and the costliest step: past it, the search moves on
        if step.technique == Technique::ForcingChain {
            return None;
        }
        g.apply(&step);
    }
    None
}

/// A binary puzzle (8×8, 10×10 or 12×12 by the seed; Tango: 6×6 or 8×8) of the technique's level, played
/// forward until `t` is next.
fn binary_try(t: Technique, seed: u32, tango: bool) -> Option<(Session, Step)> {
    let n = if tango {
        [6, 8][seed as usize % 2]
    } else {
        [8, 10, 12][seed as usize % 3]
    };
    let opts = GenerateOptions {
        size: n,
        level: Some(crate::human::binary::catalogue::level(t)),
        symmetry: None,
        seed: seed as u64,
        time_budget_ms: 2000,
    };
    let g = if tango {
        crate::generate::binary::generate_tango(&opts).ok()?
    } else {
        crate::generate::binary::generate(&opts).ok()?
    };
    let p = Binary::parse(&g.game_id).ok()?;
    let solution = p.solution()?;
    let mut b = p.board();
    while !b.is_complete() {
        let step = crate::human::binary::solver::next_step(&b, Some(&solution))?;
        if step.technique == t {
            let cells = b.to_cells();
            let marks = vec![Candidates::EMPTY; n * n];
            let session = Session::at_position(AnyPuzzle::Binary(p), &cells, &marks);
            return Some((session, step));
        }
        for &(c, s) in &step.placements {
            if b.symbol(c as usize) == 0 {
                b.set(c as usize, s - 1);
            }
        }
    }
    None
}

/// How a practice answer went.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every placement or elimination of the step, and nothing else.
    Right,
    /// Some of them, nothing wrong: `missed` lists the rest.
    Partly,
    /// A placement or elimination the step does not make.
    Wrong,
    /// Nothing marked yet.
    Nothing,
}

impl Outcome {
    pub fn id(self) -> &'static str {
        match self {
            Outcome::Right => "right",
            Outcome::Partly => "partly",
            Outcome::Wrong => "wrong",
            Outcome::Nothing => "nothing",
        }
    }
}

/// The check of a practice answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub outcome: Outcome,
    /// What the player reads: right, which were missed, or what is wrong and why.
    pub text: String,
    /// Placements and eliminations of the step the player has not made.
    pub missed: Vec<(Cell, Symbol)>,
    /// Cells where the player did something the step does not.
    pub wrong: Vec<Cell>,
}

/// Checks the player's game `now` against the practice position `start`: the player should make the
/// placements of the technique's step there (type the digit) or its eliminations (take the notes off).
/// Notes taken off a cell's peers by a placed digit (the automatic clean-up) are not counted.
pub fn check(start: &Session, now: &Session) -> Result<Verdict, HintError> {
    let step = practice_step(start, now)?;
    let m = compare(start, now, std::slice::from_ref(&step));
    let p = now.puzzle();
    let name = step.technique.called();
    let (outcome, text) = match m.first_wrong {
        Some((c, s, true)) => (Outcome::Wrong, wrong_placement(&step, now, c, s)),
        Some((c, s, false)) => (Outcome::Wrong, wrong_removal(&step, start, c, s)),
        None if m.missed.is_empty() => (
            Outcome::Right,
            crate::tr!("verdict-right", line = step.line()),
        ),
        // binary puzzles have no notes: their steps place
        None if m.done == 0 => (
            Outcome::Nothing,
            match step.eliminations.is_empty() {
                true => crate::tr!("verdict-nothing-place", technique = name),
                false => crate::tr!("verdict-nothing-notes", technique = name),
            },
        ),
        None => {
            let list: Vec<String> = m
                .missed
                .iter()
                .map(|&(c, s)| {
                    let (digit, cell) = (p.symbol_char(s), cell_name(c, p.side()));
                    match m.place[c as usize] == s {
                        true => crate::tr!("verdict-missed-place", digit = digit, cell = cell),
                        false => crate::tr!("verdict-missed-remove", digit = digit, cell = cell),
                    }
                })
                .collect();
            (
                Outcome::Partly,
                crate::tr!(
                    "verdict-partly",
                    done = m.done,
                    total = m.done + m.missed.len(),
                    missed = list.join(&crate::tr!("list-sep"))
                ),
            )
        }
    };
    Ok(Verdict {
        outcome,
        text,
        missed: m.missed,
        wrong: m.wrong,
    })
}

/// "Find them all": checks the player's game `now` against every instance of the practice position's technique
/// in `start` (Sudoku; the techniques whose finders list their instances): each instance is found when all its
/// placements are made and eliminations taken off; a move no instance makes is wrong.
pub fn check_all(start: &Session, now: &Session) -> Result<Verdict, HintError> {
    let step = practice_step(start, now)?;
    let here = crate::paste::Position {
        puzzle: start.puzzle().with_cells(start.cells()),
        marks: Some(start.marks().to_vec()),
    };
    let all: Vec<Step> = crate::position::all_steps(&here)?
        .into_iter()
        .filter(|st| st.technique == step.technique)
        .collect();
    let m = compare(start, now, &all);
    let p = now.puzzle();
    let n = p.side();
    let name = step.technique.called();
    // an instance is found when the player made all of it
    let missed: Vec<&Step> = all
        .iter()
        .filter(|st| {
            st.placements
                .iter()
                .chain(&st.eliminations)
                .any(|e| m.missed.contains(e))
        })
        .collect();
    let found = all.len() - missed.len();
    let steps = |v: &[&Step]| {
        v.iter()
            .map(|st| st.explanation.as_str())
            .collect::<Vec<_>>()
            .join(&crate::tr!("verdict-steps-sep"))
    };
    let (outcome, text) = match m.first_wrong {
        Some((c, s, true)) => (Outcome::Wrong, wrong_placement(&step, now, c, s)),
        Some((c, s, false)) => (
            Outcome::Wrong,
            crate::tr!(
                "verdict-all-not-removed",
                technique = name,
                digit = p.symbol_char(s),
                cell = cell_name(c, n)
            ),
        ),
        None if missed.is_empty() => (
            Outcome::Right,
            crate::tr!(
                "verdict-all-right",
                count = all.len(),
                steps = steps(&all.iter().collect::<Vec<_>>())
            ),
        ),
        None if m.done == 0 => (
            Outcome::Nothing,
            crate::tr!("verdict-all-nothing", count = all.len(), technique = name),
        ),
        None => (
            Outcome::Partly,
            crate::tr!(
                "verdict-all-partly",
                found = found,
                count = all.len(),
                steps = steps(&missed)
            ),
        ),
    };
    Ok(Verdict {
        outcome,
        text,
        missed: m.missed,
        wrong: m.wrong,
    })
}

/// The practice position's step (the technique practised), after checking that `now` is its puzzle.
fn practice_step(start: &Session, now: &Session) -> Result<Step, HintError> {
    if start.puzzle() != now.puzzle() {
        return Err(HintError::BadGrid(crate::tr!("error-practice-other")));
    }
    match start.hint()? {
        Answer::Next(step) => Ok(step),
        _ => Err(HintError::BadGrid(crate::tr!("error-practice-wrong"))),
    }
}

/// The player's moves from `start` to `now` against the effects of `steps` together.
struct Comparison {
    /// The symbol each cell is to take (0: none).
    place: Vec<Symbol>,
    /// Effects made.
    done: usize,
    /// Effects not made.
    missed: Vec<(Cell, Symbol)>,
    /// Cells where the player did something no step does, and the first such move (cell, symbol, placed).
    wrong: Vec<Cell>,
    first_wrong: Option<(Cell, Symbol, bool)>,
}

fn compare(start: &Session, now: &Session, steps: &[Step]) -> Comparison {
    let p = now.puzzle();
    let (sc, sm, nc, nm) = (start.cells(), start.marks(), now.cells(), now.marks());
    // the steps per cell: the symbol they place, the symbols they remove (bit s)
    let mut place = vec![0; sc.len()];
    let mut elim = vec![0u32; sc.len()];
    for step in steps {
        for &(c, s) in &step.placements {
            place[c as usize] = s;
        }
        for &(c, s) in &step.eliminations {
            elim[c as usize] |= 1 << s;
        }
    }
    let (mut done, mut missed, mut wrong) = (0, Vec::new(), Vec::new());
    let mut first_wrong = None;
    for i in (0..sc.len()).filter(|&i| sc[i] == 0) {
        let v = nc[i];
        let mut gone = if v == 0 { sm[i].0 & !nm[i].0 } else { 0 };
        for &q in p.peers(i) {
            let w = nc[q as usize];
            if w != 0 && sc[q as usize] == 0 && elim[i] & 1 << w == 0 {
                gone &= !(1 << w);
            }
        }
        let bad = gone & !elim[i];
        if (v != 0 && v != place[i]) || bad != 0 {
            wrong.push(i as Cell);
            let s = if v != 0 {
                v
            } else {
                bad.trailing_zeros() as Symbol
            };
            first_wrong.get_or_insert((i as Cell, s, v != 0));
        }
        if place[i] != 0 && v != place[i] {
            missed.push((i as Cell, place[i]));
        }
        done += (place[i] != 0 && v == place[i]) as usize + (gone & elim[i]).count_ones() as usize;
        missed.extend(
            crate::core::candidates::Bits((elim[i] & !gone) as u64)
                .map(|s| (i as Cell, s as Symbol)),
        );
    }
    Comparison {
        place,
        done,
        missed,
        wrong,
        first_wrong,
    }
}

/// Why placing `s` in cell `c` is wrong here: the rule it breaks when it breaks one (the hint's mistake
/// explanation says which, or for a binary puzzle where following the rules from it leads), else that the
/// step places something else.
fn wrong_placement(step: &Step, now: &Session, c: Cell, s: Symbol) -> String {
    let p = now.puzzle();
    let (digit, cell) = (p.symbol_char(s), cell_name(c, p.side()));
    if let Ok(Answer::Mistake(m)) = now.hint() {
        if m.cell == c {
            // the mistake's reasoning, ending in one full stop (a chain's last line has its own)
            let why = m.explanation.trim_end_matches(['.', '。']);
            return crate::tr!("verdict-wrong-entry", why = why);
        }
    }
    crate::tr!(
        "verdict-not-placed",
        technique = step.technique.called(),
        digit = digit,
        cell = cell
    )
}

/// Why taking note `s` off cell `c` is wrong here: the step does not remove it (and, when it is the cell's
/// digit, the puzzle would have no solution).
fn wrong_removal(step: &Step, start: &Session, c: Cell, s: Symbol) -> String {
    let p = start.puzzle();
    let (digit, cell) = (p.symbol_char(s), cell_name(c, p.side()));
    let technique = step.technique.called();
    let verdict = match step.units.is_empty() {
        true => crate::tr!(
            "verdict-not-removed",
            technique = technique,
            digit = digit,
            cell = &cell
        ),
        false => crate::tr!(
            "verdict-not-removed-on",
            technique = technique,
            digit = digit,
            cell = &cell,
            units = crate::hint::step::units_text(&step.units)
        ),
    };
    match start.solution().is_some_and(|sol| sol[c as usize] == s) {
        true => crate::tr!(
            "verdict-needed",
            verdict = verdict,
            digit = digit,
            cell = cell
        ),
        false => verdict,
    }
}
