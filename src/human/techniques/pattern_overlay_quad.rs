//! Pattern overlay on four digits: after the triple pattern overlay (see `pattern_overlay_triple.rs`), a
//! template of one digit must also leave room for templates of any three other digits at once, all four
//! sharing no cell. A template of digit `a` with no such three templates for some digits `b`, `c` and `d` is
//! dropped; a candidate of `a` in no template left goes, a cell in every one holds `a`. It is SudokuWiki's
//! template combination taken to four digits: static, and the last step tried before the forcing chains.
//!
//! Templates are indexed per cell (`pattern_index.rs`), so the templates of a digit disjoint from a set of
//! cells are a few word operations away. The search
//! for three disjoint templates is bounded ([`BUDGET`] word operations per position): past it the finder gives
//! up, so the step is the same on every machine and never costs more than a millisecond or so.

use super::pattern_index::{ones, Index, MAX_WORDS};
use super::pattern_overlay::conclude;
use super::pattern_overlay_triple::triple;
use super::symbols;
use crate::core::cell::Symbol;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// Most word operations the search makes on one position before it gives up.
const BUDGET: usize = 100_000;

/// Pattern overlay on four digits (see the module notes).
pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let tr = triple(g);
    let all = &tr.kept;
    let index: Vec<Option<Index>> = all
        .iter()
        .map(|t| {
            t.as_deref()
                .filter(|t| t.len() <= 64 * MAX_WORDS)
                .map(Index::new)
        })
        .collect();
    let mut budget = BUDGET;
    // per three symbols, the last three disjoint templates found, tried first
    let mut seen: Vec<Option<u128>> = vec![None; n * n * n];
    for (a, ta) in all.iter().enumerate() {
        let Some(ta) = ta else { continue };
        let others: Vec<usize> = (0..n).filter(|&b| b != a && index[b].is_some()).collect();
        let mut by = 0u32;
        let mut kept = Vec::with_capacity(ta.len());
        for &t in ta {
            // per other symbol, its templates avoiding `t`, computed when first needed
            let mut avoid: Vec<Option<Vec<u64>>> = vec![None; n];
            let mut blocked = None;
            'triples: for (i, &b) in others.iter().enumerate() {
                for (j, &c) in others.iter().enumerate().skip(i + 1) {
                    for &d in &others[j + 1..] {
                        let key = (b * n + c) * n + d;
                        if seen[key].is_some_and(|w| w & t == 0) {
                            continue;
                        }
                        for &s in &[b, c, d] {
                            if avoid[s].is_none() {
                                let ix = index[s].as_ref()?;
                                avoid[s] = Some(ix.avoiding(&ix.all(), t, &mut budget)?);
                            }
                        }
                        let mut three = [b, c, d].map(|s| (s, avoid[s].as_deref().unwrap_or(&[])));
                        three.sort_by_key(|(_, v)| v.iter().map(|x| x.count_ones()).sum::<u32>());
                        let ix = three.map(|(s, _)| index[s].as_ref());
                        let [Some(ib), Some(ic), Some(id)] = ix else {
                            return None;
                        };
                        match room(
                            [ib, ic, id],
                            [three[0].1, three[1].1, three[2].1],
                            &mut budget,
                        )? {
                            Some(w) => seen[key] = Some(w),
                            None => {
                                blocked = Some((b, c, d));
                                break 'triples;
                            }
                        }
                    }
                }
            }
            match blocked {
                Some((b, c, d)) => by |= 1 << (b + 1) | 1 << (c + 1) | 1 << (d + 1),
                None => kept.push(t),
            }
        }
        if kept.len() == ta.len() {
            continue;
        }
        let how = crate::tr!(
            "pattern-overlay-quad",
            total = ta.len(),
            previous = Technique::PatternOverlayTriple.called(),
            kept = kept.len(),
            digits = symbols(super::bits(by).map(|b| b as Symbol))
        );
        if let Some(step) = conclude(
            g,
            (a + 1) as Symbol,
            &kept,
            Technique::PatternOverlayQuad,
            &how,
        ) {
            return Some(step);
        }
    }
    None
}

/// Three disjoint templates, one of each index among those of `avoid` (the templates that avoid the fourth
/// symbol's template), as the union of their cells; `None` when the budget runs out.
fn room(ix: [&Index; 3], avoid: [&[u64]; 3], budget: &mut usize) -> Option<Option<u128>> {
    let (mut c, mut d) = ([0u64; MAX_WORDS], [0u64; MAX_WORDS]);
    for x in ones(avoid[0]) {
        let xm = ix[0].list[x];
        if !ix[1].avoiding_into(avoid[1], xm, budget, &mut c)?
            || !ix[2].avoiding_into(avoid[2], xm, budget, &mut d)?
        {
            continue;
        }
        let (c, d) = (&c[..ix[1].words], &d[..ix[2].words]);
        for y in ones(c) {
            let ym = ix[1].list[y];
            if ix[2].any_avoiding(d, ym, budget)? {
                // the third template, for the cache
                let z = ones(d).map(|z| ix[2].list[z]).find(|&z| z & ym == 0)?;
                return Some(Some(xm | ym | z));
            }
        }
    }
    Some(None)
}
