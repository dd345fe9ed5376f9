//! Franken and mutant fish of size 2–4, finned or not (HoDoKu's definitions; up to 3 fins, 1 for a mutant, 2
//! while listing every instance, when base units may also overlap in endo fins):
//! `k` base units whose places for a symbol do not overlap, and `k` cover units holding all of those places
//! except the fins. Each base unit
//! holds the symbol once, each cover unit at most once, so (if no fin holds it) the covers hold exactly the
//! base places: the symbol leaves the covers' other cells, and a base place lying in two covers
//! ("cannibalism"). With fins, only cells that see every fin lose it. A **Franken** fish takes its base from
//! rows and blocks and its cover from columns and blocks (or columns and rows swapped); a **mutant** fish mixes
//! rows, columns and blocks in any other way. Fish of rows and columns only are the basic fish of `fish.rs`.
//! The search sees units only through `grid.geo.units`; grids of up to 128 cells (9×9 and smaller).
//! A symbol whose every place lies in a template is not searched: no fish removes anything there
//! (`fish_templates.rs`; most searches at positions where none is found end there).

use super::fish_fruitless::Fruitless;
use super::fish_templates::every_place_in_a_template;
use super::{bits128, ch, removals};
use crate::core::cell::{Cell, Unit};
use crate::hint::step::{sentence, units_text, Step};
use crate::hint::technique::fish_name;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// Fins allowed in one Franken fish (HoDoKu allows up to 5; more than 3 rarely leaves a cell seeing them all).
const FRANKEN_FINS: u32 = 3;
/// Fins allowed in one mutant fish: the mutant search is the costliest (any mix of units on both sides), and
/// each fin allowed multiplies it (docs/levels.md has the figures).
const MUTANT_FINS: u32 = 1;
/// Fins allowed in a mutant fish while listing (`deduce steps --all`), which searches more widely than the
/// hint: HoDoKu's finned mutant jellyfish often have two. Each fin more costs time: on the top1465 positions
/// where the solve path takes a chain (every 15th puzzle), the listing's median was 7.7 ms with one fin, 20 ms
/// with two, 28 ms with three (the Franken listing's 9 ms).
const LISTED_MUTANT_FINS: u32 = 2;
/// Endo fins (places in two base units) allowed while listing, as HoDoKu allows by default; the hint's search
/// takes base units that do not overlap.
const ENDO_FINS: u32 = 2;
/// The largest fish searched, of either kind.
const MAX_SIZE: usize = 4;

pub fn franken(g: &Grid) -> Option<Step> {
    find(g, Kind::Franken)
}

pub fn mutant(g: &Grid) -> Option<Step> {
    find(g, Kind::Mutant)
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    Basic,
    Franken,
    Mutant,
}

/// Unit kinds as bits: 1 = row, 2 = column, 4 = block.
fn kind_bit(n: usize, u: usize) -> u8 {
    1 << (u / n)
}

/// What a fish with these base and cover unit kinds is called.
fn classify(base: u8, cover: u8) -> Kind {
    // base within rows+blocks, cover within columns+blocks
    let franken = |b: u8, c: u8| b & !(1 | 4) == 0 && c & !(2 | 4) == 0;
    // rows and columns swapped
    let swap = |b: u8| b & 4 | (b & 2) >> 1 | (b & 1) << 1;
    if (base == 1 && cover == 2) || (base == 2 && cover == 1) {
        Kind::Basic
    } else if franken(base, cover) || franken(swap(base), swap(cover)) {
        Kind::Franken
    } else {
        Kind::Mutant
    }
}

/// The search's fixed data for one symbol.
struct Ctx<'a> {
    g: &'a Grid,
    n: usize,
    /// Cells of each unit, as bit sets.
    unit: Vec<u128>,
    /// The kind of each unit as a bit (see [`kind_bit`]).
    kind: Vec<u8>,
    /// Peers of each cell.
    peers: Vec<u128>,
    /// Cells that still have the symbol.
    cand: u128,
    /// Unit kinds allowed as base and as cover.
    base_kinds: u8,
    cover_kinds: u8,
    /// For each cell, the cells sharing a unit of a cover kind with it: places outside each other's reach
    /// need distinct covers (or fins), which bounds the search.
    reach: Vec<u128>,
    want: Kind,
    max_fins: u32,
    /// The symbol searched.
    s: u8,
    /// Whether every instance is listed (`super::listing()`): the search then goes on after each fish, and
    /// base units may overlap (endo fins).
    listing: bool,
}

/// One node of the cover search: the covers so far (as cells covered, cells covered twice, their kinds and
/// the units they may no longer use: base units, covers, and units a sibling branch already tried) and the
/// fins so far with the cells that see them all.
#[derive(Copy, Clone)]
struct Search<'a> {
    base: &'a [usize],
    base_kinds: u8,
    cover_kinds: u8,
    places: u128,
    covered: u128,
    twice: u128,
    fins: u128,
    used: u64,
    targets: u128,
}

/// A fish found: base and cover unit indices, fins and eliminated cells.
struct Found {
    base: Vec<usize>,
    cover: Vec<usize>,
    fins: u128,
    elims: u128,
}

fn find(g: &Grid, want: Kind) -> Option<Step> {
    let n = g.n();
    if n * n > 128 {
        return None;
    }
    let unit: Vec<u128> = g
        .geo
        .units
        .iter()
        .map(|u| u.iter().fold(0u128, |m, &c| m | 1 << c))
        .collect();
    let kind: Vec<u8> = (0..g.geo.units.len()).map(|u| kind_bit(n, u)).collect();
    let peers: Vec<u128> = (0..n * n)
        .map(|c| g.geo.peers[c].iter().fold(0u128, |m, &p| m | 1 << p))
        .collect();
    let listing = super::listing();
    let max_f = match (want, listing) {
        (Kind::Mutant, false) => MUTANT_FINS,
        (Kind::Mutant, true) => LISTED_MUTANT_FINS,
        _ => FRANKEN_FINS,
    };
    // Franken: base rows+blocks / cover columns+blocks, then the transpose; mutant: anything.
    let orientations: &[(u8, u8)] = match want {
        Kind::Franken => &[(1 | 4, 2 | 4), (2 | 4, 1 | 4)],
        _ => &[(7, 7)],
    };
    let mut ctx = Ctx {
        g,
        n,
        unit,
        kind,
        peers,
        cand: 0,
        base_kinds: 0,
        cover_kinds: 0,
        reach: vec![0; n * n],
        want,
        max_fins: 0,
        s: 0,
        listing,
    };
    // each orientation's reach, and each symbol's cells, computed once
    let reaches: Vec<Vec<u128>> = orientations
        .iter()
        .map(|&(_, cover_kinds)| {
            (0..n * n)
                .map(|c| {
                    g.geo.cell_units[c]
                        .iter()
                        .map(|&u| u as usize)
                        .filter(|&u| ctx.kind[u] & cover_kinds != 0)
                        .fold(0u128, |m, u| m | ctx.unit[u])
                })
                .collect()
        })
        .collect();
    let cands: Vec<u128> = (1..=n as u8).map(|s| g.places_bits(s)).collect();
    let mut fruitless = Fruitless::of(g, want as usize, listing);
    // per symbol, once asked: whether every place lies in a template, so that no fish removes any
    let mut quiet: Vec<Option<bool>> = vec![None; n];
    for k in 2..=MAX_SIZE {
        if 2 * k > n {
            break;
        }
        // the hint takes a fish without fins first; a listing searches once with fins, which finds both
        let passes: &[u32] = if ctx.listing { &[max_f] } else { &[0, max_f] };
        for &max_fins in passes {
            ctx.max_fins = max_fins;
            for s in 1..=n as u8 {
                ctx.cand = cands[s as usize - 1];
                ctx.s = s;
                let search = (ctx.cand, k as u8, max_fins as u8);
                if fruitless.knows(search) {
                    continue;
                }
                let in_templates = *quiet[s as usize - 1].get_or_insert_with(|| {
                    every_place_in_a_template(n, ctx.cand, &ctx.unit, &ctx.peers)
                });
                if in_templates {
                    fruitless.learn(search);
                    continue;
                }
                for (o, &(base_kinds, cover_kinds)) in orientations.iter().enumerate() {
                    ctx.base_kinds = base_kinds;
                    ctx.cover_kinds = cover_kinds;
                    ctx.reach.copy_from_slice(&reaches[o]);
                    if let Some(st) = ctx.bases(k) {
                        return Some(st);
                    }
                }
                fruitless.learn(search);
            }
        }
    }
    None
}

impl Ctx<'_> {
    /// Base sets of `k` units of the allowed kinds whose places for the symbol do not overlap; while listing,
    /// they may overlap in up to [`ENDO_FINS`] places, the fish's endo fins.
    fn bases(&self, k: usize) -> Option<Step> {
        let units: Vec<usize> = (0..3 * self.n)
            .filter(|&u| {
                self.kind[u] & self.base_kinds != 0 && (self.unit[u] & self.cand).count_ones() >= 2
            })
            .collect();
        let mut chosen = Vec::with_capacity(k);
        self.base_rec(&units, k, 0, (0, 0), &mut chosen)
    }

    fn base_rec(
        &self,
        units: &[usize],
        k: usize,
        start: usize,
        (acc, endo): (u128, u128),
        chosen: &mut Vec<usize>,
    ) -> Option<Step> {
        if chosen.len() == k {
            let base_kinds = chosen.iter().fold(0u8, |m, &u| m | self.kind[u]);
            // a mutant fish with a base of rows only (or columns only) would need a row (column) cover, and
            // every row (column) holding a base place is a base unit
            if self.want == Kind::Mutant && (base_kinds == 1 || base_kinds == 2) {
                return None;
            }
            return self.covers(chosen, base_kinds, acc, endo);
        }
        for i in start..units.len() {
            if units.len() - i < k - chosen.len() {
                break;
            }
            let m = self.unit[units[i]] & self.cand;
            let endo = endo | (m & acc);
            if endo != 0
                && (!self.listing
                    || endo.count_ones() > ENDO_FINS.min(self.max_fins)
                    || self.fin_targets(endo) == 0)
            {
                continue;
            }
            if self.needs_more(acc | m, k, 0) {
                continue;
            }
            chosen.push(units[i]);
            let r = self.base_rec(units, k, i + 1, (acc | m, endo), chosen);
            chosen.pop();
            if r.is_some() {
                return r;
            }
        }
        None
    }

    /// Cover sets for one base set: the lowest base place not yet covered is covered by one of its own units,
    /// or is a fin. The endo fins (places in two base units) are fins from the start.
    fn covers(&self, base: &[usize], base_kinds: u8, places: u128, endo: u128) -> Option<Step> {
        let mut cover = Vec::with_capacity(base.len());
        let used = base.iter().fold(0u64, |m, &u| m | 1 << u);
        let s = Search {
            base,
            base_kinds,
            cover_kinds: 0,
            places,
            covered: 0,
            twice: 0,
            fins: endo,
            used,
            targets: self.fin_targets(endo),
        };
        self.cover_rec(&s, &mut cover)
    }

    fn cover_rec(&self, s: &Search, cover: &mut Vec<usize>) -> Option<Step> {
        let rest = s.places & !s.covered & !s.fins;
        let nfins = s.fins.count_ones();
        if cover.len() == s.base.len() {
            if nfins + rest.count_ones() > self.max_fins {
                return None;
            }
            // while listing, `found` keeps the fish and the search goes on
            return self
                .judge(s.base, s.places, cover, s.covered, s.twice, s.fins | rest)
                .and_then(|f| super::found(step(self.g, self.s, self.want, &f)));
        }
        if rest == 0 || self.needs_more(rest, s.base.len() - cover.len(), nfins) {
            return None;
        }
        let last = cover.len() + 1 == s.base.len();
        if last && !self.last_cover_fits(s, rest, self.max_fins - nfins) {
            return None;
        }
        // with fins, only the cells seeing them all can lose the symbol, and only if a cover holds them: the
        // covers still to come hold places left, so they lie within those places' reach
        if s.fins != 0 && s.targets & bits128(rest).fold(s.covered, |m, c| m | self.reach[c]) == 0 {
            return None;
        }
        // a later fin must see one of the targets outside the base (see the fin branch below): the places
        // left that see none of them need covers of their own (with no fin left, `needs_more` said so)
        if s.fins != 0 && nfins < self.max_fins {
            let finable = bits128(s.targets & !s.places).fold(0, |m, t| m | self.peers[t]);
            if self.needs_more(rest & !finable, s.base.len() - cover.len(), self.max_fins) {
                return None;
            }
        }
        let x = rest.trailing_zeros() as usize;
        // Each set of covers and fins is searched once: the branches below x that cover it with a unit tried
        // before (or make it a fin after all its units were tried) never use that unit. Every set is still
        // met, the first time along the same path as without this rule, so the first fish found is the same.
        let mut used = s.used;
        for &u in &self.g.geo.cell_units[x] {
            let u = u as usize;
            let kind = self.kind[u];
            if kind & self.cover_kinds == 0 || used & 1 << u != 0 {
                continue;
            }
            used |= 1 << u;
            // the last cover decides the fish's kind: skip one that makes it another kind of fish
            if last && classify(s.base_kinds, s.cover_kinds | kind) != self.want {
                continue;
            }
            let m = self.unit[u] & self.cand;
            // the places the last cover leaves are fins
            if last && nfins + (rest & !m).count_ones() > self.max_fins {
                continue;
            }
            cover.push(u);
            let r = self.cover_rec(
                &Search {
                    covered: s.covered | m,
                    twice: s.twice | (s.covered & m),
                    used,
                    cover_kinds: s.cover_kinds | kind,
                    ..*s
                },
                cover,
            );
            cover.pop();
            if r.is_some() {
                return r;
            }
        }
        // x is a fin: some cell outside the base that could still lose the symbol must see every fin
        let targets = s.targets & self.peers[x];
        if nfins < self.max_fins && targets & !s.places != 0 {
            return self.cover_rec(
                &Search {
                    fins: s.fins | 1 << x,
                    targets,
                    used,
                    ..*s
                },
                cover,
            );
        }
        None
    }

    /// With one cover left to choose: whether some unit the search may still take, of a kind that makes the
    /// fish the kind wanted, leaves at most `fins_left` places of `rest` uncovered (they become fins). Such a
    /// unit holds one of the first `fins_left + 1` places left, or more than `fins_left` would stay.
    fn last_cover_fits(&self, s: &Search, rest: u128, fins_left: u32) -> bool {
        bits128(rest).take(fins_left as usize + 1).any(|c| {
            self.g.geo.cell_units[c].iter().any(|&u| {
                let u = u as usize;
                self.kind[u] & self.cover_kinds != 0
                    && s.used & 1 << u == 0
                    && (rest & !self.unit[u]).count_ones() <= fins_left
                    && classify(s.base_kinds, s.cover_kinds | self.kind[u]) == self.want
            })
        })
    }

    /// Whether `places` surely cannot be covered by `covers` more units and the fins left after `fins` used:
    /// places pairwise sharing no cover-kind unit each need a cover or a fin of their own.
    fn needs_more(&self, places: u128, covers: usize, fins: u32) -> bool {
        let budget = covers + self.max_fins.saturating_sub(fins) as usize;
        if places.count_ones() as usize <= budget {
            return false;
        }
        let mut rest = places;
        let mut apart = 0;
        while rest != 0 {
            apart += 1;
            if apart > budget {
                return true;
            }
            rest &= !self.reach[rest.trailing_zeros() as usize];
        }
        false
    }

    /// Cells with the symbol that see every fin.
    fn fin_targets(&self, fins: u128) -> u128 {
        bits128(fins).fold(self.cand, |m, f| m & self.peers[f])
    }

    fn judge(
        &self,
        base: &[usize],
        places: u128,
        cover: &[usize],
        covered: u128,
        twice: u128,
        fins: u128,
    ) -> Option<Found> {
        if fins.count_ones() > self.max_fins {
            return None;
        }
        let kinds = |us: &[usize]| us.iter().fold(0u8, |m, &u| m | kind_bit(self.n, u));
        if classify(kinds(base), kinds(cover)) != self.want {
            return None;
        }
        let mut elims = (covered & self.cand & !places) | (twice & places);
        if fins != 0 {
            elims &= self.fin_targets(fins);
        }
        let mut cover = cover.to_vec();
        cover.sort_unstable();
        (elims != 0).then(|| Found {
            base: base.to_vec(),
            cover,
            fins,
            elims,
        })
    }
}

fn step(g: &Grid, s: u8, want: Kind, f: &Found) -> Step {
    let n = g.n();
    let t = if want == Kind::Mutant {
        Technique::MutantFish
    } else {
        Technique::FrankenFish
    };
    let bu: Vec<Unit> = f.base.iter().map(|&u| g.geo.unit(u)).collect();
    let cu: Vec<Unit> = f.cover.iter().map(|&u| g.geo.unit(u)).collect();
    let places = f.base.iter().fold(0u128, |m, &u| {
        m | g.geo.units[u].iter().fold(0, |a, &c| a | 1 << c)
    });
    let evidence: Vec<Cell> = bits128(places)
        .filter(|&c| g.has(c, s))
        .map(|c| c as Cell)
        .collect();
    let fins: Vec<Cell> = bits128(f.fins).map(|c| c as Cell).collect();
    let elims: Vec<(Cell, u8)> = bits128(f.elims).map(|c| (c as Cell, s)).collect();
    let name = fish_name(t, f.base.len(), !fins.is_empty());
    let (base, cover, digit) = (units_text(&bu), units_text(&cu), ch(s));
    let removals = removals(&elims, n);
    let explanation = sentence(if fins.is_empty() {
        crate::tr!(
            "explain-complex-fish",
            fish = name,
            digit = digit,
            base = base,
            cover = cover,
            removals = removals
        )
    } else {
        crate::tr!(
            "explain-complex-fish-finned",
            fish = name,
            digit = digit,
            base = base,
            cover = cover,
            count = fins.len(),
            fins = super::names(&fins, n),
            removals = removals
        )
    });
    let text = (t.called().into(), explanation);
    super::fish::step(t, s, (bu, cu), &fins, evidence, elims, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds() {
        // rows / columns: basic; rows+blocks / columns: Franken; columns+blocks / rows+blocks: Franken;
        // rows / rows+columns: mutant
        assert!(classify(1, 2) == Kind::Basic && classify(2, 1) == Kind::Basic);
        assert!(classify(1 | 4, 2) == Kind::Franken);
        assert!(classify(1, 2 | 4) == Kind::Franken);
        assert!(classify(2 | 4, 1 | 4) == Kind::Franken);
        assert!(classify(1, 1 | 2) == Kind::Mutant);
        assert!(classify(1 | 2, 4) == Kind::Mutant);
    }
}
