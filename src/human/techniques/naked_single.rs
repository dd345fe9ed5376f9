//! Naked single: an empty cell with one candidate left. `step` builds the step for any such cell (the
//! placement-seeking hint of `hint_plan` uses it for the single that ends a proof).

use super::ch;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for c in (0..n * n).filter(|&c| g.cells[c] == 0 && g.cands[c].len() == 1) {
        let Some(s) = g.cands[c].first() else {
            continue;
        };
        if let Some(st) = super::found(step(g, c as Cell, s)) {
            return Some(st);
        }
    }
    None
}

/// The naked single placing `s` in `c`, whose only candidate it is.
pub fn step(g: &Grid, c: Cell, s: Symbol) -> Step {
    let mut figure = Figure::default();
    figure.cell(c, Role::Key);
    figure.cand(c, s, Role::Key);
    // The digits only a rule keeping cells apart (a knight's move) takes from it.
    let n = g.n() as Symbol;
    let mut why: Vec<String> = (1..=n)
        .filter(|&d| d != s)
        .filter_map(|d| super::apart(g, c, d))
        .collect();
    why.extend(related(g, c, s));
    let (digit, cell) = (ch(s), cell_name(c, g.n()));
    let explanation = match why.is_empty() {
        true => crate::tr!("explain-naked-single", digit = digit, cell = cell),
        false => crate::tr!(
            "explain-naked-single-apart",
            digit = digit,
            cell = cell,
            why = why.join("; ")
        ),
    };
    Step {
        notation: String::new(),
        figure,
        technique: Technique::NakedSingle,
        units: vec![g.geo.unit(g.geo.cell_units[c as usize][2] as usize)],
        evidence: vec![c],
        placements: vec![(c, s)],
        eliminations: vec![],
        title: Technique::NakedSingle.called().into(),
        explanation: sentence(explanation),
    }
}

/// What the digits placed in the cells a rule relates to `c` (a whisper line, a Kropki dot, non-consecutive
/// neighbours) take from it, besides `s` and the digits of its units and of the cells kept apart from it: a
/// player without notes sees those no more than a knight's move. One reason per placed cell, the rule's words
/// once after its last: "with the 8 in r7c4, r6c4 cannot be 4, 5, 6, 7 or 9 (neighbours on a whisper line
/// differ by at least half the largest digit)".
fn related(g: &Grid, c: Cell, s: Symbol) -> Vec<String> {
    let n = g.n();
    let ci = c as usize;
    // the digits the units and the rules keeping cells apart take already
    let mut told = 1u32 << s;
    for d in 1..=n as Symbol {
        let seen = g.geo.cell_units[ci]
            .iter()
            .any(|&u| g.placed_in(u as usize).contains(d))
            || super::apart(g, c, d).is_some();
        told |= (seen as u32) << d;
    }
    // (rule index, its reasons), in the order the rules first take something
    let mut by_rule: Vec<(u16, Vec<String>)> = vec![];
    for &k in &g.geo.related[ci] {
        let r = &g.geo.relations[k as usize];
        let (other, table) = if r.a == c {
            (r.b, &r.ok)
        } else {
            (r.a, &r.back)
        };
        let v = g.cells[other as usize];
        if v == 0 {
            continue;
        }
        let lost = (1..=n as Symbol)
            .filter(|&d| table[d as usize] >> v & 1 == 0)
            .fold(0u32, |m, d| m | 1 << d)
            & !told;
        if lost == 0 {
            continue;
        }
        told |= lost;
        let reason = crate::tr!(
            "explain-related",
            digit = ch(v),
            other = cell_name(other, n),
            cell = cell_name(c, n),
            digits = super::or_list(lost)
        );
        match by_rule.iter_mut().find(|(rule, _)| *rule == r.rule) {
            Some((_, reasons)) => reasons.push(reason),
            None => by_rule.push((r.rule, vec![reason])),
        }
    }
    by_rule
        .into_iter()
        .map(|(rule, reasons)| {
            crate::tr!(
                "explain-related-rule",
                reasons = reasons.join("; "),
                words = crate::rules::words(&g.geo.rules[rule as usize])
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::sudoku::Sudoku;
    use crate::puzzle::Puzzle;

    /// r1c1 on a whisper line with the 9 in r1c2 keeps 1 to 4, and row 1's 1, 2 and 3 leave it 4: the
    /// explanation says what the 9 takes (5 to 8; the 9 itself is the row's), with the rule's words; on the
    /// same grid without the line, r1c1 is no single.
    #[test]
    fn a_single_left_by_a_related_digit_says_which_and_why() {
        let row = ".9.123...";
        let id = format!("sudoku:3x3:{row}{}:whisper=r1c1-r1c2", ".".repeat(72));
        let p = Sudoku::parse(&id).unwrap();
        let g = Grid::new(&p, None);
        assert_eq!(g.cands[0].len(), 1, "{:?}", g.cands[0]);
        let step = step(&g, 0, 4);
        assert_eq!(
            step.explanation,
            "4 is the only candidate left in r1c1: with the 9 in r1c2, r1c1 cannot be 5, 6, 7 or 8 \
             (neighbours on a whisper line differ by at least half the largest digit)"
        );
        let plain = Sudoku::parse(&format!("sudoku:3x3:{row}{}", ".".repeat(72))).unwrap();
        assert!(Grid::new(&plain, None).cands[0].len() > 1);
    }
}
