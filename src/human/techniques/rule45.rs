//! The 45 rule (cages with totals): a row, column or block holds each digit once, so its digits add up to 45 on
//! 9×9 (`n(n+1)/2` in general), and a group of adjacent ones (2–3 rows or columns, 2 blocks) to that times
//! its units (`rules::rule45::groups`). Its cells outside the cages that lie wholly inside it (the innies) add up to
//! that total less those cages' sums; the cells outside it of the cages that cross its edge (the outies) add
//! up to those cages' sums less the innies' total. One innie or outie is then placed; more than one, lying in
//! one unit (so distinct), can only hold the digit sets that make their total. When a single cage crosses
//! the edge, its parts of more than one cell are cage splitting's (`cage_splitting.rs`).

use super::{ch, names, removals};
use crate::core::cell::{cell_name, Cell, Unit};
use crate::hint::step::{and_list, sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::human::grid::{fitting, outside};
use crate::rules::cage::{cage_label, cage_name, combinations, combos_text};
use crate::rules::rule45::{group_name, rule45_groups, Rule45};

pub fn find(g: &Grid) -> Option<Step> {
    let geo = &g.geo;
    let n = g.n();
    for (group, r) in rule45_groups(geo) {
        let Rule45 {
            total,
            whole,
            inside_sum,
            crossing,
            innies,
            in_sum,
            outies,
            out_sum,
        } = r;
        let name = group_name(geo, &group);
        // the cages wholly inside, named (up to three) and outlined in the picture, so the sum taken off is plain
        let named: Vec<String> = whole.iter().map(|&k| cage_name(geo, k)).collect();
        let sums: Vec<String> = whole
            .iter()
            .map(|&k| geo.cages()[k].sum.to_string())
            .collect();
        let inside = match named.len() {
            0 => crate::tr!("rule45-inside-none", group = &name),
            1 => crate::tr!(
                "rule45-inside-one",
                cage = cage_label(geo, whole[0]),
                group = &name
            ),
            2 | 3 => crate::tr!(
                "rule45-inside-few",
                cages = and_list(&named),
                group = &name,
                sums = sums.join(" + "),
                sum = inside_sum
            ),
            k => crate::tr!(
                "rule45-inside-many",
                count = k,
                group = &name,
                sum = inside_sum
            ),
        };
        let why_in = crate::tr!(
            "rule45-innies",
            inside = &inside,
            cells = names(&innies, n),
            total = total,
            taken = inside_sum,
            sum = in_sum
        );
        let crossing_sum = in_sum + out_sum;
        let why_out = crate::tr!(
            "rule45-outies",
            inside = &inside,
            total = total,
            taken = inside_sum,
            insum = in_sum,
            crossing = crossing_sum,
            cells = names(&outies, n),
            sum = out_sum
        );
        let mut units: Vec<Unit> = group.iter().map(|&u| geo.unit(u)).collect();
        units.extend(crossing.iter().map(|&k| Unit::Cage(k as u8)));
        let inside: Vec<Unit> = whole.iter().map(|&k| Unit::Cage(k as u8)).collect();
        for (cells, sum, why, role) in [
            (&innies, in_sum, why_in, Role::Key),
            (&outies, out_sum, why_out, Role::Pincer),
        ] {
            let idx: Vec<usize> = cells.iter().map(|&c| c as usize).collect();
            // more than one cell of a single crossing cage: cage splitting's (both parts at once)
            let split = crossing.len() == 1 && cells.len() > 1;
            if cells.is_empty()
                || split
                || cells.len() >= n
                || sum <= 0
                || geo.common_units(&idx).is_empty()
            {
                continue;
            }
            let drawn = (&units[..], &inside[..]);
            if let Some(step) = step(g, group.len(), drawn, cells, sum as u16, &why, role) {
                return Some(step);
            }
        }
    }
    None
}

/// The step for `cells` (distinct digits) adding up to `sum`: a placement for one cell, else the
/// candidates outside the digit sets that make the sum.
/// `units` are the group's `k` units, then the crossing cages (drawn, not named in the tier-1 text), and the
/// cages wholly inside (drawn as the group's).
fn step(
    g: &Grid,
    k: usize,
    (units, inside): (&[Unit], &[Unit]),
    cells: &[Cell],
    sum: u16,
    why: &str,
    role: Role,
) -> Option<Step> {
    let n = g.n();
    let fit = fitting(g, cells, &combinations(n, cells.len(), sum));
    if fit.is_empty() {
        return None;
    }
    let placed = cells
        .iter()
        .fold(0u32, |m, &c| m | 1 << g.cells[c as usize]);
    let allowed = fit.iter().fold(0u32, |a, &m| a | (m & !placed));
    let mut figure = Figure::default();
    for (i, &u) in units.iter().enumerate() {
        figure.unit(u, if i < k { Role::Base } else { Role::Cover });
    }
    for &u in inside {
        figure.unit(u, Role::Base);
    }
    for &c in cells {
        figure.cell(c, role);
    }
    let (placements, eliminations, then) = if let ([cell], 0) = (cells, g.cells[cells[0] as usize])
    {
        let d = sum as u8;
        if !g.cands[*cell as usize].contains(d) {
            return None;
        }
        figure.cand(*cell, d, Role::Key);
        (
            vec![(*cell, d)],
            vec![],
            crate::tr!("rule45-placed", cell = cell_name(*cell, n), digit = ch(d)),
        )
    } else {
        let elims = outside(g, cells, allowed);
        if elims.is_empty() {
            return None;
        }
        let then = crate::tr!(
            "rule45-hold",
            combos = combos_text(&fit),
            removals = removals(&elims, n)
        );
        (vec![], elims, then)
    };
    Some(Step {
        notation: String::new(),
        figure,
        technique: Technique::Rule45,
        units: units[..k].to_vec(),
        title: Technique::Rule45.called().into(),
        explanation: sentence(crate::tr!("explain-rule45", why = why, then = then)),
        evidence: cells.to_vec(),
        placements,
        eliminations,
    })
}
