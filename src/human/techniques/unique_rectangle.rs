//! Unique rectangle, type 1. Four empty cells at the corners of a rectangle spanning exactly two rows, two
//! columns and two blocks: if all four could only be A or B, the two values could be swapped and the puzzle
//! would have two solutions. So when three corners are exactly A/B, the fourth is not A or B. Valid only for
//! puzzles with a unique solution (every path into this module has checked that).

use super::xy_wing::pair_text;
use super::{names, removals};
use crate::core::cell::Cell;
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let bi = |c: usize| g.is_empty(c) && g.cands[c].len() == 2;
    for r1 in 0..n {
        for c1 in 0..n {
            let a = r1 * n + c1;
            if !bi(a) {
                continue;
            }
            for c2 in c1 + 1..n {
                let b = r1 * n + c2;
                if !bi(b) || g.cands[b] != g.cands[a] {
                    continue;
                }
                let pair = g.cands[a];
                for r2 in 0..n {
                    if r2 == r1 {
                        continue;
                    }
                    let (c, d) = (r2 * n + c1, r2 * n + c2);
                    if !g.is_empty(c) || !g.is_empty(d) {
                        continue;
                    }
                    let mut blocks = [a, b, c, d].map(|x| g.geo.block(x));
                    crate::core::sort::sort(&mut blocks);
                    let distinct = 1 + blocks.windows(2).filter(|w| w[0] != w[1]).count();
                    if distinct != 2 || !g.geo.swap_safe(&[a, b, c, d]) {
                        continue;
                    }
                    for (x, y) in [(c, d), (d, c)] {
                        if g.cands[x] == pair
                            && g.cands[y].len() > 2
                            && g.cands[y].intersect(pair) == pair
                        {
                            let elims: Vec<(Cell, u8)> =
                                pair.iter().map(|s| (y as Cell, s)).collect();
                            let corners = [a as Cell, b as Cell, x as Cell];
                            let mut figure = Figure::default();
                            for c in [a, b, x, y] {
                                figure.cell_with(c as Cell, pair.0, Role::Corner);
                            }
                            if let Some(st) = super::found(Step {
                                notation: String::new(),
                                figure,
                                technique: Technique::UniqueRectangle,
                                units: vec![],
                                evidence: vec![a as Cell, b as Cell, x as Cell, y as Cell],
                                placements: vec![],
                                title: Technique::UniqueRectangle.called().into(),
                                explanation: sentence(crate::tr!(
                                    "explain-unique-rectangle",
                                    corners = names(&corners, n),
                                    pair = pair_text(pair),
                                    cell = crate::core::cell::cell_name(y as Cell, n),
                                    removals = removals(&elims, n)
                                )),
                                eliminations: elims,
                            }) {
                                return Some(st);
                            }
                        }
                    }
                }
            }
        }
    }
    None
}
