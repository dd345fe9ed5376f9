//! Killer Sudoku's game ID `killer:RxC:<cells>:<cages>:<sums>` (cages one label per cell, `a-zA-Z0-9`; sums
//! comma-separated in order of each label's first cell): reading, with checks that say what and where, and
//! canonical output (cages relabelled `a, b, …` by first appearance, so `parse(format(x)) == x`), so at most
//! [`MAX_CAGES`] cages. Sides up to 12 (4×4 to 12×12, blocks 2×2 to 3×4). A Killer is blocks and `cage` rules
//! that cover the grid: the same puzzle as `sudoku:RxC:<cells>:cage=…;…`, written this way (`rules::cage`).

use super::shape::{parse_shape, read_cells};
use crate::core::cell::{cell_name, Cell};
use crate::core::error::{cells_count, ParseError};
use crate::core::geometry::{first_unconnected, Cage};
use crate::core::sudoku::Sudoku;
use crate::rules::cage::{sum_range, MAX_KILLER_SIDE};

/// The label characters, in canonical order.
const LABELS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/// The most cages a game ID can hold: one label each (the generator keeps under it).
pub const MAX_CAGES: usize = LABELS.len();

/// The label of cage `k` in canonical output.
pub fn cage_label(k: usize) -> char {
    LABELS[k % LABELS.len()] as char
}

/// Reads the part after `killer:`: `RxC:<cells>:<cages>:<sums>`.
pub fn parse_rest(rest: &str) -> Result<Sudoku, ParseError> {
    let mut parts = rest.splitn(4, ':');
    let (Some(params), Some(body), Some(cages), Some(sums)) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(ParseError::BadParams {
            params: rest.chars().take(20).collect(),
            reason: crate::tr!(
                "error-expected-form",
                form = "killer:RxC:<cells>:<cages>:<sums>"
            ),
        });
    };
    let (br, bc) = parse_shape(params)?;
    if br * bc > MAX_KILLER_SIDE {
        return Err(ParseError::BadParams {
            params: params.chars().take(20).collect(),
            reason: crate::tr!("error-killer-side", max = MAX_KILLER_SIDE),
        });
    }
    let n = br * bc;
    let cages = parse_cages(n, cages, sums)?;
    let geo = crate::rules::cage::killer_geometry(br, bc, &cages);
    crate::rules::cage::check_totals(&geo)?;
    let mut s = Sudoku::on(geo);
    read_cells(&mut s, body)?;
    Ok(s)
}

fn bad(reason: String) -> ParseError {
    ParseError::BadLayout {
        what: "cages".into(),
        reason,
    }
}

/// The cages (numbered by first cell) from one label per cell and the sums, checked: every cell labelled,
/// each cage connected, at most `n` cells, one sum per cage, each sum possible for its cage.
pub fn parse_cages(n: usize, labels: &str, sums: &str) -> Result<Vec<Cage>, ParseError> {
    let found = labels.chars().count();
    if found != n * n {
        return Err(bad(crate::tr!(
            "error-cage-labels",
            expected = n * n,
            found = found
        )));
    }
    let mut seen: Vec<char> = Vec::new();
    let mut cage_of = Vec::with_capacity(n * n);
    for (i, ch) in labels.chars().enumerate() {
        if !ch.is_ascii_alphanumeric() {
            return Err(bad(crate::tr!(
                "error-cage-label",
                label = ch.escape_default().to_string(),
                cell = cell_name(i as Cell, n)
            )));
        }
        let k = seen.iter().position(|&l| l == ch).unwrap_or_else(|| {
            seen.push(ch);
            seen.len() - 1
        });
        cage_of.push(k);
    }
    let sums: Vec<&str> = sums.split(',').map(str::trim).collect();
    if sums.len() != seen.len() {
        return Err(bad(crate::tr!(
            "error-cage-sums",
            cages = seen.len(),
            sums = sums.len()
        )));
    }
    let mut cages = Vec::with_capacity(seen.len());
    for (k, &label) in seen.iter().enumerate() {
        let cells: Vec<Cell> = (0..n * n)
            .filter(|&c| cage_of[c] == k)
            .map(|c| c as Cell)
            .collect();
        let first = cell_name(cells[0], n);
        if cells.len() > n {
            return Err(bad(crate::tr!(
                "error-cage-size",
                label = label,
                first = &first,
                cells = cells_count(cells.len()),
                count = n
            )));
        }
        let members: Vec<usize> = cells.iter().map(|&c| c as usize).collect();
        if let Some(c) = first_unconnected(n, &members) {
            return Err(bad(crate::tr!(
                "error-cage-apart",
                label = label,
                cell = cell_name(c as Cell, n),
                first = &first
            )));
        }
        let size = cells_count(cells.len());
        let sum = match sums[k] {
            "" => 0,
            t => {
                let digits = t.strip_prefix('-').unwrap_or(t);
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad(crate::tr!(
                        "error-cage-sum-number",
                        sum = t,
                        label = label,
                        first = &first
                    )));
                }
                if t.starts_with('-') || digits.bytes().all(|b| b == b'0') {
                    return Err(bad(crate::tr!(
                        "error-cage-sum-positive",
                        sum = t,
                        label = label,
                        first = &first,
                        cells = &size
                    )));
                }
                // A number too big for a sum is out of every cage's range below.
                digits.parse::<u16>().unwrap_or(u16::MAX)
            }
        };
        let (lo, hi) = sum_range(n, cells.len());
        if sum != 0 && !(lo..=hi).contains(&(sum as u32)) {
            return Err(bad(crate::tr!(
                "error-cage-sum-range",
                label = label,
                first = &first,
                cells = &size,
                sum = sum,
                count = cells.len(),
                lo = lo,
                hi = hi
            )));
        }
        cages.push(Cage { cells, sum });
    }
    Ok(cages)
}

/// The canonical game ID of a Killer grid.
pub fn game_id(s: &Sudoku) -> String {
    let g = s.geometry();
    let n = g.n;
    let mut labels = vec!['?'; n * n];
    for (k, cage) in g.cages().iter().enumerate() {
        for &c in &cage.cells {
            labels[c as usize] = cage_label(k);
        }
    }
    let labels: String = labels.into_iter().collect();
    let sums: Vec<String> = g
        .cages()
        .iter()
        .map(|k| {
            if k.sum == 0 {
                String::new()
            } else {
                k.sum.to_string()
            }
        })
        .collect();
    format!(
        "killer:{}x{}:{}:{labels}:{}",
        g.br,
        g.bc,
        s.cells_text(),
        sums.join(",")
    )
}
