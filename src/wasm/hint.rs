//! A hint as the page draws it (teaching module only): the hint with what its third press does ([`Hint`]),
//! and each step of its proof as the one step record the CLI prints too (`deduce hint --json`,
//! `crate::step_json`): technique, level, texts, units, cells, candidates, links, branches, placements and
//! eliminations, which the page parses as it is; or the player's mistake as its own record.

use super::flat_pairs;
use crate::family::any::AnyPuzzle;
use crate::plan::Plan;
use crate::step_json;
use wasm_bindgen::prelude::*;

/// A hint, as plain read-only fields (no setters: JS only reads them): the proof (`steps`), its texts, and the
/// moves the third press makes (`fill`, `placements`, `eliminations`, `erase`: see `Game.apply_moves`).
#[wasm_bindgen(getter_with_clone)]
pub struct Hint {
    /// The panel's title: one step's own title, or the technique names of several in order.
    #[wasm_bindgen(readonly)]
    pub title: String,
    /// Stable id of the hardest technique of the proof (`hidden-single`); empty for a mistake.
    #[wasm_bindgen(readonly)]
    pub technique_id: String,
    /// Tier 1: technique(s) and where to look.
    #[wasm_bindgen(readonly)]
    pub summary: String,
    /// The units the proof is about (where to look), as a JSON array of the step record's units
    /// (`[{"type": "row", "index": 5, "name": "row 6", "role": "focus"}]`).
    #[wasm_bindgen(readonly)]
    pub units: String,
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
    /// The player's mistake (a wrong entry, or notes that leave out a cell's digit) as its JSON record
    /// (`crate::step_json::mistake_json`: the step record's fields with `"mistake"` for the technique), which
    /// the hint reports before any step (`steps` is then empty); empty when there is none.
    #[wasm_bindgen(readonly)]
    pub mistake: String,
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
    /// The proof in order, each step as its JSON record (`crate::step_json`); the last step is the placement
    /// when `action` is `place`.
    #[wasm_bindgen(readonly)]
    pub steps: Vec<String>,
}

impl Hint {
    pub(super) fn new(p: &Plan, puzzle: &AnyPuzzle) -> Hint {
        let mut seen: Vec<crate::core::cell::Unit> = Vec::new();
        for &u in p.steps.iter().flat_map(|s| s.units.iter()) {
            if !seen.contains(&u) {
                seen.push(u);
            }
        }
        Hint {
            title: p.title(),
            technique_id: p.technique().map(|t| t.id()).unwrap_or_default(),
            summary: p.summary(puzzle.side()),
            units: step_json::units(&seen),
            evidence: p.evidence(),
            placements: flat_pairs(&p.placements),
            eliminations: flat_pairs(&p.eliminations),
            mistake: p
                .mistake
                .as_ref()
                .map(|m| step_json::mistake_json(m, puzzle))
                .unwrap_or_default(),
            action: p.kind.id().into(),
            fill: p.fill.clone(),
            erase: p.erase.clone(),
            steps: p
                .steps
                .iter()
                .map(|s| step_json::to_json(s, puzzle))
                .collect(),
        }
    }
}
