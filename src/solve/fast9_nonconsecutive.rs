//! [`super`]'s band solver on the non-consecutive 9×9 (rows, columns, boxes, and no two side neighbours
//! holding consecutive digits, nothing else: [`takes`]): the relation's steps on the band boards, and the
//! entry point [`count`].
//!
//! The steps are [`super::super::neighbours9`]'s, on 27-bit band boards instead of 81-bit ones:
//! - a placed digit leaves its side neighbours' boards of the digits next to it (the band below or above
//!   too, for a cell on a band's edge row);
//! - the relation with "different": a cell keeps digit `e` only if each side neighbour keeps a digit other
//!   than `e - 1`, `e` and `e + 1` (a neighbour of {4, 5} takes 4 and 5 from the cell);
//! - a digit's two or three places in a row, column or box: the cells beside (or at) all of them lose the
//!   digits next to it.
//!
//! They run once the band updates, the naked singles and the column/box pass stop (boards changed since the
//! last pass only, for the last step). Without them the non-consecutive master puzzles took 8.5 times the
//! guesses (30 puzzles, median); without a digit's few places in rows and boxes, 2.3 times. Guessing counts a
//! cell's open side neighbours twice among its open peers (as `neighbours9`), which halved the slowest
//! puzzle's time. A guess costs about 1.3 µs here (the plain band search 0.6), a branch point of
//! `neighbours9` 2.6 µs for a fifth fewer of them: a count to 2 of those 30 puzzles took a median 5.6 ms
//! against 9.2 (`cargo bench --bench doors`: master puzzles of seeds 1–6, 4.2 ms against 7.1).

use super::{Options, State, BAND, COLS3};
use crate::core::cell::Symbol;
use crate::core::geometry::{Geometry, Layout};

/// Does this solver take `geo`: 9×9 blocks whose only rule is a relation between every two side neighbours
/// that forbids exactly the digits next to a digit (the `nonconsecutive` rule alone), no cages, extra units,
/// pairs or cell digits.
pub(crate) fn takes(geo: &Geometry) -> bool {
    super::super::neighbours9::takes(geo)
        && geo.layout == Layout::Blocks
        && geo.units.len() == 27
        && geo.allowed.is_empty()
        && geo.peers.iter().all(|p| p.len() == 20)
        && geo.relations.first().is_some_and(|r| {
            (1..=9u32).all(|d| {
                (1..=9u32).all(|e| (r.ok[d as usize] >> e & 1 != 0) == (d.abs_diff(e) != 1))
            })
        })
}

/// What a count found.
pub(crate) struct Counted {
    /// Solutions, up to the limit asked for (0 if the givens break a rule).
    pub count: usize,
    /// The first solution found.
    pub solution: Option<[Symbol; 81]>,
    /// The search gave up at its work limit: `count` is a lower bound.
    pub aborted: bool,
}

/// Solutions of `cells` (81 values, 0 = empty) on the non-consecutive 9×9, counted up to `limit`, with
/// `opts`' excluded candidate, preferred digits and work limit.
pub(crate) fn count(cells: &[Symbol], limit: usize, opts: Options) -> Counted {
    let opts = Options {
        nonconsecutive: true,
        want_solution: true,
        ..opts
    };
    match super::run(cells, limit, opts) {
        Some(ctx) => Counted {
            count: ctx.count,
            solution: ctx.solution,
            aborted: ctx.aborted,
        },
        None => Counted {
            count: 0,
            solution: None,
            aborted: false,
        },
    }
}

/// Column 1 and column 9 in the three rows of a band.
const FIRST_COLUMN: u32 = COLS3;
const LAST_COLUMN: u32 = COLS3 << 8;

/// The side neighbours inside a band of the cells `m` of the band.
#[inline(always)]
fn beside_in_band(m: u32) -> u32 {
    ((m << 1) & !FIRST_COLUMN & BAND) | ((m >> 1) & !LAST_COLUMN) | ((m << 9) & BAND) | (m >> 9)
}

/// The side neighbours of the cells `m` (one mask per band), across the bands' edges too.
#[inline(always)]
fn beside(m: [u32; 3]) -> [u32; 3] {
    [
        beside_in_band(m[0]) | ((m[1] & 0x1FF) << 18),
        beside_in_band(m[1]) | (m[0] >> 18) | ((m[2] & 0x1FF) << 18),
        beside_in_band(m[2]) | (m[1] >> 18),
    ]
}

/// For a digit's places in a row (9 bits), when two or three: the cells of the row beside or at every one.
static ROW_NEAR: [u32; 512] = near_table(false);
/// The same for a box (bit `row * 3 + col`); no cell outside a row or box is beside two of its cells.
static BOX_NEAR: [u32; 512] = near_table(true);

const fn near_table(boxed: bool) -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let k = (m as u32).count_ones();
        if k == 2 || k == 3 {
            let mut all = 0x1FF;
            let mut c = 0;
            while c < 9 {
                if m >> c & 1 != 0 {
                    let mut close = 1u32 << c;
                    if boxed {
                        let (r, col) = (c / 3, c % 3);
                        if col > 0 {
                            close |= 1 << (c - 1);
                        }
                        if col < 2 {
                            close |= 1 << (c + 1);
                        }
                        if r > 0 {
                            close |= 1 << (c - 3);
                        }
                        if r < 2 {
                            close |= 1 << (c + 3);
                        }
                    } else {
                        close |= (close << 1) | (close >> 1);
                    }
                    all &= close;
                }
                c += 1;
            }
            t[m] = all & 0x1FF;
        }
        m += 1;
    }
    t
}

/// The cells of a band beside or at every place of a digit with two or three places in a row or box of the
/// band (`a`: the digit's board).
#[inline(always)]
fn near_in_rows_and_boxes(a: u32) -> u32 {
    let mut near = 0;
    for r in 0..3 {
        near |= ROW_NEAR[((a >> (9 * r)) & 0x1FF) as usize] << (9 * r);
    }
    for k in 0..3 {
        let m = ((a >> (3 * k)) & 7)
            | (((a >> (9 + 3 * k)) & 7) << 3)
            | (((a >> (18 + 3 * k)) & 7) << 6);
        let n = BOX_NEAR[m as usize];
        near |= ((n & 7) | (((n >> 3) & 7) << 9) | (((n >> 6) & 7) << 18)) << (3 * k);
    }
    near
}

/// The cells beside or at every place of digit `rows` (its nine rows, 9 bits each) in the columns where it
/// has two or three places, per band.
#[inline(always)]
fn near_in_columns(rows: &[u32; 9]) -> [u32; 3] {
    let (mut one, mut two, mut three, mut four) = (0u32, 0u32, 0u32, 0u32);
    for &r in rows {
        four |= three & r;
        three |= two & r;
        two |= one & r;
        one |= r;
    }
    let cols = two & !four;
    let mut near = [0u32; 3];
    if cols == 0 {
        return near;
    }
    // above[r]: the places in rows 0..r; below[r]: in rows r..9
    let (mut above, mut below) = ([0u32; 10], [0u32; 10]);
    for r in 0..9 {
        above[r + 1] = above[r] | rows[r];
        below[8 - r] = below[9 - r] | rows[8 - r];
    }
    for r in 0..9 {
        // a place two rows away or more, above or below, leaves the column out
        let far = if r >= 1 { above[r - 1] } else { 0 } | if r + 2 <= 9 { below[r + 2] } else { 0 };
        near[r / 3] |= (cols & !far) << (9 * (r % 3));
    }
    near
}

impl State {
    /// The givens' side neighbours leave the boards of the digits next to theirs (`given`: the givens' cells
    /// per board, as `from_givens` collects them).
    pub(super) fn givens_apart(&mut self, given: &[u32; 27]) {
        for d in 0..9 {
            let near = beside([given[d], given[9 + d], given[18 + d]]);
            for (b, &m) in near.iter().enumerate() {
                self.clear_next_to(b, d, m);
            }
        }
    }

    /// Digit index `d` placed in the cells `new` of band `b`: their side neighbours leave the boards of the
    /// digits next to it (marked in `dirty` where they lose a candidate).
    #[inline(always)]
    pub(super) fn placed_apart(&mut self, b: usize, d: usize, new: u32, dirty: &mut u32) {
        // (`beside` of the one band gives the same cells, for 3% slower counts)
        *dirty |= self.clear_next_to(b, d, beside_in_band(new));
        if b > 0 {
            *dirty |= self.clear_next_to(b - 1, d, (new & 0x1FF) << 18);
        }
        if b < 2 {
            *dirty |= self.clear_next_to(b + 1, d, new >> 18);
        }
    }

    /// The cells `near` of band `b` leave the boards of the digits next to digit index `d`; the boards that
    /// lost a candidate (bit `b * 9 + digit index`).
    #[inline(always)]
    fn clear_next_to(&mut self, b: usize, d: usize, near: u32) -> u32 {
        let mut lost = 0;
        for e in [d.wrapping_sub(1), d + 1] {
            if e < 9 {
                let j = b * 9 + e;
                lost |= ((self.f[j] & near != 0) as u32) << j;
                self.f[j] &= !near;
            }
        }
        lost
    }

    /// The unsolved side neighbours of cell `i` of band `b` (for the choice of a guess).
    #[inline(always)]
    pub(super) fn open_beside(&self, b: usize, i: usize) -> u32 {
        let mut k = (beside_in_band(1 << i) & self.unsolved[b]).count_ones();
        if i < 9 && b > 0 {
            k += (self.unsolved[b - 1] >> (18 + i)) & 1;
        }
        if i >= 18 && b < 2 {
            k += (self.unsolved[b + 1] >> (i - 18)) & 1;
        }
        k
    }

    /// The relation with "different", and a digit's two or three places in a unit (the module's list), on
    /// the boards changed since the last pass for the second; true if a candidate went (its board is then
    /// marked for the band update).
    #[cfg_attr(target_arch = "x86_64", inline(always))] // compiled per feature set (see `run`)
    pub(super) fn relation(&mut self) -> bool {
        let before = self.f;
        let boards = self.related_dirty;
        self.related_dirty = 0;
        let mut changed = boards;
        while changed != 0 {
            let i = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            let (b, d) = (i / 9, i % 9);
            let near = near_in_rows_and_boxes(self.f[i] & self.unsolved[b]);
            self.clear_next_to(b, d, near);
        }
        let mut digits = (boards | (boards >> 9) | (boards >> 18)) & 0x1FF;
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut rows = [0u32; 9];
            for b in 0..3 {
                let a = self.f[b * 9 + d];
                rows[3 * b] = a & 0x1FF;
                rows[3 * b + 1] = (a >> 9) & 0x1FF;
                rows[3 * b + 2] = a >> 18;
            }
            for (b, &near) in near_in_columns(&rows).iter().enumerate() {
                self.clear_next_to(b, d, near);
            }
        }
        // with "different": the open cells whose every candidate is e - 1, e or e + 1 take e from their side
        // neighbours (below[d]: the cells with a candidate below d, above[d]: from d on)
        let (mut below, mut above) = ([[0u32; 3]; 10], [[0u32; 3]; 10]);
        for d in 0..9 {
            for b in 0..3 {
                below[d + 1][b] = below[d][b] | self.f[b * 9 + d];
                above[8 - d][b] = above[9 - d][b] | self.f[b * 9 + 8 - d];
            }
        }
        for e in 0..9 {
            let mut only = [0u32; 3];
            for b in 0..3 {
                let lo = if e >= 1 { below[e - 1][b] } else { 0 };
                let hi = if e + 2 <= 9 { above[e + 2][b] } else { 0 };
                only[b] = !(lo | hi) & self.unsolved[b];
            }
            if only != [0; 3] {
                for (b, m) in beside(only).iter().enumerate() {
                    self.f[b * 9 + e] &= !m;
                }
            }
        }
        // (one comparison here: the losses of each clearing marked as it is made were 2% slower counts)
        let mut lost = 0u32;
        for (i, (now, was)) in self.f.iter().zip(&before).enumerate() {
            lost |= ((now != was) as u32) << i;
        }
        self.dirty |= lost;
        lost != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sudoku::Sudoku;
    use crate::puzzle::Puzzle;
    use crate::solve::door;
    use crate::solve::neighbours9;
    use rand::{Rng, SeedableRng};

    /// The non-consecutive master puzzles of `tests/data` (seed 1, 24 of them).
    fn masters() -> Vec<Sudoku> {
        let path = format!(
            "{}/tests/data/nonconsecutive_master_seed_1.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).unwrap();
        let out: Vec<Sudoku> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|l| Sudoku::parse(l.trim()).unwrap())
            .collect();
        assert_eq!(out.len(), 24);
        out
    }

    /// The counts to 1, 2 and 3 and the unique solution of [`neighbours9`] (the door's solver for every
    /// side-neighbour rule before, checked against the general solver and the oracle in
    /// `tests/rules_global.rs`), on each master puzzle and on grids made from it: givens taken away (more
    /// solutions), a solution digit added, a wrong digit added (often none). Every solution found keeps the
    /// givens and the rules; every count from 0 to 3 is seen.
    #[test]
    fn counts_agree_with_the_side_neighbour_solver() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(28);
        let mut seen = [0usize; 4];
        for p in masters().into_iter().step_by(2) {
            assert!(takes(&p.geo));
            let sol = door::unique_solution(&p).expect("unique");
            for trial in 0..8 {
                let mut cells = p.cells().to_vec();
                if trial > 0 {
                    for _ in 0..rng.random_range(0..3) {
                        let c = rng.random_range(0..81);
                        cells[c] = 0;
                    }
                    let c = rng.random_range(0..81);
                    cells[c] = if trial % 3 == 0 {
                        rng.random_range(1..=9)
                    } else {
                        sol[c]
                    };
                }
                for limit in [1, 2, 3] {
                    let ours = count(&cells, limit, Options::default());
                    let (theirs, their_sol) = neighbours9::Solver::new(&p.geo).run(&cells, limit);
                    assert_eq!(ours.count, theirs, "{cells:?} to {limit}");
                    assert!(!ours.aborted);
                    if let Some(found) = ours.solution {
                        // a solution that keeps the givens and every rule (the other solver's count of it)
                        assert!(cells.iter().zip(&found).all(|(&g, &f)| g == 0 || g == f));
                        assert_eq!(neighbours9::Solver::new(&p.geo).run(&found, 2).0, 1);
                    }
                    if limit == 2 && theirs == 1 {
                        assert_eq!(ours.solution.map(|s| s.to_vec()), their_sol, "{cells:?}");
                    }
                    if limit == 3 {
                        seen[ours.count] += 1;
                    }
                }
            }
        }
        assert!(seen.iter().all(|&k| k > 0), "counts 0..=3 seen {seen:?}");
    }

    /// Two consecutive givens side by side break the rule (no solution), in a row and down a column across
    /// each edge between bands, where the solver's boards meet; two apart do not.
    #[test]
    fn consecutive_givens_side_by_side_have_no_solution() {
        let with = |givens: &[(usize, Symbol)]| {
            let mut cells = vec![0; 81];
            for &(c, d) in givens {
                cells[c] = d;
            }
            count(&cells, 1, Options::default()).count
        };
        // r1c1 1 and r1c2 2; r3c5 4 over r4c5 5; r6c9 8 over r7c9 7
        assert_eq!(with(&[(0, 1), (1, 2)]), 0);
        assert_eq!(with(&[(22, 4), (31, 5)]), 0);
        assert_eq!(with(&[(53, 8), (62, 7)]), 0);
        assert_eq!(with(&[(22, 4), (31, 6)]), 1);
        assert_eq!(with(&[(53, 8), (62, 6)]), 1);
        // row 4 leaves r4c5 only 5, beside r3c5's 4 across the band edge; with 8 there instead, a solution
        let row4 = [
            (27, 2),
            (28, 4),
            (29, 1),
            (30, 3),
            (32, 7),
            (33, 9),
            (34, 6),
            (35, 8),
        ];
        assert_eq!(with(&[&row4[..], &[(22, 4)]].concat()), 0);
        assert_eq!(with(&[&row4[..], &[(22, 2)]].concat()), 1);
    }

    /// The generator's question through the door, one clue removed (a candidate excluded) or two (a count),
    /// agrees with a count of the grid without them; a work limit of a few guesses gives up.
    #[test]
    fn still_unique_agrees_with_a_count() {
        for p in masters().iter().take(6) {
            let sol = door::unique_solution(p).unwrap();
            let givens: Vec<usize> = (0..81).filter(|&c| p.cells()[c] != 0).collect();
            for (k, &c) in givens.iter().enumerate() {
                let mut removed = vec![c];
                if k % 2 == 1 {
                    removed.push(givens[k - 1]);
                }
                let mut s = p.clone();
                for &r in &removed {
                    s.set(r, 0);
                }
                let unique = door::count_solutions(&s, 2) == 1;
                let said = door::still_unique_until(&s, &removed, &sol, f64::INFINITY, u64::MAX);
                assert_eq!(said, Some(unique), "{removed:?}");
            }
        }
        // a work limit of a few guesses gives up on a master puzzle, which takes hundreds
        let p = &masters()[0];
        let limited = Options {
            guess_limit: Some(3),
            ..Options::default()
        };
        assert!(count(p.cells(), 2, limited).aborted);
        assert!(!count(p.cells(), 2, Options::default()).aborted);
    }

    /// The solutions (counted up to 1, 2 and 3) and guesses summed over the master puzzles: the same totals as
    /// `tests/wasm_browser.rs` asserts for the wasm build (its simd128 band updates), so both searches take
    /// the same path on every puzzle.
    #[test]
    fn search_totals() {
        let mut totals = (0, 0);
        for p in masters() {
            for limit in [1, 2, 3] {
                let (n, g) = super::super::count_nonconsecutive_with_stats(p.cells(), limit);
                totals = (totals.0 + n, totals.1 + g);
            }
        }
        assert_eq!(totals, (72, 364_258));
    }

    /// Only the non-consecutive rule alone on 9×9 blocks comes here; its mixes, other side sizes and plain
    /// grids do not.
    #[test]
    fn takes_the_rule_alone() {
        let empty = ".".repeat(81);
        for (rules, taken) in [
            ("nonconsecutive", true),
            ("antiknight;nonconsecutive", false),
            ("diagonals;nonconsecutive", false),
            ("nonconsecutive;even=r2c9", false),
            ("antiknight", false),
        ] {
            let p = Sudoku::parse(&format!("sudoku:3x3:{empty}:{rules}")).unwrap();
            assert_eq!(takes(&p.geo), taken, "{rules}");
        }
        let six = Sudoku::parse(&format!("sudoku:2x3:{}:nonconsecutive", ".".repeat(36))).unwrap();
        assert!(!takes(&six.geo));
        let plain = Sudoku::parse(&format!("sudoku:3x3:{empty}")).unwrap();
        assert!(!takes(&plain.geo));
    }
}
