//! XYZ-wing: a pivot with candidates XYZ sees pincers XZ and YZ; one of the three is Z, so Z leaves every
//! cell that sees all three.

use super::seeing_all;
use super::xy_wing::wing_step;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for p in (0..n * n).filter(|&c| g.is_empty(c) && g.cands[c].len() == 3) {
        let pc = g.cands[p];
        let wings: Vec<usize> = g.geo.peers[p]
            .iter()
            .map(|&x| x as usize)
            .filter(|&x| g.is_empty(x) && g.cands[x].len() == 2 && g.cands[x].minus(pc).is_empty())
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ca, cb) = (g.cands[a], g.cands[b]);
                if ca.union(cb) != pc || ca.intersect(cb).len() != 1 {
                    continue;
                }
                let z = ca.intersect(cb).first()?;
                let elims = seeing_all(g, &[p, a, b], z);
                if elims.is_empty() {
                    continue;
                }
                if let Some(st) =
                    super::found(wing_step(g, Technique::XYZWing, [p, a, b], z, elims))
                {
                    return Some(st);
                }
            }
        }
    }
    None
}
