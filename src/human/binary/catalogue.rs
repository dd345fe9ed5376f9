//! The binary technique catalogue: one row per technique of the binary family (binary puzzles and Tango),
//! easiest first: its level, its finder and which puzzles it applies to (its plain-words description for the
//! technique library, "Learn", is message `about-<id>` in each language: `Technique::about`). The Sudoku family's counterpart is [`crate::human::catalogue`].
//!
//! **Harder** is defined here for this family: a higher level, or at one level a later row ([`crate::human::rank`],
//! [`crate::human::hardest`]). The solver tries the finders in row order.
//!
//! # Adding a technique
//!
//! Its file in `techniques/` (a `find` returning a step that makes progress) with its `pub mod` line, its
//! variant in [`Technique`], and its one row below where its difficulty puts it (`.tango()` or `.binary()` when
//! only one kind has the rule it reads).

use super::techniques::*;
use crate::hint::technique::{Level, Technique};

/// Which puzzles of the family a technique applies to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Applies {
    /// Binary puzzles and Tango.
    Every,
    /// Binary puzzles only: it reads the rule that no two lines are equal.
    Binary,
    /// Tango only: it reads the `=` and `×` signs.
    Tango,
}

/// One technique of the binary family.
#[derive(Copy, Clone, Debug)]
pub struct Row {
    pub technique: Technique,
    pub level: Level,
    /// Its finder; `None` for the last resort ([`deep_lookahead`]), which the solver calls with the solution
    /// when no finder has a step.
    pub finder: Option<Finder>,
    pub applies: Applies,
}

impl Row {
    const fn new(technique: Technique, level: Level, finder: Option<Finder>) -> Row {
        Row {
            technique,
            level,
            finder,
            applies: Applies::Every,
        }
    }
    const fn binary(self) -> Row {
        Row {
            applies: Applies::Binary,
            ..self
        }
    }
    const fn tango(self) -> Row {
        Row {
            applies: Applies::Tango,
            ..self
        }
    }
}

/// Every binary technique, easiest first: the one table.
pub const ALL: &[Row] = &[
    Row::new(Technique::Pair, Level::Easy, Some(pair::find)),
    Row::new(Technique::Sandwich, Level::Easy, Some(sandwich::find)),
    Row::new(Technique::LastCell, Level::Easy, Some(last_cell::find)),
    Row::new(
        Technique::BalanceCompletion,
        Level::Easy,
        Some(balance_completion::find),
    ),
    Row::new(Technique::SignRule, Level::Easy, Some(sign_rule::find)).tango(),
    Row::new(
        Technique::DuplicateGuard,
        Level::Medium,
        Some(duplicate_guard::find),
    )
    .binary(),
    Row::new(
        Technique::LastOfAKind,
        Level::Medium,
        Some(last_of_a_kind::find),
    ),
    Row::new(Technique::SignPair, Level::Medium, Some(sign_pair::find)).tango(),
    Row::new(
        Technique::SignBalance,
        Level::Medium,
        Some(sign_balance::find),
    )
    .tango(),
    Row::new(
        Technique::LineElimination,
        Level::Hard,
        Some(line_elimination::find),
    ),
    Row::new(
        Technique::DuplicateLineElimination,
        Level::Hard,
        Some(duplicate_line_elimination::find),
    )
    .binary(),
    Row::new(
        Technique::Contradiction,
        Level::Expert,
        Some(contradiction::find),
    ),
    Row::new(Technique::DeepLookahead, Level::Master, None),
];

/// The row of technique `t` (`None` for a technique of the other family, or a wrong entry).
pub fn row(t: Technique) -> Option<&'static Row> {
    ALL.iter().find(|r| r.technique == t)
}

/// The level a binary technique belongs to (a wrong entry is Easy).
pub fn level(t: Technique) -> Level {
    row(t).map_or(Level::Easy, |r| r.level)
}

/// Whether technique `t` can fire on a puzzle with the distinct-lines rule (`distinct`, plain binary) or
/// without it and with signs (Tango).
pub fn applies(t: Technique, distinct: bool) -> bool {
    match row(t).map_or(Applies::Every, |r| r.applies) {
        Applies::Every => true,
        Applies::Binary => distinct,
        Applies::Tango => !distinct,
    }
}
