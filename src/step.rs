//! A hint: one logical step, the technique that finds it, and the difficulty levels built on techniques.

use std::fmt;

/// Row-major cell index: `row * side + col`.
pub type Cell = u16;
/// A symbol. `0` is an empty cell. Sudoku: `1..=side`. Binary: `1` is the digit 0, `2` is the digit 1.
pub type Symbol = u8;

/// The 1-based name of a cell as a player reads it: `r3c5`.
pub fn cell_name(cell: Cell, side: usize) -> String {
    let c = cell as usize;
    format!("r{}c{}", c / side + 1, c % side + 1)
}

/// Every technique of both families. Within a family, declaration order is difficulty order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    // ---- shared -------------------------------------------------------------------------------
    /// The player's grid holds an entry that contradicts the solution.
    Mistake,
    // ---- Sudoku -------------------------------------------------------------------------------
    FullHouse,
    NakedSingle,
    HiddenSingle,
    LockedCandidatesPointing,
    LockedCandidatesClaiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    XYWing,
    XYZWing,
    WWing,
    /// X-wing / swordfish / jellyfish with fins in one block.
    FinnedFish,
    XChain,
    XYChain,
    UniqueRectangle,
    /// Unique rectangle type 2 (roof corners share one extra candidate).
    UniqueRectangle2,
    /// Unique rectangle type 4 (a strong link on one of the pair in the roof).
    UniqueRectangle4,
    /// Bivalue universal grave plus one.
    BUG,
    /// Alternating inference chain mixing bivalue-cell and bilocal-unit strong links.
    AIC,
    /// X-chain with group nodes (a symbol's places in a block/line intersection), as a nice loop.
    GroupedXChain,
    /// Alternating inference chain with group nodes, as a nice loop.
    GroupedAIC,
    /// Alternating inference chain whose nodes include almost locked sets (covers ALS-XZ, ALS-XY-wing).
    ALSChain,
    ForcingChain,
    // ---- Binary -------------------------------------------------------------------------------
    Pair,
    Sandwich,
    LastCell,
    BalanceCompletion,
    DuplicateGuard,
    LastOfAKind,
    LineElimination,
    DuplicateLineElimination,
    Contradiction,
    DeepLookahead,
}

impl Technique {
    /// The name a player reads.
    pub fn name(self) -> &'static str {
        use Technique::*;
        match self {
            Mistake => "Mistake",
            FullHouse => "Full house",
            NakedSingle => "Naked single",
            HiddenSingle => "Hidden single",
            LockedCandidatesPointing => "Locked candidates (pointing)",
            LockedCandidatesClaiming => "Locked candidates (claiming)",
            NakedPair => "Naked pair",
            HiddenPair => "Hidden pair",
            NakedTriple => "Naked triple",
            HiddenTriple => "Hidden triple",
            NakedQuad => "Naked quad",
            HiddenQuad => "Hidden quad",
            XWing => "X-wing",
            Swordfish => "Swordfish",
            Jellyfish => "Jellyfish",
            XYWing => "XY-wing",
            XYZWing => "XYZ-wing",
            WWing => "W-wing",
            FinnedFish => "Finned fish",
            XChain => "X-chain",
            XYChain => "XY-chain",
            UniqueRectangle => "Unique rectangle",
            UniqueRectangle2 => "Unique rectangle type 2",
            UniqueRectangle4 => "Unique rectangle type 4",
            BUG => "BUG+1",
            AIC => "Alternating inference chain",
            GroupedXChain => "Grouped X-chain",
            GroupedAIC => "Grouped AIC",
            ALSChain => "ALS chain",
            ForcingChain => "Forcing chain",
            Pair => "Pair",
            Sandwich => "Sandwich",
            LastCell => "Last cell",
            BalanceCompletion => "Balance completion",
            DuplicateGuard => "Duplicate guard",
            LastOfAKind => "Last of a kind",
            LineElimination => "Line elimination",
            DuplicateLineElimination => "Duplicate-line elimination",
            Contradiction => "Contradiction",
            DeepLookahead => "Deeper lookahead",
        }
    }

    /// A stable machine name (kebab-case), used by the CLI and the wasm API: `hidden-single`, `xyz-wing`.
    pub fn id(self) -> String {
        self.name()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| !matches!(c, '(' | ')'))
            .map(|c| if c == ' ' { '-' } else { c })
            .collect()
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Difficulty levels. Each family maps its techniques onto these; a puzzle's level is the level of the
/// hardest technique its logical solve needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Expert,
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A row, column or block, 0-based inside; shown 1-based.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    Row(u8),
    Col(u8),
    Block(u8),
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unit::Row(r) => write!(f, "row {}", r + 1),
            Unit::Col(c) => write!(f, "column {}", c + 1),
            Unit::Block(b) => write!(f, "block {}", b + 1),
        }
    }
}

/// One logical step: what a hint shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    /// The rows / columns / blocks the reasoning is about (tier-1 hint).
    pub units: Vec<Unit>,
    /// The cells that prove it: highlight these (tier-2 hint).
    pub evidence: Vec<Cell>,
    /// Cells this step fills.
    pub placements: Vec<(Cell, Symbol)>,
    /// Candidates this step removes.
    pub eliminations: Vec<(Cell, Symbol)>,
    /// English, 1-based `r#c#` names: "Hidden single: 7 can only go in r3c5 in block 2".
    pub explanation: String,
}

impl Step {
    pub fn explain(&self) -> &str {
        &self.explanation
    }

    /// The short tier-1 text: technique and where to look.
    pub fn summary(&self) -> String {
        if self.technique == Technique::Mistake {
            return "One of your entries is wrong: ask again to see which one and why.".into();
        }
        if self.units.is_empty() {
            format!("Try a {}.", self.technique.name().to_ascii_lowercase())
        } else {
            let units: Vec<String> = self.units.iter().map(|u| u.to_string()).collect();
            format!(
                "Look for a {} in {}.",
                self.technique.name().to_ascii_lowercase(),
                units.join(", ")
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(cell_name(0, 9), "r1c1");
        assert_eq!(cell_name(22, 9), "r3c5");
        assert_eq!(Technique::XYZWing.id(), "xyz-wing");
        assert_eq!(
            Technique::LockedCandidatesPointing.id(),
            "locked-candidates-pointing"
        );
        assert_eq!(Technique::HiddenSingle.id(), "hidden-single");
        assert_eq!(Unit::Block(1).to_string(), "block 2");
        assert_eq!(Level::parse("Hard"), Some(Level::Hard));
        assert!(Technique::HiddenSingle < Technique::XWing);
    }
}
