//! The grouped chain engine's steps: what a loop proves (a removal, a placement, a continuous loop's
//! removals) told in words and Eureka notation, and drawn.

use super::search::Loop;
use super::{cells_text, Net};
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use crate::human::techniques::{ch, loop_sentence, removals};

/// The step of a continuous loop (see [`continuous`]).
pub(super) fn continuous_step(
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
        title: crate::tr!("net-title-continuous", technique = t.called()).into(),
    }
}

/// The step a loop proves: a placement ("E false" leads to "E true") or E's removal with every candidate that
/// sees both ends of the inner chain.
pub(super) fn loop_step(net: &Net, g: &Grid, t: Technique, lp: &Loop) -> Step {
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
    let explanation = crate::hint::step::sentence(match proven {
        Some(p) => crate::tr!(
            "net-proven",
            claim = net.claim(p, n),
            denial = net.denial(e, n),
            removals = removals(&elims, n)
        ),
        None => crate::tr!(
            "net-either",
            first = net.claim(a, n),
            last = net.claim(y, n),
            denial = net.denial(e, n),
            removals = removals(&elims, n)
        ),
    });
    Step {
        notation: text,
        figure: figure(net, inner, &lp.via[1..]),
        technique: t,
        units: vec![],
        evidence,
        placements: vec![],
        eliminations: elims,
        title: t.called().into(),
        explanation,
    }
}

/// The figure of a chain of states (node * 2 + on): a strong link leaves each false node, a weak link each
/// true one; the almost locked sets used (`via[i]`: the ALS behind the link into `states[i]`) are marked
/// `Als(0)`, `Als(1)`, ... in chain order.
pub(super) fn figure(net: &Net, states: &[usize], via: &[u32]) -> Figure {
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
pub(super) fn eureka(net: &Net, inner: &[usize], via: &[u32], n: usize) -> (String, Vec<Cell>) {
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
pub(super) fn placement(net: &Net, g: &Grid, t: Technique, lp: &Loop) -> Step {
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
        title: t.called().into(),
        explanation: crate::tr!("net-placement", cell = name, digit = ch(nd.d)),
    }
}
