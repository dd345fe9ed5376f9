//! The oracle (tests/common/oracle/: its own parser, counter and irreducibility check, no engine code) tested
//! against brute-force enumeration on tiny grids, on published puzzles and on malformed IDs; then used to check
//! what `deduce generate` makes: exactly one solution, irreducible, and `deduce solve` finding that solution.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::oracle;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

// ---------------------------------------------------------------------------------------------------------
// Brute force: every grid of a tiny shape, listed without search tricks, then filtered by the puzzle's rules.

/// Every permutation of 1..=n.
fn permutations(n: u8) -> Vec<Vec<u8>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = vec![];
    for p in permutations(n - 1) {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, n);
            out.push(q);
        }
    }
    out
}

/// Every Latin square of side n (rows are permutations; no column repeats), as row-major digits.
fn latin_squares(n: usize) -> Vec<Vec<u8>> {
    fn rows(grid: &mut Vec<u8>, n: usize, perms: &[Vec<u8>], out: &mut Vec<Vec<u8>>) {
        if grid.len() == n * n {
            out.push(grid.clone());
            return;
        }
        for p in perms {
            let r = grid.len() / n;
            if (0..r).all(|k| (0..n).all(|c| grid[k * n + c] != p[c])) {
                grid.extend(p);
                rows(grid, n, perms, out);
                grid.truncate(r * n);
            }
        }
    }
    let mut out = vec![];
    rows(&mut vec![], n, &permutations(n as u8), &mut out);
    out
}

fn all_differ(grid: &[u8], cells: &[usize]) -> bool {
    (0..cells.len()).all(|a| (a + 1..cells.len()).all(|b| grid[cells[a]] != grid[cells[b]]))
}

/// The Latin squares whose `units` (given as explicit lists) also hold every digit once.
fn grids_with_units(n: usize, units: &[Vec<usize>]) -> Vec<Vec<u8>> {
    latin_squares(n)
        .into_iter()
        .filter(|g| units.iter().all(|u| all_differ(g, u)))
        .collect()
}

const BLOCKS_4: [[usize; 4]; 4] = [[0, 1, 4, 5], [2, 3, 6, 7], [8, 9, 12, 13], [10, 11, 14, 15]];
const DIAGONALS_4: [[usize; 4]; 2] = [[0, 5, 10, 15], [3, 6, 9, 12]];

fn units_of(lists: &[[usize; 4]]) -> Vec<Vec<usize>> {
    lists.iter().map(|u| u.to_vec()).collect()
}

/// A grid's cells as an ID's characters: digits, or `.` where `keep` is false.
fn cells_text(grid: &[u8], mut keep: impl FnMut(usize) -> bool) -> String {
    grid.iter()
        .enumerate()
        .map(|(i, &d)| if keep(i) { (b'0' + d) as char } else { '.' })
        .collect()
}

/// How many of `grids` agree with the givens of `cells` (`.` empty) and pass `rule`.
fn brute_count(grids: &[Vec<u8>], cells: &str, rule: impl Fn(&[u8]) -> bool) -> usize {
    let givens: Vec<u8> = cells.bytes().collect();
    grids
        .iter()
        .filter(|g| {
            g.iter()
                .zip(&givens)
                .all(|(&d, &c)| c == b'.' || c == b'0' + d)
        })
        .filter(|g| rule(g))
        .count()
}

/// Every n×n grid of `0`/`1` (bytes) with n/2 of each per line and no three in a row: rows chosen among the
/// valid rows, a row kept when every column so far has at most n/2 of each and no three in a row.
fn binary_grids(n: usize) -> Vec<Vec<u8>> {
    fn line_ok(l: &[u8], len: usize) -> bool {
        l.iter().filter(|&&b| b == b'1').count() * 2 <= len
            && l.iter().filter(|&&b| b == b'0').count() * 2 <= len
            && l.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2]))
    }
    fn rec(grid: &mut Vec<u8>, n: usize, rows: &[Vec<u8>], out: &mut Vec<Vec<u8>>) {
        let r = grid.len() / n;
        if r == n {
            out.push(grid.clone());
            return;
        }
        for row in rows {
            grid.extend(row);
            let col = |c: usize| -> Vec<u8> { (0..=r).map(|k| grid[k * n + c]).collect() };
            if (0..n).all(|c| line_ok(&col(c), n)) {
                rec(grid, n, rows, out);
            }
            grid.truncate(r * n);
        }
    }
    let rows: Vec<Vec<u8>> = (0u32..1 << n)
        .map(|m| {
            (0..n)
                .map(|c| if m >> c & 1 == 1 { b'1' } else { b'0' })
                .collect()
        })
        .filter(|r: &Vec<u8>| line_ok(r, n))
        .collect();
    let mut out = vec![];
    rec(&mut vec![], n, &rows, &mut out);
    out
}

fn distinct_lines(g: &[u8], n: usize) -> bool {
    let row = |r: usize| -> Vec<u8> { g[r * n..r * n + n].to_vec() };
    let col = |c: usize| -> Vec<u8> { (0..n).map(|r| g[r * n + c]).collect() };
    (0..n).all(|a| (a + 1..n).all(|b| row(a) != row(b) && col(a) != col(b)))
}

fn brute_binary(grids: &[Vec<u8>], cells: &str, rule: impl Fn(&[u8]) -> bool) -> usize {
    let givens: Vec<u8> = cells.bytes().collect();
    grids
        .iter()
        .filter(|g| g.iter().zip(&givens).all(|(&d, &c)| c == b'.' || c == d))
        .filter(|g| rule(g))
        .count()
}

/// `r3c5` (1-based), as the oracle's messages name cells.
fn rc(i: usize, n: usize) -> String {
    format!("r{}c{}", i / n + 1, i % n + 1)
}

fn touching(a: usize, b: usize, n: usize) -> bool {
    (a / n == b / n && a.abs_diff(b) == 1) || a.abs_diff(b) == n
}

/// The oracle's reductions of a puzzle, one per entry, sorted (empty when irreducible).
fn reductions(id: &str) -> Vec<String> {
    let mut found: Vec<String> = match oracle::irreducible(id) {
        Ok(()) => vec![],
        Err(e) => e.split("; ").map(String::from).collect(),
    };
    found.sort();
    found
}

// ---------------------------------------------------------------------------------------------------------
// The brute force itself, against totals known from the literature.

#[test]
fn brute_force_finds_the_known_totals() {
    assert_eq!(latin_squares(4).len(), 576);
    assert_eq!(latin_squares(5).len(), 161_280);
    assert_eq!(grids_with_units(4, &units_of(&BLOCKS_4)).len(), 288);
    // Takuzu grids (binary puzzles, with the distinct-lines rule), OEIS A253316: 72 at 4×4, 4,140 at 6×6.
    assert_eq!(
        binary_grids(4)
            .iter()
            .filter(|g| distinct_lines(g, 4))
            .count(),
        72
    );
    assert_eq!(
        binary_grids(6)
            .iter()
            .filter(|g| distinct_lines(g, 6))
            .count(),
        4_140
    );
}

// ---------------------------------------------------------------------------------------------------------
// Counts: the oracle against brute force on empty and random tiny puzzles.

#[test]
fn empty_grids_count_like_brute_force() {
    assert_eq!(
        oracle::count(&format!("sudoku:2x2:{}", ".".repeat(16)), 10_000),
        Ok(288)
    );
    let mut x_units = units_of(&BLOCKS_4);
    x_units.extend(units_of(&DIAGONALS_4));
    let x = grids_with_units(4, &x_units).len();
    assert_eq!(
        oracle::count(&format!("sudoku-x:2x2:{}", ".".repeat(16)), 10_000),
        Ok(x)
    );
    let grids = binary_grids(6);
    let empty = ".".repeat(36);
    assert_eq!(
        oracle::count(&format!("tango:6:{empty}:{}", ".".repeat(60)), 100_000),
        Ok(grids.len())
    );
    assert_eq!(
        oracle::count(&format!("binary:6:{empty}"), 100_000),
        Ok(4_140)
    );
    // A 6×6 Sudoku has 28,200,960 solutions: the limit stops the count.
    assert_eq!(
        oracle::count(&format!("sudoku:2x3:{}", ".".repeat(36)), 500),
        Ok(500)
    );
}

#[test]
fn x_sudoku_4x4_counts_like_brute_force() {
    let mut units = units_of(&BLOCKS_4);
    units.extend(units_of(&DIAGONALS_4));
    let grids = grids_with_units(4, &units);
    let mut rng = StdRng::seed_from_u64(14);
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let keep = rng.random_range(0.0..0.5);
        let mut cells: Vec<char> = cells_text(g, |_| rng.random_bool(keep)).chars().collect();
        // Now and then a wrong given, for puzzles with no solution.
        if rng.random_bool(0.2) {
            cells[rng.random_range(0..16)] = char::from(b'1' + rng.random_range(0..4u8));
        }
        let cells: String = cells.into_iter().collect();
        let expected = brute_count(&grids, &cells, |_| true);
        assert_eq!(
            oracle::count(&format!("sudoku-x:2x2:{cells}"), 1000),
            Ok(expected),
            "{cells}"
        );
    }
}

/// Random jigsaw regions of side n: n cells grown from n random seeds, or `None` when the growth gets stuck.
fn random_regions(n: usize, rng: &mut StdRng) -> Option<Vec<usize>> {
    let mut region = vec![usize::MAX; n * n];
    let mut size = vec![1; n];
    for r in 0..n {
        let mut seed = rng.random_range(0..n * n);
        while region[seed] != usize::MAX {
            seed = rng.random_range(0..n * n);
        }
        region[seed] = r;
    }
    for _ in n..n * n {
        let growable: Vec<(usize, usize)> = (0..n * n)
            .filter(|&i| region[i] == usize::MAX)
            .flat_map(|i| (0..n * n).map(move |j| (i, j)))
            .filter(|&(i, j)| touching(i, j, n) && region[j] != usize::MAX && size[region[j]] < n)
            .collect();
        if growable.is_empty() {
            return None;
        }
        let (i, j) = growable[rng.random_range(0..growable.len())];
        region[i] = region[j];
        size[region[j]] += 1;
    }
    Some(region)
}

#[test]
fn jigsaw_counts_like_brute_force() {
    let mut rng = StdRng::seed_from_u64(14);
    let mut solvable_layouts = 0;
    for n in [4, 5] {
        let squares = latin_squares(n);
        for _ in 0..12 {
            let region = loop {
                if let Some(r) = random_regions(n, &mut rng) {
                    break r;
                }
            };
            let units: Vec<Vec<usize>> = (0..n)
                .map(|r| (0..n * n).filter(|&i| region[i] == r).collect())
                .collect();
            let grids: Vec<Vec<u8>> = squares
                .iter()
                .filter(|g| units.iter().all(|u| all_differ(g, u)))
                .cloned()
                .collect();
            let labels: String = region.iter().map(|&r| char::from(b'1' + r as u8)).collect();
            let empty = ".".repeat(n * n);
            let id = format!("jigsaw:{n}:{empty}:{labels}");
            assert_eq!(oracle::count(&id, 1_000_000), Ok(grids.len()), "{id}");
            if grids.is_empty() {
                continue;
            }
            solvable_layouts += 1;
            for _ in 0..20 {
                let g = &grids[rng.random_range(0..grids.len())];
                let keep = rng.random_range(0.0..0.5);
                let cells = cells_text(g, |_| rng.random_bool(keep));
                let expected = brute_count(&grids, &cells, |_| true);
                let id = format!("jigsaw:{n}:{cells}:{labels}");
                assert_eq!(oracle::count(&id, 1_000_000), Ok(expected), "{id}");
            }
        }
    }
    assert!(
        solvable_layouts >= 6,
        "only {solvable_layouts} layouts with solutions"
    );
}

/// Random Killer cages over `solution` (side n): single cells merged at random into a neighbouring cage while
/// the union stays at most `max` cells with different digits; the cages listed in the order of their first cell.
fn random_cages(solution: &[u8], n: usize, max: usize, rng: &mut StdRng) -> Vec<Vec<usize>> {
    let mut cage: Vec<usize> = (0..n * n).collect();
    for _ in 0..rng.random_range(n * n / 2..n * n * 3) {
        let i = rng.random_range(0..n * n);
        let j = rng.random_range(0..n * n);
        if !touching(i, j, n) || cage[i] == cage[j] {
            continue;
        }
        let union: Vec<usize> = (0..n * n)
            .filter(|&k| cage[k] == cage[i] || cage[k] == cage[j])
            .collect();
        if union.len() <= max && all_differ(solution, &union) {
            let (from, to) = (cage[j], cage[i]);
            cage.iter_mut()
                .filter(|c| **c == from)
                .for_each(|c| *c = to);
        }
    }
    let mut cages: Vec<Vec<usize>> = vec![];
    for i in 0..n * n {
        match cages.iter_mut().find(|c| cage[c[0]] == cage[i]) {
            Some(c) => c.push(i),
            None => cages.push(vec![i]),
        }
    }
    cages
}

/// `killer:RxC:<cells>:<cages>:<sums>` for cages listed by first cell (`None`: an empty sum, no sum).
fn killer_id(
    shape: &str,
    cells: &str,
    n: usize,
    cages: &[Vec<usize>],
    sums: &[Option<u32>],
) -> String {
    const LABELS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut labels = vec![b'?'; n * n];
    for (k, cage) in cages.iter().enumerate() {
        for &i in cage {
            labels[i] = LABELS[k];
        }
    }
    let sums: Vec<String> = sums
        .iter()
        .map(|s| s.map_or(String::new(), |s| s.to_string()))
        .collect();
    format!(
        "killer:{shape}:{cells}:{}:{}",
        String::from_utf8(labels).unwrap(),
        sums.join(",")
    )
}

/// Every cage's digits differ and make its sum (`None`: a cage without its sum).
fn killer_rule(g: &[u8], cages: &[Vec<usize>], sums: &[Option<u32>]) -> bool {
    cages.iter().zip(sums).all(|(cage, sum)| {
        let total: u32 = cage.iter().map(|&i| g[i] as u32).sum();
        all_differ(g, cage) && sum.is_none_or(|s| s == total)
    })
}

fn sum_of(g: &[u8], cage: &[usize]) -> Option<u32> {
    Some(cage.iter().map(|&i| g[i] as u32).sum())
}

#[test]
fn killer_4x4_counts_like_brute_force() {
    let grids = grids_with_units(4, &units_of(&BLOCKS_4));
    let mut rng = StdRng::seed_from_u64(14);
    let mut unique = 0;
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let cages = random_cages(g, 4, 5, &mut rng);
        let mut sums: Vec<Option<u32>> = cages.iter().map(|c| sum_of(g, c)).collect();
        // Some sums dropped, now and then one off by one.
        for s in sums.iter_mut() {
            if rng.random_bool(0.2) {
                *s = None;
            }
        }
        if rng.random_bool(0.2) {
            let k = rng.random_range(0..sums.len());
            sums[k] = sums[k].map(|s| s + 1);
        }
        let cells = cells_text(g, |_| rng.random_bool(0.1));
        let id = killer_id("2x2", &cells, 4, &cages, &sums);
        let Ok(_) = oracle::parse(&id) else {
            // A sum pushed past what its cage can make: refused, as it should be.
            assert!(
                oracle::parse(&id).unwrap_err().contains("cannot make"),
                "{id}"
            );
            continue;
        };
        let expected = brute_count(&grids, &cells, |g| killer_rule(g, &cages, &sums));
        assert_eq!(oracle::count(&id, 1000), Ok(expected), "{id}");
        unique += (expected == 1) as usize;
    }
    assert!(unique >= 30, "only {unique} unique puzzles");
}

/// `tango:N:<cells>:<signs>` with `signs` as (cell a, cell b, '=' or 'x') for neighbours a < b.
fn tango_id(n: usize, cells: &str, signs: &[(usize, usize, char)]) -> String {
    let sign = |a: usize, b: usize| {
        signs
            .iter()
            .find(|s| s.0 == a && s.1 == b)
            .map_or('.', |s| s.2)
    };
    let mut text = String::new();
    for r in 0..n {
        for c in 0..n - 1 {
            text.push(sign(r * n + c, r * n + c + 1));
        }
    }
    for r in 0..n - 1 {
        for c in 0..n {
            text.push(sign(r * n + c, (r + 1) * n + c));
        }
    }
    format!("tango:{n}:{cells}:{text}")
}

fn signs_hold(g: &[u8], signs: &[(usize, usize, char)]) -> bool {
    signs.iter().all(|&(a, b, s)| (g[a] == g[b]) == (s == '='))
}

/// Every pair of neighbours in a grid of side n, as (a, b) with a < b.
fn edges(n: usize) -> Vec<(usize, usize)> {
    (0..n * n)
        .flat_map(|a| (a + 1..n * n).map(move |b| (a, b)))
        .filter(|&(a, b)| touching(a, b, n))
        .collect()
}

/// A random Tango puzzle over `g`: some givens, some true signs, now and then a false one.
fn random_tango(g: &[u8], n: usize, rng: &mut StdRng) -> (String, Vec<(usize, usize, char)>) {
    let given = rng.random_range(0.0..0.3);
    let signed = rng.random_range(0.0..0.4);
    let cells: String = g
        .iter()
        .map(|&b| {
            if rng.random_bool(given) {
                b as char
            } else {
                '.'
            }
        })
        .collect();
    let mut signs = vec![];
    for (a, b) in edges(n) {
        if rng.random_bool(signed) {
            let same = (g[a] == g[b]) != rng.random_bool(0.02);
            signs.push((a, b, if same { '=' } else { 'x' }));
        }
    }
    (cells, signs)
}

#[test]
fn tango_and_binary_6x6_count_like_brute_force() {
    let grids = binary_grids(6);
    let mut rng = StdRng::seed_from_u64(14);
    let mut unique = 0;
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let (cells, signs) = random_tango(g, 6, &mut rng);
        let expected = brute_binary(&grids, &cells, |g| signs_hold(g, &signs));
        let id = tango_id(6, &cells, &signs);
        assert_eq!(oracle::count(&id, 300), Ok(expected.min(300)), "{id}");
        unique += (expected == 1) as usize;
        let expected = brute_binary(&grids, &cells, |g| distinct_lines(g, 6));
        assert_eq!(
            oracle::count(&format!("binary:6:{cells}"), 300),
            Ok(expected.min(300)),
            "{cells}"
        );
    }
    assert!(unique >= 30, "only {unique} unique puzzles");
}

// ---------------------------------------------------------------------------------------------------------
// Irreducibility: the oracle's reductions against those brute force finds.

#[test]
fn x_sudoku_reductions_match_brute_force() {
    let mut units = units_of(&BLOCKS_4);
    units.extend(units_of(&DIAGONALS_4));
    let grids = grids_with_units(4, &units);
    let mut rng = StdRng::seed_from_u64(15);
    let (mut irreducible, mut reducible) = (0, 0);
    while irreducible < 10 || reducible < 10 {
        let g = &grids[rng.random_range(0..grids.len())];
        let cells = cells_text(g, |_| rng.random_bool(0.3));
        if brute_count(&grids, &cells, |_| true) != 1 {
            continue;
        }
        let mut expected = vec![];
        for (i, ch) in cells.char_indices() {
            if ch != '.' {
                let fewer = format!("{}.{}", &cells[..i], &cells[i + 1..]);
                if brute_count(&grids, &fewer, |_| true) == 1 {
                    expected.push(format!("the given at {} can be dropped", rc(i, 4)));
                }
            }
        }
        expected.sort();
        let id = format!("sudoku-x:2x2:{cells}");
        assert_eq!(reductions(&id), expected, "{id}");
        if expected.is_empty() {
            irreducible += 1;
        } else {
            reducible += 1;
        }
    }
}

/// What brute force says can be dropped or merged in a 4×4 Killer with no givens, in the oracle's words.
fn killer_reductions(
    grids: &[Vec<u8>],
    g: &[u8],
    cages: &[Vec<usize>],
    sums: &[Option<u32>],
) -> Vec<String> {
    let empty = ".".repeat(16);
    let mut found = vec![];
    for (k, fewer) in sum_drops(sums) {
        if brute_count(grids, &empty, |g| killer_rule(g, cages, &fewer)) == 1 {
            found.push(format!(
                "the sum of the cage at {} can be dropped",
                rc(cages[k][0], 4)
            ));
        }
    }
    for (a, b, merged, msums) in merges(g, cages, sums) {
        if brute_count(grids, &empty, |g| killer_rule(g, &merged, &msums)) == 1 {
            found.push(format!(
                "the cages at {} and {} can be merged",
                rc(cages[a][0], 4),
                rc(cages[b][0], 4)
            ));
        }
    }
    found.sort();
    found
}

/// Each sum that can be dropped: the cage's index and the sums without it.
fn sum_drops(sums: &[Option<u32>]) -> Vec<(usize, Vec<Option<u32>>)> {
    (0..sums.len())
        .filter(|&k| sums[k].is_some())
        .map(|k| {
            let mut fewer = sums.to_vec();
            fewer[k] = None;
            (k, fewer)
        })
        .collect()
}

/// Every merge of two touching cages with sums into a cage of the solution `g` (at most `MAX_CAGE` cells,
/// digits different): the two cages' indices, and the cages and sums after it (the merged cage in the first
/// one's place).
#[allow(clippy::type_complexity)]
fn merges(
    g: &[u8],
    cages: &[Vec<usize>],
    sums: &[Option<u32>],
) -> Vec<(usize, usize, Vec<Vec<usize>>, Vec<Option<u32>>)> {
    let mut out = vec![];
    for a in 0..cages.len() {
        for b in a + 1..cages.len() {
            let mut union: Vec<usize> = cages[a].iter().chain(&cages[b]).copied().collect();
            union.sort();
            let touch = cages[a]
                .iter()
                .any(|&i| cages[b].iter().any(|&j| touching(i, j, 4)));
            let (Some(sa), Some(sb)) = (sums[a], sums[b]) else {
                continue;
            };
            if !touch || union.len() > oracle::MAX_CAGE || !all_differ(g, &union) {
                continue;
            }
            let (mut merged, mut msums) = (cages.to_vec(), sums.to_vec());
            merged[a] = union;
            msums[a] = Some(sa + sb);
            merged.remove(b);
            msums.remove(b);
            out.push((a, b, merged, msums));
        }
    }
    out
}

#[test]
fn killer_reductions_match_brute_force() {
    let grids = grids_with_units(4, &units_of(&BLOCKS_4));
    let empty = ".".repeat(16);
    let mut rng = StdRng::seed_from_u64(16);
    let (mut irreducible, mut reducible) = (0, 0);
    for _ in 0..300 {
        let g = &grids[rng.random_range(0..grids.len())];
        let mut cages = random_cages(g, 4, 2, &mut rng);
        let mut sums: Vec<Option<u32>> = cages.iter().map(|c| sum_of(g, c)).collect();
        let unique = |cages: &[Vec<usize>], sums: &[Option<u32>]| {
            brute_count(&grids, &empty, |g| killer_rule(g, cages, sums)) == 1
        };
        if !unique(&cages, &sums) {
            continue;
        }
        // The puzzle, then the same reduced by brute force: cages merged, then sums dropped, while it stays
        // unique (what fails once keeps failing: later steps only take information away).
        for round in 0..2 {
            let expected = killer_reductions(&grids, g, &cages, &sums);
            let id = killer_id("2x2", &empty, 4, &cages, &sums);
            assert_eq!(reductions(&id), expected, "{id}");
            if expected.is_empty() {
                irreducible += 1;
            } else {
                reducible += 1;
            }
            if round == 0 {
                while let Some((_, _, m, s)) = merges(g, &cages, &sums)
                    .into_iter()
                    .find(|(_, _, m, s)| unique(m, s))
                {
                    (cages, sums) = (m, s);
                }
                for k in 0..sums.len() {
                    let mut fewer = sums.clone();
                    fewer[k] = None;
                    if unique(&cages, &fewer) {
                        sums = fewer;
                    }
                }
            }
        }
    }
    assert!(
        irreducible >= 10 && reducible >= 10,
        "{irreducible} {reducible}"
    );
}

/// Why an irreducible Killer has a cage without a sum: when every cage has its sum, any one is the grid's total
/// minus the others, so dropping it (the cage keeping its different digits) leaves the one solution.
#[test]
fn killer_sums_are_implied_by_the_others() {
    let grids = grids_with_units(4, &units_of(&BLOCKS_4));
    let empty = ".".repeat(16);
    let mut rng = StdRng::seed_from_u64(18);
    let mut checked = 0;
    for _ in 0..100 {
        let g = &grids[rng.random_range(0..grids.len())];
        let cages = random_cages(g, 4, 5, &mut rng);
        let all: Vec<Option<u32>> = cages.iter().map(|c| sum_of(g, c)).collect();
        if brute_count(&grids, &empty, |g| killer_rule(g, &cages, &all)) != 1 {
            continue;
        }
        for k in 0..cages.len() {
            let mut fewer = all.clone();
            fewer[k] = None;
            assert_eq!(
                brute_count(&grids, &empty, |g| killer_rule(g, &cages, &fewer)),
                1
            );
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked}");
}

/// What brute force says can be dropped from a 6×6 Tango puzzle, in the oracle's words.
fn tango_reductions(grids: &[Vec<u8>], cells: &str, signs: &[(usize, usize, char)]) -> Vec<String> {
    let mut found = vec![];
    for (i, ch) in cells.char_indices() {
        let fewer = format!("{}.{}", &cells[..i], &cells[i + 1..]);
        if ch != '.' && brute_binary(grids, &fewer, |g| signs_hold(g, signs)) == 1 {
            found.push(format!("the given at {} can be dropped", rc(i, 6)));
        }
    }
    for k in 0..signs.len() {
        let mut fewer = signs.to_vec();
        let (a, b, s) = fewer.remove(k);
        if brute_binary(grids, cells, |g| signs_hold(g, &fewer)) == 1 {
            found.push(format!(
                "the sign {s} between {} and {} can be dropped",
                rc(a, 6),
                rc(b, 6)
            ));
        }
    }
    found.sort();
    found
}

#[test]
fn tango_reductions_match_brute_force() {
    let grids = binary_grids(6);
    let mut rng = StdRng::seed_from_u64(17);
    let (mut irreducible, mut reducible) = (0, 0);
    for _ in 0..60 {
        let g = &grids[rng.random_range(0..grids.len())];
        let (mut cells, mut signs) = random_tango(g, 6, &mut rng);
        let unique = |cells: &str, signs: &[(usize, usize, char)]| {
            brute_binary(&grids, cells, |g| signs_hold(g, signs)) == 1
        };
        if !unique(&cells, &signs) {
            continue;
        }
        // The puzzle, then the same with clues dropped (by brute force) while it stays unique.
        for round in 0..2 {
            let expected = tango_reductions(&grids, &cells, &signs);
            let id = tango_id(6, &cells, &signs);
            assert_eq!(reductions(&id), expected, "{id}");
            if expected.is_empty() {
                irreducible += 1;
            } else {
                reducible += 1;
            }
            if round == 0 {
                for i in 0..36 {
                    let fewer = format!("{}.{}", &cells[..i], &cells[i + 1..]);
                    if unique(&fewer, &signs) {
                        cells = fewer;
                    }
                }
                for k in (0..signs.len()).rev() {
                    let mut fewer = signs.clone();
                    fewer.remove(k);
                    if unique(&cells, &fewer) {
                        signs = fewer;
                    }
                }
            }
        }
    }
    assert!(
        irreducible >= 5 && reducible >= 5,
        "{irreducible} {reducible}"
    );
}

// ---------------------------------------------------------------------------------------------------------
// Published puzzles with their known solutions.

/// A solution as an ID's cells (digits, or `0`/`1` for binary grids).
fn cells_of(solution: &[u8], binary: bool) -> String {
    let ch = |v: u8| {
        if binary {
            (b'0' + v - 1) as char
        } else {
            (b'0' + v) as char
        }
    };
    solution.iter().map(|&v| ch(v)).collect()
}

#[test]
fn published_puzzles_have_their_known_solutions() {
    let cases = [
        // X-Sudoku from Sudopedia's Sudoku-X page.
        (
            "sudoku-x:3x3:.............................................7.4.5.3.9.5.6.7.8.9.3.4.6.7.1.2.3.4.",
            "371865294265914738849732516536429871198376452724158369452697183983541627617283945",
        ),
        // X-Sudoku from the UK Puzzle Association's championship booklet.
        (
            "sudoku-x:3x3:.....38......47...6...2....89........23...78........36....3...4...16......78.....",
            "259613847381947265674528913896371452123456789745289136518732694932164578467895321",
        ),
        // Jigsaw: Janko's Chaos Sudoku 108.
        (
            "jigsaw:9:8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.:\
             999998888555998888555998333555111333222111333222111444222766444777766444777766666",
            "845279361359162784281395476467918235574623918136754829928536147792481653613847592",
        ),
        // Killer: the example of Wikipedia's Killer Sudoku article, no givens.
        (
            "killer:3x3:.................................................................................:\
             aabbbcdefgghhccdefggiicjkkflmminjkoflppqnjoorsptqnuvvrsttqwuuxxsyzwwAAxxsyzwBBBCC:\
             3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17",
            "215647398368952174794381652586274931142593867973816425821739546659428713437165289",
        ),
        // An 8×8 puzzle from puzzle-binairo.com, whose rules have no distinct-lines rule (its solution repeats
        // rows 1 and 5): a Tango grid with no signs.
        (
            "tango:8:....1.....01.0.0.0.......01.0.01..1......0....111...00....1...01:\
             ................................................................................................\
             ................",
            "0110110001011010100100111010010101101100100100111101001000101101",
        ),
    ];
    for (id, expected) in cases {
        let sol = oracle::solution(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(cells_of(&sol, id.starts_with("tango")), expected, "{id}");
    }
    // As a binary puzzle the 8×8 grid has no solution: its one Tango solution repeats rows.
    let binary = "binary:8:....1.....01.0.0.0.......01.0.01..1......0....111...00....1...01";
    assert_eq!(oracle::count(binary, 2), Ok(0));
}

#[test]
fn a_12_clue_x_sudoku_is_irreducible() {
    // One of the 12-clue X-Sudokus (SudoCue's minimum X list): no 11-clue X-Sudoku is known.
    let id = "sudoku-x:3x3:............................................1..2345...56.......1......7....8..23.";
    assert_eq!(oracle::count(id, 2), Ok(1));
    assert_eq!(oracle::irreducible(id), Ok(()));
    // With a 13th clue from its solution, that clue (and maybe others) can go.
    let sol = oracle::solution(id).unwrap();
    let mut cells: Vec<u8> = id.split(':').nth(2).unwrap().bytes().collect();
    cells[0] = b'0' + sol[0];
    let more = format!("sudoku-x:3x3:{}", String::from_utf8(cells).unwrap());
    let err = oracle::irreducible(&more).unwrap_err();
    assert!(err.contains("the given at r1c1 can be dropped"), "{err}");
    // Without one of its clues it has more than one solution.
    let fewer = id.replacen('1', ".", 1);
    assert_eq!(oracle::count(&fewer, 2), Ok(2));
    assert_eq!(
        oracle::irreducible(&fewer),
        Err("more than one solution".into())
    );
}

// ---------------------------------------------------------------------------------------------------------
// Malformed IDs: refused, saying what and where.

#[test]
fn malformed_ids_are_refused_with_what_and_where() {
    let dots = |k: usize| ".".repeat(k);
    let jig5 = "1112211222333443534455554";
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "unknown kind ''"),
        (
            format!("sudoku-y:3x3:{}", dots(81)),
            "unknown kind 'sudoku-y'",
        ),
        (
            format!("sudoku-x:3x3:{}", dots(80)),
            "cells: expected 81 characters, found 80",
        ),
        (
            format!("sudoku-x:3y3:{}", dots(81)),
            "'3y3' is not a block shape",
        ),
        (
            format!("sudoku-x:3x3:{}A", dots(80)),
            "'A' at r9c9 is not a symbol of side 9",
        ),
        (format!("sudoku-x:3x3:{}:x", dots(81)), "needs 3 fields"),
        (
            format!("jigsaw:13:{}:{}", dots(169), "1".repeat(169)),
            "'13' is not a side from 4 to 12",
        ),
        (
            format!("jigsaw:5:{}:{}", dots(25), "1112211222333443534455555"),
            "region '4' has 4 cells, not 5",
        ),
        (
            format!("jigsaw:5:{}:{}", dots(25), "1112211222333443534455545"),
            "region '5' is not connected (its cell r5c5 is cut off)",
        ),
        (
            format!("jigsaw:5:{}:{}", dots(25), jig5.replace('5', "a")),
            "'a' at r4c2 is not a label",
        ),
        (format!("jigsaw:5:{}", dots(25)), "needs 4 fields"),
        (
            format!("killer:2x2:{}:aabbaabbccddccdd:10,10,10", dots(16)),
            "4 cages but 3 sums",
        ),
        (
            format!("killer:2x2:{}:aabbaabbccddccdd:10,10,10,1x", dots(16)),
            "cage 'd': sum '1x' is not a number",
        ),
        (
            format!("killer:2x2:{}:aabbaabbccddccdd:10,10,10,11", dots(16)),
            "cage 'd' at r3c3: 4 different digits of 1-4 cannot make 11",
        ),
        (
            format!("killer:2x2:{}:abbbcdddeeefgggh:1,9,1,5,4,4,3,3", dots(16)),
            "cage 'd' at r2c2: 3 different digits of 1-4 cannot make 5",
        ),
        (
            format!("killer:2x2:{}:aabbaabbccddccda:10,10,10,10", dots(16)),
            "cage 'a' is not connected (its cell r4c4 is cut off)",
        ),
        (
            format!("killer:2x2:{}:aab-aabbccddccdd:10,10,10,10", dots(16)),
            "'-' at r1c4 is not a label",
        ),
        (
            format!("killer:4x4:{}:{}:136", dots(256), "a".repeat(256)),
            "'4x4' is not a block shape RxC with a side from 4 to 9",
        ),
        (
            format!("tango:7:{}:{}", dots(49), dots(84)),
            "side 7 is odd",
        ),
        (
            format!("tango:6:{}:{}", dots(36), dots(59)),
            "signs: expected 60 characters, found 59",
        ),
        (
            format!("tango:6:{}:{}+{}", dots(36), dots(31), dots(28)),
            "'+' between r1c2 and r2c2 is not '.', '=' or 'x'",
        ),
        (
            format!("tango:6:{}2:{}", dots(35), dots(60)),
            "'2' at r6c6 is not '.', '0' or '1'",
        ),
        (
            format!("tango:6:{}", dots(36)),
            "'tango' needs 4 fields separated by ':', found 3",
        ),
        (
            format!("binary:6:{}:{}", dots(36), dots(60)),
            "'binary' needs 3 fields",
        ),
    ];
    // An empty sum is a cage without a sum, not an error.
    assert!(oracle::parse(&format!("killer:2x2:{}:aabbaabbccddccdd:10,,10,", dots(16))).is_ok());
    for (id, expected) in cases {
        match oracle::parse(&id) {
            Ok(_) => panic!("{id} was accepted"),
            Err(e) => assert!(
                e.contains(expected),
                "{id}: '{e}' does not say '{expected}'"
            ),
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// What `deduce generate` makes, checked by the oracle.

/// Puzzle i of a run has seed `SEED + i`.
const SEED: u64 = 14;
const LEVELS: &[&str] = &["easy", "medium", "hard"];

/// One `deduce generate` run per level: `count` puzzles of `kind` and `size`, checked unique, and irreducible
/// when `irreducible` is set.
struct Run {
    kind: &'static str,
    size: usize,
    levels: &'static [&'static str],
    count: usize,
    irreducible: bool,
}

const fn run(kind: &'static str, size: usize, count: usize) -> Run {
    Run {
        kind,
        size,
        levels: LEVELS,
        count,
        irreducible: true,
    }
}

/// Issue 14's kinds, all irreducible at every level. The suite runs in debug mode: small sizes get more seeds.
const VARIANTS: &[Run] = &[
    run("sudoku-x", 4, 3),
    run("sudoku-x", 6, 3),
    run("sudoku-x", 9, 2),
    run("jigsaw", 5, 3),
    run("jigsaw", 6, 3),
    run("jigsaw", 7, 2),
    run("jigsaw", 9, 2),
    run("killer", 4, 3),
    run("killer", 6, 2),
    run("killer", 9, 2),
    run("tango", 6, 3),
    run("tango", 8, 3),
    run("tango", 14, 2),
];

/// The kinds that exist today, to show the oracle and this harness work. Binary puzzles below Master are made
/// by Tatham's scheme (a clue goes while the level's solver still completes the grid), so they are unique but
/// not always irreducible; Master removes clues while the puzzle stays unique (src/binary/generate.rs).
const PLAIN: &[Run] = &[
    run("sudoku", 4, 3),
    run("sudoku", 6, 3),
    run("sudoku", 9, 2),
    Run {
        kind: "binary",
        size: 6,
        levels: LEVELS,
        count: 3,
        irreducible: false,
    },
    Run {
        kind: "binary",
        size: 10,
        levels: LEVELS,
        count: 1,
        irreducible: false,
    },
    Run {
        kind: "binary",
        size: 6,
        levels: &["master"],
        count: 3,
        irreducible: true,
    },
    Run {
        kind: "binary",
        size: 8,
        levels: &["master"],
        count: 2,
        irreducible: true,
    },
    Run {
        kind: "binary",
        size: 12,
        levels: &["master"],
        count: 1,
        irreducible: true,
    },
];

/// The rules of the kind's shapes beyond what the parser checks (issue 14): Killer cages of 1 to `MAX_CAGE`
/// cells, single-cell cages at the easy level only; Jigsaw regions that are not the rows, the columns or any
/// block shape.
fn shape_rules(id: &str, p: &oracle::Puzzle, level: &str) -> Result<(), String> {
    let oracle::Puzzle::Latin(l) = p else {
        return Ok(());
    };
    let n = l.n;
    for cage in &l.cages {
        let size = cage.cells.len();
        if size > oracle::MAX_CAGE || (size == 1 && level != "easy") {
            return Err(format!(
                "a cage of {size} cells at {}",
                rc(cage.cells[0], n)
            ));
        }
    }
    if id.starts_with("jigsaw:") {
        let partition = |units: &[Vec<usize>]| {
            let mut parts: Vec<Vec<usize>> = units
                .iter()
                .map(|u| {
                    let mut u = u.clone();
                    u.sort();
                    u
                })
                .collect();
            parts.sort();
            parts
        };
        let regions = partition(&l.units[2 * n..]);
        for br in (1..=n).filter(|br| n % br == 0) {
            let bc = n / br;
            let blocks: Vec<Vec<usize>> = (0..n)
                .map(|b| {
                    (0..n)
                        .map(|k| (b / br * br + k / bc) * n + b % br * bc + k % bc)
                        .collect()
                })
                .collect();
            if regions == partition(&blocks) {
                return Err(format!("the regions are the plain {br}×{bc} blocks"));
            }
        }
    }
    Ok(())
}

/// Generates `count` puzzles of `kind`, `size` and `level` with the CLI; each must parse, keep its kind's
/// shape rules, have exactly one solution and (when asked) be irreducible, by the oracle; and `deduce solve`
/// must give the oracle's solution.
fn check_generated(kind: &str, size: usize, level: &str, count: usize, irreducible: bool) {
    let (size_s, seed_s, count_s) = (size.to_string(), SEED.to_string(), count.to_string());
    let args = [
        "generate", "--kind", kind, "--size", &size_s, "--level", level, "--seed", &seed_s,
        "--count", &count_s,
    ];
    let (out, err, ok) = common::cli_bytes(&args, b"");
    assert!(ok, "deduce {}: {out}{err}", args.join(" "));
    let ids: Vec<&str> = out.lines().collect();
    assert_eq!(ids.len(), count, "deduce {}", args.join(" "));
    let mut solutions = vec![];
    for id in &ids {
        let what = format!("{kind} {size} {level}: {id}");
        assert!(id.starts_with(&format!("{kind}:")), "{what}");
        let p = oracle::parse(id).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(p.n(), size, "{what}");
        shape_rules(id, &p, level).unwrap_or_else(|e| panic!("{what}: {e}"));
        if irreducible {
            oracle::irreducible(id).unwrap_or_else(|e| panic!("{what}: {e}"));
        }
        solutions.push(oracle::solution(id).unwrap_or_else(|e| panic!("{what}: {e}")));
    }
    let (out, err, ok) = common::cli_bytes(&["solve"], ids.join("\n").as_bytes());
    assert!(ok, "deduce solve: {out}{err}");
    let solved: Vec<&str> = out.lines().collect();
    assert_eq!(solved.len(), ids.len(), "deduce solve: {out}");
    // Everything but the cells (the kind, the shape, regions, cages, sums, signs) is the puzzle's.
    let rest = |id: &str| -> String {
        let mut fields: Vec<&str> = id.split(':').collect();
        fields.remove(2);
        fields.join(":")
    };
    for ((id, solution), line) in ids.iter().zip(&solutions).zip(solved) {
        let p = oracle::parse(line).unwrap_or_else(|e| panic!("deduce solve {id}: {line}: {e}"));
        assert_eq!(p.cells(), &solution[..], "deduce solve {id}: {line}");
        assert_eq!(rest(line), rest(id), "deduce solve {id}: {line}");
    }
}

fn check_runs(runs: &[Run]) {
    for r in runs {
        for level in r.levels {
            check_generated(r.kind, r.size, level, r.count, r.irreducible);
        }
    }
}

#[test]
fn generated_sudoku_and_binary_puzzles_pass_the_oracle() {
    check_runs(PLAIN);
}

#[test]
#[ignore = "enabled when the variant kinds land"]
fn generated_variants_are_unique_and_irreducible() {
    check_runs(VARIANTS);
}

#[test]
fn shape_rules_refuse_plain_blocks_big_cages_and_late_single_cages() {
    let check = |id: &str, level: &str| shape_rules(id, &oracle::parse(id).unwrap(), level);
    let labels = |f: &dyn Fn(usize, usize) -> usize| -> String {
        (0..36)
            .map(|i| char::from(b'1' + f(i / 6, i % 6) as u8))
            .collect()
    };
    let dots = ".".repeat(36);
    let blocks = format!("jigsaw:6:{dots}:{}", labels(&|r, c| r / 2 * 2 + c / 3));
    assert_eq!(
        check(&blocks, "easy"),
        Err("the regions are the plain 2×3 blocks".into())
    );
    let rows = format!("jigsaw:6:{dots}:{}", labels(&|r, _| r));
    assert_eq!(
        check(&rows, "easy"),
        Err("the regions are the plain 1×6 blocks".into())
    );
    let columns = format!("jigsaw:6:{dots}:{}", labels(&|_, c| c));
    assert_eq!(
        check(&columns, "easy"),
        Err("the regions are the plain 6×1 blocks".into())
    );
    // The 2×3 blocks, but r2c3 in the second block and r1c4 in the first.
    let shifted = format!(
        "jigsaw:6:{dots}:{}",
        labels(&|r, c| match (r, c) {
            (1, 2) => 1,
            (0, 3) => 0,
            _ => r / 2 * 2 + c / 3,
        })
    );
    assert_eq!(check(&shifted, "hard"), Ok(()));
    let single = format!(
        "killer:2x2:{}:abbbaccdeefdeggg:3,6,3,3,6,1,6",
        ".".repeat(16)
    );
    assert_eq!(check(&single, "easy"), Ok(()));
    assert_eq!(
        check(&single, "medium"),
        Err("a cage of 1 cells at r3c3".into())
    );
    let rows = "aaaaaabbbbbbccccccddddddeeeeeeffffff";
    let six = format!("killer:2x3:{dots}:{rows}:21,21,21,21,21,21");
    assert_eq!(check(&six, "easy"), Err("a cage of 6 cells at r1c1".into()));
}
