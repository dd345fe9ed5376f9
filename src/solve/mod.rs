//! Layer 4, exact solving: counting solutions to a limit, the unique solution, uniqueness after clues are
//! removed, random filled grids. [`door`] is the way in and picks the solver: the specialised 9×9 solver
//! ([`fast9`], with its wasm SIMD part in `fast9_wasm.rs`), the big-grid solver ([`big`], restarted with probing by
//! [`restart`]), the general search ([`general`]), the Killer search ([`killer`]) and the SAT prover ([`prove`],
//! native builds with the `prove` feature); [`fill`] makes random filled grids. The binary family's board and
//! search are in [`binary`].
//!
//! May import: `core`, `hint`, `puzzle`, `rules`.

pub mod big;
pub mod binary;
pub mod door;
pub mod fast9;
pub mod fill;
pub mod general;
pub mod killer;
#[cfg(all(feature = "prove", not(target_arch = "wasm32")))]
pub mod prove;
pub mod restart;
