//! W-wing: two cells with the same two candidates X/Y that do not see each other, joined by a strong link on
//! X (a unit where X has exactly two places, one seeing each cell). If the first cell is not Y it is X, so the
//! link puts X beside the second cell, which is then Y: one of them is Y, and Y leaves every cell seeing both.

use super::xy_wing::pair_text;
use super::{bits, ch, removals, seeing_all};
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{sentence, Figure, Node, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let bis: Vec<usize> = (0..n * n)
        .filter(|&c| g.is_empty(c) && g.cands[c].len() == 2)
        .collect();
    // strong links: (unit, symbol, cell p, cell q)
    let mut links = Vec::new();
    for u in 0..g.geo.units.len() {
        for s in 1..=n as u8 {
            let m = g.pos_mask(u, s);
            if m.count_ones() == 2 {
                let mut it = bits(m).map(|i| g.geo.units[u][i] as usize);
                let (p, q) = (it.next()?, it.next()?);
                links.push((u, s, p, q));
            }
        }
    }
    for (i, &a) in bis.iter().enumerate() {
        for &b in &bis[i + 1..] {
            if g.cands[a] != g.cands[b] || g.sees(a, b) {
                continue;
            }
            let pair = g.cands[a];
            for x in pair.iter() {
                let y = pair
                    .minus(crate::core::candidates::Candidates::single(x))
                    .first()?;
                let elims = seeing_all(g, &[a, b], y);
                if elims.is_empty() {
                    continue;
                }
                for &(u, s, p, q) in &links {
                    if s != x || [p, q].iter().any(|c| *c == a || *c == b) {
                        continue;
                    }
                    let (p, q) = if g.sees(p, a) && g.sees(q, b) {
                        (p, q)
                    } else if g.sees(q, a) && g.sees(p, b) {
                        (q, p)
                    } else {
                        continue;
                    };
                    let unit = g.geo.unit(u);
                    // (y)a = (x)a - (x)p = (x)q - (x)b = (y)b
                    let mut figure = Figure::default();
                    figure.unit(unit, Role::Base);
                    figure.cell(a as Cell, Role::Pincer);
                    figure.cell(b as Cell, Role::Pincer);
                    let nd = |c: usize, s| Node::one(c as Cell, s);
                    figure.link(nd(a, y), nd(a, x), true);
                    figure.link(nd(a, x), nd(p, x), false);
                    figure.link(nd(p, x), nd(q, x), true);
                    figure.link(nd(q, x), nd(b, x), false);
                    figure.link(nd(b, x), nd(b, y), true);
                    if let Some(st) = super::found(Step {
                        notation: String::new(),
                        figure,
                        technique: Technique::WWing,
                        units: vec![unit],
                        evidence: vec![a as Cell, b as Cell, p as Cell, q as Cell],
                        placements: vec![],
                        title: Technique::WWing.called().into(),
                        explanation: sentence(crate::tr!(
                            "explain-w-wing",
                            first = cell_name(a as Cell, n),
                            second = cell_name(b as Cell, n),
                            pair = pair_text(pair),
                            digit = ch(x),
                            one = cell_name(p as Cell, n),
                            other = cell_name(q as Cell, n),
                            unit = unit.to_string(),
                            result = ch(y),
                            removals = removals(&elims, n)
                        )),
                        eliminations: elims.clone(),
                    }) {
                        return Some(st);
                    }
                }
            }
        }
    }
    None
}
