//! Fuzz target `moves`: libFuzzer drives the body in fuzz/bodies/moves.rs (what it checks is said there).
#![no_main]

#[path = "../bodies/moves.rs"]
mod body;

libfuzzer_sys::fuzz_target!(|data: &[u8]| body::run(data));
