//! Sign pair (Tango): an `=` between two empty cells says they hold the same symbol; next to a cell holding X
//! (on either side) they cannot both be X, or three Xs would stand in a row, so both take the other symbol.

use super::{cells, key, names};
use crate::core::cell::Cell;
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::solve::binary::board::{bits, Board};

pub fn find(b: &Board) -> Option<Step> {
    for l in 0..2 * b.n {
        let (eq, _) = b.signs_of(l);
        let e = b.empty(l);
        for i in bits(eq & e & e >> 1) {
            for d in [0u8, 1] {
                let x = super::mask(b, l, d);
                let beside = [i.wrapping_sub(1), i + 2]
                    .into_iter()
                    .find(|&j| j < b.n && x >> j & 1 == 1);
                let Some(j) = beside else {
                    continue;
                };
                let other = 1 - d;
                let pair = [i, i + 1];
                return Some(Step {
                    notation: String::new(),
                    figure: super::line_figure(b, l, &cells(b, l, [j])),
                    technique: Technique::SignPair,
                    units: vec![b.unit(l)],
                    evidence: cells(b, l, [j]),
                    placements: pair
                        .iter()
                        .map(|&k| (b.cell_of(l, k) as Cell, other + 1))
                        .collect(),
                    eliminations: vec![],
                    title: Technique::SignPair.called().into(),
                    explanation: crate::tr!(
                        "binary-sign-pair",
                        pair = names(b, l, pair),
                        cell = names(b, l, [j]),
                        symbol = key(b, d),
                        other = key(b, other)
                    ),
                });
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::core::binary::Binary;
    use crate::Puzzle;

    /// Fixture: row 1 of a 6×6 Tango is `0 . . . . .` with `=` between r1c2 and r1c3.
    #[test]
    fn equal_pair_beside_a_sun() {
        let id = format!("tango:6:0{}:.={}", ".".repeat(35), ".".repeat(58));
        let p = Binary::parse(&id).unwrap();
        let step = super::find(&p.board()).expect("a sign pair");
        assert_eq!(step.summary_in(6), "Look for a sign pair in row 1.");
        assert_eq!(
            step.line(),
            "Sign pair: The = says r1c2 and r1c3 hold the same symbol; next to r1c1, which is sun, two more suns would make three in a row, so both are moon"
        );
        assert_eq!(step.placements, vec![(1, 2), (2, 2)]);
    }
}
