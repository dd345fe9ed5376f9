//! The grouped chain engine's searches over its net: the shortest loop refuting or placing a candidate (64
//! starts at once, breadth first) and a loop traced from one start (continuous loops, while listing, are in
//! [`super::every`]).

use super::{Net, Opts};
use crate::human::grid::Grid;
use std::collections::VecDeque;

/// A refutation: the states of the loop (node * 2 + on) and the ALS used by each strong link (by target).
pub(super) struct Loop {
    pub(super) states: Vec<usize>,
    pub(super) via: Vec<u32>,
}

/// The shortest loop "E true ⇒ … ⇒ E false" over all candidates E (both polarities: E false ⇒ E true places
/// E), stopping early at a loop of at most `o.good` inner nodes.
///
/// Breadth first from 64 starts at once, one bit per start in each state's word, level by level: the first
/// level where a start reaches its own opposite gives the batch's shortest loop, and later batches look only
/// for shorter ones. Every start is searched (no start is starved by the others' work), and the winning loop
/// is then traced by an ordinary breadth-first search from its start alone.
pub(super) fn search(net: &Net, g: &Grid, o: Opts) -> Option<Loop> {
    let n = g.n();
    let total = net.nodes.len() * 2;
    let starts = starts(net, g);
    let (mut seen, mut front, mut next, mut goal) = (
        vec![0u64; total],
        vec![0u64; total],
        vec![0u64; total],
        vec![0u64; total],
    );
    let (mut active, mut nactive, mut touched) = (Vec::new(), Vec::new(), Vec::new());
    // (start index, states in the loop) of the shortest loop so far.
    let mut best: Option<(usize, usize)> = None;
    // Work budget (states expanded, each for up to 64 starts) on big grids, so hints stay fast there;
    // deterministic, so grades repeat.
    let mut budget: usize = if n <= 9 { usize::MAX } else { 4_000 };
    for (k, chunk) in starts.chunks(64).enumerate() {
        for &t in &touched {
            seen[t] = 0;
        }
        touched.clear();
        active.clear();
        for (i, &(s, gl)) in chunk.iter().enumerate() {
            seen[s] |= 1 << i;
            front[s] |= 1 << i;
            goal[gl] |= 1 << i;
            touched.push(s);
            active.push(s);
        }
        let max_len = best.map_or(usize::MAX, |b| b.1);
        let (mut len, mut hit) = (1, 0u64);
        while !active.is_empty() && len + 1 < max_len && hit == 0 && budget > 0 {
            len += 1;
            budget = budget.saturating_sub(active.len());
            for &st in &active {
                let f = std::mem::take(&mut front[st]);
                let mut visit = |t: usize| {
                    let new = f & !seen[t];
                    if new != 0 {
                        if next[t] == 0 {
                            nactive.push(t);
                        }
                        if seen[t] == 0 {
                            touched.push(t);
                        }
                        next[t] |= new;
                        seen[t] |= new;
                        hit |= new & goal[t];
                    }
                };
                if st % 2 == 1 {
                    net.weak[st / 2].iter().for_each(|&x| visit(x as usize * 2));
                } else {
                    net.strong[st / 2]
                        .iter()
                        .for_each(|&(x, _)| visit(x as usize * 2 + 1));
                }
            }
            for &t in &nactive {
                front[t] = std::mem::take(&mut next[t]);
            }
            std::mem::swap(&mut active, &mut nactive);
            nactive.clear();
        }
        for &t in &active {
            front[t] = 0;
        }
        for &(_, gl) in chunk {
            goal[gl] = 0;
        }
        if hit != 0 {
            best = Some((k * 64 + hit.trailing_zeros() as usize, len));
            if len - 2 <= o.good {
                break;
            }
        }
        if budget == 0 {
            break;
        }
    }
    let (start, goal) = starts[best?.0];
    trace(net, start, goal)
}

/// Every (start, goal) of a loop search: "E true" to "E false" and "E false" to "E true", for each candidate E.
pub(super) fn starts(net: &Net, g: &Grid) -> Vec<(usize, usize)> {
    let n = g.n();
    (0..n * n)
        .filter(|&c| g.is_empty(c))
        .flat_map(|c| g.cands[c].iter().map(move |d| (c, d)))
        .flat_map(|(c, d)| {
            let e = net.cand[c * 32 + d as usize] as usize;
            [(e * 2 + 1, e * 2), (e * 2, e * 2 + 1)]
        })
        .collect()
}

/// The shortest path of states from `start` to `goal`, with the ALS behind each strong link.
pub(super) fn trace(net: &Net, start: usize, goal: usize) -> Option<Loop> {
    walk(net, start, &|nx| nx == goal, &mut |_| true)
}

/// The path of a breadth-first walk from its start (the state that is its own parent) to `end`: the states, and the
/// almost locked set behind the link into each (`via`).
pub(super) fn back_path(parent: &[u32], via: &[u32], end: usize) -> (Vec<usize>, Vec<u32>) {
    let mut states = vec![end];
    let mut s = end;
    while parent[s] as usize != s {
        s = parent[s] as usize;
        states.push(s);
    }
    states.reverse();
    let via = states.iter().map(|&s| via[s]).collect();
    (states, via)
}

/// Breadth first from state `start`: the first path to a state that `hits` whose loop `takes` accepts.
pub(super) fn walk(
    net: &Net,
    start: usize,
    hits: &dyn Fn(usize) -> bool,
    takes: &mut dyn FnMut(&Loop) -> bool,
) -> Option<Loop> {
    let total = net.nodes.len() * 2;
    let mut parent = vec![u32::MAX; total];
    let mut via = vec![u32::MAX; total];
    parent[start] = start as u32;
    let mut q = VecDeque::from([start]);
    while let Some(st) = q.pop_front() {
        let next: Vec<(usize, u32)> = if st % 2 == 1 {
            net.weak[st / 2]
                .iter()
                .map(|&x| (x as usize * 2, u32::MAX))
                .collect()
        } else {
            net.strong[st / 2]
                .iter()
                .map(|&(x, a)| (x as usize * 2 + 1, a))
                .collect()
        };
        for (nx, a) in next {
            if parent[nx] != u32::MAX {
                continue;
            }
            parent[nx] = st as u32;
            via[nx] = a;
            q.push_back(nx);
            if hits(nx) {
                let (states, via) = back_path(&parent, &via, nx);
                let lp = Loop { states, via };
                if takes(&lp) {
                    return Some(lp);
                }
            }
        }
    }
    None
}
