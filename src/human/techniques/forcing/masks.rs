//! Forcing-chain propagation on bit masks: the verdicts of [`propagate`] (does an assumption break a rule, what
//! does it remove) without recording why, many times faster. Singles and locked candidates reach the same
//! closure in whatever order they are applied (each only removes candidates, and removing one never undoes
//! another's reason), so these verdicts are exactly [`propagate`]'s; the searches use them to skip the
//! branches that cannot give a step, and propagate with lines only the ones that can. Sudoku of 9×9 and
//! smaller (81 cells fit a `u128`), where the forum's hardest puzzles are, with every rule but cages (whose
//! combinations [`propagate`] reads): the rules' units and pairs are units and peers here too, a relation
//! (non-consecutive neighbours) takes from a related cell what it takes there. On non-consecutive 9×9 master
//! puzzles the forcing steps of a hint took 7–8 ms without the masks.
//!
//! Not in the page's engine (wasm): there `u128` is emulated, and these 200 lines cost 4.7 KB of the teaching
//! module's gzipped size for hints and ratings that take the same steps without them (a forum-hardest rating,
//! the slowest case, runs in the background).
//!
//! [`propagate`]: super::propagate

use super::cells_by_size;
use crate::core::cell::{Cell, Symbol};
use crate::human::grid::Grid;

/// The grid's units and peers as cell masks.
pub(super) struct Masks {
    n: usize,
    units: Vec<u128>,
    peers: Vec<u128>,
    /// Locked candidates: for each pair of units of different kinds sharing two or more cells (a, t), t a
    /// row, column or block as [`propagate`]'s locked candidates take them, the cells of a, of a outside t,
    /// and of t outside a (a symbol of a with no place in the second leaves the third).
    locks: Vec<(u128, u128, u128)>,
    /// For each cell, the cells the rules' relations tie it to and, for each symbol it may hold, the symbols
    /// each of them keeps (bit `s`); empty without relations.
    related: Vec<Vec<(usize, [u32; 10])>>,
}

/// A grid on bit masks: per symbol, the open cells that still have it and the cells that hold it; the open
/// cells.
#[derive(Clone, Copy)]
pub(super) struct Board {
    pos: [u128; 10],
    held: [u128; 10],
    open: u128,
}

impl Masks {
    /// The masks of `g`'s geometry, if it is 9×9 or smaller with no cages (and not in wasm: see the module's
    /// doc).
    pub(super) fn of(g: &Grid) -> Option<Masks> {
        let geo = &g.geo;
        let n = g.n();
        if cfg!(target_arch = "wasm32") || n > 9 || !geo.cages().is_empty() {
            return None;
        }
        let mask = |cells: &[Cell]| cells.iter().fold(0u128, |m, &c| m | 1 << c);
        let units: Vec<u128> = geo.units.iter().map(|u| mask(u)).collect();
        let kind = |u: usize| std::mem::discriminant(&geo.unit(u));
        let mut locks = vec![];
        for (a, &ma) in units.iter().enumerate() {
            for (t, &mt) in units.iter().enumerate().take(3 * n) {
                // (a row and a column share one cell: a symbol confined to it is a hidden single, found first)
                if kind(a) != kind(t) && (ma & mt).count_ones() > 1 {
                    locks.push((ma, ma & !mt, mt & !ma));
                }
            }
        }
        let mut related: Vec<Vec<(usize, [u32; 10])>> = vec![vec![]; n * n];
        for (c, rel) in related.iter_mut().enumerate() {
            for s in 1..=n as Symbol {
                for (to, keep) in geo.beside(c as Cell, s) {
                    let k = match rel.iter().position(|&(t, _)| t == to as usize) {
                        Some(k) => k,
                        None => {
                            rel.push((to as usize, [!0; 10]));
                            rel.len() - 1
                        }
                    };
                    rel[k].1[s as usize] &= keep.0;
                }
            }
        }
        Some(Masks {
            n,
            peers: geo.peers.iter().map(|p| mask(p)).collect(),
            units,
            locks,
            related,
        })
    }

    /// `g` on bit masks.
    pub(super) fn board(&self, g: &Grid) -> Board {
        let mut b = Board {
            pos: [0; 10],
            held: [0; 10],
            open: 0,
        };
        for (i, (&v, m)) in g.cells.iter().zip(&g.cands).enumerate() {
            if v != 0 {
                b.held[v as usize] |= 1 << i;
                continue;
            }
            b.open |= 1 << i;
            for d in m.iter() {
                b.pos[d as usize] |= 1 << i;
            }
        }
        b
    }

    /// Fills cell `c` with `s`: it leaves every symbol's open cells, `s` leaves its peers, and each related
    /// cell keeps what the relation allows beside `s`.
    fn place(&self, b: &mut Board, c: usize, s: usize) {
        for p in &mut b.pos {
            *p &= !(1 << c);
        }
        b.pos[s] &= !self.peers[c];
        for &(to, keep) in &self.related[c] {
            for (d, p) in b.pos.iter_mut().enumerate().take(self.n + 1).skip(1) {
                if keep[s] >> d & 1 == 0 {
                    *p &= !(1 << to);
                }
            }
        }
        b.held[s] |= 1 << c;
        b.open &= !(1 << c);
    }

    /// The closure of assuming `c = s` on `board` by singles and, with `locked`, locked candidates; `None` if a
    /// rule breaks (a cell with no candidate, a symbol with no place in a unit).
    pub(super) fn close(&self, board: &Board, c: usize, s: Symbol, locked: bool) -> Option<Board> {
        let n = self.n;
        let mut b = *board;
        self.place(&mut b, c, s as usize);
        // Each symbol's cells when its units were last read for hidden singles, and for locked candidates:
        // unchanged since, they give nothing new.
        let (mut read, mut locks_read) = ([(!0u128, 0u128); 10], [!0u128; 10]);
        loop {
            // naked singles, and cells left with no candidate
            let (mut once, mut twice) = (0u128, 0u128);
            for p in &b.pos[1..=n] {
                twice |= once & p;
                once |= p;
            }
            if b.open & !once != 0 {
                return None;
            }
            let mut progress = false;
            let mut singles = once & !twice;
            while singles != 0 {
                let c = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let d = (1..=n).find(|&d| b.pos[d] >> c & 1 == 1)?;
                self.place(&mut b, c, d);
                progress = true;
            }
            // hidden singles, and symbols left with no place in a unit
            for (d, last) in read.iter_mut().enumerate().take(n + 1).skip(1) {
                if *last == (b.pos[d], b.held[d]) {
                    continue;
                }
                *last = (b.pos[d], b.held[d]);
                for &u in &self.units {
                    if b.held[d] & u != 0 {
                        continue;
                    }
                    let m = b.pos[d] & u;
                    if m == 0 {
                        return None;
                    }
                    if m & (m - 1) == 0 {
                        self.place(&mut b, m.trailing_zeros() as usize, d);
                        progress = true;
                    }
                }
            }
            if !progress && locked {
                for (p, last) in b.pos.iter_mut().zip(&mut locks_read).take(n + 1).skip(1) {
                    if *last == *p {
                        continue;
                    }
                    *last = *p;
                    for &(a, a_out, t_out) in &self.locks {
                        if *p & a != 0 && *p & a_out == 0 && *p & t_out != 0 {
                            *p &= !t_out;
                            progress = true;
                        }
                    }
                }
            }
            if !progress {
                return Some(b);
            }
        }
    }

    /// What propagating each candidate of `g` does (with `locked`, by locked candidates too).
    pub(super) fn verdicts(&self, g: &Grid, locked: bool) -> Verdicts {
        let stride = self.n + 1;
        let board = self.board(g);
        let mut closed = vec![None; g.cells.len() * stride];
        for c in cells_by_size(g) {
            for s in g.cands[c].iter() {
                closed[c * stride + s as usize] = Some(self.close(&board, c, s, locked));
            }
        }
        Verdicts {
            board,
            closed,
            stride,
        }
    }
}

/// Every candidate's closure on a grid (see [`Masks::verdicts`]), for the searches of [`super::chains`].
pub(super) struct Verdicts {
    board: Board,
    /// By `cell * stride + symbol`: `None` for a cell with fewer than two candidates, `Some(None)` for an
    /// assumption that breaks a rule, else its closure.
    closed: Vec<Option<Option<Board>>>,
    stride: usize,
}

impl Verdicts {
    /// Whether assuming `c = s` certainly does not break a rule.
    pub(super) fn holds(&self, c: usize, s: Symbol) -> bool {
        matches!(self.closed[c * self.stride + s as usize], Some(Some(_)))
    }

    /// Whether the assumptions of `group` (a cell's candidates, a symbol's places in a unit) certainly lead to
    /// no common placement or elimination, or one of them breaks a rule: no verity there.
    pub(super) fn disagree(&self, group: &[(usize, Symbol)]) -> bool {
        let n = self.stride - 1;
        let (mut took, mut lost) = ([!0u128; 10], [!0u128; 10]);
        for &(c, s) in group {
            match self.closed[c * self.stride + s as usize] {
                Some(Some(b)) => {
                    for d in 1..=n {
                        took[d] &= b.held[d];
                        lost[d] &= self.board.pos[d] & !b.pos[d] & !b.held[d];
                    }
                }
                Some(None) => return true,
                None => return false,
            }
        }
        (1..=n).all(|d| (took[d] & self.board.open) | lost[d] == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::propagate;
    use super::Masks;
    use crate::core::sudoku::Sudoku;
    use crate::human::grid::Grid;
    use crate::human::solver;
    use crate::puzzle::Puzzle;

    /// On positions along the solve paths of the forum's hardest puzzles, every assumption's closure on the
    /// masks is propagate's: the same verdict, and when no rule breaks, the same candidates left.
    #[test]
    fn closures_are_propagations() {
        let text = include_str!("../../../../tests/data/forum_hardest_50.txt");
        let lines = text.lines().filter(|l| !l.starts_with('#')).take(4);
        let ids: Vec<&str> = lines
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        let (checked, broken) = compare_along(&ids, 6, usize::MAX);
        assert!(
            checked > 1000 && broken > 100,
            "{checked} checked, {broken} broken"
        );
    }

    /// The same with rules (`tests/data/rules_9x9_master_mixes.txt`): non-consecutive neighbours (a relation)
    /// alone and with anti-knight, anti-king (pairs), diagonals (units) or even cells, and anti-knight,
    /// anti-king, Windoku, X, even/odd cells and two mixes without it.
    #[test]
    fn closures_are_propagations_with_rules() {
        let text = include_str!("../../../../tests/data/rules_9x9_master_mixes.txt");
        let ids: Vec<&str> = text.lines().filter(|l| l.starts_with("sudoku:")).collect();
        let (checked, broken) = compare_along(&ids[..], 10, 30);
        assert!(
            checked > 1000 && broken > 100,
            "{checked} checked, {broken} broken"
        );
    }

    /// Every candidate's closure on the masks against [`propagate`] (with and without locked candidates) at
    /// every `every`-th position of each puzzle's solve path, up to step `last`: the candidates compared, and
    /// how many broke a rule.
    fn compare_along(ids: &[&str], every: usize, last: usize) -> (usize, usize) {
        let (mut checked, mut broken) = (0, 0);
        for id in ids {
            let mut g = Grid::new(&Sudoku::parse(id).unwrap(), None);
            let n = g.n();
            for k in 0..=last {
                if g.is_complete() {
                    break;
                }
                if k % every == 0 {
                    let masks = Masks::of(&g).unwrap();
                    let board = masks.board(&g);
                    for c in super::cells_by_size(&g) {
                        for s in g.cands[c].iter() {
                            for locked in [false, true] {
                                let b = propagate(&g, c, s, locked, &[]);
                                let closed = masks.close(&board, c, s, locked);
                                // (the message made only for a failure)
                                let at =
                                    || format!("{id} step {k}: r{}c{}={s}", c / n + 1, c % n + 1);
                                assert_eq!(closed.is_none(), b.contra.is_some(), "{}", at());
                                checked += 1;
                                let Some(m) = closed else {
                                    broken += 1;
                                    continue;
                                };
                                for x in 0..n * n {
                                    let want: Vec<u8> = if b.g.cells[x] != 0 {
                                        vec![b.g.cells[x]]
                                    } else {
                                        b.g.cands[x].iter().collect()
                                    };
                                    let got: Vec<u8> = (1..=n as u8)
                                        .filter(|&d| {
                                            (m.pos[d as usize] | m.held[d as usize]) >> x & 1 == 1
                                        })
                                        .collect();
                                    assert_eq!(got, want, "{}, cell {x}", at());
                                }
                            }
                        }
                    }
                }
                let step = solver::next_step(&g).unwrap();
                g.apply(&step);
            }
        }
        (checked, broken)
    }
}
