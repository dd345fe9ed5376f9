//! Variant rule: what a rule relating two cells (a thermometer's step, a Kropki dot, an X or a V, a whisper
//! line's step, non-consecutive neighbours) takes from one cell given the candidates of the other. The cells
//! related to a filled one lose what it forbids with the candidates themselves; this step carries the rule
//! through candidates: a thermometer's cell after a bulb of 4 to 6 cannot be 1 to 4. Named after the rule
//! (its title in `rules::RULES`), with the rule's words.

use super::ch;
use crate::core::candidates::Candidates;
use crate::core::cell::{cell_name, Cell};
use crate::core::geometry::Relation;
use crate::hint::step::{sentence, Figure, Role, Step};
use crate::hint::technique::Technique;
use crate::human::grid::Grid;

pub fn find(g: &Grid) -> Option<Step> {
    let n = g.n();
    for r in &g.geo.relations {
        for (from, to, table) in [(r.a, r.b, &r.ok), (r.b, r.a, &r.back)] {
            if g.cells[to as usize] != 0 || g.cells[from as usize] != 0 {
                continue;
            }
            let can = g.cands[from as usize];
            let elim = g.cands[to as usize].minus(Candidates(Relation::allowed(table, can.0)));
            if elim.is_empty() {
                continue;
            }
            let rule = &g.geo.rules[r.rule as usize];
            let row = crate::rules::row(rule);
            let mut figure = Figure::default();
            figure.cell(from, Role::Key);
            for s in can.iter() {
                figure.cand(from, s, Role::Key);
            }
            let list = |m: Candidates, word: &str| {
                let v: Vec<String> = m.iter().map(|s| ch(s).to_string()).collect();
                match v.split_last() {
                    Some((last, init)) if !init.is_empty() => {
                        format!("{} {word} {last}", init.join(", "))
                    }
                    _ => v.concat(),
                }
            };
            let eliminations: Vec<(Cell, u8)> = elim.iter().map(|s| (to, s)).collect();
            return Some(Step {
                figure,
                technique: Technique::VariantRule,
                units: vec![],
                evidence: vec![from, to],
                placements: vec![],
                eliminations,
                title: row.title.into(),
                explanation: sentence(format!(
                    "{} ({} and {}): {} can only be {}, so {} cannot be {}",
                    crate::rules::words(rule),
                    cell_name(from, n),
                    cell_name(to, n),
                    cell_name(from, n),
                    list(can, "or"),
                    cell_name(to, n),
                    list(elim, "or")
                )),
            });
        }
    }
    None
}
