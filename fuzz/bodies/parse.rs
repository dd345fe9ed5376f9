//! Both parsers on arbitrary text: never panic; whatever parses must round-trip and be safe to query.
//! The body of the fuzz target `parse` (fuzz/fuzz_targets/parse.rs runs it under libFuzzer, `./build.sh fuzz`;
//! tests/fuzz_bodies.rs runs it on seed inputs and their mutations in every `./build.sh test`).
use deduce::family::any::{AnyPuzzle, Kind};

/// One input: returns normally or fails an assertion (a panic is a finding).
pub fn run(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for kind in [Kind::Sudoku, Kind::Binary] {
        if let Ok(p) = AnyPuzzle::parse_prefer(text, kind) {
            let id = p.game_id();
            assert_eq!(AnyPuzzle::parse(&id).as_ref(), Ok(&p), "round trip of {id}");
            assert!(p.violations().is_empty(), "parse accepted a broken grid");
            let _ = p.conflicts();
            if p.side() <= 9 {
                let _ = p.count_solutions(2);
            }
        }
    }
}
