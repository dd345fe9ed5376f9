//! The routing table of `solve::door` measured (`cargo bench --bench doors [-- --quick]`): for each kind of
//! grid, the route the door takes (`door::route`), the median thread CPU time of a count to 2 through the door,
//! and the same count by the solver the door passes over there (the general solver where a specialised one
//! answers, the big-grid solver where the general one does), so the table's "why" is a measurement. Puzzles:
//! fixtures and seeded generation (master unless said), the same every run.

use deduce::core::clock::thread_cpu_ns;
use deduce::core::sudoku::Sudoku;
use deduce::family::any::Kind;
use deduce::solve::door::{self, Route, Stats};
use deduce::{AnyPuzzle, GenerateOptions, Level};
use std::hint::black_box;

/// Median thread CPU per puzzle (µs) of `count` over `puzzles`, over `runs` timed runs after a warm-up.
fn time(puzzles: &[Sudoku], runs: usize, count: &dyn Fn(&Sudoku) -> usize) -> f64 {
    let mut per = vec![];
    for run in 0..=runs {
        let t = thread_cpu_ns();
        for p in puzzles {
            black_box(count(black_box(p)));
        }
        if run > 0 {
            per.push((thread_cpu_ns() - t) as f64 / 1e3 / puzzles.len() as f64);
        }
    }
    per.sort_by(f64::total_cmp);
    per[per.len() / 2]
}

fn sudoku(id: &str) -> Sudoku {
    match AnyPuzzle::parse(id).unwrap_or_else(|e| panic!("{id}: {e}")) {
        AnyPuzzle::Sudoku(s) => s,
        _ => panic!("not a Sudoku-family ID: {id}"),
    }
}

fn opts(size: usize, level: Level, seed: u64) -> GenerateOptions {
    GenerateOptions {
        size,
        level: Some(level),
        symmetry: None,
        seed,
        time_budget_ms: 30_000,
    }
}

/// Generated puzzles of `kind` (or of the rule families `rules`, with `Kind::Sudoku`), seeds 1..=`seeds`.
fn made(kind: Kind, rules: &str, size: usize, level: Level, seeds: u64) -> Vec<Sudoku> {
    (1..=seeds)
        .map(|seed| {
            let o = opts(size, level, seed);
            let g = if rules.is_empty() {
                AnyPuzzle::generate(kind, &o)
            } else {
                let fams = deduce::rules::family::parse(rules).unwrap();
                deduce::generate::rules::generate_with_families(&o, &fams, false)
            };
            sudoku(&g.unwrap().game_id)
        })
        .collect()
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let (runs, seeds) = if quick { (3, 3) } else { (7, 6) };
    let data = |name: &str| {
        std::fs::read_to_string(format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR")))
            .unwrap()
    };
    let hardest: Vec<Sudoku> = data("forum_hardest_50.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .take(20)
        .map(sudoku)
        .collect();
    let shipped_25: Vec<Sudoku> = std::fs::read_to_string(format!(
        "{}/www/puzzles/sudoku-25.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
    .lines()
    .filter(|l| l.starts_with("sudoku:"))
    .take(if quick { 1 } else { 3 })
    .map(sudoku)
    .collect();
    let general = |s: &Sudoku| door::count_solutions_general(s, 2, &mut Stats::default());
    let big = |s: &Sudoku| door::count_solutions_big(s, 2, &mut Stats::default());
    let neighbours9 = |s: &Sudoku| door::count_solutions_neighbours9(s, 2, &mut Stats::default());
    type Count<'a> = Option<(&'a str, &'a dyn Fn(&Sudoku) -> usize)>;
    let rows: Vec<(&str, Vec<Sudoku>, Count)> = vec![
        (
            "Sudoku 9×9, forum-hardest (20)",
            hardest,
            Some(("general", &general)),
        ),
        (
            "Sudoku 6×6",
            made(Kind::Sudoku, "", 6, Level::Master, seeds),
            Some(("big-grid", &big)),
        ),
        (
            "Sudoku 12×12",
            made(Kind::Sudoku, "", 12, Level::Master, seeds),
            Some(("big-grid", &big)),
        ),
        (
            "Sudoku 16×16",
            made(Kind::Sudoku, "", 16, Level::Master, seeds.min(3)),
            Some(("general", &general)),
        ),
        ("Sudoku 25×25, shipped", shipped_25, None),
        (
            "X-Sudoku 9×9",
            made(Kind::SudokuX, "", 9, Level::Master, seeds),
            Some(("general", &general)),
        ),
        (
            "X-Sudoku 16×16",
            made(Kind::SudokuX, "", 16, Level::Master, seeds.min(2)),
            Some(("general", &general)),
        ),
        (
            "Jigsaw 9×9",
            made(Kind::Jigsaw, "", 9, Level::Master, seeds),
            Some(("general", &general)),
        ),
        (
            "Killer 9×9 (medium)",
            made(Kind::Killer, "", 9, Level::Medium, seeds),
            None,
        ),
        (
            "anti-knight 9×9",
            made(Kind::Sudoku, "antiknight", 9, Level::Master, seeds),
            Some(("general", &general)),
        ),
        (
            "non-consecutive 9×9",
            made(Kind::Sudoku, "nonconsecutive", 9, Level::Master, seeds),
            Some(("neighbours9", &neighbours9)),
        ),
        (
            "thermo 9×9",
            made(Kind::Sudoku, "thermo", 9, Level::Master, seeds),
            None,
        ),
        (
            "cage+littlekiller+sandwich 9×9",
            vec![sudoku(
                data("sudoku_cage_littlekiller_sandwich_seed_5.txt").trim(),
            )],
            None,
        ),
    ];
    println!("the door's routes: a count to 2, median thread CPU per puzzle (µs); the solver passed over beside it");
    println!(
        "{:<34} {:>8} {:>15} {:>12}   {:<11} {:>12}",
        "grids", "puzzles", "route", "door µs", "instead", "its µs"
    );
    for (name, puzzles, instead) in rows {
        let routes: Vec<Route> = puzzles.iter().map(|p| door::route(p.geometry())).collect();
        assert!(routes.windows(2).all(|w| w[0] == w[1]), "{name}: one route");
        let t = time(&puzzles, runs, &|s| door::count_solutions(s, 2));
        let (other, ot) = match instead {
            Some((what, f)) => (what, format!("{:.0}", time(&puzzles, runs, f))),
            None => ("", String::new()),
        };
        println!(
            "{name:<34} {:>8} {:>15} {t:>12.0}   {other:<11} {ot:>12}",
            puzzles.len(),
            format!("{:?}", routes[0])
        );
    }
}
