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
        let mut bounds: Vec<(u16, i32, i32)> = vec![(*circle, path_lo, path_hi)];
        for &c in path {
            bounds.push((c, c_lo - (path_hi - hi(c)), c_hi - (path_lo - lo(c))));
        }
        let mut eliminations = vec![];
        let mut said = vec![];
        for &(c, min, max) in &bounds {
            if g.cells[c as usize] != 0 {
                continue;
            }
            let out: Vec<u8> = g.cands[c as usize]
                .iter()
                .filter(|&d| (d as i32) < min || d as i32 > max)
                .collect();
            if out.is_empty() {
                continue;
            }
            let below = out.iter().any(|&d| (d as i32) < min);
            let above = out.iter().any(|&d| d as i32 > max);
            let name = cell_name(c, n);
            let digit = |v: i32| ch(v.clamp(1, n as i32) as u8);
            said.push(match (below, above) {
                (true, true) => format!("{name} is {} to {}", digit(min), digit(max)),
                (true, false) => format!("{name} is at least {}", digit(min)),
                _ => format!("{name} is at most {}", digit(max)),
            });
            eliminations.extend(out.into_iter().map(|d| (c, d)));
        }
        if eliminations.is_empty() {
            continue;
        }
        let mut figure = Figure::default();
        for &c in cells {
            figure.cell(c, Role::Key);
        }
        for &(c, min, max) in &bounds {
            let keep = g.cands[c as usize]
                .iter()
                .filter(|&d| (min..=max).contains(&(d as i32)));
            for d in keep {
                figure.cand(c, d, Role::Key);
            }
        }
        let names: Vec<String> = path.iter().map(|&c| cell_name(c, n)).collect();
        return Some(Step {
            figure,
            technique: Technique::Arrow,
            units: vec![],
            evidence: cells.clone(),
            placements: vec![],
            eliminations,
            title: "Arrow".into(),
            explanation: sentence(format!(
                "The circle {} holds the sum of {}: the path adds up to {} to {} and the circle holds {} to {}, so {}",
                cell_name(*circle, n),
                and_list(&names),
                path_lo,
                path_hi,
                ch(c_lo as u8),
                ch(c_hi as u8),
                and_list(&said)
            )),
        });
    }
    None
}
