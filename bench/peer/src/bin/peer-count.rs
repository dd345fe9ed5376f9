//! Whole-process peer of `deduce count FILE`: reads a puzzle list (one 81-character line per puzzle; empty lines
//! and `#` lines skipped), counts each puzzle's solutions up to 2 with the crates.io `sudoku` crate and prints
//! one count per line (`error` for a line the crate cannot read). bench/run.sh times it against deduce.
//! Usage: `peer-count FILE`. Benchmark harness only; the `sudoku` crate is never linked into deduce.

use std::io::{BufWriter, Write};
use sudoku::Sudoku;

fn main() {
    let path = std::env::args().nth(1).expect("usage: peer-count FILE");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        match Sudoku::from_str_line(t) {
            Ok(s) => writeln!(out, "{}", s.solutions_count_up_to(2)),
            Err(_) => writeln!(out, "error"),
        }
        .expect("write");
    }
    out.flush().expect("flush");
}
