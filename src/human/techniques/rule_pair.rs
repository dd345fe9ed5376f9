//! The reasoning shared by the rules that relate two cells' digits (Kropki dots, X and V, whisper lines,
//! non-consecutive neighbours, the unmarked neighbours of `kropki-all` and `xv-all`): [`pair`], what one cell's
//! candidates leave the other across the rule (and what the rule alone never allows: 5 on a black dot, 5 on
//! an X whose cells share a row), and [`middle`], a cell between two related cells that see each other, which
//! cannot hold a digit that would need the same partner on both sides (1 between two white dots). Each
//! technique's file says which rules it reads and which technique the step is (its title: the technique's
//! name); the reasoning and its words (messages `rule-pair-*`, `rule-middle-*`, engine-rules.ftl) are here.

use super::{cannot_be, or_list};
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell, Symbol};
use crate::core::geometry::Relation;
use crate::core::rule::Rule;
use crate::hint::step::{and_list, sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

/// What the cell across relation `r` from `from` may hold when `from` holds one of `m` (bits `1 << d`): the
/// rule's table, less the digit itself when the two cells see each other (an X's 5 needs another 5 beside it).
fn across(g: &Grid, r: &Relation, from: Cell, m: u32) -> u32 {
    let (to, table) = r.from(from);
    let apart = g.sees(from as usize, to as usize);
    let mut out = 0;
    for v in Candidates(m).iter() {
        let mut t = table[v as usize];
        if apart {
            t &= !(1 << v);
        }
        out |= t;
    }
    out
}

/// A cell's candidates as bits (a filled cell: its digit).
fn cands(g: &Grid, c: Cell) -> u32 {
    g.cands[c as usize].0
}

/// Why two cells related by a rule whose cells must differ hold different digits, as the variables of a
/// message that words it (`how`: `unit`, they share `unit`; `sees`, they see each other otherwise).
fn see_args(g: &Grid, a: Cell, b: Cell) -> (&'static str, String) {
    match g.geo.common_units(&[a as usize, b as usize]).first() {
        Some(&u) => ("unit", g.geo.unit(u).to_string()),
        None => ("sees", String::new()),
    }
}

/// `r2c1 and r1c2 cannot be 4 or 5`: cells that all lose the same digits (bits `1 << d`).
fn cells_cannot_be(names: &[String], m: u32) -> String {
    crate::tr!(
        "rule-pair-cells-cannot-be",
        count = names.len(),
        cells = and_list(names),
        digits = or_list(m)
    )
}

/// The first relation of a rule `which` accepts that takes candidates from one of its cells: first what the
/// rule alone forbids (no partner at all), then what the other cell's candidates leave.
pub fn pair(g: &Grid, which: fn(&Rule) -> bool, technique: Technique) -> Option<Step> {
    let n = g.n();
    let all = Candidates::all(n).0;
    let relations = || {
        g.geo
            .relations
            .iter()
            .filter(|r| which(&g.geo.rules[r.rule as usize]))
    };
    // The rule alone: digits with no partner beside them, whatever the other cell holds (both cells at once).
    for r in relations() {
        let never = |from: Cell, to: Cell| {
            if g.cells[to as usize] != 0 {
                0
            } else {
                cands(g, to) & !across(g, r, from, all)
            }
        };
        let (on_a, on_b) = (never(r.b, r.a), never(r.a, r.b));
        if on_a | on_b == 0 {
            continue;
        }
        let (a, b) = (cell_name(r.a, n), cell_name(r.b, n));
        let rule = &g.geo.rules[r.rule as usize];
        // Only the rule's table, without the two cells' difference: is the difference needed?
        let table_alone =
            |from: Cell, to: Cell| cands(g, to) & !Relation::allowed(r.from(from).1, all);
        let differ = on_a != table_alone(r.b, r.a) || on_b != table_alone(r.a, r.b);
        let head = if differ {
            let (how, unit) = see_args(g, r.a, r.b);
            crate::tr!(
                "rule-pair-head-differ",
                rule = crate::rules::words(rule),
                a = a,
                b = b,
                how = how,
                unit = unit
            )
        } else {
            crate::tr!(
                "rule-pair-head",
                rule = crate::rules::words(rule),
                a = a,
                b = b
            )
        };
        let mut eliminations: Vec<(Cell, Symbol)> =
            Candidates(on_a).iter().map(|s| (r.a, s)).collect();
        eliminations.extend(Candidates(on_b).iter().map(|s| (r.b, s)));
        let tail = if on_a == on_b {
            crate::tr!("rule-pair-neither", digits = or_list(on_a))
        } else {
            crate::hint::step::clauses(&cannot_be(&eliminations, n))
        };
        let text = crate::tr!(
            "explain-rule-pair-alone",
            head = head,
            digits = or_list(on_a | on_b),
            tail = tail
        );
        let step = build(technique, &[r.a, r.b], eliminations, text);
        return Some(step);
    }
    // The other cell's candidates: one cell's, taken from every cell it relates to by one rule at once.
    for from in 0..(n * n) as Cell {
        if g.cells[from as usize] != 0 {
            continue;
        }
        let can = cands(g, from);
        let mut rule: Option<&Rule> = None;
        let mut takes: Vec<(Cell, u32)> = vec![];
        for &k in &g.geo.related[from as usize] {
            let r = &g.geo.relations[k as usize];
            let this = &g.geo.rules[r.rule as usize];
            if !which(this)
                || rule.is_some_and(|x| crate::rules::row(x).name != crate::rules::row(this).name)
            {
                continue;
            }
            let (to, _) = r.from(from);
            if g.cells[to as usize] != 0 {
                continue;
            }
            let elim = cands(g, to) & !across(g, r, from, can);
            if elim != 0 {
                rule = Some(this);
                takes.push((to, elim));
            }
        }
        let Some(rule) = rule else {
            continue;
        };
        let names: Vec<String> = takes.iter().map(|t| cell_name(t.0, n)).collect();
        let head = match &names[..] {
            [one] => crate::tr!(
                "rule-pair-head",
                rule = crate::rules::words(rule),
                a = cell_name(from, n),
                b = one
            ),
            _ => crate::rules::words(rule),
        };
        let eliminations: Vec<(Cell, Symbol)> = takes
            .iter()
            .flat_map(|&(c, m)| Candidates(m).iter().map(move |s| (c, s)))
            .collect();
        let tail = if takes.iter().all(|t| t.1 == takes[0].1) {
            cells_cannot_be(&names, takes[0].1)
        } else {
            crate::hint::step::clauses(&cannot_be(&eliminations, n))
        };
        let text = crate::tr!(
            "explain-rule-pair-only",
            head = head,
            cell = cell_name(from, n),
            digits = or_list(can),
            tail = tail
        );
        let mut cells = vec![from];
        cells.extend(takes.iter().map(|t| t.0));
        let mut step = build(technique, &cells, eliminations, text);
        for s in Candidates(can).iter() {
            step.figure.cand(from, s, Role::Key);
        }
        return Some(step);
    }
    None
}

/// An empty cell between two cells related to it by rules `which` accepts, the two seeing each other (so
/// holding different digits): a digit of the cell that leaves both of them only one and the same digit (or
/// none) goes.
pub fn middle(g: &Grid, which: fn(&Rule) -> bool, technique: Technique) -> Option<Step> {
    let n = g.n();
    for c in 0..(n * n) as Cell {
        if g.cells[c as usize] != 0 {
            continue;
        }
        let around: Vec<&Relation> = g.geo.related[c as usize]
            .iter()
            .map(|&k| &g.geo.relations[k as usize])
            .filter(|r| which(&g.geo.rules[r.rule as usize]))
            .collect();
        for (i, r1) in around.iter().enumerate() {
            for r2 in &around[i + 1..] {
                let (p, q) = (r1.from(c).0, r2.from(c).0);
                if p == q || !g.sees(p as usize, q as usize) {
                    continue;
                }
                // each digit that goes, with the one digit both sides would need (None: nothing at all)
                let mut gone: Vec<(Symbol, Option<Symbol>)> = vec![];
                for d in g.cands[c as usize].iter() {
                    let on_p = across(g, r1, c, 1 << d) & cands(g, p);
                    let on_q = across(g, r2, c, 1 << d) & cands(g, q);
                    let both = on_p | on_q;
                    if on_p != 0 && on_q != 0 && both.count_ones() == 1 {
                        gone.push((d, Candidates(both).first()));
                    }
                }
                if gone.is_empty() {
                    continue;
                }
                let words = |r: &Relation| crate::rules::words(&g.geo.rules[r.rule as usize]);
                let rules = if words(r1) == words(r2) {
                    words(r1)
                } else {
                    crate::tr!("rule-middle-rules", first = words(r1), second = words(r2))
                };
                let needs: Vec<String> = gone
                    .iter()
                    .enumerate()
                    .map(|(k, &(d, x))| {
                        let x = x.map_or('?', super::ch);
                        let d = super::ch(d);
                        match k {
                            0 => crate::tr!("rule-middle-needs-first", digit = d, other = x),
                            _ => crate::tr!("rule-middle-needs", digit = d, other = x),
                        }
                    })
                    .collect();
                let elim: u32 = gone.iter().fold(0, |m, &(d, _)| m | 1 << d);
                let (how, unit) = see_args(g, p, q);
                let text = crate::tr!(
                    "explain-rule-middle",
                    cell = cell_name(c, n),
                    p = cell_name(p, n),
                    q = cell_name(q, n),
                    rules = rules,
                    how = how,
                    unit = unit,
                    needs = and_list(&needs),
                    digits = or_list(elim)
                );
                let gone = Candidates(elim).iter().map(|s| (c, s)).collect();
                let mut step = build(technique, &[p, c, q], gone, text);
                for x in [p, q] {
                    for s in Candidates(cands(g, x)).iter() {
                        step.figure.cand(x, s, Role::Key);
                    }
                }
                return Some(step);
            }
        }
    }
    None
}

/// A step taking `eliminations`, the cells of `evidence` drawn as its key cells.
fn build(
    technique: Technique,
    evidence: &[Cell],
    eliminations: Vec<(Cell, Symbol)>,
    text: String,
) -> Step {
    let mut figure = Figure::default();
    for &c in evidence {
        figure.cell(c, Role::Key);
    }
    Step {
        notation: String::new(),
        figure,
        technique,
        units: vec![],
        evidence: evidence.to_vec(),
        placements: vec![],
        eliminations,
        title: technique.called().into(),
        explanation: sentence(text),
    }
}
