//! Layer 6, human solving: the pencil-mark grid ([`grid`]), the human-style solver that gives hints, solve
//! paths and grades ([`solver`]), the placement-seeking hint ([`hint_plan`]) and the techniques, one file each,
//! whose facts (level, cost, description…) are one row each in one table ([`catalogue`], which also defines
//! "harder"); the binary family's in [`binary`].
//!
//! May import: `core`, `hint`, `puzzle`, `rules`, `solve`, `format`.

pub mod binary;
pub mod catalogue;
pub mod grid;
pub mod hint_plan;
pub mod rating;
pub mod solver;
pub mod techniques;

use crate::hint::technique::{Level, Technique};

/// How hard a technique is, for comparing techniques of one family: its level in its family's catalogue, then
/// its row there (a later row at one level is harder); never the `Technique` enum's order. A wrong entry, in
/// no catalogue, ranks first.
pub fn rank(t: Technique) -> (Level, usize) {
    if let Some(i) = catalogue::ALL.iter().position(|r| r.technique == t) {
        return (catalogue::ALL[i].level, i + 1);
    }
    let rows = binary::catalogue::ALL;
    rows.iter()
        .position(|r| r.technique == t)
        .map_or((Level::Easy, 0), |i| (rows[i].level, i + 1))
}

/// The hardest of some techniques of one family by [`rank`] (the last of equals), `None` for none.
pub fn hardest(ts: impl IntoIterator<Item = Technique>) -> Option<Technique> {
    ts.into_iter().max_by_key(|&t| rank(t))
}
