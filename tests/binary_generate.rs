//! Generated puzzles: unique (checked by an independent counter written here), solve paths that agree with the
//! solution, true labels, determinism; solved grids of many sizes checked by an independent rule checker.

mod common;

use common::binary_opts as opts;

use deduce::core::binary::Binary;
use deduce::generate::binary::solved_grid;
use deduce::hint::mistake::Answer;
use deduce::{Level, Puzzle};

/// Valid grid? Balance, no triples, distinct rows and columns: written without the engine.
fn valid_grid(n: usize, g: &[u8]) -> bool {
    let line = |k: usize, row: bool| -> Vec<u8> {
        (0..n)
            .map(|i| if row { g[k * n + i] } else { g[i * n + k] })
            .collect()
    };
    for row in [true, false] {
        let mut seen = std::collections::HashSet::new();
        for k in 0..n {
            let l = line(k, row);
            if l.iter().filter(|&&v| v == b'1').count() != n / 2
                || l.iter().any(|&v| v != b'0' && v != b'1')
                || l.windows(3).any(|w| w[0] == w[1] && w[1] == w[2])
                || !seen.insert(l)
            {
                return false;
            }
        }
    }
    true
}

/// Independent counter: rows of the table of valid lines, pruned by givens and by column counts and triples.
fn brute_count(id: &str, limit: usize) -> usize {
    let mut parts = id.splitn(3, ':');
    parts.next();
    let n: usize = parts.next().unwrap().parse().unwrap();
    let cells: Vec<u8> = parts.next().unwrap().bytes().collect();
    let rows: Vec<Vec<u8>> = (0u32..1 << n)
        .map(|x| (0..n).map(|i| (x >> i & 1) as u8).collect::<Vec<u8>>())
        .filter(|r: &Vec<u8>| {
            r.iter().filter(|&&v| v == 1).count() == n / 2
                && !r.windows(3).any(|w| w[0] == w[1] && w[1] == w[2])
        })
        .collect();
    let cand: Vec<Vec<&Vec<u8>>> = (0..n)
        .map(|r| {
            rows.iter()
                .filter(|row| {
                    (0..n).all(|c| match cells[r * n + c] {
                        b'0' => row[c] == 0,
                        b'1' => row[c] == 1,
                        _ => true,
                    })
                })
                .collect()
        })
        .collect();
    // Givens per cell: 0, 1, or 2 for empty.
    let given: Vec<Vec<u8>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| match cells[r * n + c] {
                    b'0' => 0,
                    b'1' => 1,
                    _ => 2,
                })
                .collect()
        })
        .collect();
    // Given 1s / 0s in each column at rows >= r.
    let below = |r: usize, c: usize, v: u8| (r..n).filter(|&k| given[k][c] == v).count();
    let below1: Vec<Vec<usize>> = (0..=n)
        .map(|r| (0..n).map(|c| below(r, c, 1)).collect())
        .collect();
    let below0: Vec<Vec<usize>> = (0..=n)
        .map(|r| (0..n).map(|c| below(r, c, 0)).collect())
        .collect();
    struct Ctx<'a> {
        n: usize,
        cand: Vec<Vec<&'a Vec<u8>>>,
        given: Vec<Vec<u8>>,
        below1: Vec<Vec<usize>>,
        below0: Vec<Vec<usize>>,
        limit: usize,
    }
    fn rec(x: &Ctx, r: usize, grid: &mut Vec<Vec<u8>>, ones: &mut Vec<usize>, count: &mut usize) {
        let n = x.n;
        if *count >= x.limit {
            return;
        }
        if r == n {
            let cols: std::collections::HashSet<Vec<u8>> = (0..n)
                .map(|c| grid.iter().map(|row| row[c]).collect())
                .collect();
            if cols.len() == n {
                *count += 1;
            }
            return;
        }
        for &row in &x.cand[r] {
            if grid.iter().any(|g| g == row) {
                continue;
            }
            let ok = (0..n).all(|c| {
                let o = ones[c] + row[c] as usize;
                let z = r + 1 - o;
                let v = row[c];
                let triple = (r >= 2 && grid[r - 1][c] == v && grid[r - 2][c] == v)
                    || (r >= 1 && r + 1 < n && grid[r - 1][c] == v && x.given[r + 1][c] == v)
                    || (r + 2 < n && x.given[r + 1][c] == v && x.given[r + 2][c] == v);
                o + x.below1[r + 1][c] <= n / 2 && z + x.below0[r + 1][c] <= n / 2 && !triple
            });
            if ok {
                for c in 0..n {
                    ones[c] += row[c] as usize;
                }
                grid.push(row.clone());
                rec(x, r + 1, grid, ones, count);
                grid.pop();
                for c in 0..n {
                    ones[c] -= row[c] as usize;
                }
            }
        }
    }
    let ctx = Ctx {
        n,
        cand,
        given,
        below1,
        below0,
        limit,
    };
    let mut count = 0;
    rec(&ctx, 0, &mut Vec::new(), &mut vec![0; n], &mut count);
    count
}

#[test]
fn independent_counter_agrees_on_known_counts() {
    assert_eq!(
        brute_count(&format!("binary:4:{}", ".".repeat(16)), 1000),
        72
    );
    assert_eq!(
        brute_count(&format!("binary:6:{}", ".".repeat(36)), 10_000),
        4140
    );
}

#[test]
fn generated_puzzles_are_unique_and_their_solve_paths_are_right() {
    let levels = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];
    let mut hits = 0;
    let mut total = 0;
    for n in (6..=14).step_by(2) {
        for (li, &level) in levels.iter().enumerate() {
            let seed = (n * 10 + li) as u64;
            let g = Binary::generate(&opts(n, level, seed)).unwrap();
            // Master puzzles are rare below 10×10 (most irreducible small puzzles fall to contradictions).
            if level < Level::Master || n >= 10 {
                total += 1;
                if g.level == level {
                    hits += 1;
                }
            }
            let p = Binary::parse(&g.game_id).unwrap();
            // The independent counter is exponential: used up to 10×10 (the engine's counter checks the rest).
            if n <= 10 {
                assert_eq!(brute_count(&g.game_id, 2), 1, "{}", g.game_id);
            }
            assert_eq!(p.count_solutions(2), 1);
            let sol = p.solution().unwrap();
            let grade = p.grade().unwrap();
            assert_eq!(grade.level, g.level, "{}", g.game_id);
            assert_eq!(grade.hardest, g.hardest);
            let mut cells = p.cells().to_vec();
            for s in p.steps().unwrap() {
                assert!(!s.placements.is_empty(), "{s:?}");
                assert!(!s.explanation.is_empty());
                for &(c, v) in &s.placements {
                    assert_eq!(sol[c as usize], v, "{}: {}", g.game_id, s.explanation);
                    cells[c as usize] = v;
                }
                for &(c, v) in &s.eliminations {
                    assert_ne!(sol[c as usize], v);
                }
            }
            assert_eq!(cells, sol);
        }
    }
    // Nearly every request gets its level (the budget may rarely stop short of it).
    assert!(hits * 10 >= total * 8, "{hits}/{total}");
}

#[test]
fn top_level_puzzles_are_irreducible() {
    // Every puzzle reduced at the top level is irreducible, also the rare small one that the Expert solver
    // completes after all (then labelled Expert).
    for (n, seed) in [(8, 0), (8, 1), (10, 1), (12, 2), (16, 3), (20, 4)] {
        let g = Binary::generate(&opts(n, Level::Master, seed)).unwrap();
        if n >= 12 {
            assert_eq!(g.level, Level::Master, "{}", g.game_id);
        }
        let p = Binary::parse(&g.game_id).unwrap();
        let cells = p.cells().to_vec();
        for i in 0..cells.len() {
            if cells[i] != 0 {
                let mut c = cells.clone();
                c[i] = 0;
                assert!(
                    p.with_cells(&c).count_solutions(2) > 1,
                    "{} clue {i}",
                    g.game_id
                );
            }
        }
    }
}

#[test]
fn same_seed_same_puzzle_and_4x4_is_easy() {
    // Work budgets, not the clock, bound the search: a different (ample) time budget changes nothing.
    for (n, level, seed) in [
        (10, Level::Easy, 7),
        (10, Level::Hard, 7),
        (14, Level::Expert, 3),
        (8, Level::Master, 1),
        (12, Level::Master, 5),
        (20, Level::Master, 1),
        (20, Level::Master, 2),
    ] {
        let mut o = opts(n, level, seed);
        o.time_budget_ms = 60_000;
        let a = Binary::generate(&o).unwrap();
        o.time_budget_ms = 20_000;
        let b = Binary::generate(&o).unwrap();
        assert_eq!(a, b, "size {n} {level:?} seed {seed}");
        if n == 20 {
            assert_eq!(a.level, Level::Master);
            let p = Binary::parse(&a.game_id).unwrap();
            assert_eq!(p.count_solutions(2), 1, "{}", a.game_id);
        }
    }
    let g = Binary::generate(&opts(4, Level::Hard, 1)).unwrap();
    assert_eq!(g.level, Level::Easy);
    assert!(Binary::generate(&opts(5, Level::Easy, 1)).is_err());
    assert!(Binary::generate(&opts(22, Level::Easy, 1)).is_err());
}

#[test]
fn solved_grids_are_valid() {
    for n in (2..=100).step_by(2).chain([1000]) {
        let id = solved_grid(n, n as u64).unwrap();
        let prefix = format!("binary:{n}:");
        assert!(id.starts_with(&prefix));
        let body = &id.as_bytes()[prefix.len()..];
        assert_eq!(body.len(), n * n);
        assert!(valid_grid(n, body), "size {n}");
    }
    assert_eq!(solved_grid(200, 3).unwrap(), solved_grid(200, 3).unwrap());
    assert_ne!(solved_grid(200, 3).unwrap(), solved_grid(200, 4).unwrap());
    assert!(solved_grid(7, 0).is_err());
    // A solved grid reads back as a solved puzzle.
    let p = Binary::parse(&solved_grid(12, 5).unwrap()).unwrap();
    assert!(p.is_solved());
    assert_eq!(p.count_solutions(2), 1);
}

#[test]
fn hints_report_mistakes_first_and_never_run_dry() {
    let g = Binary::generate(&opts(8, Level::Expert, 3)).unwrap();
    let p = Binary::parse(&g.game_id).unwrap();
    let sol = p.solution().unwrap();
    // A wrong entry in an empty cell.
    let i = (0..64).find(|&i| p.cells()[i] == 0).unwrap();
    let mut cur = p.cells().to_vec();
    cur[i] = 3 - sol[i];
    let Answer::Mistake(h) = p.hint(&cur, None).unwrap() else {
        panic!("no mistake reported");
    };
    assert_eq!(h.cell, i as u16);
    assert!(h.explanation.contains("is wrong"), "{}", h.explanation);
    // From every state along the path a hint exists and is right.
    let mut cells = p.cells().to_vec();
    loop {
        match p.hint(&cells, None) {
            Ok(a) => {
                let s = a.next().expect("no mistake on the solution's path");
                for &(c, v) in &s.placements {
                    assert_eq!(sol[c as usize], v);
                    cells[c as usize] = v;
                }
            }
            Err(e) => {
                assert_eq!(e, deduce::HintError::Solved);
                break;
            }
        }
    }
    // A puzzle with several solutions has no hint.
    let empty = Binary::parse(&format!("binary:6:{}", ".".repeat(36))).unwrap();
    assert!(empty.hint(empty.cells(), None).is_err());
}
