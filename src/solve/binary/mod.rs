//! The binary family's exact solving: the bit-mask board every binary solver and technique works on
//! ([`board`], with Tango's signs as line rules in [`signs`]) and the counting search ([`search`]).

pub mod board;
pub mod search;
pub mod signs;
