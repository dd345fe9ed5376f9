//! Unique rectangle, type 3. Two corners on one side of a rectangle (spanning two blocks) hold exactly A/B;
//! the two other corners hold A or B and other candidates. They cannot both end up A/B (the values could swap
//! and the puzzle would have two solutions), so together they act as one cell holding their extra candidates.
//! With other cells of a unit they share, that "cell" can complete a naked subset: its symbols leave the rest of
//! the unit.

use super::rectangle::{figure, not_pair, pair_rectangles, pair_text};
use super::{names, removals, subsets, symbols};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    pair_rectangles(g, &mut |k, pair| {
        let roof = not_pair(g, k, pair);
        let [i, j] = roof[..] else { return None };
        if i ^ j == 3 {
            return None;
        }
        let (c, d) = (k[i], k[j]);
        let extra = g.cands[c].union(g.cands[d]).minus(pair);
        if extra.len() < 2 {
            return None;
        }
        for u in g.geo.common_units(&[c, d]) {
            let others: Vec<usize> = g.geo.units[u]
                .iter()
                .map(|&x| x as usize)
                .filter(|&x| g.is_empty(x) && x != c && x != d)
                .collect();
            // the virtual cell first, then up to three real cells
            for m in 1..=3usize.min(others.len().saturating_sub(1)) {
                let mut masks = vec![extra.0];
                masks.extend(others.iter().map(|&x| g.cands[x].0));
                let found = subsets(&masks, m + 1, &mut |idx, union| {
                    if idx[0] != 0 {
                        return None;
                    }
                    let chosen: Vec<usize> = idx[1..].iter().map(|&q| others[q - 1]).collect();
                    let set = Candidates(union);
                    let elims: Vec<(Cell, Symbol)> = set
                        .iter()
                        .flat_map(|s| {
                            others
                                .iter()
                                .filter(|x| !chosen.contains(x) && g.has(**x, s))
                                .map(move |&x| (x as Cell, s))
                                .collect::<Vec<_>>()
                        })
                        .collect();
                    // While listing: when the roof and the subset's cells share a second unit too (a line
                    // and a block), the subset's symbols leave both at once, one more instance (as HoDoKu's
                    // steps take it). The hint stays the single unit's step.
                    let mut both = elims.clone();
                    let single = elims.len();
                    let mut units = vec![u];
                    if super::listing() {
                        let mut all = vec![c, d];
                        all.extend(&chosen);
                        for v in g.geo.common_units(&all).into_iter().filter(|&v| v != u) {
                            units.push(v);
                            for &x in g.geo.units[v].iter() {
                                let x = x as usize;
                                if !g.is_empty(x) || all.contains(&x) {
                                    continue;
                                }
                                for s in g.cands[x].intersect(set).iter() {
                                    if !both.contains(&(x as Cell, s)) {
                                        both.push((x as Cell, s));
                                    }
                                }
                            }
                        }
                        both.sort_unstable();
                    }
                    if !elims.is_empty() {
                        if let Some(st) =
                            super::found(step(g, k, pair, (c, d), extra, &[u], &chosen, set, elims))
                        {
                            return Some(st);
                        }
                    }
                    if both.len() > single {
                        let _ = super::found(step(
                            g,
                            k,
                            pair,
                            (c, d),
                            extra,
                            &units,
                            &chosen,
                            set,
                            both,
                        ));
                    }
                    None
                });
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    })
}

/// The step of rectangle `k` on `pair` whose roof `(c, d)` (extras `extra`) and the cells `chosen` of units `us`
/// (one, or a line and a block) hold the symbols `set`, which leave the units' other cells (`elims`).
#[allow(clippy::too_many_arguments)]
fn step(
    g: &Grid,
    k: [usize; 4],
    pair: Candidates,
    (c, d): (usize, usize),
    extra: Candidates,
    us: &[usize],
    chosen: &[usize],
    set: Candidates,
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let units: Vec<_> = us.iter().map(|&u| g.geo.unit(u)).collect();
    let chosen_c: Vec<Cell> = chosen.iter().map(|&x| x as Cell).collect();
    let corners: Vec<Cell> = k.iter().map(|&x| x as Cell).collect();
    let mut evidence = corners.clone();
    evidence.extend(&chosen_c);
    let mut fig = figure(g, k, &pair.iter().collect::<Vec<_>>());
    fig.units
        .extend(units.iter().map(|&u| (u, crate::hint::step::Role::Base)));
    Step {
        notation: String::new(),
        technique: Technique::UniqueRectangle3,
        units: units.clone(),
        evidence,
        placements: vec![],
        title: Technique::UniqueRectangle3.called().into(),
        explanation: sentence(crate::tr!(
            "explain-unique-rectangle-3",
            corners = names(&corners, n),
            pair = pair_text(pair),
            first = cell_name(c as Cell, n),
            second = cell_name(d as Cell, n),
            extra = super::or_list(extra.0),
            cells = names(&chosen_c, n),
            unit = match units[..] {
                [u] => super::single_digit::unit_text(u),
                _ => crate::hint::step::units_text(&units),
            },
            digits = symbols(set.iter()),
            removals = removals(&elims, n)
        )),
        eliminations: elims,
        figure: fig,
    }
}
