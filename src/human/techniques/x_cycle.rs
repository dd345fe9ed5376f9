//! X-cycle (continuous nice loop on one symbol): a closed loop of cells holding the symbol, alternating strong
//! links (a unit where the symbol has only two places) and weak links (two cells that see each other). Going
//! round, the symbol alternates true and false, so each weak link has exactly one true end: the other cells of
//! every unit a weak link lies in lose the symbol. Found before X-chains, which would reach the same removals
//! one at a time.

use super::single_digit::strong_links;
use super::{ch, removals};
use crate::core::cell::{cell_name, Cell, Symbol, Unit};
use crate::hint::step::{Figure, Link, Node, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// Longest loop searched, in cells (an even number; 8 keeps the search cheap and the loop readable).
const MAX: usize = 8;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for s in 1..=n as Symbol {
        let links = strong_links(g, s);
        if links.len() < 2 {
            continue;
        }
        // local indices: cells with a strong link on s
        let mut cells: Vec<usize> = Vec::new();
        for l in &links {
            for c in [l.a, l.b] {
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
        }
        crate::core::sort::sort(&mut cells);
        let idx = |c: usize| cells.iter().position(|&x| x == c).unwrap_or(0);
        let mut strong = vec![Vec::new(); cells.len()];
        for l in &links {
            let (a, b) = (idx(l.a), idx(l.b));
            if !strong[a].contains(&b) {
                strong[a].push(b);
                strong[b].push(a);
            }
        }
        let weak: Vec<Vec<usize>> = (0..cells.len())
            .map(|i| {
                (0..cells.len())
                    .filter(|&j| g.sees(cells[i], cells[j]))
                    .collect()
            })
            .collect();
        let mut path = Vec::with_capacity(MAX);
        for start in 0..cells.len() {
            path.clear();
            path.push(start);
            if let Some(st) = dfs(g, s, &cells, &strong, &weak, &mut path) {
                return Some(st);
            }
        }
    }
    None
}

/// Extends `path` (its last link strong-to-come when its length is odd) with cells above `path[0]`; the loop
/// closes with a weak link back to `path[0]`.
fn dfs(
    g: &Grid,
    s: Symbol,
    cells: &[usize],
    strong: &[Vec<usize>],
    weak: &[Vec<usize>],
    path: &mut Vec<usize>,
) -> Option<Step> {
    let last = *path.last()?;
    if path.len() % 2 == 1 {
        // next link is strong
        for &nx in &strong[last] {
            if nx <= path[0] || path.contains(&nx) {
                continue;
            }
            path.push(nx);
            if path.len() >= 4 && weak[nx].contains(&path[0]) {
                if let Some(st) = productive(g, s, cells, path) {
                    return Some(st);
                }
            }
            if path.len() < MAX {
                if let Some(st) = dfs(g, s, cells, strong, weak, path) {
                    return Some(st);
                }
            }
            path.pop();
        }
    } else {
        for &nx in &weak[last] {
            if nx <= path[0] || path.contains(&nx) || strong[nx].is_empty() {
                continue;
            }
            path.push(nx);
            if let Some(st) = dfs(g, s, cells, strong, weak, path) {
                return Some(st);
            }
            path.pop();
        }
    }
    None
}

/// The loop `path` (strong, weak, strong, …, weak back to the start) and its removals, if any.
fn productive(g: &Grid, s: Symbol, cells: &[usize], path: &[usize]) -> Option<Step> {
    let n = g.n();
    let loop_cells: Vec<usize> = path.iter().map(|&i| cells[i]).collect();
    let mut elims: Vec<(Cell, Symbol)> = Vec::new();
    let mut units: Vec<Unit> = Vec::new();
    for k in (1..loop_cells.len()).step_by(2) {
        let (x, y) = (loop_cells[k], loop_cells[(k + 1) % loop_cells.len()]);
        for u in g.geo.common_units(&[x, y]) {
            let before = elims.len();
            for c in g.cells_with(u, s) {
                if !loop_cells.contains(&(c as usize)) && !elims.contains(&(c, s)) {
                    elims.push((c, s));
                }
            }
            if elims.len() > before {
                units.push(g.geo.unit(u));
            }
        }
    }
    if elims.is_empty() {
        return None;
    }
    let name = |c: usize| cell_name(c as Cell, n);
    let mut text = name(loop_cells[0]);
    let mut links = Vec::new();
    for k in 0..loop_cells.len() {
        let (x, y) = (loop_cells[k], loop_cells[(k + 1) % loop_cells.len()]);
        let strong = k % 2 == 0;
        text.push_str(if strong { " = " } else { " - " });
        text.push_str(&name(y));
        links.push(Link {
            from: Node::one(x as Cell, s),
            to: Node::one(y as Cell, s),
            strong,
        });
    }
    Some(Step {
        notation: String::new(),
        technique: Technique::XCycle,
        units,
        evidence: loop_cells.iter().map(|&c| c as Cell).collect(),
        placements: vec![],
        title: super::title_on(Technique::XCycle, s).into(),
        explanation: crate::tr!(
            "explain-x-cycle",
            cycle = text,
            digit = ch(s),
            removals = removals(&elims, n)
        ),
        eliminations: elims,
        figure: Figure {
            candidates: loop_cells
                .iter()
                .enumerate()
                .map(|(i, &c)| {
                    let r = if i % 2 == 0 {
                        Role::ColourA
                    } else {
                        Role::ColourB
                    };
                    (c as Cell, s, r)
                })
                .collect(),
            links,
            ..Default::default()
        },
    })
}
