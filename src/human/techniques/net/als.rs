//! While listing (`deduce steps --all`), the almost-locked-set steps the shortest loop from each start can miss
//! (a shorter chain refutes the same candidate with other ends): every ALS-XZ, singly linked (one restricted
//! common symbol x: z leaves every cell that sees all of z in both sets) and doubly linked (two: each set is then
//! locked but for one of them), and every ALS-XY-wing (a pivot set joined to two others by different restricted
//! commons). A bivalue cell counts as a set of one cell.

use super::search::Loop;
use super::words::{continuous_step, loop_step};
use super::Net;
use crate::core::cell::{Cell, Symbol};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// A set: its cells (bit set), its node per symbol and the ALS behind its strong links (`u32::MAX`: one cell).
struct Set {
    cells: Vec<u64>,
    nodes: Vec<(Symbol, u32)>,
    via: u32,
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
        });
    }
    for (i, cs) in net.als.iter().enumerate() {
        let mut cells = vec![0u64; w];
        for &c in cs {
            cells[c as usize / 64] |= 1 << (c % 64);
        }
        sets.push(Set {
            cells,
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
    // the loop "E true ⇒ inner chain ⇒ E false" for E the first candidate removed
    let chain = |inner: &[(u32, bool, u32)], e: u32| -> Loop {
        let mut states = vec![e as usize * 2 + 1];
        let mut via = vec![M];
        for &(k, on, v) in inner {
            states.push(k as usize * 2 + on as usize);
            via.push(v);
        }
        states.push(e as usize * 2);
        via.push(M);
        Loop { states, via }
    };
    for ia in 0..sets.len() {
        for ib in ia + 1..sets.len() {
            let (a, b) = (&sets[ia], &sets[ib]);
            let x = rccs(a, b);
            if x.is_empty() {
                continue;
            }
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
    // ALS-XY-wing: pivot C, wings A (restricted common x with C) and B (y with C, y != x), z common to A and B
    for (ic, c) in sets.iter().enumerate() {
        let wings: Vec<(usize, Symbol)> = (0..sets.len())
            .filter(|&i| i != ic)
            .flat_map(|i| rccs(c, &sets[i]).into_iter().map(move |x| (i, x)))
            .collect();
        for (k, &(ia, x)) in wings.iter().enumerate() {
            for &(ib, y) in &wings[k + 1..] {
                if ia == ib || x == y || !disjoint(&sets[ia].cells, &sets[ib].cells) {
                    continue;
                }
                let (a, b) = (&sets[ia], &sets[ib]);
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
}
