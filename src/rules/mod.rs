//! Layer 3, rules as data: what a rule of a Sudoku-family puzzle means beyond rows, columns and boxes, in one
//! place per rule. A Sudoku is a shape plus a list of rules ([`Rule`], the game ID's fourth field
//! `sudoku:RxC:<cells>:<rule>;<rule>`); [`RULES`] has one row per rule (its name in the game ID, what it
//! adds to the geometry; its title, what it says to a player and what a clash of it breaks are messages by its
//! name, `rule-title-<name>`, `rule-about-<name>`, `rule-words-<name>` in engine-rules.ftl), and each rule's
//! file works out what it adds: units ([`diagonals`], [`windoku`]), pairs of cells kept apart ([`antiknight`],
//! [`antiking`]), relations between two cells' digits given as a predicate ([`nonconsecutive`], [`thermo`],
//! [`kropki`], [`xv`], [`whisper`], [`renban`]: every two of its cells), the digits a cell may hold ([`parity`]), a sum over its
//! cells ([`arrow`], [`littlekiller`]), a group of cells that differ and may add up to a total ([`cage`]'s
//! rule) or a line whose digits between its 1 and its largest add up to a total ([`sandwich`]). Every technique, solver, check and CNF export reads units and peers; the general solver,
//! the candidates, the notes clean-up, the forcing chains, the checks ([`checks`]) and the CNF read each
//! relation's table and each cell's digits, and the general solver, the checks and the CNF each sum, so a rule of
//! these sorts needs nothing else to be played, counted and generated (a human step of its own is a file in
//! `human/techniques/` and a catalogue row). The field's text is read and written by [`grammar`]. A Killer is
//! blocks and `cage` rules that cover the grid ([`cage`]: digit sets per sum, violations, names, the `killer:`
//! game ID's geometry; [`rule45`]: the 45 rule); a `cage` rule's cages need not cover it. Sums are CNF clauses
//! through [`sum`].
//!
//! Adding a rule of these sorts: a [`Rule`] variant (`core/rule.rs`), its file here, and its row in [`RULES`];
//! for the generator, its `place` and a row in [`family::FAMILIES`]; for the page, its drawing in
//! `www/render-rules.js` and its label in `www/kinds.js` `RULE_FAMILIES`.
//!
//! May import: `core`, `hint`, `puzzle`.

pub mod antiking;
pub mod antiknight;
pub mod arrow;
pub mod cage;
pub mod checks;
pub mod diagonals;
pub mod family;
pub mod grammar;
pub mod kropki;
pub mod littlekiller;
pub mod nonconsecutive;
pub mod parity;
pub mod renban;
pub mod rule45;
pub mod sandwich;
pub mod sum;
pub mod thermo;
pub mod whisper;
pub mod windoku;
pub mod xv;

use crate::core::cell::{Cell, Symbol};
use crate::core::geometry::{Between, Extra, Geometry, NamedUnit, Pair, Relation, Sum};
pub use crate::core::rule::Rule;
pub use grammar::{parse, text};
use std::sync::Arc;

/// The pairs of cells a relation rule relates, from the rule, the whole rule list and the side.
pub type RelatedCells = fn(&Rule, &[Rule], usize) -> Vec<(Cell, Cell)>;

/// What a rule adds to the geometry, for a grid of `br×bc` blocks. What a player reads of it (its title, what it
/// says, what a clash breaks) is in messages by the rule's name ([`RuleRow::title`], [`RuleRow::about`], [`words`]).
pub enum Adds {
    /// Units that hold each digit once.
    Units(fn(usize, usize) -> Vec<NamedUnit>),
    /// Pairs of cells that never hold the same digit (how a player says they are related, [`words`]: "a
    /// knight's move apart").
    Pairs(fn(usize) -> Vec<(Cell, Cell)>),
    /// Pairs of cells whose digits are related otherwise: the pairs (from the rule, the whole rule list and the
    /// side), and which two digits they may hold (the rule instance, `a`'s digit, then `b`'s, on a side `n`)
    /// (what a clash breaks, [`words`]: "cells that share a side never hold consecutive digits").
    Relations(RelatedCells, fn(&Rule, Symbol, Symbol, usize) -> bool),
    /// The digits each of the rule's cells may hold (a mask of bits `1 << d` on a side `n`).
    Digits(fn(usize) -> u32),
    /// A sum over the rule's cells: each cell's sign (`1`, `-1`) and the total, from the rule.
    Sum(fn(&Rule) -> (Vec<i8>, i32)),
    /// Cells whose digits differ (every two are a pair, as [`Adds::Pairs`]' are) and, when the rule has a total,
    /// add up to it (how two of its cells are related, [`words`]: "in one cage"; what a wrong total breaks,
    /// [`sum_words`]).
    Group,
    /// The rule's line: its digits between its 1 and its largest add up to the rule's total ([`Between`]).
    Between,
}

/// What follows a rule's name in the game ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// Nothing: a global rule (`antiknight`).
    None,
    /// Cells, comma-separated (`even=r1c1,r5c5`).
    Cells,
    /// A path of at least two cells, joined by `-`, each touching the next (diagonals count).
    Path,
    /// Two orthogonal neighbours joined by `-` (`white=r1c1-r1c2`).
    Pair,
    /// A circle, `>` and a path from it (`arrow=r5c5>r4c4-r3c3`): the circle touches the path's first cell,
    /// each path cell the next.
    Arrow,
    /// Cells, comma-separated, joined by their sides, at most a unit's count, then an optional `/` and total
    /// (`cage=r1c1,r1c2,r2c1/15`; `cage=r1c1,r1c2`: no total).
    Cage,
    /// The first cell of a diagonal, beside the grid's edge the clue sits on, `+` and the way it runs (`dr`,
    /// `dl`, `ur`, `ul`), `/` and a total (`littlekiller=r1c2+dr/23`); the rule covers the diagonal from there
    /// to the far edge.
    Diagonal,
    /// A row or column, `/` and a total (`sandwich=r3/15`, `sandwich=c7/0`).
    Line,
}

/// One row per rule: its name in the game ID, what a puzzle with it is called, the shapes it is for, its value,
/// how its value makes the rule, and what it adds. In canonical order (the order of [`Rule`]). Its title and
/// what it says to a player are messages in the engine's language ([`RuleRow::title`], [`RuleRow::about`]).
pub struct RuleRow {
    pub name: &'static str,
    /// What players call a Sudoku with it, in its name ("Kropki" for white and black dots and `kropki-all`,
    /// "Anti-knight + Kropki Sudoku"): rows of one family share it. Not a message: the page keys its statistics
    /// by it (www/kinds.js `statsKind`), so it reads the same in every language.
    pub called: &'static str,
    /// Blocks it is defined on (`None`: every shape).
    pub only: Option<(usize, usize)>,
    /// From this side up its irreducible puzzles are all master (few givens, which only the hardest steps
    /// solve: docs/levels.md), so a puzzle asked for below master keeps the givens its level needs: every given
    /// is needed for one solution or for the level's techniques ([`crate::generate::sudoku::Budget`]'s
    /// `minimal_for_level`). `None`: irreducible at every level.
    pub level_givens_from: Option<usize>,
    pub value: Value,
    /// The rule from its value's cells (in the game ID's order; a global rule ignores them) and total (0 when
    /// its value has none).
    pub make: fn(Vec<Cell>, u16) -> Rule,
    pub adds: Adds,
}

impl RuleRow {
    /// Its title in the page and the CLI, in the engine's language ("Anti-knight": message `rule-title-<name>`).
    pub fn title(&self) -> String {
        crate::text::render(&format!("rule-title-{}", self.name), &[])
    }

    /// What it says to a player, in the engine's language ("Two cells a chess knight's move apart never hold the
    /// same digit.": message `rule-about-<name>`).
    pub fn about(&self) -> String {
        crate::text::render(&format!("rule-about-{}", self.name), &[])
    }
}

/// Every orthogonal pair of cells of a side-`n` grid (`a < b`), for the rules about all of them.
pub fn side_pairs(n: usize) -> Vec<(Cell, Cell)> {
    nonconsecutive::pairs(n)
}

pub const RULES: [RuleRow; 20] = [
    RuleRow {
        name: "diagonals",
        called: "Diagonals",
        only: None,
        level_givens_from: None,
        value: Value::None,
        make: |_, _| Rule::Diagonals,
        adds: Adds::Units(|br, bc| diagonals::units(br * bc)),
    },
    RuleRow {
        name: "windoku",
        called: "Windoku",
        only: Some((3, 3)),
        level_givens_from: None,
        value: Value::None,
        make: |_, _| Rule::Windoku,
        adds: Adds::Units(|_, _| windoku::units()),
    },
    RuleRow {
        name: "antiknight",
        called: "Anti-knight",
        only: None,
        level_givens_from: None,
        value: Value::None,
        make: |_, _| Rule::AntiKnight,
        adds: Adds::Pairs(antiknight::pairs),
    },
    RuleRow {
        name: "antiking",
        called: "Anti-king",
        only: None,
        level_givens_from: None,
        value: Value::None,
        make: |_, _| Rule::AntiKing,
        adds: Adds::Pairs(antiking::pairs),
    },
    RuleRow {
        name: "nonconsecutive",
        called: "Non-consecutive",
        only: None,
        level_givens_from: Some(9),
        value: Value::None,
        make: |_, _| Rule::NonConsecutive,
        adds: Adds::Relations(
            |_, _, n| nonconsecutive::pairs(n),
            |_, a, b, _| nonconsecutive::allows(a, b),
        ),
    },
    RuleRow {
        name: "even",
        called: "Even/odd",
        only: None,
        level_givens_from: None,
        value: Value::Cells,
        make: |c, _| Rule::Even(c),
        adds: Adds::Digits(parity::even),
    },
    RuleRow {
        name: "odd",
        called: "Even/odd",
        only: None,
        level_givens_from: None,
        value: Value::Cells,
        make: |c, _| Rule::Odd(c),
        adds: Adds::Digits(parity::odd),
    },
    RuleRow {
        name: "thermo",
        called: "Thermo",
        only: None,
        level_givens_from: None,
        value: Value::Path,
        make: |c, _| Rule::Thermo(c),
        adds: Adds::Relations(|r, _, _| thermo::pairs(r), |_, a, b, _| a < b),
    },
    RuleRow {
        name: "arrow",
        called: "Arrow",
        only: None,
        level_givens_from: None,
        value: Value::Arrow,
        make: |c, _| Rule::Arrow(c),
        adds: Adds::Sum(arrow::signs),
    },
    RuleRow {
        name: "white",
        called: "Kropki",
        only: None,
        level_givens_from: None,
        value: Value::Pair,
        make: |c, _| Rule::White(c[0], c[1]),
        adds: Adds::Relations(|r, _, _| kropki::pair(r), |_, a, b, _| kropki::white(a, b)),
    },
    RuleRow {
        name: "black",
        called: "Kropki",
        only: None,
        level_givens_from: None,
        value: Value::Pair,
        make: |c, _| Rule::Black(c[0], c[1]),
        adds: Adds::Relations(|r, _, _| kropki::pair(r), |_, a, b, _| kropki::black(a, b)),
    },
    RuleRow {
        name: "kropki-all",
        called: "Kropki",
        only: None,
        level_givens_from: None,
        value: Value::None,
        make: |_, _| Rule::KropkiAll,
        adds: Adds::Relations(
            |_, all, n| kropki::undotted(all, n),
            |_, a, b, _| !kropki::white(a, b) && !kropki::black(a, b),
        ),
    },
    RuleRow {
        name: "x",
        called: "XV",
        only: None,
        level_givens_from: None,
        value: Value::Pair,
        make: |c, _| Rule::X(c[0], c[1]),
        adds: Adds::Relations(|r, _, _| kropki::pair(r), |_, a, b, _| a + b == 10),
    },
    RuleRow {
        name: "v",
        called: "XV",
        only: None,
        level_givens_from: None,
        value: Value::Pair,
        make: |c, _| Rule::V(c[0], c[1]),
        adds: Adds::Relations(|r, _, _| kropki::pair(r), |_, a, b, _| a + b == 5),
    },
    RuleRow {
        name: "xv-all",
        called: "XV",
        only: None,
        level_givens_from: None,
        value: Value::None,
        make: |_, _| Rule::XvAll,
        adds: Adds::Relations(
            |_, all, n| xv::unmarked(all, n),
            |_, a, b, _| a + b != 10 && a + b != 5,
        ),
    },
    RuleRow {
        name: "whisper",
        called: "German whispers",
        only: None,
        level_givens_from: None,
        value: Value::Path,
        make: |c, _| Rule::Whisper(c),
        adds: Adds::Relations(
            |r, _, _| thermo::pairs(r),
            |_, a, b, n| whisper::allows(a, b, n),
        ),
    },
    RuleRow {
        name: "renban",
        called: "Renban",
        only: None,
        level_givens_from: None,
        value: Value::Path,
        make: |c, _| Rule::Renban(c),
        adds: Adds::Relations(|r, _, _| renban::pairs(r), renban::allows),
    },
    RuleRow {
        name: "cage",
        called: "Killer",
        only: None,
        level_givens_from: None,
        value: Value::Cage,
        make: Rule::Cage,
        adds: Adds::Group,
    },
    RuleRow {
        name: "littlekiller",
        called: "Little killer",
        only: None,
        level_givens_from: None,
        value: Value::Diagonal,
        make: Rule::LittleKiller,
        adds: Adds::Sum(littlekiller::signs),
    },
    RuleRow {
        name: "sandwich",
        called: "Sandwich",
        only: None,
        level_givens_from: None,
        value: Value::Line,
        make: Rule::Sandwich,
        adds: Adds::Between,
    },
];

/// The rule's row in [`RULES`].
pub fn row(rule: &Rule) -> &'static RuleRow {
    let k = match rule {
        Rule::Diagonals => 0,
        Rule::Windoku => 1,
        Rule::AntiKnight => 2,
        Rule::AntiKing => 3,
        Rule::NonConsecutive => 4,
        Rule::Even(_) => 5,
        Rule::Odd(_) => 6,
        Rule::Thermo(_) => 7,
        Rule::Arrow(_) => 8,
        Rule::White(..) => 9,
        Rule::Black(..) => 10,
        Rule::KropkiAll => 11,
        Rule::X(..) => 12,
        Rule::V(..) => 13,
        Rule::XvAll => 14,
        Rule::Whisper(_) => 15,
        Rule::Renban(_) => 16,
        Rule::Cage(..) => 17,
        Rule::LittleKiller(..) => 18,
        Rule::Sandwich(..) => 19,
    };
    &RULES[k]
}

/// The geometry of `br×bc` blocks under `rules` (canonical order, as [`parse`] returns them): shared per shape
/// and rule list when every rule is global, built afresh when the list has instances (thermometers, dots:
/// new per puzzle).
pub fn geometry(br: usize, bc: usize, rules: &[Rule]) -> Arc<Geometry> {
    let n = br * bc;
    let mut extra = Extra {
        rules: rules.to_vec(),
        ..Extra::default()
    };
    for (k, rule) in rules.iter().enumerate() {
        let k = k as u16;
        match row(rule).adds {
            Adds::Units(units) => extra.units.extend(units(br, bc)),
            Adds::Pairs(pairs) => {
                extra
                    .pairs
                    .extend(pairs(n).into_iter().map(|(a, b)| Pair { a, b, rule: k }))
            }
            Adds::Relations(pairs, allows) => {
                // ok[v]: what b may hold when a holds v; back[w]: what a may hold when b holds w.
                let table = |flip: bool| -> Vec<u32> {
                    (0..=n as Symbol)
                        .map(|v| {
                            (1..=n as Symbol)
                                .filter(|&w| {
                                    if flip {
                                        allows(rule, w, v, n)
                                    } else {
                                        allows(rule, v, w, n)
                                    }
                                })
                                .fold(0, |m, w| m | 1 << w)
                        })
                        .collect()
                };
                let (ok, back): (Arc<[u32]>, Arc<[u32]>) =
                    (table(false).into(), table(true).into());
                let (ok_sets, back_sets) = (Relation::by_set(&ok), Relation::by_set(&back));
                extra
                    .relations
                    .extend(pairs(rule, rules, n).into_iter().map(|(a, b)| Relation {
                        a,
                        b,
                        rule: k,
                        ok: ok.clone(),
                        back: back.clone(),
                        ok_sets: ok_sets.clone(),
                        back_sets: back_sets.clone(),
                    }));
            }
            Adds::Digits(mask) => {
                if extra.allowed.is_empty() {
                    extra.allowed = vec![u32::MAX; n * n];
                }
                let mask = mask(n);
                for c in rule.cells() {
                    extra.allowed[c as usize] &= mask;
                }
            }
            Adds::Group => {
                let cells = rule.cells();
                for (i, &a) in cells.iter().enumerate() {
                    extra
                        .pairs
                        .extend(cells[i + 1..].iter().map(|&b| Pair { a, b, rule: k }));
                }
                extra.cages.push(crate::core::geometry::Cage {
                    cells: cells.clone(),
                    sum: rule.total(),
                });
                if rule.total() > 0 {
                    let sets = match n <= cage::MAX_KILLER_SIDE {
                        true => cage::combinations(n, cells.len(), rule.total()),
                        false => vec![],
                    };
                    extra.sums.push(Sum {
                        signs: vec![1; cells.len()],
                        cells,
                        total: rule.total() as i32,
                        rule: k,
                        sets,
                    });
                }
            }
            Adds::Between => extra.betweens.push(Between {
                cells: rule.cells(),
                total: rule.total() as i32,
                rule: k,
            }),
            Adds::Sum(signs) => {
                let (signs, total) = signs(rule);
                extra.sums.push(Sum {
                    cells: rule.cells(),
                    signs,
                    total,
                    rule: k,
                    sets: vec![],
                });
            }
        }
    }
    let shared = rules.iter().all(|r| row(r).value == Value::None);
    Geometry::with_rules(br, bc, extra, shared)
}

/// The clauses the rules add beyond their units, over literals `x(cell, v)` (`v` in `1..=n`): the two cells of
/// each pair never hold one value, each cell holds none of the digits its rules forbid (even, odd), no
/// relation holds a pair of values it forbids (non-consecutive, thermometers, dots), and no sum's cells hold
/// values that miss its total (arrows, little killers: partial sums as auxiliary variables from `fresh`,
/// [`sum`]; a cage: one auxiliary variable per digit set of its total, [`cage::sum_clauses`]). The one encoding of the
/// CNF export (`deduce cnf`) and the SAT solver's counts ([`crate::solve::prove`]).
pub fn clauses(
    geo: &Geometry,
    x: impl Fn(usize, usize) -> i32,
    mut fresh: impl FnMut() -> i32,
) -> Vec<Vec<i32>> {
    let n = geo.n;
    let mut out = vec![];
    for p in &geo.pairs {
        for v in 1..=n {
            out.push(vec![-x(p.a as usize, v), -x(p.b as usize, v)]);
        }
    }
    for (c, &mask) in geo.allowed.iter().enumerate() {
        for v in (1..=n).filter(|&v| mask & (1 << v) == 0) {
            out.push(vec![-x(c, v)]);
        }
    }
    for r in &geo.relations {
        for v in 1..=n {
            for w in (1..=n).filter(|&w| r.ok[v] & (1 << w) == 0) {
                out.push(vec![-x(r.a as usize, v), -x(r.b as usize, w)]);
            }
        }
    }
    for s in &geo.sums {
        match geo.by_cage(s.rule) && n <= cage::MAX_KILLER_SIDE {
            true => out.extend(cage::sum_clauses(&s.cells, s.total, n, &x, &mut fresh)),
            false => out.extend(sum::clauses(s, n, &x, &mut fresh)),
        }
    }
    for b in &geo.betweens {
        out.extend(sandwich::clauses(b, n, &x, &mut fresh));
    }
    out
}

/// X-Sudoku's geometry: blocks and the `diagonals` rule.
pub fn x_geometry(br: usize, bc: usize) -> Arc<Geometry> {
    geometry(br, bc, &[Rule::Diagonals])
}

/// What a clash of a rule breaks, in words, in the engine's language ("a knight's move apart", "cells joined by
/// an X add up to 10": message `rule-words-<name>`).
pub fn words(rule: &Rule) -> String {
    crate::text::render(&format!("rule-words-{}", row(rule).name), &[])
}

/// What a wrong total of a rule's sum breaks, in words ("a cage's digits add up to its total": a cage's
/// `rule-sum-words-<name>`, another rule's [`words`]).
pub fn sum_words(rule: &Rule) -> String {
    match row(rule).adds {
        Adds::Group => crate::text::render(&format!("rule-sum-words-{}", row(rule).name), &[]),
        _ => words(rule),
    }
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
