//! Saved-game loading on arbitrary text: refuse or load, never panic; a loaded game saves back the same; and
//! the hint worker's `reload` of the same text either becomes that game or changes nothing.
//! The body of the fuzz target `load_save` (fuzz/fuzz_targets/load_save.rs runs it under libFuzzer, `./build.sh fuzz`;
//! tests/fuzz_bodies.rs runs it on seed inputs and their mutations in every `./build.sh test`).
use deduce::session::Session;
use deduce::AnyPuzzle;

/// One input: returns normally or fails an assertion (a panic is a finding).
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut worker = Session::new(AnyPuzzle::parse("sudoku:2x2:1...............").unwrap());
    let before = worker.clone();
    let loaded = Session::load(text);
    match (&loaded, worker.reload(text)) {
        (Ok(s), Ok(())) => assert_eq!(&worker, s),
        (Err(_), Err(_)) => assert_eq!(worker, before),
        _ => panic!("reload and load disagree"),
    }
    if let Ok(s) = loaded {
        let again = Session::load(&s.save()).expect("a saved game loads");
        assert_eq!(again, s);
        let _ = s.conflicts();
        let _ = s.is_solved();
    }
}
