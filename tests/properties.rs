//! Property tests: format round-trips, undo is the inverse of a move, save/load keeps the state, generated
//! puzzles are unique and irreducible, hint steps agree with the solution.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use deduce::any::AnyPuzzle;
use deduce::session::Session;
use deduce::sudoku::generate::{irreducible, Symmetry};
use deduce::sudoku::Geometry;
use deduce::{Puzzle, Sudoku, Technique};
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
    fn a_move_then_undo_is_the_identity_and_save_load_keeps_the_state(shape in 0usize..4, seed in any::<u64>(), ms in moves()) {
        let p = puzzle(shape, seed);
        let n = p.side();
        let mut s = Session::new(AnyPuzzle::Sudoku(p));
        for m in ms {
            let before = s.clone();
            let changed = match m {
                Move::Set(c, v) => s.set(c % (n * n), v % (n as u8 + 1)).is_ok(),
                Move::Mark(c, v) => s.toggle_mark(c % (n * n), 1 + v % n as u8).is_ok(),
                Move::Fill => { s.fill_marks(); true }
                Move::Undo => { let _ = s.undo(); false }
                Move::Redo => { let _ = s.redo(); false }
                Move::Hint => match s.hint() {
                    Ok(step) => s.apply_step(&step).is_ok(),
                    Err(_) => false,
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
            prop_assert!(step.technique != Technique::Mistake);
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
