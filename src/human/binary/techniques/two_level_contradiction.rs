//! Two-level contradiction (the first form of the deeper lookahead): assume a digit in a cell and follow the line
//! rules (techniques 1–8). Nothing breaks yet, but now some other cell can take neither digit: each one, followed
//! by the line rules, breaks a rule. So the assumption was wrong and the cell holds the other digit. The step
//! shows the assumption's chain and both chains that break.
//!
//! Finding one is cheap: the closures of every single assumption on the board (`probes`) are computed once. If
//! the assumption `A = x` leads to board `S` and the closure of `B = d` on the board disagrees with `S` in some
//! cell, then `B = d` breaks on top of `S` (the rules are monotone: from `S` and `B = d` they derive at least
//! what they derive from the board and `B = d`, so they meet the disagreeing cell). A second digit that does
//! not disagree that plainly is checked by closing it on `S`, within a fixed number of closures.

use super::contradiction::chain_text;
use super::{broken_reason, chain as links, key, sym};
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::{Board, Depth, Traced};

/// The closure of one assumption on the board: `None` when it breaks a rule at once.
pub struct Probes {
    /// `boards[i][d]` for the `i`-th cell of `cells`.
    pub boards: Vec<[Option<Board>; 2]>,
    pub cells: Vec<usize>,
}

impl Probes {
    /// Close every digit in every cell of `order` (empty cells of `b`) with the line rules.
    pub fn new(b: &Board, order: &[usize]) -> Probes {
        let boards = order
            .iter()
            .map(|&cell| {
                [0u8, 1].map(|d| {
                    let mut t = b.clone();
                    t.set(cell, d);
                    t.close(Depth::Exact, t.lines_of(cell), None)
                        .is_ok()
                        .then_some(t)
                })
            })
            .collect();
        Probes {
            boards,
            cells: order.to_vec(),
        }
    }
}

/// Whether two boards give some cell different digits.
fn disagree(a: &Board, b: &Board) -> bool {
    (0..a.n).any(|r| (a.one[r] & b.zero[r]) | (a.zero[r] & b.one[r]) != 0)
}

/// Assume `d` at `cell` on `b` and close with trace: the trace and the broken line, if one broke.
fn chain(b: &Board, cell: usize, d: u8) -> (Board, Vec<Traced>, Option<usize>) {
    let mut t = b.clone();
    t.set(cell, d);
    let mut trace = Vec::new();
    let broken = t
        .close(Depth::Exact, t.lines_of(cell), Some(&mut trace))
        .err();
    (t, trace, broken)
}

/// Closures on an assumption's board that one search for a two-level contradiction may run (the second pass).
const CLOSE_BUDGET: usize = 100;

/// A two-level contradiction on `b` (where no single assumption breaks), trying the cells in `probes` order:
/// first where both digits of the second cell plainly disagree with the assumption's board (no closure
/// needed), then where one does and the other is closed on that board (at most `CLOSE_BUDGET` closures).
pub fn find(b: &Board, probes: &Probes) -> Option<Step> {
    let mut budget = CLOSE_BUDGET;
    for pass in 0..2 {
        for (i, &a) in probes.cells.iter().enumerate() {
            for x in [1u8, 0] {
                let Some(s) = &probes.boards[i][x as usize] else {
                    continue;
                };
                for (j, &c) in probes.cells.iter().enumerate() {
                    if j == i || s.symbol(c) != 0 {
                        continue;
                    }
                    let [Some(p0), Some(p1)] = &probes.boards[j] else {
                        continue;
                    };
                    let (d0, d1) = (disagree(s, p0), disagree(s, p1));
                    let found = if pass == 0 {
                        d0 && d1
                    } else if d0 != d1 && budget > 0 {
                        budget -= 1;
                        chain(s, c, if d0 { 1 } else { 0 }).2.is_some()
                    } else {
                        false
                    };
                    if found {
                        return Some(step(b, s, a, x, c));
                    }
                }
            }
        }
    }
    None
}

/// The step for: `a = x` leads to board `s`, on which cell `c` takes neither digit.
fn step(b: &Board, s: &Board, a: usize, x: u8, c: usize) -> Step {
    let n = b.n;
    let (_, trace, _) = chain(b, a, x);
    let an = cell_name(a as Cell, n);
    let cn = cell_name(c as Cell, n);
    let mut evidence: Vec<Cell> = vec![a as Cell];
    evidence.extend(trace.iter().map(|&(t, _, _)| t as Cell));
    evidence.push(c as Cell);
    let mut units = Vec::new();
    let mut branches = Vec::new();
    // The figure: the assumption's chain, then both digits of `c`, each to the line it breaks.
    let mut figure = Figure::default();
    figure.branches.push(links::branch(b, a, x, &trace).0);
    figure.cell(c as Cell, Role::Key);
    for d in [0u8, 1] {
        let (t, tr, broken) = chain(s, c, d);
        // Monotone rules: the disagreement (or the close on `s`) guarantees a break.
        let l = broken.expect("both digits break on the assumption's board");
        units.push(t.unit(l));
        figure.unit(t.unit(l), Role::Key);
        let kept = links::prune(s, Depth::Exact, &tr, &[], &links::broken_lines(&t, l));
        figure.branches.push(links::branch(s, c, d, &kept).0);
        evidence.extend(tr.iter().map(|&(t, _, _)| t as Cell));
        branches.push(if tr.is_empty() {
            crate::tr!(
                "binary-two-level-branch",
                symbol = key(b, d),
                broken = broken_reason(&t, l)
            )
        } else {
            crate::tr!(
                "binary-two-level-branch-chain",
                symbol = key(b, d),
                chain = chain_text(b, &tr),
                broken = broken_reason(&t, l)
            )
        });
    }
    crate::core::sort::sort(&mut evidence);
    evidence.dedup();
    units.dedup();

    Step {
        notation: String::new(),
        figure,
        technique: Technique::DeepLookahead,
        units,
        evidence,
        placements: vec![(a as Cell, 2 - x)],
        eliminations: vec![],
        title: crate::tr!(
            "binary-title-two-level",
            technique = Technique::DeepLookahead.called()
        )
        .into(),
        explanation: if trace.is_empty() {
            crate::tr!(
                "binary-two-level",
                cell = an,
                symbol = key(b, x),
                other = key(b, 1 - x),
                second = cn,
                zero = sym(b, 0),
                one = sym(b, 1),
                with_zero = branches[0].as_str(),
                with_one = branches[1].as_str()
            )
        } else {
            crate::tr!(
                "binary-two-level-chain",
                cell = an,
                symbol = key(b, x),
                other = key(b, 1 - x),
                chain = chain_text(b, &trace),
                second = cn,
                zero = sym(b, 0),
                one = sym(b, 1),
                with_zero = branches[0].as_str(),
                with_one = branches[1].as_str()
            )
        },
    }
}
