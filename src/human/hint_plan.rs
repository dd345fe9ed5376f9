//! The placement-seeking hint: the next digit a player can place and a short sequence of steps that proves it
//! ("locked candidates in block 4 remove 5 from r1c3, r2c3, r3c3; now 5 can only go in r1c2 in row 1").
//!
//! A player who writes no notes cannot use an elimination on its own: the hint has to end in a placement. The
//! search runs the human solver forward from the player's candidates, easiest step first, and after each step
//! looks for singles; one step ahead it also tries the first step of every non-chain technique, so a single that
//! one locked pair or X-wing opens is found before the solver wanders off. The sequence that reaches a single is
//! then cut back to the steps the single needs: backward relevance, keeping a step only if it removes a
//! candidate the single needed gone, or one that a kept step's pattern looks at (its cells, its units, and the
//! units where it has two cells, which hold its strong links), transitively.

use super::catalogue::{self, Cost};
use super::grid::Grid;
use super::techniques::{full_house, hidden_single, naked_single};
use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::hint::step::Step;
use crate::hint::technique::Technique;

/// Steps the solver may take forward while looking for a placement.
const MAX_DEPTH: usize = 16;

/// Costly steps ([`Cost::Costly`]) the solver may take forward while looking for a placement: each costs as
/// much as the rest of a hint (some 15 ms on a 9×9), and a placement behind more of them is no short proof.
const MAX_COSTLY: usize = 2;

/// Techniques whose pattern depends on every candidate of the grid, not on a few units: any earlier step may
/// matter to them.
fn global(t: Technique) -> bool {
    matches!(t, Technique::BUG | Technique::ForcingChain)
}

/// The first of the catalogue's finders from which every one is [`Cost::Costly`] (the pattern overlays and
/// forcing chains).
fn costly_tail() -> usize {
    let costs: Vec<Cost> = catalogue::ALL
        .iter()
        .flat_map(|r| r.finders.iter().map(move |_| r.cost))
        .collect();
    let cheaper = costs.iter().rposition(|&c| c != Cost::Costly);
    cheaper.map_or(0, |k| k + 1)
}

/// A placement the search reached.
enum Target {
    /// A placing step a technique found: it depends on whatever its pattern looks at.
    Found(Box<Step>),
    /// A single of the grid and the candidates of the starting grid it needs gone. Its step (text and
    /// figure) is built by its technique's file only if it ends the proof chosen.
    Single(Single, Vec<(Cell, Symbol)>),
}

/// A single: its unit (an index into `geo.units`) where it has one, its cell and its symbol.
#[derive(Clone, Copy)]
enum Single {
    FullHouse(usize, Cell, Symbol),
    Hidden(usize, Cell, Symbol),
    Naked(Cell, Symbol),
}

impl Target {
    fn into_step(self, g: &Grid) -> Step {
        match self {
            Target::Found(step) => *step,
            Target::Single(Single::FullHouse(u, c, s), _) => full_house::step(g, u, c, s),
            Target::Single(Single::Hidden(u, c, s), _) => hidden_single::step(g, u, c, s),
            Target::Single(Single::Naked(c, s), _) => naked_single::step(g, c, s),
        }
    }
}

/// The shortest proof found of a placement from `g0`: the steps in order, the last one placing a digit. The
/// first single of `g0` is a proof of one step. When the solver finds no placement within [`MAX_DEPTH`]
/// steps (or [`MAX_COSTLY`] costly ones), `Err` with the solver's next step from `g0` (`None` when it finds no
/// step at all: the grid is complete, or its candidates contradict the puzzle).
pub fn placement_proof(g0: &Grid) -> Result<Vec<Step>, Option<Box<Step>>> {
    if g0.is_complete() {
        return Err(None);
    }
    let mut g = g0.clone();
    let mut seq: Vec<Step> = Vec::new();
    let mut by = EliminatedBy::new(g0);
    // the solver's next step from g0, found in the first pass below
    let mut first: Option<Box<Step>> = None;
    let mut costly_steps = 0;
    for _ in 0..MAX_DEPTH {
        if let Some(p) = best_proof(g0, &g, &seq, &by, singles(g0, &g)) {
            return Ok(p);
        }
        // One step ahead: the first step of each cheap technique, and the singles it opens. The easiest step
        // of all (the solver's next step) comes out of the same pass: a chain finder runs only while no easier
        // technique has a step.
        let mut found: Vec<Vec<Step>> = Vec::new();
        let mut seen: Vec<Vec<(Cell, Symbol)>> = Vec::new();
        let mut easiest: Option<Step> = None;
        // `black_box`: the finders stay calls through the table; unrolled over the constant table, the loop
        // would inline a copy of every finder (40 KB more wasm).
        // Past the costly steps allowed, the finders at the catalogue's end, costly all, can only end the search
        // whatever they find (a step of theirs is one costly step too many; none leaves no step): not run.
        let last = match costly_steps == MAX_COSTLY {
            true => costly_tail(),
            false => usize::MAX,
        };
        for (k, (cost, f)) in std::hint::black_box(catalogue::ALL)
            .iter()
            .flat_map(|r| r.finders.iter().map(move |f| (r.cost, f)))
            .enumerate()
        {
            if k >= last && easiest.is_none() {
                return Err(first);
            }
            if cost != Cost::Cheap {
                if easiest.is_none() {
                    easiest = f(&g);
                }
                continue;
            }
            let Some(step) = f(&g) else { continue };
            if easiest.is_none() {
                easiest = Some(step.clone());
            }
            if seen.contains(&step.eliminations) && step.placements.is_empty() {
                continue;
            }
            seen.push(step.eliminations.clone());
            let mut seq2 = seq.clone();
            let mut by2 = by.clone();
            let targets = if step.placements.is_empty() {
                let mut g2 = g.clone();
                g2.apply(&step);
                by2.record(g0, &step, seq2.len());
                seq2.push(step);
                singles(g0, &g2)
            } else {
                vec![Target::Found(Box::new(step))]
            };
            if let Some(p) = best_proof(g0, &g, &seq2, &by2, targets) {
                found.push(p);
            }
        }
        if let Some(best) = found.into_iter().min_by_key(|p| p.len()) {
            return Ok(best);
        }
        if first.is_none() {
            first = easiest.clone().map(Box::new);
        }
        let Some(step) = easiest else {
            return Err(first);
        };
        if !step.placements.is_empty() {
            let t = Target::Found(Box::new(step));
            return best_proof(g0, &g, &seq, &by, vec![t]).ok_or(first);
        }
        if catalogue::row(step.technique).is_some_and(|r| r.cost == Cost::Costly) {
            costly_steps += 1;
            if costly_steps > MAX_COSTLY {
                return Err(first);
            }
        }
        let before = g.cands.clone();
        g.apply(&step);
        if g.cands == before {
            return Err(first);
        }
        by.record(g0, &step, seq.len());
        seq.push(step);
    }
    Err(first)
}

/// Which step of the sequence removed each candidate of the starting grid (`u16::MAX`: none yet).
#[derive(Clone)]
struct EliminatedBy {
    syms: usize,
    by: Vec<u16>,
}

impl EliminatedBy {
    fn new(g0: &Grid) -> EliminatedBy {
        let syms = g0.n() + 1;
        EliminatedBy {
            syms,
            by: vec![u16::MAX; g0.cells.len() * syms],
        }
    }
    fn get(&self, (c, s): (Cell, Symbol)) -> Option<usize> {
        let i = self.by[c as usize * self.syms + s as usize];
        (i != u16::MAX).then_some(i as usize)
    }
    fn record(&mut self, g0: &Grid, step: &Step, index: usize) {
        for &(c, s) in &step.eliminations {
            let i = c as usize * self.syms + s as usize;
            if g0.has(c as usize, s) && self.by[i] == u16::MAX {
                self.by[i] = index as u16;
            }
        }
    }
}

/// The shortest proof among `targets` (placements reached after `seq`), cut back to the steps they need.
fn best_proof(
    g0: &Grid,
    g: &Grid,
    seq: &[Step],
    by: &EliminatedBy,
    targets: Vec<Target>,
) -> Option<Vec<Step>> {
    let mut best: Option<Vec<Step>> = None;
    for t in targets {
        let keep = needed_steps(g0, seq, by, &t);
        if best.as_ref().is_some_and(|b| b.len() <= keep.len() + 1) {
            continue;
        }
        let mut proof: Vec<Step> = keep.iter().map(|&i| seq[i].clone()).collect();
        proof.push(t.into_step(g));
        best = Some(proof);
        if best.as_ref().is_some_and(|b| b.len() == 1) {
            break;
        }
    }
    best
}

/// Indices (ascending) of the steps of `seq` that the target needs, directly or through the patterns of other
/// needed steps.
fn needed_steps(g0: &Grid, seq: &[Step], by: &EliminatedBy, t: &Target) -> Vec<usize> {
    let mut keep = vec![false; seq.len()];
    let mut stack: Vec<usize> = Vec::new();
    match t {
        Target::Single(_, needs) => {
            for &e in needs {
                if let Some(i) = by.get(e) {
                    if !keep[i] {
                        keep[i] = true;
                        stack.push(i);
                    }
                }
            }
        }
        Target::Found(step) => depends_on(g0, seq, by, step, seq.len(), &mut keep, &mut stack),
    }
    while let Some(j) = stack.pop() {
        depends_on(g0, seq, by, &seq[j], j, &mut keep, &mut stack);
    }
    (0..seq.len()).filter(|&i| keep[i]).collect()
}

/// Marks the steps before `before` that removed a candidate `step`'s pattern looks at.
fn depends_on(
    g0: &Grid,
    seq: &[Step],
    by: &EliminatedBy,
    step: &Step,
    before: usize,
    keep: &mut [bool],
    stack: &mut Vec<usize>,
) {
    let region = region(g0, step);
    for (i, s) in seq.iter().enumerate().take(before) {
        if keep[i] {
            continue;
        }
        let relevant = s.eliminations.iter().any(|&(c, d)| {
            by.get((c, d)) == Some(i) && region.as_ref().is_none_or(|r| r[c as usize])
        });
        if relevant {
            keep[i] = true;
            stack.push(i);
        }
    }
}

/// The cells a step's pattern looks at (`None`: the whole grid): its evidence, its units, and every unit that
/// holds two of its evidence cells (where its strong links lie).
fn region(g0: &Grid, step: &Step) -> Option<Vec<bool>> {
    if global(step.technique) {
        return None;
    }
    let geo = &g0.geo;
    let mut r = vec![false; g0.cells.len()];
    for &c in &step.evidence {
        r[c as usize] = true;
    }
    let mark_unit = |u: usize, r: &mut Vec<bool>| {
        for &c in &geo.units[u] {
            r[c as usize] = true;
        }
    };
    // Every unit: rows, columns and blocks, and those the rules add (X-Sudoku's diagonals, Windoku's windows).
    for &u in &step.units {
        if let Some(i) = (0..geo.units.len()).find(|&i| geo.unit(i) == u) {
            mark_unit(i, &mut r);
        }
    }
    let mut count = vec![0u8; geo.units.len()];
    for &c in &step.evidence {
        for &u in &geo.cell_units[c as usize] {
            count[u as usize] = count[u as usize].saturating_add(1);
        }
    }
    for (u, &k) in count.iter().enumerate() {
        if k >= 2 {
            mark_unit(u, &mut r);
        }
    }
    Some(r)
}

/// Every single of `g` (full houses, naked and hidden singles), with the candidates of `g0` each needs gone.
/// Each is built into its step only when it is chosen (see [`Target::Single`]).
fn singles(g0: &Grid, g: &Grid) -> Vec<Target> {
    let n = g.n();
    let mut out = Vec::new();
    // Units first (boxes, then rows, columns and diagonals: where people look), then cells.
    for u in g.geo.look_order() {
        let (once, twice, placed) = g.unit_symbols(u);
        let single = once & !twice & !placed;
        if single == 0 {
            continue;
        }
        let empty = g.geo.units[u]
            .iter()
            .filter(|&&c| g.is_empty(c as usize))
            .count();
        for s in Candidates(single).iter() {
            let s = s as Symbol;
            let Some(c) = g.cells_with(u, s).next() else {
                continue;
            };
            let needs: Vec<(Cell, Symbol)> = g0
                .cells_with(u, s)
                .filter(|&x| x != c)
                .map(|x| (x, s))
                .collect();
            let single = if empty == 1 {
                Single::FullHouse(u, c, s)
            } else {
                Single::Hidden(u, c, s)
            };
            out.push(Target::Single(single, needs));
        }
    }
    for c in 0..n * n {
        if !g.is_empty(c) {
            continue;
        }
        let Some(s) = g.cands[c].only() else { continue };
        let needs: Vec<(Cell, Symbol)> = g0.cands[c]
            .iter()
            .filter(|&x| x as Symbol != s)
            .map(|x| (c as Cell, x as Symbol))
            .collect();
        out.push(Target::Single(Single::Naked(c as Cell, s), needs));
    }
    out
}
