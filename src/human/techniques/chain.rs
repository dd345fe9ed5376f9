//! The chain engine shared by X-chains, XY-chains and alternating inference chains. A node is a candidate
//! (cell, symbol). Starting from "A is false", a strong link (a bivalue cell, or a unit where a symbol has two
//! places) makes the next node true; from a true node a weak link (a peer with the same symbol, or another
//! candidate of the same cell) makes the next node false. Reaching "Y is true" proves "A or Y is true".
//!
//! An alternating inference chain whose ends are weakly linked closes into a continuous loop (HoDoKu's
//! "continuous nice loop"): going round either way, its candidates are alternately true and false, so one end
//! of every weak link is true, and each weak link removes what an AIC's ends would (the symbol from the cells
//! seeing both ends, or the other candidates of a cell). One that comes back to its first candidate, now true
//! ("if r6c4 is not 1, … then r6c4 is 1"), proves it: HoDoKu's discontinuous nice loop that places a digit.

use super::single_digit::distinct;
use super::{ch, loop_sentence, removals, seeing_all};
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{Figure, Node, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use std::collections::VecDeque;

#[derive(Clone, Copy)]
pub(crate) struct Kind {
    /// Only this symbol (X-chain).
    pub digit: Option<Symbol>,
    /// Strong links inside bivalue cells.
    pub bivalue: bool,
    /// Strong links between the two places of a symbol in a unit.
    pub bilocal: bool,
    /// Weak links between candidates of one cell.
    pub in_cell: bool,
    /// Every node in a bivalue cell (XY-chain).
    pub bivalue_only: bool,
    /// A chain whose ends are weakly linked is taken as a continuous loop (see the module's doc).
    pub loops: bool,
}

#[inline]
fn node(c: usize, s: Symbol) -> usize {
    c * 32 + s as usize
}

/// A chain (its nodes) and what it removes.
type Found = (Vec<(usize, Symbol)>, Vec<(Cell, Symbol)>);

/// The shortest productive chain over all starts, as (path of nodes, eliminations); stops early once a
/// chain of at most `good` nodes is found.
fn search(g: &Grid, k: Kind, good: usize) -> Option<Found> {
    let mut best: Option<Found> = None;
    walk(g, k, 25_000, true, |path, elims| {
        if best.as_ref().is_none_or(|b| path.len() < b.0.len()) {
            let short = path.len() <= good;
            best = Some((path, elims));
            return short;
        }
        false
    });
    best
}

/// Breadth-first from every start ("A is false"), each productive chain passed to `each` (which returns true to
/// stop the walk): only the shortest from each start with `first_per_start`, else every one, until `budget`
/// state expansions (deterministic, so grades repeat and large grids stay fast).
fn walk(
    g: &Grid,
    k: Kind,
    mut budget: usize,
    first_per_start: bool,
    mut each: impl FnMut(Vec<(usize, Symbol)>, Vec<(Cell, Symbol)>) -> bool,
) {
    let n = g.n();
    let total = n * n * 32 * 2;
    let mut parent = vec![u32::MAX; total];
    let mut touched: Vec<usize> = Vec::new();
    let ok_cell = |c: usize| g.is_empty(c) && (!k.bivalue_only || g.cands[c].len() == 2);
    let digits = |c: usize| {
        g.cands[c]
            .iter()
            .filter(move |&s| k.digit.is_none_or(|d| d == s))
    };
    let Links { strong, weak } = links(g, k);
    // The path from the start to state `end`, by the parents.
    let path_to = |parent: &[u32], end: usize| {
        let mut path = Vec::new();
        let mut st = end;
        loop {
            path.push((st / 2 / 32, (st / 2 % 32) as Symbol));
            let p = parent[st] as usize;
            if p == st {
                break;
            }
            st = p;
        }
        path.reverse();
        path
    };
    for a in (0..n * n).filter(|&c| ok_cell(c)) {
        for da in digits(a) {
            for &t in &touched {
                parent[t] = u32::MAX;
            }
            touched.clear();
            let start = node(a, da) * 2;
            parent[start] = start as u32;
            touched.push(start);
            let mut q = VecDeque::from([start]);
            'bfs: while let Some(st) = q.pop_front() {
                if budget == 0 {
                    return;
                }
                budget -= 1;
                let nd = st / 2;
                let next = if st % 2 == 1 { &weak[nd] } else { &strong[nd] };
                for &nx in next {
                    let nx = nx as usize;
                    if parent[nx] != u32::MAX {
                        continue;
                    }
                    parent[nx] = st as u32;
                    touched.push(nx);
                    if nx % 2 == 1 {
                        let (yc, yd) = (nx / 2 / 32, (nx / 2 % 32) as Symbol);
                        let found = productive(g, k, (a, da), (yc, yd), || path_to(&parent, nx));
                        if let Some((path, elims)) = found {
                            if each(path, elims) {
                                return;
                            }
                            if first_per_start {
                                break 'bfs;
                            }
                        }
                    }
                    q.push_back(nx);
                }
            }
        }
    }
}

/// The links of a chain search, by node (`cell * 32 + symbol`): from a false node along strong links to true
/// states, and from a true node along weak links to false states (state = node * 2 + on).
pub(crate) struct Links {
    pub strong: Vec<Vec<u32>>,
    pub weak: Vec<Vec<u32>>,
}

/// Every strong and weak link of kind `k`, over all the geometry's units.
pub(crate) fn links(g: &Grid, k: Kind) -> Links {
    let n = g.n();
    let ok_cell = |c: usize| g.is_empty(c) && (!k.bivalue_only || g.cands[c].len() == 2);
    let digits = |c: usize| {
        g.cands[c]
            .iter()
            .filter(move |&s| k.digit.is_none_or(|d| d == s))
    };
    let mut strong: Vec<Vec<u32>> = vec![Vec::new(); n * n * 32];
    let mut weak: Vec<Vec<u32>> = vec![Vec::new(); n * n * 32];
    for c in (0..n * n).filter(|&c| ok_cell(c)) {
        for d in digits(c) {
            let nd = node(c, d);
            if k.bivalue && g.cands[c].len() == 2 {
                let o = g.cands[c].iter().find(|&s| s != d).unwrap_or(d);
                if k.digit.is_none_or(|x| x == o) {
                    strong[nd].push((node(c, o) * 2 + 1) as u32);
                }
            }
            if k.bilocal {
                for &u in &g.geo.cell_units[c] {
                    let mut it = g.cells_with(u as usize, d);
                    if let (Some(p), Some(q2), None) = (it.next(), it.next(), it.next()) {
                        let other = if p as usize == c { q2 } else { p } as usize;
                        let t = (node(other, d) * 2 + 1) as u32;
                        if ok_cell(other) && !strong[nd].contains(&t) {
                            strong[nd].push(t);
                        }
                    }
                }
            }
            for &p in &g.geo.peers[c] {
                let p = p as usize;
                if ok_cell(p) && g.cands[p].contains(d) {
                    weak[nd].push((node(p, d) * 2) as u32);
                }
            }
            if k.in_cell {
                for e in g.cands[c].iter().filter(|&e| e != d) {
                    weak[nd].push((node(c, e) * 2) as u32);
                }
            }
        }
    }
    Links { strong, weak }
}

/// The path and eliminations of a chain from A (false) to Y (true), if it removes anything: an AIC's "A or Y",
/// with `k.loops` a continuous loop's when Y and A are weakly linked, or A placed when Y is A. `path` builds
/// the chain's nodes (only for a chain that may be taken).
fn productive(
    g: &Grid,
    k: Kind,
    a: (usize, Symbol),
    y: (usize, Symbol),
    path: impl Fn() -> Vec<(usize, Symbol)>,
) -> Option<Found> {
    let (p, elims) = if k.loops && y == a {
        // back at the start, true: the start holds (its cell's other candidates go), if no candidate comes twice
        // on the way (else a shorter chain says it)
        let p = path();
        let elims = if distinct(&p[..p.len() - 1]) {
            conclude(g, (a.0, 0), a)
        } else {
            vec![]
        };
        (p, elims)
    } else if k.loops && weakly_linked(g, a, y) {
        let p = path();
        let elims = if closes(g, k, &p) {
            round(g, &p)
        } else {
            conclude(g, a, y)
        };
        (p, elims)
    } else {
        let elims = conclude(g, a, y);
        if elims.is_empty() {
            return None;
        }
        (path(), elims)
    };
    (!elims.is_empty()).then_some((p, elims))
}

/// Whether a chain (from a false node to a true one) closes into a continuous loop: `k.loops`, its ends weakly
/// linked, four nodes or more (two are one strong link read back as a weak one: an AIC, not a loop) in three
/// cells or more.
fn closes(g: &Grid, k: Kind, path: &[(usize, Symbol)]) -> bool {
    k.loops
        && path.len() >= 4
        && weakly_linked(g, path[0], path[path.len() - 1])
        && over_three_cells(path)
}

/// Does a loop pass through three cells or more? One through two is a naked or hidden pair, told under its own
/// name (All steps here listed it under the AIC too).
fn over_three_cells(path: &[(usize, Symbol)]) -> bool {
    let first = path[0].0;
    let second = path.iter().map(|p| p.0).find(|&c| c != first);
    second.is_some_and(|s| path.iter().any(|p| p.0 != first && p.0 != s))
}

/// Whether two candidates cannot both be true: two of one cell, or one symbol in cells that see each other.
fn weakly_linked(g: &Grid, a: (usize, Symbol), y: (usize, Symbol)) -> bool {
    if a.0 == y.0 {
        a.1 != y.1
    } else {
        a.1 == y.1 && g.sees(a.0, y.0)
    }
}

/// The eliminations of a continuous loop: `path` (from a false node, links alternately strong and weak) closed
/// by a weak link from its last node to its first, each weak link read as an AIC's two ends; none if a
/// candidate comes twice (the loop is not simple).
fn round(g: &Grid, path: &[(usize, Symbol)]) -> Vec<(Cell, Symbol)> {
    if !distinct(path) {
        return vec![];
    }
    let mut out: Vec<(Cell, Symbol)> = (1..path.len())
        .step_by(2)
        .flat_map(|i| conclude(g, path[(i + 1) % path.len()], path[i]))
        .filter(|&(c, s)| !path.contains(&(c as usize, s)))
        .collect();
    crate::core::sort::sort(&mut out);
    out.dedup();
    out
}

/// Eliminations that follow from "A or Y is true".
fn conclude(g: &Grid, a: (usize, Symbol), y: (usize, Symbol)) -> Vec<(Cell, Symbol)> {
    if a.0 == y.0 {
        if a.1 == y.1 {
            return vec![];
        }
        return g.cands[a.0]
            .iter()
            .filter(|&s| s != a.1 && s != y.1)
            .map(|s| (a.0 as Cell, s))
            .collect();
    }
    if a.1 == y.1 {
        return seeing_all(g, &[a.0, y.0], a.1);
    }
    let mut v = Vec::new();
    if g.sees(a.0, y.0) {
        if g.cands[a.0].contains(y.1) {
            v.push((a.0 as Cell, y.1));
        }
        if g.cands[y.0].contains(a.1) {
            v.push((y.0 as Cell, a.1));
        }
    }
    v
}

/// Eureka-style text: `(5)r1c1 = (5)r1c7 - (5)r4c7`, with bivalue cells merged as `(3=5)r2c3`.
fn eureka(path: &[(usize, Symbol)], n: usize, single_digit: bool) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < path.len() {
        if i > 0 {
            out.push_str(if i % 2 == 1 { " = " } else { " - " });
        }
        let (c, d) = path[i];
        if i % 2 == 0 && i + 1 < path.len() && path[i + 1].0 == c {
            let e = path[i + 1].1;
            out.push_str(&format!("({}={}){}", ch(d), ch(e), cell_name(c as Cell, n)));
            i += 2;
            continue;
        }
        if single_digit {
            out.push_str(&cell_name(c as Cell, n));
        } else {
            out.push_str(&format!("({}){}", ch(d), cell_name(c as Cell, n)));
        }
        i += 1;
    }
    out
}

/// The chain `path` (from a false node, links alternately strong and weak) in plain words, one link after the
/// other, for a newcomer: "If r1c7 is not 5 it is 2, so r4c7 is not 2 but 3, so r4c2 is not 3, so r3c2 is 3,
/// …" (messages `chain-walk-*`, each taking the walk so far).
fn in_words(path: &[(usize, Symbol)], n: usize) -> String {
    use crate::tr;
    let name = |c: usize| cell_name(c as Cell, n);
    let (a, b) = (path[0], path[1]);
    let mut text = if a.0 == b.0 {
        tr!(
            "chain-walk-start-in-cell",
            cell = name(a.0),
            digit = ch(a.1),
            other = ch(b.1)
        )
    } else {
        tr!(
            "chain-walk-start",
            cell = name(a.0),
            digit = ch(a.1),
            next = name(b.0),
            next_digit = ch(b.1)
        )
    };
    let mut i = 2;
    while i < path.len() {
        let (prev, x) = (path[i - 1], path[i]);
        if i % 2 == 1 {
            // a strong link: x is true
            text = tr!(
                "chain-walk-is",
                walk = text,
                cell = name(x.0),
                digit = ch(x.1)
            );
        } else if x.0 == prev.0 {
            // a weak link inside a cell: its other candidate x is false
            text = tr!("chain-walk-it-is-not", walk = text, digit = ch(x.1));
        } else if let Some(&(c, other)) = path.get(i + 1).filter(|y| y.0 == x.0) {
            // false here, so the cell's other candidate is true
            text = tr!(
                "chain-walk-is-not-but",
                walk = text,
                cell = name(c),
                digit = ch(x.1),
                other = ch(other)
            );
            i += 1;
        } else {
            text = tr!(
                "chain-walk-is-not",
                walk = text,
                cell = name(x.0),
                digit = ch(x.1)
            );
        }
        i += 1;
    }
    text
}

/// The shortest chain of kind `k` as a step of technique `t`; while `techniques::instances` lists, every chain
/// (the shortest from each start and each end it reaches, within a larger budget) passes through `found`.
pub(crate) fn find(g: &Grid, t: Technique, k: Kind, good: usize) -> Option<Step> {
    if super::listing() {
        walk(g, k, 200_000, false, |path, elims| {
            let _ = super::found(step(g, t, k, path, elims));
            false
        });
        return None;
    }
    let (path, elims) = search(g, k, good)?;
    Some(step(g, t, k, path, elims))
}

/// The step of a chain `path` that removes `elims`.
fn step(
    g: &Grid,
    t: Technique,
    k: Kind,
    path: Vec<(usize, Symbol)>,
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let (a, y) = (path[0], path[path.len() - 1]);
    let mut evidence: Vec<Cell> = path.iter().map(|&(c, _)| c as Cell).collect();
    evidence.dedup();
    let single = k.digit.is_some() || (!k.bivalue && !k.in_cell);
    let prefix = if single {
        super::title_on(t, a.1)
    } else {
        t.called()
    };
    // The path starts from a false node: links alternate strong, weak, strong, ...
    let mut figure = Figure::default();
    for (i, w) in path.windows(2).enumerate() {
        figure.link(
            Node::one(w[0].0 as Cell, w[0].1),
            Node::one(w[1].0 as Cell, w[1].1),
            i % 2 == 0,
        );
    }
    let mut notation = eureka(&path, n, single);
    let closed = closes(g, k, &path);
    let placements = if a == y {
        vec![(a.0 as Cell, a.1)]
    } else {
        vec![]
    };
    let explanation = if a == y {
        crate::tr!(
            "explain-chain-back",
            walk = in_words(&path, n),
            cell = cell_name(a.0 as Cell, n),
            digit = ch(a.1)
        )
    } else if closed {
        figure.link(
            Node::one(y.0 as Cell, y.1),
            Node::one(a.0 as Cell, a.1),
            false,
        );
        notation.push_str(&format!(" - ({}){}", ch(a.1), cell_name(a.0 as Cell, n)));
        let claim = |(c, d): (usize, Symbol)| {
            crate::tr!("chain-claim", cell = cell_name(c as Cell, n), digit = ch(d))
        };
        loop_sentence(&claim(y), &claim(a), &removals(&elims, n))
    } else if a.0 == y.0 {
        crate::tr!(
            "explain-chain-in-cell",
            walk = in_words(&path, n),
            cell = cell_name(a.0 as Cell, n),
            digit = ch(a.1),
            other = ch(y.1),
            removals = removals(&elims, n)
        )
    } else {
        crate::tr!(
            "explain-chain",
            walk = in_words(&path, n),
            cell = cell_name(a.0 as Cell, n),
            digit = ch(a.1),
            end = cell_name(y.0 as Cell, n),
            end_digit = ch(y.1),
            removals = removals(&elims, n)
        )
    };
    Step {
        figure,
        technique: t,
        units: vec![],
        evidence,
        eliminations: if a == y { vec![] } else { elims },
        placements,
        title: if closed {
            crate::tr!("title-continuous-loop", title = prefix)
        } else {
            prefix
        }
        .into(),
        // the plain sentence; the chain in Eureka notation apart, for experts
        explanation,
        notation,
    }
}
