//! Sandwich sum: the digits between a row's or column's 1 and its largest digit (9 on 9×9) add up to the total
//! outside it, so only the places of the 1 and the 9 whose cells between can make the total with different
//! digits (their candidates, 2 to 8) are possible; a candidate no such way uses goes (a 1 or a 9 where no way
//! puts it, a digit between that no way takes, and cells outside every way's sandwich are never 1 or 9). A
//! total of 0 puts the 1 and the 9 side by side; 35 on 9×9 (2+…+8) puts them at the line's ends.

use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell};
use crate::core::rule::Rule;
use crate::hint::step::{sentence, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::Sandwich(cells, total) = rule else {
            continue;
        };
        let Some((used, places)) = ways(g, cells, *total as i32) else {
            continue;
        };
        let (eliminations, figure) = super::kept(g, cells, &used);
        if eliminations.is_empty() || places.is_empty() {
            continue; // nothing goes, or a contradiction other steps show
        }
        let line = crate::rules::sandwich::unit(cells, n);
        let top = crate::core::cell::symbol_char(n as u8);
        let at: Vec<String> = places
            .iter()
            .take(3)
            .map(|&(a, b)| {
                crate::tr!(
                    "sandwich-at",
                    one = cell_name(cells[a], n),
                    top = top,
                    at = cell_name(cells[b], n)
                )
            })
            .collect();
        let placed = match places.len() {
            1 => crate::tr!("sandwich-only", places = &at[0]),
            2..=3 => {
                let mut ways = at.iter().cloned();
                let first = ways.next().unwrap_or_default();
                let places = ways.fold(first, |done, next| {
                    crate::tr!("sandwich-or", first = done, next = next)
                });
                crate::tr!("sandwich-some", places = places)
            }
            k => crate::tr!("sandwich-count", count = k),
        };
        let lost = super::cannot_be(&eliminations, n);
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::SandwichSum,
            units: vec![],
            evidence: cells.clone(),
            placements: vec![],
            eliminations,
            title: Technique::SandwichSum.called().into(),
            explanation: sentence(crate::tr!(
                "explain-sandwich",
                top = top,
                line = line.to_string(),
                total = *total,
                placed = placed,
                lost = crate::hint::step::clauses(&lost)
            )),
        });
    }
    None
}

/// Per cell of the line, the digits some way uses; and the places `(one, top)` of the ways.
type Ways = (Vec<u32>, Vec<(usize, usize)>);

/// The line's [`Ways`] (a way: the 1 and the largest digit placed, the cells between holding different digits
/// that make `total`: a set of digits from 2 to n-1 of that sum, matched to the cells through their
/// candidates). Grids up to 9×9 (the digit sets' table); `None` above.
fn ways(g: &Grid, cells: &[Cell], total: i32) -> Option<Ways> {
    let n = g.n();
    if n > crate::rules::cage::MAX_KILLER_SIDE {
        return None;
    }
    let k = cells.len();
    let cand = |i: usize| g.can_hold(cells[i] as usize).0;
    let ends = (1u32 << 1) | (1 << n);
    let mut used = vec![0u32; k];
    let mut places = vec![];
    for one in (0..k).filter(|&i| cand(i) & 1 << 1 != 0) {
        for top in (0..k).filter(|&j| j != one && cand(j) & 1 << n != 0) {
            let (i, j) = (one.min(top), one.max(top));
            let between: Vec<u32> = (i + 1..j).map(|x| cand(x) & !ends).collect();
            let mut seen = vec![0u32; between.len()];
            let fits = if between.is_empty() || total == 0 {
                // nothing between makes 0 (the sets' table reads a total of 0 as "any")
                between.is_empty() && total == 0
            } else {
                let sets = crate::rules::cage::combinations(n, between.len(), total as u16);
                for set in sets.into_iter().filter(|&m| m & ends == 0) {
                    for (x, seen) in seen.iter_mut().enumerate() {
                        for d in Candidates(between[x] & set & !*seen).iter() {
                            // the others take the rest of the set, one digit each
                            let rest: Vec<u32> = (0..between.len())
                                .filter(|&y| y != x)
                                .map(|y| between[y] & set & !(1 << d))
                                .collect();
                            if matched(&rest) {
                                *seen |= 1 << d;
                            }
                        }
                    }
                }
                seen.iter().all(|&m| m != 0)
            };
            if !fits {
                continue;
            }
            places.push((one, top));
            used[one] |= 1 << 1;
            used[top] |= 1 << n;
            for (x, m) in seen.into_iter().enumerate() {
                used[i + 1 + x] |= m;
            }
            for x in (0..i).chain(j + 1..k) {
                used[x] |= cand(x) & !ends;
            }
        }
    }
    Some((used, places))
}

/// Can each cell take a different digit of its mask (a perfect matching of cells to digits; augmenting paths)?
fn matched(masks: &[u32]) -> bool {
    let mut owner = [usize::MAX; 32];
    fn try_cell(x: usize, masks: &[u32], owner: &mut [usize; 32], visited: &mut u32) -> bool {
        for d in Candidates(masks[x]).iter() {
            if *visited & 1 << d != 0 {
                continue;
            }
            *visited |= 1 << d;
            let o = owner[d as usize];
            if o == usize::MAX || try_cell(o, masks, owner, visited) {
                owner[d as usize] = x;
                return true;
            }
        }
        false
    }
    (0..masks.len()).all(|x| try_cell(x, masks, &mut owner, &mut 0))
}
