//! A step as one line of JSON (`deduce hint --json`, `deduce steps --json`): its technique, level, units,
//! cells, candidates, links and branches with their roles, its placements and eliminations, and its texts; a
//! player's mistake as the same record with `"mistake"` where a step names its technique.
//! Cells are 0-based row-major indexes and symbols the characters of game IDs, as in game IDs. The schema is
//! documented in the README and kept stable: fields are only ever added. Hand-written (no serde), so it costs
//! the wasm build nothing if the page ever needs it.

use crate::core::cell::{Cell, Symbol, Unit};
use crate::family::any::AnyPuzzle;
use crate::hint::mistake::Mistake;
use crate::hint::step::{Figure, Implication, Link, Node, Reason, Step};
use std::fmt::Write;

/// Appends `s` as a JSON string literal.
pub fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn list<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    mut f: impl FnMut(&mut String, T),
) {
    out.push('[');
    for (i, x) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        f(out, x);
    }
    out.push(']');
}

/// A unit as `{"type", "index", "name", "role"}`.
fn unit(out: &mut String, u: Unit, role: &str) {
    unit_head(out, u);
    out.push_str(",\"role\":");
    write_str(out, role);
    out.push('}');
}

/// A unit object's first fields, `{"type", "index", "name"`, left open.
fn unit_head(out: &mut String, u: Unit) {
    let (kind, index) = match u {
        Unit::Row(i) => ("row", i),
        Unit::Col(i) => ("column", i),
        Unit::Block(i) => ("block", i),
        Unit::Region(i) => ("region", i),
        Unit::Diagonal(i) => ("diagonal", i),
        Unit::Window(i) => ("window", i),
        Unit::Cage(i) => ("cage", i),
    };
    let _ = write!(out, "{{\"type\":\"{kind}\",\"index\":{index},\"name\":");
    write_str(out, &u.to_string());
}

struct Writer<'a> {
    p: &'a AnyPuzzle,
}

impl Writer<'_> {
    fn symbol(&self, out: &mut String, s: Symbol) {
        write_str(out, &self.p.symbol_char(s).to_string());
    }

    fn cell_symbol(&self, out: &mut String, cell: Cell, s: Symbol) {
        let _ = write!(out, "{{\"cell\":{cell},\"symbol\":");
        self.symbol(out, s);
        out.push('}');
    }

    fn node(&self, out: &mut String, n: &Node) {
        out.push_str("{\"cells\":");
        list(out, &n.cells, |o, c| {
            let _ = write!(o, "{c}");
        });
        out.push_str(",\"symbol\":");
        self.symbol(out, n.symbol);
        out.push('}');
    }

    fn link(&self, out: &mut String, l: &Link) {
        out.push_str("{\"from\":");
        self.node(out, &l.from);
        out.push_str(",\"to\":");
        self.node(out, &l.to);
        let _ = write!(out, ",\"strong\":{}}}", l.strong);
    }

    fn implication(&self, out: &mut String, imp: &Implication) {
        let _ = write!(out, "{{\"cell\":{},\"symbol\":", imp.cell);
        self.symbol(out, imp.symbol);
        let _ = write!(out, ",\"placed\":{},\"reason\":", imp.placed);
        match &imp.reason {
            Reason::Assumption => out.push_str("{\"type\":\"assumption\"}"),
            Reason::OnlyCandidate => out.push_str("{\"type\":\"only-candidate\"}"),
            Reason::OnlyPlace(u) => {
                out.push_str("{\"type\":\"only-place\",\"unit\":");
                unit(out, *u, "key");
                out.push('}');
            }
            Reason::Sees(c) => {
                let _ = write!(out, "{{\"type\":\"sees\",\"cell\":{c}}}");
            }
            Reason::Other(text) => {
                out.push_str("{\"type\":\"other\",\"text\":");
                write_str(out, text);
                out.push('}');
            }
        }
        out.push('}');
    }
}

/// Units as a JSON array of unit objects with the role `focus` (where to look): a hint's units over all the
/// steps of its proof, as the page shows them at tier 1.
pub fn units(units: &[Unit]) -> String {
    let mut out = String::new();
    list(&mut out, units, |o, &u| unit(o, u, "focus"));
    out
}

/// The units a Sudoku's rules add (X-Sudoku's diagonals, Windoku's windows) as a JSON array of unit objects
/// with their cells instead of a role: `{"type":"window","index":0,"name":"window 1","cells":[10,…]}`. The
/// page draws them and names them in each cell's description from this.
pub fn rule_units(geo: &crate::core::geometry::Geometry) -> String {
    let mut out = String::new();
    let from = 3 * geo.n;
    list(&mut out, from..geo.units.len(), |o, k| {
        unit_head(o, geo.unit(k));
        o.push_str(",\"cells\":");
        list(o, &geo.units[k], |o, c| {
            let _ = write!(o, "{c}");
        });
        o.push('}');
    });
    out
}

/// A Sudoku's rules, each once however many instances it has (thermometers, dots), as a JSON array of
/// `{"name", "title", "called", "about"}` in canonical order: the rule's name in the game ID, its title, what a
/// puzzle with it is called (the page's name of the game: "Anti-knight + Kropki Sudoku") and what it says to a
/// player. The page shows them above the grid.
pub fn rule_texts(rules: &[crate::core::rule::Rule]) -> String {
    let mut rows: Vec<&crate::rules::RuleRow> = Vec::new();
    for r in rules {
        let row = crate::rules::row(r);
        if !rows.iter().any(|x| x.name == row.name) {
            rows.push(row);
        }
    }
    let mut out = String::new();
    list(&mut out, rows, |o, row| {
        o.push_str("{\"name\":");
        write_str(o, row.name);
        o.push_str(",\"title\":");
        write_str(o, row.title);
        o.push_str(",\"called\":");
        write_str(o, row.called);
        o.push_str(",\"about\":");
        write_str(o, row.about);
        o.push('}');
    });
    out
}

/// The rule instances of a Sudoku (thermometers, whisper lines, dots, X and V, even and odd cells) as a JSON
/// array of `{"name", "cells"}` (cells in the game ID's order: a thermometer's bulb first, a little killer's
/// diagonal from its clue) and `"total"` for a cage's or little killer's total; global rules are
/// left out. The page draws them from this.
pub fn rule_marks(rules: &[crate::core::rule::Rule]) -> String {
    let mut out = String::new();
    list(
        &mut out,
        rules.iter().filter(|r| !r.cells().is_empty()),
        |o, r| {
            o.push_str("{\"name\":");
            write_str(o, crate::rules::row(r).name);
            o.push_str(",\"cells\":");
            list(o, r.cells(), |o, c| {
                let _ = write!(o, "{c}");
            });
            if r.total() > 0 {
                let _ = write!(o, ",\"total\":{}", r.total());
            }
            o.push('}');
        },
    );
    out
}

/// One step as a JSON object on one line (no trailing newline). `p` is the puzzle the step is about: it gives
/// the symbols their characters.
pub fn to_json(step: &Step, p: &AnyPuzzle) -> String {
    let mut out = String::with_capacity(512);
    out.push_str("{\"technique\":");
    write_str(&mut out, &step.technique.id());
    out.push_str(",\"name\":");
    write_str(&mut out, &step.technique.called());
    out.push_str(",\"phrase\":");
    write_str(&mut out, &step.technique.phrase());
    out.push_str(",\"level\":");
    write_str(&mut out, p.level_of(step.technique).name());
    let body = Body {
        figure: &step.figure,
        units: &step.units,
        evidence: &step.evidence,
        placements: &step.placements,
        eliminations: &step.eliminations,
    };
    body.write(&mut out, &Writer { p });
    text(
        &mut out,
        &step.summary(),
        &step.title,
        &step.explanation,
        &step.notation,
    );
    out
}

/// The player's mistake as a JSON object on one line: `"mistake"` says what is wrong (`entry`, `notes`) where a
/// step names its technique; then the same fields as a step's (the mistake's cell as `evidence`, its chain drawn,
/// nothing placed or removed) and its texts.
pub fn mistake_json(m: &Mistake, p: &AnyPuzzle) -> String {
    let mut out = String::with_capacity(256);
    out.push_str("{\"mistake\":");
    write_str(&mut out, m.kind.id());
    let body = Body {
        figure: &m.figure,
        units: &[],
        evidence: &[m.cell],
        placements: &[],
        eliminations: &[],
    };
    body.write(&mut out, &Writer { p });
    text(&mut out, m.summary(), Mistake::TITLE, &m.explanation, "");
    out
}

/// What a record shows on the grid: units, cells, candidates, links, branches, placements, eliminations.
struct Body<'a> {
    figure: &'a Figure,
    units: &'a [Unit],
    evidence: &'a [Cell],
    placements: &'a [(Cell, Symbol)],
    eliminations: &'a [(Cell, Symbol)],
}

impl Body<'_> {
    /// Its fields, each after a comma.
    fn write(&self, out: &mut String, w: &Writer) {
        let f = self.figure;
        // Units: the figure's, with their roles, then the other units (where to look) as `focus`.
        out.push_str(",\"units\":");
        let focus = self
            .units
            .iter()
            .filter(|u| !f.units.iter().any(|(v, _)| v == *u))
            .map(|&u| (u, "focus".to_string()));
        let units: Vec<(Unit, String)> = f
            .units
            .iter()
            .map(|&(u, r)| (u, r.id()))
            .chain(focus)
            .collect();
        list(out, &units, |o, (u, r)| unit(o, *u, r));
        // Cells: the figure's, with their roles, then the other evidence as `evidence`.
        out.push_str(",\"cells\":");
        let evidence = self
            .evidence
            .iter()
            .filter(|c| !f.cells.iter().any(|(d, _)| d == *c))
            .map(|&c| (c, "evidence".to_string()));
        let cells: Vec<(Cell, String)> = f
            .cells
            .iter()
            .map(|&(c, r)| (c, r.id()))
            .chain(evidence)
            .collect();
        list(out, &cells, |o, (c, r)| {
            let _ = write!(o, "{{\"cell\":{c},\"role\":");
            write_str(o, r);
            o.push('}');
        });
        out.push_str(",\"candidates\":");
        list(out, &f.candidates, |o, &(c, s, r)| {
            let _ = write!(o, "{{\"cell\":{c},\"symbol\":");
            w.symbol(o, s);
            o.push_str(",\"role\":");
            write_str(o, &r.id());
            o.push('}');
        });
        out.push_str(",\"links\":");
        list(out, &f.links, |o, l| w.link(o, l));
        out.push_str(",\"branches\":");
        list(out, &f.branches, |o, b| {
            list(o, b, |o, imp| w.implication(o, imp))
        });
        out.push_str(",\"placements\":");
        list(out, self.placements, |o, &(c, s)| w.cell_symbol(o, c, s));
        out.push_str(",\"eliminations\":");
        list(out, self.eliminations, |o, &(c, s)| w.cell_symbol(o, c, s));
    }
}

/// The record's texts, closing it: `"text": {"summary", "title", "explanation", "notation"}` (a chain's Eureka
/// notation, else empty).
fn text(out: &mut String, summary: &str, title: &str, explanation: &str, notation: &str) {
    out.push_str(",\"text\":{\"summary\":");
    write_str(out, summary);
    out.push_str(",\"title\":");
    write_str(out, title);
    out.push_str(",\"explanation\":");
    write_str(out, explanation);
    out.push_str(",\"notation\":");
    write_str(out, notation);
    out.push_str("}}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::step::Role;
    use crate::hint::technique::Technique;

    #[test]
    fn strings_are_escaped() {
        let mut s = String::new();
        write_str(&mut s, "a\"b\\c\nd\u{1}é\u{2028}");
        assert_eq!(s, r#""a\"b\\c\nd\u0001é\u2028""#);
    }

    #[test]
    fn every_figure_field_is_written() {
        let p = AnyPuzzle::parse(&".".repeat(81)).unwrap();
        let step = Step {
            technique: Technique::XChain,
            units: vec![Unit::Row(0), Unit::Block(8)],
            evidence: vec![0, 5],
            placements: vec![(3, 9)],
            eliminations: vec![(4, 1)],
            title: "X-chain on 5".into(),
            explanation: "say \"hi\"".into(),
            notation: "(5)r1c1 = (5)r2c1".into(),
            figure: Figure {
                candidates: vec![(0, 5, Role::ColourA)],
                cells: vec![(5, Role::Pivot)],
                units: vec![(Unit::Row(0), Role::Base)],
                links: vec![Link {
                    from: Node::one(0, 5),
                    to: Node {
                        cells: vec![9, 10],
                        symbol: 5,
                    },
                    strong: true,
                }],
                branches: vec![vec![
                    Implication {
                        cell: 0,
                        symbol: 5,
                        placed: true,
                        reason: Reason::Assumption,
                    },
                    Implication {
                        cell: 1,
                        symbol: 5,
                        placed: false,
                        reason: Reason::Sees(0),
                    },
                    Implication {
                        cell: 2,
                        symbol: 3,
                        placed: true,
                        reason: Reason::OnlyPlace(Unit::Col(2)),
                    },
                    Implication {
                        cell: 4,
                        symbol: 3,
                        placed: true,
                        reason: Reason::OnlyCandidate,
                    },
                    Implication {
                        cell: 6,
                        symbol: 1,
                        placed: false,
                        reason: Reason::Other("because".into()),
                    },
                ]],
            },
        };
        let j = to_json(&step, &p);
        assert!(j.starts_with(concat!(
                r#"{"technique":"x-chain","name":"X-chain","phrase":"an X-chain","level":"#,
                r#""expert","#,
                r#""units":[{"type":"row","index":0,"name":"row 1","role":"base"},{"type":"block","index":8,"name":"block 9","role":"focus"}],"#,
                r#""cells":[{"cell":5,"role":"pivot"},{"cell":0,"role":"evidence"}],"#,
                r#""candidates":[{"cell":0,"symbol":"5","role":"colour-a"}],"#,
                r#""links":[{"from":{"cells":[0],"symbol":"5"},"to":{"cells":[9,10],"symbol":"5"},"strong":true}],"#,
                r#""branches":[[{"cell":0,"symbol":"5","placed":true,"reason":{"type":"assumption"}},"#,
                r#"{"cell":1,"symbol":"5","placed":false,"reason":{"type":"sees","cell":0}},"#,
                r#"{"cell":2,"symbol":"3","placed":true,"reason":{"type":"only-place","unit":{"type":"column","index":2,"name":"column 3","role":"key"}}},"#,
                r#"{"cell":4,"symbol":"3","placed":true,"reason":{"type":"only-candidate"}},"#,
                r#"{"cell":6,"symbol":"1","placed":false,"reason":{"type":"other","text":"because"}}]],"#,
                r#""placements":[{"cell":3,"symbol":"9"}],"eliminations":[{"cell":4,"symbol":"1"}],"#,
            )
        ));
        let mut text = String::new();
        write_str(&mut text, &step.summary());
        assert!(j.ends_with(&format!(
            r#""text":{{"summary":{text},"title":"X-chain on 5","explanation":"say \"hi\"","notation":"(5)r1c1 = (5)r2c1"}}}}"#
        )));
    }

    #[test]
    fn a_mistake_is_its_own_record() {
        let p = AnyPuzzle::parse(&".".repeat(81)).unwrap();
        let m = Mistake {
            kind: crate::hint::mistake::MistakeKind::Notes,
            cell: 3,
            explanation: "The notes of r1c4 leave out the digit that cell needs".into(),
            figure: Figure::default(),
        };
        let j = mistake_json(&m, &p);
        assert_eq!(
            j,
            concat!(
                r#"{"mistake":"notes","units":[],"cells":[{"cell":3,"role":"evidence"}],"candidates":[],"#,
                r#""links":[],"branches":[],"placements":[],"eliminations":[],"text":{"summary":"#,
                r#""The notes of one cell leave out the digit it needs: ask again to see which one.","#,
                r#""title":"Mistake","explanation":"The notes of r1c4 leave out the digit that cell needs","notation":""}}"#
            )
        );
    }
}
