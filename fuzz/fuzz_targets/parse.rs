//! Fuzz target `parse`: libFuzzer drives the body in fuzz/bodies/parse.rs (what it checks is said there).
#![no_main]

#[path = "../bodies/parse.rs"]
mod body;

libfuzzer_sys::fuzz_target!(|data: &[u8]| body::run(data));
