//! Techniques and levels: every technique of both families with the name a player reads, its phrase for
//! sentences and its stable id; the five difficulty levels. Part of the hint record (a step names its
//! technique); which technique has which level, and which is harder, is each family's catalogue
//! (`human::catalogue`, `human::binary::catalogue`), not this enum's order.

use std::fmt;

/// Every technique of both families. Declaration order (and so `Ord`, kept for sorted maps) is not difficulty:
/// which technique is harder is each family's catalogue (`human::catalogue::rank`, `human::hardest`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    // ---- Sudoku -------------------------------------------------------------------------------
    FullHouse,
    NakedSingle,
    HiddenSingle,
    // Sudoku with rules relating cells (`rules::RULES`), one technique per rule players name.
    /// Digits rise along a thermometer: each cell between the smallest digit before it and the largest after.
    Thermometer,
    /// A white or black dot: what one cell leaves the other.
    KropkiPair,
    /// An X or a V: what one cell leaves the other.
    XvPair,
    /// A whisper line: what one cell leaves its neighbour, and a cell between two that see each other.
    GermanWhisper,
    /// Non-consecutive neighbours: what one cell leaves the other.
    NonConsecutivePair,
    /// `kropki-all`, `xv-all`: neighbours without a mark, what one cell leaves the other.
    NegativeConstraint,
    /// A cell between two dots whose other cells see each other.
    KropkiChain,
    /// A renban line: the runs of consecutive digits its cells can take.
    Renban,
    /// An arrow: its circle between the path's smallest and largest sums, its path cells bounded by the circle.
    Arrow,
    /// An arrow's path digits taken together (cells that see each other differ), each making a sum the circle
    /// can hold.
    ArrowCombination,
    /// A little killer's diagonal: the digits its cells can take together (cells that see each other
    /// differ) to make its total.
    LittleKiller,
    /// A sandwich clue: the places of the 1 and the largest digit whose cells between can make its total.
    SandwichSum,
    // Killer only (cages with sums).
    /// The digit sets that make a cage's sum restrict its cells.
    CageCombination,
    /// A digit every combination of a cage needs, its places in one row, column or block: it leaves the rest.
    CageInteraction,
    /// Innies and outies: a unit's cells outside its whole cages add up to its total less their sums.
    Rule45,
    /// A unit or group of units whose edge one cage crosses: the cage splits into two parts of known sums.
    CageSplitting,
    /// A naked pair inside a block–line intersection: removes from both units at once.
    LockedPair,
    LockedCandidatesPointing,
    LockedCandidatesClaiming,
    /// A candidate that would leave a unit no place for a digit, through peers or rule relations (anti-knight's
    /// L technique, non-consecutive neighbours).
    CommonPeerElimination,
    /// A naked triple inside a block–line intersection.
    LockedTriple,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    /// A chain of cells with the same two candidates, each seeing the next.
    RemotePairs,
    /// Two parallel strong links on one symbol with one end of each on a common line.
    Skyscraper,
    /// A row and a column strong link on one symbol joined in a block.
    TwoStringKite,
    /// Two strong links on one symbol joined by a weak link (the cases skyscraper and kite leave).
    TurbotFish,
    /// A symbol confined to a cross in a block, with a strong link outside it.
    EmptyRectangle,
    XYWing,
    XYZWing,
    UniqueRectangle,
    /// Unique loop (types 1, 2 and 4): a unique rectangle's argument round six cells or more.
    UniqueLoop,
    /// Unique rectangle type 2 (roof corners share one extra candidate).
    UniqueRectangle2,
    /// Unique rectangle type 3 (the roof's extra candidates complete a naked set).
    UniqueRectangle3,
    /// Unique rectangle type 4 (a strong link on one of the pair in the roof).
    UniqueRectangle4,
    /// Unique rectangle type 5 (diagonal or three corners share one extra candidate).
    UniqueRectangle5,
    /// Unique rectangle type 6 (an X-wing on one of the pair through the rectangle).
    UniqueRectangle6,
    /// One bivalue corner, and strong links on one of the pair through the opposite corner.
    HiddenRectangle,
    /// Three corners solved (not givens): the fourth must not complete the pattern.
    AvoidableRectangle1,
    /// Two corners solved (not givens): the two others share one extra candidate.
    AvoidableRectangle2,
    /// Colour trap and colour wrap on one symbol's strong links.
    SimpleColouring,
    WWing,
    /// Four cells with four symbols, all restricted but one.
    WXYZWing,
    /// Five cells with five symbols, all restricted but one.
    VWXYZWing,
    /// X-wing / swordfish / jellyfish with fins in one block.
    FinnedFish,
    /// Two almost locked sets meeting in a block/line intersection.
    SueDeCoq,
    /// Two colouring clusters of one symbol that see each other.
    MultiColouring,
    /// A continuous loop on one symbol (strong and weak links alternating): every weak link eliminates.
    XCycle,
    XChain,
    XYChain,
    /// Bivalue universal grave plus one.
    BUG,
    /// Alternating inference chain mixing bivalue-cell and bilocal-unit strong links.
    AIC,
    /// X-chain with group nodes (a symbol's places in a block/line intersection), as a nice loop.
    GroupedXChain,
    /// Alternating inference chain with group nodes, as a nice loop.
    GroupedAIC,
    /// A stem cell and one almost locked set per candidate, all sharing a symbol.
    DeathBlossom,
    /// Alternating inference chain whose nodes include almost locked sets (covers ALS-XZ, ALS-XY-wing).
    ALSChain,
    /// A fish whose base or cover units include blocks (rows+blocks against columns+blocks), finned or not.
    FrankenFish,
    /// A fish mixing rows, columns and blocks in any other way, finned or not.
    MutantFish,
    /// A finned fish whose fins each remove a cover candidate along a chain (fins anywhere).
    KrakenFish,
    /// A symbol's candidates that lie in none of its templates (one cell per unit) go.
    PatternOverlay,
    /// Pattern overlay where each symbol's templates must leave room for every other symbol's.
    PatternOverlayCombined,
    /// Combined pattern overlay where each template must also leave room for templates of any two other
    /// symbols together.
    PatternOverlayTriple,
    /// Triple pattern overlay where each template must also leave room for templates of any three other
    /// symbols together.
    PatternOverlayQuad,
    ForcingChain,
    // ---- Binary -------------------------------------------------------------------------------
    Pair,
    Sandwich,
    LastCell,
    BalanceCompletion,
    /// Tango: a cell across an `=` or `×` from a filled cell.
    SignRule,
    DuplicateGuard,
    LastOfAKind,
    /// Tango: an `=` between two empty cells next to a filled one.
    SignPair,
    /// Tango: `×` pairs or an `=` pair of empty cells against the symbols a line still needs.
    SignBalance,
    LineElimination,
    DuplicateLineElimination,
    Contradiction,
    DeepLookahead,
}

impl Technique {
    /// The name a player reads in the engine's language (`crate::text`): message `technique-<id>`.
    pub fn called(self) -> String {
        crate::text::render(&self.message_id(), &[])
    }

    /// The id of its name's message: `technique-x-wing`, `technique-bug-plus-1`.
    pub fn message_id(self) -> String {
        format!("technique-{}", self.id().replace('+', "-plus-"))
    }

    /// The name in English, from which [`Technique::id`] comes (English is also [`Technique::called`] in English).
    pub fn name(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => "Full house",
            NakedSingle => "Naked single",
            HiddenSingle => "Hidden single",
            Thermometer => "Thermometer",
            KropkiPair => "Kropki pair",
            XvPair => "XV pair",
            GermanWhisper => "German whisper",
            NonConsecutivePair => "Non-consecutive pair",
            NegativeConstraint => "Negative constraint",
            KropkiChain => "Kropki chain",
            Renban => "Renban",
            Arrow => "Arrow",
            ArrowCombination => "Arrow combination",
            LittleKiller => "Little killer",
            SandwichSum => "Sandwich sum",
            CageCombination => "Cage combination",
            CageInteraction => "Cage interaction",
            Rule45 => "45 rule",
            CageSplitting => "Cage splitting",
            LockedPair => "Locked pair",
            LockedTriple => "Locked triple",
            RemotePairs => "Remote pairs",
            Skyscraper => "Skyscraper",
            TwoStringKite => "2-String Kite",
            TurbotFish => "Turbot Fish",
            EmptyRectangle => "Empty Rectangle",
            UniqueRectangle3 => "Unique rectangle type 3",
            UniqueRectangle5 => "Unique rectangle type 5",
            UniqueRectangle6 => "Unique rectangle type 6",
            HiddenRectangle => "Hidden rectangle",
            AvoidableRectangle1 => "Avoidable rectangle type 1",
            AvoidableRectangle2 => "Avoidable rectangle type 2",
            SimpleColouring => "Simple Colouring",
            MultiColouring => "Multi-Colouring",
            XCycle => "X-Cycle",
            LockedCandidatesPointing => "Locked candidates (pointing)",
            LockedCandidatesClaiming => "Locked candidates (claiming)",
            CommonPeerElimination => "Common peer elimination",
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
            VWXYZWing => "VWXYZ-wing",
            FinnedFish => "Finned fish",
            SueDeCoq => "Sue de Coq",
            XChain => "X-chain",
            XYChain => "XY-chain",
            UniqueRectangle => "Unique rectangle",
            UniqueLoop => "Unique loop",
            UniqueRectangle2 => "Unique rectangle type 2",
            UniqueRectangle4 => "Unique rectangle type 4",
            BUG => "BUG+1",
            AIC => "Alternating inference chain",
            GroupedXChain => "Grouped X-chain",
            GroupedAIC => "Grouped AIC",
            ALSChain => "ALS chain",
            DeathBlossom => "Death blossom",
            FrankenFish => "Franken fish",
            MutantFish => "Mutant fish",
            KrakenFish => "Kraken fish",
            PatternOverlay => "Pattern overlay",
            PatternOverlayCombined => "Combined pattern overlay",
            PatternOverlayTriple => "Triple pattern overlay",
            PatternOverlayQuad => "Quadruple pattern overlay",
            ForcingChain => "Forcing chain",
            Pair => "Pair",
            Sandwich => "Sandwich",
            LastCell => "Last cell",
            BalanceCompletion => "Balance completion",
            DuplicateGuard => "Duplicate guard",
            LastOfAKind => "Last of a kind",
            SignRule => "Sign rule",
            SignPair => "Sign pair",
            SignBalance => "Sign balance",
            LineElimination => "Line elimination",
            DuplicateLineElimination => "Duplicate-line elimination",
            Contradiction => "Contradiction",
            DeepLookahead => "Deeper lookahead",
        }
    }

    /// What it is, in two or three plain sentences, in the engine's language (the technique library, Learn):
    /// message `about-<id>`.
    pub fn about(self) -> String {
        crate::text::render(&self.about_id(), &[])
    }

    /// The id of its description's message: `about-x-wing`, `about-bug-plus-1` (see [`Technique::about`]).
    pub fn about_id(self) -> String {
        format!("about-{}", self.id().replace('+', "-plus-"))
    }

    /// The id of its phrase's message: `technique-phrase-x-wing` (see [`Technique::phrase`]).
    pub fn phrase_id(self) -> String {
        format!("technique-phrase-{}", self.id().replace('+', "-plus-"))
    }

    /// The id of its plural's message: `technique-plural-x-wing` (see [`Technique::counted`]).
    pub fn plural_id(self) -> String {
        format!("technique-plural-{}", self.id().replace('+', "-plus-"))
    }

    /// The name as a noun phrase with its article, for the sentences of the tier-1 hint (`look-for-*` messages)
    /// in the engine's language: `a hidden single`, `an XY-wing`, `locked candidates`, `an AIC`; German in the
    /// accusative they need (`einen versteckten Einer`), Japanese without article. Message `technique-phrase-<id>`.
    pub fn phrase(self) -> String {
        crate::text::render(&self.phrase_id(), &[])
    }

    /// `count` of it, for a plan's title: "5 cage combinations", "2 hidden singles", "3 locked candidates", "2
    /// unique rectangles type 2" (message `technique-count`, the name the form of `technique-plural-<id>` for
    /// `count`).
    pub fn counted(self, count: usize) -> String {
        let name = self.plural_form(count);
        crate::tr!("technique-count", count = count, name = name)
    }

    /// The name in the plural without its count, for counts of two or more (every language of the engine uses
    /// one form for them): "cage combinations", "X-wings", "swordfish". Prefer [`Technique::counted`], which
    /// puts the count where the language wants it.
    pub fn plural(self) -> String {
        self.plural_form(2)
    }

    /// `technique-plural-<id>` for `count`: the noun form, without the count.
    fn plural_form(self, count: usize) -> String {
        crate::text::render(&self.plural_id(), &[("count", count.into())])
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

/// The fish's name by size in the engine's language: `Franken swordfish`, `finned mutant X-wing` (messages
/// `fish-franken`, `fish-mutant`, `fish-finned`).
pub fn fish_name(t: Technique, size: usize, finned: bool) -> String {
    let fish = match t {
        Technique::MutantFish => crate::tr!("fish-mutant", size = size),
        _ => crate::tr!("fish-franken", size = size),
    };
    match finned {
        true => crate::tr!("fish-finned", fish = fish),
        false => fish,
    }
}

#[cfg(test)]
mod tests {
    use super::Technique::*;

    #[test]
    fn plurals_count_the_noun() {
        assert_eq!(CageCombination.plural(), "cage combinations");
        assert_eq!(HiddenSingle.plural(), "hidden singles");
        assert_eq!(LockedCandidatesPointing.plural(), "locked candidates");
        assert_eq!(XWing.plural(), "X-wings");
        assert_eq!(UniqueRectangle2.plural(), "unique rectangles type 2");
        assert_eq!(Swordfish.plural(), "swordfish");
        assert_eq!(CageCombination.counted(5), "5 cage combinations");
        assert_eq!(HiddenSingle.counted(1), "1 hidden single");
        assert_eq!(
            super::fish_name(MutantFish, 2, true),
            "finned mutant X-wing"
        );
        assert_eq!(super::fish_name(FrankenFish, 3, false), "Franken swordfish");
    }

    /// Every technique of both families has its phrase and its plural in English (the other languages have
    /// every English message: tests/text.rs).
    #[test]
    fn every_technique_has_its_phrase_and_plural() {
        use crate::family::any::Kind;
        for kind in [Kind::Sudoku, Kind::Binary] {
            for info in crate::learn::techniques(kind) {
                let t = info.technique;
                assert_ne!(t.phrase(), t.phrase_id(), "{}", t.id());
                assert_ne!(t.plural(), t.plural_id(), "{}", t.id());
            }
        }
    }
}
