//! Fuzz target `hints`: libFuzzer drives the body in fuzz/bodies/hints.rs (what it checks is said there).
#![no_main]

#[path = "../bodies/hints.rs"]
mod body;

libfuzzer_sys::fuzz_target!(|data: &[u8]| body::run(data));
