//! The `sandwich` rule: a total outside a row or column is the sum of the digits between that line's 1 and its
//! largest digit (9 on 9×9), whichever comes first; 0 when they are side by side. Not a sum over fixed cells
//! (which cells are between depends on where the 1 and the 9 go), so the geometry keeps it as a
//! [`Between`]: the general solver's propagation ([`keep`]), the checks ([`ends`]), the CNF ([`clauses`]:
//! for every place of the 1 and the 9, a sum over the cells between) and the Sandwich sum step read it. The
//! game ID names the line (`sandwich=r3/15`, `sandwich=c7/0`: [`line`], [`name`]; hint texts its [`unit`]); the generator's clues are
//! [`place`]'s.

use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol, Unit};
use crate::core::geometry::{Between, Sum};
use crate::core::rule::Rule;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// The cells of the line `r3` or `c7` on a side-`n` grid, or what is wrong.
pub fn line(text: &str, n: usize) -> Result<Vec<Cell>, String> {
    let t = text.trim().to_ascii_lowercase();
    let k = t
        .get(1..)
        .filter(|k| !k.is_empty() && k.len() <= 2 && k.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|k| k.parse::<usize>().ok())
        .filter(|k| (1..=n).contains(k));
    match (t.chars().next(), k) {
        (Some('r'), Some(k)) => Ok((0..n).map(|c| ((k - 1) * n + c) as Cell).collect()),
        (Some('c'), Some(k)) => Ok((0..n).map(|r| (r * n + k - 1) as Cell).collect()),
        _ => Err(crate::tr!(
            "error-rule-line",
            text = text.chars().take(12).collect::<String>()
        )),
    }
}

/// The row or column of a line given by its cells.
pub fn unit(cells: &[Cell], n: usize) -> Unit {
    let (a, b) = (cells[0] as usize, cells[1] as usize);
    if a / n == b / n {
        Unit::Row((a / n) as u8)
    } else {
        Unit::Col((a % n) as u8)
    }
}

/// The name of a line given by its cells in the game ID: `r3` or `c7`.
pub fn name(cells: &[Cell], n: usize) -> String {
    match unit(cells, n) {
        Unit::Row(r) => format!("r{}", r + 1),
        Unit::Col(c) => format!("c{}", c + 1),
        other => unreachable!("a line is a row or a column, not {other}"),
    }
}

/// The most a sandwich of a side-`n` line can hold: every digit from 2 to n-1.
pub fn most(n: usize) -> usize {
    (2..n).sum()
}

/// The places along the line of its 1 and its largest digit `n`, first one first; `None` while either is
/// missing.
pub fn ends(digits: &[Symbol], n: usize) -> Option<(usize, usize)> {
    let at = |d: Symbol| digits.iter().position(|&x| x == d);
    let (i, j) = at(1).zip(at(n as Symbol))?;
    Some((i.min(j), i.max(j)))
}

/// What each cell of the line may keep (bits `1 << d`) given the candidates `cands`: over every place of the 1
/// and the largest digit whose cells between can make the total by bounds (their digits neither of those two),
/// the union of what the place leaves each cell (the 1, the largest digit, between them a digit the others'
/// bounds leave room for, outside them anything but those two); `None` when no place can.
pub fn keep(b: &Between, cands: &[u32], n: usize) -> Option<Vec<u32>> {
    let ends = (1u32 << 1) | (1 << n);
    let lo = |m: u32| (m & !ends).trailing_zeros() as i32;
    let hi = |m: u32| 31 - (m & !ends).leading_zeros() as i32;
    let k = cands.len();
    let mut out = vec![0u32; k];
    let mut any = false;
    for one in (0..k).filter(|&i| cands[i] & 1 << 1 != 0) {
        for top in (0..k).filter(|&j| j != one && cands[j] & 1 << n != 0) {
            let (i, j) = (one.min(top), one.max(top));
            let between = &cands[i + 1..j];
            if between.iter().any(|&m| m & !ends == 0) {
                continue;
            }
            let (min, max): (i32, i32) = between
                .iter()
                .fold((0, 0), |(a, z), &m| (a + lo(m), z + hi(m)));
            if !(min..=max).contains(&b.total) {
                continue;
            }
            any = true;
            for (x, keep) in out.iter_mut().enumerate() {
                let m = cands[x];
                *keep |= if x == one {
                    1 << 1
                } else if x == top {
                    1 << n
                } else if x > i && x < j {
                    let (from, to) = (b.total - (max - hi(m)), b.total - (min - lo(m)));
                    Candidates::span(from.max(2), to.min(n as i32 - 1)).0 & m
                } else {
                    m & !ends
                };
            }
        }
    }
    any.then_some(out)
}

/// The clauses of a sandwich over literals `x(cell, v)`: for every place of the 1 and the n, the cells between
/// add up to the total (a sum's clauses, [`super::sum`], each with "unless the 1 or the n is elsewhere"), and
/// two places with nothing between need a total of 0.
pub fn clauses(
    b: &Between,
    n: usize,
    x: &impl Fn(usize, usize) -> i32,
    fresh: &mut impl FnMut() -> i32,
) -> Vec<Vec<i32>> {
    let k = b.cells.len();
    let mut out = vec![];
    for one in 0..k {
        for top in (0..k).filter(|&j| j != one) {
            let guard = [-x(b.cells[one] as usize, 1), -x(b.cells[top] as usize, n)];
            let (i, j) = (one.min(top), one.max(top));
            if j == i + 1 {
                if b.total != 0 {
                    out.push(guard.to_vec());
                }
                continue;
            }
            let sum = Sum {
                cells: b.cells[i + 1..j].to_vec(),
                signs: vec![1; j - i - 1],
                total: b.total,
                rule: b.rule,
                sets: vec![],
            };
            for mut clause in super::sum::clauses(&sum, n, x, fresh) {
                clause.extend(guard);
                out.push(clause);
            }
        }
    }
    out
}

/// Sandwich clues for a solved grid: about half a row's count of rows and columns, each with the sum between
/// its 1 and its largest digit.
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    let mut lines: Vec<Vec<Cell>> = (0..n)
        .map(|r| (0..n).map(|c| (r * n + c) as Cell).collect())
        .chain((0..n).map(|c| (0..n).map(|r| (r * n + c) as Cell).collect()))
        .collect();
    lines.shuffle(rng);
    lines
        .into_iter()
        .take(n / 2 + 1)
        .map(|cells| {
            let digits: Vec<Symbol> = cells.iter().map(|&c| solution[c as usize]).collect();
            let (i, j) = ends(&digits, n).expect("a solved line holds every digit");
            let total = digits[i + 1..j].iter().map(|&d| d as u16).sum();
            Rule::Sandwich(cells, total)
        })
        .collect()
}
