//! Sign balance (Tango): a line still needs `r` of a symbol X. Each `×` between two empty cells holds exactly
//! one X; when `r` such pairs (not sharing a cell) remain, they take every X left and the other empty cells
//! take the other symbol. When `r` is 1, an `=` between two empty cells cannot be two Xs, so both take the
//! other symbol.

use super::{cells, count_of, key, mask, names, placements};
use crate::hint::step::{sentence, Role, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::{bits, Board};

pub fn find(b: &Board) -> Option<Step> {
    for l in 0..2 * b.n {
        let e = b.empty(l);
        if e == 0 || b.signs_of(l) == (0, 0) {
            continue;
        }
        let (f0, f1) = b.sign_balance(l);
        for (forced, d) in [(f0, 1u8), (f1, 0u8)] {
            // `forced` holds the other symbol because the line needs few of `d`.
            if forced == 0 {
                continue;
            }
            let x = mask(b, l, d);
            let r = b.half - x.count_ones();
            let pairs = b.cross_pairs(l);
            let (eq, _) = b.signs_of(l);
            let other = 1 - d;
            let k = pairs.count_ones();
            let mut figure = super::line_figure(b, l, &cells(b, l, bits(x)));
            let why = if k > 0 && k == r {
                for i in bits(pairs) {
                    for j in [i, i + 1] {
                        figure.cand(b.cell_of(l, j) as u16, d + 1, Role::Key);
                    }
                }
                let shown: Vec<String> = bits(pairs)
                    .map(|i| crate::tr!("binary-cross-between", cells = names(b, l, [i, i + 1])))
                    .collect();
                crate::tr!(
                    "binary-sign-balance-cross",
                    count = k,
                    crosses = crate::hint::step::and_list(&shown),
                    symbol = key(b, d)
                )
            } else {
                let i = bits(eq & e & e >> 1).next().unwrap_or(0);
                crate::tr!(
                    "binary-sign-balance-equal",
                    cells = names(b, l, [i, i + 1]),
                    symbol = key(b, d)
                )
            };
            let have = x.count_ones();
            return Some(Step {
                notation: String::new(),
                figure,
                technique: Technique::SignBalance,
                units: vec![b.unit(l)],
                evidence: cells(b, l, bits(x)),
                placements: if other == 0 {
                    placements(b, l, forced, 0)
                } else {
                    placements(b, l, 0, forced)
                },
                eliminations: vec![],
                title: Technique::SignBalance.called().into(),
                explanation: sentence(crate::tr!(
                    "binary-sign-balance",
                    line = b.line_name(l),
                    have = count_of(b, have, d),
                    half = b.half,
                    more = r,
                    why = why,
                    cells = names(b, l, bits(forced)),
                    count = forced.count_ones(),
                    symbol = key(b, d),
                    other = key(b, other)
                )),
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::core::binary::Binary;
    use crate::Puzzle;

    #[test]
    fn cross_pair_takes_the_last_moon() {
        // Row 1: moon, moon, sun, ., ., . with × between r1c4 and r1c5: one moon left, and the × holds it.
        let id = format!("tango:6:110{}:...x{}", ".".repeat(33), ".".repeat(56));
        let p = Binary::parse(&id).unwrap();
        let step = super::find(&p.board()).expect("a sign balance");
        assert_eq!(step.summary_in(6), "Look for a sign balance in row 1.");
        assert_eq!(
            step.line(),
            "Sign balance: Row 1 has 2 moons of its 3 and needs 1 more; the × between r1c4 and r1c5 puts one moon in its two cells, so r1c6 is sun"
        );
        assert_eq!(step.placements, vec![(5, 1)]);
    }

    #[test]
    fn equal_pair_cannot_take_the_last_sun() {
        // Row 1: sun, sun, moon, ., ., . with = between r1c5 and r1c6: one sun left, the = pair is moons.
        let id = format!("tango:6:001{}:....={}", ".".repeat(33), ".".repeat(55));
        let p = Binary::parse(&id).unwrap();
        let step = super::find(&p.board()).expect("a sign balance");
        assert_eq!(
            step.line(),
            "Sign balance: Row 1 has 2 suns of its 3 and needs 1 more; the = between r1c5 and r1c6 would put two suns there, so r1c5 and r1c6 are moon"
        );
        assert_eq!(step.placements, vec![(4, 2), (5, 2)]);
    }
}
