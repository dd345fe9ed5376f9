//! Binary-puzzle benchmark: `cargo bench --bench binary` (native, single thread, fixed seeds; times are this
//! thread's CPU time, as in `benches/sudoku.rs`, so other jobs on a shared machine inflate them less).
//! Pass `--quick` (or set `BINARY_BENCH_QUICK=1`) for a short run with fewer puzzles; `--tango` runs only the
//! Tango section (generation per level, 6×6 and 14×14, median and max).

use deduce::core::binary::Binary;
use deduce::generate::binary::solved_grid;
use deduce::{GenerateOptions, Level, Puzzle};
use std::hint::black_box;

/// A start mark for [`ms`].
fn now() -> u64 {
    deduce::core::clock::thread_cpu_ns()
}

/// Milliseconds of this thread's CPU time since `t`.
fn ms(t: u64) -> f64 {
    (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e6
}

/// Tango generation per level: median and max thread CPU ms over fixed seeds, and how many hit the level.
fn tango(quick: bool) {
    use deduce::family::any::{AnyPuzzle, Kind};
    println!("## Tango generation (thread CPU ms per puzzle; hits = puzzles of the asked level)");
    println!(
        "{:>4} {:>7} {:>5} {:>9} {:>9} {:>6}",
        "size", "level", "count", "median ms", "max ms", "hits"
    );
    for n in [6, 10, 14] {
        for level in [
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Expert,
            Level::Master,
        ] {
            let count = if quick { 3 } else { 15 };
            let mut times = Vec::new();
            let mut hits = 0;
            for seed in 0..count {
                let opts = GenerateOptions {
                    size: n,
                    level: Some(level),
                    symmetry: None,
                    seed,
                    time_budget_ms: 10_000,
                };
                let t = now();
                let g = AnyPuzzle::generate(Kind::Tango, &opts).expect("generates");
                times.push(ms(t));
                hits += usize::from(g.level == level);
            }
            times.sort_by(f64::total_cmp);
            println!(
                "{n:>4} {:>7} {count:>5} {:>9.2} {:>9.2} {hits:>4}/{count}",
                level.name(),
                times[times.len() / 2],
                times[times.len() - 1]
            );
        }
    }
    println!();
}

fn main() {
    let quick =
        std::env::var("BINARY_BENCH_QUICK").is_ok() || std::env::args().any(|a| a == "--quick");
    tango(quick);
    if std::env::args().any(|a| a == "--tango") {
        return;
    }
    let levels = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];
    println!(
        "## Graded puzzle generation (thread CPU ms per puzzle; label hits = puzzles of the asked level)"
    );
    println!(
        "{:>4} {:>7} {:>5} {:>9} {:>9} {:>6}",
        "size", "level", "count", "mean ms", "max ms", "hits"
    );
    let mut puzzles: Vec<(usize, Binary)> = Vec::new();
    for n in (4..=20).step_by(2) {
        let count = match (quick, n) {
            (true, _) => 2,
            (false, ..=10) => 20,
            (false, ..=14) => 10,
            _ => 5,
        };
        for &level in &levels {
            if n == 4 && level > Level::Easy {
                continue;
            }
            let (mut sum, mut max, mut hits) = (0.0f64, 0.0f64, 0);
            for seed in 0..count {
                let opts = GenerateOptions {
                    size: n,
                    level: Some(level),
                    symmetry: None,
                    seed: seed as u64,
                    // A safety net only: work budgets bound the search.
                    time_budget_ms: 10_000,
                };
                let t = now();
                let g = Binary::generate(&opts).expect("generates");
                let e = ms(t);
                sum += e;
                max = max.max(e);
                if g.level == level {
                    hits += 1;
                }
                puzzles.push((n, Binary::parse(&g.game_id).unwrap()));
            }
            println!(
                "{n:>4} {:>7} {count:>5} {:>9.2} {:>9.2} {hits:>4}/{count}",
                level.name(),
                sum / count as f64,
                max
            );
        }
    }

    println!("\n## Uniqueness check (count_solutions(2) on every generated puzzle of the size, all levels)");
    for n in [6, 8, 10, 12, 14, 16, 20] {
        let ps: Vec<&Binary> = puzzles
            .iter()
            .filter(|(s, _)| *s == n)
            .map(|(_, p)| p)
            .collect();
        let reps = if quick { 5 } else { 50 };
        let (mut sum, mut max) = (0.0f64, 0.0f64);
        for p in &ps {
            let t = now();
            for _ in 0..reps {
                black_box(p.count_solutions(2));
            }
            let us = ms(t) * 1000.0 / reps as f64;
            sum += us;
            max = max.max(us);
        }
        println!(
            "n = {n:>2}: mean {:>8.1} µs, max {max:>8.1} µs ({} puzzles)",
            sum / ps.len() as f64,
            ps.len()
        );
    }

    println!("\n## Hint (from the givens and every third state along the solve path), n <= 14, per level");
    for &level in &levels {
        let (mut sum, mut max, mut k) = (0.0f64, 0.0f64, 0);
        for (n, p) in &puzzles {
            if *n > 14 || p.grade().map(|g| g.level) != Ok(level) {
                continue;
            }
            let steps = p.steps().unwrap();
            let mut cells = p.cells().to_vec();
            for (i, s) in steps.iter().enumerate() {
                if i % 3 == 0 {
                    let t = now();
                    black_box(p.hint(&cells, None).unwrap());
                    let e = ms(t);
                    sum += e;
                    max = max.max(e);
                    k += 1;
                }
                for &(c, v) in &s.placements {
                    cells[c as usize] = v;
                }
            }
        }
        if k > 0 {
            println!(
                "{:>7}: {k:>5} hints, mean {:.3} ms, max {:.3} ms",
                level.name(),
                sum / k as f64,
                max
            );
        }
    }

    println!("\n## Solved grids");
    for n in [200, 400, 1000] {
        let reps = if quick { 1 } else { 5 };
        let (mut sum, mut max) = (0.0f64, 0.0f64);
        for seed in 0..reps {
            let t = now();
            black_box(solved_grid(n, seed).unwrap());
            let e = ms(t);
            sum += e;
            max = max.max(e);
        }
        println!(
            "{n:>4}×{n:<4}: mean {:>7.2} ms, max {:>7.2} ms",
            sum / reps as f64,
            max
        );
    }
}
