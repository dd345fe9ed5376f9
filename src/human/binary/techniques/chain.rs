//! Implication chains for the binary steps that assume a digit (contradiction, deeper lookahead) and for a wrong
//! entry: a closure's trace cut down to the placements a conclusion needs, each with the rule that forces it
//! ("r2c4 = 0 (pair in row 2)"), as forcing branches of the step's figure and as text.

use super::{count_of, key, mask};
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{Implication, Reason};
use crate::solve::binary::board::{Board, Depth, Traced};

/// Whether cell `c` lies in line `l`.
fn in_line(b: &Board, l: usize, c: usize) -> bool {
    if l < b.n {
        c / b.n == l
    } else {
        c % b.n == l - b.n
    }
}

/// The part of `trace` (a closure at `depth` after assuming a digit at `start` on `b`) that the cells `goal`
/// and the lines `lines` (every placement in them) need: each kept placement's line, as the closure saw it,
/// is rebuilt from the board and the earlier kept placements (above the local rules, complete parallel lines
/// count too, so placements in parallel lines are kept).
pub fn prune(
    b: &Board,
    depth: Depth,
    trace: &[Traced],
    goal: &[usize],
    lines: &[usize],
) -> Vec<Traced> {
    let wide = depth > Depth::Local;
    let seen =
        |l: usize, c: usize| in_line(b, l, c) || (wide && b.parallel(l).any(|m| in_line(b, m, c)));
    let mut keep: Vec<bool> = trace
        .iter()
        .map(|&(c, _, _)| goal.contains(&c) || lines.iter().any(|&l| seen(l, c)))
        .collect();
    for k in (0..trace.len()).rev() {
        if !keep[k] {
            continue;
        }
        let l = trace[k].2;
        for j in 0..k {
            if !keep[j] && seen(l, trace[j].0) {
                keep[j] = true;
            }
        }
    }
    trace
        .iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(t, _)| *t)
        .collect()
}

/// The rule that forces digit `d` at `cell` in line `l` of `b` (the board before it), in words: "pair in row
/// 2", "sandwich in column 3", "row 2 has its 3 1s", else "the only way to complete row 2".
pub fn rule(b: &Board, l: usize, cell: usize, d: u8) -> String {
    let i = if l < b.n { cell % b.n } else { cell / b.n };
    let y = mask(b, l, 1 - d);
    let at = |k: usize| y >> k & 1 == 1;
    let name = b.line_name(l);
    // Tango: a sign to a filled neighbour.
    let (eq, ne) = b.signs_of(l);
    let x = mask(b, l, d);
    for (j, edge) in [(i.wrapping_sub(1), i.wrapping_sub(1)), (i + 1, i)] {
        if j >= b.n {
            continue;
        }
        let other = cell_name(b.cell_of(l, j) as Cell, b.n);
        if eq >> edge & 1 == 1 && x >> j & 1 == 1 {
            return crate::tr!("binary-rule-equal", cell = other);
        }
        if ne >> edge & 1 == 1 && y >> j & 1 == 1 {
            return crate::tr!("binary-rule-cross", cell = other);
        }
    }
    if (i >= 2 && at(i - 1) && at(i - 2)) || (i + 2 < b.n && at(i + 1) && at(i + 2)) {
        crate::tr!("binary-rule-pair", line = name)
    } else if i >= 1 && i + 1 < b.n && at(i - 1) && at(i + 1) {
        crate::tr!("binary-rule-sandwich", line = name)
    } else if y.count_ones() == b.half {
        crate::tr!(
            "binary-rule-balance",
            line = name,
            have = count_of(b, b.half, 1 - d)
        )
    } else {
        crate::tr!("binary-rule-only-way", line = name)
    }
}

/// The branch of a figure for assuming `d` at `start` on `b`, then the placements of `chain` (a pruned trace),
/// each with its rule; and the board after them.
pub fn branch(b: &Board, start: usize, d: u8, chain: &[Traced]) -> (Vec<Implication>, Board) {
    let mut t = b.clone();
    t.set(start, d);
    let mut imps = vec![Implication {
        cell: start as Cell,
        symbol: d + 1,
        placed: true,
        reason: Reason::Assumption,
    }];
    for &(c, x, l) in chain {
        imps.push(Implication {
            cell: c as Cell,
            symbol: x + 1,
            placed: true,
            reason: Reason::Other(rule(&t, l, c, x)),
        });
        t.set(c, x);
    }
    (imps, t)
}

/// One implication per line after the first: "If r2c3 = 1\n→ r2c4 = 0 (pair in row 2)" (messages
/// `binary-chain-if`, `binary-chain-then`, `binary-chain-then-why`).
pub fn text(b: &Board, imps: &[Implication]) -> String {
    let lines: Vec<String> = imps
        .iter()
        .enumerate()
        .map(|(k, im)| {
            let cell = cell_name(im.cell, b.n);
            let symbol = key(b, im.symbol.saturating_sub(1));
            match &im.reason {
                Reason::Other(why) if k > 0 => {
                    crate::tr!(
                        "binary-chain-then-why",
                        cell = cell,
                        symbol = symbol,
                        why = why
                    )
                }
                _ if k > 0 => crate::tr!("binary-chain-then", cell = cell, symbol = symbol),
                _ => crate::tr!("binary-chain-if", cell = cell, symbol = symbol),
            }
        })
        .collect();
    lines.join("\n")
}

/// The last line of a chain: "→ row 2 would have three 1s in a row (r2c1, r2c2 and r2c3)." (message
/// `binary-chain-broken`).
pub fn broken_line(t: &Board, l: usize) -> String {
    crate::tr!("binary-chain-broken", reason = super::broken_reason(t, l))
}

/// The lines a broken line `l` of the final board `t` rests on: itself, and the line it copies.
pub fn broken_lines(t: &Board, l: usize) -> Vec<usize> {
    let mut v = vec![l];
    if t.empty(l) == 0 {
        v.extend(t.duplicate_of(l));
    }
    v
}
