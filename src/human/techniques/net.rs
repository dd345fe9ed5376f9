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
//!
//! The net (its nodes and links, built from the grid) is here; the searches over it are in [`search`], the
//! steps they prove, told in words and drawn, in [`words`].

mod als;
mod every;
mod search;
mod words;

use super::ch;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{self, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use search::{search, starts, trace};
use words::loop_step;

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
    /// Each almost locked set's node per candidate: (symbol, node).
    als_nodes: Vec<Vec<(Symbol, u32)>>,
    /// Node of each candidate: `cell * 32 + symbol`.
    cand: Vec<u32>,
    /// The candidates' and groups' nodes, first (the rest are almost locked sets' own).
    plain: usize,
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
            als_nodes: Vec::new(),
            cand: vec![u32::MAX; n * n * 32],
            plain: 0,
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
        net.plain = net.nodes.len();
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
                    net.als_nodes
                        .push(digits.iter().copied().zip(ids.iter().copied()).collect());
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

    /// `r1c2 is not 5` (message `net-denial`).
    fn denial(&self, i: u32, n: usize) -> String {
        let nd = &self.nodes[i as usize];
        crate::tr!(
            "net-denial",
            cells = cells_text(&nd.cells, n),
            digit = ch(nd.d)
        )
    }

    /// `r1c2 is 5`, `5 is in r1c2 or r1c3 or r1c4` (messages `net-claim-cell`, `net-claim-cells`, the cells
    /// joined one by one by `list-or`).
    fn claim(&self, i: u32, n: usize) -> String {
        let nd = &self.nodes[i as usize];
        if nd.cells.len() == 1 {
            crate::tr!(
                "net-claim-cell",
                cell = cell_name(nd.cells[0], n),
                digit = ch(nd.d)
            )
        } else {
            let cells = nd
                .cells
                .iter()
                .map(|&c| cell_name(c, n))
                .reduce(|init, last| crate::tr!("list-or", init = init, last = last))
                .unwrap_or_default();
            crate::tr!("net-claim-cells", digit = ch(nd.d), cells = cells)
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

/// The largest almost locked set in the ALS steps listed (the hint's chains take at most five cells).
const LIST_ALS: usize = 6;

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
        // every ALS-XZ, ALS-XY-wing and ALS-XY-chain, with sets of up to LIST_ALS cells
        if o.als > 0 && g.n() <= 9 {
            if o.als < LIST_ALS {
                let wide = Net::build(g, Opts { als: LIST_ALS, ..o });
                als::list(&wide, g, t);
            } else {
                als::list(&net, g, t);
            }
        }
        // every AIC between two candidates and every continuous loop (each of their eliminations is also a
        // loop's above, so a hint never needs them)
        every::list(&net, g, t, net.plain);
        return None;
    }
    let lp = search(&net, g, o)?;
    Some(loop_step(&net, g, t, &lp))
}
