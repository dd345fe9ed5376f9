//! Unique loop: a unique rectangle's argument round a longer loop. Six or more empty cells holding two digits A
//! and B, taken in turn round a loop so that every row, column and block (every unit) it touches holds exactly
//! two of them, one at an even and one at an odd place: were they all only A or B, A and B could go alternately
//! round the loop either way, and the puzzle would have two solutions. So the cells with more candidates keep
//! the loop from being that deadly pattern:
//!
//! - type 1: one cell has more: it is neither A nor B;
//! - type 2: the cells with more all have one more, the same X: one of them is X, so X leaves every cell that
//!   sees all of them;
//! - type 4: two cells have more and share a unit where A can only go in them: one of them is A, so neither may
//!   be B (the other would then make the pattern).
//!
//! Valid only for puzzles with one solution, on grids where every constraint is a unit (no cages or rules that
//! relate cells). Loops of up to [`MAX_LOOP`] cells, each found from its lowest cell; Sudoku Explainer rates them
//! 4.6 (six cells), 4.7 (eight) and 5.0 (ten or more).

use super::xy_wing::pair_text;
use super::{ch, names, removals, seeing_all};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// The longest loop looked for.
pub const MAX_LOOP: usize = 10;

pub fn find(g: &Grid) -> Option<Step> {
    if !g.geo.units_only() {
        return None;
    }
    let n = g.n();
    for a in 1..=n as u8 {
        for b in a + 1..=n as u8 {
            let pair = Candidates((1 << a) | (1 << b));
            let holds = |c: usize| g.is_empty(c) && g.cands[c].intersect(pair) == pair;
            let cells: Vec<usize> = (0..n * n).filter(|&c| holds(c)).collect();
            if cells.len() < 6 {
                continue;
            }
            for &start in &cells {
                let mut search = Search {
                    g,
                    pair,
                    start,
                    holds: &holds,
                    path: vec![start],
                    via: vec![],
                    found: None,
                };
                search.walk();
                if search.found.is_some() {
                    return search.found;
                }
            }
        }
    }
    None
}

/// A depth-first walk for loops through `start` (its lowest cell), from cell to cell of a common unit, never
/// twice along one unit in a row.
struct Search<'a> {
    g: &'a Grid,
    pair: Candidates,
    start: usize,
    holds: &'a dyn Fn(usize) -> bool,
    path: Vec<usize>,
    /// The unit of each move so far.
    via: Vec<usize>,
    found: Option<Step>,
}

impl Search<'_> {
    fn walk(&mut self) {
        let g = self.g;
        let cur = *self.path.last().unwrap_or(&self.start);
        for &u in &g.geo.cell_units[cur] {
            let u = u as usize;
            if self.via.last() == Some(&u) {
                continue;
            }
            for &next in &g.geo.units[u] {
                let next = next as usize;
                if next == self.start && self.path.len() >= 6 && self.path.len() % 2 == 0 {
                    if self.via.first() != Some(&u) && deadly(g, &self.path) {
                        self.found = step(g, self.pair, &self.path);
                        if self.found.is_some() {
                            return;
                        }
                    }
                    continue;
                }
                if next <= self.start
                    || self.path.len() >= MAX_LOOP
                    || self.path.contains(&next)
                    || !(self.holds)(next)
                {
                    continue;
                }
                self.path.push(next);
                self.via.push(u);
                if self.hopeful() {
                    self.walk();
                }
                self.path.pop();
                self.via.pop();
                if self.found.is_some() {
                    return;
                }
            }
        }
    }

    /// Can the cells so far still make a type 1, 2 or 4: at most two with more candidates, or more that all have
    /// the same one more?
    fn hopeful(&self) -> bool {
        let more: Vec<Candidates> = self
            .path
            .iter()
            .map(|&c| self.g.cands[c].minus(self.pair))
            .filter(|m| !m.is_empty())
            .collect();
        more.len() <= 2 || more.iter().all(|&m| m.len() == 1 && m == more[0])
    }
}

/// Does every unit the loop touches hold exactly two of its cells, one at an even and one at an odd place?
fn deadly(g: &Grid, path: &[usize]) -> bool {
    let mut count: Vec<(u16, u8, u8)> = vec![];
    for (i, &c) in path.iter().enumerate() {
        for &u in &g.geo.cell_units[c] {
            match count.iter_mut().find(|e| e.0 == u) {
                Some(e) => {
                    if i % 2 == 0 {
                        e.1 += 1
                    } else {
                        e.2 += 1
                    }
                }
                None => count.push((u, (i % 2 == 0) as u8, (i % 2 == 1) as u8)),
            }
        }
    }
    count.iter().all(|e| (e.1, e.2) == (1, 1))
}

/// The loop's step, if its cells with more candidates make one of the three types.
fn step(g: &Grid, pair: Candidates, path: &[usize]) -> Option<Step> {
    let n = g.n();
    let more: Vec<usize> = path
        .iter()
        .copied()
        .filter(|&c| g.cands[c] != pair)
        .collect();
    let (a, b) = {
        let mut it = pair.iter();
        (it.next()?, it.next()?)
    };
    let cells: Vec<Cell> = path.iter().map(|&c| c as Cell).collect();
    let more_cells: Vec<Cell> = more.iter().map(|&c| c as Cell).collect();
    let looped = crate::tr!(
        "unique-loop",
        cells = names(&cells, n),
        count = path.len(),
        pair = pair_text(pair)
    );
    let extra = |c: usize| g.cands[c].minus(pair);
    let (kind, explanation, elims) = match more[..] {
        [x] => {
            let elims: Vec<(Cell, u8)> = pair.iter().map(|s| (x as Cell, s)).collect();
            let at = cell_name(x as Cell, n);
            let said = crate::tr!(
                "explain-unique-loop-1",
                looped = looped.as_str(),
                cell = at,
                pair = pair_text(pair),
                removals = removals(&elims, n)
            );
            (1, said, elims)
        }
        [..] if more.len() >= 2
            && more
                .iter()
                .all(|&c| extra(c).len() == 1 && extra(c) == extra(more[0])) =>
        {
            let x = extra(more[0]).iter().next()?;
            let elims: Vec<(Cell, u8)> = seeing_all(g, &more, x)
                .into_iter()
                .filter(|&(c, _)| !path.contains(&(c as usize)))
                .collect();
            let said = crate::tr!(
                "explain-unique-loop-2",
                looped = looped.as_str(),
                cells = names(&more_cells, n),
                digit = ch(x),
                removals = removals(&elims, n)
            );
            (2, said, elims)
        }
        [x, y] => {
            let unit = g.geo.common_units(&[x, y]).into_iter().find_map(|u| {
                [(a, b), (b, a)]
                    .into_iter()
                    .find(|&(lock, _)| {
                        g.geo.units[u].iter().all(|&c| {
                            c as usize == x || c as usize == y || !g.has(c as usize, lock)
                        })
                    })
                    .map(|locks| (u, locks))
            });
            let (u, (lock, gone)) = unit?;
            let elims: Vec<(Cell, u8)> = [x, y].iter().map(|&c| (c as Cell, gone)).collect();
            let said = crate::tr!(
                "explain-unique-loop-4",
                looped = looped.as_str(),
                first = cell_name(x as Cell, n),
                second = cell_name(y as Cell, n),
                unit = super::single_digit::unit_text(g.geo.unit(u)),
                digit = ch(lock),
                other = ch(gone),
                digits = super::symbols(pair.iter()),
                removals = removals(&elims, n)
            );
            (4, said, elims)
        }
        _ => return None,
    };
    if elims.is_empty() {
        return None;
    }
    let mut figure = Figure::default();
    for &c in path {
        figure.cell_with(c as Cell, pair.0, Role::Corner);
    }
    for &c in &more {
        for s in extra(c).iter() {
            figure.cand(c as Cell, s, Role::Pincer);
        }
    }
    super::found(Step {
        notation: String::new(),
        figure,
        technique: Technique::UniqueLoop,
        units: vec![],
        evidence: cells,
        placements: vec![],
        title: crate::tr!(
            "title-unique-loop",
            technique = Technique::UniqueLoop.called(),
            kind = kind
        )
        .into(),
        explanation: sentence(explanation),
        eliminations: elims,
    })
}
