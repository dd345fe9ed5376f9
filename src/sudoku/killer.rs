//! Killer Sudoku: the game ID `killer:RxC:<cells>:<cages>:<sums>` (cages one label per cell, `a-zA-Z0-9`;
//! sums comma-separated in order of each label's first cell), its checks (what and where), canonical output
//! (cages relabelled `a, b, …` by first appearance, so `parse(format(x)) == x`), the rule violations of a
//! grid (a digit twice in a cage, a full cage with the wrong sum, a cage already over its sum), and the digit
//! combinations a cage's sum allows (shared by the solver, the generator, the techniques and the keypad help).
//!
//! Every cell is in exactly one cage. Sides up to 9 (4×4, 6×6, 8×8, 9×9). A cage's sum must be one that
//! distinct digits `1..=n` can make; an empty sum (`10,,7`) is a cage without a sum (only its no-repeat rule:
//! the generator drops a sum when the puzzle stays unique without it).

use super::format::{parse_shape, read_cells, symbol_char};
use super::{Cage, Geometry, Sudoku};
use crate::candidates::Candidates;
use crate::puzzle::{count_of, ParseError, Violation};
use crate::step::{cell_name, Cell};

/// Largest Killer side (digit sets fit in a small mask, sums in two digits).
pub const MAX_KILLER_SIDE: usize = 9;

/// The label characters, in canonical order.
const LABELS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/// The label of cage `k` in canonical output.
pub fn cage_label(k: usize) -> char {
    LABELS[k % LABELS.len()] as char
}

/// Digit sets (bit `1 << d`) of `k` distinct digits from `1..=n` adding up to `sum` (every set of `k` digits
/// when `sum` is 0: a cage without a sum), in increasing order of mask.
pub fn combinations(n: usize, k: usize, sum: u16) -> Vec<u32> {
    let fits = |&m: &u32| m >> (n + 1) == 0;
    if sum != 0 {
        return super::killer_search::sets(k, sum as usize)
            .iter()
            .map(|&m| m as u32)
            .filter(fits)
            .collect();
    }
    (0u32..1 << n)
        .map(|m| m << 1)
        .filter(|&m| m.count_ones() as usize == k)
        .collect()
}

/// The digit sets `cage` can still hold with the digits `cells` has placed in it (the page's keypad help):
/// those of its size adding up to its sum that hold every placed digit, in the order a player lists them
/// (179 before 269 before 278); none when a digit repeats in it.
pub fn open_combinations(n: usize, cage: &Cage, cells: &[u8]) -> Vec<u32> {
    let mut placed = 0u32;
    for v in cage
        .cells
        .iter()
        .map(|&c| cells[c as usize])
        .filter(|&v| v != 0)
    {
        if placed & (1 << v) != 0 {
            return vec![];
        }
        placed |= 1 << v;
    }
    let mut sets = combinations(n, cage.cells.len(), cage.sum);
    sets.retain(|&m| m & placed == placed);
    player_order(&mut sets);
    sets
}

/// Digit sets in the order a player lists them, smallest first: the set holding the smaller digit where two
/// differ comes first (179 before 269 before 278).
pub fn player_order(sets: &mut [u32]) {
    crate::sort::sort_by_key(sets, |&m| std::cmp::Reverse(m.reverse_bits()));
}

/// The sum of the digits in mask `m` (bit `1 << d`).
pub fn digit_sum(m: u32) -> u32 {
    (1..32).filter(|&d| m & (1 << d) != 0).sum()
}

/// The smallest and largest sums of `k` distinct digits of `1..=n`.
pub fn sum_range(n: usize, k: usize) -> (u32, u32) {
    let k = k as u32;
    let n = n as u32;
    (k * (k + 1) / 2, k * (2 * n + 1 - k) / 2)
}

/// Reads the part after `killer:`: `RxC:<cells>:<cages>:<sums>`.
pub fn parse_rest(rest: &str) -> Result<Sudoku, ParseError> {
    let mut parts = rest.splitn(4, ':');
    let (Some(params), Some(body), Some(cages), Some(sums)) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(ParseError::BadParams {
            params: rest.chars().take(20).collect(),
            reason: "expected 'killer:RxC:<cells>:<cages>:<sums>'".into(),
        });
    };
    let (br, bc) = parse_shape(params)?;
    if br * bc > MAX_KILLER_SIDE {
        return Err(ParseError::BadParams {
            params: params.chars().take(20).collect(),
            reason: format!(
                "a Killer side is from 4 to {MAX_KILLER_SIDE}: blocks 2x2, 2x3, 3x2, 2x4, 4x2 or 3x3"
            ),
        });
    }
    let n = br * bc;
    let cages = parse_cages(n, cages, sums)?;
    let geo = Geometry::killer(br, bc, cages);
    check_totals(&geo)?;
    let mut s = Sudoku::on(geo);
    read_cells(&mut s, body)?;
    Ok(s)
}

/// Sums that cannot all hold, seen without solving: the cages inside the grid, or inside one row, column or
/// block, whose sums (with what the cells outside them can add) cannot make the digits' total there (the
/// grid's `n·n(n+1)/2`, a unit's `n(n+1)/2`). A cage without a sum counts with the least and most its cells can
/// make.
fn check_totals(g: &Geometry) -> Result<(), ParseError> {
    let n = g.n;
    let all: Vec<Cell> = (0..(n * n) as Cell).collect();
    // The whole grid, then each unit.
    for i in 0..=g.units.len() {
        let (grid, u) = (i == 0, i.saturating_sub(1));
        let cells = if grid { &all } else { &g.units[u] };
        let mut known = 0u32;
        let (mut lo, mut hi) = (0u32, 0u32);
        let mut covered = 0;
        for cage in g.cages() {
            if !cage.cells.iter().all(|c| cells.contains(c)) {
                continue;
            }
            covered += cage.cells.len();
            let (a, b) = sum_range(n, cage.cells.len());
            match cage.sum {
                0 => (lo, hi) = (lo + a, hi + b),
                s => known += u32::from(s),
            }
        }
        // The cells outside those cages: distinct digits in a unit, any digits in the grid.
        let rest = cells.len() - covered;
        let (a, b) = if grid {
            (rest as u32, (rest * n) as u32)
        } else {
            sum_range(n, rest)
        };
        let (lo, hi) = (known + lo + a, known + hi + b);
        let total = (n * (n + 1) / 2 * if grid { n } else { 1 }) as u32;
        if (lo..=hi).contains(&total) {
            continue;
        }
        // "the cages inside row 1 add up to 11, but its digits add up to 10"; with cells outside cages or cages
        // without a sum, the range those allow.
        let unit = g.unit(u);
        let inside: &dyn std::fmt::Display = if grid { &"the grid" } else { &unit };
        let range = if lo == hi {
            String::new()
        } else {
            format!(" (with its other cells {lo} to {hi})")
        };
        return Err(bad(format!(
            "the cages inside {inside} add up to {known}{range}, but its digits add up to {total}"
        )));
    }
    Ok(())
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
        return Err(bad(format!(
            "expected {} cage labels (one per cell), found {found}",
            n * n
        )));
    }
    let mut seen: Vec<char> = Vec::new();
    let mut cage_of = Vec::with_capacity(n * n);
    for (i, ch) in labels.chars().enumerate() {
        if !ch.is_ascii_alphanumeric() {
            return Err(bad(format!(
                "'{}' at {} is not a cage label (a-z, A-Z, 0-9)",
                ch.escape_default(),
                cell_name(i as Cell, n)
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
        return Err(bad(format!(
            "{} cages but {} sums (one per cage, in order of each cage's first cell)",
            seen.len(),
            sums.len()
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
            return Err(bad(format!(
                "cage '{label}' (from {first}) has {}, more than {n}",
                count_of(cells.len(), "cell")
            )));
        }
        let members: Vec<usize> = cells.iter().map(|&c| c as usize).collect();
        if let Some(c) = super::first_unconnected(n, &members) {
            return Err(bad(format!(
                "cage '{label}' is not connected: {} is cut off from {first}",
                cell_name(c as Cell, n)
            )));
        }
        let size = count_of(cells.len(), "cell");
        let sum = match sums[k] {
            "" => 0,
            t => {
                let digits = t.strip_prefix('-').unwrap_or(t);
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad(format!(
                        "sum '{t}' of cage '{label}' ({first}) is not a number"
                    )));
                }
                if t.starts_with('-') || digits.bytes().all(|b| b == b'0') {
                    return Err(bad(format!(
                        "the sum {t} of cage '{label}' ({first}, {size}) is not positive: a cage's digits add up to at least 1"
                    )));
                }
                // A number too big for a sum is out of every cage's range below.
                digits.parse::<u16>().unwrap_or(u16::MAX)
            }
        };
        let (lo, hi) = sum_range(n, cells.len());
        if sum != 0 && !(lo..=hi).contains(&(sum as u32)) {
            let digits = match cells.len() {
                1 => "1 digit makes".to_string(),
                k => format!("{k} distinct digits make"),
            };
            return Err(bad(format!(
                "cage '{label}' ({first}, {size}) cannot add up to {sum}: {digits} {lo} to {hi}"
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

/// The name of cage `k` in text: "the 17-cage at r1c1" (or "the cage at r1c1" without a sum). In a step's
/// units and figure the cage is `Unit::Cage(k)`.
pub fn cage_name(g: &Geometry, k: usize) -> String {
    let cage = &g.cages()[k];
    let at = cell_name(cage.cells[0], g.n);
    if cage.sum == 0 {
        format!("the cage at {at}")
    } else {
        format!("the {}-cage at {at}", cage.sum)
    }
}

/// A digit twice in a cage, a full cage with the wrong sum, a cage already over its sum.
pub fn violations(s: &Sudoku) -> Vec<Violation> {
    let g = s.geometry();
    let cells = crate::puzzle::Puzzle::cells(s);
    let mut out = Vec::new();
    for (k, cage) in g.cages().iter().enumerate() {
        let mut seen = 0u32;
        let mut total = 0u32;
        let mut empty = 0;
        for &c in &cage.cells {
            let v = cells[c as usize];
            if v == 0 {
                empty += 1;
                continue;
            }
            total += v as u32;
            if seen & (1 << v) != 0 {
                out.push(Violation {
                    rule: format!("{} appears twice in {}", symbol_char(v), cage_name(g, k)),
                    cells: cage
                        .cells
                        .iter()
                        .copied()
                        .filter(|&x| cells[x as usize] == v)
                        .collect(),
                    lines: vec![],
                });
            }
            seen |= 1 << v;
        }
        let sum = cage.sum as u32;
        if sum == 0 {
            continue;
        }
        let filled: Vec<Cell> = cage
            .cells
            .iter()
            .copied()
            .filter(|&x| cells[x as usize] != 0)
            .collect();
        if empty == 0 && total != sum {
            out.push(Violation {
                rule: format!("{} adds up to {total}, not {sum}", cage_name(g, k)),
                cells: filled,
                lines: vec![],
            });
        } else if empty > 0 && total + empty > sum {
            out.push(Violation {
                rule: format!(
                    "{} already holds {total} with {empty} cell{} to fill",
                    cage_name(g, k),
                    if empty == 1 { "" } else { "s" }
                ),
                cells: filled,
                lines: vec![],
            });
        }
    }
    out
}

/// The 45 rule on a group of units (one row, column or block, or adjacent ones: see [`groups`]): each unit's
/// digits add up to `n(n+1)/2`, so the group's to that times its units. The cells of the cages that cross its
/// edge inside it (the innies) add up to that total less the sums of the cages wholly inside it; those crossing
/// cages' cells outside it (the outies) add up to their sums less the innies' total.
pub struct Rule45 {
    /// The group's total: `n(n+1)/2` per unit.
    pub total: i32,
    /// The sum of the cages wholly inside the group.
    pub inside_sum: i32,
    /// The cages crossing the group's edge (indices into [`Geometry::cages`]).
    pub crossing: Vec<usize>,
    pub innies: Vec<Cell>,
    pub in_sum: i32,
    /// In reading order (row-major).
    pub outies: Vec<Cell>,
    pub out_sum: i32,
}

/// [`Rule45`] of `cells`, the cells of one unit or of disjoint units (so `n` cells each); `None` when a cell of
/// it lies in no cage or in a cage without a sum, or no cage crosses its edge.
pub fn rule45(g: &Geometry, cells: &[Cell]) -> Option<Rule45> {
    let n = g.n;
    let cages = g.cages();
    let mut inside = [false; MAX_KILLER_SIDE * MAX_KILLER_SIDE];
    for &c in cells {
        *inside.get_mut(c as usize)? = true;
    }
    let mut ks = Vec::with_capacity(cells.len());
    for &c in cells {
        ks.push(g.cage_of(c as usize).filter(|&k| cages[k].sum != 0)?);
    }
    crate::sort::sort(&mut ks);
    ks.dedup();
    let (whole, crossing): (Vec<usize>, Vec<usize>) = ks
        .iter()
        .partition(|&&k| cages[k].cells.iter().all(|&c| inside[c as usize]));
    if crossing.is_empty() {
        return None;
    }
    let total = (cells.len() * (n + 1) / 2) as i32;
    let inside_sum: i32 = whole.iter().map(|&k| cages[k].sum as i32).sum();
    let innies: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| g.cage_of(c as usize).is_some_and(|k| crossing.contains(&k)))
        .collect();
    let in_sum = total - inside_sum;
    let mut outies: Vec<Cell> = crossing
        .iter()
        .flat_map(|&k| cages[k].cells.iter().copied())
        .filter(|&c| !inside[c as usize])
        .collect();
    // In reading order, so hint texts name them as a player scans the grid (not cage after cage).
    crate::sort::sort(&mut outies);
    let out_sum = crossing.iter().map(|&k| cages[k].sum as i32).sum::<i32>() - in_sum;
    Some(Rule45 {
        total,
        inside_sum,
        crossing,
        innies,
        in_sum,
        outies,
        out_sum,
    })
}

/// The groups of units the 45 rule reads (unit indices into [`Geometry::units`]), simplest first: each block,
/// row and column, then 2 and 3 adjacent rows and columns, then 2 blocks side by side in a band or one above
/// the other in a stack.
pub fn groups(g: &Geometry) -> Vec<Vec<usize>> {
    let n = g.n;
    let mut out: Vec<Vec<usize>> = g
        .look_order()
        .filter(|&u| u < 3 * n)
        .map(|u| vec![u])
        .collect();
    for k in 2..=3 {
        for base in [0, n] {
            out.extend((0..=n - k).map(|i| (base + i..base + i + k).collect()));
        }
    }
    if g.br > 0 && g.bc > 0 {
        let across = n / g.bc;
        for b in 0..n {
            if (b + 1) % across != 0 {
                out.push(vec![2 * n + b, 2 * n + b + 1]);
            }
            if b + across < n {
                out.push(vec![2 * n + b, 2 * n + b + across]);
            }
        }
    }
    out
}

/// Each group of [`groups`] that the 45 rule applies to, with its [`Rule45`] (none without cages).
pub fn rule45_groups(g: &Geometry) -> impl Iterator<Item = (Vec<usize>, Rule45)> + '_ {
    let groups = if g.cages().is_empty() {
        vec![]
    } else {
        groups(g)
    };
    groups
        .into_iter()
        .filter_map(|group| rule45(g, &group_cells(g, &group)).map(|r| (group, r)))
}

/// The cells of a group of units, unit after unit.
fn group_cells(g: &Geometry, group: &[usize]) -> Vec<Cell> {
    group
        .iter()
        .flat_map(|&u| g.units[u].iter().copied())
        .collect()
}

/// A group's name in text: `row 3`, `rows 1–2`, `columns 7–9`, `blocks 1 and 2`.
pub fn group_name(g: &Geometry, group: &[usize]) -> String {
    use crate::step::Unit;
    let units: Vec<Unit> = group.iter().map(|&u| g.unit(u)).collect();
    match (units.first(), units.last()) {
        (Some(Unit::Row(a)), Some(Unit::Row(b))) if a != b => format!("rows {}–{}", a + 1, b + 1),
        (Some(Unit::Col(a)), Some(Unit::Col(b))) if a != b => {
            format!("columns {}–{}", a + 1, b + 1)
        }
        _ => crate::step::units_text(&units),
    }
}

/// The digit sets of `combos` that can still fill `cells` on the pencil-mark grid: each holds the digits
/// placed there, its other digits are candidates of the open cells, and every open cell can take one of them.
pub fn fitting(g: &super::grid::Grid, cells: &[Cell], combos: &[u32]) -> Vec<u32> {
    fitting_in(&g.cells, &g.cands, cells, combos)
}

/// [`fitting`] on a grid's digits `values` and candidates `cands` (a Grid's, or Fill notes' in
/// [`narrow_to_cages`]).
pub fn fitting_in(values: &[u8], cands: &[Candidates], cells: &[Cell], combos: &[u32]) -> Vec<u32> {
    let (mut placed, mut open) = (0u32, 0u32);
    for &c in cells {
        match values[c as usize] {
            0 => open |= cands[c as usize].0,
            v => placed |= 1 << v,
        }
    }
    combos
        .iter()
        .copied()
        .filter(|&m| {
            let rest = m & !placed;
            m & placed == placed
                && rest & !open == 0
                && cells
                    .iter()
                    .all(|&c| values[c as usize] != 0 || cands[c as usize].0 & rest != 0)
        })
        .collect()
}

/// Fill notes on a Killer: narrows `cands` (each cell's candidates from its rows, columns, blocks and cage:
/// `Sudoku::candidates`) to the digits of its cage's combinations that still fit ([`fitting_in`]), cage by
/// cage; cages without a sum and other kinds (no cages) keep theirs.
pub fn narrow_to_cages(geo: &Geometry, values: &[u8], cands: &mut [Candidates]) {
    for cage in geo.cages().iter().filter(|c| c.sum != 0) {
        let fit = fitting_in(
            values,
            cands,
            &cage.cells,
            &combinations(geo.n, cage.cells.len(), cage.sum),
        );
        let allowed = fit.iter().fold(0u32, |a, &m| a | m);
        for &c in cage.cells.iter().filter(|&&c| values[c as usize] == 0) {
            cands[c as usize].0 &= allowed;
        }
    }
}

/// The candidates of the open cells among `cells` outside the digit mask `allowed`.
pub fn outside(g: &super::grid::Grid, cells: &[Cell], allowed: u32) -> Vec<(Cell, u8)> {
    cells
        .iter()
        .filter(|&&c| g.cells[c as usize] == 0)
        .flat_map(|&c| {
            g.cands[c as usize]
                .iter()
                .filter(move |&d| allowed & (1 << d) == 0)
                .map(move |d| (c, d))
        })
        .collect()
}

/// Digit sets written for a player, smallest first: `179, 269 or 359`.
pub fn combos_text(combos: &[u32]) -> String {
    let mut combos = combos.to_vec();
    player_order(&mut combos);
    let sets: Vec<String> = combos
        .iter()
        .map(|&m| {
            (1..32u8)
                .filter(|&d| m & (1 << d) != 0)
                .map(symbol_char)
                .collect()
        })
        .collect();
    match sets.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => sets.join(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_and_ranges() {
        // 17 in 3: 179 269 278 359 368 458 467.
        let c = combinations(9, 3, 17);
        assert_eq!(c.len(), 7);
        assert!(c.contains(&((1 << 1) | (1 << 7) | (1 << 9))));
        assert_eq!(sum_range(9, 2), (3, 17));
        assert_eq!(sum_range(4, 4), (10, 10));
        assert_eq!(combinations(4, 2, 0).len(), 6);
    }

    #[test]
    fn texts_list_combinations_smallest_first_and_name_groups() {
        let set = |ds: &[u32]| ds.iter().fold(0u32, |m, d| m | 1 << d);
        // as under the keypad: 4569 before 4578, whatever order they come in
        assert_eq!(
            combos_text(&[set(&[4, 5, 7, 8]), set(&[4, 5, 6, 9])]),
            "4569 or 4578"
        );
        let g = Geometry::killer(3, 3, vec![]);
        assert_eq!(group_name(&g, &[0, 1]), "rows 1–2");
        assert_eq!(group_name(&g, &[15, 16, 17]), "columns 7–9");
        assert_eq!(group_name(&g, &[18, 21]), "blocks 1 and 4");
        assert_eq!(group_name(&g, &[4]), "row 5");
        // 27 single units, 2 and 3 adjacent rows and columns (8 + 7 each), 6 + 6 pairs of blocks
        assert_eq!(groups(&g).len(), 27 + 30 + 12);
    }

    #[test]
    fn open_combinations_keep_the_placed_digits() {
        let cage = Cage {
            cells: vec![0, 1, 2],
            sum: 17,
        };
        let mut cells = vec![0u8; 81];
        let all = open_combinations(9, &cage, &cells);
        assert_eq!(all.len(), 7);
        let set = |ds: &[u32]| ds.iter().fold(0u32, |m, d| m | 1 << d);
        assert_eq!(
            all[..3],
            [set(&[1, 7, 9]), set(&[2, 6, 9]), set(&[2, 7, 8])]
        );
        cells[1] = 9;
        // 179 269 359
        assert_eq!(open_combinations(9, &cage, &cells).len(), 3);
        cells[0] = 9;
        assert!(open_combinations(9, &cage, &cells).is_empty());
    }
}
