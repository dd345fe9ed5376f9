//! XY-wing: a pivot with candidates XY sees two pincers XZ and YZ; whichever value the pivot takes, one
//! pincer is Z, so Z leaves every cell that sees both pincers.

use super::{ch, removals, seeing_all};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub(crate) fn pair_text(c: Candidates) -> String {
    let v: Vec<String> = c.iter().map(|s| ch(s).to_string()).collect();
    v.join("/")
}

/// A cell with its candidates: `r1c2 (3/5)` (message `wing-cell`).
pub(crate) fn cell_with(c: usize, cands: Candidates, n: usize) -> String {
    crate::tr!(
        "wing-cell",
        cell = cell_name(c as Cell, n),
        candidates = pair_text(cands)
    )
}

/// The step of a wing (XY- or XYZ-wing): pivot `p` with pincers `a` and `b`, of which one pincer (XY-wing) or
/// one of the three cells (XYZ-wing) must be `z`, so `z` leaves `elims`.
pub(crate) fn wing_step(
    g: &Grid,
    technique: Technique,
    [p, a, b]: [usize; 3],
    z: Symbol,
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let cell = |c: usize| cell_with(c, g.cands[c], n);
    let mut figure = Figure::default();
    for (c, role) in [(p, Role::Pivot), (a, Role::Pincer), (b, Role::Pincer)] {
        figure.cell_with(c as Cell, g.cands[c].0, role);
    }
    Step {
        notation: String::new(),
        figure,
        technique,
        units: vec![],
        evidence: vec![p as Cell, a as Cell, b as Cell],
        placements: vec![],
        title: technique.called().into(),
        explanation: match technique {
            Technique::XYZWing => crate::tr!(
                "explain-xyz-wing",
                pivot = cell(p),
                first = cell(a),
                second = cell(b),
                digit = ch(z),
                removals = removals(&elims, n)
            ),
            _ => crate::tr!(
                "explain-xy-wing",
                pivot = cell(p),
                first = cell(a),
                second = cell(b),
                digit = ch(z),
                removals = removals(&elims, n)
            ),
        },
        eliminations: elims,
    }
}

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let bi = |c: usize| g.is_empty(c) && g.cands[c].len() == 2;
    for p in (0..n * n).filter(|&c| bi(c)) {
        let pc = g.cands[p];
        let wings: Vec<usize> = g.geo.peers[p]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| bi(x) && g.cands[x].intersect(pc).len() == 1)
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ca, cb) = (g.cands[a], g.cands[b]);
                if ca.intersect(cb).len() != 1 || !ca.intersect(cb).intersect(pc).is_empty() {
                    continue;
                }
                if ca.union(cb).minus(pc).len() != 1 || ca.intersect(pc) == cb.intersect(pc) {
                    continue;
                }
                let z = ca.intersect(cb).first()?;
                let elims = seeing_all(g, &[a, b], z);
                if elims.is_empty() {
                    continue;
                }
                if let Some(st) = super::found(wing_step(g, Technique::XYWing, [p, a, b], z, elims))
                {
                    return Some(st);
                }
            }
        }
    }
    None
}
