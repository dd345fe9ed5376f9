//! Shared by the single-digit patterns (skyscraper, 2-string kite, turbot fish, empty rectangle, colouring,
//! X-cycles): the strong links of one symbol, and the step of a "two strong links joined by a weak link"
//! pattern. Not a technique of its own.

use super::{ch, removals, seeing_all};
use crate::core::cell::{cell_name, Cell, Symbol, Unit};
use crate::hint::step::{units_text, Figure, Link, Node, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// A unit where `s` has exactly two places: (unit index, one place, the other).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Strong {
    pub unit: usize,
    pub a: usize,
    pub b: usize,
}

/// Every strong link of symbol `s` (rows, then columns, then blocks). A pair of cells that is bilocal in
/// two units (a line and a block) appears once per unit.
pub(crate) fn strong_links(g: &Grid, s: Symbol) -> Vec<Strong> {
    let mut out = Vec::new();
    for u in 0..g.geo.units.len() {
        let mut it = g.cells_with(u, s);
        if let (Some(a), Some(b), None) = (it.next(), it.next(), it.next()) {
            out.push(Strong {
                unit: u,
                a: a as usize,
                b: b as usize,
            });
        }
    }
    out
}

/// A unit both cells lie in (row, then column, then box, then diagonal), if they share one.
pub(crate) fn shared_unit(g: &Grid, a: usize, b: usize) -> Option<usize> {
    g.geo.common_units(&[a, b]).first().copied()
}

/// Are the items (cells, a chain's candidates or nodes) all different?
pub(crate) fn distinct<T: PartialEq>(items: &[T]) -> bool {
    items
        .iter()
        .enumerate()
        .all(|(i, c)| !items[..i].contains(c))
}

/// Two strong links on `s`, `(u1: q1 = p1)` and `(u2: p2 = q2)`, whose inner ends `p1`, `p2` see each other:
/// one of the outer ends `q1`, `q2` holds `s`, so cells seeing both lose it. `accept` decides which technique
/// the pair of links is (skyscraper, kite, turbot fish); the first productive pair wins.
pub(crate) fn two_links(
    g: &Grid,
    t: Technique,
    accept: &dyn Fn(&Grid, &Strong, &Strong, usize, usize) -> bool,
) -> Option<Step> {
    let n = g.n();
    for s in 1..=n as Symbol {
        let links = strong_links(g, s);
        for (i, l1) in links.iter().enumerate() {
            for l2 in &links[i + 1..] {
                for (p1, q1) in [(l1.a, l1.b), (l1.b, l1.a)] {
                    for (p2, q2) in [(l2.a, l2.b), (l2.b, l2.a)] {
                        if !distinct(&[p1, q1, p2, q2]) || !g.sees(p1, p2) {
                            continue;
                        }
                        if !accept(g, l1, l2, p1, p2) {
                            continue;
                        }
                        let elims: Vec<(Cell, Symbol)> = seeing_all(g, &[q1, q2], s)
                            .into_iter()
                            .filter(|&(c, _)| c as usize != p1 && c as usize != p2)
                            .collect();
                        if elims.is_empty() {
                            continue;
                        }
                        if let Some(st) = super::found(two_links_step(
                            g,
                            t,
                            s,
                            (l1.unit, q1, p1),
                            (l2.unit, p2, q2),
                            elims,
                        )) {
                            return Some(st);
                        }
                    }
                }
            }
        }
    }
    None
}

fn two_links_step(
    g: &Grid,
    t: Technique,
    s: Symbol,
    (u1, q1, p1): (usize, usize, usize),
    (u2, p2, q2): (usize, usize, usize),
    elims: Vec<(Cell, Symbol)>,
) -> Step {
    let n = g.n();
    let name = |c: usize| cell_name(c as Cell, n);
    let (un1, un2) = (g.geo.unit(u1), g.geo.unit(u2));
    let via = shared_unit(g, p1, p2).map(|u| g.geo.unit(u));
    let nd = |c: usize| Node::one(c as Cell, s);
    let figure = Figure {
        candidates: [q1, p1, p2, q2]
            .iter()
            .map(|&c| (c as Cell, s, Role::Key))
            .collect(),
        units: vec![(un1, Role::Base), (un2, Role::Base)],
        links: vec![
            Link {
                from: nd(q1),
                to: nd(p1),
                strong: true,
            },
            Link {
                from: nd(p1),
                to: nd(p2),
                strong: false,
            },
            Link {
                from: nd(p2),
                to: nd(q2),
                strong: true,
            },
        ],
        ..Default::default()
    };
    Step {
        notation: String::new(),
        technique: t,
        units: vec![un1, un2],
        evidence: [q1, p1, p2, q2].map(|c| c as Cell).to_vec(),
        placements: vec![],
        title: super::title_on(t, s).into(),
        explanation: match via {
            Some(via) => crate::tr!(
                "explain-two-links-shared",
                unit1 = unit_text(un1),
                unit2 = unit_text(un2),
                digit = ch(s),
                end1 = name(q1),
                inner1 = name(p1),
                inner2 = name(p2),
                end2 = name(q2),
                shared = unit_text(via),
                removals = removals(&elims, n)
            ),
            None => crate::tr!(
                "explain-two-links",
                unit1 = unit_text(un1),
                unit2 = unit_text(un2),
                digit = ch(s),
                end1 = name(q1),
                inner1 = name(p1),
                inner2 = name(p2),
                end2 = name(q2),
                removals = removals(&elims, n)
            ),
        },
        eliminations: elims,
        figure,
    }
}

/// A unit's name for a sentence, in the form the language puts after a preposition ("row 3"; French "la
/// ligne 3": [`units_text`] of the one unit); a diagonal by its own name ("the main diagonal").
pub(crate) fn unit_text(u: Unit) -> String {
    match u {
        Unit::Diagonal(_) => u.to_string(),
        _ => units_text(&[u]),
    }
}

/// A colouring cluster of symbol `s`: cells joined by strong links, each with its colour (`false` = A,
/// `true` = B), and the strong links (tree edges, parent first) that coloured them.
pub(crate) struct Cluster {
    pub cells: Vec<(usize, bool)>,
    pub edges: Vec<(usize, usize)>,
}

impl Cluster {
    pub fn colour(&self, c: usize) -> Option<bool> {
        self.cells.iter().find(|e| e.0 == c).map(|e| e.1)
    }
    pub fn of(&self, colour: bool) -> Vec<usize> {
        self.cells
            .iter()
            .filter(|e| e.1 == colour)
            .map(|e| e.0)
            .collect()
    }
}

/// The clusters (two cells or more) of symbol `s`, each two-coloured along its strong links. A cluster
/// whose links do not two-colour (impossible in a valid position) is left out.
pub(crate) fn clusters(g: &Grid, s: Symbol) -> Vec<Cluster> {
    let links = strong_links(g, s);
    let n = g.n();
    let mut colour: Vec<Option<bool>> = vec![None; n * n];
    let mut out = Vec::new();
    for l in &links {
        if colour[l.a].is_some() {
            continue;
        }
        let mut cl = Cluster {
            cells: vec![(l.a, false)],
            edges: vec![],
        };
        colour[l.a] = Some(false);
        let mut ok = true;
        let mut i = 0;
        while i < cl.cells.len() {
            let (x, cx) = cl.cells[i];
            i += 1;
            for m in &links {
                let y = if m.a == x {
                    m.b
                } else if m.b == x {
                    m.a
                } else {
                    continue;
                };
                match colour[y] {
                    None => {
                        colour[y] = Some(!cx);
                        cl.cells.push((y, !cx));
                        cl.edges.push((x, y));
                    }
                    Some(cy) if cy == cx => ok = false,
                    Some(_) => {}
                }
            }
        }
        if ok && cl.cells.len() >= 2 {
            out.push(cl);
        }
    }
    out
}

/// The figure of colouring clusters: candidates coloured A/B, strong links along the clusters' edges.
pub(crate) fn colour_figure(cls: &[&Cluster], s: Symbol, flip: &[bool]) -> Figure {
    let mut f = Figure::default();
    for (k, cl) in cls.iter().enumerate() {
        for &(c, col) in &cl.cells {
            let role = if col ^ flip[k] {
                Role::ColourB
            } else {
                Role::ColourA
            };
            f.candidates.push((c as Cell, s, role));
        }
        for &(x, y) in &cl.edges {
            f.links.push(Link {
                from: Node::one(x as Cell, s),
                to: Node::one(y as Cell, s),
                strong: true,
            });
        }
    }
    f
}
