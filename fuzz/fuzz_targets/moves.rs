//! Move sequences on a `Session`: every move either applies or is refused; undo restores; save/load keeps.
#![no_main]
use deduce::any::AnyPuzzle;
use deduce::session::Session;
use libfuzzer_sys::fuzz_target;

const PUZZLES: [&str; 3] = [
    "...8.1..........435............7.8........1...2..3....6......75..34........2..6..",
    "sudoku:2x2:1...........3..2",
    "sudoku:2x3:1.....2.....3.....4.....5.....6.....",
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, ops)) = data.split_first() else { return };
    let Ok(p) = AnyPuzzle::parse(PUZZLES[which as usize % PUZZLES.len()]) else { return };
    let mut s = Session::new(p);
    for op in ops.chunks(3) {
        let [kind, a, b] = [op[0], *op.get(1).unwrap_or(&0), *op.get(2).unwrap_or(&0)];
        let cell = a as usize;
        match kind % 8 {
            0 | 1 => { let _ = s.set(cell, b % 12); }
            2 => { let _ = s.toggle_mark(cell, b % 12); }
            3 => s.fill_marks(),
            4 => { let _ = s.undo(); }
            5 => { let _ = s.redo(); }
            6 => { let _ = s.reveal(if b % 2 == 0 { Some(cell) } else { None }); }
            _ => {
                if let Ok(step) = s.hint() {
                    let _ = s.apply_step(&step);
                }
            }
        }
    }
    let loaded = Session::load(&s.save()).expect("saved game loads");
    assert_eq!(loaded, s);
});
