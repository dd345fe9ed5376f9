//! The 45 rule's arithmetic on Killer's cages: a row, column or block (or a group of adjacent ones, [`groups`])
//! adds up to n(n+1)/2 per unit, so the cells of the cages crossing its edge add up to what the cages wholly
//! inside it leave ([`rule45`]: innies and outies). Read by the Killer solver and the 45 rule and Cage splitting
//! steps.

use super::cage::MAX_KILLER_SIDE;
use crate::core::cell::Cell;
use crate::core::geometry::Geometry;

/// The 45 rule on a group of units (one row, column or block, or adjacent ones: see [`groups`]): each unit's
/// digits add up to `n(n+1)/2`, so the group's to that times its units. The cells of the cages that cross its
/// edge inside it (the innies) add up to that total less the sums of the cages wholly inside it; those crossing
/// cages' cells outside it (the outies) add up to their sums less the innies' total.
pub struct Rule45 {
    /// The group's total: `n(n+1)/2` per unit.
    pub total: i32,
    /// The cages wholly inside the group (indices into [`Geometry::cages`]), and their sum.
    pub whole: Vec<usize>,
    pub inside_sum: i32,
    /// The cages crossing the group's edge (indices into [`Geometry::cages`]).
    pub crossing: Vec<usize>,
    pub innies: Vec<Cell>,
    pub in_sum: i32,
    /// In reading order (row-major).
    pub outies: Vec<Cell>,
    pub out_sum: i32,
}

/// [`Rule45`] of `cells`, the cells of one unit or of disjoint units (so `n` cells each); `None` when a cell of
/// it lies in no cage or in a cage without a sum, or no cage crosses its edge.
pub fn rule45(g: &Geometry, cells: &[Cell]) -> Option<Rule45> {
    let n = g.n;
    let cages = g.cages();
    let mut inside = [false; MAX_KILLER_SIDE * MAX_KILLER_SIDE];
    for &c in cells {
        *inside.get_mut(c as usize)? = true;
    }
    let mut ks = Vec::with_capacity(cells.len());
    for &c in cells {
        ks.push(g.cage_of(c as usize).filter(|&k| cages[k].sum != 0)?);
    }
    crate::core::sort::sort(&mut ks);
    ks.dedup();
    let (whole, crossing): (Vec<usize>, Vec<usize>) = ks
        .iter()
        .partition(|&&k| cages[k].cells.iter().all(|&c| inside[c as usize]));
    if crossing.is_empty() {
        return None;
    }
    let total = (cells.len() * (n + 1) / 2) as i32;
    let inside_sum: i32 = whole.iter().map(|&k| cages[k].sum as i32).sum();
    let innies: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| g.cage_of(c as usize).is_some_and(|k| crossing.contains(&k)))
        .collect();
    let in_sum = total - inside_sum;
    let mut outies: Vec<Cell> = crossing
        .iter()
        .flat_map(|&k| cages[k].cells.iter().copied())
        .filter(|&c| !inside[c as usize])
        .collect();
    // In reading order, so hint texts name them as a player scans the grid (not cage after cage).
    crate::core::sort::sort(&mut outies);
    let out_sum = crossing.iter().map(|&k| cages[k].sum as i32).sum::<i32>() - in_sum;
    Some(Rule45 {
        total,
        whole,
        inside_sum,
        crossing,
        innies,
        in_sum,
        outies,
        out_sum,
    })
}

/// The groups of units the 45 rule reads (unit indices into [`Geometry::units`]), simplest first: each block,
/// row and column, then 2 and 3 adjacent rows and columns, then 2 blocks side by side in a band or one above
/// the other in a stack.
pub fn groups(g: &Geometry) -> Vec<Vec<usize>> {
    let n = g.n;
    let mut out: Vec<Vec<usize>> = g
        .look_order()
        .filter(|&u| u < 3 * n)
        .map(|u| vec![u])
        .collect();
    for k in 2..=3 {
        for base in [0, n] {
            out.extend((0..=n - k).map(|i| (base + i..base + i + k).collect()));
        }
    }
    if g.br > 0 && g.bc > 0 {
        let across = n / g.bc;
        for b in 0..n {
            if (b + 1) % across != 0 {
                out.push(vec![2 * n + b, 2 * n + b + 1]);
            }
            if b + across < n {
                out.push(vec![2 * n + b, 2 * n + b + across]);
            }
        }
    }
    out
}

/// Each group of [`groups`] that the 45 rule applies to, with its [`Rule45`] (none without cages).
pub fn rule45_groups(g: &Geometry) -> impl Iterator<Item = (Vec<usize>, Rule45)> + '_ {
    let groups = if g.cages().is_empty() {
        vec![]
    } else {
        groups(g)
    };
    groups
        .into_iter()
        .filter_map(|group| rule45(g, &group_cells(g, &group)).map(|r| (group, r)))
}

/// The cells of a group of units, unit after unit.
fn group_cells(g: &Geometry, group: &[usize]) -> Vec<Cell> {
    group
        .iter()
        .flat_map(|&u| g.units[u].iter().copied())
        .collect()
}

/// A group's name in text: `row 3`, `rows 1–2`, `columns 7–9`, `blocks 1 and 2` (messages `group-rows`,
/// `group-columns`, else the units' [`crate::hint::step::units_text`]).
pub fn group_name(g: &Geometry, group: &[usize]) -> String {
    use crate::core::cell::Unit;
    let units: Vec<Unit> = group.iter().map(|&u| g.unit(u)).collect();
    match (units.first(), units.last()) {
        (Some(Unit::Row(a)), Some(Unit::Row(b))) if a != b => {
            crate::tr!("group-rows", first = a + 1, last = b + 1)
        }
        (Some(Unit::Col(a)), Some(Unit::Col(b))) if a != b => {
            crate::tr!("group-columns", first = a + 1, last = b + 1)
        }
        _ => crate::hint::step::units_text(&units),
    }
}
