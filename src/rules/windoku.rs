//! The `windoku` rule (9×9 only): four extra 3×3 regions, the windows (rows 2–4 and 6–8 × columns 2–4 and
//! 6–8), hold each digit once. Four units named "window 1" to "window 4" in reading order.

use crate::core::cell::{Cell, Unit};
use crate::core::geometry::NamedUnit;

/// The side Windoku is defined on.
pub const SIDE: usize = 9;

/// The four windows of the 9×9 grid, named.
pub fn units() -> Vec<NamedUnit> {
    let mut out = Vec::with_capacity(4);
    for (k, (top, left)) in [(1, 1), (1, 5), (5, 1), (5, 5)].into_iter().enumerate() {
        let cells = (top..top + 3)
            .flat_map(|r| (left..left + 3).map(move |c| (r * SIDE + c) as Cell))
            .collect();
        out.push((Unit::Window(k as u8), cells));
    }
    out
}
