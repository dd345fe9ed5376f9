//! A player's mistake: what a hint answers, before any step, while an entry is wrong or a cell's notes leave out
//! the digit it needs. It is no technique (it has no level and no solve path holds one), so it is its own kind
//! of answer ([`Answer`]) with its own record: the cell, why (the rule the entry breaks, now or at the end of
//! a chain of singles) and the chain drawn.

use super::step::{Figure, Step};
use crate::core::cell::Cell;

/// What is wrong in the player's grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MistakeKind {
    /// An entry that differs from the solution.
    Entry,
    /// Notes that leave out the digit the cell needs.
    Notes,
}

impl MistakeKind {
    /// A stable machine name: `entry`, `notes`.
    pub fn id(self) -> &'static str {
        match self {
            MistakeKind::Entry => "entry",
            MistakeKind::Notes => "notes",
        }
    }
}

/// The first mistake in the player's grid (reading order), and why it is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub kind: MistakeKind,
    /// The wrong entry's cell, or the cell whose notes leave out its digit.
    pub cell: Cell,
    /// Why, as sentences with 1-based `r#c#` names: "5 in r3c4 is wrong; it breaks a rule: …". Never says the
    /// right digit.
    pub explanation: String,
    /// The chain from the entry to the rule it breaks, when there is one.
    pub figure: Figure,
}

impl Mistake {
    /// The heading a player reads over the explanation.
    pub const TITLE: &'static str = "Mistake";

    /// Tier 1: that there is a mistake, never where.
    pub fn summary(&self) -> &'static str {
        match self.kind {
            MistakeKind::Entry => {
                "One of your entries is wrong: ask again to see which one and why."
            }
            MistakeKind::Notes => {
                "The notes of one cell leave out the digit it needs: ask again to see which one."
            }
        }
    }

    /// The title and the explanation as one line of plain text (the CLI, logs, test messages).
    pub fn line(&self) -> String {
        format!("{}: {}", Self::TITLE, self.explanation)
    }
}

/// What a hint answers: the player's mistake to mend first, or what comes next (one step, or the steps of a
/// placement's proof).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<T = Step> {
    Mistake(Mistake),
    Next(T),
}

impl<T> Answer<T> {
    /// What comes next, unless the player made a mistake.
    pub fn next(self) -> Option<T> {
        match self {
            Answer::Next(t) => Some(t),
            Answer::Mistake(_) => None,
        }
    }

    /// The mistake, if the answer is one.
    pub fn mistake(&self) -> Option<&Mistake> {
        match self {
            Answer::Mistake(m) => Some(m),
            Answer::Next(_) => None,
        }
    }

    /// What comes next, changed by `f`; a mistake stays.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Answer<U> {
        match self {
            Answer::Next(t) => Answer::Next(f(t)),
            Answer::Mistake(m) => Answer::Mistake(m),
        }
    }
}
