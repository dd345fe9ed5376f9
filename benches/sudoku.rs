//! Sudoku benchmarks (`cargo bench --bench sudoku [-- --quick] [-- --lists-only]`).
//!
//! Per reference list in the data directory (`$DEDUCE_DATA`, default `../shared/data/sudoku` from the repo root):
//! the uniqueness check (count up to 2) by the fast 9×9 solver: puzzles/s, µs/puzzle (median of several timed
//! runs after a warm-up), % solved without guessing, guesses/puzzle. Then the general solver on generated 16×16
//! and 25×25 puzzles, `generate::irreducible` medians per size (with the orbits whose check hit its work limit,
//! see `generate::Budget`), and `Sudoku::generate` per size and level as the page calls it (3 s safety net):
//! median time and the levels obtained; the same for X-Sudoku (`-- --x`: only that table) and Jigsaw (`-- --jigsaw`).
//! `--variants`: issue 14's table alone, generation per kind and level of 9×9 X-Sudoku, Jigsaw and Killer (and
//! 6×6 Killer) and 14×14 Tango (fixed seeds, median and max, hits); `--only KIND` (`killer`, `jigsaw`, …)
//! keeps one kind's rows.
//! `--rules`: issue 28's table alone, per family of rules (non-consecutive at 6×6, the rest at 9×9) and level:
//! generation median and p90 (thread CPU), hits, the count to 2 of the puzzles made, a hint's time (median, and
//! the slowest of the hints along each puzzle's solution) and whether the page offers the level.
//! `--quick` takes 2000 puzzles spread evenly over each list and fewer generation samples. `--killer` runs only the
//! Killer figures: counting 9×9 Killers with no givens to limit 2, and Killer generation per size and level.
//! `--lists-only` prints just `list<TAB>µs<TAB>puzzles` lines (for
//! `bench/run.sh`).

use deduce::core::clock::thread_cpu_ns;
use deduce::core::geometry::Geometry;
use deduce::family::any::Kind;
use deduce::generate::sudoku::{irreducible, irreducible_with, Budget, Symmetry};
use deduce::solve::{door, fast9};
use deduce::{AnyPuzzle, GenerateOptions, Level, Puzzle};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::hint::black_box;
use std::time::Instant;

const LISTS: &[&str] = &[
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
];

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// At most `max` items taken evenly across `v`. The lists are sorted (the 17-clue list lexically), so their
/// first 2000 puzzles are not typical: chunks of 2000 of the 17-clue list range from 0.72 to 1.07 times the
/// peer's time, while a spread sample stays close to the whole list's figure.
fn spread<T>(v: Vec<T>, max: usize) -> Vec<T> {
    let step = v.len().div_ceil(max).max(1);
    v.into_iter().step_by(step).collect()
}

fn load(dir: &str, name: &str, quick: bool) -> Option<Vec<Vec<u8>>> {
    let path = format!("{dir}/{name}");
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("skipping {path}: {e}");
            return None;
        }
    };
    let mut out: Vec<Vec<u8>> = text
        .lines()
        .map(str::trim)
        .filter(|l| l.len() == 81 && !l.starts_with('#'))
        .map(|l| {
            l.bytes()
                .map(|b| match b {
                    b'1'..=b'9' => b - b'0',
                    _ => 0,
                })
                .collect()
        })
        .collect();
    if quick {
        out = spread(out, 2000);
    }
    Some(out)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quick = args.iter().any(|a| a == "--quick");
    let lists_only = args.iter().any(|a| a == "--lists-only");
    // `--gen`: skip the 9×9 lists (the big-grid solver and generation only).
    let gen_only = args.iter().any(|a| a == "--gen");
    // `--variants`: issue 14's generation table alone (9×9 X, Jigsaw and Killer, 14×14 Tango).
    if args.iter().any(|a| a == "--variants") {
        let only = args
            .iter()
            .position(|a| a == "--only")
            .and_then(|i| args.get(i + 1))
            .map(|k| Kind::parse(k).expect("--only takes a kind name (killer, jigsaw, …)"));
        variants(quick, only);
        return;
    }
    if args.iter().any(|a| a == "--rules") {
        rules_table(quick);
        return;
    }
    // `--jigsaw`: only the generation of Jigsaw puzzles per size and level.
    if args.iter().any(|a| a == "--jigsaw") {
        let (cap, deadline) = if quick { (3.0, 20.0) } else { (30.0, 120.0) };
        generation(quick, cap, deadline, Some(Kind::Jigsaw));
        return;
    }
    let dir = std::env::var("DEDUCE_DATA")
        .unwrap_or_else(|_| format!("{}/../shared/data/sudoku", env!("CARGO_MANIFEST_DIR")));
    if args.iter().any(|a| a == "--killer") {
        killer(quick);
        return;
    }
    let runs = if quick { 5 } else { 7 };
    // Seconds of sampling per size before the slow sizes stop (at least one sample is always taken).
    let cap = if quick { 3.0 } else { 30.0 };
    // `--x`: only the X-Sudoku generation table.
    if args.iter().any(|a| a == "--x") {
        generation(
            quick,
            cap,
            if quick { 20.0 } else { 120.0 },
            Some(Kind::SudokuX),
        );
        return;
    }

    if !lists_only {
        println!(
            "fast 9x9 solver, uniqueness check (count up to 2), single thread, thread CPU time"
        );
        println!(
            "{:<34} {:>8} {:>12} {:>10} {:>12} {:>11}",
            "list", "puzzles", "puzzles/s", "us/puzzle", "no-guess %", "guesses/pz"
        );
    }
    for name in LISTS.iter().filter(|_| !gen_only) {
        let Some(puzzles) = load(&dir, name, quick) else {
            continue;
        };
        let n = puzzles.len() as f64;
        let (mut no_guess, mut guesses) = (0usize, 0u64);
        for p in &puzzles {
            let (_, g) = fast9::count_with_stats(p, 2);
            no_guess += (g == 0) as usize;
            guesses += g;
        }
        let mut times = Vec::new();
        for run in 0..=runs {
            let t = thread_cpu_ns();
            let mut total = 0usize;
            for p in &puzzles {
                total += fast9::count(black_box(p), 2);
            }
            black_box(total);
            if run > 0 {
                times.push((thread_cpu_ns() - t) as f64 / 1e3 / n);
            }
        }
        let us = median(times);
        if lists_only {
            println!("{name}\t{us:.3}\t{}", puzzles.len());
        } else {
            println!(
                "{:<34} {:>8} {:>12.0} {:>10.3} {:>12.1} {:>11.2}",
                name,
                puzzles.len(),
                1e6 / us,
                us,
                100.0 * no_guess as f64 / n,
                guesses as f64 / n
            );
        }
    }
    if lists_only {
        return;
    }

    // Slow sizes run on a worker thread and are abandoned at the deadline (the process exits at the end).
    let deadline = if quick { 20.0 } else { 120.0 };
    println!();
    println!(
        "big-grid solver / general solver (count up to 2) on generated irreducible puzzles (thread CPU time; deadline {deadline} s)"
    );
    for (br, bc, samples) in [
        (4, 4, if quick { 5 } else { 20 }),
        (5, 5, if quick { 2 } else { 5 }),
    ] {
        let s = sample(samples, cap, deadline, move |rng| {
            let p = irreducible(&Geometry::get(br, bc), Symmetry::None, rng);
            let mut stats = door::Stats::default();
            let t = thread_cpu_ns();
            let c = door::count_solutions_big(black_box(&p), 2, &mut stats);
            let us = (thread_cpu_ns() - t) as f64 / 1e3;
            assert_eq!(c, 1);
            (us, stats.guesses as f64)
        });
        report(br * bc, &s, "us/puzzle", "guesses/puzzle", deadline);
        if br * bc <= 16 {
            let s = sample(samples, cap, deadline, move |rng| {
                let p = irreducible(&Geometry::get(br, bc), Symmetry::None, rng);
                let mut stats = door::Stats::default();
                let t = thread_cpu_ns();
                let c = door::count_solutions_general(black_box(&p), 2, &mut stats);
                let us = (thread_cpu_ns() - t) as f64 / 1e3;
                assert_eq!(c, 1);
                (us, stats.guesses as f64)
            });
            print!("  (general)");
            report(br * bc, &s, "us/puzzle", "guesses/puzzle", deadline);
        }
    }

    println!();
    println!("generate::irreducible (no symmetry), median per puzzle (thread CPU time)");
    for (br, bc, samples) in [
        (2, 2, 200),
        (2, 3, 200),
        (3, 3, if quick { 500 } else { 2000 }),
        (3, 4, if quick { 20 } else { 100 }),
        (4, 4, if quick { 11 } else { 41 }),
        (5, 5, if quick { 3 } else { 11 }),
    ] {
        let kept = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let counter = kept.clone();
        let s = sample(samples, cap, deadline, move |rng| {
            let geo = Geometry::get(br, bc);
            let t = thread_cpu_ns();
            let (p, undecided) = black_box(irreducible_with(
                &geo,
                Symmetry::None,
                rng,
                &Budget::for_side(geo.n),
            ));
            let us = (thread_cpu_ns() - t) as f64 / 1e3;
            counter.fetch_add(undecided, std::sync::atomic::Ordering::Relaxed);
            (us, p.cells().iter().filter(|&&c| c != 0).count() as f64)
        });
        report(br * bc, &s, "us", "clues avg", deadline);
        // Counted by finished samples only (a sample abandoned at the deadline adds nothing).
        let undecided =
            kept.load(std::sync::atomic::Ordering::Relaxed) as f64 / s.len().max(1) as f64;
        if undecided > 0.0 {
            println!("          ({undecided:.1} clues per puzzle kept because their check hit the work limit)");
        }
    }

    generation(quick, cap, deadline, None);
    println!();
    variants(quick, None);
    println!();
    rules_table(quick);
}

/// Issue 28's table: per family of rules (`deduce generate --rules F`, every family: those with instances and
/// the global ones) at 9×9 (at 6×6 a family www/levels.js has no 9×9 row of: non-consecutive) and level, seeds 1, 2, …
/// with the work limits alone deciding: generation median and p90 (thread CPU per puzzle) and how many came out
/// at the level asked for; the count to 2 of the puzzles made (median µs; the `-all` forms have no givens); a
/// hint's time as the page asks for it (`Session::plan`, the steps to the next placement): the median first
/// hint, and the slowest of the hints asked with 0, 10, 20, … of the solution's digits placed; whether the page
/// offers the level (www/levels.js). `RULES_ONLY` (comma-separated family names) measures some families only.
/// Targets: generation median <= 500 ms, count <= 2 ms, a hint <= 50 ms.
fn rules_table(quick: bool) {
    use deduce::session::Session;
    let samples = if quick { 4 } else { 10 };
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/levels.js"))
        .unwrap_or_default();
    println!(
        "rule generation per family and level: seeds 1..{samples}, thread CPU per puzzle          (targets: median <= 500 ms, count to 2 <= 2 ms, a hint <= 50 ms)"
    );
    println!(
        "{:<15} {:<7} {:>10} {:>8} {:>6} {:>9} {:>9} {:>9} {:>5}",
        "rules", "level", "median ms", "p90 ms", "hits", "count µs", "hint ms", "worst ms", "page"
    );
    // RULES_ONLY=cage,sandwich: only these families
    let only = std::env::var("RULES_ONLY").unwrap_or_default();
    for f in deduce::rules::family::FAMILIES
        .iter()
        .filter(|f| only.is_empty() || only.split(',').any(|o| o == f.name))
    {
        // X-Sudoku is the page's Puzzle choice `sudoku-x`, the rest its Rules choice; 9×9 unless the page makes
        // the family only smaller (non-consecutive: 6×6)
        let name = match f.name {
            "diagonals" => "sudoku-x".to_string(),
            other => format!("sudoku+{other}"),
        };
        let at = |size: usize| format!("['{name}', {size}, ");
        let size = match page.contains(&at(9)) || !page.contains(&at(6)) {
            true => 9,
            false => 6,
        };
        for level in Level::ALL {
            let (mut times, mut counts, mut hints, mut worst, mut hits) =
                (vec![], vec![], vec![], 0.0f64, 0);
            for seed in 1..=samples as u64 {
                let opts = GenerateOptions {
                    size,
                    level: Some(level),
                    symmetry: None,
                    seed,
                    time_budget_ms: 3_600_000,
                };
                let t = thread_cpu_ns();
                let g = black_box(deduce::generate::rules::generate_with_families(
                    &opts,
                    &[f],
                    false,
                ))
                .expect("generates");
                times.push((thread_cpu_ns() - t) as f64 / 1e6);
                hits += usize::from(g.level == level);
                let p = AnyPuzzle::parse(&g.game_id).expect("reads its own ID");
                let t = thread_cpu_ns();
                assert_eq!(black_box(p.count_solutions(2)), 1);
                counts.push((thread_cpu_ns() - t) as f64 / 1e3);
                // On a thread of their own: the generator's searches on this grid would be remembered for
                // the hints (human/techniques/fish_fruitless.rs), which the page's hint worker does not have.
                let (first, slowest) = std::thread::scope(|scope| {
                    scope
                        .spawn(|| {
                            let mut s = Session::new(p.clone());
                            let solution = s.solution().expect("unique").to_vec();
                            let open: Vec<usize> =
                                (0..size * size).filter(|&c| p.cells()[c] == 0).collect();
                            let (mut first, mut slowest) = (0.0, 0.0f64);
                            for (k, &c) in open.iter().enumerate() {
                                if k % 10 == 0 {
                                    let t = thread_cpu_ns();
                                    black_box(s.plan().expect("a hint"));
                                    let ms = (thread_cpu_ns() - t) as f64 / 1e6;
                                    if k == 0 {
                                        first = ms;
                                    }
                                    slowest = slowest.max(ms);
                                }
                                s.set(c, solution[c]).expect("a solution digit");
                            }
                            (first, slowest)
                        })
                        .join()
                        .expect("hints")
                });
                hints.push(first);
                worst = worst.max(slowest);
            }
            let mut sorted = times.clone();
            sorted.sort_by(|a, b| a.total_cmp(b));
            let p90 = sorted[(sorted.len() * 9).div_ceil(10) - 1];
            let row = format!("{}'{}',", at(size), level.name());
            let offered = page
                .lines()
                .find(|l| l.trim_start().starts_with(&row))
                .map_or("?", |l| match l.trim_end().ends_with("true],") {
                    true => "yes",
                    false => "no",
                });
            println!(
                "{:<15} {:<7} {:>10.1} {p90:>8.1} {:>6} {:>9.0} {:>9.1} {worst:>9.1} {offered:>5}",
                format!("{} {size}×{size}", f.name),
                level.name(),
                median(times),
                format!("{hits}/{samples}"),
                median(counts),
                median(hints),
            );
        }
    }
}

/// `AnyPuzzle::generate` of Sudoku, X-Sudoku and Jigsaw per size and level as the page calls it (only the
/// rows of one kind with `only`).
fn generation(quick: bool, cap: f64, deadline: f64, only: Option<Kind>) {
    println!();
    println!(
        "Sudoku, X-Sudoku and Jigsaw generation as the page calls it (3 s safety net), thread CPU time per puzzle; levels obtained"
    );
    let levels = [
        None,
        Some(Level::Easy),
        Some(Level::Medium),
        Some(Level::Hard),
        Some(Level::Expert),
        Some(Level::Master),
    ];
    let jigsaw = |size, samples| (Kind::Jigsaw, size, samples);
    let rows = [
        (Kind::Sudoku, 9, if quick { 5 } else { 21 }),
        (Kind::Sudoku, 12, if quick { 3 } else { 9 }),
        (Kind::Sudoku, 16, if quick { 3 } else { 9 }),
        (Kind::Sudoku, 25, if quick { 1 } else { 3 }),
        (Kind::SudokuX, 6, if quick { 5 } else { 21 }),
        (Kind::SudokuX, 9, if quick { 5 } else { 21 }),
        jigsaw(6, if quick { 5 } else { 21 }),
        jigsaw(9, if quick { 5 } else { 21 }),
    ];
    for (kind, size, samples) in rows {
        // `--jigsaw`, `--x`: the rows of that kind alone.
        if only.is_some_and(|k| k != kind) {
            continue;
        }
        for level in levels {
            let s = sample(samples, cap, deadline, move |rng| {
                let opts = GenerateOptions {
                    size,
                    level,
                    symmetry: None,
                    seed: rand::Rng::random(rng),
                    time_budget_ms: 3_000,
                };
                let t = thread_cpu_ns();
                let g = black_box(AnyPuzzle::generate(kind, &opts)).expect("generates");
                ((thread_cpu_ns() - t) as f64 / 1e3, g.level as usize as f64)
            });
            let asked = level.map_or("any", |l| l.name());
            if s.is_empty() {
                println!(
                    "  {} {size:>2}x{size:<2} {asked:<7} none finished within {deadline} s",
                    kind.name()
                );
                continue;
            }
            let m = median(s.iter().map(|x| x.0).collect());
            let max = s.iter().map(|x| x.0).fold(0.0, f64::max);
            let mut got = [0usize; 5];
            for x in &s {
                got[x.1 as usize] += 1;
            }
            let got: Vec<String> = (0..5)
                .filter(|&l| got[l] > 0)
                .map(|l| format!("{} {}", Level::ALL[l].name(), got[l]))
                .collect();
            println!(
                "  {} {size:>2}x{size:<2} {asked:<7} {:>3} samples  median {:>9.1} ms  max {:>9.1} ms  got: {}",
                kind.name(),
                s.len(),
                m / 1e3,
                max / 1e3,
                got.join(", ")
            );
        }
    }
}

/// Issue 14's generation table: per kind and level, `AnyPuzzle::generate` on seeds 1, 2, … as the page asks
/// (no symmetry) with the work limits alone deciding (no safety net, as `tests/levels.rs` measures): median and
/// largest thread CPU time per puzzle, and how many came out at the level asked for. The target is a median
/// ≤ 300 ms native (≤ 1 s in the page) for 9×9 X-Sudoku, Jigsaw and Killer and 14×14 Tango. A row stops
/// taking samples after a few seconds (the count says how many it took). `only`: one kind's rows.
fn variants(quick: bool, only: Option<Kind>) {
    let (samples, cap) = if quick { (5, 3.0) } else { (15, 20.0) };
    println!(
        "variant generation per kind and level: seeds 1..{samples}, thread CPU time per puzzle, work limits only \
         (target: median <= 300 ms native)"
    );
    println!(
        "{:<9} {:>5} {:<7} {:>7} {:>10} {:>10} {:>6}",
        "kind", "size", "level", "samples", "median ms", "max ms", "hits"
    );
    for (kind, size) in [
        (Kind::SudokuX, 9),
        (Kind::Jigsaw, 9),
        (Kind::Killer, 9),
        (Kind::Killer, 6),
        (Kind::Tango, 14),
    ] {
        if only.is_some_and(|k| k != kind) {
            continue;
        }
        for level in Level::ALL {
            let start = Instant::now();
            let (mut times, mut hits) = (vec![], 0);
            for seed in 1..=samples as u64 {
                if seed > 1 && start.elapsed().as_secs_f64() > cap {
                    break;
                }
                let opts = GenerateOptions {
                    size,
                    level: Some(level),
                    symmetry: None,
                    seed,
                    time_budget_ms: 3_600_000,
                };
                let t = thread_cpu_ns();
                let g = black_box(AnyPuzzle::generate(kind, &opts)).expect("generates");
                times.push((thread_cpu_ns() - t) as f64 / 1e6);
                hits += usize::from(g.level == level);
            }
            let max = times.iter().fold(0.0f64, |a, &b| a.max(b));
            let n = times.len();
            println!(
                "{:<9} {:>5} {:<7} {n:>7} {:>10.1} {max:>10.1} {:>6}",
                kind.name(),
                format!("{size}x{size}"),
                level.name(),
                median(times),
                format!("{hits}/{n}")
            );
        }
    }
}

/// Up to `samples` measurements `(µs, extra)` from `f` on a worker thread (seeded rng), stopping after `cap`
/// seconds of sampling; whatever is done by `deadline` seconds is returned.
fn sample(
    samples: usize,
    cap: f64,
    deadline: f64,
    f: impl Fn(&mut StdRng) -> (f64, f64) + Send + 'static,
) -> Vec<(f64, f64)> {
    use std::sync::{Arc, Mutex};
    let out = Arc::new(Mutex::new(Vec::new()));
    let (tx, rx) = std::sync::mpsc::channel::<()>();
    let shared = out.clone();
    std::thread::spawn(move || {
        let mut rng = StdRng::seed_from_u64(2024);
        let start = Instant::now();
        for i in 0..samples {
            if i > 0 && start.elapsed().as_secs_f64() > cap {
                break;
            }
            let r = f(&mut rng);
            shared.lock().unwrap().push(r);
        }
        let _ = tx.send(());
    });
    let _ = rx.recv_timeout(std::time::Duration::from_secs_f64(deadline));
    let v = out.lock().unwrap().clone();
    v
}

fn report(side: usize, s: &[(f64, f64)], unit: &str, extra: &str, deadline: f64) {
    if s.is_empty() {
        println!("  {side:>2}x{side:<2}     0 samples  (none finished within {deadline} s)");
        return;
    }
    let m = median(s.iter().map(|x| x.0).collect());
    let e = s.iter().map(|x| x.1).sum::<f64>() / s.len() as f64;
    println!(
        "  {side:>2}x{side:<2} {:>5} samples  median {m:>12.1} {unit:<9} ({:>9.1}/s, {e:>8.1} {extra})",
        s.len(),
        1e6 / m
    );
}

/// Killer: counting generated 9×9 puzzles with no givens (their cages alone) to limit 2, median of
/// several runs per puzzle; and generation per size and level, median per puzzle and the levels obtained.
fn killer(quick: bool) {
    use deduce::family::any::{AnyPuzzle, Kind};
    let samples = if quick { 5 } else { 15 };
    let mut counts = Vec::new();
    let mut seed = 0;
    while counts.len() < samples {
        seed += 1;
        let opts = GenerateOptions {
            size: 9,
            level: Some(Level::Hard),
            symmetry: None,
            seed,
            time_budget_ms: 30_000,
        };
        let g = AnyPuzzle::generate(Kind::Killer, &opts).expect("generates");
        let p = AnyPuzzle::parse(&g.game_id).unwrap();
        if p.cells().iter().any(|&v| v != 0) {
            continue;
        }
        let runs: Vec<f64> = (0..7)
            .map(|_| {
                let t = thread_cpu_ns();
                black_box(p.count_solutions(2));
                (thread_cpu_ns() - t) as f64 / 1e3
            })
            .collect();
        counts.push(median(runs));
    }
    println!(
        "Killer 9x9, no givens, count to limit 2: {} puzzles  median {:.1} µs  max {:.1} µs",
        counts.len(),
        median(counts.clone()),
        counts.iter().fold(0.0f64, |a, &b| a.max(b))
    );
    for size in [4, 6, 9] {
        for level in [
            Some(Level::Easy),
            Some(Level::Medium),
            Some(Level::Hard),
            Some(Level::Expert),
        ] {
            let mut times = Vec::new();
            let mut got = [0usize; 5];
            for seed in 0..samples as u64 {
                let opts = GenerateOptions {
                    size,
                    level,
                    symmetry: None,
                    seed,
                    time_budget_ms: 30_000,
                };
                let t = thread_cpu_ns();
                let g = black_box(AnyPuzzle::generate(Kind::Killer, &opts)).expect("generates");
                times.push((thread_cpu_ns() - t) as f64 / 1e6);
                got[g.level as usize] += 1;
            }
            let got: Vec<String> = (0..5)
                .filter(|&l| got[l] > 0)
                .map(|l| format!("{} {}", Level::ALL[l].name(), got[l]))
                .collect();
            println!(
                "  killer {size}x{size} {:<7} {samples} samples  median {:>8.1} ms  max {:>8.1} ms  got: {}",
                level.map_or("any", |l| l.name()),
                median(times.clone()),
                times.iter().fold(0.0f64, |a, &b| a.max(b)),
                got.join(", ")
            );
        }
    }
}
