//! Nested forcing chains, for the positions where singles and locked candidates stall in every branch (the
//! forum's hardest puzzles): a branch goes on past where propagation stalls by removing a candidate whose own
//! assumption breaks a rule in the branch's grid (an inner chain, told on its line), until the branch itself
//! breaks a rule. Sudoku Explainer's nested chains do the same; its rating of them is in
//! [`crate::human::rating`].

use super::masks::Masks;
use super::{
    cells_by_size, contradiction_chain, contradiction_step, propagate, run, Branch, Contra, Why,
};
use crate::core::cell::Cell;
use crate::hint::step::{Reason, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// At most this many inner chains within one branch of a nested forcing chain.
const NEST_ROUNDS: usize = 4;

/// A contradiction by nested forcing chains, where singles and locked candidates stall: the assumption is
/// propagated, then a candidate of the branch's grid whose own assumption breaks a rule there (an inner chain,
/// told on its line) is removed, and propagation goes on, until a rule breaks. The fewest lines (inner ones
/// counted) over the assumptions in the cells with the fewest candidates that give one, or the first of at most
/// [`NESTED_GOOD`] lines. Plain Sudoku of 9×9 and smaller, whose `masks` tell quickly which assumptions of an
/// inner search break a rule (where the forum's hardest puzzles are; each inner search tries every candidate of
/// the branch's two-candidate cells, which variants and big grids would pay for in every solve).
pub(super) fn find(g: &Grid, masks: Option<&Masks>) -> Option<Step> {
    let masks = masks?;
    let mut best: Option<(usize, Branch)> = None;
    let mut size = 0;
    for c in cells_by_size(g) {
        // once a size of cell gave one, the larger ones are not looked at
        if best.is_some() && g.cands[c].len() > size {
            break;
        }
        size = g.cands[c].len();
        for s in g.cands[c].iter() {
            let mut b = propagate(g, c, s, true, &[]);
            let mut inner_lines = 0;
            for _ in 0..NEST_ROUNDS {
                // (a branch whose inner chains already have as many lines as the best step cannot beat it)
                if b.contra.is_some() || best.as_ref().is_some_and(|x| inner_lines >= x.0) {
                    break;
                }
                let Some(ib) = inner(&b.g, masks) else {
                    break;
                };
                let (told, _, _) = contradiction_chain(&b.g, &ib);
                let lines = ib.contra.as_ref().map_or(0, |(_, r)| ib.cost(r)) + 1;
                let words = crate::tr!("forcing-why-inner", chain = told.inline());
                inner_lines += lines;
                b.nested.push((words, lines));
                let parents = outer_parents(g, &b, &ib);
                let (x, d) = (ib.imps[0].cell, ib.imps[0].sym);
                b.remove(x, d, Why::Nested(b.nested.len() as u32 - 1), parents);
                b.contra = run(g, &mut b, true, &[]);
            }
            let Some((_, roots)) = b.contra.clone() else {
                continue;
            };
            b.ancestors();
            let cost = b.cost(&roots) + inner_lines;
            if best.as_ref().is_none_or(|x| cost < x.0) {
                best = Some((cost, b));
            }
        }
        if best.as_ref().is_some_and(|b| b.0 <= NESTED_GOOD) {
            break;
        }
    }
    let (_, b) = best?;
    let mut step = contradiction_step(g, &b);
    step.title = nested_title().into();
    Some(step)
}

/// A nested forcing chain of at most this many lines (inner ones counted) is taken without looking further.
const NESTED_GOOD: usize = 60;

/// The shortest contradiction of one assumption in `g` (a branch's grid), in the cells of two or three
/// candidates, as its branch.
fn inner(g: &Grid, masks: &Masks) -> Option<Branch> {
    let board = masks.board(g);
    let mut best: Option<(usize, Branch)> = None;
    for c in cells_by_size(g) {
        if g.cands[c].len() > 3 || best.is_some() && g.cands[c].len() > 2 {
            break;
        }
        for s in g.cands[c]
            .iter()
            .filter(|&s| masks.close(&board, c, s, true).is_none())
        {
            let b = propagate(g, c, s, true, &[]);
            if let Some((_, why)) = &b.contra {
                let cost = b.cost(why);
                if best.as_ref().is_none_or(|x| cost < x.0) {
                    best = Some((cost, b));
                }
            }
        }
    }
    best.map(|x| x.1)
}

/// The lines of the outer branch `b` (propagated from `g`) that an inner chain `ib`, found on `b`'s grid, rests
/// on: those that removed a candidate its lines or its broken rule needed gone (a single's other candidates, a
/// hidden single's other places, a locked set's places outside the line, the emptied cell's or unit's).
fn outer_parents(g: &Grid, b: &Branch, ib: &Branch) -> Vec<u32> {
    let Some((contra, roots)) = &ib.contra else {
        return vec![0];
    };
    let unit = |u: usize| g.geo.units[u].iter().map(|&c| c as usize);
    let mut out: Vec<u32> = vec![];
    for i in ib.lines(roots) {
        let im = &ib.imps[i as usize];
        out.extend(match im.why {
            Why::Single => b.cell_causes(g, im.cell, im.sym),
            Why::Hidden(u) => b.causes(g, unit(u), im.sym),
            Why::Locked(a, t) => b.causes(
                g,
                unit(a).filter(|&c| !g.geo.units[t].contains(&(c as Cell))),
                im.sym,
            ),
            _ => vec![],
        });
    }
    out.extend(match *contra {
        Contra::Empty(c) => b.cell_causes(g, c, 0),
        Contra::Missing(u, s) => b.causes(g, unit(u), s),
        Contra::Cage(_) => vec![],
    });
    crate::core::sort::sort(&mut out);
    out.dedup();
    if out.is_empty() {
        out.push(0);
    }
    out
}

/// How a nested forcing step is titled in the engine's language (message `forcing-title-nested`).
pub fn nested_title() -> String {
    crate::tr!(
        "forcing-title-nested",
        technique = Technique::ForcingChain.called()
    )
}

/// The lines of the inner chains told on a forcing step's nested lines (each line of an inner chain one arrow
/// after its assumption; 0 for any other step): a nested chain's length is its own lines and these. Only an
/// inner chain's words have arrows (`forcing-why-inner`: its lines joined by " → ", at least its assumption and
/// the rule it breaks), in every language.
pub fn inner_lines(step: &Step) -> usize {
    step.figure
        .branches
        .iter()
        .flatten()
        .map(|i| match &i.reason {
            Reason::Other(words) if words.contains(" → ") => words.matches(" → ").count() + 1,
            _ => 0,
        })
        .sum()
}
