//! Layer 1, the hint record: one logical step ([`step::Step`]: its technique, where to look, what it places
//! and removes, its explanation and its figure) and the techniques and levels it names ([`technique`]). Every
//! technique writes one; the `Puzzle` trait, the session, the CLI's JSON (`step_json`) and the wasm boundary
//! carry it.
//!
//! May import: `core`.

pub mod step;
pub mod technique;
