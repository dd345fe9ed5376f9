//! The `whisper` rule (German whispers): neighbours along the green line differ by at least half the largest
//! digit, rounded up (5 on 9×9, so 5 never sits on a 9×9 whisper). Its steps are relations, read like a
//! thermometer's ([`super::thermo::pairs`]).

use crate::core::cell::Symbol;

/// Whether neighbours on a whisper line of a side-`n` grid may hold `a` and `b`.
pub fn allows(a: Symbol, b: Symbol, n: usize) -> bool {
    a.abs_diff(b) as usize >= n.div_ceil(2)
}
