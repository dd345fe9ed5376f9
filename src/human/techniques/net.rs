//! The grouped chain engine behind grouped X-chains, grouped AICs (nice loops) and ALS chains.
//!
//! A node is "symbol `d` is in one of the cells `S`", where `S` lies in one unit: a single candidate, a group
//! (the places of `d` in the intersection of a box and a row, column or diagonal) or the places of `d` in an almost locked
//! set (ALS: `k` cells of one unit with `k + 1` candidates between them). Links:
//!
//! - strong ("if X is false, Y is true"): a bivalue cell; a unit where the places of `d` are exactly the cells
//!   of two nodes; an ALS, where `x` absent leaves a locked set that must hold every other symbol `y`;
//! - weak ("if X is true, Y is false"): same symbol and every cell of one node sees every cell of the other;
//!   two candidates of one cell.
//!
//! For each candidate E the search follows implications from "E is true", alternating weak and strong links,
//! breadth first. Reaching "E is false" refutes E (a discontinuous nice loop). The inner part of the loop,
//! from the first to the last node, is an alternating inference chain "A or Y": every other candidate with
//! weak links to both ends goes too.

use super::single_digit::distinct;
use super::{ch, loop_sentence, removals};
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{self, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use std::collections::VecDeque;

#[derive(Clone, Copy)]
pub(crate) struct Opts {
    /// Group nodes (block/line intersections).
    pub groups: bool,
    /// Bivalue-cell strong links and in-cell weak links (otherwise chains stay on one symbol).
    pub cells: bool,
    /// Largest almost locked set used (0: none).
    pub als: usize,
    /// Stop at the first chain with at most this many nodes.
    pub good: usize,
}

struct Node {
    d: Symbol,
    cells: Vec<Cell>,
}

struct Net {
    w: usize,
    nodes: Vec<Node>,
    /// Cells of each node (stride `w`).
    sets: Vec<u64>,
    /// Cells that see every cell of each node (stride `w`).
    common: Vec<u64>,
    /// From node (false) to node (true), with the ALS used (`u32::MAX`: none).
    strong: Vec<Vec<(u32, u32)>>,
    /// From node (true) to node (false).
    weak: Vec<Vec<u32>>,
    /// Almost locked sets: cells and candidates.
    als: Vec<Vec<Cell>>,
    /// Node of each candidate: `cell * 32 + symbol`.
    cand: Vec<u32>,
}

fn subset(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).all(|(x, y)| x & !y == 0)
}

impl Net {
    fn build(g: &Grid, o: Opts) -> Net {
        let n = g.n();
        let w = (n * n).div_ceil(64);
        let mut net = Net {
            w,
            nodes: Vec::new(),
            sets: Vec::new(),
            common: Vec::new(),
            strong: Vec::new(),
            weak: Vec::new(),
            als: Vec::new(),
            cand: vec![u32::MAX; n * n * 32],
        };
        let mut peer_sets = vec![0u64; n * n * w];
        for c in 0..n * n {
            for &p in &g.geo.peers[c] {
                peer_sets[c * w + p as usize / 64] |= 1 << (p % 64);
            }
        }
        // Nodes of several cells, sorted by (symbol, cells), for finding one again (single candidates are in
        // `net.cand`). No hash maps in this module: they cost several KB of the wasm build.
        let mut index: Vec<(Symbol, Vec<Cell>, u32)> = Vec::new();
        let mut add = |net: &mut Net, d: Symbol, mut cells: Vec<Cell>| -> u32 {
            crate::core::sort::sort(&mut cells);
            let found = if cells.len() == 1 {
                let i = net.cand[cells[0] as usize * 32 + d as usize];
                (i != u32::MAX).then_some(i).ok_or(0)
            } else {
                index
                    .binary_search_by(|e| (e.0, &e.1).cmp(&(d, &cells)))
                    .map(|k| index[k].2)
            };
            let at = match found {
                Ok(i) => return i,
                Err(at) => at,
            };
            let i = net.nodes.len() as u32;
            let mut set = vec![0u64; w];
            let mut common = vec![u64::MAX; w];
            for &c in &cells {
                set[c as usize / 64] |= 1 << (c % 64);
                for k in 0..w {
                    common[k] &= peer_sets[c as usize * w + k];
                }
            }
            net.sets.extend(set);
            net.common.extend(common);
            if cells.len() == 1 {
                net.cand[cells[0] as usize * 32 + d as usize] = i;
            }
            if cells.len() > 1 {
                index.insert(at, (d, cells.clone(), i));
            }
            net.nodes.push(Node { d, cells });
            i
        };
        for c in (0..n * n).filter(|&c| g.is_empty(c)) {
            for d in g.cands[c].iter() {
                add(&mut net, d, vec![c as Cell]);
            }
        }
        if o.groups {
            // Boxes meeting rows, columns and (X-Sudoku) diagonals.
            for b in 2 * n..3 * n {
                for line in (0..2 * n).chain(3 * n..g.geo.units.len()) {
                    let inter: Vec<Cell> = g.geo.units[b]
                        .iter()
                        .copied()
                        .filter(|&c| g.geo.cell_units[c as usize].contains(&(line as u16)))
                        .collect();
                    if inter.len() < 2 {
                        continue;
                    }
                    for d in 1..=n as Symbol {
                        let cells: Vec<Cell> = inter
                            .iter()
                            .copied()
                            .filter(|&c| g.has(c as usize, d))
                            .collect();
                        if cells.len() >= 2 {
                            add(&mut net, d, cells);
                        }
                    }
                }
            }
        }
        // ALS strong links (size >= 2; size 1 is the bivalue cell).
        let mut als_links: Vec<(u32, u32, u32)> = Vec::new();
        if o.als >= 2 {
            // Sets already taken (one can lie in a line and a block), sorted.
            let mut seen: Vec<Vec<Cell>> = Vec::new();
            for u in 0..g.geo.units.len() {
                let empty: Vec<Cell> = g.geo.units[u]
                    .iter()
                    .copied()
                    .filter(|&c| g.is_empty(c as usize))
                    .collect();
                let mut chosen: Vec<Cell> = Vec::new();
                als_subsets(g, &empty, 0, o.als, &mut chosen, 0, &mut |cells, cands| {
                    if cells.len() < 2 || cands.count_ones() as usize != cells.len() + 1 {
                        return;
                    }
                    match seen.binary_search_by(|s| s[..].cmp(cells)) {
                        Ok(_) => return,
                        Err(at) => seen.insert(at, cells.to_vec()),
                    }
                    let id = net.als.len() as u32;
                    net.als.push(cells.to_vec());
                    let digits: Vec<Symbol> = super::bits(cands).map(|b| b as Symbol).collect();
                    let ids: Vec<u32> = digits
                        .iter()
                        .map(|&d| {
                            let cs: Vec<Cell> = cells
                                .iter()
                                .copied()
                                .filter(|&c| g.cands[c as usize].contains(d))
                                .collect();
                            add(&mut net, d, cs)
                        })
                        .collect();
                    for &x in &ids {
                        for &y in &ids {
                            if x != y {
                                als_links.push((x, y, id));
                            }
                        }
                    }
                });
            }
        }
        let count = net.nodes.len();
        net.strong = vec![Vec::new(); count];
        net.weak = vec![Vec::new(); count];
        for (x, y, id) in als_links {
            net.strong[x as usize].push((y, id));
        }
        // Nodes by (unit, symbol) for the nodes lying in a unit.
        let mut by_unit: Vec<Vec<u32>> = vec![Vec::new(); g.geo.units.len() * (n + 1)];
        for (i, nd) in net.nodes.iter().enumerate() {
            let first = nd.cells[0] as usize;
            for &u in &g.geo.cell_units[first] {
                if nd
                    .cells
                    .iter()
                    .all(|&c| g.geo.cell_units[c as usize].contains(&u))
                {
                    by_unit[u as usize * (n + 1) + nd.d as usize].push(i as u32);
                }
            }
        }
        // Strong links in units: the places of d are exactly two disjoint nodes.
        for u in 0..g.geo.units.len() {
            for d in 1..=n as Symbol {
                let Some(list) = by_unit
                    .get(u * (n + 1) + d as usize)
                    .filter(|l| !l.is_empty())
                else {
                    continue;
                };
                let places = g.cells_with(u, d).count();
                for (ai, &a) in list.iter().enumerate() {
                    for &b in &list[ai + 1..] {
                        let (na, nb) = (&net.nodes[a as usize], &net.nodes[b as usize]);
                        if na.cells.len() + nb.cells.len() != places {
                            continue;
                        }
                        let (sa, sb) = (net.set(a), net.set(b));
                        if sa.iter().zip(sb).any(|(x, y)| x & y != 0) {
                            continue;
                        }
                        for (x, y) in [(a, b), (b, a)] {
                            if !net.strong[x as usize].iter().any(|e| e.0 == y) {
                                net.strong[x as usize].push((y, u32::MAX));
                            }
                        }
                    }
                }
            }
        }
        // Bivalue cells and in-cell weak links.
        if o.cells {
            for c in (0..n * n).filter(|&c| g.is_empty(c)) {
                let ds: Vec<Symbol> = g.cands[c].iter().collect();
                for &a in &ds {
                    let na = net.cand[c * 32 + a as usize];
                    for &b in ds.iter().filter(|&&b| b != a) {
                        let nb = net.cand[c * 32 + b as usize];
                        net.weak[na as usize].push(nb);
                        if ds.len() == 2 {
                            net.strong[na as usize].push((nb, u32::MAX));
                        }
                    }
                }
            }
        }
        // Weak links between nodes of one symbol: every cell of b sees every cell of a, so b's first cell
        // is among the common peers of a.
        let mut by_first: Vec<Vec<u32>> = vec![Vec::new(); n * n];
        for (i, nd) in net.nodes.iter().enumerate() {
            by_first[nd.cells[0] as usize].push(i as u32);
        }
        for a in 0..count as u32 {
            let d = net.nodes[a as usize].d;
            let first = net.nodes[a as usize].cells[0] as usize;
            let mut out = Vec::new();
            for &p in &g.geo.peers[first] {
                let p = p as usize;
                if net.common_of(a)[p / 64] & (1 << (p % 64)) == 0 || !g.has(p, d) {
                    continue;
                }
                for &b in &by_first[p] {
                    if net.nodes[b as usize].d == d && subset(net.set(b), net.common_of(a)) {
                        out.push(b);
                    }
                }
            }
            net.weak[a as usize].extend(out);
        }
        net
    }

    fn set(&self, i: u32) -> &[u64] {
        &self.sets[i as usize * self.w..(i as usize + 1) * self.w]
    }

    fn common_of(&self, i: u32) -> &[u64] {
        &self.common[i as usize * self.w..(i as usize + 1) * self.w]
    }

    /// Node `i` as a figure draws it.
    fn drawn(&self, i: u32) -> step::Node {
        let nd = &self.nodes[i as usize];
        step::Node {
            cells: nd.cells.clone(),
            symbol: nd.d,
        }
    }

    /// `(5)r1c2`, `(5)r1c23`, `(5)r1c2,r3c1`.
    fn text(&self, i: u32, n: usize) -> String {
        let nd = &self.nodes[i as usize];
        format!("({}){}", ch(nd.d), cells_text(&nd.cells, n))
    }

    /// `r1c2 is not 5`.
    fn denial(&self, i: u32, n: usize) -> String {
        let nd = &self.nodes[i as usize];
        format!("{} is not {}", cells_text(&nd.cells, n), ch(nd.d))
    }

    /// `r1c2 is 5`, `5 is in r1c2 or r1c3`.
    fn claim(&self, i: u32, n: usize) -> String {
        let nd = &self.nodes[i as usize];
        if nd.cells.len() == 1 {
            format!("{} is {}", cell_name(nd.cells[0], n), ch(nd.d))
        } else {
            let v: Vec<String> = nd.cells.iter().map(|&c| cell_name(c, n)).collect();
            format!("{} is in {}", ch(nd.d), v.join(" or "))
        }
    }
}

/// Subsets of `cells` (up to `max` cells) with their candidate union, pruned when the union is too big.
fn als_subsets(
    g: &Grid,
    cells: &[Cell],
    start: usize,
    max: usize,
    chosen: &mut Vec<Cell>,
    acc: u32,
    f: &mut impl FnMut(&[Cell], u32),
) {
    for i in start..cells.len() {
        let c = cells[i];
        let a = acc | g.cands[c as usize].0;
        if a.count_ones() as usize > max + 1 {
            continue;
        }
        chosen.push(c);
        f(chosen, a);
        if chosen.len() < max {
            als_subsets(g, cells, i + 1, max, chosen, a, f);
        }
        chosen.pop();
    }
}

/// `r1c23` (one row), `r12c3` (one column), else `r1c2,r3c1`.
fn cells_text(cells: &[Cell], n: usize) -> String {
    if cells.len() == 1 {
        return cell_name(cells[0], n);
    }
    let rows: Vec<usize> = cells.iter().map(|&c| c as usize / n + 1).collect();
    let cols: Vec<usize> = cells.iter().map(|&c| c as usize % n + 1).collect();
    let join = |v: &[usize]| {
        let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
        s.join(if n > 9 { "," } else { "" })
    };
    if rows.iter().all(|&r| r == rows[0]) {
        format!("r{}c{}", rows[0], join(&cols))
    } else if cols.iter().all(|&c| c == cols[0]) {
        format!("r{}c{}", join(&rows), cols[0])
    } else {
        let v: Vec<String> = cells.iter().map(|&c| cell_name(c, n)).collect();
        v.join(",")
    }
}

/// A refutation: the states of the loop (node * 2 + on) and the ALS used by each strong link (by target).
struct Loop {
    states: Vec<usize>,
    via: Vec<u32>,
}

/// The shortest loop "E true ⇒ … ⇒ E false" over all candidates E (both polarities: E false ⇒ E true places
/// E), stopping early at a loop of at most `o.good` inner nodes.
///
/// Breadth first from 64 starts at once, one bit per start in each state's word, level by level: the first
/// level where a start reaches its own opposite gives the batch's shortest loop, and later batches look only
/// for shorter ones. Every start is searched (no start is starved by the others' work), and the winning loop
/// is then traced by an ordinary breadth-first search from its start alone.
fn search(net: &Net, g: &Grid, o: Opts) -> Option<Loop> {
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
fn starts(net: &Net, g: &Grid) -> Vec<(usize, usize)> {
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
fn trace(net: &Net, start: usize, goal: usize) -> Option<Loop> {
    walk(net, start, &|nx| nx == goal, &mut |_| true)
}

/// Breadth first from state `start`: the first path to a state that `hits` whose loop `takes` accepts.
fn walk(
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
                let mut states = vec![nx];
                let mut s = nx;
                while parent[s] as usize != s {
                    s = parent[s] as usize;
                    states.push(s);
                }
                states.reverse();
                let via = states.iter().map(|&s| via[s]).collect();
                let lp = Loop { states, via };
                if takes(&lp) {
                    return Some(lp);
                }
            }
        }
    }
    None
}

/// The shortest loop as a step of technique `t`; while `techniques::instances` lists, the shortest loop from
/// every start passes through `found` instead.
pub(crate) fn find(g: &Grid, t: Technique, o: Opts) -> Option<Step> {
    let net = Net::build(g, o);
    if super::listing() {
        for (start, goal) in starts(&net, g) {
            if let Some(lp) = trace(&net, start, goal) {
                let _ = super::found(loop_step(&net, g, t, &lp));
            }
        }
        // continuous loops (not with almost locked sets, whose loops remove more than their weak links say);
        // each of their eliminations is also a loop's above, so a hint never needs them
        if o.als == 0 {
            for a in 0..net.nodes.len() {
                if let Some((lp, elims)) = continuous(&net, g, a) {
                    let _ = super::found(continuous_step(&net, g, t, &lp, elims));
                }
            }
        }
        return None;
    }
    let lp = search(&net, g, o)?;
    Some(loop_step(&net, g, t, &lp))
}

/// The shortest continuous loop through node `a`: an alternating chain from "a is false" to a node whose truth
/// denies `a` (a weak link back), of four nodes or more, none twice, that removes something; and its
/// eliminations: every candidate, outside the loop, weakly linked to both ends of one of its weak links.
fn continuous(net: &Net, g: &Grid, a: usize) -> Option<(Loop, Vec<(Cell, Symbol)>)> {
    let mut elims = vec![];
    let lp = walk(
        net,
        a * 2,
        &|nx| nx % 2 == 1 && net.weak[nx / 2].contains(&(a as u32)),
        &mut |lp| {
            let nodes: Vec<u32> = lp.states.iter().map(|&s| (s / 2) as u32).collect();
            if nodes.len() >= 4 && distinct(&nodes) {
                elims = loop_removals(net, g, &nodes);
            }
            !elims.is_empty()
        },
    )?;
    Some((lp, elims))
}

/// What a continuous loop of `nodes` (from a false node; weak links after each odd place and from the last back
/// to the first) removes: candidates outside the loop weakly linked to both ends of one of its weak links.
fn loop_removals(net: &Net, g: &Grid, nodes: &[u32]) -> Vec<(Cell, Symbol)> {
    let n = g.n();
    let on_loop = |c: Cell, d: Symbol| {
        nodes
            .iter()
            .any(|&x| net.nodes[x as usize].d == d && net.nodes[x as usize].cells.contains(&c))
    };
    let mut out = vec![];
    for c in (0..n * n).filter(|&c| g.is_empty(c)) {
        for d in g.cands[c].iter() {
            let z = net.cand[c * 32 + d as usize] as usize;
            if z == u32::MAX as usize || on_loop(c as Cell, d) {
                continue;
            }
            let weak = &net.weak[z];
            let denied = (1..nodes.len())
                .step_by(2)
                .any(|i| weak.contains(&nodes[i]) && weak.contains(&nodes[(i + 1) % nodes.len()]));
            if denied {
                out.push((c as Cell, d));
            }
        }
    }
    out
}

/// The step of a continuous loop (see [`continuous`]).
fn continuous_step(
    net: &Net,
    g: &Grid,
    t: Technique,
    lp: &Loop,
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let s = &lp.states;
    let (a, y) = ((s[0] / 2) as u32, (s[s.len() - 1] / 2) as u32);
    let (mut text, mut evidence) = eureka(net, s, &lp.via, n);
    text.push_str(&format!(" - {}", net.text(a, n)));
    crate::core::sort::sort(&mut evidence);
    evidence.dedup();
    let mut figure = figure(net, s, &lp.via);
    figure.link(net.drawn(y), net.drawn(a), false);
    Step {
        notation: text,
        figure,
        technique: t,
        units: vec![],
        evidence,
        placements: vec![],
        explanation: loop_sentence(&net.claim(y, n), &net.claim(a, n), &removals(&elims, n)),
        eliminations: elims,
        title: format!("{} (continuous loop)", t.name()).into(),
    }
}

/// The step a loop proves: a placement ("E false" leads to "E true") or E's removal with every candidate that
/// sees both ends of the inner chain.
fn loop_step(net: &Net, g: &Grid, t: Technique, lp: &Loop) -> Step {
    let n = g.n();
    let s = &lp.states;
    let e = (s[0] / 2) as u32;
    if s[0] % 2 == 0 {
        return placement(net, g, t, lp);
    }
    let inner = &s[1..s.len() - 1];
    let (a, y) = ((inner[0] / 2) as u32, (inner[inner.len() - 1] / 2) as u32);
    // E and every other candidate with weak links to both ends of the inner chain.
    let mut elims: Vec<(Cell, Symbol)> = Vec::new();
    let en = &net.nodes[e as usize];
    elims.push((en.cells[0], en.d));
    for c in (0..n * n).filter(|&c| g.is_empty(c)) {
        for d in g.cands[c].iter() {
            let z = net.cand[c * 32 + d as usize];
            if z != e
                && z != a
                && z != y
                && net.weak[z as usize].contains(&a)
                && net.weak[z as usize].contains(&y)
            {
                elims.push((c as Cell, d));
            }
        }
    }
    let (text, mut evidence) = eureka(net, inner, &lp.via[1..], n);
    crate::core::sort::sort(&mut evidence);
    evidence.dedup();
    // the plain sentence; the chain in Eureka notation apart (`Step::notation`). When one end's claim takes in the other's
    // (the same digit, its cells among the other's: a chain out of an almost locked set and back into it,
    // "(5=6)A - (6=8)B - (8=5)A", or "(2)r5c7 = … = (2)r56c7"), the denial of the larger leads to it: the chain
    // proves it outright, and says so instead of "either X or X".
    let within = |i: u32, j: u32| {
        let (ni, nj) = (&net.nodes[i as usize], &net.nodes[j as usize]);
        ni.d == nj.d && ni.cells.iter().all(|c| nj.cells.contains(c))
    };
    let proven = match (within(a, y), within(y, a)) {
        (true, _) => Some(y),
        (_, true) => Some(a),
        _ => None,
    };
    let explanation = match proven {
        Some(p) => format!(
            "{}: otherwise the chain would make it so. So {}, so {}",
            net.claim(p, n),
            net.denial(e, n),
            removals(&elims, n)
        ),
        None => format!(
            "Either {} or {}; either way {}, so {}",
            net.claim(a, n),
            net.claim(y, n),
            net.denial(e, n),
            removals(&elims, n)
        ),
    };
    Step {
        notation: text,
        figure: figure(net, inner, &lp.via[1..]),
        technique: t,
        units: vec![],
        evidence,
        placements: vec![],
        eliminations: elims,
        title: t.name().into(),
        explanation,
    }
}

/// The figure of a chain of states (node * 2 + on): a strong link leaves each false node, a weak link each
/// true one; the almost locked sets used (`via[i]`: the ALS behind the link into `states[i]`) are marked
/// `Als(0)`, `Als(1)`, ... in chain order.
fn figure(net: &Net, states: &[usize], via: &[u32]) -> Figure {
    let mut f = Figure::default();
    let mut sets: Vec<u32> = Vec::new();
    let node = |st: usize| net.drawn((st / 2) as u32);
    for (i, w) in states.windows(2).enumerate() {
        f.link(node(w[0]), node(w[1]), w[0] % 2 == 0);
        let v = via[i + 1];
        if v != u32::MAX {
            let k = match sets.iter().position(|&s| s == v) {
                Some(k) => k,
                None => {
                    sets.push(v);
                    sets.len() - 1
                }
            };
            for &c in &net.als[v as usize] {
                f.cell(c, Role::Als(k as u8));
            }
        }
    }
    f
}

/// Eureka text of a chain starting with a false node: `A = B - C = D …`, and the cells it uses. `via[i]` is
/// the ALS used to reach `states[i]`.
fn eureka(net: &Net, inner: &[usize], via: &[u32], n: usize) -> (String, Vec<Cell>) {
    let mut text = String::new();
    let mut i = 0;
    let mut evidence: Vec<Cell> = Vec::new();
    while i < inner.len() {
        let x = (inner[i] / 2) as u32;
        if i > 0 {
            text.push_str(if i % 2 == 1 { " = " } else { " - " });
        }
        let nx = &net.nodes[x as usize];
        evidence.extend(&nx.cells);
        if i % 2 == 0 && i + 1 < inner.len() {
            let y2 = (inner[i + 1] / 2) as u32;
            let ny = &net.nodes[y2 as usize];
            let v = via[i + 1];
            if v != u32::MAX {
                let cells = &net.als[v as usize];
                evidence.extend(cells);
                text.push_str(&format!(
                    "({}={})ALS:{}",
                    ch(nx.d),
                    ch(ny.d),
                    cells_text(cells, n)
                ));
                evidence.extend(&ny.cells);
                i += 2;
                continue;
            }
            if nx.cells.len() == 1 && nx.cells == ny.cells {
                text.push_str(&format!(
                    "({}={}){}",
                    ch(nx.d),
                    ch(ny.d),
                    cell_name(nx.cells[0], n)
                ));
                i += 2;
                continue;
            }
        }
        text.push_str(&net.text(x, n));
        i += 1;
    }
    (text, evidence)
}

/// "If E were false, … E would be true": E is placed.
fn placement(net: &Net, g: &Grid, t: Technique, lp: &Loop) -> Step {
    let n = g.n();
    let s = &lp.states;
    let e = (s[0] / 2) as u32;
    let nd = &net.nodes[e as usize];
    let (text, mut evidence) = eureka(net, s, &lp.via, n);
    crate::core::sort::sort(&mut evidence);
    evidence.dedup();
    let name = cell_name(nd.cells[0], n);
    Step {
        notation: text,
        figure: figure(net, s, &lp.via),
        technique: t,
        units: vec![],
        evidence,
        placements: vec![(nd.cells[0], nd.d)],
        eliminations: vec![],
        title: t.name().into(),
        explanation: format!(
            "If {name} were not {d}, the chain would make it {d}, so {name} is {d}",
            d = ch(nd.d)
        ),
    }
}
