//! Basic fish of size 2, 3, 4 (X-wing, swordfish, jellyfish): in `k` base rows a symbol fits only in the same
//! `k` columns, so it leaves those columns everywhere else (and the same with rows and columns swapped).
//! Finned fish: the fins share a box (block or region) and only cells of that box can go, which holds on any
//! layout.

use super::{bits, ch, removals};
use crate::core::cell::{Cell, Unit};
use crate::hint::step::{units_text, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use std::borrow::Cow;

pub fn x_wing(g: &Grid) -> Option<Step> {
    find(g, 2, Technique::XWing)
}
pub fn swordfish(g: &Grid) -> Option<Step> {
    find(g, 3, Technique::Swordfish)
}
pub fn jellyfish(g: &Grid) -> Option<Step> {
    find(g, 4, Technique::Jellyfish)
}

fn find(g: &Grid, k: usize, t: Technique) -> Option<Step> {
    let n = g.n();
    if 2 * k > n {
        return None;
    }
    for s in 1..=n as u8 {
        // rows as base (cover columns), then columns as base (cover rows)
        for base_off in [0, n] {
            let cover_off = n - base_off;
            let mut lines = Vec::new();
            let mut masks = Vec::new();
            for i in 0..n {
                let m = g.pos_mask(base_off + i, s);
                if (2..=k as u32).contains(&m.count_ones()) {
                    lines.push(i);
                    masks.push(m);
                }
            }
            if lines.len() < k {
                continue;
            }
            let build = |base: Vec<usize>, union: u32, elims: Vec<(Cell, u8)>| -> Step {
                let bu: Vec<Unit> = base.iter().map(|&i| g.geo.unit(base_off + i)).collect();
                let cu: Vec<Unit> = bits(union).map(|j| g.geo.unit(cover_off + j)).collect();
                let evidence: Vec<Cell> = base
                    .iter()
                    .flat_map(|&i| g.cells_with(base_off + i, s).collect::<Vec<_>>())
                    .collect();
                let explanation = crate::tr!(
                    "explain-fish",
                    base = units_text(&bu),
                    cover = units_text(&cu),
                    digit = ch(s),
                    removals = removals(&elims, n)
                );
                let mut figure = Figure::default();
                for &u in &bu {
                    figure.unit(u, Role::Base);
                }
                for &u in &cu {
                    figure.unit(u, Role::Cover);
                }
                for &c in &evidence {
                    figure.cand(c, s, Role::Key);
                }
                let mut units = bu;
                units.extend(cu);
                Step {
                    notation: String::new(),
                    figure,
                    technique: t,
                    units,
                    evidence,
                    placements: vec![],
                    eliminations: elims,
                    title: super::title_on(t, s).into(),
                    explanation,
                }
            };
            let first = super::subsets(&masks, k, &mut |idx, union| {
                let base: Vec<usize> = idx.iter().map(|&i| lines[i]).collect();
                let mut elims: Vec<(Cell, u8)> = Vec::new();
                for j in bits(union) {
                    for (i, &c) in g.geo.units[cover_off + j].iter().enumerate() {
                        if !base.contains(&i) && g.has(c as usize, s) {
                            elims.push((c, s));
                        }
                    }
                }
                if elims.is_empty() {
                    return None;
                }
                super::found(build(base, union, elims))
            });
            if first.is_some() {
                return first;
            }
        }
    }
    None
}

/// Finned fish of size 2, 3, 4: `k` base lines whose places for a symbol fit in `k` cover lines except for
/// some "fins", all in one block. Either the fish holds (the symbol leaves the cover lines) or a fin holds it:
/// so the cells of the cover lines inside the fins' block (outside the base lines) lose the symbol.
pub fn finned(g: &Grid) -> Option<Step> {
    let n = g.n();
    for k in 2..=4usize {
        if 2 * k > n {
            break;
        }
        for s in 1..=n as u8 {
            for base_off in [0, n] {
                let cover_off = n - base_off;
                let mut lines = Vec::new();
                let mut masks = Vec::new();
                for i in 0..n {
                    let m = g.pos_mask(base_off + i, s);
                    if (2..=k as u32 + 2).contains(&m.count_ones()) {
                        lines.push(i);
                        masks.push(m);
                    }
                }
                if lines.len() < k {
                    continue;
                }
                if let Some(st) = finned_search(g, k, s, base_off, cover_off, &lines, &masks) {
                    return Some(st);
                }
            }
        }
    }
    None
}

fn finned_search(
    g: &Grid,
    k: usize,
    s: u8,
    base_off: usize,
    cover_off: usize,
    lines: &[usize],
    masks: &[u32],
) -> Option<Step> {
    let n = g.n();
    let mut chosen = Vec::with_capacity(k);
    fn combos(
        len: usize,
        k: usize,
        start: usize,
        chosen: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if chosen.len() == k {
            return f(chosen);
        }
        for i in start..len {
            chosen.push(i);
            if combos(len, k, i + 1, chosen, f) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    /// Base-line combinations whose union of places stays within `max` lines.
    fn base_combos(
        masks: &[u32],
        k: usize,
        max: u32,
        start: usize,
        acc: u32,
        chosen: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if chosen.len() == k {
            return f(chosen);
        }
        for i in start..masks.len() {
            let a = acc | masks[i];
            if a.count_ones() > max {
                continue;
            }
            chosen.push(i);
            if base_combos(masks, k, max, i + 1, a, chosen, f) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    let mut result = None;
    base_combos(masks, k, k as u32 + 2, 0, 0, &mut chosen, &mut |idx| {
        let union = idx.iter().fold(0u32, |a, &i| a | masks[i]);
        let cnt = union.count_ones() as usize;
        if cnt <= k || cnt > k + 2 {
            return false;
        }
        let cols: Vec<usize> = bits(union).collect();
        // choose which k of the union's lines are the cover; the rest are fins
        let mut cchosen = Vec::with_capacity(k);
        let base: Vec<usize> = idx.iter().map(|&i| lines[i]).collect();
        combos(cols.len(), k, 0, &mut cchosen, &mut |cidx| {
            let cover: u32 = cidx.iter().fold(0, |a, &j| a | 1 << cols[j]);
            // every base line must keep a place in the cover (else it is not a fish)
            if idx.iter().any(|&i| masks[i] & cover == 0) {
                return false;
            }
            let fins: Vec<Cell> = base
                .iter()
                .flat_map(|&b| {
                    bits(g.pos_mask(base_off + b, s) & !cover)
                        .map(move |j| g.geo.units[base_off + b][j])
                })
                .collect();
            let block = g.geo.block(fins[0] as usize);
            if fins.iter().any(|&f| g.geo.block(f as usize) != block) {
                return false;
            }
            let mut elims = Vec::new();
            for j in bits(cover) {
                for (i, &c) in g.geo.units[cover_off + j].iter().enumerate() {
                    if !base.contains(&i)
                        && g.has(c as usize, s)
                        && g.geo.block(c as usize) == block
                    {
                        elims.push((c, s));
                    }
                }
            }
            if elims.is_empty() {
                return false;
            }
            let bu: Vec<Unit> = base.iter().map(|&i| g.geo.unit(base_off + i)).collect();
            let cu: Vec<Unit> = bits(cover).map(|j| g.geo.unit(cover_off + j)).collect();
            let name = fish_of_size(k).called();
            let mut evidence: Vec<Cell> = base
                .iter()
                .flat_map(|&b| g.cells_with(base_off + b, s).collect::<Vec<_>>())
                .collect();
            crate::core::sort::sort(&mut evidence);
            let explanation = crate::tr!(
                "explain-finned-fish",
                base = units_text(&bu),
                cover = units_text(&cu),
                digit = ch(s),
                count = fins.len(),
                fins = super::names(&fins, n),
                removals = removals(&elims, n)
            );
            // while instances are listed, `found` keeps each and the search looks on
            result = super::found(step(
                Technique::FinnedFish,
                s,
                (bu, cu),
                &fins,
                evidence,
                elims,
                (
                    crate::tr!("title-finned-fish", fish = name, digit = ch(s)).into(),
                    explanation,
                ),
            ));
            result.is_some()
        })
    });
    result
}

/// The basic fish of `size` base units (2 to 4): X-wing, swordfish, jellyfish.
pub(super) fn fish_of_size(size: usize) -> Technique {
    match size {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

/// A fish's step (every kind: basic, finned, Franken, mutant): its base and cover units, fins and the base
/// units' candidates (`evidence`) in the figure; the units base first.
pub(super) fn step(
    t: Technique,
    s: u8,
    (bu, cu): (Vec<Unit>, Vec<Unit>),
    fins: &[Cell],
    evidence: Vec<Cell>,
    eliminations: Vec<(Cell, u8)>,
    (title, explanation): (Cow<'static, str>, String),
) -> Step {
    let mut figure = Figure::default();
    for &u in &bu {
        figure.unit(u, Role::Base);
    }
    for &u in &cu {
        figure.unit(u, Role::Cover);
    }
    for &f in fins {
        figure.cell(f, Role::Fin);
        figure.cand(f, s, Role::Fin);
    }
    for &c in &evidence {
        figure.cand(c, s, Role::Key);
    }
    let mut units = bu;
    units.extend(cu);
    Step {
        notation: String::new(),
        figure,
        technique: t,
        units,
        evidence,
        placements: vec![],
        eliminations,
        title,
        explanation,
    }
}
