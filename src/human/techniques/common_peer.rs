//! Common peer elimination: a candidate that would leave some unit no place for a digit is false. The same
//! digit: every place for 9 in block 2 is a peer of r1c3 (its row, a diagonal, a knight's or a king's move), so
//! r1c3 is not 9 (anti-knight solvers call it the L technique, X-Sudoku solvers crossover). Another digit,
//! across a rule relating two cells: a 6 in r8c8 would take 7 from both its neighbours r7c8 and r9c8 on a
//! non-consecutive grid, the only places for 7 in column 8, so r8c8 is not 6 (thermometers, dots and lines
//! alike). On a plain grid the first is locked candidates and there is no second; the finder looks where
//! rules keep cells apart or relate them (anti-knight, anti-king, non-consecutive, dots, lines), not on X,
//! Jigsaw or Killer grids alone, whose levels were measured without it.

use super::ch;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::core::geometry::Relation;
use crate::hint::step::{and_list, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// The relation of `c` and `y` whose rule forbids `e` in `y` when `c` holds `d`, if any.
fn forbidding(g: &Grid, c: Cell, d: Symbol, y: Cell, e: Symbol) -> Option<&Relation> {
    g.geo.related[c as usize]
        .iter()
        .map(|&k| &g.geo.relations[k as usize])
        .find(|r| {
            let (to, table) = r.from(c);
            to == y && table[d as usize] & (1 << e) == 0
        })
}

/// Does `y` lose `e` when `c` holds `d`? (The search's test: [`why`] words it once a step is found.)
fn kills(g: &Grid, c: Cell, d: Symbol, y: Cell, e: Symbol) -> bool {
    (d == e && g.sees(c as usize, y as usize)) || forbidding(g, c, d, y, e).is_some()
}

/// Why a place loses its digit: it shares unit `.0` with the cell, a rule keeps the two apart, it merely sees
/// the cell (a cage), or a rule relating the two forbids it.
#[derive(Clone, Copy, PartialEq)]
enum Why {
    Unit(usize),
    Apart(u16),
    Sees,
    Related(u16),
}

/// Why `y` loses `e` when `c` holds `d` (`None`: it does not).
fn why(g: &Grid, c: Cell, d: Symbol, y: Cell, e: Symbol) -> Option<Why> {
    if d == e && g.sees(c as usize, y as usize) {
        if let Some(&u) = g.geo.common_units(&[c as usize, y as usize]).first() {
            return Some(Why::Unit(u));
        }
        let pair = g
            .geo
            .pairs
            .iter()
            .find(|p| (p.a, p.b) == (c.min(y), c.max(y)));
        return Some(pair.map_or(Why::Sees, |p| Why::Apart(p.rule)));
    }
    forbidding(g, c, d, y, e).map(|r| Why::Related(r.rule))
}

/// The reasons the places `ys` (all but `c`) lose `e`, places of one reason together: "r1c4 and r1c6 share row
/// 1 with r1c3", "r2c5 is a knight's move apart from r1c3", "r7c8 and r9c8 could not be 7 (cells that share a
/// side never hold consecutive digits)".
fn reasons(g: &Grid, c: Cell, d: Symbol, ys: &[Cell], e: Symbol) -> Vec<String> {
    let n = g.n();
    let mut groups: Vec<(Why, Vec<Cell>)> = vec![];
    for &y in ys {
        let Some(w) = why(g, c, d, y, e) else {
            continue;
        };
        match groups.iter_mut().find(|(k, _)| *k == w) {
            Some((_, v)) => v.push(y),
            None => groups.push((w, vec![y])),
        }
    }
    let cn = cell_name(c, n);
    groups
        .into_iter()
        .map(|(w, cells)| {
            let names: Vec<String> = cells.iter().map(|&y| cell_name(y, n)).collect();
            let (who, count) = (and_list(&names), cells.len());
            let rule = |k: u16| &g.geo.rules[k as usize];
            match w {
                Why::Unit(u) => crate::tr!(
                    "common-peer-unit",
                    count = count,
                    cells = who,
                    unit = g.geo.unit(u).to_string(),
                    cell = cn.as_str()
                ),
                Why::Apart(k) => crate::tr!(
                    "common-peer-apart",
                    count = count,
                    cells = who,
                    words = crate::rules::words(rule(k)),
                    cell = cn.as_str()
                ),
                Why::Sees => crate::tr!(
                    "common-peer-sees",
                    count = count,
                    cells = who,
                    cell = cn.as_str()
                ),
                Why::Related(k) => crate::tr!(
                    "common-peer-related",
                    count = count,
                    cells = who,
                    digit = ch(e),
                    words = crate::rules::words(rule(k))
                ),
            }
        })
        .collect()
}

/// The first candidate whose digit would leave a unit no place for a digit (itself or another).
pub fn find(g: &Grid) -> Option<Step> {
    let geo = &g.geo;
    // Cells kept apart by a rule other than a cage's (a Killer's cage pairs are its own techniques'), or
    // related by one.
    let apart = geo.pairs.iter().any(|p| !geo.by_cage(p.rule));
    let related = geo.relations.iter().any(|r| !geo.by_cage(r.rule));
    if !apart && !related {
        return None;
    }
    if !related && g.n() * g.n() <= 128 {
        return apart_only(g);
    }
    by_places(g, related)
}

/// [`find`] place by place: the peers of a unit's first place for a digit (and, with `related`, the cells
/// related to it) that would take every place.
fn by_places(g: &Grid, related: bool) -> Option<Step> {
    let geo = &g.geo;
    let mut places: Vec<Cell> = Vec::with_capacity(g.n());
    for u in 0..geo.units.len() {
        for e in 1..=g.n() as Symbol {
            places.clear();
            places.extend(g.cells_with(u, e));
            let Some(&first) = places.first() else {
                continue;
            };
            // Who can take every place, in cell order: a peer of the first place (its own digit, from outside
            // the unit), or the first place itself or a cell related to it (another digit, across a relation).
            let (f, peers) = (first as usize, &geo.peers[first as usize]);
            // (without relations the first place, a place, can take nothing: no list to make)
            let mut extra: Vec<Cell> = if related { vec![first] } else { vec![] };
            for &k in &geo.related[f] {
                let c = geo.relations[k as usize].from(first).0;
                if !extra.contains(&c) && peers.binary_search(&c).is_err() {
                    extra.push(c);
                }
            }
            crate::core::sort::sort(&mut extra);
            let (mut i, mut j) = (0, 0);
            while i < peers.len() || j < extra.len() {
                let c = match (peers.get(i), extra.get(j)) {
                    (Some(&p), Some(&x)) if p < x => {
                        i += 1;
                        p
                    }
                    (Some(&p), None) => {
                        i += 1;
                        p
                    }
                    (_, Some(&x)) => {
                        j += 1;
                        x
                    }
                    (None, None) => break,
                };
                if g.cells[c as usize] != 0 {
                    continue;
                }
                // (a place holds its digit: only another digit there, and never in a hidden single's cell)
                let own = g.has(c as usize, e) && !places.contains(&c);
                let across = related
                    && (c == first
                        || geo.related[f]
                            .iter()
                            .any(|&k| geo.relations[k as usize].from(first).0 == c))
                    && !(places.len() == 1 && c == first);
                if !own && !across {
                    continue;
                }
                if !related {
                    // a peer of the first place: does it see the others? (no relation to take more)
                    if places[1..]
                        .iter()
                        .all(|&y| geo.sees(c as usize, y as usize))
                    {
                        if let Some(st) = super::found(step(g, u, e, &places, c, e)) {
                            return Some(st);
                        }
                    }
                    continue;
                }
                for d in g.cands[c as usize].iter() {
                    if !(if d == e { own } else { across }) {
                        continue;
                    }
                    if places.iter().all(|&y| y == c || kills(g, c, d, y, e)) {
                        if let Some(st) = super::found(step(g, u, e, &places, c, d)) {
                            return Some(st);
                        }
                    }
                }
            }
        }
    }
    None
}

/// [`find`] where rules only keep cells apart (no relation: a place's digit goes only from its peers), on
/// grids of at most 128 cells: the peers of every place, as bit sets, are the cells that lose the digit. The
/// same steps in the same order (cells in ascending order, as the peers of the first place are listed), in a
/// fifth of the time on anti-knight 9×9 (whose Hard generation spent a third of its time here).
fn apart_only(g: &Grid) -> Option<Step> {
    let geo = &g.geo;
    let set = |cells: &[Cell]| cells.iter().fold(0u128, |m, &c| m | 1 << c);
    let peers: Vec<u128> = geo.peers.iter().map(|p| set(p)).collect();
    let has: Vec<u128> = (1..=g.n() as Symbol).map(|e| g.places_bits(e)).collect();
    for (u, unit) in geo.units.iter().enumerate() {
        let unit = set(unit);
        for (e, &has) in (1..).zip(&has) {
            let places = unit & has;
            if places == 0 {
                continue;
            }
            let takers = super::bits128(places).fold(has & !places, |m, p| m & peers[p]);
            if takers == 0 {
                continue;
            }
            // in the unit's order, as the step lists them
            let places: Vec<Cell> = g.cells_with(u, e).collect();
            for c in super::bits128(takers) {
                if let Some(st) = super::found(step(g, u, e, &places, c as Cell, e)) {
                    return Some(st);
                }
            }
        }
    }
    None
}

fn step(g: &Grid, u: usize, e: Symbol, places: &[Cell], c: Cell, d: Symbol) -> Step {
    let others: Vec<Cell> = places.iter().copied().filter(|&y| y != c).collect();
    let mut reasons = reasons(g, c, d, &others, e);
    let n = g.n();
    let unit = g.geo.unit(u);
    let cn = cell_name(c, n);
    if places.contains(&c) {
        reasons.insert(
            0,
            crate::tr!("common-peer-would-hold", cell = cn.as_str(), digit = ch(d)),
        );
    }
    let mut figure = Figure::default();
    figure.unit(unit, Role::Base);
    for &y in places {
        figure.cand(y, e, Role::Key);
    }
    figure.cand(c, d, Role::Pivot);
    let reasons = reasons.join(&crate::tr!("common-peer-reason-sep"));
    let explanation = match d == e {
        true => crate::tr!(
            "explain-common-peer-same",
            digit = ch(e),
            unit = unit.to_string(),
            cell = cn,
            reasons = reasons
        ),
        false => crate::tr!(
            "explain-common-peer-other",
            cell = cn,
            digit = ch(d),
            other = ch(e),
            unit = unit.to_string(),
            reasons = reasons
        ),
    };
    Step {
        technique: Technique::CommonPeerElimination,
        units: vec![unit],
        evidence: places.to_vec(),
        placements: vec![],
        eliminations: vec![(c, d)],
        title: Technique::CommonPeerElimination.called().into(),
        explanation,
        notation: String::new(),
        figure,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::any::AnyPuzzle;

    /// The bit-set search finds the step the place-by-place one does, at every position of the solve paths
    /// of the 9×9 master puzzles whose rules relate no side neighbours (`tests/data/rules_9x9_master_mixes.txt`:
    /// anti-knight, anti-king, Windoku, X, even/odd and mixes) and of a 6×6 anti-knight, and some of them have
    /// one.
    #[test]
    fn apart_only_finds_what_the_place_by_place_search_finds() {
        let text = include_str!("../../../tests/data/rules_9x9_master_mixes.txt");
        let nine = text
            .lines()
            .filter(|l| l.starts_with("sudoku:") && !l.contains("nonconsecutive"));
        let mut found = 0;
        for id in nine.chain(["sudoku:2x3:....2.1....4..4..3.......6..........:antiknight"]) {
            let AnyPuzzle::Sudoku(p) = AnyPuzzle::parse(id).unwrap() else {
                panic!("a Sudoku")
            };
            let mut g = Grid::new(&p, None);
            while !g.is_complete() {
                let fast = apart_only(&g);
                assert_eq!(fast, by_places(&g, false), "{id}");
                found += usize::from(fast.is_some());
                let Some(next) = crate::human::solver::next_step(&g) else {
                    break;
                };
                g.apply(&next);
            }
        }
        assert!(found >= 20, "{found} positions with a step");
    }
}
