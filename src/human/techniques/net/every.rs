//! While listing (`deduce steps --all`): every alternating inference chain between two candidates and every
//! continuous loop the net holds, each set of eliminations once (by its shortest chain), as HoDoKu lists its
//! (grouped) AICs and nice loops. The shortest loop from each start misses most of them: a chain "A or Y" removes
//! what sees both of its ends, and a continuous loop what sees both ends of any of its weak links, so the same
//! candidate is removed by many chains with different companions.
//!
//! From "A is false", for each candidate or group A, a breadth-first walk (bounded in length) reaches "Y is true"
//! along the shortest chain to each node Y: with A and Y candidates, that is the chain "A or Y"; with Y weakly
//! linked back to A, the chain closes into a continuous loop.

use super::search::{back_path, Loop};
use super::words::{continuous_step, loop_step};
use super::Net;
use crate::core::cell::{Cell, Symbol};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::human::techniques::{found, single_digit::distinct};
use std::collections::VecDeque;

/// Longest chain walked, in nodes (HoDoKu's chains in its regression library have up to 20 or so).
const LONGEST: usize = 24;

/// States expanded in all, on grids larger than 9×9 (deterministic, so listings repeat; their nets are large).
const BUDGET: usize = 200_000;

/// A chain kept for one set of eliminations (a bit set over the candidates).
struct Kept {
    elims: Vec<u64>,
    /// The states (node * 2 + on) from "A is false" to "Y is true", and the ALS behind each strong link.
    states: Vec<usize>,
    via: Vec<u32>,
    /// Closes into a continuous loop (else an AIC "A or Y").
    closed: bool,
}

/// Every productive AIC between two candidates and every continuous loop through a node of the first `starts`
/// (the candidates and groups, not almost locked sets' own nodes) passes through `found`.
pub(super) fn list(net: &Net, g: &Grid, t: Technique, starts: usize) {
    let count = net.nodes.len();
    // candidates are the first nodes
    let singles = net.nodes.iter().take_while(|x| x.cells.len() == 1).count();
    let w = singles.div_ceil(64);
    // each node's weak links to candidates, as bits
    let mut weak = vec![0u64; count * w];
    for (x, links) in net.weak.iter().enumerate() {
        for &z in links.iter().filter(|&&z| (z as usize) < singles) {
            weak[x * w + z as usize / 64] |= 1 << (z % 64);
        }
    }
    let bits = |x: usize| &weak[x * w..(x + 1) * w];
    let mut kept: Vec<Kept> = Vec::new();
    // kept chains by their eliminations, sorted
    let mut index: Vec<(Vec<u64>, usize)> = Vec::new();
    let mut keep = |elims: Vec<u64>, states: Vec<usize>, via: Vec<u32>, closed: bool| match index
        .binary_search_by(|e| e.0.cmp(&elims))
    {
        Ok(k) => {
            let old = &mut kept[index[k].1];
            if states.len() < old.states.len() {
                *old = Kept {
                    elims,
                    states,
                    via,
                    closed,
                };
            }
        }
        Err(at) => {
            index.insert(at, (elims.clone(), kept.len()));
            kept.push(Kept {
                elims,
                states,
                via,
                closed,
            });
        }
    };
    let total = count * 2;
    let (mut parent, mut via, mut depth) = (
        vec![u32::MAX; total],
        vec![u32::MAX; total],
        vec![0u8; total],
    );
    let mut touched: Vec<usize> = Vec::new();
    let mut q = VecDeque::new();
    let mut budget = if g.n() <= 9 { usize::MAX } else { BUDGET };
    for a in 0..starts.min(count) {
        for &t in &touched {
            parent[t] = u32::MAX;
        }
        touched.clear();
        let start = a * 2;
        parent[start] = start as u32;
        via[start] = u32::MAX;
        depth[start] = 1;
        touched.push(start);
        q.clear();
        q.push_back(start);
        while let Some(st) = q.pop_front() {
            if depth[st] as usize >= LONGEST || budget == 0 {
                continue;
            }
            budget -= 1;
            // from a true node along weak links, from a false one along strong links
            let (wk, sg): (&[u32], &[(u32, u32)]) = if st % 2 == 1 {
                (&net.weak[st / 2], &[])
            } else {
                (&[], &net.strong[st / 2])
            };
            let next = wk.iter().map(|&x| (x as usize * 2, u32::MAX));
            for (nx, v) in next.chain(sg.iter().map(|&(x, v)| (x as usize * 2 + 1, v))) {
                if parent[nx] != u32::MAX {
                    continue;
                }
                parent[nx] = st as u32;
                via[nx] = v;
                depth[nx] = depth[st] + 1;
                touched.push(nx);
                q.push_back(nx);
                if nx % 2 == 0 {
                    continue;
                }
                let y = nx / 2;
                let path = || back_path(&parent, &via, nx);
                // "A or Y" between two candidates: what sees both ends
                if a < singles && y < singles && y != a {
                    let e: Vec<u64> = bits(a).iter().zip(bits(y)).map(|(p, q)| p & q).collect();
                    if e.iter().any(|&b| b != 0) {
                        let (states, v) = path();
                        keep(e, states, v, false);
                    }
                }
                // Y denies A: a continuous loop
                if depth[nx] >= 4 && net.weak[y].contains(&(a as u32)) {
                    let (states, v) = path();
                    if let Some(e) = round(net, &weak, w, singles, &states, &v) {
                        keep(e, states, v, true);
                    }
                }
            }
        }
    }
    kept.sort_by_key(|k| k.states.len());
    for k in kept {
        let lp = Loop {
            states: k.states,
            via: k.via,
        };
        let step = if k.closed {
            continuous_step(net, g, t, &lp, effects(net, &k.elims))
        } else {
            // told as the loop "E true ⇒ A false ⇒ … ⇒ Y true ⇒ E false" for the first candidate E it removes
            let e = k
                .elims
                .iter()
                .enumerate()
                .find(|(_, &b)| b != 0)
                .map_or(0, |(i, b)| i * 64 + b.trailing_zeros() as usize);
            let mut states = vec![e * 2 + 1];
            states.extend(&lp.states);
            states.push(e * 2);
            let mut via = vec![u32::MAX];
            via.extend(&lp.via);
            via.push(u32::MAX);
            loop_step(net, g, t, &Loop { states, via })
        };
        let _ = found(step);
    }
}

/// What the continuous loop `states` (from a false node to a true one, weakly linked back) removes, as bits over
/// the candidates, if it is one (four nodes or more, none twice, in three cells or more) and removes something:
/// the candidates weakly linked to both ends of one of its weak links, and of each almost locked set on it (one
/// of the two symbols it links is missing from it, so it holds each of its other symbols) those that see every
/// place of another of its symbols; not the loop's own candidates.
fn round(
    net: &Net,
    weak: &[u64],
    w: usize,
    singles: usize,
    states: &[usize],
    via: &[u32],
) -> Option<Vec<u64>> {
    let nodes: Vec<usize> = states.iter().map(|&s| s / 2).collect();
    if nodes.len() < 4 || !distinct(&nodes) {
        return None;
    }
    let mut cells: Vec<Cell> = nodes
        .iter()
        .flat_map(|&k| net.nodes[k].cells.iter().copied())
        .collect();
    crate::core::sort::sort(&mut cells);
    cells.dedup();
    // one through two cells is a naked or hidden pair under another name
    if cells.len() < 3 {
        return None;
    }
    let bits = |x: usize| &weak[x * w..(x + 1) * w];
    let mut out = vec![0u64; w];
    for i in (1..nodes.len()).step_by(2) {
        let (x, y) = (nodes[i], nodes[(i + 1) % nodes.len()]);
        for (o, (p, q)) in out.iter_mut().zip(bits(x).iter().zip(bits(y))) {
            *o |= p & q;
        }
    }
    for (i, &v) in via.iter().enumerate().filter(|e| *e.1 != u32::MAX) {
        let (x, y) = (nodes[i - 1] as u32, nodes[i] as u32);
        for &(_, z) in net.als_nodes[v as usize]
            .iter()
            .filter(|e| e.1 != x && e.1 != y)
        {
            for (o, p) in out.iter_mut().zip(bits(z as usize)) {
                *o |= p;
            }
        }
    }
    for &k in nodes.iter().filter(|&&k| k < singles) {
        out[k / 64] &= !(1 << (k % 64));
    }
    out.iter().any(|&b| b != 0).then_some(out)
}

/// The candidates of a bit set over the candidate nodes, in order.
fn effects(net: &Net, bits: &[u64]) -> Vec<(Cell, Symbol)> {
    let mut out = vec![];
    for (i, &b) in bits.iter().enumerate() {
        let mut b = b;
        while b != 0 {
            let k = i * 64 + b.trailing_zeros() as usize;
            b &= b - 1;
            let nd = &net.nodes[k];
            out.push((nd.cells[0], nd.d));
        }
    }
    out
}
