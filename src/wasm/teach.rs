//! The teaching module's exports beyond hints: generation (and puzzles built for a technique), the solve replay,
//! counting a list (benchmarks), solved binary grids, the technique library and practice positions.

use super::{js_err, truncate};
use crate::family::any::{AnyPuzzle, Kind};
use crate::hint::technique::Level;
use crate::puzzle::{GenerateOptions, Generated};
use crate::step_json;
use wasm_bindgen::prelude::*;

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

impl From<Generated> for GeneratedPuzzle {
    fn from(g: Generated) -> Self {
        GeneratedPuzzle {
            game_id: g.game_id,
            level: g.level.name().into(),
            hardest: g.hardest.id(),
            undecided: g.undecided as u32,
        }
    }
}

/// A puzzle kind by its name (`sudoku`, `binary`, …), or the error the page shows.
fn kind_of(kind: &str) -> Result<Kind, JsError> {
    Kind::parse(kind).ok_or_else(|| {
        js_err(crate::tr!(
            "error-unknown-puzzle-kind",
            kind = truncate(kind)
        ))
    })
}

/// A puzzle's grade: its level (`hard`) and the id of the hardest technique it needs (`x-wing`; the page
/// names it in its language with `technique_name`, so a save keeps the id).
#[wasm_bindgen(getter_with_clone)]
pub struct Grade {
    #[wasm_bindgen(readonly)]
    pub level: String,
    #[wasm_bindgen(readonly)]
    pub hardest: String,
}

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
    generate_puzzle(kind, "", size, level, symmetry, seed, 3000).map(|g| g.game_id)
}

/// Generates a puzzle with its true level, within a time budget in milliseconds. `rules`: for a Sudoku, the
/// families of rules it carries, comma-separated as `deduce generate --rules` takes them (empty: none).
#[wasm_bindgen]
pub fn generate_puzzle(
    kind: &str,
    rules: &str,
    size: u32,
    level: &str,
    symmetry: &str,
    seed: u32,
    budget_ms: u32,
) -> Result<GeneratedPuzzle, JsError> {
    let kind = kind_of(kind)?;
    let level = match level.trim() {
        "" => None,
        l => Some(
            Level::parse(l)
                .ok_or_else(|| js_err(crate::tr!("error-unknown-level", level = truncate(l))))?,
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
    let g = match rules.trim() {
        "" => AnyPuzzle::generate(kind, &opts),
        _ if kind != Kind::Sudoku => Err(crate::tr!("error-rules-sudoku")),
        text => crate::rules::family::parse(text)
            .and_then(|f| crate::generate::rules::generate_with_families(&opts, &f, false)),
    }
    .map_err(js_err)?;
    Ok(g.into())
}

/// The engine's logical solve path from a puzzle's givens (the page's replay of a solve): every step as its
/// JSON record (`crate::step_json`, with its level), in order. Throws when the puzzle has no unique solution,
/// or is too big for the logic (binary grids past the logic's limit).
#[wasm_bindgen]
pub fn solve_path(id: &str) -> Result<Vec<String>, JsError> {
    let p = AnyPuzzle::parse(id).map_err(js_err)?;
    let path = p.steps().map_err(js_err)?;
    Ok(path.iter().map(|s| step_json::to_json(s, &p)).collect())
}

/// Every step in a saved game's position (the page's "All steps here", as `deduce steps --all`): each step's JSON
/// record, the first the hint's. The player's notes are the candidates where they keep some. Throws when the game
/// holds a mistake (its steps would rest on it), when it is no Sudoku, or when no step is there.
#[wasm_bindgen]
pub fn all_steps(save: &str) -> Result<Vec<String>, JsError> {
    let s = crate::session::Session::load(save).map_err(js_err)?;
    if !s.wrong_entries().is_empty() || !s.wrong_notes().is_empty() {
        return Err(js_err(crate::tr!("error-steps-mistake")));
    }
    let marks = s.marks();
    let pos = crate::paste::Position {
        puzzle: s.current(),
        marks: marks.iter().any(|m| !m.is_empty()).then(|| marks.to_vec()),
    };
    let steps = crate::position::all_steps(&pos).map_err(js_err)?;
    if steps.is_empty() {
        return Err(js_err(crate::tr!("error-no-step-here")));
    }
    Ok(steps
        .iter()
        .map(|st| step_json::to_json(st, &pos.puzzle))
        .collect())
}

/// Counts solutions (up to `limit`) of every puzzle line in `text`, UTF-8 bytes (benchmarks; malformed lines
/// count as `u32::MAX`). Each line goes through [`AnyPuzzle::count_line`], as in the native `deduce bench`.
/// Bytes rather than a string: wasm-bindgen copies a string in with a JavaScript loop per character, which
/// took 0.13 µs of the 2.6 µs per 17-clue line; a `Uint8Array` is copied at once.
#[wasm_bindgen]
pub fn count_lines(text: &[u8], limit: u32) -> Result<Vec<u32>, JsError> {
    let text = std::str::from_utf8(text).map_err(js_err)?;
    Ok(text
        .lines()
        .filter_map(crate::core::error::puzzle_line)
        .map(|l| AnyPuzzle::count_line(l, limit as usize).map_or(u32::MAX, |c| c as u32))
        .collect())
}

/// A solved valid binary grid of even side `n` (up to 1000 and more) as a game ID; the same seed gives the
/// same grid.
#[wasm_bindgen]
pub fn solved_binary_grid(n: u32, seed: u32) -> Result<String, JsError> {
    crate::generate::binary::solved_grid(n as usize, seed as u64).map_err(js_err)
}

/// The length of [`solved_binary_grid`]'s game ID, for benchmarks: the same work inside wasm without handing a
/// megabyte of text to JavaScript, so it compares with the native timing of the same call.
#[wasm_bindgen]
pub fn solved_binary_grid_len(n: u32, seed: u32) -> Result<u32, JsError> {
    crate::generate::binary::solved_grid(n as usize, seed as u64)
        .map(|s| s.len() as u32)
        .map_err(js_err)
}

/// Every technique of a family (`sudoku` or `binary`), easiest first, as a flat list of five strings per
/// technique: stable id (`x-wing`), name, level (`easy` … `master`), a short description in plain words, and
/// `lists` when its finders list every instance in a position ("Find them all" asks for them), else empty.
#[wasm_bindgen]
pub fn techniques(kind: &str) -> Result<Vec<String>, JsError> {
    let kind = kind_of(kind)?;
    Ok(crate::learn::techniques(kind)
        .into_iter()
        .flat_map(|t| {
            [
                t.technique.id(),
                t.technique.called(),
                t.level.name().into(),
                t.description,
                if t.lists { "lists" } else { "" }.into(),
            ]
        })
        .collect())
}

/// A whole puzzle whose logical solve path uses the techniques `ids` of `kind` (comma-separated; Learn's Puzzle
/// button, "Practise my weak spots", `deduce generate --needs`, [`crate::needs`]), at the level of the hardest:
/// 9×9 Sudoku (a rule's technique under its rule, at the size its catalogue row names), 8×8 binary, 6×6 Tango.
/// The same seed gives the same puzzle; throws when none turns up within the tries, or when the techniques belong
/// to different rules.
#[wasm_bindgen]
pub fn generate_needing(
    kind: &str,
    ids: &str,
    seed: u32,
    budget_ms: u32,
) -> Result<GeneratedPuzzle, JsError> {
    let kind = kind_of(kind)?;
    let needs = crate::needs::parse(kind, ids, None).map_err(js_err)?;
    let family_of = |t| match kind.is_sudoku() {
        true => crate::human::catalogue::row(t).and_then(|r| r.family),
        false => None,
    };
    let family = family_of(needs[0]);
    if needs.iter().any(|&t| family_of(t) != family) {
        return Err(js_err(crate::tr!("error-needs-rules")));
    }
    let size = family.map_or(crate::learn::practice_side(kind), |(_, side)| side);
    let families = family
        .map(|(f, _)| crate::rules::family::parse(f))
        .transpose()
        .map_err(js_err)?;
    let level = crate::learn::techniques(kind)
        .into_iter()
        .filter(|t| needs.contains(&t.technique))
        .map(|t| t.level)
        .max();
    let (g, _) = crate::needs::generate(&needs, level, seed as u64, |s| {
        let opts = GenerateOptions {
            size,
            level,
            symmetry: None,
            seed: s,
            time_budget_ms: budget_ms as u64,
        };
        match &families {
            Some(f) => crate::generate::rules::generate_with_families(&opts, f, false),
            None => AnyPuzzle::generate(kind, &opts),
        }
    })
    .map_err(js_err)?;
    Ok(g.into())
}

/// Seeds known to give technique `id` of `kind` at once (`practice_position` with one of them finds it at the
/// first puzzle); empty for techniques that any seed finds quickly.
#[wasm_bindgen]
pub fn known_seeds(kind: &str, id: &str) -> Result<Vec<u32>, JsError> {
    let kind = kind_of(kind)?;
    let t = crate::learn::technique(kind, id).ok_or_else(|| {
        js_err(crate::tr!(
            "error-unknown-technique",
            technique = truncate(id)
        ))
    })?;
    Ok(crate::learn::known_seeds(t).to_vec())
}

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
    let kind = kind_of(kind)?;
    let t = crate::learn::technique(kind, id).ok_or_else(|| {
        js_err(crate::tr!(
            "error-unknown-technique",
            technique = truncate(id)
        ))
    })?;
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
                message: match timed_out {
                    true => crate::tr!(
                        "practice-too-rare-in-time",
                        technique = t.called(),
                        tried = tried
                    ),
                    false => crate::tr!("practice-too-rare", technique = t.called(), tried = tried),
                },
            },
        },
    )
}

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
