//! Move sequences on a `Session`: every move either applies or is refused (a refused move changes nothing);
//! undo right after a move restores the cells and notes as they were before it, and redo brings the move
//! back; save/load keeps the whole session.
//! The body of the fuzz target `moves` (fuzz/fuzz_targets/moves.rs runs it under libFuzzer, `./build.sh fuzz`;
//! tests/fuzz_bodies.rs runs it on seed inputs and their mutations in every `./build.sh test`).
use deduce::family::any::AnyPuzzle;
use deduce::session::Session;

const PUZZLES: [&str; 3] = [
    "...8.1..........435............7.8........1...2..3....6......75..34........2..6..",
    "sudoku:2x2:1...........3..2",
    "sudoku:2x3:1.....2.....3.....4.....5.....6.....",
];

/// One input: returns normally or fails an assertion (a panic is a finding).
pub fn run(data: &[u8]) {
    let Some((&which, ops)) = data.split_first() else {
        return;
    };
    let Ok(p) = AnyPuzzle::parse(PUZZLES[which as usize % PUZZLES.len()]) else {
        return;
    };
    let mut s = Session::new(p);
    for op in ops.chunks(3) {
        let [kind, a, b] = [op[0], *op.get(1).unwrap_or(&0), *op.get(2).unwrap_or(&0)];
        let cell = a as usize;
        let before = s.clone();
        let ok = match kind % 8 {
            0 | 1 => s.set(cell, b % 12).is_ok(),
            2 => s.toggle_mark(cell, b % 12).is_ok(),
            3 => {
                s.fill_marks();
                true
            }
            4 => {
                let _ = s.undo();
                continue;
            }
            5 => {
                let _ = s.redo();
                continue;
            }
            6 => s.reveal(if b % 2 == 0 { Some(cell) } else { None }).is_ok(),
            _ => match s.hint() {
                Ok(deduce::hint::mistake::Answer::Next(step)) => s.apply_step(&step).is_ok(),
                Ok(deduce::hint::mistake::Answer::Mistake(_)) | Err(_) => continue,
            },
        };
        if !ok {
            assert_eq!(s, before, "a refused move changes nothing");
            continue;
        }
        let (cells, marks) = (s.cells().to_vec(), s.marks().to_vec());
        if (before.cells(), before.marks()) == (&cells[..], &marks[..]) {
            continue; // a move that changed nothing is not recorded
        }
        let mut t = s.clone();
        t.undo()
            .expect("a move that changed the grid can be undone");
        assert_eq!(
            (t.cells(), t.marks()),
            (before.cells(), before.marks()),
            "undo restores"
        );
        t.redo().expect("an undone move can be redone");
        assert_eq!(
            (t.cells(), t.marks()),
            (&cells[..], &marks[..]),
            "redo restores the move"
        );
    }
    let loaded = Session::load(&s.save()).expect("saved game loads");
    assert_eq!(loaded, s);
}
