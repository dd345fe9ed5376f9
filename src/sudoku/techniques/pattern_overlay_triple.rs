//! Pattern overlay on three digits: after the combined pattern overlay (every two digits' templates checked
//! against each other, see `pattern_overlay.rs`), a template of one digit must also leave room for templates
//! of any two other digits at once, all three sharing no cell. A template of digit `a` with no such pair of
//! templates for some digits `b` and `c` is dropped; a candidate of `a` in no template left goes, a cell in
//! every one holds `a`. It is SudokuWiki's template combination taken to three digits: static, and before the
//! forcing chains it replaces on most of the hardest positions it meets.

use super::pattern_overlay::{combine, conclude};
use super::symbols;
use crate::step::{Step, Symbol, Technique};
use crate::sudoku::grid::Grid;

/// Pattern overlay on three digits (see the module notes).
pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let all = combine(g).templates;
    for a in 0..n {
        let Some(ta) = &all[a] else { continue };
        let mut by = 0u32;
        let kept: Vec<u128> = ta
            .iter()
            .copied()
            .filter(|&t| match blocking_pair(&all, a, t) {
                Some((b, c)) => {
                    by |= 1 << (b + 1) | 1 << (c + 1);
                    false
                }
                None => true,
            })
            .collect();
        if kept.len() == ta.len() {
            continue;
        }
        let how = format!(
            "of the {} such patterns left by the combined pattern overlay, only {} leave room for patterns of any two other digits together, all three with no cell in common (patterns of two of {} rule out the rest)",
            ta.len(),
            kept.len(),
            symbols(super::bits(by).map(|b| b as Symbol)),
        );
        if let Some(step) = conclude(
            g,
            (a + 1) as Symbol,
            &kept,
            Technique::PatternOverlayTriple,
            &how,
        ) {
            return Some(step);
        }
    }
    None
}

/// Two other symbols (indices `b < c`) with no templates disjoint from each other and from template `t` of
/// symbol `a`, if there are such.
fn blocking_pair(all: &[Option<Vec<u128>>], a: usize, t: u128) -> Option<(usize, usize)> {
    // each other symbol's templates that leave `t` room
    let free: Vec<Option<Vec<u128>>> = all
        .iter()
        .enumerate()
        .map(|(i, ts)| {
            (i != a)
                .then_some(ts.as_ref())
                .flatten()
                .map(|ts| ts.iter().copied().filter(|&u| u & t == 0).collect())
        })
        .collect();
    for (b, tb) in free.iter().enumerate() {
        let Some(tb) = tb else { continue };
        for (c, tc) in free.iter().enumerate().skip(b + 1) {
            let Some(tc) = tc else { continue };
            if !tb.iter().any(|&x| tc.iter().any(|&y| x & y == 0)) {
                return Some((b, c));
            }
        }
    }
    None
}
