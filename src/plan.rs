//! A hint as the player gets it: the steps that prove the next move (tier 1 names them and where to look, tier 2
//! explains them) and what pressing Hint a third time does to the board (tier 3). A hint never stalls: every
//! plan, once applied, changes the board, so pressing Hint again and again solves the puzzle.
//!
//! - A player without notes gets a placement and its proof (Sudoku: [`crate::human::hint_plan`]); when no
//!   placement is within reach of a short proof, the first step of it, applied to notes filled in for the cells
//!   it involves.
//! - A player with notes gets the next step, applied to the notes; blank cells it involves get their computed
//!   candidates first, so the step is visible.
//! - A wrong entry is reported first (without its right value) and erased; notes that leave out the value a
//!   cell needs are reset to the cell's candidates.

use crate::core::candidates::Candidates;
use crate::core::cell::{Cell, Symbol};
use crate::core::error::HintError;
use crate::family::any::AnyPuzzle;
use crate::hint::mistake::{Answer, Mistake, MistakeKind};
use crate::hint::step::Step;
use crate::hint::technique::Technique;
use crate::session::{Moves, Session, SessionError};

/// Most steps a placement's proof may have, the placement included, for a player without notes; a longer proof
/// is not shown: its first step is applied to notes instead.
pub const MAX_PROOF: usize = 6;

/// What tier 3 does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlanKind {
    /// Places a digit (the last step's placement).
    Place,
    /// Applies a step to the player's notes (filling in blank cells it involves first).
    Notes,
    /// No placement within reach of a short proof: fills in the notes of the cells the first step involves and
    /// applies it to them.
    FillNotes,
    /// Erases a wrong entry (or resets notes that leave out a cell's value).
    Erase,
}

impl PlanKind {
    /// A stable machine name: `place`, `notes`, `fill-notes`, `erase`.
    pub fn id(self) -> &'static str {
        match self {
            PlanKind::Place => "place",
            PlanKind::Notes => "notes",
            PlanKind::FillNotes => "fill-notes",
            PlanKind::Erase => "erase",
        }
    }
}

/// A hint: the steps to show (or the player's mistake) and the moves tier 3 makes (one undoable move, see
/// [`Session::apply_plan`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub kind: PlanKind,
    /// The proof in order; with [`PlanKind::Place`] the last one places the digit. Empty for a mistake.
    pub steps: Vec<Step>,
    /// The player's mistake, which a hint reports before any step ([`PlanKind::Erase`]).
    pub mistake: Option<Mistake>,
    /// Empty cells whose notes become their computed candidates first.
    pub fill: Vec<Cell>,
    /// Digits tier 3 places.
    pub placements: Vec<(Cell, Symbol)>,
    /// Candidates tier 3 removes: from notes, and where a cell has none, from what the next hints start from
    /// ([`Session::shown`]). A proof that places a digit removes every step's.
    pub eliminations: Vec<(Cell, Symbol)>,
    /// Entries tier 3 erases.
    pub erase: Vec<Cell>,
}

impl Plan {
    /// The plan of a hint's answer: the mistake's, or one that only applies the step.
    pub fn of_answer(a: Answer) -> Plan {
        match a {
            Answer::Mistake(m) => Plan::of_mistake(m),
            Answer::Next(step) => Plan::of_step(step),
        }
    }

    /// A plan that only applies `step` (its placements, and its eliminations to cells with notes).
    pub fn of_step(step: Step) -> Plan {
        Plan {
            kind: if step.eliminations.is_empty() {
                PlanKind::Place
            } else {
                PlanKind::Notes
            },
            fill: vec![],
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            erase: vec![],
            steps: vec![step],
            mistake: None,
        }
    }

    /// A plan that reports the player's mistake: tier 3 erases the wrong entry, or sets the notes that leave
    /// out the cell's digit to its candidates.
    pub fn of_mistake(m: Mistake) -> Plan {
        let entry = m.kind == MistakeKind::Entry;
        Plan {
            kind: PlanKind::Erase,
            steps: vec![],
            fill: if entry { vec![] } else { vec![m.cell] },
            placements: vec![],
            eliminations: vec![],
            erase: if entry { vec![m.cell] } else { vec![] },
            mistake: Some(m),
        }
    }

    /// True when the hint reports a mistake of the player.
    pub fn is_mistake(&self) -> bool {
        self.mistake.is_some()
    }

    /// The hardest technique of the proof (by its family's catalogue); none for a mistake.
    pub fn technique(&self) -> Option<Technique> {
        crate::human::hardest(self.steps.iter().map(|s| s.technique))
    }

    /// The panel's title: one step's own (`Hidden single`, `Empty rectangle on 5`), `Mistake`, or the
    /// techniques of several in order, with their counts (`4 locked candidates, then a death blossom, then a
    /// hidden single`).
    pub fn title(&self) -> String {
        if self.mistake.is_some() {
            return Mistake::title();
        }
        if let [one] = &self.steps[..] {
            return one.title.to_string();
        }
        // Each technique once, in order of first use, with how many steps use it: "5 cage combinations, then a
        // naked single" (pointing and claiming count as one, "locked candidates").
        let mut groups: Vec<(String, Technique, usize)> = Vec::new();
        for s in &self.steps {
            let key = s.technique.phrase();
            match groups.iter_mut().find(|g| g.0 == key) {
                Some(g) => g.2 += 1,
                None => groups.push((key, s.technique, 1)),
            }
        }
        let parts: Vec<String> = groups
            .iter()
            .enumerate()
            .map(|(i, (phrase, t, k))| match (i, k) {
                (0, 1) => t.called(),
                (_, 1) => phrase.clone(),
                _ => t.counted(*k),
            })
            .collect();
        crate::hint::step::then_list(&parts)
    }

    /// Tier 1: the technique(s) and where to look, never the answer.
    pub fn summary(&self, side: usize) -> String {
        if let Some(m) = &self.mistake {
            return m.summary();
        }
        crate::hint::step::summary_of(&self.steps, side)
    }

    /// Tier 2 as plain text: every step's title and reasoning ([`Step::line`]), one per line, in order.
    pub fn explanation(&self) -> String {
        if let Some(m) = &self.mistake {
            return m.line();
        }
        let lines: Vec<String> = self.steps.iter().map(Step::line).collect();
        lines.join("\n")
    }

    /// Cells any step points at (evidence), in order, without repeats; a mistake's cell.
    pub fn evidence(&self) -> Vec<Cell> {
        if let Some(m) = &self.mistake {
            return vec![m.cell];
        }
        let mut out: Vec<Cell> = Vec::new();
        for c in self.steps.iter().flat_map(|s| s.evidence.iter()) {
            if !out.contains(c) {
                out.push(*c);
            }
        }
        out
    }
}

impl Plan {
    /// The moves tier 3 makes, for [`Session::apply_moves`].
    pub fn moves(&self) -> Moves {
        Moves {
            fill: self.fill.clone(),
            placements: self.placements.clone(),
            eliminations: self.eliminations.clone(),
            erase: self.erase.clone(),
        }
    }
}

impl Session {
    /// Carries out a hint's third press: its moves as one undoable move ([`Session::apply_moves`]).
    pub fn apply_plan(&mut self, plan: &Plan) -> Result<(), SessionError> {
        self.apply_moves(&plan.moves())
    }

    /// The hint for the current position (see the module text). Errors when the puzzle is solved, has no
    /// unique solution, or the candidates contradict it.
    pub fn plan(&self) -> Result<Plan, HintError> {
        let Some(solution) = self.solution() else {
            // No unique solution: the plain hint says which (none, or how many).
            return self.hint().map(Plan::of_answer);
        };
        let cells = self.cells();
        let marks = self.marks();
        let has_marks = marks.iter().any(|m| !m.is_empty());
        let sudoku = matches!(self.puzzle(), AnyPuzzle::Sudoku(_));
        let seek = sudoku && !has_marks;
        // A step on notes works on the candidates the hint fills blank cells with (as Fill notes writes them:
        // `Session::computed_candidates`, cage-aware where there are cages, less what applied proofs ruled
        // out), so what it removes is there to see.
        let caged =
            matches!(self.puzzle(), AnyPuzzle::Sudoku(p) if !p.geometry().cages().is_empty());
        let computed = (caged || has_marks).then(|| self.computed_candidates(cells));
        let notes: Option<Vec<Candidates>> = computed.as_ref().filter(|_| has_marks).map(|cands| {
            marks
                .iter()
                .zip(cands)
                .map(|(&m, &c)| if m.is_empty() { c } else { m })
                .collect()
        });
        let answer = if seek {
            // what earlier proofs ruled out, as notes the player never had to write (only facts the solution
            // bears out: a save edited by hand cannot make the hint wrong)
            let all = Candidates::all(self.puzzle().symbol_count());
            let known: Vec<Candidates> = (self.shown().iter().zip(solution))
                .map(|(&m, &v)| match m.is_empty() || m.contains(v) {
                    true => Candidates::EMPTY,
                    false => Candidates(all.0 & !m.0),
                })
                .collect();
            let known = known.iter().any(|m| !m.is_empty()).then_some(&known[..]);
            self.puzzle().placement_hint_known(cells, known, solution)?
        } else {
            let marks = notes.as_deref().or(has_marks.then_some(marks));
            self.puzzle()
                .hint_known(cells, marks, solution)?
                .map(|s| vec![s])
        };
        let mut steps = match answer {
            Answer::Mistake(m) => return Ok(Plan::of_mistake(m)),
            Answer::Next(steps) => steps,
        };
        if steps.is_empty() {
            return Err(HintError::BadGrid(crate::tr!("error-no-logical-step")));
        }
        let last = steps.last().expect("not empty");
        if !sudoku || (seek && !last.placements.is_empty() && steps.len() <= MAX_PROOF) {
            let placements = last.placements.clone();
            let eliminations = steps
                .iter()
                .flat_map(|s| s.eliminations.iter().copied())
                .collect();
            return Ok(Plan {
                kind: PlanKind::Place,
                steps,
                fill: vec![],
                placements,
                eliminations,
                erase: vec![],
                mistake: None,
            });
        }
        // One step, on notes: the first step of a proof too long to show, or the next step for a player who
        // writes notes.
        steps.truncate(1);
        if let (true, Some(cands)) = (seek && !steps[0].eliminations.is_empty(), &computed) {
            // The notes it fills are cage-aware: the step is found on them (a placement found there instead
            // would stand on notes the player never saw: the step on plain candidates stays).
            let answer = self.puzzle().hint_known(cells, Some(cands), solution)?;
            if let Some(step) = answer.next().filter(|s| !s.eliminations.is_empty()) {
                steps = vec![step];
            }
        }
        let step = &steps[0];
        let placed: Vec<Cell> = step.placements.iter().map(|p| p.0).collect();
        let mut fill: Vec<Cell> = step
            .evidence
            .iter()
            .chain(step.eliminations.iter().map(|e| &e.0))
            .copied()
            .filter(|&c| {
                let i = c as usize;
                i < cells.len() && cells[i] == 0 && marks[i].is_empty() && !placed.contains(&c)
            })
            .collect();
        crate::core::sort::sort(&mut fill);
        fill.dedup();
        let kind = if step.eliminations.is_empty() {
            PlanKind::Place
        } else if seek {
            PlanKind::FillNotes
        } else {
            PlanKind::Notes
        };
        Ok(Plan {
            kind,
            fill: if kind == PlanKind::Place {
                vec![]
            } else {
                fill
            },
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            erase: vec![],
            steps,
            mistake: None,
        })
    }
}
