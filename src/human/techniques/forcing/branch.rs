//! A forcing chain's branch: an assumption propagated by singles (a cell's only candidate, a symbol's only place
//! in a unit), a Killer's cages and, when those stall, locked candidates, each implication remembering the ones it
//! follows from and told by whichever of its reasons rests on the fewest lines, to a fixed point or a broken rule.
//! The searches of the parent module read branches; [`super::masks`] gives the same verdicts without the lines.

use super::cage;
use crate::core::cell::{Cell, Symbol};
use crate::human::grid::Grid;

pub(super) const NONE: u32 = u32::MAX;

/// Why an implication holds.
#[derive(Clone, Copy, Debug)]
pub(super) enum Why {
    Assume,
    /// The cell's only candidate.
    Single,
    /// The symbol's only place in the unit.
    Hidden(usize),
    /// In unit `.0` the symbol lies only in its intersection with unit `.1`, so it leaves the rest of `.1`.
    Locked(usize, usize),
    /// A cage's sum (Killer): the branch's note `.0` says which cage and why.
    Cage(u32),
    /// A nested chain: assuming the candidate in the branch's grid breaks a rule; the branch's `nested[.0]` tells
    /// that inner chain.
    Nested(u32),
}

/// One implication of a branch: `cell` takes (`placed`) or loses `sym`.
#[derive(Clone, Debug)]
pub(super) struct Imp {
    pub(super) cell: usize,
    pub(super) sym: Symbol,
    pub(super) placed: bool,
    pub(super) why: Why,
    pub(super) parents: Vec<u32>,
}

/// How a branch failed: a cell with no candidate, or a symbol with no place in a unit; and the implications
/// that caused it.
#[derive(Clone, Debug)]
pub(super) enum Contra {
    Empty(usize),
    Missing(usize, Symbol),
    /// Killer: no combination of the cage fits its cells any more.
    Cage(usize),
}

/// A propagated assumption.
pub(super) struct Branch {
    pub(super) g: Grid,
    pub(super) imps: Vec<Imp>,
    /// `cell * stride + symbol` → the implication that removed the candidate (`NONE`: not removed here).
    pub(super) elim_by: Vec<u32>,
    /// `cell` → the implication that placed it.
    pub(super) placed_by: Vec<u32>,
    pub(super) contra: Option<(Contra, Vec<u32>)>,
    /// Ancestor sets of the implications (themselves included), `words` 64-bit words each.
    pub(super) anc: Vec<u64>,
    pub(super) words: usize,
    /// What each [`Why::Cage`] implication read from its cage.
    pub(super) notes: Vec<cage::Note>,
    /// The inner chain of each [`Why::Nested`] implication, in words, and its number of lines.
    pub(super) nested: Vec<(String, usize)>,
}

impl Branch {
    pub(super) fn stride(&self) -> usize {
        self.g.n() + 1
    }

    pub(super) fn place(&mut self, c: usize, s: Symbol, why: Why, parents: Vec<u32>) {
        let id = self.imps.len() as u32;
        let st = self.stride();
        self.imps.push(Imp {
            cell: c,
            sym: s,
            placed: true,
            why,
            parents,
        });
        self.placed_by[c] = id;
        for x in self.g.cands[c].iter() {
            if x != s {
                self.elim_by[c * st + x as usize] = id;
            }
        }
        for i in 0..self.g.geo.peers[c].len() {
            let p = self.g.geo.peers[c][i] as usize;
            if self.g.has(p, s) {
                self.elim_by[p * st + s as usize] = id;
            }
        }
        // What the rules' relations take from the related cells (non-consecutive neighbours).
        for (to, keep) in self.g.geo.beside(c as Cell, s) {
            let to = to as usize;
            if self.g.cells[to] == 0 {
                for x in self.g.cands[to].minus(keep).iter() {
                    self.elim_by[to * st + x as usize] = id;
                }
            }
        }
        self.g.place(c as Cell, s);
    }

    /// Removes candidate `s` of cell `c`.
    pub(super) fn remove(&mut self, c: usize, s: Symbol, why: Why, parents: Vec<u32>) {
        let id = self.imps.len() as u32;
        self.imps.push(Imp {
            cell: c,
            sym: s,
            placed: false,
            why,
            parents,
        });
        let st = self.stride();
        self.elim_by[c * st + s as usize] = id;
        self.g.cands[c].remove(s);
    }

    /// The implications that removed `s` from the cells of `cells` (those that had it at the start).
    pub(super) fn causes(
        &self,
        g0: &Grid,
        cells: impl Iterator<Item = usize>,
        s: Symbol,
    ) -> Vec<u32> {
        let st = self.stride();
        let mut v: Vec<u32> = cells
            .filter(|&c| g0.has(c, s))
            .map(|c| self.elim_by[c * st + s as usize])
            .filter(|&i| i != NONE)
            .collect();
        crate::core::sort::sort(&mut v);
        v.dedup();
        v
    }

    /// The implications that removed every other candidate of `c`.
    pub(super) fn cell_causes(&self, g0: &Grid, c: usize, keep: Symbol) -> Vec<u32> {
        let st = self.stride();
        let mut v: Vec<u32> = g0.cands[c]
            .iter()
            .filter(|&x| x != keep)
            .map(|x| self.elim_by[c * st + x as usize])
            .filter(|&i| i != NONE)
            .collect();
        crate::core::sort::sort(&mut v);
        v.dedup();
        v
    }

    /// Why `c` takes `s`, `found` (a single, or a hidden single in one unit) or another reason that holds too,
    /// whichever rests on the fewest lines (`found` when they tie): the same placement told the shortest way.
    pub(super) fn reason(&self, g0: &Grid, c: usize, s: Symbol, found: Why) -> (Why, Vec<u32>) {
        let parents = |why: Why| match why {
            Why::Hidden(u) => {
                let others = g0.geo.units[u]
                    .iter()
                    .map(|&x| x as usize)
                    .filter(|&x| x != c);
                self.causes(g0, others, s)
            }
            _ => self.cell_causes(g0, c, s),
        };
        let mut best = (found, parents(found));
        if g0.n() > 9 {
            return best;
        }
        let single = (self.g.cands[c].only() == Some(s)).then_some(Why::Single);
        let hidden = g0.geo.cell_units[c]
            .iter()
            .map(|&u| u as usize)
            .filter(|&u| self.g.cells_with(u, s).all(|x| x as usize == c))
            .map(Why::Hidden);
        let others: Vec<Why> = single
            .into_iter()
            .chain(hidden)
            .filter(|&why| !matches!((why, found), (Why::Single, Why::Single)))
            .filter(|&why| !matches!((why, found), (Why::Hidden(a), Why::Hidden(b)) if a == b))
            .collect();
        if others.is_empty() {
            return best;
        }
        let mut lines = self.reach(&best.1);
        for why in others {
            let p = parents(why);
            let k = self.reach(&p);
            if k < lines {
                (best, lines) = ((why, p), k);
            }
        }
        best
    }

    /// How many implications `roots` rest on, themselves included (before [`Branch::ancestors`] is known).
    pub(super) fn reach(&self, roots: &[u32]) -> usize {
        let mut seen = vec![false; self.imps.len()];
        let mut stack: Vec<u32> = roots.to_vec();
        let mut count = 0;
        while let Some(i) = stack.pop() {
            if std::mem::replace(&mut seen[i as usize], true) {
                continue;
            }
            count += 1;
            stack.extend(&self.imps[i as usize].parents);
        }
        count
    }

    /// Number of lines behind a set of implications (their ancestors, the assumption not counted).
    pub(super) fn cost(&self, roots: &[u32]) -> usize {
        let mut acc = vec![0u64; self.words];
        for &r in roots {
            let a = &self.anc[r as usize * self.words..(r as usize + 1) * self.words];
            for (x, y) in acc.iter_mut().zip(a) {
                *x |= y;
            }
        }
        acc.iter()
            .map(|w| w.count_ones() as usize)
            .sum::<usize>()
            .saturating_sub(1)
    }

    /// [`Branch::cost`] of one implication.
    pub(super) fn cost1(&self, r: u32) -> usize {
        self.anc[r as usize * self.words..(r as usize + 1) * self.words]
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum::<usize>()
            - 1
    }

    /// The ancestors of `roots`, in order (the assumption first).
    pub(super) fn lines(&self, roots: &[u32]) -> Vec<u32> {
        let mut acc = vec![0u64; self.words];
        for &r in roots {
            let a = &self.anc[r as usize * self.words..(r as usize + 1) * self.words];
            for (x, y) in acc.iter_mut().zip(a) {
                *x |= y;
            }
        }
        (0..self.imps.len() as u32)
            .filter(|&i| acc[i as usize / 64] >> (i % 64) & 1 == 1)
            .collect()
    }
}

/// Propagates `c = s` in `g0` by singles, then cages (`combos`: [`cage::combos`]), then locked candidates, to
/// a fixed point or a contradiction.
pub(super) fn propagate(
    g0: &Grid,
    c: usize,
    s: Symbol,
    use_locked: bool,
    combos: &[Vec<u32>],
) -> Branch {
    let n = g0.n();
    let mut b = Branch {
        g: g0.clone(),
        imps: Vec::new(),
        elim_by: vec![NONE; n * n * (n + 1)],
        placed_by: vec![NONE; n * n],
        contra: None,
        anc: Vec::new(),
        words: 0,
        notes: Vec::new(),
        nested: Vec::new(),
    };
    b.place(c, s, Why::Assume, vec![]);
    b.contra = run(g0, &mut b, use_locked, combos);
    b.ancestors();
    b
}

impl Branch {
    /// The ancestor sets of every implication (itself included), from their parents.
    pub(super) fn ancestors(&mut self) {
        let words = self.imps.len().div_ceil(64);
        let mut anc = vec![0u64; words * self.imps.len()];
        for i in 0..self.imps.len() {
            let (done, rest) = anc.split_at_mut(i * words);
            let me = &mut rest[..words];
            me[i / 64] |= 1 << (i % 64);
            for &p in &self.imps[i].parents {
                let pa = &done[p as usize * words..(p as usize + 1) * words];
                for (x, y) in me.iter_mut().zip(pa) {
                    *x |= y;
                }
            }
        }
        self.anc = anc;
        self.words = words;
    }
}

pub(super) fn run(
    g0: &Grid,
    b: &mut Branch,
    use_locked: bool,
    combos: &[Vec<u32>],
) -> Option<(Contra, Vec<u32>)> {
    let n = g0.n();
    let all = crate::core::candidates::Candidates::all(n).0;
    loop {
        let mut progress = false;
        for c in 0..n * n {
            if b.g.cells[c] != 0 {
                continue;
            }
            let m = b.g.cands[c];
            if m.is_empty() {
                return Some((Contra::Empty(c), b.cell_causes(g0, c, 0)));
            }
            if let Some(s) = m.only() {
                let (why, parents) = b.reason(g0, c, s, Why::Single);
                b.place(c, s, why, parents);
                progress = true;
            }
        }
        for u in 0..g0.geo.units.len() {
            let (once, twice, placed) = b.g.unit_symbols(u);
            if let Some(s) = crate::core::candidates::Candidates(all & !once & !placed).first() {
                let cells = g0.geo.units[u].iter().map(|&c| c as usize);
                return Some((Contra::Missing(u, s), b.causes(g0, cells, s)));
            }
            for s in crate::core::candidates::Candidates(once & !twice & !placed).iter() {
                let Some(c) = b.g.cells_with(u, s).next() else {
                    continue;
                };
                let (why, parents) = b.reason(g0, c as usize, s, Why::Hidden(u));
                b.place(c as usize, s, why, parents);
                progress = true;
            }
        }
        if !progress && !combos.is_empty() {
            match cage::step(g0, b, combos) {
                Ok(p) => progress = p,
                Err(contra) => return Some(contra),
            }
        }
        if !progress && use_locked {
            progress = locked(g0, b);
        }
        if !progress {
            return None;
        }
    }
}

/// Every locked-candidates elimination (pointing and claiming) of the branch's grid, recorded one implication
/// per removed candidate; true if any candidate went.
pub(super) fn locked(g0: &Grid, b: &mut Branch) -> bool {
    let n = g0.n();
    let mut changed = false;
    for s in 1..=n as Symbol {
        // (confined unit, line or block it lies in) pairs: blocks pointing into lines, lines claiming blocks.
        for a in 0..g0.geo.units.len() {
            let (mut rows, mut cols, mut blocks, mut any) = (0u32, 0u32, 0u32, false);
            for &c in &b.g.geo.units[a] {
                if b.g.has(c as usize, s) {
                    rows |= 1 << b.g.geo.row(c as usize);
                    cols |= 1 << b.g.geo.col(c as usize);
                    blocks |= 1 << b.g.geo.block(c as usize);
                    any = true;
                }
            }
            if !any {
                continue;
            }
            let targets: [(u32, usize); 3] = [(rows, 0), (cols, n), (blocks, 2 * n)];
            for (mask, off) in targets {
                if mask.count_ones() != 1 || off == a / n * n {
                    continue;
                }
                let t = off + mask.trailing_zeros() as usize;
                let victims: Vec<usize> = b.g.geo.units[t]
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| b.g.has(c, s) && !b.g.geo.units[a].contains(&(c as Cell)))
                    .collect();
                if victims.is_empty() {
                    continue;
                }
                let outside = g0.geo.units[a]
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| !g0.geo.units[t].contains(&(c as Cell)));
                let parents = b.causes(g0, outside, s);
                for v in victims {
                    b.remove(v, s, Why::Locked(a, t), parents.clone());
                    changed = true;
                }
            }
        }
    }
    changed
}
