//! Tango (binary puzzles with `=` / `×` signs, no distinct-lines rule): the game ID's round trip and its
//! errors, counting against a brute force of its own (no engine code) on small grids, generated puzzles
//! unique, irreducible and graded at the level asked, hints checked against the solution, and Hint pressed
//! again and again solving a puzzle; the CLI's Tango commands.

mod common;

use deduce::core::binary::Binary;
use deduce::family::any::{AnyPuzzle, Kind};
use deduce::{GenerateOptions, Level, Puzzle};
use rand::{Rng, SeedableRng};

fn opts(size: usize, level: Level, seed: u64) -> GenerateOptions {
    GenerateOptions {
        size,
        level: Some(level),
        symmetry: None,
        seed,
        time_budget_ms: 60_000,
    }
}

/// The two cells of border `k` as the game ID lists them (README, Tango): first the n·(n−1) borders between
/// horizontal neighbours row by row, then the (n−1)·n between vertical neighbours row by row. Written here
/// from that text, not taken from the engine.
fn border_cells(n: usize, k: usize) -> (usize, usize) {
    if k < n * (n - 1) {
        let (r, c) = (k / (n - 1), k % (n - 1));
        (r * n + c, r * n + c + 1)
    } else {
        let k = k - n * (n - 1);
        let (r, c) = (k / n, k % n);
        (r * n + c, (r + 1) * n + c)
    }
}

/// Solutions of a Tango by brute force, row by row (sides 4 and 6): every row that keeps the line rules alone
/// (n/2 ones, no three alike) and agrees with the row's givens, each tried on the rows above it, a grid kept when
/// its columns keep the line rules and every sign (`=`, `x` or `.` per border, as in the game ID) holds; no
/// distinct-lines rule. Trying whole rows instead of every grid of the empty cells makes it fast enough for
/// hundreds of 6×6 grids in a debug build; it shares nothing with the engine's search.
fn brute(n: usize, cells: &[u8], signs: &[u8], limit: usize) -> usize {
    let line_ok = |line: &[u8]| {
        line.iter().filter(|&&v| v == 2).count() == n / 2
            && (2..n).all(|i| !(line[i] == line[i - 1] && line[i] == line[i - 2]))
    };
    let rows: Vec<Vec<u8>> = (0u32..1 << n)
        .map(|m| (0..n).map(|i| 1 + (m >> i & 1) as u8).collect::<Vec<u8>>())
        .filter(|row| line_ok(row))
        .collect();
    let borders: Vec<(usize, usize, u8)> = signs
        .iter()
        .enumerate()
        .filter(|&(_, &s)| s != b'.')
        .map(|(k, &s)| {
            let (a, b) = border_cells(n, k);
            (a, b, s)
        })
        .collect();
    // The signs whose cells are all in rows 0..=r hold.
    let signs_hold = |g: &[u8], r: usize| {
        borders
            .iter()
            .filter(|&&(a, b, _)| a.max(b) / n == r)
            .all(|&(a, b, s)| match s {
                b'=' => g[a] == g[b],
                _ => g[a] != g[b],
            })
    };
    fn place(
        r: usize,
        g: &mut Vec<u8>,
        ctx: &(usize, &[u8], &[Vec<u8>], usize),
        ok: &dyn Fn(&[u8], usize) -> bool,
        line_ok: &dyn Fn(&[u8]) -> bool,
        count: &mut usize,
    ) {
        let (n, cells, rows, limit) = *ctx;
        if *count >= limit {
            return;
        }
        if r == n {
            let columns_ok =
                (0..n).all(|c| line_ok(&(0..n).map(|i| g[i * n + c]).collect::<Vec<u8>>()));
            if columns_ok {
                *count += 1;
            }
            return;
        }
        for row in rows {
            if (0..n).any(|c| cells[r * n + c] != 0 && cells[r * n + c] != row[c]) {
                continue;
            }
            g[r * n..(r + 1) * n].copy_from_slice(row);
            if ok(g, r) {
                place(r + 1, g, ctx, ok, line_ok, count);
            }
        }
    }
    let mut count = 0;
    let mut g = vec![0u8; n * n];
    place(
        0,
        &mut g,
        &(n, cells, &rows, limit),
        &signs_hold,
        &line_ok,
        &mut count,
    );
    count
}

#[test]
fn game_id_round_trip() {
    let id = "tango:4:1..0............:=..x....................";
    let p = Binary::parse(id).unwrap();
    assert!(p.is_tango());
    assert_eq!(p.game_id(), id);
    assert_eq!(Binary::parse(&p.game_id()).unwrap(), p);
    let any = AnyPuzzle::parse(id).unwrap();
    assert_eq!(any.kind(), Kind::Tango);
    assert_eq!(any.game_id(), id);
    // `×`, `X` and `*` are read as `x`; the canonical form writes `x`.
    let loose = Binary::parse("TANGO:4:1..0............:=..×....................").unwrap();
    assert_eq!(loose.game_id(), id);
    for seed in 0..20 {
        let g = AnyPuzzle::generate(Kind::Tango, &opts(6, Level::Easy, seed)).unwrap();
        let p = AnyPuzzle::parse(&g.game_id).unwrap();
        assert_eq!(p.game_id(), g.game_id);
    }
}

#[test]
fn parse_errors_say_what_and_where() {
    let err = |s: &str| Binary::parse(s).unwrap_err().to_string();
    let e = err("tango:4:................:=..");
    assert!(e.contains("needs 24 signs") && e.contains("found 3"), "{e}");
    let e = err(&format!(
        "tango:4:................:{}q{}",
        ".".repeat(5),
        ".".repeat(18)
    ));
    assert!(e.contains("'q' between r2c3 and r2c4"), "{e}");
    let e = err(&format!(
        "tango:4:................:{}?{}",
        ".".repeat(12),
        ".".repeat(11)
    ));
    assert!(e.contains("between r1c1 and r2c1"), "{e}");
    let e = err("tango:5:.........................:");
    assert!(e.contains("odd"), "{e}");
    let e = err("tango:18:...:");
    assert!(e.contains("not supported"), "{e}");
    // Givens that break a sign are refused, naming both cells.
    let e = err(&format!("tango:4:01..............:={}", ".".repeat(23)));
    assert!(e.contains("r1c1, r1c2") && e.contains('='), "{e}");
}

#[test]
fn violations_name_both_cells_of_a_broken_sign_and_no_distinct_rule() {
    let p = deduce::format::binary::parse_grid(&format!(
        "tango:4:00..............:...x{}",
        ".".repeat(20)
    ))
    .unwrap();
    let v = p
        .with_cells(&[1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        .violations();
    assert!(v.is_empty(), "{v:?}");
    // × between r2c1 and r2c2, both suns.
    let v = p
        .with_cells(&[1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        .violations();
    assert_eq!(v.len(), 1, "{v:?}");
    assert_eq!(v[0].cells, vec![4, 5]);
    assert!(
        v[0].rule.contains("× between r2c1 and r2c2"),
        "{}",
        v[0].rule
    );
    // Two equal rows are fine in Tango.
    let same = Binary::parse(&format!("tango:4:0101010110101010:{}", ".".repeat(24))).unwrap();
    assert!(same.violations().is_empty());
    assert!(same.is_solved());
}

#[test]
fn counting_matches_brute_force() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(14);
    let mut refused = 0;
    for round in 0..300 {
        let n = if round % 3 == 0 { 6 } else { 4 };
        let mut cells = vec![0u8; n * n];
        // Random givens (not from a grid, so there may be no solution at all): from none (counts past 1,000 on
        // a 6×6) to 20.
        let keep = if n == 6 {
            rng.random_range(0..=20)
        } else {
            rng.random_range(0..6)
        };
        for _ in 0..keep {
            let i = rng.random_range(0..n * n);
            cells[i] = rng.random_range(1..=2);
        }
        let signs: Vec<u8> = (0..2 * n * (n - 1))
            .map(|_| match rng.random_range(0..8) {
                0 => b'=',
                1 => b'x',
                _ => b'.',
            })
            .collect();
        let text: String = cells.iter().map(|&v| b".01"[v as usize] as char).collect();
        let id = format!("tango:{n}:{text}:{}", String::from_utf8_lossy(&signs));
        let p = match deduce::format::binary::parse_grid(&id) {
            Ok(p) => p,
            // Signs refused as contradictory: truly no grid keeps them.
            Err(e) => {
                assert_eq!(brute(n, &cells, &signs, 1), 0, "{id}: {e}");
                refused += 1;
                continue;
            }
        };
        assert_eq!(p.game_id(), id, "the game ID reads back as written");
        if !p.violations().is_empty() {
            continue;
        }
        // One enumeration of every grid (the brute force is the slow part: 2^19 grids for a 6×6), read at
        // each limit.
        let all = brute(n, &cells, &signs, usize::MAX);
        for limit in [1, 2, 1000] {
            assert_eq!(
                p.count_solutions(limit),
                all.min(limit),
                "{} limit {limit}",
                p.game_id()
            );
        }
        if all == 1 {
            let s = p.solution().unwrap();
            assert!(p.with_cells(&s).is_solved());
        }
    }
    assert!(refused > 0, "some random signs contradict each other");
}

/// Unique and irreducible: no given and no sign can go without a second solution.
fn assert_irreducible(p: &Binary) {
    assert_eq!(p.count_solutions(2), 1, "{}", p.game_id());
    let n = p.side();
    let signs = p.signs().unwrap().to_vec();
    for i in (0..n * n).filter(|&i| p.cells()[i] != 0) {
        let mut c = p.cells().to_vec();
        c[i] = 0;
        let q = Binary::tango(n, c, signs.clone());
        assert!(
            q.count_solutions(2) > 1,
            "given {i} of {} can go",
            p.game_id()
        );
    }
    for k in (0..signs.len()).filter(|&k| signs[k] != 0) {
        let mut s = signs.clone();
        s[k] = 0;
        let q = Binary::tango(n, p.cells().to_vec(), s);
        assert!(
            q.count_solutions(2) > 1,
            "sign {k} of {} can go",
            p.game_id()
        );
    }
}

#[test]
fn generated_puzzles_are_unique_irreducible_and_graded() {
    for (n, levels) in [
        (
            6,
            &[Level::Easy, Level::Medium, Level::Hard, Level::Expert][..],
        ),
        (8, &[Level::Easy, Level::Medium, Level::Hard][..]),
        (10, &[Level::Medium, Level::Hard, Level::Master][..]),
    ] {
        for &level in levels {
            for seed in 1..=3 {
                let g = Binary::parse(&generate(n, level, seed).game_id).unwrap();
                assert_irreducible(&g);
                assert_eq!(g.grade().unwrap().level, level, "{}", g.game_id());
                assert!(
                    g.signs().unwrap().iter().any(|&s| s != 0),
                    "{}",
                    g.game_id()
                );
            }
        }
    }
    // Seeded: the same options give the same puzzle.
    assert_eq!(
        generate(8, Level::Medium, 7).game_id,
        generate(8, Level::Medium, 7).game_id
    );
}

fn generate(n: usize, level: Level, seed: u64) -> deduce::Generated {
    let g = AnyPuzzle::generate(Kind::Tango, &opts(n, level, seed)).unwrap();
    assert_eq!(g.level, level, "{}", g.game_id);
    g
}

/// Every hint places only digits of the solution, never a duplicate-line step, and Hint pressed repeatedly
/// (applying each step) solves the puzzle.
#[test]
fn hints_agree_with_the_solution_and_solve_the_puzzle() {
    use deduce::hint::technique::Technique;
    for (n, level, seed) in [
        (6, Level::Easy, 1),
        (6, Level::Medium, 2),
        (8, Level::Hard, 3),
        (6, Level::Expert, 4),
        (10, Level::Master, 5),
    ] {
        let p = Binary::parse(&generate(n, level, seed).game_id).unwrap();
        let sol = p.solution().unwrap();
        let mut cur = p.cells().to_vec();
        let mut seen = Vec::new();
        loop {
            match p.hint(&cur, None) {
                Ok(answer) => {
                    let step = answer.next().expect("no mistake on the solution's path");
                    assert!(!matches!(
                        step.technique,
                        Technique::DuplicateGuard | Technique::DuplicateLineElimination
                    ));
                    assert!(!step.placements.is_empty());
                    for &(c, s) in &step.placements {
                        assert_eq!(
                            sol[c as usize],
                            s,
                            "{:?} on {}",
                            step.explanation,
                            p.game_id()
                        );
                        cur[c as usize] = s;
                    }
                    seen.push(step.technique);
                }
                Err(deduce::core::error::HintError::Solved) => break,
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(cur, sol);
        assert!(
            seen.iter()
                .any(|&t| deduce::human::binary::catalogue::level(t) == level),
            "{seen:?}"
        );
    }
}

#[test]
fn a_wrong_entry_is_reported_with_its_sign() {
    // The first empty cell of a generated puzzle, with the wrong symbol: the hint names that entry.
    let p = Binary::parse(&generate(6, Level::Easy, 1).game_id).unwrap();
    let sol = p.solution().unwrap();
    let mut cur = p.cells().to_vec();
    let i = (0..36).find(|&i| cur[i] == 0).unwrap();
    cur[i] = 3 - sol[i];
    let answer = p.hint(&cur, None).unwrap();
    assert_eq!(answer.mistake().map(|m| m.cell), Some(i as u16));
}

#[test]
fn cli_counts_solves_grades_and_exports_tango() {
    let g = generate(6, Level::Medium, 9).game_id;
    let (out, ok) = common::cli(&["count"], &format!("{g}\n"));
    assert!(ok && out.trim().starts_with('1'), "{out}");
    let (out, ok) = common::cli(&["grade"], &format!("{g}\n"));
    assert!(ok && out.contains("medium"), "{out}");
    let (out, ok) = common::cli(&["hint", &g], "");
    assert!(ok && !out.trim().is_empty(), "{out}");
    let (out, ok) = common::cli(&["steps", &g], "");
    assert!(ok && out.lines().count() > 1, "{out}");
    let (out, ok) = common::cli(&["validate"], &format!("{g}\n"));
    assert!(ok, "{out}");
    let (out, ok) = common::cli(&["cnf", &g], "");
    assert!(
        ok && out.contains("c deduce tango:6") && out.contains("p cnf "),
        "{out}"
    );
    let (out, ok) = common::cli(
        &[
            "generate", "--kind", "tango", "--size", "8", "--level", "hard", "--seed", "2",
            "--count", "2",
        ],
        "",
    );
    assert!(
        ok && out.lines().count() == 2 && out.starts_with("tango:8:"),
        "{out}"
    );
    // `solve` prints the solution as a game ID: the puzzle's signs, every cell filled with the oracle's solution.
    let (out, ok) = common::cli(&["solve"], &format!("{g}\n"));
    let want = common::oracle::solution(&g).unwrap();
    let solved = common::oracle::parse(out.trim()).unwrap();
    assert!(ok && out.trim().starts_with("tango:6:"), "{out}");
    assert_eq!(solved.cells(), &want[..], "{g} solved as {out}");
    assert_eq!(
        out.trim().rsplit(':').next(),
        g.rsplit(':').next(),
        "the signs are kept"
    );
}
