//! The `whisper` rule (German whispers): neighbours along the green line differ by at least half the largest
//! digit, rounded up (5 on 9×9, so 5 never sits on a 9×9 whisper). Its steps are relations, read like a
//! thermometer's ([`super::thermo::pairs`]).

use crate::core::cell::Symbol;
use crate::core::rule::Rule;
use rand::rngs::StdRng;

/// Whether neighbours on a whisper line of a side-`n` grid may hold `a` and `b`.
pub fn allows(a: Symbol, b: Symbol, n: usize) -> bool {
    a.abs_diff(b) as usize >= n.div_ceil(2)
}

/// Whisper lines for a solved grid: a few (about half a row's count), 3–8 cells long (2–4 on 4×4), bending,
/// none sharing a cell ([`super::thermo::walks`]).
pub fn place(solution: &[Symbol], n: usize, rng: &mut StdRng) -> Vec<Rule> {
    let lens = match n {
        0..=4 => 2..=4,
        5..=6 => 3..=6,
        _ => 3..=8,
    };
    super::thermo::walks(
        solution,
        n,
        rng,
        lens,
        n / 2 + 2,
        &|p, b| allows(p[p.len() - 1], b, n),
        &|_| true,
    )
    .into_iter()
    .map(Rule::Whisper)
    .collect()
}
