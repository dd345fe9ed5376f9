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
    /// Four cells with four symbols, all restricted but one.
    WXYZWing,
    /// X-wing / swordfish / jellyfish with fins in one block.
    FinnedFish,
    /// Two almost locked sets meeting in a block/line intersection.
    SueDeCoq,
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
    /// A stem cell and one almost locked set per candidate, all sharing a symbol.
    DeathBlossom,
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
            WXYZWing => "WXYZ-wing",
            FinnedFish => "Finned fish",
            SueDeCoq => "Sue de Coq",
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
            DeathBlossom => "Death blossom",
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

/// What a highlighted candidate, cell or unit is in the reasoning, so the page can draw it and the text can
/// name it. One set of roles for every technique; a technique uses the ones it needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Part of the pattern with no more specific role (a subset's cells, a single's cell, a chain's candidate).
    Key,
    /// A fish's base unit (the lines the digit is confined in), or the unit a locked set lies in.
    Base,
    /// A fish's cover unit (the lines that lose the digit), or the unit a step removes from.
    Cover,
    /// A fish's fin.
    Fin,
    /// A wing's pivot (hinge).
    Pivot,
    /// A wing's pincer.
    Pincer,
    /// A rectangle's corner (unique / hidden / avoidable rectangles).
    Corner,
    /// Colouring: the first colour class (also: the "on" side of a forcing branch).
    ColourA,
    /// Colouring: the second colour class.
    ColourB,
    /// Member of the k-th almost locked set (ALS chains, death blossom, Sue de Coq).
    Als(u8),
}

impl Role {
    /// A stable machine name (kebab-case) for JSON and the page's CSS classes: `key`, `colour-a`, `als-2`.
    pub fn id(self) -> String {
        match self {
            Role::Key => "key".into(),
            Role::Base => "base".into(),
            Role::Cover => "cover".into(),
            Role::Fin => "fin".into(),
            Role::Pivot => "pivot".into(),
            Role::Pincer => "pincer".into(),
            Role::Corner => "corner".into(),
            Role::ColourA => "colour-a".into(),
            Role::ColourB => "colour-b".into(),
            Role::Als(k) => format!("als-{k}"),
        }
    }
}

/// A chain node: one symbol in one cell, or in a group of cells of one unit (a grouped node).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    pub cells: Vec<Cell>,
    pub symbol: Symbol,
}

impl Node {
    pub fn one(cell: Cell, symbol: Symbol) -> Node {
        Node {
            cells: vec![cell],
            symbol,
        }
    }
}

/// One link of a chain or loop, in chain order. Strong: if `from` is false, `to` is true. Weak: if `from` is
/// true, `to` is false.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub from: Node,
    pub to: Node,
    pub strong: bool,
}

/// Why one implication of a forcing step follows from the ones before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The assumption the branch starts from.
    Assumption,
    /// The cell has no other candidate left (naked single).
    OnlyCandidate,
    /// The symbol has no other place left in this unit (hidden single).
    OnlyPlace(Unit),
    /// A cell that sees it holds the symbol (elimination).
    Sees(Cell),
    /// Any other reason, in words.
    Other(String),
}

/// One line of a forcing step: a cell takes (`placed`) or loses (`!placed`) a symbol, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Implication {
    pub cell: Cell,
    pub symbol: Symbol,
    pub placed: bool,
    pub reason: Reason,
}

/// The picture of a step: everything the page draws over the grid (tier 2) and the JSON carries, beside the
/// step's placements and eliminations. Empty for steps that need no more than their units and evidence.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Figure {
    /// Candidates the reasoning uses, drawn even where the player has no notes.
    pub candidates: Vec<(Cell, Symbol, Role)>,
    /// Cells with a role (pivot, pincers, corners, fins, ALS members).
    pub cells: Vec<(Cell, Role)>,
    /// Units with a role (fish: base and cover).
    pub units: Vec<(Unit, Role)>,
    /// Chains and loops: links in chain order.
    pub links: Vec<Link>,
    /// Forcing steps: each branch is a list of implications, the first its assumption.
    pub branches: Vec<Vec<Implication>>,
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
    /// The structure the page draws (chains, fish units, wings, colours, forcing branches).
    pub figure: Figure,
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
