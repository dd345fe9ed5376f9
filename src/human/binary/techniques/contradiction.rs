//! Contradiction ("negative logic"): assume a digit in a cell and apply the line rules (techniques 1–8) until
//! nothing changes; if a rule breaks, the cell holds the other digit. The step shows the chain that breaks.

use super::{chain, key};
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::{Board, Depth, Traced};

/// Chains longer than this are shortened in the text.
const SHOWN: usize = 8;

/// What an assumption led to.
pub struct Probe {
    /// The board after following the line rules.
    pub board: Board,
    /// The placements the rules made, in order.
    pub trace: Vec<Traced>,
    /// The line that broke, if one did.
    pub broken: Option<usize>,
}

/// Assume digit `d` at `cell` and close with the line rules up to `depth`.
pub fn probe(b: &Board, cell: usize, d: u8, depth: Depth) -> Probe {
    let mut board = b.clone();
    board.set(cell, d);
    let mut trace = Vec::new();
    let broken = board
        .close(depth, board.lines_of(cell), Some(&mut trace))
        .err();
    Probe {
        board,
        trace,
        broken,
    }
}

/// The chain in words: "r1c4 = 0 (row 1), r2c3 = 1 (column 3), …".
pub fn chain_text(b: &Board, trace: &[Traced]) -> String {
    let mut parts: Vec<String> = trace
        .iter()
        .take(SHOWN)
        .map(|&(c, d, l)| {
            crate::tr!(
                "binary-chain-step",
                cell = cell_name(c as Cell, b.n),
                symbol = key(b, d),
                line = b.line_name(l)
            )
        })
        .collect();
    if trace.len() > SHOWN {
        parts.push(crate::tr!("binary-chain-more", count = trace.len() - SHOWN));
    }
    parts.join(&crate::tr!("list-sep"))
}

/// Cells to try first: empty cells next to filled ones, then the rest, row-major.
pub fn probe_order(b: &Board) -> Vec<usize> {
    let n = b.n;
    let mut v: Vec<(u8, usize)> = (0..n * n)
        .filter(|&c| b.symbol(c) == 0)
        .map(|c| {
            let (r, k) = (c / n, c % n);
            let mut near = 0u8;
            for (dr, dc) in [
                (0i32, 1i32),
                (0, -1),
                (1, 0),
                (-1, 0),
                (0, 2),
                (0, -2),
                (2, 0),
                (-2, 0),
            ] {
                let (rr, cc) = (r as i32 + dr, k as i32 + dc);
                if rr >= 0
                    && cc >= 0
                    && (rr as usize) < n
                    && (cc as usize) < n
                    && b.symbol(rr as usize * n + cc as usize) != 0
                {
                    near += 1;
                }
            }
            (8 - near, c)
        })
        .collect();
    crate::core::sort::sort(&mut v);
    v.into_iter().map(|(_, c)| c).collect()
}

pub fn find(b: &Board) -> Option<Step> {
    // Cheap probes first (the simple rules only; a break there is a break with all line rules), keeping the
    // shortest chain; then probes with every line rule, taking the first that breaks.
    let order = probe_order(b);
    // (cell, digit, depth, chain length); probes run without a trace (the length is the number of cells the
    // rules filled), and only the chosen one is run again with its trace.
    let mut best: Option<(usize, u8, Depth, usize)> = None;
    let before = b.empty_count();
    for depth in [Depth::Medium, Depth::Exact] {
        for &cell in &order {
            for d in [1u8, 0] {
                let mut t = b.clone();
                t.set(cell, d);
                if t.close(depth, t.lines_of(cell), None).is_err() {
                    let len = before - 1 - t.empty_count();
                    if best.is_none_or(|bst| len < bst.3) {
                        best = Some((cell, d, depth, len));
                    }
                }
            }
            if best.is_some_and(|bst| depth == Depth::Exact || bst.3 <= 3) {
                break;
            }
        }
        if best.is_some() {
            break;
        }
    }
    let (cell, d, depth, _) = best?;
    let p = probe(b, cell, d, depth);
    let t = p.board;
    let l = p.broken?;
    // Only the placements the broken line rests on, each with its rule.
    let trace = chain::prune(b, depth, &p.trace, &[], &chain::broken_lines(&t, l));
    let (imps, _) = chain::branch(b, cell, d, &trace);
    let mut evidence: Vec<Cell> = vec![cell as Cell];
    evidence.extend(trace.iter().map(|&(c, _, _)| c as Cell));
    let mut figure = Figure::default();
    let lines = chain::broken_lines(&t, l);
    figure.unit(t.unit(l), Role::Key);
    for &m in &lines[1..] {
        figure.unit(t.unit(m), Role::Cover); // the line it would copy
    }
    // One implication per line, each with its rule.
    let explanation = sentence(format!(
        "{}\n{}\n{}",
        chain::text(b, &imps),
        chain::broken_line(&t, l),
        crate::tr!(
            "binary-contradiction-so",
            cell = cell_name(cell as Cell, b.n),
            other = key(b, 1 - d)
        )
    ));
    figure.branches.push(imps);
    Some(Step {
        notation: String::new(),
        figure,
        technique: Technique::Contradiction,
        units: vec![t.unit(l)],
        evidence,
        placements: vec![(cell as Cell, 2 - d)],
        eliminations: vec![],
        title: Technique::Contradiction.called().into(),
        explanation,
    })
}
