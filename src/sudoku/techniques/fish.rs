//! Basic fish of size 2, 3, 4 (X-wing, swordfish, jellyfish): in `k` base rows a symbol fits only in the same
//! `k` columns, so it leaves those columns everywhere else (and the same with rows and columns swapped).

use super::{bits, ch, removals};
use crate::step::{Cell, Step, Technique, Unit};
use crate::sudoku::grid::Grid;

pub fn x_wing(g: &Grid) -> Option<Step> {
    find(g, 2, Technique::XWing)
}
pub fn swordfish(g: &Grid) -> Option<Step> {
    find(g, 3, Technique::Swordfish)
}
pub fn jellyfish(g: &Grid) -> Option<Step> {
    find(g, 4, Technique::Jellyfish)
}

fn list(units: &[Unit]) -> String {
    let nums: Vec<String> = units
        .iter()
        .map(|u| match *u {
            Unit::Row(i) | Unit::Col(i) | Unit::Block(i) => (i + 1).to_string(),
        })
        .collect();
    let k = nums.len();
    if k < 2 {
        return nums.join("");
    }
    format!("{} and {}", nums[..k - 1].join(", "), nums[k - 1])
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
            let found = super::subsets(&masks, k, &mut |idx, union| {
                let base: Vec<usize> = idx.iter().map(|&i| lines[i]).collect();
                let mut elims: Vec<(Cell, u8)> = Vec::new();
                for j in bits(union) {
                    for (i, &c) in g.geo.units[cover_off + j].iter().enumerate() {
                        if !base.contains(&i) && g.has(c as usize, s) {
                            elims.push((c, s));
                        }
                    }
                }
                (!elims.is_empty()).then_some((base, union, elims))
            });
            if let Some((base, union, elims)) = found {
                let bu: Vec<Unit> = base.iter().map(|&i| g.geo.unit(base_off + i)).collect();
                let cu: Vec<Unit> = bits(union).map(|j| g.geo.unit(cover_off + j)).collect();
                let evidence: Vec<Cell> = base
                    .iter()
                    .flat_map(|&i| g.cells_with(base_off + i, s).collect::<Vec<_>>())
                    .collect();
                let (bn, cn) = if base_off == 0 {
                    ("rows", "columns")
                } else {
                    ("columns", "rows")
                };
                let explanation = format!(
                    "{} on {} in {bn} {}, {cn} {}: {}",
                    t.name(),
                    ch(s),
                    list(&bu),
                    list(&cu),
                    removals(&elims, n)
                );
                let mut units = bu;
                units.extend(cu);
                return Some(Step {
                    technique: t,
                    units,
                    evidence,
                    placements: vec![],
                    eliminations: elims,
                    explanation,
                });
            }
        }
    }
    None
}
