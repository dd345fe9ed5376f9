//! Remote pairs: a chain of cells that all hold exactly the same two candidates A/B, each seeing the next.
//! Along the chain the cells alternate A and B, so two cells an odd number of links apart (three or more) hold
//! one A and one B between them: every cell seeing both loses A and B.

use super::{ch, removals};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Figure, Link, Node, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;
use std::collections::VecDeque;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    let bis: Vec<usize> = (0..n * n)
        .filter(|&c| g.is_empty(c) && g.cands[c].len() == 2)
        .collect();
    let mut done = vec![false; n * n];
    for &start in &bis {
        if done[start] {
            continue;
        }
        let pair = g.cands[start];
        // the component of `start` among the cells holding exactly this pair, with BFS parents
        let comp: Vec<usize> = bis
            .iter()
            .copied()
            .filter(|&c| g.cands[c] == pair)
            .collect();
        let mut seen = vec![false; n * n];
        let mut order = vec![start];
        seen[start] = true;
        let mut i = 0;
        while i < order.len() {
            let x = order[i];
            i += 1;
            for &y in &comp {
                if !seen[y] && g.sees(x, y) {
                    seen[y] = true;
                    order.push(y);
                }
            }
        }
        for &c in &order {
            done[c] = true;
        }
        if order.len() < 4 {
            continue;
        }
        for (i, &x) in order.iter().enumerate() {
            let (dist, parent) = bfs(g, &order, x);
            for &y in &order[i + 1..] {
                let d = dist[&y];
                if d < 3 || d % 2 == 0 {
                    continue;
                }
                let elims: Vec<(Cell, Symbol)> = pair
                    .iter()
                    .flat_map(|s| {
                        super::seeing_all(g, &[x, y], s)
                            .into_iter()
                            .filter(|&(c, _)| !order.contains(&(c as usize)))
                    })
                    .collect();
                if elims.is_empty() {
                    continue;
                }
                let mut path = vec![y];
                while *path.last()? != x {
                    path.push(parent[path.last()?]);
                }
                path.reverse();
                if let Some(st) = super::found(step(g, pair, &path, elims)) {
                    return Some(st);
                }
            }
        }
    }
    None
}

type Bfs = (
    std::collections::HashMap<usize, usize>,
    std::collections::HashMap<usize, usize>,
);

/// Link distances from `x` within `cells`, and BFS parents.
fn bfs(g: &Grid, cells: &[usize], x: usize) -> Bfs {
    let mut dist = std::collections::HashMap::new();
    let mut parent = std::collections::HashMap::new();
    dist.insert(x, 0usize);
    let mut q = VecDeque::from([x]);
    while let Some(a) = q.pop_front() {
        for &b in cells {
            if !dist.contains_key(&b) && g.sees(a, b) {
                dist.insert(b, dist[&a] + 1);
                parent.insert(b, a);
                q.push_back(b);
            }
        }
    }
    (dist, parent)
}

fn step(g: &Grid, pair: Candidates, path: &[usize], elims: Vec<(Cell, Symbol)>) -> Step {
    let n = g.n();
    let mut it = pair.iter();
    let (a, b) = (it.next().unwrap_or(1), it.next().unwrap_or(1));
    let chain: Vec<String> = path.iter().map(|&c| cell_name(c as Cell, n)).collect();
    let (x, y) = (path[0], path[path.len() - 1]);
    // (a=b) in each cell, then a weak link on b to the next cell, which is (b=a), and so on.
    let mut links = Vec::new();
    let mut cur = a;
    for (i, &c) in path.iter().enumerate() {
        let other = if cur == a { b } else { a };
        links.push(Link {
            from: Node::one(c as Cell, cur),
            to: Node::one(c as Cell, other),
            strong: true,
        });
        if let Some(&next) = path.get(i + 1) {
            links.push(Link {
                from: Node::one(c as Cell, other),
                to: Node::one(next as Cell, other),
                strong: false,
            });
        }
        cur = other;
    }
    Step {
        notation: String::new(),
        technique: Technique::RemotePairs,
        units: vec![],
        evidence: path.iter().map(|&c| c as Cell).collect(),
        placements: vec![],
        title: Technique::RemotePairs.called().into(),
        explanation: sentence(crate::tr!(
            "explain-remote-pairs",
            chain = chain.join(" – "),
            first = ch(a),
            second = ch(b),
            start = cell_name(x as Cell, n),
            end = cell_name(y as Cell, n),
            removals = removals(&elims, n)
        )),
        eliminations: elims,
        figure: Figure {
            candidates: path
                .iter()
                .enumerate()
                .flat_map(|(i, &c)| {
                    let r = if i % 2 == 0 {
                        Role::ColourA
                    } else {
                        Role::ColourB
                    };
                    [(c as Cell, a, r), (c as Cell, b, r)]
                })
                .collect(),
            links,
            ..Default::default()
        },
    }
}
