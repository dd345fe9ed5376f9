//! Pattern overlay on three digits: after the combined pattern overlay (every two digits' templates checked
//! against each other, see `pattern_overlay.rs`), a template of one digit must also leave room for templates
//! of any two other digits at once, all three sharing no cell. A template of digit `a` with no such pair of
//! templates for some digits `b` and `c` is dropped; a candidate of `a` in no template left goes, a cell in
//! every one holds `a`. It is SudokuWiki's template combination taken to three digits: static, and before the
//! forcing chains it replaces on most of the hardest positions it meets.

use super::pattern_index::{ones, Index, MAX_WORDS};
use super::pattern_overlay::{combine, conclude, Combined, Memo};
use super::symbols;
use crate::core::cell::Symbol;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use std::rc::Rc;

/// Each symbol's templates left by the combined overlay and, of those, the ones kept by the triple overlay,
/// with the symbols (bit set, bit `s`) whose pairs ruled some out.
pub(crate) struct Triple {
    pub combined: Rc<Combined>,
    pub kept: Vec<Option<Vec<u128>>>,
    pub by: Vec<u32>,
}

thread_local! {
    static TRIPLE: Memo<Triple> = const { Memo::new() };
}

/// The triple overlay's templates for every symbol (see [`Triple`]), once per position.
pub(crate) fn triple(g: &Grid) -> Rc<Triple> {
    TRIPLE.with(|m| m.get(g, || triple_now(g)))
}

fn triple_now(g: &Grid) -> Triple {
    let n = g.n();
    let combined = combine(g);
    let all = &combined.templates;
    let index: Vec<Option<Index>> = all.iter().map(|t| t.as_deref().map(Index::new)).collect();
    let mut seen = vec![Witnesses::default(); n * n];
    let mut by = vec![0u32; n];
    let kept = (0..n)
        .map(|a| {
            let ta = all[a].as_ref()?;
            Some(
                ta.iter()
                    .copied()
                    .filter(|&t| match blocking_pair(all, &index, a, t, &mut seen) {
                        Some((b, c)) => {
                            by[a] |= 1 << (b + 1) | 1 << (c + 1);
                            false
                        }
                        None => true,
                    })
                    .collect(),
            )
        })
        .collect();
    Triple { combined, kept, by }
}

/// Pattern overlay on three digits (see the module notes).
pub fn find(g: &Grid) -> Option<Step> {
    let tr = triple(g);
    for (a, kept) in tr.kept.iter().enumerate() {
        let (Some(ta), Some(kept)) = (&tr.combined.templates[a], kept) else {
            continue;
        };
        if kept.len() == ta.len() {
            continue;
        }
        let how = crate::tr!(
            "pattern-overlay-triple",
            total = ta.len(),
            previous = Technique::PatternOverlayCombined.called(),
            kept = kept.len(),
            digits = symbols(super::bits(tr.by[a]).map(|b| b as Symbol))
        );
        if let Some(step) = conclude(
            g,
            (a + 1) as Symbol,
            kept,
            Technique::PatternOverlayTriple,
            &how,
        ) {
            return Some(step);
        }
    }
    None
}

/// The last [`WITNESSES`] pairs of disjoint templates found for two symbols (`found` of them so far, the
/// newest overwriting the oldest).
#[derive(Clone, Copy, Default)]
struct Witnesses {
    pairs: [(u128, u128); WITNESSES],
    found: usize,
}

/// Pairs kept per two symbols: with 16 instead of 1, the slowest non-consecutive master hint (seed 10, at the
/// start) took 43 ms instead of 64; 8 took 45, 32 took 42.
const WITNESSES: usize = 16;

impl Witnesses {
    /// Does one of the pairs miss `t`?
    fn leave_room(&self, t: u128) -> bool {
        self.pairs[..self.found.min(WITNESSES)]
            .iter()
            .any(|&(x, y)| (x | y) & t == 0)
    }

    fn push(&mut self, w: (u128, u128)) {
        self.pairs[self.found % WITNESSES] = w;
        self.found += 1;
    }
}

/// Two other symbols (indices `b < c`) with no templates disjoint from each other and from template `t` of
/// symbol `a`, if there are such. `seen` keeps, per pair of symbols, the last pairs of disjoint templates
/// found: when one of them also misses `t` the pair leaves room without a search (the answer is the same, only
/// cheaper).
/// Symbol `c`'s templates are read through its index (`pattern_index.rs`): those avoiding `t`, then, for each
/// template of `b` that avoids `t`, whether any of them avoids it too.
fn blocking_pair(
    all: &[Option<Vec<u128>>],
    index: &[Option<Index>],
    a: usize,
    t: u128,
    seen: &mut [Witnesses],
) -> Option<(usize, usize)> {
    let n = all.len();
    // no budget here: the search always ends, and the step must not depend on one
    let mut budget = usize::MAX;
    let mut left = [0u64; MAX_WORDS];
    for b in (0..n).filter(|&b| b != a) {
        let Some(tb) = &all[b] else { continue };
        for c in (b + 1..n).filter(|&c| c != a) {
            let Some(ic) = &index[c] else { continue };
            if seen[b * n + c].leave_room(t) {
                continue;
            }
            let avoid = ic.avoiding(&ic.all(), t, &mut budget)?;
            let room = tb.iter().filter(|&&x| x & t == 0).find_map(|&x| {
                if !ic.avoiding_into(&avoid, x, &mut budget, &mut left)? {
                    return None;
                }
                let y = ones(&left[..ic.words]).next()?;
                Some((x, ic.list[y]))
            });
            match room {
                Some(w) => seen[b * n + c].push(w),
                None => return Some((b, c)),
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::any::AnyPuzzle;

    /// The templates kept are those a plain scan keeps (every two other symbols have templates disjoint from
    /// each other and from it), where the solve paths of two non-consecutive 9×9 master puzzles take a triple
    /// pattern overlay.
    #[test]
    fn kept_templates_are_those_a_plain_scan_keeps() {
        let mut dropped = 0;
        for id in [
            "sudoku:3x3:.....5................................6.1.....1..........7...........97..........:nonconsecutive",
            "sudoku:3x3:............................1...........6........8...........5....4.......6......:nonconsecutive",
        ] {
            let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
                panic!("a Sudoku")
            };
            let mut g = Grid::new(&p, None);
            while !g.is_complete() {
                let next = crate::human::solver::next_step(&g).unwrap();
                if next.technique != Technique::PatternOverlayTriple {
                    g.apply(&next);
                    continue;
                }
                let tr = triple_now(&g);
                let all = &tr.combined.templates;
                let n = g.n();
                for a in 0..n {
                    let (Some(ta), Some(kept)) = (&all[a], &tr.kept[a]) else {
                        continue;
                    };
                    let room = |t: u128| {
                        (0..n).filter(|&b| b != a).all(|b| {
                            (b + 1..n).filter(|&c| c != a).all(|c| {
                                let (Some(tb), Some(tc)) = (&all[b], &all[c]) else {
                                    return true;
                                };
                                tb.iter().any(|&x| {
                                    x & t == 0 && tc.iter().any(|&y| y & (t | x) == 0)
                                })
                            })
                        })
                    };
                    let scan: Vec<u128> = ta.iter().copied().filter(|&t| room(t)).collect();
                    assert_eq!(kept, &scan, "{id}, symbol {}", a + 1);
                    dropped += ta.len() - kept.len();
                }
                g.apply(&next);
            }
        }
        assert!(dropped > 0, "no template dropped");
    }
}
