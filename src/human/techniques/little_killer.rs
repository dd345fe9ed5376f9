//! Little killer: the digits along a little killer's diagonal add up to its total, so only the ways its cells
//! can take one candidate each (cells that see each other, in one block, holding different digits) that make
//! the total are possible; a candidate no such way uses goes. A 3-cell diagonal in one corner block with a
//! total of 6 holds 1, 2 and 3; one of 8 cells totalling 10 keeps 1s and 2s and a 3 at most.

use super::ch;
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell};
use crate::core::rule::Rule;
use crate::hint::step::{and_list, sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// Ways tried per diagonal before it is left to other steps (a long diagonal with wide candidates).
const BUDGET: usize = 20_000;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::LittleKiller(cells, total) = rule else {
            continue;
        };
        let Some(Ways { used, shown, count }) = ways(g, cells, *total as i32) else {
            continue;
        };
        let (eliminations, figure) = super::kept(g, cells, &used);
        if eliminations.is_empty() || used.contains(&0) {
            continue; // nothing goes, or a contradiction other steps show
        }
        let made = if count <= 3 {
            let v: Vec<String> = shown
                .iter()
                .map(|w| {
                    w.iter()
                        .map(|&d| ch(d).to_string())
                        .collect::<Vec<_>>()
                        .join("+")
                })
                .collect();
            crate::tr!("little-killer-ways", ways = crate::hint::step::or_list(&v))
        } else {
            let keep: Vec<String> = cells
                .iter()
                .zip(&used)
                .filter(|(&c, _)| g.cells[c as usize] == 0)
                .map(|(&c, &m)| {
                    crate::tr!(
                        "little-killer-keep",
                        cell = cell_name(c, n),
                        digits = super::or_list(m)
                    )
                })
                .collect();
            crate::tr!("little-killer-count", count = count, kept = and_list(&keep))
        };
        let lost = super::cannot_be(&eliminations, n);
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::LittleKiller,
            units: vec![],
            evidence: cells.clone(),
            placements: vec![],
            eliminations,
            title: Technique::LittleKiller.called().into(),
            explanation: sentence(crate::tr!(
                "explain-little-killer",
                first = cell_name(cells[0], n),
                last = cell_name(*cells.last()?, n),
                total = *total,
                made = made,
                lost = crate::hint::step::clauses(&lost)
            )),
        });
    }
    None
}

/// The ways of a diagonal: per cell the digits some way uses, the first three ways, and how many there are.
struct Ways {
    used: Vec<u32>,
    shown: Vec<Vec<u8>>,
    count: usize,
}

/// The ways `cells` can take one candidate each (placed cells their digit; cells that see each other
/// different) adding up to `total`; `None` past [`BUDGET`] tries.
fn ways(g: &Grid, cells: &[Cell], total: i32) -> Option<Ways> {
    let k = cells.len();
    let cand = |i: usize| g.can_hold(cells[i] as usize);
    // the smallest and largest sums of cells i..
    let mut rest = vec![(0i32, 0i32); k + 1];
    for i in (0..k).rev() {
        let c = cand(i);
        let lo = c.iter().next().unwrap_or(0) as i32;
        let hi = c.iter().last().unwrap_or(0) as i32;
        rest[i] = (rest[i + 1].0 + lo, rest[i + 1].1 + hi);
    }
    let mut w = Ways {
        used: vec![0; k],
        shown: vec![],
        count: 0,
    };
    let mut digits = vec![0u8; k];
    let mut tries = 0;
    #[allow(clippy::too_many_arguments)]
    fn walk(
        g: &Grid,
        cells: &[Cell],
        cand: &dyn Fn(usize) -> Candidates,
        rest: &[(i32, i32)],
        i: usize,
        left: i32,
        digits: &mut Vec<u8>,
        w: &mut Ways,
        tries: &mut usize,
    ) -> bool {
        *tries += 1;
        if *tries > BUDGET {
            return false;
        }
        if i == cells.len() {
            if left == 0 {
                w.count += 1;
                for (j, &d) in digits.iter().enumerate() {
                    w.used[j] |= 1 << d;
                }
                if w.shown.len() < 3 {
                    w.shown.push(digits.clone());
                }
            }
            return true;
        }
        for d in cand(i).iter() {
            let after = left - d as i32;
            if !(rest[i + 1].0..=rest[i + 1].1).contains(&after) {
                continue;
            }
            let clash =
                (0..i).any(|j| digits[j] == d && g.sees(cells[j] as usize, cells[i] as usize));
            if !clash {
                digits[i] = d;
                if !walk(g, cells, cand, rest, i + 1, after, digits, w, tries) {
                    return false;
                }
            }
        }
        true
    }
    walk(
        g,
        cells,
        &cand,
        &rest,
        0,
        total,
        &mut digits,
        &mut w,
        &mut tries,
    )
    .then_some(w)
}
