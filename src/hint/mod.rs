//! Layer 1, the hint record: one logical step ([`step::Step`]: its technique, where to look, what it places
//! and removes, its explanation and its figure), the techniques and levels it names ([`technique`]), and the
//! other answer a hint can give, the player's mistake ([`mistake`]). Every technique writes a step; the
//! `Puzzle` trait, the session, the CLI's JSON (`step_json`) and the wasm boundary carry both.
//!
//! May import: `core`.

pub mod mistake;
pub mod step;
pub mod technique;
