//! Cages in forcing chains: inside a branch, a cage whose cells changed keeps only the digit sets of
//! its sum that still fit them ([`fitting`], as the Cage combination technique reads them). Its open
//! cells lose every digit none of those sets holds ("r4c4 ≠ 6 (the 12-cage at r4c3 can only hold 39 or 48)"),
//! a last open cell takes what the sum still needs ("r3c5 = 2 (the 9-cage at r3c4: 7 + 2)"), a digit every set
//! holds goes to its only place in the cage, and a cage with no set left is a contradiction. Each implication
//! follows from every implication that changed the cage's cells.
//!
//! [`fitting`]: crate::human::grid::fitting

use super::{Branch, Contra, Why, NONE};
use crate::core::cell::{Symbol, Unit};
use crate::hint::step::{Figure, Role};
use crate::human::grid::fitting;
use crate::human::grid::Grid;
use crate::rules::cage::{cage_label, combinations, combos_text};

/// What a cage implication read: the cage, its digit sets that still fitted, and the rule used.
pub(super) struct Note {
    cage: usize,
    fit: Vec<u32>,
    kind: Kind,
}

#[derive(Clone, Copy)]
enum Kind {
    /// The digit is in none of the sets.
    Combination,
    /// The cage's last open cell: its sum less its placed digits.
    Sum,
    /// Every set holds the digit and it has one place left in the cage.
    Needs,
}

/// The digit sets of each cage's sum (none for a cage without a sum, or past the sets table's sides:
/// [`crate::rules::cage::summed`]); empty without cages, so propagation skips cages there.
pub(super) fn combos(g: &Grid) -> Vec<Vec<u32>> {
    let mut out = vec![vec![]; g.geo.cages().len()];
    for (k, cage) in crate::rules::cage::summed(&g.geo) {
        out[k] = combinations(g.n(), cage.cells.len(), cage.sum);
    }
    out
}

/// One pass over the cages whose cells the branch changed: true if a candidate went or a cell was filled; the
/// contradiction when a cage has no digit set left.
pub(super) fn step(
    g0: &Grid,
    b: &mut Branch,
    combos: &[Vec<u32>],
) -> Result<bool, (Contra, Vec<u32>)> {
    let mut changed = false;
    for (k, cage) in g0.geo.cages().iter().enumerate() {
        if combos[k].is_empty() {
            continue;
        }
        let parents = causes(g0, b, k);
        if parents.is_empty() {
            continue;
        }
        let fit = fitting(&b.g, &cage.cells, &combos[k]);
        if fit.is_empty() {
            return Err((Contra::Cage(k), parents));
        }
        let placed = cage
            .cells
            .iter()
            .fold(0u32, |m, &c| m | 1 << b.g.cells[c as usize])
            & !1;
        let open: Vec<usize> = cage
            .cells
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| b.g.cells[c] == 0)
            .collect();
        let allowed = fit.iter().fold(0u32, |a, &m| a | m) & !placed;
        let required = fit.iter().fold(u32::MAX, |a, &m| a & m) & !placed;
        let note = |b: &mut Branch, kind| {
            b.notes.push(Note {
                cage: k,
                fit: fit.clone(),
                kind,
            });
            Why::Cage(b.notes.len() as u32 - 1)
        };
        if let ([c], 1) = (&open[..], allowed.count_ones()) {
            if b.g.cands[*c].len() > 1 {
                let why = note(b, Kind::Sum);
                b.place(*c, allowed.trailing_zeros() as Symbol, why, parents);
                changed = true;
            }
            continue;
        }
        let mut why = None;
        for &c in &open {
            for x in b.g.cands[c].iter().filter(|&x| allowed & 1 << x == 0) {
                let w = *why.get_or_insert_with(|| note(b, Kind::Combination));
                b.remove(c, x, w, parents.clone());
                changed = true;
            }
        }
        for d in (1..=g0.n() as Symbol).filter(|&d| required & 1 << d != 0) {
            let mut places = open.iter().filter(|&&c| b.g.cands[c].contains(d));
            if let (Some(&c), None) = (places.next(), places.next()) {
                if b.g.cands[c].len() > 1 {
                    let why = note(b, Kind::Needs);
                    b.place(c, d, why, parents);
                    changed = true;
                    break;
                }
            }
        }
    }
    Ok(changed)
}

/// The implications that changed cage `k`'s cells in the branch: those that filled them and those that
/// removed their candidates.
fn causes(g0: &Grid, b: &Branch, k: usize) -> Vec<u32> {
    let st = b.stride();
    let mut v = Vec::new();
    for &c in &g0.geo.cages()[k].cells {
        let c = c as usize;
        if g0.cells[c] != 0 {
            continue;
        }
        if b.g.cells[c] != 0 {
            v.push(b.placed_by[c]);
            continue;
        }
        for x in g0.cands[c].iter().filter(|&x| !b.g.cands[c].contains(x)) {
            v.push(b.elim_by[c * st + x as usize]);
        }
    }
    v.retain(|&i| i != NONE);
    crate::core::sort::sort(&mut v);
    v.dedup();
    v
}

/// Why a cage implication about `d` holds, in words: `the 12-cage at r4c3 can only hold 39 or 48`.
pub(super) fn reason(g: &Grid, note: &Note, d: Symbol) -> String {
    let name = cage_label(&g.geo, note.cage);
    let dc = super::ch(d);
    match note.kind {
        Kind::Combination => crate::tr!(
            "cage-reason-holds",
            cage = name,
            combos = combos_text(&note.fit)
        ),
        Kind::Sum => {
            let mut terms: Vec<String> = (1..=g.n() as Symbol)
                .filter(|&x| x != d && note.fit[0] & 1 << x != 0)
                .map(|x| super::ch(x).to_string())
                .collect();
            terms.push(dc.to_string());
            crate::tr!("cage-reason-sum", cage = name, terms = terms.join(" + "))
        }
        Kind::Needs => crate::tr!(
            "cage-reason-needs",
            digit = dc,
            cage = name,
            combos = combos_text(&note.fit)
        ),
    }
}

/// Adds the cages the implications `ids` of branch `b` read to `figure` (role `Base`), once each.
pub(super) fn figure_units(b: &Branch, ids: &[u32], figure: &mut Figure) {
    for &i in ids {
        if let Why::Cage(k) = b.imps[i as usize].why {
            let u = Unit::Cage(b.notes[k as usize].cage as u8);
            if !figure.units.iter().any(|&(x, _)| x == u) {
                figure.units.push((u, Role::Base));
            }
        }
    }
}
