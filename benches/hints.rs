//! Hint benchmarks (`cargo bench --bench hints [-- --quick] [-- --forcing]`): the placement-seeking hint (`Session::plan` for a
//! player without notes) on top1465 positions: each puzzle of `tests/data/top1465_300.txt` after k steps of its
//! logical solve path (its placements only: a player without notes has just digits), for several k. Prints
//! the median, 90th percentile and maximum time per hint (thread CPU time, so other processes on the machine
//! count less), the share of hints that place a digit, and how long their proofs are.
//!
//! Then the big grids of the page (`e2e/fixtures/big-sudoku.json`: a 16×16 and a 25×25): a player without
//! notes presses Hint again and again, each hint carried out; per hint after the first, the time of what the
//! hint worker does (`Session::reload` of the saved game, then `Session::plan`), median and maximum.
//!
//! Then the forcing hint: `solver::next_step` at every position of the solve paths of
//! `tests/data/forum_hardest_50.txt` where the step is a forcing chain (every earlier finder runs and finds
//! nothing), its median and maximum, and the mean time of each finder there (the costly ones); `--forcing`
//! runs only this part. Alongside, on the same solve paths, the time of `solver::next_step` where the step is
//! no chain (not an X-cycle, X-, XY- or grouped chain, AIC, ALS chain or forcing chain).
//!
//! `--all-steps`: every step at once (`position::all_steps`, `deduce steps --all`) on the same top1465 positions
//! (candidates computed from the digits), its median, 90th percentile and maximum, and how many steps it lists.
//!
//! `--rating`: the Sudoku Explainer rating (`human::rating::rate`, `deduce grade --rating`) beside the grade
//! (`solver::grade`) on `top1465_300.txt` and `forum_hardest_50.txt`, median, 90th percentile and maximum of
//! each; then its agreement with the published ratings of `se_rated_sudoku_exchange_low.txt` and
//! `se_rated_sudoku_exchange.txt` (median absolute difference, shares within ±0.2 and ±1.0, per range).

use deduce::core::clock::thread_cpu_ns;
use deduce::hint::technique::Technique;
use deduce::human::grid::Grid;
use deduce::human::{catalogue, solver};
use deduce::plan::PlanKind;
use deduce::session::Session;
use deduce::{AnyPuzzle, Puzzle, Sudoku};

fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[((v.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    if std::env::args().any(|a| a == "--forcing") {
        return forcing_hints(quick);
    }
    if std::env::args().any(|a| a == "--all-steps") {
        return all_steps(quick);
    }
    if std::env::args().any(|a| a == "--rating") {
        return rating(quick);
    }
    big_grids();
    let mut times: Vec<f64> = Vec::new();
    let mut next_times: Vec<f64> = Vec::new();
    let mut kinds = [0usize; 4];
    let mut lengths = [0usize; 8];
    for (p, cells) in positions(quick) {
        let mut s = Session::new(AnyPuzzle::Sudoku(p.clone()));
        // The solution is found once per game and kept: not part of a hint's cost.
        let _ = s.solution();
        for (c, &v) in cells.iter().enumerate() {
            if p.cells()[c] == 0 && v != 0 {
                s.set(c, v).unwrap();
            }
        }
        let t0 = thread_cpu_ns();
        let plan = std::hint::black_box(s.plan().unwrap());
        times.push((thread_cpu_ns() - t0) as f64 / 1e6);
        let t0 = thread_cpu_ns();
        std::hint::black_box(s.hint().unwrap());
        next_times.push((thread_cpu_ns() - t0) as f64 / 1e6);
        kinds[match plan.kind {
            PlanKind::Place => 0,
            PlanKind::FillNotes => 1,
            PlanKind::Notes => 2,
            PlanKind::Erase => 3,
        }] += 1;
        if plan.kind == PlanKind::Place {
            lengths[plan.steps.len().min(7)] += 1;
        }
    }
    let n = times.len();
    println!("placement-seeking hint, top1465 positions (puzzles × k in 0, 5, 10, 20, 30, 45: {n} positions)");
    println!(
        "  Session::plan: median {:.3} ms, p90 {:.3} ms, max {:.3} ms",
        percentile(&mut times, 0.5),
        percentile(&mut times, 0.9),
        percentile(&mut times, 1.0)
    );
    println!(
        "  Session::hint (next step only, for comparison): median {:.3} ms, max {:.3} ms",
        percentile(&mut next_times, 0.5),
        percentile(&mut next_times, 1.0)
    );
    println!(
        "  place a digit: {} ({:.1}%), first step on filled-in notes (no short proof): {}",
        kinds[0],
        100.0 * kinds[0] as f64 / n as f64,
        kinds[1]
    );
    let dist: Vec<String> = (1..8)
        .filter(|&l| lengths[l] > 0)
        .map(|l| format!("{l}{}: {}", if l == 7 { "+" } else { "" }, lengths[l]))
        .collect();
    println!(
        "  proof length (steps, the placement included): {}",
        dist.join(", ")
    );
    forcing_hints(quick);
}

/// `solver::next_step` where the next step is a forcing chain, on the forum-hardest sample.
fn forcing_hints(quick: bool) {
    let mut times: Vec<f64> = Vec::new();
    let mut static_times: Vec<f64> = Vec::new();
    let mut per_finder = vec![0.0f64; catalogue::finders().count()];
    for p in puzzles("forum_hardest_50.txt", quick) {
        let mut g = Grid::new(&p, None);
        while !g.is_complete() {
            let t0 = thread_cpu_ns();
            let st = std::hint::black_box(solver::next_step(&g).unwrap());
            let dt = (thread_cpu_ns() - t0) as f64 / 1e6;
            let chain = matches!(
                st.technique,
                Technique::XCycle
                    | Technique::XChain
                    | Technique::XYChain
                    | Technique::AIC
                    | Technique::GroupedXChain
                    | Technique::GroupedAIC
                    | Technique::ALSChain
                    | Technique::ForcingChain
            );
            if !chain {
                static_times.push(dt);
            }
            if st.technique == Technique::ForcingChain {
                times.push(dt);
                for (i, (_, _, f)) in catalogue::finders().enumerate() {
                    let t0 = thread_cpu_ns();
                    std::hint::black_box(f(&g));
                    per_finder[i] += (thread_cpu_ns() - t0) as f64 / 1e6;
                }
            }
            g.apply(&st);
        }
    }
    let n = times.len();
    println!(
        "forcing hint, forum-hardest 50 ({n} positions where the next step is a forcing chain)"
    );
    println!(
        "  solver::next_step: median {:.3} ms, p90 {:.3} ms, max {:.3} ms",
        percentile(&mut times, 0.5),
        percentile(&mut times, 0.9),
        percentile(&mut times, 1.0)
    );
    println!(
        "  solver::next_step where the step is no chain ({} positions): median {:.3} ms, p90 {:.3} ms, max {:.3} ms",
        static_times.len(),
        percentile(&mut static_times, 0.5),
        percentile(&mut static_times, 0.9),
        percentile(&mut static_times, 1.0)
    );
    let costly: Vec<String> = catalogue::finders()
        .zip(&per_finder)
        .filter(|(_, &ms)| ms / n as f64 >= 0.05)
        .map(|(e, ms)| format!("{:?} {:.2}", e.0, ms / n as f64))
        .collect();
    println!(
        "  mean ms per position, finders ≥ 0.05 ms: {}",
        costly.join(", ")
    );
}

/// The page's big-grid hints (see the file comment): 16×16 and 25×25, 30 hints each without notes.
fn big_grids() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/e2e/fixtures/big-sudoku.json"
    ))
    .expect("e2e/fixtures/big-sudoku.json");
    for key in ["16", "25unique"] {
        // the fixture is a flat JSON object of strings: take the value after `"key": "`
        let at = text.find(&format!("\"{key}\": \"")).expect(key) + key.len() + 5;
        let id = &text[at..at + text[at..].find('"').unwrap()];
        let p = AnyPuzzle::parse_prefer(id, deduce::family::any::Kind::Sudoku).unwrap();
        let mut s = Session::new(p.clone());
        let _ = s.solution();
        let mut times = Vec::new();
        let mut worker = Session::new(p);
        let _ = worker.solution();
        for i in 0..31 {
            if s.is_solved() {
                break;
            }
            let save = s.save();
            let t0 = thread_cpu_ns();
            worker.reload(&save).unwrap();
            let plan = std::hint::black_box(worker.plan().unwrap());
            let ms = (thread_cpu_ns() - t0) as f64 / 1e6;
            if i > 0 {
                times.push(ms);
            }
            s.apply_plan(&plan).unwrap();
        }
        let side = s.side();
        println!(
            "{side}×{side} hints without notes (reload + plan, {} after the first): median {:.2} ms, max {:.2} ms",
            times.len(),
            percentile(&mut times, 0.5),
            percentile(&mut times, 1.0)
        );
    }
}

/// The top1465 positions both benches time: each puzzle of `tests/data/top1465_300.txt` (each 5th with `quick`)
/// after k steps of its logical solve path (its placements only: a player without notes has just digits), for k
/// in 0, 5, 10, 20, 30, 45, while the grid is not full: the puzzle and the cells.
fn positions(quick: bool) -> Vec<(Sudoku, Vec<u8>)> {
    let mut out = vec![];
    for p in puzzles("top1465_300.txt", quick) {
        let path = p.steps().unwrap();
        for k in [0usize, 5, 10, 20, 30, 45] {
            let mut cells = p.cells().to_vec();
            for step in path.iter().take(k) {
                for &(c, s) in &step.placements {
                    cells[c as usize] = s;
                }
            }
            if cells.contains(&0) {
                out.push((p.clone(), cells));
            }
        }
    }
    out
}

/// Every step at once on the top1465 positions of the hint bench ([`positions`]).
fn all_steps(quick: bool) {
    let mut times = vec![];
    let mut listed = vec![];
    for (p, cells) in positions(quick) {
        let pos = deduce::paste::Position {
            puzzle: AnyPuzzle::Sudoku(p.with_cells(&cells)),
            marks: None,
        };
        let _ = pos.puzzle.solution(); // found once per game, as a session keeps it
        let t0 = thread_cpu_ns();
        let all = std::hint::black_box(deduce::position::all_steps(&pos).unwrap());
        times.push((thread_cpu_ns() - t0) as f64 / 1e6);
        listed.push(all.len() as f64);
    }
    let n = times.len();
    let (med, p90, max) = (
        percentile(&mut times, 0.5),
        percentile(&mut times, 0.9),
        percentile(&mut times, 1.0),
    );
    println!(
        "steps --all on {n} top1465 positions: median {med:.2} ms, p90 {p90:.2} ms, max {max:.2} ms; steps listed median {:.0}, max {:.0}",
        percentile(&mut listed, 0.5),
        percentile(&mut listed, 1.0)
    );
}

/// The rating beside the grade, then its agreement with published ratings (see the file comment).
fn rating(quick: bool) {
    use deduce::human::rating::rate;
    let stats = |v: &mut Vec<f64>| (percentile(v, 0.5), percentile(v, 0.9), percentile(v, 1.0));
    for file in ["top1465_300.txt", "forum_hardest_50.txt"] {
        let (mut graded, mut rated) = (vec![], vec![]);
        for p in puzzles(file, quick) {
            let t0 = thread_cpu_ns();
            std::hint::black_box(solver::grade(&p).unwrap());
            graded.push((thread_cpu_ns() - t0) as f64 / 1e6);
            let t0 = thread_cpu_ns();
            std::hint::black_box(rate(&p, None).unwrap());
            rated.push((thread_cpu_ns() - t0) as f64 / 1e6);
        }
        let n = rated.len();
        let (gm, g9, gx) = stats(&mut graded);
        let (rm, r9, rx) = stats(&mut rated);
        println!("{file} ({n} puzzles): rating median {rm:.1} ms, p90 {r9:.1}, max {rx:.1}; grade median {gm:.1} ms, p90 {g9:.1}, max {gx:.1}");
    }
    println!("agreement with Sukaku Explainer's ratings (tenths: ours less theirs)");
    for file in [
        "se_rated_sudoku_exchange_low.txt",
        "se_rated_sudoku_exchange.txt",
    ] {
        let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect(&path);
        let mut ranges: Vec<(&str, Vec<i32>)> = vec![
            ("below 4.0", vec![]),
            ("4.0-4.9", vec![]),
            ("5.0-6.9", vec![]),
            ("7.0-9.9", vec![]),
            ("all", vec![]),
        ];
        let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        for l in lines.iter().step_by(if quick { 5 } else { 1 }) {
            let (p, r) = l.split_once(' ').unwrap();
            let published = (r.parse::<f64>().unwrap() * 10.0).round() as i32;
            let ours = rate(&Sudoku::parse(p).unwrap(), None).unwrap().tenths as i32;
            let k = match published {
                ..40 => 0,
                40..50 => 1,
                50..70 => 2,
                _ => 3,
            };
            ranges[k].1.push(ours - published);
            ranges[4].1.push(ours - published);
        }
        for (name, d) in ranges.iter().filter(|r| !r.1.is_empty()) {
            let mut a: Vec<i32> = d.iter().map(|x| x.abs()).collect();
            a.sort_unstable();
            let share =
                |t: i32| a.iter().filter(|&&x| x <= t).count() as f64 * 100.0 / a.len() as f64;
            println!(
                "  {file} {name:>9}: {:>3} puzzles, median |d| {:.1}, within ±0.2 {:.0}%, within ±1.0 {:.0}%",
                a.len(),
                a[a.len() / 2] as f64 / 10.0,
                share(2),
                share(10)
            );
        }
    }
}

/// The 9×9 puzzles of `tests/data/<file>`, one a line (each 5th with `quick`).
fn puzzles(file: &str, quick: bool) -> Vec<Sudoku> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect(&path);
    text.lines()
        .map(str::trim)
        .filter(|l| l.len() == 81)
        .step_by(if quick { 5 } else { 1 })
        .map(|l| Sudoku::parse(l).unwrap())
        .collect()
}
