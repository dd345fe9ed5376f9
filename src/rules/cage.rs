//! The `cage` rule, Killer's cages: the digit sets a cage's sum allows (a table built on first use, shared by
//! the solver, the generator, the techniques, CNF export and the keypad help), the rule's violations (a digit
//! twice in a cage, a full cage with the wrong sum, a cage already over its sum; [`check_totals`]: sums that
//! cannot hold together in a unit, refused when read), cage names in text, its CNF sums ([`sum_clauses`]), and
//! the rule's placement ([`place`]: cages that need not cover the grid). A Killer is blocks and cages that cover
//! the grid and nothing else ([`covers`], [`killer_geometry`]): the same rule, written `killer:…` (by
//! `format::killer`). The 45 rule's arithmetic is [`super::rule45`]'s.
//!
//! No cell is in two cages. A cage's sum must be one that distinct digits `1..=n` can make; a cage without a
//! sum (`10,,7` in a Killer ID) has only its no-repeat rule.

use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, symbol_char, Cell};
use crate::core::error::{ParseError, Violation};
use crate::core::geometry::{Cage, Geometry};
use crate::core::sudoku::Sudoku;

/// Largest Killer side (digit sets fit in a `u16` mask, bits `1 << 1` to `1 << 12`; sums in two digits).
pub const MAX_KILLER_SIDE: usize = 12;

/// Largest digit sum of the table (1 + … + 12).
const MAX_SUM: usize = MAX_KILLER_SIDE * (MAX_KILLER_SIDE + 1) / 2;

/// The digit sets of `1..=12` (bit `1 << d`) grouped by (count, sum): the sets of `k` digits adding up to `s`
/// are `masks[start[k * (MAX_SUM + 1) + s] .. start[k * (MAX_SUM + 1) + s + 1]]`, in increasing mask order.
/// Built once, on first use (4,096 sets: built at compile time, the table weighed 7.8 KB on the page's gzipped
/// download).
pub struct SetTable {
    masks: Vec<u16>,
    start: Vec<u16>,
}

impl SetTable {
    /// The digit sets (bit `1 << d`) of `k` distinct digits adding up to `sum`.
    #[inline]
    pub fn sets(&self, k: usize, sum: usize) -> &[u16] {
        if k > MAX_KILLER_SIDE || sum > MAX_SUM {
            return &[];
        }
        let key = k * (MAX_SUM + 1) + sum;
        &self.masks[self.start[key] as usize..self.start[key + 1] as usize]
    }
}

fn build_sets() -> SetTable {
    const KEYS: usize = (MAX_KILLER_SIDE + 1) * (MAX_SUM + 1);
    let key = |m: usize| m.count_ones() as usize * (MAX_SUM + 1) + digit_sum(m as u32) as usize;
    let all = || (0..1usize << MAX_KILLER_SIDE).map(|i| i << 1);
    // count per key, then prefix sums, then place
    let mut start = vec![0u16; KEYS + 1];
    for m in all() {
        start[key(m) + 1] += 1;
    }
    for k in 0..KEYS {
        start[k + 1] += start[k];
    }
    let mut fill = start.clone();
    let mut masks = vec![0u16; 1 << MAX_KILLER_SIDE];
    for m in all() {
        let k = key(m);
        masks[fill[k] as usize] = m as u16;
        fill[k] += 1;
    }
    SetTable { masks, start }
}

static SETS: std::sync::LazyLock<SetTable> = std::sync::LazyLock::new(build_sets);

/// The table, built on first use: a hot loop (the Killer solver's) holds it rather than look it up per call.
pub fn set_table() -> &'static SetTable {
    &SETS
}

/// The digit sets (bit `1 << d`, digits `1..=12`) of `k` distinct digits adding up to `sum`.
pub fn sets(k: usize, sum: usize) -> &'static [u16] {
    SETS.sets(k, sum)
}

/// The geometry of a Killer: `br×bc` blocks and `cages` (cells sorted, disjoint, covering the grid, in order of
/// their first cell, so the rules' canonical order; callers validate them) as `cage` rules.
pub fn killer_geometry(br: usize, bc: usize, cages: &[Cage]) -> std::sync::Arc<Geometry> {
    debug_assert!(cages.windows(2).all(|w| w[0].cells[0] < w[1].cells[0]));
    let rules: Vec<crate::core::rule::Rule> = cages
        .iter()
        .map(|c| crate::core::rule::Rule::Cage(c.cells.clone(), c.sum))
        .collect();
    super::geometry(br, bc, &rules)
}

/// Is `geo` a Killer: blocks whose only rules are cages, and cages that cover the grid (its game ID is then
/// `killer:…`, and the Killer solver counts it)?
pub fn covers(geo: &Geometry) -> bool {
    let cells: usize = geo.cages().iter().map(|c| c.cells.len()).sum();
    geo.br > 0
        && geo.n <= MAX_KILLER_SIDE
        && cells == geo.n * geo.n
        && geo.rules.len() == geo.cages().len()
}

/// The cages with a sum on a grid whose digit sets the table holds (sides up to [`MAX_KILLER_SIDE`]), with
/// their index: the ones the cage techniques and the notes' narrowing reason about.
pub fn summed(geo: &Geometry) -> impl Iterator<Item = (usize, &Cage)> {
    let small = geo.n <= MAX_KILLER_SIDE;
    geo.cages()
        .iter()
        .enumerate()
        .filter(move |(_, c)| small && c.sum != 0)
}

/// A cage's total as CNF clauses over `x(cell, v)` (its no-repeat is its pairs'): one auxiliary variable from
/// `fresh` per digit set that makes the total; at least one holds, and each forbids every digit outside it in
/// the cage's cells (with distinct digits, the cells then hold exactly that set).
pub fn sum_clauses(
    cells: &[Cell],
    total: i32,
    n: usize,
    x: impl Fn(usize, usize) -> i32,
    mut fresh: impl FnMut() -> i32,
) -> Vec<Vec<i32>> {
    let mut out = vec![];
    let mut any = vec![];
    for m in combinations(n, cells.len(), total as u16) {
        let c = fresh();
        any.push(c);
        for v in (1..=n).filter(|&v| m & (1 << v) == 0) {
            out.extend(cells.iter().map(|&a| vec![-c, -x(a as usize, v)]));
        }
    }
    out.push(any);
    out
}

/// Sums that cannot all hold, seen without solving (a Killer's cages, or any `cage` rules', whatever the game
/// ID's form): the cages inside the grid, or inside one row, column or block, whose sums (with what the cells
/// outside them can add) cannot make the digits' total there (the grid's `n·n(n+1)/2`, a unit's `n(n+1)/2`). A
/// cage without a sum counts with the least and most its cells can make.
pub fn check_totals(g: &Geometry) -> Result<(), ParseError> {
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
        // the unit's name; `place` says whether it is the grid
        let (place, inside) = if grid {
            ("grid", String::new())
        } else {
            ("unit", g.unit(u).to_string())
        };
        let reason = if lo == hi {
            crate::tr!(
                "error-cages-inside",
                place = place,
                unit = inside,
                known = known,
                total = total
            )
        } else {
            crate::tr!(
                "error-cages-inside-range",
                place = place,
                unit = inside,
                known = known,
                lo = lo,
                hi = hi,
                total = total
            )
        };
        return Err(ParseError::BadLayout {
            what: "cages".into(),
            reason,
        });
    }
    Ok(())
}

/// Digit sets (bit `1 << d`) of `k` distinct digits from `1..=n` adding up to `sum` (every set of `k` digits
/// when `sum` is 0: a cage without a sum), in increasing order of mask.
pub fn combinations(n: usize, k: usize, sum: u16) -> Vec<u32> {
    let fits = |&m: &u32| m >> (n + 1) == 0;
    if sum != 0 {
        return sets(k, sum as usize)
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
    crate::core::sort::sort_by_key(sets, |&m| std::cmp::Reverse(m.reverse_bits()));
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

/// The name of cage `k` in text, as a sentence's subject: "the 17-cage at r1c1" (or "the cage at r1c1" without
/// a sum; message `cage-the`). In a step's units and figure the cage is `Unit::Cage(k)`.
pub fn cage_name(g: &Geometry, k: usize) -> String {
    crate::tr!("cage-the", cage = label(&g.cages()[k], g.n))
}

/// Cage `k`'s name without an article, for a message that places it itself ("the { $cage }", "im { $cage }"):
/// "17-cage at r1c1" (message `cage-name`).
pub fn cage_label(g: &Geometry, k: usize) -> String {
    label(&g.cages()[k], g.n)
}

/// A cage's name on a side-`n` grid, without an article: "17-cage at r1c1", "cage at r1c1" (Killer's cages and
/// the `cage` rule's).
pub fn label(cage: &Cage, n: usize) -> String {
    crate::tr!(
        "cage-name",
        sum = cage.sum,
        cell = cell_name(cage.cells[0], n)
    )
}

/// A digit twice in a cage, a full cage with the wrong sum, a cage already over its sum.
pub fn violations(s: &Sudoku) -> Vec<Violation> {
    let g = s.geometry();
    let cells = &s.cells;
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
                    rule: crate::tr!(
                        "cage-twice",
                        digit = symbol_char(v),
                        cage = cage_label(g, k)
                    ),
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
                rule: crate::tr!(
                    "cage-wrong-sum",
                    cage = cage_label(g, k),
                    total = total,
                    sum = sum
                ),
                cells: filled,
                lines: vec![],
            });
        } else if empty > 0 && total + empty > sum {
            out.push(Violation {
                rule: crate::tr!(
                    "cage-over",
                    cage = cage_label(g, k),
                    total = total,
                    empty = empty
                ),
                cells: filled,
                lines: vec![],
            });
        }
    }
    out
}

/// The digit sets of `combos` that can still fill `cells` on a grid's digits `values` and candidates `cands`
/// (a pencil-mark grid's: `human::grid::fitting`, or Fill notes' in [`narrow_to_cages`]): each holds the
/// digits placed there, its other digits are candidates of the open cells, and every open cell can take one of
/// them.
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

/// Fill notes with cages: narrows `cands` (each cell's candidates from its rows, columns, blocks and cage:
/// `Sudoku::candidates`) to the digits of its cage's combinations that still fit ([`fitting_in`]), cage by
/// cage; cages without a sum and grids without cages keep theirs.
pub fn narrow_to_cages(geo: &Geometry, values: &[u8], cands: &mut [Candidates]) {
    for (_, cage) in summed(geo) {
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

/// Digit sets written for a player, smallest first: `179, 269 or 359` ([`crate::hint::step::or_list`]).
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
    crate::hint::step::or_list(&sets)
}

/// Cages for a solved grid (the `cage` rule, cages that need not cover it): about a row's count, each of 2–4
/// cells grown from a random free cell through free cells that share a side, no digit twice, none sharing a
/// cell, each with the sum of its digits.
pub fn place(
    solution: &[crate::core::cell::Symbol],
    n: usize,
    rng: &mut rand::rngs::StdRng,
) -> Vec<crate::core::rule::Rule> {
    use rand::seq::{IndexedRandom, SliceRandom};
    use rand::Rng;
    let mut used = vec![false; n * n];
    let mut starts: Vec<usize> = (0..n * n).collect();
    starts.shuffle(rng);
    let mut out = vec![];
    for start in starts {
        if out.len() == n {
            break;
        }
        if used[start] {
            continue;
        }
        let want = rng.random_range(2..=4usize.min(n));
        let mut cells = vec![start];
        while cells.len() < want {
            let digits: Vec<_> = cells.iter().map(|&c| solution[c]).collect();
            let mut next: Vec<usize> = cells
                .iter()
                .flat_map(|&c| crate::core::geometry::side_neighbours(n, c))
                .filter(|&c| !used[c] && !cells.contains(&c) && !digits.contains(&solution[c]))
                .collect();
            next.sort_unstable();
            next.dedup();
            let Some(&c) = next.choose(rng) else {
                break;
            };
            cells.push(c);
        }
        if cells.len() < 2 {
            continue;
        }
        for &c in &cells {
            used[c] = true;
        }
        let total = cells.iter().map(|&c| solution[c] as u16).sum();
        let mut cells: Vec<Cell> = cells.into_iter().map(|c| c as Cell).collect();
        crate::core::sort::sort(&mut cells);
        out.push(crate::core::rule::Rule::Cage(cells, total));
    }
    out
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
        let g = Geometry::get(3, 3);
        use super::super::rule45::{group_name, groups};
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
