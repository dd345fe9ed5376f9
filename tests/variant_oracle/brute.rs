//! Brute force for the oracle's tests (tests/variant_oracle.rs): every grid of a tiny shape, listed without
//! search tricks (Latin squares row by row, binary grids from the valid rows), filtered by a puzzle's rules;
//! random tiny puzzles (jigsaw regions, Killer cages, Tango signs) and what brute force says can be dropped
//! from them or merged, in the oracle's words.

use crate::common::oracle;
use rand::rngs::StdRng;
use rand::Rng;

/// Every permutation of 1..=n.
pub fn permutations(n: u8) -> Vec<Vec<u8>> {
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
pub fn latin_squares(n: usize) -> Vec<Vec<u8>> {
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

pub fn all_differ(grid: &[u8], cells: &[usize]) -> bool {
    (0..cells.len()).all(|a| (a + 1..cells.len()).all(|b| grid[cells[a]] != grid[cells[b]]))
}

/// The Latin squares whose `units` (given as explicit lists) also hold every digit once.
pub fn grids_with_units(n: usize, units: &[Vec<usize>]) -> Vec<Vec<u8>> {
    latin_squares(n)
        .into_iter()
        .filter(|g| units.iter().all(|u| all_differ(g, u)))
        .collect()
}

pub const BLOCKS_4: [[usize; 4]; 4] =
    [[0, 1, 4, 5], [2, 3, 6, 7], [8, 9, 12, 13], [10, 11, 14, 15]];
pub const DIAGONALS_4: [[usize; 4]; 2] = [[0, 5, 10, 15], [3, 6, 9, 12]];

pub fn units_of(lists: &[[usize; 4]]) -> Vec<Vec<usize>> {
    lists.iter().map(|u| u.to_vec()).collect()
}

/// A grid's cells as an ID's characters: digits, or `.` where `keep` is false.
pub fn cells_text(grid: &[u8], mut keep: impl FnMut(usize) -> bool) -> String {
    grid.iter()
        .enumerate()
        .map(|(i, &d)| if keep(i) { (b'0' + d) as char } else { '.' })
        .collect()
}

/// How many of `grids` agree with the givens of `cells` (`.` empty) and pass `rule`.
pub fn brute_count(grids: &[Vec<u8>], cells: &str, rule: impl Fn(&[u8]) -> bool) -> usize {
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
pub fn binary_grids(n: usize) -> Vec<Vec<u8>> {
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

pub fn distinct_lines(g: &[u8], n: usize) -> bool {
    let row = |r: usize| -> Vec<u8> { g[r * n..r * n + n].to_vec() };
    let col = |c: usize| -> Vec<u8> { (0..n).map(|r| g[r * n + c]).collect() };
    (0..n).all(|a| (a + 1..n).all(|b| row(a) != row(b) && col(a) != col(b)))
}

pub fn brute_binary(grids: &[Vec<u8>], cells: &str, rule: impl Fn(&[u8]) -> bool) -> usize {
    let givens: Vec<u8> = cells.bytes().collect();
    grids
        .iter()
        .filter(|g| g.iter().zip(&givens).all(|(&d, &c)| c == b'.' || c == d))
        .filter(|g| rule(g))
        .count()
}

/// `r3c5` (1-based), as the oracle's messages name cells.
pub fn rc(i: usize, n: usize) -> String {
    format!("r{}c{}", i / n + 1, i % n + 1)
}

pub fn touching(a: usize, b: usize, n: usize) -> bool {
    (a / n == b / n && a.abs_diff(b) == 1) || a.abs_diff(b) == n
}

/// Random jigsaw regions of side n: n cells grown from n random seeds, or `None` when the growth gets stuck.
pub fn random_regions(n: usize, rng: &mut StdRng) -> Option<Vec<usize>> {
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

/// Random Killer cages over `solution` (side n): single cells merged at random into a neighbouring cage while
/// the union stays at most `max` cells with different digits; the cages listed in the order of their first cell.
pub fn random_cages(solution: &[u8], n: usize, max: usize, rng: &mut StdRng) -> Vec<Vec<usize>> {
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
pub fn killer_id(
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
pub fn killer_rule(g: &[u8], cages: &[Vec<usize>], sums: &[Option<u32>]) -> bool {
    cages.iter().zip(sums).all(|(cage, sum)| {
        let total: u32 = cage.iter().map(|&i| g[i] as u32).sum();
        all_differ(g, cage) && sum.is_none_or(|s| s == total)
    })
}

pub fn sum_of(g: &[u8], cage: &[usize]) -> Option<u32> {
    Some(cage.iter().map(|&i| g[i] as u32).sum())
}

/// `tango:N:<cells>:<signs>` with `signs` as (cell a, cell b, '=' or 'x') for neighbours a < b.
pub fn tango_id(n: usize, cells: &str, signs: &[(usize, usize, char)]) -> String {
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

pub fn signs_hold(g: &[u8], signs: &[(usize, usize, char)]) -> bool {
    signs.iter().all(|&(a, b, s)| (g[a] == g[b]) == (s == '='))
}

/// Every pair of neighbours in a grid of side n, as (a, b) with a < b.
pub fn edges(n: usize) -> Vec<(usize, usize)> {
    (0..n * n)
        .flat_map(|a| (a + 1..n * n).map(move |b| (a, b)))
        .filter(|&(a, b)| touching(a, b, n))
        .collect()
}

/// A random Tango puzzle over `g`: some givens, some true signs, now and then a false one.
pub fn random_tango(g: &[u8], n: usize, rng: &mut StdRng) -> (String, Vec<(usize, usize, char)>) {
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

/// What brute force says can be dropped or merged in a 4×4 Killer with no givens, in the oracle's words.
pub fn killer_reductions(
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
pub fn sum_drops(sums: &[Option<u32>]) -> Vec<(usize, Vec<Option<u32>>)> {
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
pub fn merges(
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

/// What brute force says can be dropped from a 6×6 Tango puzzle, in the oracle's words.
pub fn tango_reductions(
    grids: &[Vec<u8>],
    cells: &str,
    signs: &[(usize, usize, char)],
) -> Vec<String> {
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
