//! Layer 3, rules as data: what a rule of a Sudoku-family puzzle means beyond rows, columns and boxes, in one
//! place per rule. A Sudoku is a shape plus a list of rules ([`Rule`], the game ID's fourth field
//! `sudoku:RxC:<cells>:<rule>;<rule>`); [`RULES`] has one row per rule (its name in the game ID, its title,
//! what it says to a player, what it adds to the geometry), and each rule's file works out what it adds:
//! units ([`diagonals`], [`windoku`]), pairs of cells kept apart ([`antiknight`], [`antiking`]) or relations
//! between two cells' digits given as a predicate ([`nonconsecutive`]; Kropki dots, XV and thermometer steps
//! are relations too). Every technique, solver, check and CNF export reads units and peers; the general
//! solver, the candidates, the notes clean-up, the forcing chains, the checks and the CNF read each
//! relation's table, so a rule of these three sorts needs nothing else. Killer's cages ([`cage`]: digit sets
//! per sum, violations, names, the 45 rule) are the `killer:` layout for now.
//!
//! Adding a rule of these sorts: a [`Rule`] variant (`core/rule.rs`), its file here, and its row in [`RULES`].
//!
//! May import: `core`, `hint`, `puzzle`.

pub mod antiking;
pub mod antiknight;
pub mod cage;
pub mod diagonals;
pub mod nonconsecutive;
pub mod windoku;

use crate::core::cell::{cell_name, symbol_char, Cell, Symbol};
use crate::core::error::{ParseError, Violation};
use crate::core::geometry::{Extra, Geometry, NamedUnit, Pair, Relation};
pub use crate::core::rule::Rule;
use crate::core::sudoku::Sudoku;
use std::sync::Arc;

/// What a rule adds to the geometry, for a grid of `br×bc` blocks.
pub enum Adds {
    /// Units that hold each digit once.
    Units(fn(usize, usize) -> Vec<NamedUnit>),
    /// Pairs of cells that never hold the same digit, and how a player says they are related ("a knight's
    /// move apart").
    Pairs(fn(usize) -> Vec<(Cell, Cell)>, &'static str),
    /// Pairs of cells whose digits are related otherwise: the pairs, which two digits they may hold (`a`'s,
    /// then `b`'s), and what a clash breaks, in words ("neighbours never hold consecutive digits").
    Relations(
        fn(usize) -> Vec<(Cell, Cell)>,
        fn(Symbol, Symbol) -> bool,
        &'static str,
    ),
}

/// One row per rule: the rule, its name in the game ID, its title in the page and the CLI, what it says to a
/// player, and what it adds. In canonical order (the order of [`Rule`]).
pub struct RuleRow {
    pub rule: Rule,
    pub name: &'static str,
    pub title: &'static str,
    pub about: &'static str,
    /// Blocks it is defined on (`None`: every shape).
    pub only: Option<(usize, usize)>,
    pub adds: Adds,
}

pub const RULES: [RuleRow; 5] = [
    RuleRow {
        rule: Rule::Diagonals,
        name: "diagonals",
        title: "Diagonals",
        about: "Both main diagonals hold each digit once.",
        only: None,
        adds: Adds::Units(|br, bc| diagonals::units(br * bc)),
    },
    RuleRow {
        rule: Rule::Windoku,
        name: "windoku",
        title: "Windoku",
        about: "The four shaded 3×3 windows hold each digit once.",
        only: Some((3, 3)),
        adds: Adds::Units(|_, _| windoku::units()),
    },
    RuleRow {
        rule: Rule::AntiKnight,
        name: "antiknight",
        title: "Anti-knight",
        about: "Two cells a chess knight's move apart never hold the same digit.",
        only: None,
        adds: Adds::Pairs(antiknight::pairs, "a knight's move apart"),
    },
    RuleRow {
        rule: Rule::AntiKing,
        name: "antiking",
        title: "Anti-king",
        about: "Two cells a chess king's move apart, diagonal neighbours too, never hold the same digit.",
        only: None,
        adds: Adds::Pairs(antiking::pairs, "a king's move apart"),
    },
    RuleRow {
        rule: Rule::NonConsecutive,
        name: "nonconsecutive",
        title: "Non-consecutive",
        about: "Cells that share a side never hold digits that differ by 1.",
        only: None,
        adds: Adds::Relations(
            nonconsecutive::pairs,
            nonconsecutive::allows,
            "cells that share a side never hold consecutive digits",
        ),
    },
];

/// The rule's row in [`RULES`].
pub fn row(rule: Rule) -> &'static RuleRow {
    RULES
        .iter()
        .find(|r| r.rule == rule)
        .expect("every rule has a row")
}

/// The names the rules grammar reserves for rules not read yet (issue 28's list).
const COMING: [&str; 15] = [
    "even",
    "odd",
    "thermo",
    "arrow",
    "white",
    "black",
    "kropki-all",
    "x",
    "v",
    "xv-all",
    "whisper",
    "renban",
    "cage",
    "sandwich",
    "littlekiller",
];

/// Reads a rules field (`diagonals;antiknight`) for a grid of `br×bc` blocks: the rules in canonical order,
/// each once, or what is wrong (an unknown name, a rule not read yet, a rule the shape does not take).
pub fn parse(text: &str, br: usize, bc: usize) -> Result<Vec<Rule>, ParseError> {
    let bad = |reason: String| ParseError::BadLayout {
        what: "rules".into(),
        reason,
    };
    let mut named = Vec::new();
    for part in text.split(';').map(str::trim) {
        if part.is_empty() {
            return Err(bad(
                "an empty rule (two ';' in a row, or one at the end)".into()
            ));
        }
        let name = part.split_once('=').map_or(part, |(name, _)| name);
        let lower = name.to_ascii_lowercase();
        let shown: String = part.chars().take(40).collect();
        let Some(row) = RULES.iter().find(|r| r.name == lower) else {
            if COMING.contains(&lower.as_str()) {
                return Err(bad(format!("the rule '{shown}' is not supported yet")));
            }
            let mut known = String::new();
            for r in &RULES {
                known.push_str(if known.is_empty() { "" } else { ", " });
                known.push_str(r.name);
            }
            return Err(bad(format!("unknown rule '{shown}' (known: {known})")));
        };
        let wrong = if name.len() != part.len() {
            "takes no value".to_string()
        } else if let Some((r, c)) = row.only.filter(|&s| s != (br, bc)) {
            let n = r * c;
            format!("is for {n}×{n} grids of {r}×{c} blocks")
        } else {
            named.push(row.rule);
            continue;
        };
        return Err(bad(format!("the rule '{}' {wrong}", row.name)));
    }
    // Canonical order, each once: the order of the table.
    Ok(RULES
        .iter()
        .map(|r| r.rule)
        .filter(|r| named.contains(r))
        .collect())
}

/// The rules field of a game ID, in canonical order (empty for no rules).
pub fn text(rules: &[Rule]) -> String {
    rules
        .iter()
        .map(|&r| row(r).name)
        .collect::<Vec<_>>()
        .join(";")
}

/// The geometry of `br×bc` blocks under `rules` (canonical order, as [`parse`] returns them), shared per shape
/// and rule list.
pub fn geometry(br: usize, bc: usize, rules: &[Rule]) -> Arc<Geometry> {
    let mut extra = Extra {
        rules: rules.to_vec(),
        ..Extra::default()
    };
    for &rule in rules {
        match row(rule).adds {
            Adds::Units(units) => extra.units.extend(units(br, bc)),
            Adds::Pairs(pairs, _) => extra
                .pairs
                .extend(pairs(br * bc).into_iter().map(|(a, b)| Pair { a, b, rule })),
            Adds::Relations(pairs, allows, _) => {
                let n = br * bc;
                // ok[v]: what b may hold when a holds v; back[w]: what a may hold when b holds w.
                let table = |flip: bool| -> Vec<u32> {
                    (0..=n as Symbol)
                        .map(|v| {
                            (1..=n as Symbol)
                                .filter(|&w| if flip { allows(w, v) } else { allows(v, w) })
                                .fold(0, |m, w| m | 1 << w)
                        })
                        .collect()
                };
                let (ok, back) = (table(false), table(true));
                extra
                    .relations
                    .extend(pairs(n).into_iter().map(|(a, b)| Relation {
                        a,
                        b,
                        rule,
                        ok: ok.clone(),
                        back: back.clone(),
                    }));
            }
        }
    }
    Geometry::with_rules(br, bc, extra)
}

/// X-Sudoku's geometry: blocks and the `diagonals` rule.
pub fn x_geometry(br: usize, bc: usize) -> Arc<Geometry> {
    geometry(br, bc, &[Rule::Diagonals])
}

/// How a player says two cells of a rule's pair are related ("a knight's move apart"), or what a clash of
/// a relation breaks.
pub fn apart(rule: Rule) -> &'static str {
    match row(rule).adds {
        Adds::Pairs(_, words) | Adds::Relations(_, _, words) => words,
        Adds::Units(..) => "in one unit",
    }
}

/// The violations of the rules' pairs (two cells a knight's or king's move apart holding the same digit) and
/// relations (neighbours holding consecutive digits).
pub fn pair_violations(s: &Sudoku) -> Vec<Violation> {
    let g = s.geometry();
    let related = g.relations.iter().filter_map(|r| {
        let (va, vb) = (s.cells[r.a as usize], s.cells[r.b as usize]);
        (va != 0 && vb != 0 && r.ok[va as usize] & (1 << vb) == 0).then(|| Violation {
            rule: format!(
                "{} and {} hold {} and {}: {}",
                cell_name(r.a, g.n),
                cell_name(r.b, g.n),
                symbol_char(va),
                symbol_char(vb),
                apart(r.rule)
            ),
            cells: vec![r.a, r.b],
            lines: vec![],
        })
    });
    g.pairs
        .iter()
        .filter(|p| s.cells[p.a as usize] != 0 && s.cells[p.a as usize] == s.cells[p.b as usize])
        .map(|p| Violation {
            rule: format!(
                "{} is in {} and {}, {}",
                symbol_char(s.cells[p.a as usize]),
                cell_name(p.a, g.n),
                cell_name(p.b, g.n),
                apart(p.rule)
            ),
            cells: vec![p.a, p.b],
            lines: vec![],
        })
        .chain(related)
        .collect()
}

/// The pairs of cells of a side-`n` grid one of `steps` (row, column offsets) apart, each pair once, `a < b`:
/// the chess moves of [`antiknight`] and [`antiking`]. A step must go forward in reading order.
fn moves_apart(n: usize, steps: &[(isize, isize)]) -> Vec<(Cell, Cell)> {
    let mut out = Vec::new();
    for r in 0..n as isize {
        for c in 0..n as isize {
            for &(dr, dc) in steps {
                let (r2, c2) = (r + dr, c + dc);
                if (0..n as isize).contains(&r2) && (0..n as isize).contains(&c2) {
                    out.push(((r * n as isize + c) as Cell, (r2 * n as isize + c2) as Cell));
                }
            }
        }
    }
    out
}
