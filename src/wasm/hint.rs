//! A hint as the page draws it (teaching module only): each step of its proof as plain read-only fields
//! ([`HintStep`]: technique, texts, placements and eliminations, the figure as flat arrays of codes) and the
//! hint with what its third press does ([`Hint`]).

use super::flat_pairs;
use crate::hint::step::Step;
use crate::plan::Plan;
use wasm_bindgen::prelude::*;

/// One step of a hint's proof, as plain read-only fields.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone)]
pub struct HintStep {
    /// Stable technique id (`hidden-single`).
    #[wasm_bindgen(readonly)]
    pub technique_id: String,
    /// The technique as a noun phrase with its article, for sentences (`an X-wing`, `locked candidates`).
    #[wasm_bindgen(readonly)]
    pub phrase: String,
    /// The step's heading (`Empty rectangle on 5`, `Mistake`).
    #[wasm_bindgen(readonly)]
    pub title: String,
    /// The step's reasoning, as sentences without the title.
    #[wasm_bindgen(readonly)]
    pub explanation: String,
    /// The units the step is about as flat pairs: kind, index (codes of `unit_code`), for the page to find their
    /// cells.
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
fn role_code(r: crate::hint::step::Role) -> u16 {
    use crate::hint::step::Role::*;
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

/// Kind (0 row, 1 column, 2 block, 3 region, 4 diagonal: 0 main, 1 anti, 5 Killer cage: its number in order
/// of each cage's first cell, as in `Game::cages`) and index.
fn unit_code(u: crate::core::cell::Unit) -> (u16, u16) {
    use crate::core::cell::Unit::*;
    match u {
        Row(i) => (0, i as u16),
        Col(i) => (1, i as u16),
        Block(i) => (2, i as u16),
        Region(i) => (3, i as u16),
        Diagonal(i) => (4, i as u16),
        Cage(k) => (5, k as u16),
    }
}

/// Units as flat pairs kind, index (`unit_code`).
fn unit_codes(units: &[crate::core::cell::Unit]) -> Vec<u16> {
    units
        .iter()
        .flat_map(|&u| <[u16; 2]>::from(unit_code(u)))
        .collect()
}

impl From<&Step> for HintStep {
    fn from(s: &Step) -> HintStep {
        use crate::hint::step::Reason;
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
            technique_id: s.technique.id(),
            phrase: s.technique.phrase(),
            title: s.title.to_string(),
            explanation: s.explanation.clone(),
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

/// A hint, as plain read-only fields (no setters: JS only reads them): the proof (`steps`), its texts, and the
/// moves the third press makes (`fill`, `placements`, `eliminations`, `erase`: see `Game.apply_moves`).
#[wasm_bindgen(getter_with_clone)]
pub struct Hint {
    /// The panel's title: one step's own title, or the technique names of several in order.
    #[wasm_bindgen(readonly)]
    pub title: String,
    /// Stable id of the hardest technique of the proof (`hidden-single`).
    #[wasm_bindgen(readonly)]
    pub technique_id: String,
    /// Tier 1: technique(s) and where to look.
    #[wasm_bindgen(readonly)]
    pub summary: String,
    /// The units the proof is about as flat pairs: kind, index (see `HintStep::unit_codes`).
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

impl Hint {
    pub(super) fn new(p: &Plan, side: usize) -> Hint {
        let mut seen: Vec<crate::core::cell::Unit> = Vec::new();
        for &u in p.steps.iter().flat_map(|s| s.units.iter()) {
            if !seen.contains(&u) {
                seen.push(u);
            }
        }
        Hint {
            title: p.title(),
            technique_id: p.technique().id(),
            summary: p.summary(side),
            unit_codes: unit_codes(&seen),
            evidence: p.evidence(),
            placements: flat_pairs(&p.placements),
            eliminations: flat_pairs(&p.eliminations),
            mistake: p.is_mistake(),
            action: p.kind.id().into(),
            fill: p.fill.clone(),
            erase: p.erase.clone(),
            steps: p.steps.iter().map(HintStep::from).collect(),
        }
    }
}
