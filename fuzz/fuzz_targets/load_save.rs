//! Saved-game loading on arbitrary text: refuse or load, never panic; a loaded game saves back the same.
#![no_main]
use deduce::session::Session;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(s) = Session::load(text) {
        let again = Session::load(&s.save()).expect("a saved game loads");
        assert_eq!(again, s);
        let _ = s.conflicts();
        let _ = s.is_solved();
    }
});
