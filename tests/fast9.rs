//! The fast 9×9 solver against known results and against the general solver.

use deduce::core::sudoku::Sudoku;
use deduce::family::any::AnyPuzzle;
use deduce::solve::{door, fast9, fill};
use deduce::Puzzle;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn cells(line: &str) -> Vec<u8> {
    line.bytes()
        .map(|b| match b {
            b'1'..=b'9' => b - b'0',
            _ => 0,
        })
        .collect()
}

fn fixture(name: &str) -> Vec<Vec<u8>> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::trim)
        .filter(|l| l.len() == 81 && !l.starts_with('#'))
        .map(cells)
        .collect()
}

#[test]
fn famous_results_are_exact() {
    let path = format!("{}/tests/data/famous.tsv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let mut seen = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        let (name, puzzle, result) = (f[0], cells(f[1]), f[2].trim());
        let n = fast9::count(&puzzle, 10);
        match result {
            "NONE" => {
                assert_eq!(n, 0, "{name}");
                assert_eq!(fast9::unique_solution(&puzzle), None, "{name}");
            }
            "MULTIPLE" => {
                assert!(n >= 2, "{name}");
                assert_eq!(fast9::count(&puzzle, 2), 2, "{name}");
                assert_eq!(fast9::unique_solution(&puzzle), None, "{name}");
            }
            sol => {
                assert_eq!(n, 1, "{name}");
                assert_eq!(fast9::unique_solution(&puzzle), Some(cells(sol)), "{name}");
            }
        }
        seen += 1;
    }
    assert!(seen >= 13);
}

#[test]
fn seventeen_clue_puzzles_are_unique() {
    let list = fixture("17_clue_sample.txt");
    assert!(list.len() >= 200);
    for p in &list {
        assert_eq!(fast9::count(p, 2), 1);
        let sol = fast9::unique_solution(p).unwrap();
        let s = Sudoku::from_cells(3, 3, &sol).unwrap();
        assert!(s.is_solved());
        assert!(p.iter().zip(&sol).all(|(&g, &v)| g == 0 || g == v));
    }
}

#[test]
fn forum_hardest_puzzles_are_unique() {
    for p in &fixture("forum_hardest_sample.txt") {
        assert_eq!(fast9::count(p, 3), 1);
        assert!(fast9::unique_solution(p).is_some());
    }
}

#[test]
fn serg_puzzles_have_several_solutions() {
    let list = fixture("serg_sample.txt");
    assert!(list.len() >= 100);
    for p in &list {
        assert_eq!(fast9::count(p, 2), 2);
        assert_eq!(fast9::unique_solution(p), None);
    }
}

#[test]
fn conflicting_givens_count_zero() {
    let mut p = vec![0u8; 81];
    assert_eq!(fast9::count(&p, 1), 1);
    assert_eq!(fast9::count(&p, 0), 0);
    p[0] = 5;
    p[8] = 5; // same row
    assert_eq!(fast9::count(&p, 2), 0);
    p[8] = 0;
    p[72] = 5; // same column
    assert_eq!(fast9::count(&p, 2), 0);
    p[72] = 0;
    p[20] = 5; // same box
    assert_eq!(fast9::count(&p, 2), 0);
}

#[test]
fn count_line_agrees_with_parse_then_count() {
    let nine = "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";
    let lines = [
        nine.to_string(),
        nine.replace('.', "0"),
        format!("sudoku:3x3:{nine}"),
        format!("8{}", &nine[1..]), // a given that breaks a rule (an 8 is in row 1)
        format!("x{}", &nine[1..]), // a bad character
        nine[1..].to_string(),      // wrong length
        ".".repeat(81),             // many solutions
        format!("sudoku:2x2:{}", ".".repeat(16)),
        ".".repeat(256),
        format!("binary:4:{}", ".".repeat(16)),
    ];
    for l in &lines {
        for limit in [0, 1, 2, 5] {
            let want = AnyPuzzle::parse(l).map(|p| p.count_solutions(limit));
            assert_eq!(AnyPuzzle::count_line(l, limit), want, "{l} limit {limit}");
        }
    }
    assert!(AnyPuzzle::count_line(&lines[3], 2).is_err());
}

#[test]
fn agrees_with_the_general_solver_on_mutated_puzzles() {
    let mut rng = StdRng::seed_from_u64(0xdedc_e009);
    let mut base = fixture("17_clue_sample.txt");
    base.extend(fixture("forum_hardest_sample.txt"));
    base.extend(fixture("serg_sample.txt"));
    let mut tally = [0usize; 11];
    // Any full grid will do as a guess order for `count_near`: it changes the order, never the count.
    let order = fill::random_solution(&deduce::core::geometry::Geometry::get(3, 3), &mut rng);
    for round in 0..3000 {
        let mut p = base[rng.random_range(0..base.len())].clone();
        match round % 4 {
            // Remove a few clues.
            0 => {
                for _ in 0..rng.random_range(1..4) {
                    p[rng.random_range(0..81)] = 0;
                }
            }
            // Add random clues (may conflict).
            1 => {
                for _ in 0..rng.random_range(1..4) {
                    p[rng.random_range(0..81)] = rng.random_range(1..=9);
                }
            }
            // Both.
            2 => {
                for _ in 0..rng.random_range(1..6) {
                    let v = if rng.random_bool(0.5) {
                        0
                    } else {
                        rng.random_range(1..=9)
                    };
                    p[rng.random_range(0..81)] = v;
                }
            }
            // Mostly empty grid.
            _ => {
                for v in p.iter_mut() {
                    if rng.random_bool(0.6) {
                        *v = 0;
                    }
                }
            }
        }
        let s = Sudoku::from_cells(3, 3, &p).unwrap();
        for limit in [1, 2, 3, 10] {
            let general = door::count_solutions_general(&s, limit, &mut door::Stats::default());
            let fast = fast9::count(&p, limit);
            assert_eq!(fast, general, "limit {limit} on {p:?}");
            assert_eq!(fast9::count_with_stats(&p, limit).0, fast);
            assert_eq!(fast9::count_near(&p, limit, &order), fast);
            if limit == 10 {
                tally[fast] += 1;
            }
        }
        assert_eq!(s.count_solutions(2), fast9::count(&p, 2));
        // The checked count and the line path tell a conflict from a puzzle with no solution.
        let conflict = !s.violations().is_empty();
        let checked = fast9::count_checked(&p, 2);
        assert_eq!(checked, (!conflict).then(|| fast9::count(&p, 2)));
        let line = s.game_id();
        let bare = &line[line.len() - 81..];
        for text in [line.as_str(), bare] {
            let full = AnyPuzzle::parse(text).map(|x| x.count_solutions(2));
            assert_eq!(AnyPuzzle::count_line(text, 2), full, "{text}");
            assert_eq!(full.is_err(), conflict);
        }
    }
    // The mutations reach no-solution, unique and many-solution cases.
    assert!(
        tally[0] > 100 && tally[1] > 100 && tally[10] > 100,
        "{tally:?}"
    );
}

#[test]
fn generated_puzzles_are_irreducible() {
    use deduce::core::geometry::Geometry;
    use deduce::generate::sudoku::{irreducible, Symmetry};
    let mut rng = StdRng::seed_from_u64(99);
    for (br, bc, k) in [(2, 2, 20), (2, 3, 20), (3, 3, 30)] {
        let geo = Geometry::get(br, bc);
        for sym in [Symmetry::None, Symmetry::Rot180] {
            for _ in 0..k {
                let p = irreducible(&geo, sym, &mut rng);
                let mut stats = door::Stats::default();
                assert_eq!(door::count_solutions_general(&p, 2, &mut stats), 1);
                if sym != Symmetry::None {
                    continue; // Irreducible per orbit only.
                }
                let cells = p.cells().to_vec();
                for (i, &v) in cells.iter().enumerate() {
                    if v != 0 {
                        let mut q = cells.clone();
                        q[i] = 0;
                        let q = p.with_cells(&q);
                        assert_eq!(door::count_solutions_general(&q, 2, &mut stats), 2);
                    }
                }
            }
        }
    }
}
