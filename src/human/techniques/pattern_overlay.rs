//! Pattern overlay (templates): every solution places a symbol once in each unit, so its cells in the
//! solution form a *template*: one cell per row, column and block (and per any other unit of the shape). List
//! the templates the candidates still allow: a candidate that lies in no template is false, and a cell that
//! lies in every template holds the symbol. Combined templates go further: a template of one symbol needs a
//! template of every other symbol that shares none of its cells, so templates without such a partner are
//! dropped first (until nothing changes).
//!
//! Only units and peers are used, so diagonals, jigsaw regions and Killer cages (no repeat in a cage) count
//! too. Templates are sets of cells as `u128` bit sets, so this runs on shapes with at most 128 cells (4×4, 6×6,
//! 9×9); on bigger grids the templates are far too many to list.

use super::{ch, names, removals, symbols};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::core::geometry::Geometry;
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// The result of a costly template computation for the last position it was asked about (per thread): the
/// combined, triple and quadruple pattern overlays run one after another on the same position and share it.
/// The geometry is kept alive, so a pointer comparison identifies it.
pub(crate) struct Memo<T>(RefCell<Option<Kept<T>>>);

/// A position (geometry, cells, candidates) and the value computed for it.
type Kept<T> = (Arc<Geometry>, Vec<Symbol>, Vec<Candidates>, Rc<T>);

impl<T> Memo<T> {
    pub(crate) const fn new() -> Self {
        Memo(RefCell::new(None))
    }

    /// The value for `g`: the one kept if it was computed for the same position, else `f()` (kept).
    pub(crate) fn get(&self, g: &Grid, f: impl FnOnce() -> T) -> Rc<T> {
        if let Some((geo, cells, cands, v)) = &*self.0.borrow() {
            if Arc::ptr_eq(geo, &g.geo) && *cells == g.cells && *cands == g.cands {
                return v.clone();
            }
        }
        let v = Rc::new(f());
        *self.0.borrow_mut() = Some((g.geo.clone(), g.cells.clone(), g.cands.clone(), v.clone()));
        v
    }
}

thread_local! {
    static TEMPLATES: Memo<Vec<Option<Vec<u128>>>> = const { Memo::new() };
    static COMBINED: Memo<Combined> = const { Memo::new() };
    static REFINED: Memo<Combined> = const { Memo::new() };
}

/// Every symbol's templates (see [`templates`]), once per position.
fn all_templates(g: &Grid) -> Rc<Vec<Option<Vec<u128>>>> {
    TEMPLATES.with(|m| {
        m.get(g, || {
            (1..=g.n() as Symbol).map(|s| templates(g, s)).collect()
        })
    })
}

/// Most templates listed for one symbol; a symbol with more is left alone (it has too few constraints left
/// to remove anything a person could follow).
const CAP: usize = 4000;

/// The templates of symbol `s` (cell bit sets), or `None` past [`CAP`] or on a shape too big. A template
/// takes one cell of each row where `s` may go, no two of them peers (so at most one per unit or Killer cage),
/// and meets every unit.
pub(crate) fn templates(g: &Grid, s: Symbol) -> Option<Vec<u128>> {
    let geo = &g.geo;
    let n = geo.n;
    if n * n > 128 {
        return None;
    }
    let set = |cells: &[Cell]| cells.iter().fold(0u128, |m, &c| m | 1 << c);
    // The cells of each row where `s` may go (rows are units `0..n`).
    let rows: Vec<Vec<usize>> = (0..n)
        .map(|r| {
            geo.units[r]
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| g.cells[c] == s || g.has(c, s))
                .collect()
        })
        .collect();
    struct Search<'a> {
        rows: &'a [Vec<usize>],
        peers: Vec<u128>,
        units: Vec<u128>,
        out: Vec<u128>,
    }
    fn go(st: &mut Search, r: usize, blocked: u128, cells: u128) -> bool {
        if r == st.rows.len() {
            if st.units.iter().all(|&u| u & cells != 0) {
                st.out.push(cells);
                if st.out.len() > CAP {
                    return false;
                }
            }
            return true;
        }
        for i in 0..st.rows[r].len() {
            let c = st.rows[r][i];
            if blocked >> c & 1 == 0 && !go(st, r + 1, blocked | st.peers[c], cells | 1 << c) {
                return false;
            }
        }
        true
    }
    let mut st = Search {
        rows: &rows,
        peers: geo.peers.iter().map(|p| set(p)).collect(),
        units: geo.units[n..].iter().map(|u| set(u)).collect(),
        out: Vec::new(),
    };
    go(&mut st, 0, 0, 0).then_some(st.out)
}

/// Pattern overlay on one symbol at a time: a candidate in no template goes; a cell in every template is it.
pub fn single(g: &Grid) -> Option<Step> {
    let all = all_templates(g);
    for (i, ts) in all.iter().enumerate() {
        let Some(ts) = ts else { continue };
        let how = crate::tr!("pattern-overlay-allowed", count = ts.len());
        let s = (i + 1) as Symbol;
        if let Some(step) = conclude_all(g, s, ts, Technique::PatternOverlay, &how) {
            return Some(step);
        }
    }
    None
}

/// Each symbol's templates (`None`: too many or a shape too big) after dropping, until nothing changes,
/// those that leave no room for a template of some other symbol.
pub(crate) struct Combined {
    pub templates: Vec<Option<Vec<u128>>>,
    /// How many templates each symbol had alone.
    pub alone: Vec<usize>,
    /// Per symbol, the symbols (bit set, bit `s`) whose templates ruled some of its own out.
    pub by: Vec<u32>,
}

/// Combines every two symbols' templates (see [`Combined`]), once per position.
pub(crate) fn combine(g: &Grid) -> Rc<Combined> {
    COMBINED.with(|m| m.get(g, || combine_now(g)))
}

fn combine_now(g: &Grid) -> Combined {
    let n = g.n();
    let mut all: Vec<Option<Vec<u128>>> = (*all_templates(g)).clone();
    let alone: Vec<usize> = all.iter().map(|t| t.as_ref().map_or(0, Vec::len)).collect();
    let mut by = vec![0u32; n];
    let mut changed = true;
    while changed {
        changed = false;
        for a in 0..n {
            for b in 0..n {
                if a == b || all[a].is_none() || all[b].is_none() {
                    continue;
                }
                let tb = all[b].clone().unwrap_or_default();
                let ta = all[a].as_mut().unwrap();
                let before = ta.len();
                ta.retain(|&t| tb.iter().any(|&u| t & u == 0));
                if ta.len() != before {
                    changed = true;
                    by[a] |= 1 << (b + 1);
                }
            }
        }
    }
    Combined {
        templates: all,
        alone,
        by,
    }
}

/// HoDoKu's refinement of the templates (what its Template Set and Template Delete use): a template of one
/// symbol is dropped when it takes a cell that another symbol has in all of its templates, until nothing
/// changes. It keeps every template the combined overlay keeps (a template taking such a cell leaves no room
/// for any template of that symbol), and maybe more.
fn refine(g: &Grid) -> Rc<Combined> {
    REFINED.with(|m| {
        m.get(g, || {
            let mut all: Vec<Option<Vec<u128>>> = (*all_templates(g)).clone();
            let alone: Vec<usize> = all.iter().map(|t| t.as_ref().map_or(0, Vec::len)).collect();
            let common = |ts: &Option<Vec<u128>>| match ts {
                Some(ts) if !ts.is_empty() => ts.iter().fold(!0u128, |i, &t| i & t),
                _ => 0,
            };
            let mut sure: Vec<u128> = all.iter().map(common).collect();
            let mut by = vec![0u32; all.len()];
            let mut changed = true;
            while changed {
                changed = false;
                for a in 0..all.len() {
                    let Some(ta) = all[a].as_mut() else { continue };
                    let before = ta.len();
                    ta.retain(
                        |&t| match (0..sure.len()).find(|&b| b != a && t & sure[b] != 0) {
                            Some(b) => {
                                by[a] |= 1 << (b + 1);
                                false
                            }
                            None => true,
                        },
                    );
                    if ta.len() != before {
                        changed = true;
                        sure[a] = common(&all[a]);
                    }
                }
            }
            Combined {
                templates: all,
                alone,
                by,
            }
        })
    })
}

/// Pattern overlay with combined templates: each symbol's templates keep only those that leave room for a
/// template of every other symbol; then a candidate in no kept template goes. While listing, HoDoKu's refined
/// templates (see [`refine`]) give their steps too.
pub fn combined(g: &Grid) -> Option<Step> {
    if super::listing() {
        let r = refine(g);
        for (i, ts) in r.templates.iter().enumerate() {
            let Some(ts) = ts.as_ref().filter(|_| r.by[i] != 0) else {
                continue;
            };
            let how = crate::tr!(
                "pattern-overlay-refined",
                total = r.alone[i],
                kept = ts.len(),
                digits = symbols(super::bits(r.by[i]).map(|b| b as Symbol)),
                count = r.by[i].count_ones()
            );
            let s = (i + 1) as Symbol;
            if let Some(step) = conclude_all(g, s, ts, Technique::PatternOverlayCombined, &how) {
                return Some(step);
            }
        }
    }
    let c = combine(g);
    for (i, ts) in c.templates.iter().enumerate() {
        let Some(ts) = ts else { continue };
        if c.by[i] == 0 {
            continue;
        }
        let by = c.by[i];
        let how = crate::tr!(
            "pattern-overlay-combined",
            total = c.alone[i],
            kept = ts.len(),
            digits = symbols(super::bits(by).map(|b| b as Symbol)),
            count = by.count_ones()
        );
        let s = (i + 1) as Symbol;
        if let Some(step) = conclude_all(g, s, ts, Technique::PatternOverlayCombined, &how) {
            return Some(step);
        }
    }
    None
}

/// What a step on one symbol's templates does: the hint's removes every candidate no template uses and places
/// the first cell every template uses (a hint's proof ends in one placement); while listing, HoDoKu's two
/// forms are listed too: every such cell placed at once (its Template Set), every such candidate removed at
/// once (its Template Delete).
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Form {
    Hint,
    Set,
    Delete,
}

/// The step `technique` from symbol `s`'s templates `ts`, if it makes progress; `how` says which templates
/// these are ("the candidates allow 36 such patterns").
pub(crate) fn conclude(
    g: &Grid,
    s: Symbol,
    ts: &[u128],
    technique: Technique,
    how: &str,
) -> Option<Step> {
    conclude_as(g, s, ts, technique, how, Form::Hint)
}

/// The hint's step from `s`'s templates `ts` (see [`conclude`]) through [`found`](super::found), then, while
/// listing, HoDoKu's two forms ([`Form`]); the step to return, if any.
pub(crate) fn conclude_all(
    g: &Grid,
    s: Symbol,
    ts: &[u128],
    technique: Technique,
    how: &str,
) -> Option<Step> {
    if let Some(step) = conclude(g, s, ts, technique, how).and_then(super::found) {
        return Some(step);
    }
    if super::listing() {
        for form in [Form::Set, Form::Delete] {
            if let Some(step) = conclude_as(g, s, ts, technique, how, form).and_then(super::found) {
                return Some(step);
            }
        }
    }
    None
}

/// The step of form `form` (see [`Form`]) from `s`'s templates `ts`, if it makes progress.
fn conclude_as(
    g: &Grid,
    s: Symbol,
    ts: &[u128],
    technique: Technique,
    how: &str,
    form: Form,
) -> Option<Step> {
    let n = g.n();
    let (union, inter) = ts.iter().fold((0u128, !0u128), |(u, i), &t| (u | t, i & t));
    let cands: Vec<usize> = (0..n * n).filter(|&c| g.has(c, s)).collect();
    let elims: Vec<(Cell, Symbol)> = cands
        .iter()
        .filter(|&&c| union >> c & 1 == 0 && form != Form::Set)
        .map(|&c| (c as Cell, s))
        .collect();
    let placements: Vec<(Cell, Symbol)> = if ts.is_empty() || form == Form::Delete {
        vec![]
    } else {
        // the hint places one cell (its proof ends in one placement); the next step finds the others
        cands
            .iter()
            .filter(|&&c| inter >> c & 1 == 1)
            .map(|&c| (c as Cell, s))
            .take(if form == Form::Hint { 1 } else { usize::MAX })
            .collect()
    };
    if elims.is_empty() && placements.is_empty() {
        return None;
    }
    let d = ch(s);
    let mut figure = Figure::default();
    for &c in &cands {
        figure.cand(c as Cell, s, Role::Key);
    }
    let none = (!elims.is_empty()).then(|| {
        let cells: Vec<Cell> = elims.iter().map(|e| e.0).collect();
        crate::tr!(
            "pattern-overlay-none",
            cells = names(&cells, n),
            removals = removals(&elims, n)
        )
    });
    let all = (!placements.is_empty()).then(|| {
        let v: Vec<String> = placements
            .iter()
            .map(|p| format!("{}={d}", cell_name(p.0, n)))
            .collect();
        crate::tr!(
            "pattern-overlay-all",
            cells = v.join(&crate::tr!("list-sep"))
        )
    });
    let what = match (none, all) {
        (Some(none), Some(all)) => crate::tr!("pattern-overlay-both", none = none, all = all),
        (Some(one), None) | (None, Some(one)) => one,
        (None, None) => String::new(),
    };
    Some(Step {
        notation: String::new(),
        technique,
        units: vec![],
        evidence: cands.iter().map(|&c| c as Cell).collect(),
        placements,
        title: super::title_on(technique, s).into(),
        explanation: crate::tr!("explain-pattern-overlay", digit = d, how = how, what = what),
        eliminations: elims,
        figure,
    })
}
