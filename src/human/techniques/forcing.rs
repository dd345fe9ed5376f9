//! The last resort: forcing chains and nets a person can follow, one implication per line.
//!
//! Every assumption "cell = symbol" is propagated by singles (a cell's only candidate, a symbol's only place in
//! a unit) and, when those stall, locked candidates. Each implication remembers the implications it follows
//! from, so a conclusion comes with just the lines that prove it. Two kinds of step, the shortest one found
//! (fewest lines) wins:
//!
//! - contradiction: the assumption empties a cell or leaves a symbol no place in a unit, so it is false;
//! - verity: every candidate of one cell, or every place of a symbol in one unit, leads to the same placement
//!   or elimination, which is therefore true.
//!
//! If neither exists (propagation is too weak), on plain Sudoku a nested chain ([`nested`]): a branch goes on past where
//! singles and locked candidates stall by removing a candidate whose own assumption breaks a rule in the
//! branch's grid (an inner chain, told on its line), until the branch itself breaks a rule. Else trial: a
//! candidate with no completion at all, checked by exhaustive search. For a puzzle with a unique solution some
//! candidate always fails, so the technique never comes back empty.
//!
//! Every layout: propagation runs over all the geometry's units (diagonals, regions), and trial counts with the
//! general solver on the puzzle's own geometry; locked candidates here eliminate into rows, columns and boxes
//! only (weaker on X-Sudoku, never wrong). On a Killer the branches also read the cages' sums (see [`cage`]):
//! when singles stall, each cage keeps the combinations that still fit, and one with none left is a
//! contradiction. There, only steps that fill a cell are taken (a verity placement, or a contradiction in a
//! cell of two candidates), else trial: cage contradictions are many and short, and taking the shortest one
//! elimination at a time made a long grind (Killer 9×9 master seeds 1-10: 793 forcing steps instead of 104).

mod branch;
mod cage;
mod masks;
mod nested;

use branch::{propagate, run, Branch, Contra, Imp, Why, NONE};

use masks::Verdicts;

pub use nested::{inner_lines, nested_title};

use super::ch;
use crate::core::cell::{cell_name, Cell, Symbol, Unit};
use crate::core::sudoku::Sudoku;
use crate::hint::step::{sentence, Figure, Implication, Reason, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::puzzle::Puzzle;
use crate::rules::cage::cage_name;

/// Empty cells with at least two candidates, fewest candidates first.
fn cells_by_size(g: &Grid) -> Vec<usize> {
    let n = g.n();
    let mut v: Vec<usize> = (0..n * n)
        .filter(|&c| g.is_empty(c) && g.cands[c].len() >= 2)
        .collect();
    crate::core::sort::sort_by_key(&mut v, |&c| g.cands[c].len());
    v
}

/// A verity group: the unit (none for a cell's candidates) and its branches' assumptions.
type Group = (Option<usize>, Vec<(usize, Symbol)>);

/// What a verity step concludes.
#[derive(Clone, Copy)]
enum Conclusion {
    Place(usize, Symbol),
    Remove(usize, Symbol),
}

/// The best step found so far: its cost (lines) and how to build it.
enum Best {
    Contradiction(usize, Symbol),
    Verity(Option<usize>, Vec<(usize, Symbol)>, Conclusion),
}

pub fn find(g: &Grid) -> Option<Step> {
    // Singles first (cheaper, and the lines are easier to check); with locked candidates when that finds
    // nothing or only a long step (a conclusion singles reach has the same lines either way, since locked
    // candidates only come in when singles stall); the shorter of the two is taken. On a grid of 9×9 or less
    // without cages the bit masks tell first which branches and groups can give a step, and only those are
    // propagated.
    let masks = masks::Masks::of(g);
    let seen = |locked| masks.as_ref().map(|m| m.verdicts(g, locked));
    let first = chains(g, false, seen(false).as_ref());
    if first.as_ref().is_some_and(|(cost, _)| *cost <= GOOD) {
        return first.map(|x| x.1);
    }
    let found = match (first, chains(g, true, seen(true).as_ref())) {
        (Some(a), Some(b)) => Some(if b.0 < a.0 { b.1 } else { a.1 }),
        (a, b) => a.or(b).map(|x| x.1),
    };
    // nested chains on plain grids only (see `nested::find`): the masks that rules have too only speed up
    // the other searches
    let plain = masks.as_ref().filter(|_| g.geo.is_plain());
    found
        .or_else(|| nested::find(g, plain))
        .or_else(|| trial(g))
}

/// The shortest contradiction or verity found by propagation.
/// A forcing step of at most this many lines is taken without trying locked candidates.
const GOOD: usize = 8;

/// The shortest contradiction or verity found by propagation, with its number of lines; `seen` (on a plain
/// grid) skips the branches and groups that cannot give one.
fn chains(g: &Grid, use_locked: bool, seen: Option<&Verdicts>) -> Option<(usize, Step)> {
    let n = g.n();
    let big = n > 9;
    // Branch per candidate, propagated on demand and shared by every group it belongs to.
    let mut cache: Vec<Option<Branch>> = (0..n * n * (n + 1)).map(|_| None).collect();
    let key = |c: usize, s: Symbol| c * (n + 1) + s as usize;
    // Work limit on big grids (propagations), so that a hint stays quick; deterministic.
    let mut budget: usize = if big { 400 } else { usize::MAX };
    let mut best: Option<(usize, Best)> = None;
    let cells = cells_by_size(g);
    let combos = cage::combos(g);
    // On a Killer only steps that fill a cell (see [`find`]).
    let place_only = !combos.is_empty();
    // Contradictions.
    for &c in &cells {
        if big && g.cands[c].len() > 3 {
            break;
        }
        for s in g.cands[c].iter() {
            if seen.is_some_and(|v| v.holds(c, s)) {
                continue;
            }
            if budget == 0 {
                break;
            }
            budget -= 1;
            let b = propagate(g, c, s, use_locked, &combos);
            // On a Killer a contradiction counts only in a cell of two candidates (it fills the cell); the
            // branch is kept for the verities either way.
            let counts = !place_only || g.cands[c].len() <= 2;
            if let (true, Some((_, why))) = (counts, &b.contra) {
                let cost = b.cost(why);
                if best.as_ref().is_none_or(|x| cost < x.0) {
                    best = Some((cost, Best::Contradiction(c, s)));
                }
            }
            cache[key(c, s)] = Some(b);
        }
    }
    // Verities: groups of branches, smallest first.
    let mut groups: Vec<Group> = Vec::new();
    for &c in &cells {
        groups.push((None, g.cands[c].iter().map(|s| (c, s)).collect()));
    }
    for u in 0..g.geo.units.len() {
        for s in 1..=n as Symbol {
            let v: Vec<(usize, Symbol)> = g.cells_with(u, s).map(|c| (c as usize, s)).collect();
            if v.len() >= 2 {
                groups.push((Some(u), v));
            }
        }
    }
    crate::core::sort::sort_by_key(&mut groups, |x| x.1.len());
    for (unit, br) in groups {
        if big && br.len() > 2 {
            break;
        }
        // A cheaper step is impossible: each branch needs at least one line.
        if best.as_ref().is_some_and(|b| b.0 <= br.len()) {
            break;
        }
        if seen.is_some_and(|v| v.disagree(&br)) {
            continue;
        }
        let mut ok = true;
        for &(c, s) in &br {
            if cache[key(c, s)].is_none() {
                if budget == 0 {
                    ok = false;
                    break;
                }
                budget -= 1;
                cache[key(c, s)] = Some(propagate(g, c, s, use_locked, &combos));
            }
            if cache[key(c, s)]
                .as_ref()
                .is_some_and(|b| b.contra.is_some())
            {
                ok = false;
            }
        }
        if !ok {
            continue;
        }
        let bs: Vec<&Branch> = br
            .iter()
            .filter_map(|&(c, s)| cache[key(c, s)].as_ref())
            .collect();
        let limit = best.as_ref().map_or(usize::MAX, |b| b.0);
        if let Some((cost, concl)) = agree(g, &bs, limit, place_only) {
            best = Some((cost, Best::Verity(unit, br, concl)));
        }
    }
    let (cost, how) = best?;
    Some((
        cost,
        match how {
            Best::Contradiction(c, s) => {
                let b = cache[key(c, s)]
                    .take()
                    .unwrap_or_else(|| propagate(g, c, s, use_locked, &combos));
                contradiction_step(g, &b)
            }
            Best::Verity(unit, br, concl) => {
                let bs: Vec<&Branch> = br
                    .iter()
                    .filter_map(|&(c, s)| cache[key(c, s)].as_ref())
                    .collect();
                verity_step(g, unit, &br, &bs, concl)
            }
        },
    ))
}

/// The roots (implications) behind a conclusion in one branch, and whether a last line is needed to state it.
fn roots(b: &Branch, concl: Conclusion) -> (Vec<u32>, bool) {
    match concl {
        Conclusion::Place(x, _) => (vec![b.placed_by[x]], false),
        Conclusion::Remove(x, s) => {
            let e = b.elim_by[x * b.stride() + s as usize];
            let im = &b.imps[e as usize];
            (vec![e], im.cell != x)
        }
    }
}

/// The cheapest conclusion every branch shares, cheaper than `limit` lines.
fn agree(g: &Grid, bs: &[&Branch], limit: usize, place_only: bool) -> Option<(usize, Conclusion)> {
    let n = g.n();
    let st = n + 1;
    let mut best: Option<(usize, Conclusion)> = None;
    let first = bs[0];
    // Lines over every branch, or `usize::MAX` once `limit` is reached.
    let total = |concl: Conclusion, limit: usize| -> usize {
        let mut sum = 0;
        for b in bs {
            sum += match concl {
                Conclusion::Place(x, _) => b.cost1(b.placed_by[x]),
                Conclusion::Remove(x, s) => {
                    let e = b.elim_by[x * st + s as usize];
                    b.cost1(e) + (b.imps[e as usize].cell != x) as usize
                }
            };
            if sum >= limit {
                return usize::MAX;
            }
        }
        sum
    };
    for x in 0..n * n {
        if !g.is_empty(x) {
            continue;
        }
        let v = first.g.cells[x];
        if v != 0 && bs.iter().all(|b| b.g.cells[x] == v) {
            let lim = best.as_ref().map_or(limit, |b| b.0.min(limit));
            let cost = total(Conclusion::Place(x, v), lim);
            if cost < lim {
                best = Some((cost, Conclusion::Place(x, v)));
            }
            continue;
        }
        if place_only {
            continue;
        }
        for s in g.cands[x].iter() {
            if bs.iter().all(|b| b.elim_by[x * st + s as usize] != NONE) {
                let lim = best.as_ref().map_or(limit, |b| b.0.min(limit));
                let cost = total(Conclusion::Remove(x, s), lim);
                if cost < lim {
                    best = Some((cost, Conclusion::Remove(x, s)));
                }
            }
        }
    }
    best
}

/// `r9c6 = 3`, `r9c6 ≠ 3`: an implication's claim, the same in every language.
fn claim(cell: usize, sym: Symbol, placed: bool, n: usize) -> String {
    let op = if placed { "=" } else { "≠" };
    format!("{} {op} {}", cell_name(cell as Cell, n), ch(sym))
}

/// `r9c6 = 3 (only candidate)` (messages `forcing-line`, `forcing-why-*`); the assumption without a reason.
fn line(g: &Grid, b: &Branch, im: &Imp) -> String {
    let claim = claim(im.cell, im.sym, im.placed, g.n());
    let reason = match im.why {
        Why::Assume => return claim,
        Why::Single => rule_note(g, b, im, crate::tr!("forcing-why-single")),
        Why::Hidden(u) => rule_note(g, b, im, hidden_reason(g, u, im.sym)),
        _ => other_reason(g, b, im),
    };
    crate::tr!("forcing-line", claim = claim, reason = reason)
}

/// "only place for 6 in row 3" (message `forcing-why-hidden`).
fn hidden_reason(g: &Grid, u: usize, sym: Symbol) -> String {
    crate::tr!(
        "forcing-why-hidden",
        digit = ch(sym),
        unit = g.geo.unit(u).to_string()
    )
}

/// The reason of an implication neither a single nor a hidden single: locked candidates, a cage's sums, an
/// inner chain.
fn other_reason(g: &Grid, b: &Branch, im: &Imp) -> String {
    match im.why {
        Why::Locked(a, t) => crate::tr!(
            "forcing-why-locked",
            unit = g.geo.unit(a).to_string(),
            digit = ch(im.sym),
            other = g.geo.unit(t).to_string()
        ),
        Why::Cage(k) => cage::reason(g, &b.notes[k as usize], im.sym),
        Why::Nested(k) => b.nested[k as usize].0.clone(),
        Why::Assume | Why::Single => crate::tr!("forcing-why-single"),
        Why::Hidden(u) => hidden_reason(g, u, im.sym),
    }
}

/// `reason` with the rules beyond units that carried a placement's causes to this implication, in their words
/// (message `forcing-why-rule`): "only candidate; r3c4 is 5: cells that share a side never hold consecutive
/// digits", "…; r2c6 is 7: a knight's move apart" (`reason` alone when only units did). A cause is a placed cell related to the implication's cell by a relation or a rule pair
/// (for a hidden single: to a cell of its unit); at most two rules, two causes each.
fn rule_note(g: &Grid, b: &Branch, im: &Imp, reason: String) -> String {
    let n = g.n();
    let geo = &g.geo;
    // (the rule's words, the causes it carried)
    let mut notes: Vec<(String, Vec<String>)> = vec![];
    for &p in &im.parents {
        let Some(cause) = b.imps.get(p as usize).filter(|c| c.placed) else {
            continue;
        };
        let (from, to) = (cause.cell as Cell, im.cell as Cell);
        // the rule joining the cause to this cell (or, for a hidden single, to a cell of the unit)
        let near = |x: Cell| {
            geo.related[x as usize]
                .iter()
                .map(|&k| &geo.relations[k as usize])
                .find(|r| r.from(x).0 == from)
                .map(|r| r.rule)
                .or_else(|| {
                    geo.pairs
                        .iter()
                        .find(|q| (q.a, q.b) == (x, from) || (q.a, q.b) == (from, x))
                        .map(|q| q.rule)
                })
        };
        let rule = match im.why {
            Why::Hidden(u) => geo.units[u].iter().find_map(|&x| near(x)),
            _ => near(to),
        };
        let Some(k) = rule else {
            continue;
        };
        let words = crate::rules::words(&geo.rules[k as usize]).to_string();
        let said = crate::tr!(
            "forcing-cell-is",
            cell = cell_name(from, n),
            digit = ch(cause.sym)
        );
        let room = notes.len() < 2;
        match notes.iter_mut().find(|(w, _)| *w == words) {
            Some((_, causes)) if !causes.contains(&said) && causes.len() < 2 => causes.push(said),
            Some(_) => {}
            None if room => notes.push((words, vec![said])),
            None => {}
        }
    }
    notes.iter().fold(reason, |reason, (words, causes)| {
        crate::tr!(
            "forcing-why-rule",
            reason = reason,
            causes = crate::hint::step::and_list(causes),
            rule = words
        )
    })
}

fn implication(g: &Grid, b: &Branch, im: &Imp) -> Implication {
    Implication {
        cell: im.cell as Cell,
        symbol: im.sym,
        placed: im.placed,
        reason: match im.why {
            Why::Assume => Reason::Assumption,
            Why::Single => Reason::OnlyCandidate,
            Why::Hidden(u) => Reason::OnlyPlace(g.geo.unit(u)),
            Why::Locked(..) | Why::Cage(_) | Why::Nested(_) => {
                Reason::Other(other_reason(g, b, im))
            }
        },
    }
}

/// The text lines and figure branch of one branch's proof of `roots` (the assumption first).
fn branch_lines(g: &Grid, b: &Branch, roots: &[u32]) -> (Vec<String>, Vec<Implication>, Vec<Cell>) {
    let ids = b.lines(roots);
    let mut text = Vec::new();
    let mut imps = Vec::new();
    let mut cells = Vec::new();
    for i in ids {
        let im = &b.imps[i as usize];
        text.push(line(g, b, im));
        imps.push(implication(g, b, im));
        cells.push(im.cell as Cell);
    }
    (text, imps, cells)
}

/// A contradicted branch told: its lines (the assumption first) and the broken rule it ends in.
pub(super) struct Told {
    pub lines: Vec<String>,
    pub end: String,
}

impl Told {
    /// "If r4c5 = 7\n→ r4c9 = 3 (only candidate)\n→ r6c9 has no candidate." (messages `forcing-if`,
    /// `forcing-last`).
    fn text(&self) -> String {
        let mut body = crate::tr!("forcing-if", claim = self.lines[0].as_str());
        for l in &self.lines[1..] {
            body.push_str("\n→ ");
            body.push_str(l);
        }
        body.push_str("\n→ ");
        body.push_str(&crate::tr!("forcing-last", end = self.end.as_str()));
        body
    }

    /// "r4c5 = 7 → r4c9 = 3 (only candidate) → r6c9 has no candidate": the chain on one line, as an inner
    /// chain's words.
    pub(super) fn inline(&self) -> String {
        let mut all = self.lines.clone();
        all.push(self.end.clone());
        all.join(" → ")
    }
}

/// The chain of a contradicted branch: its text ([`Told`]), its figure (the assumption, the implications as
/// one branch, the cell or unit left empty) and the cells it uses.
fn contradiction_chain(g: &Grid, b: &Branch) -> (Told, Figure, Vec<Cell>) {
    let n = g.n();
    let (why, roots) = b.contra.clone().unwrap_or((Contra::Empty(0), vec![]));
    let (text, imps, mut evidence) = branch_lines(g, b, &roots);
    let a = &b.imps[0];
    let mut figure = Figure::default();
    let end = match why {
        Contra::Empty(c) => {
            figure.cells.push((c as Cell, Role::Key));
            evidence.push(c as Cell);
            crate::tr!("forcing-no-candidate", cell = cell_name(c as Cell, n))
        }
        Contra::Missing(u, s) => {
            figure.units.push((g.geo.unit(u), Role::Key));
            crate::tr!(
                "forcing-no-place",
                digit = ch(s),
                unit = g.geo.unit(u).to_string()
            )
        }
        Contra::Cage(k) => {
            figure.units.push((Unit::Cage(k as u8), Role::Key));
            crate::tr!("forcing-no-combination", cage = cage_name(&g.geo, k))
        }
    };
    cage::figure_units(b, &b.lines(&roots), &mut figure);
    figure
        .candidates
        .push((a.cell as Cell, a.sym, Role::ColourA));
    figure.branches.push(imps);
    dedup(&mut evidence);
    (Told { lines: text, end }, figure, evidence)
}

/// The shortest chain found from `cell = sym` to a broken rule in `g` (which must not hold the entry yet), by
/// singles, else with locked candidates, of at most `max` implications (the assumption not counted): its text
/// (one implication per line, see [`contradiction_chain`]), figure and number of implications. For explaining
/// a wrong entry without the solution.
pub fn refute(g: &Grid, cell: usize, sym: Symbol, max: usize) -> Option<(String, Figure, usize)> {
    if !g.is_empty(cell) || !g.has(cell, sym) {
        return None;
    }
    let combos = cage::combos(g);
    for use_locked in [false, true] {
        let b = propagate(g, cell, sym, use_locked, &combos);
        if let Some((_, why)) = &b.contra {
            let cost = b.cost(why);
            if cost <= max {
                let (told, figure, _) = contradiction_chain(g, &b);
                return Some((told.text(), figure, cost));
            }
        }
    }
    None
}

fn contradiction_step(g: &Grid, b: &Branch) -> Step {
    let a = &b.imps[0];
    let (told, figure, evidence) = contradiction_chain(g, b);
    let so = crate::tr!("forcing-so", claim = claim(a.cell, a.sym, false, g.n()));
    Step {
        notation: String::new(),
        figure,
        technique: Technique::ForcingChain,
        units: vec![],
        evidence,
        placements: vec![],
        eliminations: vec![(a.cell as Cell, a.sym)],
        title: crate::tr!(
            "forcing-title-contradiction",
            technique = Technique::ForcingChain.called()
        )
        .into(),
        explanation: sentence(format!("{}\n{so}", told.text())),
    }
}

fn verity_step(
    g: &Grid,
    unit: Option<usize>,
    br: &[(usize, Symbol)],
    bs: &[&Branch],
    concl: Conclusion,
) -> Step {
    let n = g.n();
    let (what, placements, eliminations) = match concl {
        Conclusion::Place(x, v) => (claim(x, v, true, n), vec![(x as Cell, v)], vec![]),
        Conclusion::Remove(x, v) => (claim(x, v, false, n), vec![], vec![(x as Cell, v)]),
    };
    let head = match unit {
        None => {
            let c = br[0].0;
            let ds: Vec<String> = br.iter().map(|&(_, s)| ch(s).to_string()).collect();
            crate::tr!(
                "forcing-cell-is-one-of",
                cell = cell_name(c as Cell, n),
                digits = crate::hint::step::or_list(&ds)
            )
        }
        Some(u) => {
            let cs: Vec<String> = br.iter().map(|&(c, _)| cell_name(c as Cell, n)).collect();
            crate::tr!(
                "forcing-unit-goes",
                unit = g.geo.unit(u).to_string(),
                digit = ch(br[0].1),
                cells = crate::hint::step::or_list(&cs)
            )
        }
    };
    let mut body = sentence(crate::tr!(
        "forcing-verity",
        head = head,
        count = bs.len(),
        claim = what.as_str()
    ));
    let mut figure = Figure::default();
    let mut evidence = Vec::new();
    for b in bs {
        let (r, extra) = roots(b, concl);
        let (text, mut imps, cells) = branch_lines(g, b, &r);
        evidence.extend(cells);
        let a = &b.imps[0];
        figure
            .candidates
            .push((a.cell as Cell, a.sym, Role::ColourA));
        body.push('\n');
        body.push_str(&crate::tr!("forcing-if", claim = text[0].as_str()));
        for l in &text[1..] {
            body.push_str("\n→ ");
            body.push_str(l);
        }
        if extra {
            if let Conclusion::Remove(x, v) = concl {
                let by = b.imps[r[0] as usize].cell;
                body.push_str("\n→ ");
                body.push_str(&crate::tr!(
                    "forcing-line",
                    claim = claim(x, v, false, n),
                    reason = crate::tr!("forcing-why-sees", cell = cell_name(by as Cell, n))
                ));
                imps.push(Implication {
                    cell: x as Cell,
                    symbol: v,
                    placed: false,
                    reason: Reason::Sees(by as Cell),
                });
            }
        }
        figure.branches.push(imps);
    }
    body.push('\n');
    body.push_str(&crate::tr!("forcing-so", claim = what));
    dedup(&mut evidence);
    let units: Vec<Unit> = unit.map(|u| g.geo.unit(u)).into_iter().collect();
    figure.units = units.iter().map(|&u| (u, Role::Base)).collect();
    for b in bs {
        cage::figure_units(b, &b.lines(&roots(b, concl).0), &mut figure);
    }
    Step {
        notation: String::new(),
        figure,
        technique: Technique::ForcingChain,
        units,
        evidence,
        placements,
        eliminations,
        title: Technique::ForcingChain.called().into(),
        explanation: body,
    }
}

/// Removes repeats, keeping first occurrences in order.
fn dedup(v: &mut Vec<Cell>) {
    let mut seen = Vec::with_capacity(v.len());
    v.retain(|c| {
        if seen.contains(c) {
            false
        } else {
            seen.push(*c);
            true
        }
    });
}

/// A candidate with no completion at all, checked by exhaustive search.
fn trial(g: &Grid) -> Option<Step> {
    let n = g.n();
    let base = Sudoku::on(g.geo.clone());
    // When the grid's one completion is known (a hint's), a candidate has a completion exactly when that one
    // holds it: the same candidate as searching each in turn.
    let known = g.completion();
    let fails = |c: usize, d: Symbol| match known {
        Some(solution) => solution[c] != d,
        None => {
            let mut cells = g.cells.clone();
            cells[c] = d;
            let s = base.with_cells(&cells);
            !s.violations().is_empty() || s.count_solutions(1) == 0
        }
    };
    for c in cells_by_size(g) {
        for d in g.cands[c].iter() {
            if fails(c, d) {
                return Some(Step {
                    notation: String::new(),
                    figure: Figure {
                        candidates: vec![(c as Cell, d, Role::ColourA)],
                        ..Default::default()
                    },
                    technique: Technique::ForcingChain,
                    units: vec![],
                    evidence: vec![c as Cell],
                    placements: vec![],
                    eliminations: vec![(c as Cell, d)],
                    title: crate::tr!(
                        "forcing-title-trial",
                        technique = Technique::ForcingChain.called()
                    )
                    .into(),
                    explanation: crate::tr!(
                        "forcing-trial",
                        cell = cell_name(c as Cell, n),
                        digit = ch(d),
                        removals = super::removals(&[(c as Cell, d)], n)
                    ),
                });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::any::AnyPuzzle;

    /// The trial reads the grid's known completion instead of searching each candidate: the same step both
    /// ways, a candidate the solution does not hold, along the first steps of non-consecutive 9×9 master
    /// puzzles (where hints reach the trial).
    #[test]
    fn trial_with_the_known_completion_finds_the_same_candidate() {
        for id in [
            "sudoku:3x3:9..................2.............3...1..........6............3..9................:nonconsecutive",
            "sudoku:3x3:.....5................................6.1.....1..........7...........97..........:nonconsecutive",
        ] {
            let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
                panic!("a Sudoku")
            };
            let solution = p.solution().unwrap();
            let mut g = Grid::new(&p, None);
            for _ in 0..4 {
                let mut known = g.clone();
                known.know(&solution);
                let step = trial(&known).expect("a candidate with no completion");
                assert_eq!(Some(&step), trial(&g).as_ref());
                let (c, d) = step.eliminations[0];
                assert_ne!(solution[c as usize], d);
                g.apply(&crate::human::solver::next_step(&g).unwrap());
            }
        }
    }
}
