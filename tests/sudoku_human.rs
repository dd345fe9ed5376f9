//! The human-style solver: every step of many solve paths is checked against the known solution; one test
//! per technique; hints (mistakes first, never stuck, solved); coverage and timing reports (ignored tests,
//! run with `cargo test --release --test sudoku_human -- --ignored --nocapture`).

use deduce::candidates::Candidates;
use deduce::puzzle::{HintError, Puzzle};
use deduce::step::{Step, Technique};
use deduce::sudoku::generate::{irreducible, Symmetry};
use deduce::sudoku::grid::Grid;
use deduce::sudoku::{human, techniques, Geometry, Sudoku};
use rand::rngs::StdRng;
use rand::SeedableRng;

fn lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect()
}

const TOP: &str = include_str!("data/top1465_300.txt");
const HARDEST: &str = include_str!("data/forum_hardest_50.txt");

/// Applies the whole solve path, checking every placement and elimination against the solution.
fn check_path(p: &Sudoku) -> Vec<Step> {
    let sol = p.solution().expect("unique");
    let steps = human::steps(p).expect("a solve path");
    let mut g = Grid::new(p, None);
    for st in &steps {
        assert!(
            !st.placements.is_empty() || !st.eliminations.is_empty(),
            "{st:?}"
        );
        for &(c, v) in &st.placements {
            assert_eq!(sol[c as usize], v, "{}: {}", p.game_id(), st.explanation);
        }
        for &(c, v) in &st.eliminations {
            assert_ne!(sol[c as usize], v, "{}: {}", p.game_id(), st.explanation);
        }
        assert!(!st.explanation.is_empty());
        g.apply(st);
    }
    assert_eq!(g.cells, sol, "{}", p.game_id());
    steps
}

#[test]
fn top1465_paths_are_correct() {
    for l in lines(TOP) {
        check_path(&Sudoku::parse(l).unwrap());
    }
}

#[test]
fn forum_hardest_paths_are_correct() {
    for l in lines(HARDEST).into_iter().take(20) {
        check_path(&Sudoku::parse(l).unwrap());
    }
}

#[test]
fn generated_paths_are_correct_at_every_size() {
    for (br, bc, count) in [(2, 2, 30), (2, 3, 30), (3, 3, 30), (3, 4, 8), (4, 4, 3)] {
        let geo = Geometry::get(br, bc);
        let mut rng = StdRng::seed_from_u64(7 + br as u64 * 10 + bc as u64);
        for _ in 0..count {
            let p = irreducible(&geo, Symmetry::None, &mut rng);
            check_path(&p);
            let grade = human::grade(&p).unwrap();
            assert_eq!(grade.level, techniques::level(grade.hardest));
        }
    }
}

fn shared_list(name: &str) -> Option<String> {
    let dir = std::env::var("DEDUCE_DATA").unwrap_or_else(|_| "../shared/data/sudoku".into());
    std::fs::read_to_string(format!("{dir}/{name}")).ok()
}

/// Coverage: share of a list solved by named techniques before the forcing-chain fallback; technique counts;
/// time per solve path. `cargo test --release --test sudoku_human -- --ignored --nocapture coverage`
#[test]
#[ignore]
fn coverage_report() {
    let limit: usize = std::env::var("DEDUCE_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    for name in [
        "puzzles3_magictour_top1465",
        "puzzles6_forum_hardest_1106",
        "puzzles5_forum_hardest_1905_11+",
    ] {
        let Some(text) = shared_list(name) else {
            println!("{name}: not found");
            continue;
        };
        let list: Vec<&str> = lines(&text).into_iter().take(limit).collect();
        let mut named = 0;
        let mut by_tech = std::collections::BTreeMap::new();
        let t0 = std::time::Instant::now();
        let mut slow = (0.0f64, String::new());
        for l in &list {
            let p = Sudoku::parse(l).unwrap();
            let t = std::time::Instant::now();
            let steps = human::steps(&p).unwrap();
            let dt = t.elapsed().as_secs_f64();
            if dt > slow.0 {
                slow = (dt, l.to_string());
            }
            let hardest = steps.iter().map(|s| s.technique).max().unwrap();
            if hardest < Technique::ForcingChain {
                named += 1;
            }
            for s in &steps {
                *by_tech.entry(s.technique).or_insert(0usize) += 1;
            }
        }
        println!(
            "{name}: {} puzzles, {:.1}% solved by named techniques before forcing chains; {:.2} ms per solve path (slowest {:.1} ms: {})",
            list.len(),
            100.0 * named as f64 / list.len() as f64,
            t0.elapsed().as_secs_f64() * 1e3 / list.len() as f64,
            slow.0 * 1e3,
            slow.1
        );
        println!("  steps by technique: {by_tech:?}");
    }
}
