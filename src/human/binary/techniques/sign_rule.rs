//! Sign rule (Tango): an empty cell across an `=` from a filled cell holds the same symbol; across an `×`, the
//! other symbol. "r2c3 = r2c4, and r2c4 is sun, so r2c3 is sun".

use super::{key, names};
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::{bits, Board};

pub fn find(b: &Board) -> Option<Step> {
    for l in 0..2 * b.n {
        let (eq, ne) = b.signs_of(l);
        let e = b.empty(l);
        if eq | ne == 0 || e == 0 {
            continue;
        }
        let filled = b.full & !e;
        // Borders with one end filled and the other empty.
        if let Some(i) = bits((eq | ne) & ((filled & e >> 1) | (e & filled >> 1))).next() {
            let (from, to) = if filled >> i & 1 == 1 {
                (i, i + 1)
            } else {
                (i + 1, i)
            };
            let d = (b.one[l] >> from & 1) as u8;
            let same = eq >> i & 1 == 1;
            let v = if same { d } else { 1 - d };
            let (fc, tc) = (b.cell_of(l, from) as Cell, b.cell_of(l, to) as Cell);
            let mut figure = Figure::default();
            figure.cell(fc, Role::Key);
            return Some(Step {
                notation: String::new(),
                figure,
                technique: Technique::SignRule,
                units: vec![b.unit(l)],
                evidence: vec![fc],
                placements: vec![(tc, v + 1)],
                eliminations: vec![],
                title: Technique::SignRule.called().into(),
                explanation: sentence(if same {
                    crate::tr!(
                        "binary-sign-rule-equal",
                        to = names(b, l, [to]),
                        from = names(b, l, [from]),
                        symbol = key(b, d),
                        other = key(b, v)
                    )
                } else {
                    crate::tr!(
                        "binary-sign-rule-cross",
                        to = names(b, l, [to]),
                        from = names(b, l, [from]),
                        symbol = key(b, d),
                        other = key(b, v)
                    )
                }),
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::core::binary::Binary;
    use crate::Puzzle;

    /// Fixture: row 2 of a 4×4 Tango, r2c4 a sun with `=` to r2c3 (and an `×` on r1c1–r1c2 between empty cells,
    /// which says nothing yet).
    #[test]
    fn equal_sign_copies_the_sun() {
        let p = Binary::parse("tango:4:.......0........:x....=..................").unwrap();
        let step = super::find(&p.board()).expect("a sign rule");
        assert_eq!(step.summary_in(4), "Look for a sign rule in row 2.");
        assert_eq!(
            step.line(),
            "Sign rule: r2c3 = r2c4, and r2c4 is sun, so r2c3 is sun"
        );
        assert_eq!(step.placements, vec![(6, 1)]);
    }

    #[test]
    fn cross_sign_takes_the_other_symbol() {
        // Column 1: r1c1 is a moon, × to r2c1 below it.
        let p = Binary::parse("tango:4:1...............:............x...........").unwrap();
        let step = super::find(&p.board()).expect("a sign rule");
        assert_eq!(step.summary_in(4), "Look for a sign rule in column 1.");
        assert_eq!(
            step.line(),
            "Sign rule: r2c1 × r1c1, and r1c1 is moon, so r2c1 is sun"
        );
        assert_eq!(step.placements, vec![(4, 1)]);
    }
}
