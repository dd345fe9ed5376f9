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
    let mut seen = vec![None; n * n];
    for a in 0..n {
        let Some(ta) = &all[a] else { continue };
        let mut by = 0u32;
        let kept: Vec<u128> = ta
            .iter()
            .copied()
            .filter(|&t| match blocking_pair(&all, a, t, &mut seen) {
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
/// symbol `a`, if there are such. `seen` keeps, per pair of symbols, the last two disjoint templates found:
/// when they also miss `t` the pair leaves room without a search (the answer is the same, only cheaper).
fn blocking_pair(
    all: &[Option<Vec<u128>>],
    a: usize,
    t: u128,
    seen: &mut [Option<(u128, u128)>],
) -> Option<(usize, usize)> {
    let n = all.len();
    for b in (0..n).filter(|&b| b != a) {
        let Some(tb) = &all[b] else { continue };
        for c in (b + 1..n).filter(|&c| c != a) {
            let Some(tc) = &all[c] else { continue };
            if let Some((x, y)) = seen[b * n + c] {
                if (x | y) & t == 0 {
                    continue;
                }
            }
            let room = tb
                .iter()
                .filter(|&&x| x & t == 0)
                .find_map(|&x| tc.iter().find(|&&y| y & (t | x) == 0).map(|&y| (x, y)));
            match room {
                Some(w) => seen[b * n + c] = Some(w),
                None => return Some((b, c)),
            }
        }
    }
    None
}
