//! Peer timing: the crates.io `sudoku` crate's uniqueness check (`solutions_count_up_to(2)`) on the shared
//! Sudoku lists, printed as `list<TAB>µs/puzzle<TAB>puzzles` lines. Also cross-checks the counts against deduce.
//! Usage: `deduce-peer-bench [--quick] [DATA_DIR]` (DATA_DIR defaults to `$DEDUCE_DATA` or `../shared/data/sudoku`).

use sudoku::Sudoku;

const LISTS: &[&str] = &[
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles6_forum_hardest_1106",
    "puzzles7_serg_benchmark",
];

fn main() {
    let mut quick = false;
    let mut dir = std::env::var("DEDUCE_DATA").unwrap_or_else(|_| "../shared/data/sudoku".into());
    for a in std::env::args().skip(1) {
        if a == "--quick" {
            quick = true;
        } else if a != "--bench" {
            dir = a;
        }
    }
    let runs = 5;
    for name in LISTS {
        let path = format!("{dir}/{name}");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut lines: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| l.len() == 81 && !l.starts_with('#'))
            .collect();
        if quick {
            // 2000 puzzles spread evenly over the list, as benches/sudoku.rs takes them (the lists are sorted,
            // so their first 2000 puzzles are not typical).
            let step = lines.len().div_ceil(2000).max(1);
            lines = lines.into_iter().step_by(step).collect();
        }
        let puzzles: Vec<Sudoku> = lines
            .iter()
            .map(|l| Sudoku::from_str_line(l).expect("valid line"))
            .collect();
        // Cross-check against deduce (outside the timing).
        for (l, p) in lines.iter().zip(&puzzles) {
            let cells: Vec<u8> = l.bytes().map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 }).collect();
            let ours = deduce::solve::fast9::count(&cells, 2);
            let theirs = p.solutions_count_up_to(2);
            assert_eq!(ours, theirs, "count mismatch on {l}");
        }
        let mut times = Vec::new();
        for run in 0..=runs {
            let t = deduce::core::clock::thread_cpu_ns();
            let mut total = 0usize;
            for p in &puzzles {
                total += std::hint::black_box(*p).solutions_count_up_to(2);
            }
            std::hint::black_box(total);
            let us = (deduce::core::clock::thread_cpu_ns() - t) as f64 / 1e3 / puzzles.len() as f64;
            if run > 0 {
                times.push(us);
            }
        }
        times.sort_by(|a, b| a.total_cmp(b));
        println!("{name}\t{:.3}\t{}", times[times.len() / 2], puzzles.len());
    }
}
