//! Human-style techniques, one file each, in difficulty order. Each `find` returns the first step it sees,
//! and only steps that make progress (at least one placement or elimination).
//!
//! # Levels
//!
//! A puzzle's level is the level of the hardest technique its solve path needs (the solver restarts from the
//! easiest technique after every step):
//!
//! | level  | techniques |
//! |--------|------------|
//! | Easy   | full house, naked single, hidden single, cage combination (Killer) |
//! | Medium | locked pair, locked candidates (pointing, claiming), cage interaction (Killer), locked triple, naked pair, hidden pair |
//! | Hard   | 45 rule and cage splitting (Killer), naked/hidden triple and quad, X-wing, swordfish, jellyfish, remote pairs, skyscraper, 2-string kite, turbot fish, empty rectangle, XY-wing, XYZ-wing, unique rectangle types 1–6 (also with missing candidates), hidden rectangle, avoidable rectangle types 1 and 2, simple colouring, W-wing |
//! | Expert | WXYZ-wing, finned fish (sizes 2–4), Sue de Coq, multi-colouring, X-cycle, X-chain, XY-chain, BUG+1, alternating inference chain, grouped X-chain, grouped AIC, death blossom, ALS chain, Franken fish, mutant fish (sizes 2–4, finned too) |
//! | Master | Kraken fish, pattern overlay (templates), combined pattern overlay, triple and quadruple pattern overlays, forcing chains and nets (the shortest contradiction or cell/unit verity by singles, then locked candidates), trial (last resort) |
//!
//! The order and the levels follow the published step ratings (HoDoKu's step scores and difficulty types,
//! Sudoku Explainer's ratings); `docs/levels.md` has the table with its sources. A puzzle's grade compares
//! techniques by level first, then by their order here.
//!
//! Calibration (share of generated irreducible puzzles, no symmetry, per level) is in `docs/levels.md`.

pub mod aic;
pub mod als_chain;
pub mod avoidable_rectangle;
pub mod bug;
pub mod cage_combination;
pub mod cage_interaction;
pub mod cage_splitting;
pub mod complex_fish;
pub mod death_blossom;
pub mod descriptions;
pub mod empty_rectangle;
pub mod fish;
pub mod forcing;
pub mod full_house;
pub mod grouped;
pub mod hidden_rectangle;
pub mod hidden_single;
pub mod hidden_subset;
pub mod kraken_fish;
pub mod locked;
pub mod locked_subset;
pub mod multi_colouring;
pub mod naked_single;
pub mod naked_subset;
pub mod pattern_overlay;
pub mod pattern_overlay_quad;
pub mod pattern_overlay_triple;
pub mod remote_pairs;
pub mod rule45;
pub mod simple_colouring;
pub mod skyscraper;
pub mod sue_de_coq;
pub mod turbot_fish;
pub mod two_string_kite;
pub mod unique_rectangle;
pub mod unique_rectangle_3;
pub mod unique_rectangle_5;
pub mod unique_rectangle_6;
pub mod unique_rectangle_missing;
pub mod unique_rectangle_more;
pub mod w_wing;
pub mod wxyz_wing;
pub mod x_chain;
pub mod x_cycle;
pub mod xy_chain;
pub mod xy_wing;
pub mod xyz_wing;

mod chain;
mod net;
mod rectangle;
mod single_digit;

use super::grid::Grid;
use crate::core::cell::symbol_char;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::Step;
use crate::hint::technique::{Level, Technique};

/// A technique finder.
pub type Finder = fn(&Grid) -> Option<Step>;

/// Every technique with its level and finder, easiest first: the one table of Sudoku techniques.
pub const ALL: &[(Technique, Level, Finder)] = &[
    (Technique::FullHouse, Level::Easy, full_house::find),
    (Technique::NakedSingle, Level::Easy, naked_single::find),
    (Technique::HiddenSingle, Level::Easy, hidden_single::find),
    (
        Technique::CageCombination,
        Level::Easy,
        cage_combination::find,
    ),
    (Technique::LockedPair, Level::Medium, locked_subset::pair),
    (
        Technique::LockedCandidatesPointing,
        Level::Medium,
        locked::pointing,
    ),
    (
        Technique::LockedCandidatesClaiming,
        Level::Medium,
        locked::claiming,
    ),
    (
        Technique::CageInteraction,
        Level::Medium,
        cage_interaction::find,
    ),
    (
        Technique::LockedTriple,
        Level::Medium,
        locked_subset::triple,
    ),
    (Technique::NakedPair, Level::Medium, naked_subset::pair),
    (Technique::HiddenPair, Level::Medium, hidden_subset::pair),
    (Technique::Rule45, Level::Hard, rule45::find),
    (Technique::CageSplitting, Level::Hard, cage_splitting::find),
    (Technique::NakedTriple, Level::Hard, naked_subset::triple),
    (Technique::HiddenTriple, Level::Hard, hidden_subset::triple),
    (Technique::NakedQuad, Level::Hard, naked_subset::quad),
    (Technique::HiddenQuad, Level::Hard, hidden_subset::quad),
    (Technique::XWing, Level::Hard, fish::x_wing),
    (Technique::Swordfish, Level::Hard, fish::swordfish),
    (Technique::Jellyfish, Level::Hard, fish::jellyfish),
    (Technique::RemotePairs, Level::Hard, remote_pairs::find),
    (Technique::Skyscraper, Level::Hard, skyscraper::find),
    (Technique::TwoStringKite, Level::Hard, two_string_kite::find),
    (Technique::TurbotFish, Level::Hard, turbot_fish::find),
    (
        Technique::EmptyRectangle,
        Level::Hard,
        empty_rectangle::find,
    ),
    (Technique::XYWing, Level::Hard, xy_wing::find),
    (Technique::XYZWing, Level::Hard, xyz_wing::find),
    (
        Technique::UniqueRectangle,
        Level::Hard,
        unique_rectangle::find,
    ),
    (
        Technique::UniqueRectangle,
        Level::Hard,
        unique_rectangle_missing::type1,
    ),
    (
        Technique::UniqueRectangle2,
        Level::Hard,
        unique_rectangle_more::type2,
    ),
    (
        Technique::UniqueRectangle2,
        Level::Hard,
        unique_rectangle_missing::type2,
    ),
    (
        Technique::UniqueRectangle3,
        Level::Hard,
        unique_rectangle_3::find,
    ),
    (
        Technique::UniqueRectangle4,
        Level::Hard,
        unique_rectangle_more::type4,
    ),
    (
        Technique::UniqueRectangle4,
        Level::Hard,
        unique_rectangle_missing::type4,
    ),
    (
        Technique::UniqueRectangle5,
        Level::Hard,
        unique_rectangle_5::find,
    ),
    (
        Technique::UniqueRectangle6,
        Level::Hard,
        unique_rectangle_6::find,
    ),
    (
        Technique::HiddenRectangle,
        Level::Hard,
        hidden_rectangle::find,
    ),
    (
        Technique::AvoidableRectangle1,
        Level::Hard,
        avoidable_rectangle::type1,
    ),
    (
        Technique::AvoidableRectangle2,
        Level::Hard,
        avoidable_rectangle::type2,
    ),
    (
        Technique::SimpleColouring,
        Level::Hard,
        simple_colouring::find,
    ),
    (Technique::WWing, Level::Hard, w_wing::find),
    (Technique::WXYZWing, Level::Expert, wxyz_wing::find),
    (Technique::FinnedFish, Level::Expert, fish::finned),
    (Technique::SueDeCoq, Level::Expert, sue_de_coq::find),
    (
        Technique::MultiColouring,
        Level::Expert,
        multi_colouring::find,
    ),
    (Technique::XCycle, Level::Expert, x_cycle::find),
    (Technique::XChain, Level::Expert, x_chain::find),
    (Technique::XYChain, Level::Expert, xy_chain::find),
    (Technique::BUG, Level::Expert, bug::find),
    (Technique::AIC, Level::Expert, aic::find),
    (Technique::GroupedXChain, Level::Expert, grouped::x_chain),
    (Technique::GroupedAIC, Level::Expert, grouped::aic),
    (Technique::DeathBlossom, Level::Expert, death_blossom::find),
    (Technique::ALSChain, Level::Expert, als_chain::find),
    (Technique::FrankenFish, Level::Expert, complex_fish::franken),
    (Technique::MutantFish, Level::Expert, complex_fish::mutant),
    (Technique::KrakenFish, Level::Master, kraken_fish::find),
    (
        Technique::PatternOverlay,
        Level::Master,
        pattern_overlay::single,
    ),
    (
        Technique::PatternOverlayCombined,
        Level::Master,
        pattern_overlay::combined,
    ),
    (
        Technique::PatternOverlayTriple,
        Level::Master,
        pattern_overlay_triple::find,
    ),
    (
        Technique::PatternOverlayQuad,
        Level::Master,
        pattern_overlay_quad::find,
    ),
    (Technique::ForcingChain, Level::Master, forcing::find),
];

/// The level a technique belongs to (a wrong entry is Easy: it needs no technique).
pub fn level(t: Technique) -> Level {
    ALL.iter().find(|e| e.0 == t).map_or(Level::Easy, |e| e.1)
}

/// `3`, `A`: the character of a symbol.
pub(crate) fn ch(s: Symbol) -> char {
    symbol_char(s)
}

/// `r1c2, r3c4`.
pub(crate) fn names(cells: &[Cell], n: usize) -> String {
    let v: Vec<String> = cells.iter().map(|&c| cell_name(c, n)).collect();
    v.join(", ")
}

/// `3 and 7`, `1, 4 and 9`.
pub(crate) fn symbols(syms: impl IntoIterator<Item = Symbol>) -> String {
    let v: Vec<String> = syms.into_iter().map(|s| ch(s).to_string()).collect();
    match v.len() {
        0 => String::new(),
        1 => v[0].clone(),
        k => format!("{} and {}", v[..k - 1].join(", "), v[k - 1]),
    }
}

/// `remove 4 from r5c3, r9c8; 7 from r1c1`, `remove 1–3, 6 from r7c9, r8c9`: eliminations grouped by symbol in
/// first-seen order, symbols leaving the same set of cells written together (runs of three or more as `1–3`).
pub(crate) fn removals(elims: &[(Cell, Symbol)], n: usize) -> String {
    let mut groups: Vec<(Vec<Cell>, Vec<Symbol>)> = Vec::new();
    let mut seen: Vec<Symbol> = Vec::new();
    for &(_, s) in elims {
        if seen.contains(&s) {
            continue;
        }
        seen.push(s);
        let cells: Vec<Cell> = elims.iter().filter(|e| e.1 == s).map(|e| e.0).collect();
        let same = |a: &[Cell]| a.len() == cells.len() && a.iter().all(|c| cells.contains(c));
        match groups.iter_mut().find(|g| same(&g.0)) {
            Some(g) => g.1.push(s),
            None => groups.push((cells, vec![s])),
        }
    }
    let parts: Vec<String> = groups
        .iter_mut()
        .map(|(cells, syms)| {
            crate::core::sort::sort(syms);
            format!("{} from {}", runs(syms), names(cells, n))
        })
        .collect();
    format!("remove {}", parts.join("; "))
}

/// Sorted symbols as `1–4, 7, 8`: runs of three or more joined by a dash.
fn runs(syms: &[Symbol]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < syms.len() {
        let mut j = i;
        while j + 1 < syms.len() && syms[j + 1] == syms[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}–{}", ch(syms[i]), ch(syms[j])));
        } else {
            parts.extend(syms[i..=j].iter().map(|&s| ch(s).to_string()));
        }
        i = j + 1;
    }
    parts.join(", ")
}

/// Empty cells (other than those in `except`) that see every cell of `of` and still have `s`.
pub(crate) fn seeing_all(g: &Grid, of: &[usize], s: Symbol) -> Vec<(Cell, Symbol)> {
    let Some(&first) = of.first() else {
        return vec![];
    };
    g.geo.peers[first]
        .iter()
        .map(|&p| p as usize)
        .filter(|&p| g.has(p, s) && !of.contains(&p) && of.iter().all(|&o| g.sees(p, o)))
        .map(|p| (p as Cell, s))
        .collect()
}

/// Searches `k`-subsets of `items` (bit masks) whose union has exactly `k` bits, calling `f` with the chosen
/// indices and the union until it returns `Some`.
pub(crate) fn subsets<T>(
    items: &[u32],
    k: usize,
    f: &mut impl FnMut(&[usize], u32) -> Option<T>,
) -> Option<T> {
    fn go<T>(
        items: &[u32],
        k: usize,
        start: usize,
        chosen: &mut Vec<usize>,
        acc: u32,
        f: &mut impl FnMut(&[usize], u32) -> Option<T>,
    ) -> Option<T> {
        if chosen.len() == k {
            return if acc.count_ones() as usize == k {
                f(chosen, acc)
            } else {
                None
            };
        }
        for i in start..items.len() {
            if items.len() - i < k - chosen.len() {
                break;
            }
            let a = acc | items[i];
            if a.count_ones() as usize > k {
                continue;
            }
            chosen.push(i);
            let r = go(items, k, i + 1, chosen, a, f);
            chosen.pop();
            if r.is_some() {
                return r;
            }
        }
        None
    }
    go(items, k, 0, &mut Vec::with_capacity(k), 0, f)
}

/// The bit indices of a mask.
pub(crate) fn bits(m: u32) -> impl Iterator<Item = usize> {
    crate::core::candidates::Bits(m as u64).map(|b| b as usize)
}

/// The bit indices of a cell set (`u128`: shapes of at most 128 cells), lowest first.
pub(crate) fn bits128(mut m: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn removals_group_digits_leaving_the_same_cells() {
        let e = [
            (60, 1),
            (60, 2),
            (60, 3),
            (61, 1),
            (61, 2),
            (61, 3),
            (60, 6),
            (61, 6),
        ];
        assert_eq!(super::removals(&e, 9), "remove 1–3, 6 from r7c7, r7c8");
        let e = [(0, 4), (1, 4), (2, 7), (1, 5), (0, 5)];
        assert_eq!(
            super::removals(&e, 9),
            "remove 4, 5 from r1c1, r1c2; 7 from r1c3"
        );
    }
}
