//! While listing (`deduce steps --all`), the almost-locked-set steps the shortest loop from each start can miss
//! (a shorter chain refutes the same candidate with other ends): every ALS-XZ, singly linked (one restricted
//! common symbol x: z leaves every cell that sees all of z in both sets) and doubly linked (two: each set is then
//! locked but for one of them), and every ALS-XY-wing (a pivot set joined to two others by different restricted
//! commons); then HoDoKu's ALS-XY-wings and ALS-XY-chains (four sets or more, within a budget), each removing
//! every symbol z of its end sets at once. A bivalue cell counts as a set of one cell.

use super::search::Loop;
use super::words::{continuous_step, loop_step};
use super::{cells_text, Net};
use crate::core::cell::{Cell, Symbol};
use crate::hint::step::{and_list, sentence};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::human::techniques::{bits, ch, removals};

/// A set: its cells (bit set), its node per symbol and the ALS behind its strong links (`u32::MAX`: one cell).
struct Set {
    cells: Vec<u64>,
    nodes: Vec<(Symbol, u32)>,
    via: u32,
    /// Its symbols, one bit each.
    mask: u32,
}

impl Set {
    fn node(&self, d: Symbol) -> Option<u32> {
        self.nodes.iter().find(|e| e.0 == d).map(|e| e.1)
    }
}

const M: u32 = u32::MAX;

fn disjoint(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).all(|(x, y)| x & y == 0)
}

/// The loop "E true ⇒ inner chain ⇒ E false" for E the first candidate removed; the inner chain's links
/// (node, on, the ALS behind a strong link into it).
fn chain(inner: &[(u32, bool, u32)], e: u32) -> Loop {
    let mut states = vec![e as usize * 2 + 1];
    let mut via = vec![M];
    for &(k, on, v) in inner {
        states.push(k as usize * 2 + on as usize);
        via.push(v);
    }
    states.push(e as usize * 2);
    via.push(M);
    Loop { states, via }
}

/// Every (node, state) list becomes a step through `found`.
pub(super) fn list(net: &Net, g: &Grid, t: Technique) {
    let n = g.n();
    let w = net.w;
    let mut sets: Vec<Set> = Vec::new();
    for c in (0..n * n).filter(|&c| g.is_empty(c) && g.cands[c].len() == 2) {
        let mut cells = vec![0u64; w];
        cells[c / 64] |= 1 << (c % 64);
        let nodes = g.cands[c]
            .iter()
            .map(|d| (d, net.cand[c * 32 + d as usize]))
            .collect();
        sets.push(Set {
            cells,
            nodes,
            via: M,
            mask: g.cands[c].0,
        });
    }
    for (i, cs) in net.als.iter().enumerate() {
        let mut cells = vec![0u64; w];
        for &c in cs {
            cells[c as usize / 64] |= 1 << (c % 64);
        }
        sets.push(Set {
            cells,
            mask: net.als_nodes[i].iter().fold(0, |m, e| m | 1 << e.0),
            nodes: net.als_nodes[i].clone(),
            via: i as u32,
        });
    }
    // restricted commons of two disjoint sets: every x of one sees every x of the other
    let rccs = |a: &Set, b: &Set| -> Vec<Symbol> {
        if !disjoint(&a.cells, &b.cells) {
            return vec![];
        }
        a.nodes
            .iter()
            .filter_map(|&(d, xa)| {
                let xb = b.node(d)?;
                super::subset(net.set(xb), net.common_of(xa)).then_some(d)
            })
            .collect()
    };
    // single candidates of symbol d, outside `outside`, that see every cell of each node in `nodes`
    let seeing = |d: Symbol, nodes: &[u32], outside: &[u64]| -> Vec<(Cell, Symbol)> {
        (0..n * n)
            .filter(|&c| {
                g.is_empty(c)
                    && g.has(c, d)
                    && outside[c / 64] >> (c % 64) & 1 == 0
                    && nodes
                        .iter()
                        .all(|&k| net.common_of(k)[c / 64] >> (c % 64) & 1 == 1)
            })
            .map(|c| (c as Cell, d))
            .collect()
    };
    // each set's restricted commons with the others: (other set, symbols)
    let mut links: Vec<Vec<(usize, u32)>> = vec![vec![]; sets.len()];
    for ia in 0..sets.len() {
        for ib in ia + 1..sets.len() {
            let (a, b) = (&sets[ia], &sets[ib]);
            let x = rccs(a, b);
            if x.is_empty() {
                continue;
            }
            let xm = x.iter().fold(0u32, |m, &d| m | 1 << d);
            links[ia].push((ib, xm));
            links[ib].push((ia, xm));
            let union: Vec<u64> = a.cells.iter().zip(&b.cells).map(|(p, q)| p | q).collect();
            // singly linked, on each restricted common
            for &x1 in &x {
                for &(z, za) in &a.nodes {
                    let Some(zb) = b.node(z).filter(|_| z != x1) else {
                        continue;
                    };
                    let elims = seeing(z, &[za, zb], &union);
                    let Some(&(c, d)) = elims.first() else {
                        continue;
                    };
                    let e = net.cand[c as usize * 32 + d as usize];
                    let (xa, xb) = (a.node(x1).unwrap(), b.node(x1).unwrap());
                    let lp = chain(
                        &[
                            (za, false, M),
                            (xa, true, a.via),
                            (xb, false, M),
                            (zb, true, b.via),
                        ],
                        e,
                    );
                    let _ = crate::human::techniques::found(loop_step(net, g, t, &lp));
                }
            }
            // doubly linked
            if x.len() == 2 {
                let (x1, x2) = (x[0], x[1]);
                let mut elims = vec![];
                for xx in [x1, x2] {
                    elims.extend(seeing(
                        xx,
                        &[a.node(xx).unwrap(), b.node(xx).unwrap()],
                        &union,
                    ));
                }
                for s in [a, b] {
                    for &(d, k) in s.nodes.iter().filter(|e| e.0 != x1 && e.0 != x2) {
                        elims.extend(seeing(d, &[k], &union));
                    }
                }
                elims.sort_unstable();
                elims.dedup();
                if elims.is_empty() {
                    continue;
                }
                let (x1a, x2a, x2b, x1b) = (
                    a.node(x1).unwrap(),
                    a.node(x2).unwrap(),
                    b.node(x2).unwrap(),
                    b.node(x1).unwrap(),
                );
                let lp = Loop {
                    states: vec![
                        x1a as usize * 2,
                        x2a as usize * 2 + 1,
                        x2b as usize * 2,
                        x1b as usize * 2 + 1,
                    ],
                    via: vec![M, a.via, M, b.via],
                };
                let _ = crate::human::techniques::found(continuous_step(net, g, t, &lp, elims));
            }
        }
    }
    let mut hodoku = Hodoku {
        net,
        g,
        t,
        sets: &sets,
        holds: (0..=n as Symbol)
            .map(|d| {
                let mut m = vec![0u64; w];
                for c in (0..n * n).filter(|&c| g.is_empty(c) && g.has(c, d)) {
                    m[c / 64] |= 1 << (c % 64);
                }
                m
            })
            .collect(),
        seen: vec![],
    };
    // ALS-XY-wing: pivot C, wings A (restricted common x with C) and B (y with C, y != x), z common to A and B
    for (ic, c) in sets.iter().enumerate() {
        let wings: Vec<(usize, Symbol)> = links[ic]
            .iter()
            .flat_map(|&(i, xm)| bits(xm).map(move |x| (i, x as Symbol)))
            .collect();
        for (k, &(ia, x)) in wings.iter().enumerate() {
            for &(ib, y) in &wings[k + 1..] {
                if ia == ib || x == y || !disjoint(&sets[ia].cells, &sets[ib].cells) {
                    continue;
                }
                let (a, b) = (&sets[ia], &sets[ib]);
                // HoDoKu's form: every symbol of both wings but the restricted commons with the pivot, each
                // from the cells (the pivot's too) that see all of it in both wings, in one step
                let rcs = |i: usize| links[ic].iter().find(|e| e.0 == i).map_or(0, |e| e.1);
                let z = a.mask & b.mask & !rcs(ia) & !rcs(ib);
                hodoku.take(
                    ia,
                    &[
                        (a.node(x).unwrap(), true, a.via),
                        (c.node(x).unwrap(), false, M),
                        (c.node(y).unwrap(), true, c.via),
                        (b.node(y).unwrap(), false, M),
                    ],
                    ib,
                    z,
                );
                let union: Vec<u64> = (0..w)
                    .map(|i| a.cells[i] | b.cells[i] | c.cells[i])
                    .collect();
                for &(z, za) in &a.nodes {
                    if z == x || z == y {
                        continue;
                    }
                    let Some(zb) = b.node(z) else {
                        continue;
                    };
                    let elims = seeing(z, &[za, zb], &union);
                    let Some(&(ce, d)) = elims.first() else {
                        continue;
                    };
                    let e = net.cand[ce as usize * 32 + d as usize];
                    let lp = chain(
                        &[
                            (za, false, M),
                            (a.node(x).unwrap(), true, a.via),
                            (c.node(x).unwrap(), false, M),
                            (c.node(y).unwrap(), true, c.via),
                            (b.node(y).unwrap(), false, M),
                            (zb, true, b.via),
                        ],
                        e,
                    );
                    let _ = crate::human::techniques::found(loop_step(net, g, t, &lp));
                }
            }
        }
    }
    hodoku.chains(&links);
}

/// HoDoKu's ALS-XY-wings and ALS-XY-chains: a chain of sets, each joined to the next by restricted commons, and
/// the symbols z of both end sets but the first and last links' restricted commons. Whatever the chain's links
/// are, one end set is locked without its link's symbol and holds every z: each z leaves every cell that sees
/// all of it in both end sets, all in one step.
struct Hodoku<'a> {
    net: &'a Net,
    g: &'a Grid,
    t: Technique,
    sets: &'a [Set],
    /// The cells holding each symbol (bit sets).
    holds: Vec<Vec<u64>>,
    /// The removals already passed on, sorted.
    seen: Vec<Vec<(Cell, Symbol)>>,
}

impl Hodoku<'_> {
    /// The step of end sets `ia` and `ib` joined by the inner chain `middle` (from the symbol out of `ia` to the
    /// one into `ib`), removing the symbols of `zs` (bits), through `found`, unless its removals were before.
    fn take(&mut self, ia: usize, middle: &[(u32, bool, u32)], ib: usize, zs: u32) {
        let (net, n, w) = (self.net, self.g.n(), self.net.w);
        let (a, b) = (&self.sets[ia], &self.sets[ib]);
        // most chains remove nothing: look before building anything
        let removes = |z: usize| -> bool {
            let (Some(za), Some(zb)) = (a.node(z as Symbol), b.node(z as Symbol)) else {
                return false;
            };
            let (ca, cb, h) = (net.common_of(za), net.common_of(zb), &self.holds[z]);
            (0..w).any(|k| ca[k] & cb[k] & h[k] & !(a.cells[k] | b.cells[k]) != 0)
        };
        if !bits(zs).any(removes) {
            return;
        }
        let mut ends: Vec<(Symbol, u32, u32, u32)> = vec![];
        let mut all: Vec<(Cell, Symbol)> = vec![];
        for z in bits(zs).map(|z| z as Symbol) {
            let (Some(za), Some(zb)) = (a.node(z), b.node(z)) else {
                continue;
            };
            let (ca, cb, h) = (
                net.common_of(za),
                net.common_of(zb),
                &self.holds[z as usize],
            );
            let before = all.len();
            for k in 0..w {
                let mut m = ca[k] & cb[k] & h[k] & !(a.cells[k] | b.cells[k]);
                while m != 0 {
                    all.push(((k * 64 + m.trailing_zeros() as usize) as Cell, z));
                    m &= m - 1;
                }
            }
            if all.len() > before {
                let (c, _) = all[before];
                ends.push((z, za, zb, net.cand[c as usize * 32 + z as usize]));
            }
        }
        let Some(&(_, za, zb, e)) = ends.first() else {
            return;
        };
        all.sort_unstable();
        match self.seen.binary_search(&all) {
            Ok(_) => return,
            Err(at) => self.seen.insert(at, all.clone()),
        }
        let mut inner = vec![(za, false, M)];
        inner.extend_from_slice(middle);
        inner.push((zb, true, b.via));
        let mut step = loop_step(net, self.g, self.t, &chain(&inner, e));
        if ends.len() > 1 {
            let cells = |s: &Set| -> String {
                let v: Vec<Cell> = (0..n * n)
                    .filter(|&c| s.cells[c / 64] >> (c % 64) & 1 == 1)
                    .map(|c| c as Cell)
                    .collect();
                cells_text(&v, n)
            };
            let digits: Vec<String> = ends.iter().map(|e| ch(e.0).to_string()).collect();
            step.explanation = sentence(crate::tr!(
                "net-either-sets",
                first = cells(a),
                last = cells(b),
                digits = and_list(&digits),
                removals = removals(&all, n)
            ));
            step.eliminations = all;
        }
        let _ = crate::human::techniques::found(step);
    }

    /// Every chain of four sets or more (no set twice, each link's restricted commons but the symbols the link
    /// before used), shorter first, within [`CHAIN_BUDGET`] links followed.
    fn chains(&mut self, links: &[Vec<(usize, u32)>]) {
        let mut budget = CHAIN_BUDGET;
        let mut on = vec![false; self.sets.len()];
        for len in 4..=CHAIN_SETS {
            for start in 0..self.sets.len() {
                on[start] = true;
                let mut path = vec![];
                self.walk(links, start, 0, len, &mut path, &mut on, &mut budget);
                on[start] = false;
                if budget == 0 {
                    return;
                }
            }
        }
    }

    /// From the last set of `path` (links taken: set, the symbol drawn, the symbols used), the link before
    /// having used `used`, on to chains of `len` sets from `start`.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &mut self,
        links: &[Vec<(usize, u32)>],
        start: usize,
        used: u32,
        len: usize,
        path: &mut Vec<(usize, Symbol, u32)>,
        on: &mut [bool],
        budget: &mut usize,
    ) {
        let cur = path.last().map_or(start, |p| p.0);
        for &(j, r) in &links[cur] {
            if on[j] {
                continue;
            }
            if *budget == 0 {
                return;
            }
            *budget -= 1;
            // the first link uses one of its restricted commons (each in turn), a later one all but the last's
            let (mut left, first) = (r, path.is_empty());
            while left != 0 {
                let u = if first {
                    left & left.wrapping_neg()
                } else {
                    r & !used
                };
                left = if first { left & (left - 1) } else { 0 };
                if u == 0 {
                    continue;
                }
                path.push((j, u.trailing_zeros() as Symbol, u));
                if path.len() + 1 == len {
                    let z = self.sets[start].mask & self.sets[j].mask & !path[0].2 & !u;
                    if z != 0 {
                        let mut middle = vec![];
                        let mut from = start;
                        for &(to, x, _) in path.iter() {
                            let (a, b) = (&self.sets[from], &self.sets[to]);
                            middle.push((a.node(x).unwrap(), true, a.via));
                            middle.push((b.node(x).unwrap(), false, M));
                            from = to;
                        }
                        self.take(start, &middle, j, z);
                    }
                } else {
                    on[j] = true;
                    self.walk(links, start, u, len, path, on, budget);
                    on[j] = false;
                }
                path.pop();
            }
        }
    }
}

/// The links an ALS-XY-chain walk may follow at most (per position) and its longest chain (sets).
const CHAIN_BUDGET: usize = 50_000;
const CHAIN_SETS: usize = 8;
