//! The binary family's exact solving: the bit-mask board every binary solver and technique works on
//! ([`board`], with Tango's signs as line rules in [`signs`]), the counting search ([`search`]) and the
//! circulant solved grids that guide it ([`circulant`]; also the generator's large solved grids).

pub mod board;
pub mod circulant;
pub mod search;
pub mod signs;
