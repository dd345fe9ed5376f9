//! The replay of a solve (the page's "Replay"): the engine's solve path from the givens, carried out on a game
//! the way the page does it (Sudoku notes filled in first, then each step's placements and eliminations as one
//! move, undone to go back), draws every step on the position it was found in and ends on the solution.

use deduce::family::any::{AnyPuzzle, Kind};
use deduce::session::{Moves, Session};
use deduce::{GenerateOptions, Level};

fn generated(kind: Kind, size: usize, level: Option<Level>, seed: u64) -> AnyPuzzle {
    let opts = GenerateOptions {
        size,
        level,
        symmetry: None,
        seed,
        time_budget_ms: 5_000,
    };
    AnyPuzzle::parse(&AnyPuzzle::generate(kind, &opts).unwrap().game_id).unwrap()
}

/// Replays `p`'s solve path on a session and checks each step against the position shown before it.
fn replay(p: &AnyPuzzle) {
    let path = p.steps().unwrap();
    assert!(!path.is_empty());
    let solution = p.solution().unwrap();
    let sudoku = matches!(p, AnyPuzzle::Sudoku(_));
    let mut s = Session::new(p.clone());
    if sudoku {
        s.fill_marks();
    }
    let mut shown = Vec::new();
    for (k, step) in path.iter().enumerate() {
        for &(c, v) in &step.placements {
            assert_eq!(
                solution[c as usize], v,
                "step {k} places the solution's symbol"
            );
            assert_eq!(
                s.cells()[c as usize],
                0,
                "step {k} places into an empty cell"
            );
            if sudoku {
                assert!(
                    s.marks()[c as usize].contains(v),
                    "step {k}: the note shown holds it"
                );
            }
        }
        for &(c, v) in &step.eliminations {
            assert_ne!(
                solution[c as usize], v,
                "step {k} eliminates a wrong candidate"
            );
            assert!(
                s.marks()[c as usize].contains(v),
                "step {k}: the candidate it removes is among the notes shown ({})",
                step.explanation
            );
        }
        shown.push((s.cells().to_vec(), s.marks().to_vec()));
        let moves = Moves {
            fill: vec![],
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            erase: vec![],
        };
        s.apply_moves(&moves).unwrap();
    }
    assert!(s.is_solved(), "the path ends on the solution");
    assert_eq!(s.cells(), &solution[..]);
    // Previous step: each undo brings back the position the step was drawn on.
    for (k, (cells, marks)) in shown.iter().enumerate().rev() {
        s.undo().unwrap();
        assert_eq!(
            (s.cells(), s.marks()),
            (&cells[..], &marks[..]),
            "back before step {k}"
        );
    }
}

#[test]
fn sudoku_paths_replay_to_the_solution_at_every_small_size() {
    for (size, level) in [
        (4, None),
        (6, None),
        (9, Some(Level::Hard)),
        (9, Some(Level::Expert)),
    ] {
        replay(&generated(Kind::Sudoku, size, level, 7));
    }
}

#[test]
fn a_famous_hard_sudoku_replays_with_chains() {
    let p = AnyPuzzle::parse(
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    )
    .unwrap();
    replay(&p);
    // Its path needs chains (links or forcing branches drawn), which is what this test is about.
    let chains = p
        .steps()
        .unwrap()
        .iter()
        .filter(|s| !s.figure.links.is_empty() || !s.figure.branches.is_empty())
        .count();
    assert!(chains >= 1, "no step of the path draws a chain");
}

#[test]
fn binary_paths_replay_to_the_solution() {
    for size in [6, 10, 14] {
        replay(&generated(Kind::Binary, size, None, 5));
    }
}

#[test]
fn a_puzzle_without_a_unique_solution_has_no_path() {
    let p = AnyPuzzle::parse(&format!("sudoku:2x2:{}", ".".repeat(16))).unwrap();
    assert!(p.steps().is_err());
}
