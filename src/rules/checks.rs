//! The rules' violations, for marking cells and refusing givens: two cells of a rule pair holding the same digit
//! (a knight's or king's move apart), two related cells holding digits their relation forbids (consecutive
//! neighbours, a thermometer going down, a white dot on 3 and 7), a cell holding a digit its rule forbids (an odd
//! digit on an even square), the cells of a sum adding up wrong (an arrow), a sandwich adding up wrong. Units
//! are checked by `format::sudoku`, cages (their pairs and sums too) by [`super::cage`].

use super::words;
use crate::core::cell::{cell_name, symbol_char, Symbol};
use crate::core::error::Violation;
use crate::core::sudoku::Sudoku;

/// Every violation of the rules' pairs, relations and cell digits in `s`.
pub fn violations(s: &Sudoku) -> Vec<Violation> {
    let g = s.geometry();
    let cells = &s.cells;
    let mut out = Vec::new();
    for p in g.pairs.iter().filter(|p| !g.by_cage(p.rule)) {
        let v = cells[p.a as usize];
        if v != 0 && v == cells[p.b as usize] {
            out.push(Violation {
                rule: crate::tr!(
                    "error-rule-pair-same",
                    digit = symbol_char(v),
                    a = cell_name(p.a, g.n),
                    b = cell_name(p.b, g.n),
                    rule = words(&g.rules[p.rule as usize])
                ),
                cells: vec![p.a, p.b],
                lines: vec![],
            });
        }
    }
    for r in &g.relations {
        let (va, vb) = (cells[r.a as usize], cells[r.b as usize]);
        if va != 0 && vb != 0 && r.ok[va as usize] & (1 << vb) == 0 {
            out.push(Violation {
                rule: crate::tr!(
                    "error-rule-relation",
                    a = cell_name(r.a, g.n),
                    b = cell_name(r.b, g.n),
                    da = symbol_char(va),
                    db = symbol_char(vb),
                    rule = words(&g.rules[r.rule as usize])
                ),
                cells: vec![r.a, r.b],
                lines: vec![],
            });
        }
    }
    // A sum whose cells are all filled and miss its total (an arrow whose circle is not its path's sum).
    for sum in g.sums.iter().filter(|s| !g.by_cage(s.rule)) {
        if sum.cells.iter().any(|&c| cells[c as usize] == 0) {
            continue;
        }
        let got: i32 = sum
            .cells
            .iter()
            .zip(&sum.signs)
            .map(|(&c, &sign)| sign as i32 * cells[c as usize] as i32)
            .sum();
        if got != sum.total {
            let names: Vec<String> = sum.cells.iter().map(|&c| cell_name(c, g.n)).collect();
            out.push(Violation {
                rule: crate::tr!(
                    "error-rule-sum",
                    cells = crate::hint::step::and_list(&names),
                    rule = super::sum_words(&g.rules[sum.rule as usize])
                ),
                cells: sum.cells.clone(),
                lines: vec![],
            });
        }
    }
    // A sandwich whose 1, largest digit and cells between are filled and miss its total.
    for b in &g.betweens {
        let digits: Vec<Symbol> = b.cells.iter().map(|&c| cells[c as usize]).collect();
        let Some((i, j)) = super::sandwich::ends(&digits, g.n) else {
            continue;
        };
        let between = &digits[i + 1..j];
        if between.contains(&0) || between.iter().map(|&d| d as i32).sum::<i32>() == b.total {
            continue;
        }
        out.push(Violation {
            rule: crate::tr!(
                "error-rule-sandwich",
                a = cell_name(b.cells[i], g.n),
                b = cell_name(b.cells[j], g.n),
                total = b.total,
                rule = words(&g.rules[b.rule as usize])
            ),
            cells: b.cells[i..=j].to_vec(),
            lines: vec![],
        });
    }
    for (c, &mask) in g.allowed.iter().enumerate() {
        let v = cells[c];
        if v != 0 && mask & (1 << v) == 0 {
            let rule = g.rules.iter().find(|r| {
                r.cells().contains(&(c as u16))
                    && matches!(super::row(r).adds, super::Adds::Digits(..))
            });
            out.push(Violation {
                rule: match rule {
                    Some(r) => crate::tr!(
                        "error-rule-digit",
                        cell = cell_name(c as u16, g.n),
                        digit = symbol_char(v),
                        rule = words(r)
                    ),
                    None => crate::tr!(
                        "error-rule-digit-forbidden",
                        cell = cell_name(c as u16, g.n),
                        digit = symbol_char(v)
                    ),
                },
                cells: vec![c as u16],
                lines: vec![],
            });
        }
    }
    out
}
