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
