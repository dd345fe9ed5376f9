//! What the page offers (docs/levels.md, "What the page offers"). For every puzzle kind, size and level the
//! page can ask for, the generator runs as the page runs it (`generate_puzzle` in src/wasm/teach.rs with the
//! options of `newGame` in www/state-newgame.js: no symmetry, a 3 s safety net) on seeds 1..N; each returned puzzle is
//! graded again from its game ID, and a request *hits* when that level is the one asked for. The page offers
//! a level at a size only when it hits at least 9 times in 10; the outcome per seed is kept in
//! `www/levels.js`, which the page reads.
//!
//! Measure, print the markdown table and rewrite www/levels.js (release; a few minutes of CPU):
//!
//!     LEVELS_WRITE=1 cargo test --release --test levels -- --ignored --nocapture level_table
//!
//! Without `LEVELS_WRITE=1` the table is only printed. `LEVELS_ONLY=sudoku:16,binary,daily` measures some
//! rows (a kind, a kind and a size, or Today's Sudoku); with `LEVELS_WRITE=1` those rows replace theirs in
//! www/levels.js.
//! `LEVELS_SEEDS=N` sets the seeds per row (default 20, 10 for 25×25 Sudoku); `LEVELS_TIMES=1` prints the
//! CPU time of every request.
//!
//! The tests that are not ignored are cheap: www/levels.js covers every size the page offers, its `offered`
//! flags follow the rule, and the engine still gives the recorded level on one seed of every row, rotating
//! by day (`DEDUCE_SAMPLE=N` repeats a run; generation is seeded and bounded by work, so this is
//! deterministic); the big rows in the heavy layer of `./build.sh` only.

mod common;
#[path = "levels/page_data.rs"]
mod page_data;

use deduce::core::clock::thread_cpu_ns;
use deduce::family::any::Kind;
use deduce::{AnyPuzzle, GenerateOptions, Level};
use page_data::*;
use std::fmt::Write as _;

/// The page's safety net for a New game (`budgetMs` in www/state-newgame.js `newGame`).
const PAGE_BUDGET_MS: u64 = 3000;
/// Today's Sudoku: 9×9 with rot180 symmetry and a 30 s safety net (`dailySpec`, `newGame`).
const DAILY_BUDGET_MS: u64 = 30_000;
/// How much slower the page's wasm build is than native release here (docs/levels.md: about 1.5–2×). A
/// request whose native CPU time times this exceeds the page's safety net would be cut short in the page,
/// which then returns whatever it found so far: such a request counts as a miss (`?`).
const WASM_SLOWDOWN: f64 = 2.0;
/// The safety net is wall-clock time, so on a loaded machine it would cut requests that the page, alone on
/// a core, finishes: the measurement lets the work limits alone decide (as they do in the page whenever
/// the safety net is not reached) and compares CPU time with the page's budget instead.
const NO_SAFETY_NET_MS: u64 = 3_600_000;

/// What a request gives when the page asks for `level` (Sudoku symmetry `sym`), decided by the work limits
/// alone: (the generator's label, the level graded again from the game ID, thread CPU ms).
fn request(
    kind: Kind,
    rules: &str,
    size: usize,
    level: Level,
    sym: Option<&str>,
    seed: u64,
) -> (Level, Level, f64) {
    let opts = GenerateOptions {
        size,
        level: Some(level),
        symmetry: sym.map(str::to_string),
        seed,
        time_budget_ms: NO_SAFETY_NET_MS,
    };
    let t = thread_cpu_ns();
    let g = match rules {
        "" => AnyPuzzle::generate(kind, &opts),
        // The page's Rules choice: generate_puzzle with the families (src/wasm/teach.rs).
        _ => deduce::rules::family::parse(rules)
            .and_then(|f| deduce::generate::rules::generate_with_families(&opts, &f, false)),
    }
    .expect("the page's options are valid");
    let ms = (thread_cpu_ns() - t) as f64 / 1e6;
    let p = AnyPuzzle::parse(&g.game_id).expect("a generated game ID parses");
    let graded = p
        .grade()
        .expect("a generated puzzle has one solution")
        .level;
    (g.level, graded, ms)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn ms(x: f64) -> String {
    if x >= 1000.0 {
        format!("{:.2} s", x / 1000.0)
    } else if x >= 10.0 {
        format!("{x:.0} ms")
    } else {
        format!("{x:.1} ms")
    }
}

/// Does `LEVELS_ONLY` (`sudoku:16,binary,sudoku+thermo:9`, or `rules` for every rule family) select this row?
/// Everything when unset.
fn selected(kind: Kind, rules: &str, size: usize) -> bool {
    let this = name(kind, rules);
    match std::env::var("LEVELS_ONLY") {
        Err(_) => true,
        Ok(v) => v.split(',').any(|item| match item.trim().split_once(':') {
            _ if item.trim() == "rules" => !rules.is_empty(),
            Some((k, s)) => k == this && s.trim().parse() == Ok(size),
            None => item.trim() == this,
        }),
    }
}

fn seeds_for(kind: Kind, size: usize) -> u64 {
    if let Some(n) = std::env::var("LEVELS_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return n;
    }
    if kind == Kind::Sudoku && size >= 25 {
        10
    } else {
        20
    }
}

/// One row of the report: `seeds` requests for `level`; the outcomes (one letter per seed) and the table cell.
struct Measured {
    outcomes: String,
    cell: String,
}

fn measure(
    (kind, rules): (Kind, &str),
    size: usize,
    level: Level,
    sym: Option<&str>,
    budget_ms: u64,
    seeds: u64,
    notes: &mut Vec<String>,
) -> Measured {
    let mut outcomes = String::new();
    let mut times = vec![];
    let name = format!("{} {size}×{size} {}", name(kind, rules), level.name());
    for seed in 1..=seeds {
        let (label, graded, t) = request(kind, rules, size, level, sym, seed);
        assert!(
            label == graded,
            "{name} seed {seed}: the generator's label {label:?} is the puzzle's grade {graded:?}"
        );
        if t * WASM_SLOWDOWN > budget_ms as f64 {
            notes.push(format!(
                "{name} seed {seed}: {} (gave {})",
                ms(t),
                graded.name()
            ));
            outcomes.push('?');
        } else {
            outcomes.push(letter(graded));
        }
        times.push(t);
    }
    let got = hits(level, &outcomes);
    let ok = offered(level, &outcomes);
    // What came out instead, when not every request hit: "; medium 17; expert 3".
    let mut other = String::new();
    for l in Level::ALL.into_iter().filter(|&l| l != level) {
        let k = hits(l, &outcomes);
        if k > 0 {
            let _ = write!(other, "; {} {k}", l.name());
        }
    }
    let slow = outcomes.chars().filter(|&c| c == '?').count();
    if slow > 0 {
        let _ = write!(other, "; too slow {slow}");
    }
    let each: Vec<String> = times.iter().map(|&t| ms(t)).collect();
    let max = times.iter().cloned().fold(0.0, f64::max);
    let med = median(&mut times);
    let bold = if ok { "**" } else { "" };
    eprintln!("{name}: {outcomes} {}", ms(med));
    if std::env::var("LEVELS_TIMES").is_ok_and(|v| v == "1") {
        eprintln!("  per seed: {}", each.join(", "));
    }
    Measured {
        outcomes,
        cell: format!(
            "{bold}{got}/{seeds}{bold}{other} ({}, max {})",
            ms(med),
            ms(max)
        ),
    }
}

#[test]
#[ignore = "a report: a few minutes of CPU in release"]
fn level_table() {
    let mut rows = read_rows();
    let mut md = String::new();
    md += "| puzzle | size | seeds | easy | medium | hard | expert | master |\n";
    md += "|---|---|---:|---|---|---|---|---|\n";
    let mut notes = vec![];
    for (kind, rules, sizes) in page_sizes() {
        for size in sizes {
            if !selected(kind, &rules, size) {
                continue;
            }
            let seeds = seeds_for(kind, size);
            let _ = write!(md, "| {} | {size}×{size} | {seeds} |", name(kind, &rules));
            for level in Level::ALL {
                let m = measure(
                    (kind, &rules),
                    size,
                    level,
                    None,
                    PAGE_BUDGET_MS,
                    seeds,
                    &mut notes,
                );
                let _ = write!(md, " {} |", m.cell);
                let row = Row {
                    kind,
                    rules: rules.clone(),
                    size,
                    level,
                    offered: offered(level, &m.outcomes),
                    outcomes: m.outcomes,
                };
                match rows.iter_mut().find(|r| {
                    (r.kind, r.rules.as_str(), r.size, r.level) == (kind, &rules, size, level)
                }) {
                    Some(r) => *r = row,
                    None => rows.push(row),
                }
            }
            md += "\n";
        }
    }
    // Today's Sudoku: 9×9, rot180, 30 s (report only: the page does not choose its level).
    if std::env::var("LEVELS_ONLY").map_or(true, |v| v.split(',').any(|i| i.trim() == "daily")) {
        let seeds = seeds_for(Kind::Sudoku, 9);
        let _ = write!(md, "| Today's Sudoku (rot180, 30 s) | 9×9 | {seeds} |");
        for level in Level::ALL {
            let m = measure(
                (Kind::Sudoku, ""),
                9,
                level,
                Some("rot180"),
                DAILY_BUDGET_MS,
                seeds,
                &mut notes,
            );
            let _ = write!(md, " {} |", m.cell);
        }
        md += "\n";
    }
    println!("\n{md}");
    println!(
        "Bold: offered (at least {HIT_NUM} in {HIT_DEN} hit). A cell: hits/seeds, what came out otherwise, then \
         the median and largest thread CPU time per request (native release; the work limits decide, the \
         safety net is left out)."
    );
    if !notes.is_empty() {
        println!(
            "\nToo slow for the page (native CPU time × {WASM_SLOWDOWN} over the safety net; counted as misses):"
        );
        for s in &notes {
            println!("- {s}");
        }
    }
    if std::env::var("LEVELS_WRITE").is_ok_and(|v| v == "1") {
        let page = page_sizes();
        let key = |r: &Row| {
            let k = page
                .iter()
                .position(|(k, rules, _)| *k == r.kind && *rules == r.rules)
                .unwrap_or(99);
            (k, r.size, r.level)
        };
        rows.sort_by_key(key);
        write_rows(&rows);
        println!("\nwrote {TABLE}");
    }
}

/// Rows of www/levels.js whose requests are quick to make even in a debug build; the others are checked by
/// [`page_table_matches_the_engine_on_big_grids`] in the heavy layer of `./build.sh`.
fn quick(r: &Row) -> bool {
    if !r.rules.is_empty() {
        // up to a few seconds a 9×9 request in a debug build
        return r.size <= 6;
    }
    match r.kind {
        Kind::Sudoku => r.size <= 9 || (r.size == 12 && r.level != Level::Hard),
        Kind::Jigsaw => r.size <= 9,
        Kind::SudokuX => r.size <= 9,
        // a 9×9 Killer takes seconds per level in a debug build
        Kind::Killer => r.size <= 6,
        Kind::Binary | Kind::Tango => r.size <= 12,
    }
}

/// Each of `rows` asked again for one recorded seed (a different seed per row, rotating with `sample`: over
/// 20 runs every seed of every row): the generator's label is the grade of its game ID, and the level is the
/// one www/levels.js records for that seed (`?`, too slow for the page, is CPU time, not recomputed).
fn recompute(rows: &[&Row], sample: u64) {
    let mut stale = vec![];
    for (i, r) in rows.iter().enumerate() {
        let k = (sample as usize + i) % r.outcomes.chars().count();
        let Some(want) = from_letter(r.outcomes.chars().nth(k).unwrap()) else {
            continue;
        };
        let seed = k as u64 + 1;
        let (label, graded, _) = request(r.kind, &r.rules, r.size, r.level, None, seed);
        assert_eq!(label, graded, "{r:?} seed {seed}: the label is the grade");
        if graded != want {
            stale.push(format!(
                "{} {}×{} {} seed {seed}: recorded {}, now {}",
                name(r.kind, &r.rules),
                r.size,
                r.size,
                r.level.name(),
                want.name(),
                graded.name()
            ));
        }
    }
    assert!(
        stale.is_empty(),
        "{TABLE} is out of date (sample {sample}; re-run: LEVELS_WRITE=1 cargo test --release --test levels -- \
         --ignored --nocapture level_table): {stale:#?}"
    );
}

#[test]
fn page_table_covers_every_size_and_follows_the_rule() {
    let rows = read_rows();
    for (kind, rules, sizes) in page_sizes() {
        for size in sizes {
            let this = |r: &&Row| r.kind == kind && r.rules == rules && r.size == size;
            let levels: Vec<Level> = rows.iter().filter(this).map(|r| r.level).collect();
            assert_eq!(
                levels,
                Level::ALL.to_vec(),
                "{TABLE} has every level of {} {size}×{size}, in order",
                name(kind, &rules)
            );
            assert!(
                rows.iter().filter(this).any(|r| r.offered),
                "{} {size}×{size} offers a level",
                name(kind, &rules)
            );
        }
    }
    for r in &rows {
        assert!(r.outcomes.chars().count() >= 10, "{r:?}: at least 10 seeds");
        assert_eq!(
            r.offered,
            offered(r.level, &r.outcomes),
            "{r:?}: offered exactly when at least {HIT_NUM} in {HIT_DEN} hit"
        );
    }
}

/// The rows quick to make: one recorded seed each, rotating (see [`recompute`]).
#[test]
fn page_table_matches_the_engine() {
    let rows = read_rows();
    let quick: Vec<&Row> = rows.iter().filter(|r| quick(r)).collect();
    recompute(&quick, common::sample_seed("page_table_matches_the_engine"));
}

/// The other rows (12×12 hard, 16×16 and 25×25 Sudoku, 10×10 Jigsaw, 9×9 Killer, 14×14 binary and Tango):
/// one recorded seed each,
/// rotating; the heavy layer of `./build.sh` only (24 s optimised).
#[test]
#[ignore = "heavy layer: ./build.sh test runs it in its turn, test-full every run"]
fn page_table_matches_the_engine_on_big_grids() {
    let rows = read_rows();
    let big: Vec<&Row> = rows.iter().filter(|r| !quick(r)).collect();
    recompute(
        &big,
        common::sample_seed("page_table_matches_the_engine_on_big_grids"),
    );
}
