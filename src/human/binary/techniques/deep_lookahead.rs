//! Deeper lookahead, the last resort: first a two-level contradiction ([`super::two_level_contradiction`]: an
//! assumption after which some cell can take neither digit), then "both branches agree" (whichever digit a cell
//! holds, the line rules force the same digit somewhere else), then a step justified by search (the other digit
//! leaves no solution).

use super::contradiction::probe_order;
use super::two_level_contradiction::{self, Probes};
use super::{chain as links, key, sym};
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::and_list;
use crate::hint::step::{Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::solve::binary::board::{bits, Board, Depth};
use crate::solve::binary::search::count_board;

pub fn find(b: &Board, solution: Option<&[Symbol]>) -> Option<Step> {
    let n = b.n;
    let order = probe_order(b);
    let probes = Probes::new(b, &order);
    if let Some(step) = two_level_contradiction::find(b, &probes) {
        return Some(step);
    }
    for (&cell, pair) in order.iter().zip(&probes.boards) {
        let [Some(a), Some(z)] = pair else {
            continue;
        };
        let mut placed = Vec::new();
        for r in 0..n {
            let e = b.empty(r);
            for c in bits(e & a.one[r] & z.one[r]) {
                placed.push(((r * n + c) as Cell, 2));
            }
            for c in bits(e & a.zero[r] & z.zero[r]) {
                placed.push(((r * n + c) as Cell, 1));
            }
        }
        if placed.is_empty() {
            continue;
        }
        crate::core::sort::sort(&mut placed);
        let what: Vec<String> = placed
            .iter()
            .take(6)
            .map(|&(c, s)| super::placed(b, c as usize, s - 1))
            .collect();
        let more = placed.len().saturating_sub(6);
        // The figure: both digits of the cell, each with the placements that lead to the common ones.
        let goal: Vec<usize> = placed.iter().map(|&(c, _)| c as usize).collect();
        let mut figure = Figure::default();
        for d in [0u8, 1] {
            let p = super::contradiction::probe(b, cell, d, Depth::Exact);
            let kept = links::prune(b, Depth::Exact, &p.trace, &goal, &[]);
            figure.branches.push(links::branch(b, cell, d, &kept).0);
        }
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::DeepLookahead,
            units: vec![],
            evidence: vec![cell as Cell],
            placements: placed,
            eliminations: vec![],
            title: Technique::DeepLookahead.called().into(),
            explanation: if more > 0 {
                crate::tr!(
                    "binary-lookahead-both-more",
                    cell = cell_name(cell as Cell, n),
                    zero = sym(b, 0),
                    one = sym(b, 1),
                    placed = and_list(&what),
                    more = more
                )
            } else {
                crate::tr!(
                    "binary-lookahead-both",
                    cell = cell_name(cell as Cell, n),
                    zero = sym(b, 0),
                    one = sym(b, 1),
                    placed = and_list(&what)
                )
            },
        });
    }
    // Search: the digit every solution agrees on.
    let sol: Vec<Symbol> = match solution {
        Some(s) => s.to_vec(),
        None => match count_board(b, 2, None) {
            (1, Some(s)) => s.to_cells(),
            _ => return None,
        },
    };
    let &cell = order.first()?;
    let s = sol[cell];
    if s == 0 {
        return None;
    }
    let name = cell_name(cell as Cell, n);
    Some(Step {
        notation: String::new(),
        figure: Figure {
            cells: vec![(cell as Cell, Role::Key)],
            ..Default::default()
        },
        technique: Technique::DeepLookahead,
        units: vec![],
        evidence: vec![cell as Cell],
        placements: vec![(cell as Cell, s)],
        eliminations: vec![],
        title: Technique::DeepLookahead.called().into(),
        explanation: crate::tr!(
            "binary-lookahead-search",
            cell = name,
            other = key(b, 2 - s),
            symbol = key(b, s - 1)
        ),
    })
}
