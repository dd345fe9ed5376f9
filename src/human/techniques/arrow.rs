//! Arrow: the digit in an arrow's circle is the sum of the digits along its path, so the circle lies between
//! the path's smallest and largest possible sums, and each path cell is at most the circle's largest digit less
//! the other path cells' smallest ones (and at least its smallest less their largest). An arrow of two cells
//! from a circle that can only be 3 or 4 holds 1 to 3 in each.

use super::ch;
use crate::core::cell::cell_name;
use crate::core::rule::Rule;
use crate::hint::step::{and_list, sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::Arrow(cells) = rule else {
            continue;
        };
        let (circle, path) = cells.split_first()?;
        let lo = |c: u16| g.cands[c as usize].iter().next().unwrap_or(0) as i32;
        let hi = |c: u16| g.cands[c as usize].iter().last().unwrap_or(0) as i32;
        let path_lo: i32 = path.iter().map(|&c| lo(c)).sum();
        let path_hi: i32 = path.iter().map(|&c| hi(c)).sum();
        let (c_lo, c_hi) = (lo(*circle), hi(*circle));
        // the window each cell's digit must lie in
        let mut windows: Vec<(i32, i32)> = vec![(path_lo, path_hi)];
        for &c in path {
            windows.push((c_lo - (path_hi - hi(c)), c_hi - (path_lo - lo(c))));
        }
        let Some(super::window::Squeezed {
            eliminations,
            said,
            figure,
        }) = super::window::squeeze(g, cells, &windows)
        else {
            continue;
        };
        let names: Vec<String> = path.iter().map(|&c| cell_name(c, n)).collect();
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::Arrow,
            units: vec![],
            evidence: cells.clone(),
            placements: vec![],
            eliminations,
            title: Technique::Arrow.called().into(),
            explanation: sentence(crate::tr!(
                "explain-arrow",
                circle = cell_name(*circle, n),
                path = and_list(&names),
                low = path_lo,
                high = path_hi,
                least = ch(c_lo as u8),
                most = ch(c_hi as u8),
                said = and_list(&said)
            )),
        });
    }
    None
}

/// Arrow combination: the digits an arrow's path can take together (cells that see each other differ), each
/// making a sum its circle can hold; a candidate of the circle or the path that no such combination uses goes
/// (a circle of 3 or 4 over two cells of one row: 1+2 and 1+3 only, so neither cell is 4 or more and one is 1
/// … when the bounds say nothing more).
pub fn combination(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::Arrow(cells) = rule else {
            continue;
        };
        let k = cells.len();
        let cand = |i: usize| g.cands[cells[i] as usize].0;
        // every assignment of the path, each cell to one of its candidates, cells that see each other different
        let mut used = vec![0u32; k];
        let mut combos: Vec<Vec<u8>> = vec![];
        let mut digits = vec![0u8; k];
        fn walk(
            g: &Grid,
            cells: &[u16],
            i: usize,
            digits: &mut Vec<u8>,
            cand: &dyn Fn(usize) -> u32,
            out: &mut dyn FnMut(&[u8]),
        ) {
            if i == cells.len() {
                out(digits);
                return;
            }
            for d in crate::core::candidates::Candidates(cand(i)).iter() {
                let clash =
                    (1..i).any(|j| digits[j] == d && g.sees(cells[j] as usize, cells[i] as usize));
                if !clash {
                    digits[i] = d;
                    walk(g, cells, i + 1, digits, cand, out);
                }
            }
        }
        walk(g, cells, 1, &mut digits, &cand, &mut |ds: &[u8]| {
            let sum: u32 = ds[1..].iter().map(|&d| d as u32).sum();
            let circle_ok = sum < 32
                && cand(0) & (1 << sum) != 0
                && (1..k)
                    .all(|j| ds[j] as u32 != sum || !g.sees(cells[0] as usize, cells[j] as usize));
            if circle_ok {
                used[0] |= 1 << sum;
                for j in 1..k {
                    used[j] |= 1 << ds[j];
                }
                if combos.len() < 5 {
                    let mut c = ds.to_vec();
                    c[0] = sum as u8;
                    combos.push(c);
                }
            }
        });
        let mut eliminations = vec![];
        for (i, &c) in cells.iter().enumerate() {
            if g.cells[c as usize] != 0 {
                continue;
            }
            for d in g.cands[c as usize]
                .iter()
                .filter(|&d| used[i] & (1 << d) == 0)
            {
                eliminations.push((c, d));
            }
        }
        if eliminations.is_empty() || used.contains(&0) {
            continue; // nothing goes, or a contradiction other steps show
        }
        let path: Vec<String> = cells[1..].iter().map(|&c| cell_name(c, n)).collect();
        let made = if combos.len() <= 4 {
            let v: Vec<String> = combos
                .iter()
                .map(|c| {
                    let parts: Vec<String> = c[1..].iter().map(|&d| ch(d).to_string()).collect();
                    format!("{}={}", parts.join("+"), ch(c[0]))
                })
                .collect();
            crate::tr!("arrow-made-ways", ways = crate::hint::step::or_list(&v))
        } else {
            crate::tr!("arrow-made-sums", sums = super::or_list(used[0]))
        };
        let lost = super::cannot_be(&eliminations, n);
        let mut figure = Figure::default();
        for &c in cells {
            figure.cell(c, Role::Key);
        }
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::ArrowCombination,
            units: vec![],
            evidence: cells.clone(),
            placements: vec![],
            eliminations,
            title: Technique::ArrowCombination.called().into(),
            explanation: sentence(crate::tr!(
                "explain-arrow-combination",
                circle = cell_name(cells[0], n),
                path = and_list(&path),
                made = made,
                lost = crate::hint::step::clauses(&lost)
            )),
        });
    }
    None
}
