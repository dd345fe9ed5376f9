//! Property tests: format round-trips, undo is the inverse of a move, save/load keeps the state, generated
//! puzzles are unique and irreducible, hint steps agree with the solution.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use deduce::core::geometry::Geometry;
use deduce::family::any::AnyPuzzle;
use deduce::generate::sudoku::{irreducible, Symmetry};
use deduce::hint::mistake::Answer;
use deduce::session::Session;
use deduce::{Puzzle, Sudoku};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

const SHAPES: [(usize, usize); 4] = [(2, 2), (2, 3), (3, 3), (3, 4)];

fn puzzle(shape: usize, seed: u64) -> Sudoku {
    let (br, bc) = SHAPES[shape];
    irreducible(
        &Geometry::get(br, bc),
        Symmetry::None,
        &mut StdRng::seed_from_u64(seed),
    )
}

#[derive(Clone, Debug)]
enum Move {
    Set(usize, u8),
    Mark(usize, u8),
    Fill,
    Undo,
    Redo,
    Hint,
}

fn moves() -> impl Strategy<Value = Vec<Move>> {
    prop::collection::vec(
        prop_oneof![
            4 => (0usize..144, 0u8..13).prop_map(|(c, s)| Move::Set(c, s)),
            3 => (0usize..144, 1u8..13).prop_map(|(c, s)| Move::Mark(c, s)),
            1 => Just(Move::Fill),
            2 => Just(Move::Undo),
            1 => Just(Move::Redo),
            1 => Just(Move::Hint),
        ],
        0..40,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

    #[test]
    fn format_round_trips(shape in 0usize..4, seed in any::<u64>(), holes in prop::collection::vec(any::<prop::sample::Index>(), 0..20)) {
        let p = puzzle(shape, seed);
        let mut cells = p.cells().to_vec();
        for h in holes { let i = h.index(cells.len()); cells[i] = 0; }
        let q = p.with_cells(&cells);
        prop_assert_eq!(Sudoku::parse(&q.game_id()).unwrap(), q.clone());
        let any = AnyPuzzle::Sudoku(q);
        prop_assert_eq!(AnyPuzzle::parse(&any.game_id()).unwrap(), any);
    }

    #[test]
    fn a_move_then_undo_is_the_identity_and_save_load_keeps_the_state(shape in 0usize..6, seed in any::<u64>(), ms in moves()) {
        let p = if shape < 4 {
            AnyPuzzle::Sudoku(puzzle(shape, seed))
        } else {
            let opts = deduce::GenerateOptions { size: 2 * shape - 2, level: None, symmetry: None, seed, time_budget_ms: 1000 };
            AnyPuzzle::parse(&deduce::Binary::generate(&opts).unwrap().game_id).unwrap()
        };
        let n = p.side();
        let nsym = p.symbol_count();
        let mut s = Session::new(p);
        for m in ms {
            let before = s.clone();
            let changed = match m {
                Move::Set(c, v) => s.set(c % (n * n), v % (nsym as u8 + 1)).is_ok(),
                Move::Mark(c, v) => s.toggle_mark(c % (n * n), 1 + v % nsym as u8).is_ok(),
                Move::Fill => { s.fill_marks(); true }
                Move::Undo => { let _ = s.undo(); false }
                Move::Redo => { let _ = s.redo(); false }
                Move::Hint => match s.hint() {
                    Ok(Answer::Next(step)) => s.apply_step(&step).is_ok(),
                    Ok(Answer::Mistake(_)) | Err(_) => false,
                },
            };
            if changed && (s.cells() != before.cells() || s.marks() != before.marks()) {
                let mut undone = s.clone();
                undone.undo().unwrap();
                prop_assert_eq!(undone.cells(), before.cells());
                prop_assert_eq!(undone.marks(), before.marks());
            }
            let loaded = Session::load(&s.save()).unwrap();
            prop_assert_eq!(&loaded, &s);
        }
    }

    #[test]
    fn generated_puzzles_are_unique_and_irreducible(shape in 0usize..3, seed in any::<u64>()) {
        let p = puzzle(shape, seed);
        let (br, bc) = SHAPES[shape];
        let mut cells = p.cells().to_vec();
        prop_assert_eq!(common::naive_count(&mut cells, br, bc, 2), 1);
        for i in 0..cells.len() {
            if cells[i] != 0 {
                let v = cells[i];
                cells[i] = 0;
                prop_assert_eq!(common::naive_count(&mut cells, br, bc, 2), 2);
                cells[i] = v;
            }
        }
    }

    #[test]
    fn every_hint_step_agrees_with_the_solution(shape in 0usize..4, seed in any::<u64>()) {
        let p = puzzle(shape, seed);
        let sol = p.solution().unwrap();
        for step in p.steps().unwrap() {
            prop_assert!(!step.placements.is_empty() || !step.eliminations.is_empty(), "{}", step.explanation);
            for &(c, v) in &step.placements {
                prop_assert_eq!(sol[c as usize], v, "{}", step.explanation);
            }
            for &(c, v) in &step.eliminations {
                prop_assert_ne!(sol[c as usize], v, "{}", step.explanation);
            }
        }
    }
}

/// Brute-force rule check for binary grids (0 empty, 1 = '0', 2 = '1'): no line over-full, no three equal
/// in a row, no two complete rows or columns equal.
fn brute_valid(n: usize, cells: &[u8]) -> bool {
    let lines: Vec<Vec<u8>> = (0..n)
        .map(|r| (0..n).map(|c| cells[r * n + c]).collect())
        .chain((0..n).map(|c| (0..n).map(|r| cells[r * n + c]).collect()))
        .collect();
    for line in &lines {
        for s in 1..=2 {
            if line.iter().filter(|&&v| v == s).count() > n / 2 {
                return false;
            }
        }
        if line
            .windows(3)
            .any(|w| w[0] != 0 && w[0] == w[1] && w[1] == w[2])
        {
            return false;
        }
    }
    for group in [&lines[..n], &lines[n..]] {
        for i in 0..n {
            for j in i + 1..n {
                if group[i] == group[j] && !group[i].contains(&0) {
                    return false;
                }
            }
        }
    }
    true
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, .. ProptestConfig::default() })]

    #[test]
    fn binary_validator_agrees_with_brute_force(half in 1usize..4, raw in prop::collection::vec(0u8..3, 36)) {
        let n = 2 * half + 2; // 4, 6, 8
        let cells: Vec<u8> = raw.iter().cycle().take(n * n).copied().collect();
        let p = deduce::Binary::from_parts(n, cells.clone());
        prop_assert_eq!(p.violations().is_empty(), brute_valid(n, &cells), "{}", p.game_id());
        let any = AnyPuzzle::Binary(p.clone());
        // Parse accepts exactly the valid grids, and round-trips them.
        match AnyPuzzle::parse(&p.game_id()) {
            Ok(q) => { prop_assert!(brute_valid(n, &cells)); prop_assert_eq!(q, any); }
            Err(_) => prop_assert!(!brute_valid(n, &cells)),
        }
    }
}
