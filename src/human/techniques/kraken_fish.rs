//! Kraken fish: a finned X-wing, swordfish or jellyfish whose fins need not share a box. Either one of the
//! fins holds the symbol, or the fish holds and each cover line has the symbol in one of its base cells.
//! So for one cover line, a candidate that each of those base cells and each fin removes, along an
//! alternating inference chain ("if r1c2 is 5, …, r5c7 is not 3"), goes either way. HoDoKu's type 1 is the
//! case of the symbol itself in the cover line (its base cells see it); type 2 any other candidate.
//!
//! Base and cover are rows and columns, which every layout has; the chains use all the geometry's units.
//! Grids of up to 128 cells (9×9 and smaller), like the other fish beyond the basic ones.

use super::chain::{self, Kind, Links};
use super::{bits, ch, names};
use crate::core::cell::{cell_name, Cell, Symbol, Unit};
use crate::hint::step::{and_list, units_text, Node, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use std::collections::VecDeque;

/// At most this many fins: each one is a branch the player follows.
const MAX_FINS: usize = 3;

/// Chains from one candidate ("the cell is `s`"): the shortest-path tree of states (`node * 2 + on`, node
/// `cell * 32 + symbol`).
struct Reach {
    parent: Vec<u32>,
}

fn reach(links: &Links, n: usize, fin: usize, s: Symbol) -> Reach {
    let mut parent = vec![u32::MAX; n * n * 64];
    let start = (fin * 32 + s as usize) * 2 + 1;
    parent[start] = start as u32;
    let mut q = VecDeque::from([start]);
    while let Some(st) = q.pop_front() {
        for &x in next(links, st) {
            let x = x as usize;
            // each candidate once, true or false, so every chain reads without a contradiction
            if parent[x] != u32::MAX || parent[x ^ 1] != u32::MAX {
                continue;
            }
            parent[x] = st as u32;
            q.push_back(x);
        }
    }
    Reach { parent }
}

/// The states one link away from state `st`: weak links from a true node, strong links from a false one.
fn next(links: &Links, st: usize) -> &[u32] {
    if st % 2 == 1 {
        &links.weak[st / 2]
    } else {
        &links.strong[st / 2]
    }
}

/// The largest side searched (`n * n <= 128`), plus one: per-symbol cell sets are indexed by symbol.
const W: usize = 12;

/// What the chains from each candidate make false, per symbol (the cells), each computed when first needed
/// by the same walk as [`reach`] without its tree. The search asks for the same few candidates again and
/// again, so they are kept, with the walk's buffers.
struct Offs<'a> {
    links: &'a Links,
    /// Per node (`cell * 32 + symbol`), where its sets start in `sets`, or `u32::MAX`.
    at: Vec<u32>,
    sets: Vec<[u128; W]>,
    seen: Vec<u64>,
    queue: Vec<u32>,
}

impl<'a> Offs<'a> {
    fn new(links: &'a Links, n: usize) -> Offs<'a> {
        Offs {
            links,
            at: vec![u32::MAX; n * n * 32],
            sets: Vec::new(),
            seen: vec![0; n * n],
            queue: Vec::new(),
        }
    }

    /// Per symbol, the cells that "`c` is `s`" makes false.
    fn of(&mut self, c: usize, s: Symbol) -> &[u128; W] {
        let nd = c * 32 + s as usize;
        if self.at[nd] == u32::MAX {
            self.at[nd] = self.sets.len() as u32;
            let off = self.walk(nd * 2 + 1);
            self.sets.push(off);
        }
        &self.sets[self.at[nd] as usize]
    }

    fn walk(&mut self, start: usize) -> [u128; W] {
        let mut off = [0u128; W];
        let seen = &mut self.seen;
        let q = &mut self.queue;
        q.clear();
        q.push(start as u32);
        seen[start / 64] |= 1 << (start % 64);
        let mut head = 0;
        while head < q.len() {
            let st = q[head] as usize;
            head += 1;
            for &x in next(self.links, st) {
                let x = x as usize;
                // both states of a node share a word: neither may be seen yet
                if seen[x / 64] & 3 << ((x % 64) & !1) != 0 {
                    continue;
                }
                seen[x / 64] |= 1 << (x % 64);
                if x % 2 == 0 {
                    off[x / 2 % 32] |= 1 << (x / 64);
                }
                q.push(x as u32);
            }
        }
        for &x in q.iter() {
            seen[x as usize / 64] = 0;
        }
        off
    }
}

/// The chain from the source to "`target` is not `s`", as (cell, symbol) nodes, the source first.
fn path(r: &Reach, target: usize, s: Symbol) -> Vec<(usize, Symbol)> {
    let mut st = (target * 32 + s as usize) * 2;
    let mut out = vec![];
    loop {
        out.push((st / 64, (st / 2 % 32) as Symbol));
        let p = r.parent[st] as usize;
        if p == st {
            break;
        }
        st = p;
    }
    out.reverse();
    out
}

/// A found fish: base and cover line indices (rows or columns), fins, the cover line whose base cells
/// branch, and the target candidate.
struct Found {
    cols: bool,
    base: Vec<usize>,
    cover: Vec<usize>,
    fins: Vec<usize>,
    line: usize,
    target: (usize, Symbol),
}

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    if n * n > 128 {
        return None;
    }
    let links = chain::links(
        g,
        Kind {
            digit: None,
            bivalue: true,
            bilocal: true,
            in_cell: true,
            bivalue_only: false,
            loops: false,
        },
    );
    // The cells holding each symbol (none for 0).
    let mut has = [0u128; W];
    for (d, m) in has.iter_mut().enumerate().take(n + 1).skip(1) {
        *m = g.places_bits(d as Symbol);
    }
    let mut offs = Offs::new(&links, n);
    for k in 2..=4usize {
        if 2 * k > n {
            break;
        }
        for s in 1..=n as Symbol {
            for cols in [false, true] {
                let off = if cols { n } else { 0 };
                let lines: Vec<usize> = (0..n)
                    .filter(|&i| g.pos_mask(off + i, s).count_ones() >= 2)
                    .collect();
                let mut chosen = Vec::with_capacity(k);
                let f = &mut |base: &[usize]| search(g, &mut offs, &has, s, cols, base);
                if let Some(found) = combos(&lines, k, 0, &mut chosen, f) {
                    return Some(step(g, &links, s, found));
                }
            }
        }
    }
    None
}

/// `k`-subsets of `items`, calling `f` until it returns `Some`.
fn combos<T>(
    items: &[usize],
    k: usize,
    start: usize,
    chosen: &mut Vec<usize>,
    f: &mut dyn FnMut(&[usize]) -> Option<T>,
) -> Option<T> {
    if chosen.len() == k {
        return f(chosen);
    }
    for i in start..items.len() {
        chosen.push(items[i]);
        let r = combos(items, k, i + 1, chosen, f);
        chosen.pop();
        if r.is_some() {
            return r;
        }
    }
    None
}

/// The cell at index `j` of line `i` (row `i`, or column `i` when `cols`).
fn at(n: usize, cols: bool, i: usize, j: usize) -> usize {
    if cols {
        j * n + i
    } else {
        i * n + j
    }
}

/// For one choice of base lines: the covers (k lines among those the base places use) whose fins all remove
/// one of the cover's other places.
fn search(
    g: &Grid,
    offs: &mut Offs,
    has: &[u128; W],
    s: Symbol,
    cols: bool,
    base: &[usize],
) -> Option<Found> {
    let n = g.n();
    let k = base.len();
    let off = if cols { n } else { 0 };
    let union = base.iter().fold(0u32, |m, &i| m | g.pos_mask(off + i, s));
    let used: Vec<usize> = bits(union).collect();
    if used.len() <= k || used.len() > k + MAX_FINS {
        return None;
    }
    let mut chosen = Vec::with_capacity(k);
    combos(&used, k, 0, &mut chosen, &mut |cover| {
        let cm = cover.iter().fold(0u32, |m, &j| m | 1 << j);
        let mut fins = [0usize; MAX_FINS];
        let mut nf = 0;
        for &i in base {
            for j in bits(g.pos_mask(off + i, s) & !cm) {
                if nf == MAX_FINS {
                    return None;
                }
                fins[nf] = at(n, cols, i, j);
                nf += 1;
            }
        }
        let fins = &fins[..nf];
        if fins.is_empty() {
            return None;
        }
        // What every fin removes (a fin is not its own target), then one cover line at a time: its base
        // cells are the other branches.
        let mut fin_t = *has;
        for &c in fins {
            fin_t[s as usize] &= !(1u128 << c);
        }
        if !narrow(&mut fin_t, fins, offs, s) {
            return None;
        }
        for &j in cover {
            let mut sources = [0usize; 4];
            let mut ns = 0;
            for &i in base {
                let c = at(n, cols, i, j);
                if g.has(c, s) {
                    sources[ns] = c;
                    ns += 1;
                }
            }
            let sources = &sources[..ns];
            let mut t = fin_t;
            for &c in sources {
                t[s as usize] &= !(1u128 << c);
            }
            if !narrow(&mut t, sources, offs, s) {
                continue;
            }
            // The symbol itself first (type 1), then other candidates (type 2).
            let d = std::iter::once(s as usize)
                .chain(1..=n)
                .find(|&d| t[d] != 0);
            if let Some(d) = d {
                return Some(Found {
                    cols,
                    base: base.to_vec(),
                    cover: cover.to_vec(),
                    fins: fins.to_vec(),
                    line: j,
                    target: (t[d].trailing_zeros() as usize, d as Symbol),
                });
            }
        }
        None
    })
}

/// Keeps in `t` (cells per symbol) only the candidates every source removes; whether any is left.
fn narrow(t: &mut [u128; W], sources: &[usize], offs: &mut Offs, s: Symbol) -> bool {
    for &c in sources {
        let o = offs.of(c, s);
        let mut any = 0;
        for (x, &o) in t.iter_mut().zip(o) {
            *x &= o;
            any |= *x;
        }
        if any == 0 {
            return false;
        }
    }
    true
}

/// `(5)r1c4 - (5)r3c4 = (5)r3c2 - (5)r5c2`: a chain from a true node, weak links first.
fn chain_text(p: &[(usize, Symbol)], n: usize) -> String {
    let mut out = String::new();
    for (i, &(c, d)) in p.iter().enumerate() {
        if i > 0 {
            out.push_str(if i % 2 == 1 { " - " } else { " = " });
        }
        out.push_str(&format!("({}){}", ch(d), cell_name(c as Cell, n)));
    }
    out
}

fn step(g: &Grid, links: &Links, s: Symbol, f: Found) -> Step {
    let n = g.n();
    let off = if f.cols { n } else { 0 };
    let cover_off = n - off;
    let bu: Vec<Unit> = f.base.iter().map(|&i| g.geo.unit(off + i)).collect();
    let cu: Vec<Unit> = f.cover.iter().map(|&j| g.geo.unit(cover_off + j)).collect();
    let mut evidence: Vec<Cell> = f
        .base
        .iter()
        .flat_map(|&i| g.cells_with(off + i, s).collect::<Vec<_>>())
        .collect();
    crate::core::sort::sort(&mut evidence);
    let fins: Vec<Cell> = f.fins.iter().map(|&c| c as Cell).collect();
    let (tc, td) = f.target;
    let elims = vec![(tc as Cell, td)];
    let size = super::fish::fish_of_size(f.base.len()).called();
    let target = cell_name(tc as Cell, n);
    let line = g.geo.unit(cover_off + f.line);
    let held: Vec<usize> = f
        .base
        .iter()
        .map(|&i| at(n, f.cols, i, f.line))
        .filter(|&c| g.has(c, s))
        .collect();
    let held_cells: Vec<Cell> = held.iter().map(|&c| c as Cell).collect();
    // Branches that see the target name it at once; the others each get their chain, told in words in the
    // explanation and in Eureka notation apart (`Step::notation`).
    let (mut direct, mut chained, mut chains, mut paths) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for &c in held.iter().chain(&f.fins) {
        let p = path(&reach(links, n, c, s), tc, td);
        if p.len() == 2 && td == s {
            direct.push(cell_name(c as Cell, n));
        } else {
            chained.push(c as Cell);
            chains.push(chain_text(&p, n));
        }
        paths.push(p);
    }
    let sees = (!direct.is_empty()).then(|| {
        crate::tr!(
            "kraken-fish-sees",
            count = direct.len(),
            cells = and_list(&direct),
            target = target.as_str()
        )
    });
    let chains_to = (!chained.is_empty()).then(|| {
        crate::tr!(
            "kraken-fish-chain",
            count = chained.len(),
            cells = or_list(&chained, n),
            digit = ch(s),
            target = target.as_str(),
            removed = ch(td)
        )
    });
    let cases = match (sees, chains_to) {
        (Some(a), Some(b)) => crate::tr!("kraken-fish-cases", sees = a, chains = b),
        (Some(a), None) | (None, Some(a)) => a,
        (None, None) => String::new(),
    };
    let explanation = crate::tr!(
        "explain-kraken-fish",
        fish = size,
        digit = ch(s),
        units = units_text(&bu.iter().chain(&cu).copied().collect::<Vec<_>>()),
        count = fins.len(),
        fins = names(&fins, n),
        line = super::single_digit::unit_text(line),
        held = or_list(&held_cells, n),
        cases = cases,
        removed = ch(td),
        target = target.as_str()
    );
    let mut st = super::fish::step(
        Technique::KrakenFish,
        s,
        (bu, cu),
        &fins,
        evidence,
        elims,
        (Technique::KrakenFish.called().into(), explanation),
    );
    st.notation = chains.join("; ");
    // The chains' cells are evidence too: a hint that proves a placement keeps the steps they depend on.
    st.evidence
        .extend(paths.iter().flatten().map(|&(c, _)| c as Cell));
    crate::core::sort::sort(&mut st.evidence);
    st.evidence.dedup();
    for p in &paths {
        for (i, w) in p.windows(2).enumerate() {
            st.figure.link(
                Node::one(w[0].0 as Cell, w[0].1),
                Node::one(w[1].0 as Cell, w[1].1),
                i % 2 == 1,
            );
        }
    }
    st
}

/// `r1c2`, `r1c2 or r7c2`, `r1c2, r4c2 or r7c2`.
fn or_list(cells: &[Cell], n: usize) -> String {
    let v: Vec<String> = cells.iter().map(|&c| cell_name(c, n)).collect();
    crate::hint::step::or_list(&v)
}
