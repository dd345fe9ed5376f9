//! Fuzz target `load_save`: libFuzzer drives the body in fuzz/bodies/load_save.rs (what it checks is said there).
#![no_main]

#[path = "../bodies/load_save.rs"]
mod body;

libfuzzer_sys::fuzz_target!(|data: &[u8]| body::run(data));
