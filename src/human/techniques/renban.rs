//! Renban: a line of k cells holds k consecutive digits, in any order, none repeated, so it holds one run of k
//! digits (1–4, 2–5, … on a 4-cell line). A run is possible when the line's cells can take its digits one each
//! (a matching of cells to digits through their candidates); a digit stays in a cell only if some possible run
//! holds it with the other cells taking the run's other digits. A 4-cell line with an 8 keeps 5 to 9; two cells
//! of 4 or 6 on a 3-cell line make the third a 5.

use super::ch;
use crate::core::candidates::Candidates;
use crate::core::cell::cell_name;
use crate::core::rule::Rule;
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for rule in &g.geo.rules {
        let Rule::Renban(line) = rule else {
            continue;
        };
        let k = line.len();
        if k > n {
            continue;
        }
        let masks: Vec<u32> = line.iter().map(|&c| g.cands[c as usize].0).collect();
        let runs: Vec<u32> = (1..=n + 1 - k)
            .map(|lo| ((1u32 << k) - 1) << lo)
            .filter(|&run| matched(&masks, run))
            .collect();
        if runs.is_empty() {
            continue; // a contradiction: other steps show it
        }
        let mut eliminations = vec![];
        for (i, &c) in line.iter().enumerate() {
            if g.cells[c as usize] != 0 {
                continue;
            }
            for d in g.cands[c as usize].iter() {
                let bit = 1u32 << d;
                let keeps = runs.iter().any(|&run| {
                    run & bit != 0 && {
                        let mut others = masks.clone();
                        others.remove(i);
                        matched(&others, run & !bit)
                    }
                });
                if !keeps {
                    eliminations.push((c, d));
                }
            }
        }
        if eliminations.is_empty() {
            continue;
        }
        let run_text: Vec<String> = runs
            .iter()
            .map(|&run| {
                let lo = run.trailing_zeros() as u8;
                format!("{}–{}", ch(lo), ch(lo + k as u8 - 1))
            })
            .collect();
        let lost = super::cannot_be(&eliminations, n);
        let mut figure = Figure::default();
        for &c in line {
            figure.cell(c, Role::Key);
        }
        let first = line[0];
        let last = *line.last()?;
        let runs_said = match &run_text[..] {
            [one] => crate::tr!("renban-one-run", run = one),
            _ => crate::tr!("renban-runs", runs = crate::hint::step::or_list(&run_text)),
        };
        return Some(Step {
            notation: String::new(),
            figure,
            technique: Technique::Renban,
            units: vec![],
            evidence: line.clone(),
            placements: vec![],
            eliminations,
            title: Technique::Renban.called().into(),
            explanation: sentence(crate::tr!(
                "explain-renban",
                first = cell_name(first, n),
                last = cell_name(last, n),
                count = k,
                runs = runs_said,
                removals = crate::hint::step::clauses(&lost)
            )),
        });
    }
    None
}

/// Can the cells (their candidate masks) take the digits of `digits` one each, every cell one of them? (As many
/// cells as digits: a perfect matching, found by augmenting paths.)
fn matched(masks: &[u32], digits: u32) -> bool {
    if masks.len() != digits.count_ones() as usize {
        return false;
    }
    // owner[d]: the cell holding digit d in the matching so far
    let mut owner = [usize::MAX; 32];
    for c in 0..masks.len() {
        let mut seen = 0u32;
        if !augment(c, masks, digits, &mut owner, &mut seen) {
            return false;
        }
    }
    true
}

fn augment(c: usize, masks: &[u32], digits: u32, owner: &mut [usize; 32], seen: &mut u32) -> bool {
    for d in Candidates(masks[c] & digits & !*seen).iter() {
        *seen |= 1 << d;
        let o = owner[d as usize];
        if o == usize::MAX || augment(o, masks, digits, owner, seen) {
            owner[d as usize] = c;
            return true;
        }
    }
    false
}
