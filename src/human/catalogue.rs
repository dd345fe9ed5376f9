//! The Sudoku technique catalogue: one row per technique of the Sudoku family (plain, X, Jigsaw, Killer), easiest
//! first, holding everything the engine knows about a technique besides how it is found: its level, its
//! finders, its cost class (what the placement-seeking hint may try), whether it assumes the puzzle unique,
//! which puzzles it applies to, its plain-words description for the technique library ("Learn") and the
//! seeds that give a practice position at once. The binary family's counterpart is
//! [`super::binary::catalogue`].
//!
//! **Harder** is defined here, once: a technique is harder than another when its level is higher, or, at one
//! level, when its row comes later ([`crate::human::rank`], [`crate::human::hardest`], for both families). The solver tries the finders in row order, so the
//! easiest step is the first one found; grades, plans, positions and replays compare techniques by that rank,
//! never by the `Technique` enum's declaration order.
//!
//! # Adding a technique
//!
//! 1. Its file in `techniques/` (a `find` returning a [`Step`](crate::hint::step::Step) that makes progress)
//!    and its `pub mod` line in `techniques/mod.rs`;
//! 2. its variant in [`Technique`] (with its name in `Technique::name`);
//! 3. its one row below, where its difficulty puts it: level, finder, then what differs from the defaults
//!    (`.cost(..)`, `.assumes_unique()`, `.killer()`, `.seeds(..)`, and `.lists()` when its finder passes each
//!    instance through [`techniques::found`](super::techniques::found) and looks on when it gets `None`, so that
//!    `deduce steps --all` lists them all).
//!
//! A row's `se` column is its rating on the Sudoku Explainer scale (`.se(..)`), which [`super::rating`] reads
//! to rate a 9×9 the way Sudoku Explainer does; a row without one is a technique Sudoku Explainer does not
//! have (its eliminations are then found by the chains and forcing chains it does have).
//!
//! # Levels
//!
//! A puzzle's level is the level of the hardest technique its solve path needs (the solver restarts from the
//! easiest technique after every step). The order and the levels follow the published step ratings (HoDoKu's
//! step scores and difficulty types, Sudoku Explainer's ratings); `docs/levels.md` has the table with its
//! sources and the calibration (share of generated irreducible puzzles per level).

use super::techniques::*;
use crate::hint::technique::{Level, Technique};

/// How much a technique's finder costs, which decides what the placement-seeking hint
/// ([`super::hint_plan`]) does with it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Tried at every point of the hint's search, one step ahead.
    Cheap,
    /// Chains and Kraken fish: not tried one step ahead (they cost more than the cheap finders together), taken
    /// only as the solver's next step.
    Chain,
    /// Found only after the Franken and mutant fish finders have searched in vain (complex fish, pattern
    /// overlays, forcing chains): not tried ahead, and a hint takes at most a few of them forward.
    Costly,
}

/// Which puzzles of the family a technique applies to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Applies {
    /// Every Sudoku: plain, X, Jigsaw, Killer.
    Every,
    /// Puzzles with cages (a Killer, or the `cage` rule): it reads cage sums. Learn lists it under Killer.
    Killer,
    /// Sudoku with rules relating cells (thermometers, dots, …): it reads their relations.
    Rules,
}

/// How Sudoku Explainer rates a technique's steps (its published table; ratings in tenths, 23 = 2.3).
#[derive(Copy, Clone, Debug)]
pub enum Se {
    /// One rating for every step.
    Fixed(u8),
    /// The first rating when the step is of the easier kind, the second otherwise: a hidden single in a block
    /// / in a row or column; locked candidates and hidden subsets that leave a hidden single at once (SE's
    /// "direct" steps) / that do not.
    Split(u8, u8),
    /// A chain of one or more symbols, rated by its base and its length (the cells and symbols it passes).
    Chain(u8),
    /// A chain on one symbol, rated by its strong links as Sukaku Explainer rates them: three 5.4, four 5.8,
    /// more a forcing X-chain (6.6 and its length).
    XChain,
    /// A loop (X-cycle), rated by its base and its length.
    Cycle(u8),
    /// A wing of four or five cells (WXYZ-, VWXYZ-wing), rated by its base, its size and its fullest cell
    /// (`human::rating`); the rating takes its step from the finder given (Sukaku Explainer's shape of it).
    Wing(u8, Finder),
    /// A unique loop: 4.5 and 0.1 for six cells, 0.2 for eight, 0.5 for ten or more.
    UniqueLoop,
    /// Forcing chains: Nishio, multiple, dynamic or dynamic with locked candidates, by what the branches use,
    /// and their length; a step found by exhaustive trial as a nested forcing chain.
    Forcing,
}

/// One technique of the Sudoku family.
#[derive(Copy, Clone, Debug)]
pub struct Row {
    pub technique: Technique,
    pub level: Level,
    /// Its finders, tried in order (unique rectangles have a second one for missing candidates).
    pub finders: &'static [Finder],
    pub cost: Cost,
    /// Whether it relies on the puzzle having one solution (unique, hidden and avoidable rectangles, BUG+1):
    /// the generator leaves these out when a solve must prove uniqueness.
    pub assumes_unique: bool,
    pub applies: Applies,
    /// What it is, in a sentence or two of plain words (the technique library).
    pub description: &'static str,
    /// Seeds known to give a practice position at once, for techniques that random puzzles rarely need (the
    /// page starts its search from these; `tests/learn.rs` `more_seeds` finds more). Empty: any seed soon
    /// gives one.
    pub seeds: &'static [u32],
    /// For a rule's technique: the generator's family (`rules::family`) and the side of the puzzles its
    /// examples and practice positions come from (`learn`).
    pub family: Option<(&'static str, usize)>,
    /// Its finders list every instance in a position (`techniques::instances`, `deduce steps --all`), not only the
    /// first.
    pub lists: bool,
    /// Its Sudoku Explainer rating (`None`: not one of Sudoku Explainer's techniques).
    pub se: Option<Se>,
}

impl Row {
    const fn new(
        technique: Technique,
        level: Level,
        finders: &'static [Finder],
        description: &'static str,
    ) -> Row {
        Row {
            technique,
            level,
            finders,
            cost: Cost::Cheap,
            assumes_unique: false,
            applies: Applies::Every,
            description,
            seeds: &[],
            family: None,
            lists: false,
            se: None,
        }
    }
    const fn cost(self, cost: Cost) -> Row {
        Row { cost, ..self }
    }
    const fn assumes_unique(self) -> Row {
        Row {
            assumes_unique: true,
            ..self
        }
    }
    const fn killer(self) -> Row {
        Row {
            applies: Applies::Killer,
            ..self
        }
    }
    const fn rules(self, family: &'static str, side: usize) -> Row {
        Row {
            applies: Applies::Rules,
            family: Some((family, side)),
            ..self
        }
    }
    const fn seeds(self, seeds: &'static [u32]) -> Row {
        Row { seeds, ..self }
    }
    const fn se(self, se: Se) -> Row {
        Row {
            se: Some(se),
            ..self
        }
    }
    const fn lists(self) -> Row {
        Row {
            lists: true,
            ..self
        }
    }
}

/// Every Sudoku technique, easiest first: the one table.
pub const ALL: &[Row] = &[
    Row::new(
        Technique::FullHouse,
        Level::Easy,
        &[full_house::find],
        "A unit has one empty cell left: it takes the missing digit.",
    ).se(Se::Fixed(10)).lists(),
    Row::new(
        Technique::NakedSingle,
        Level::Easy,
        &[naked_single::find],
        "A cell has one candidate left: every other digit is in its row, column or block.",
    ).se(Se::Fixed(23)).lists(),
    Row::new(
        Technique::HiddenSingle,
        Level::Easy,
        &[hidden_single::find],
        "A digit fits in only one cell of a unit, so it goes there.",
    ).se(Se::Split(12, 15)).lists(),
    Row::new(
        Technique::Thermometer,
        Level::Easy,
        &[thermometer::find],
        "Digits rise from a thermometer's bulb along its line: each cell is more than the smallest digit the cell before it can hold and less than the largest the cell after it can, so a long thermometer's bulb is small and its tip large.",
    ).rules("thermo", 9),
    Row::new(
        Technique::Arrow,
        Level::Easy,
        &[arrow::find],
        "The digit in an arrow's circle is the sum of the digits along its arrow: the circle lies between the path's smallest and largest possible sums, and each path cell is at most the circle's largest digit less the other path cells' smallest.",
    ).rules("arrow", 9),
    Row::new(
        Technique::LittleKiller,
        Level::Easy,
        &[little_killer::find],
        "The digits along a little killer's diagonal add up to the total outside the grid: only the ways its cells can take one candidate each (cells in one block different) that make the total are possible, and a digit no way uses goes (three cells of one block totalling 6 hold 1, 2 and 3).",
    ).rules("littlekiller", 9),
    Row::new(
        Technique::SandwichSum,
        Level::Easy,
        &[sandwich::find],
        "A sandwich total outside a row or column is the sum of the digits between its 1 and its 9: only the places of the 1 and the 9 whose cells between can make it with different digits (2 to 8) are possible, so a 0 puts them side by side and 35 at the ends, and a digit no way uses goes.",
    ).rules("sandwich", 9),
    Row::new(
        Technique::KropkiPair,
        Level::Easy,
        &[kropki::pair],
        "A white dot joins consecutive digits, a black dot a digit and its double (1–2, 2–4, 3–6, 4–8): what one cell can still hold leaves the other only its partners, and 5, 7 and 9 never sit on a black dot.",
    ).rules("kropki", 9),
    Row::new(
        Technique::XvPair,
        Level::Easy,
        &[xv::find],
        "Cells joined by an X add up to 10 (1–9, 2–8, 3–7, 4–6), by a V to 5 (1–4, 2–3): what one cell can still hold leaves the other only its partners, and 5 never sits on an X.",
    ).rules("xv", 9),
    Row::new(
        Technique::GermanWhisper,
        Level::Easy,
        &[whisper::find],
        "Neighbours on a green whisper line differ by 5 or more (on 9×9): 5 never sits on one, lows and highs alternate along it, and a cell between two line cells that see each other is neither 4 (both would need the 9) nor 6.",
    ).rules("whisper", 9),
    Row::new(
        Technique::Renban,
        Level::Easy,
        &[renban::find],
        "A purple renban line of k cells holds k consecutive digits in any order: only the runs its cells can take one digit each of are possible (a 4-cell line with an 8 holds 5–8 or 6–9), and each cell keeps the digits those runs give it.",
    ).rules("renban", 9),
    Row::new(
        Technique::NonConsecutivePair,
        Level::Easy,
        &[non_consecutive::find],
        "Cells that share a side never hold consecutive digits: what one cell can still hold leaves the other only the digits next to none of them.",
    ).rules("nonconsecutive", 6),
    Row::new(
        Technique::NegativeConstraint,
        Level::Easy,
        &[negative_constraint::find],
        "When every dot (or every X and V) is shown, neighbours without one are neither consecutive nor a digit and its double (add up to neither 10 nor 5): what one cell can still hold leaves the other.",
    ).rules("xv-all", 9),
    Row::new(
        Technique::CageCombination,
        Level::Easy,
        &[cage_combination::find],
        "Killer: only some sets of distinct digits make a cage's sum; its cells keep only their digits, and a digit all of them need goes to its one place.",
    ).killer(),
    Row::new(
        Technique::KropkiChain,
        Level::Medium,
        &[kropki::chain],
        "A cell between two dots whose other cells see each other: a digit that would need the same partner on both sides goes (1 between two white dots would need a 2 on each).",
    ).rules("kropki-all", 9),
    Row::new(
        Technique::ArrowCombination,
        Level::Medium,
        &[arrow::combination],
        "An arrow's path digits taken together, like a cage's combinations: cells of the path that see each other hold different digits, and each set must make a sum the circle can hold; a digit no such set uses goes (three path cells in one block make at least 1+2+3=6).",
    ).rules("arrow", 9),
    Row::new(
        Technique::LockedPair,
        Level::Medium,
        &[locked_subset::pair],
        "Two cells where a block meets a line hold only the same two digits: those leave the rest of both units.",
    ).lists(),
    Row::new(
        Technique::LockedCandidatesPointing,
        Level::Medium,
        &[locked::pointing],
        "In a block, a digit's places all lie on one line: it leaves the rest of that line.",
    ).se(Se::Split(17, 26)).lists(),
    Row::new(
        Technique::LockedCandidatesClaiming,
        Level::Medium,
        &[locked::claiming],
        "In a line, a digit's places all lie in one block: it leaves the rest of that block.",
    ).se(Se::Split(19, 28)).lists(),
    Row::new(
        Technique::CommonPeerElimination,
        Level::Medium,
        &[common_peer::find],
        "A candidate whose digit would take every place of a digit in some unit is false: its own digit from cells it sees (a knight's or king's move away too), or a neighbour digit across a rule (a 6 takes 5 and 7 from the cells beside it on a non-consecutive grid).",
    ).rules("antiknight", 9).lists(),
    Row::new(
        Technique::CageInteraction,
        Level::Medium,
        &[cage_interaction::find],
        "Killer: a digit every combination of a cage needs, with all its places in one row, column or block, leaves the rest of that unit.",
    ).killer(),
    Row::new(
        Technique::LockedTriple,
        Level::Medium,
        &[locked_subset::triple],
        "Three cells where a block meets a line hold only three digits: those leave the rest of both units.",
    ).lists().seeds(&[50, 5013, 9009, 13044]),
    Row::new(
        Technique::NakedPair,
        Level::Medium,
        &[naked_subset::pair],
        "Two cells of a unit hold only the same two digits: those leave the unit's other cells.",
    ).se(Se::Fixed(30)).lists(),
    Row::new(
        Technique::HiddenPair,
        Level::Medium,
        &[hidden_subset::pair],
        "Two digits fit in only the same two cells of a unit: those cells lose their other candidates.",
    ).se(Se::Split(20, 34)).lists(),
    Row::new(
        Technique::Rule45,
        Level::Hard,
        &[rule45::find],
        "Killer: a row, column or block adds up to 45 (a group of adjacent ones, 45 per unit); less the cages wholly inside it, that leaves the total of its other cells (innies), or of the crossing cages' cells outside it (outies).",
    ).killer(),
    Row::new(
        Technique::CageSplitting,
        Level::Hard,
        &[cage_splitting::find],
        "Killer: when one cage crosses the edge of a row, column, block or a group of adjacent ones, and whole cages fill the rest of it, the cage splits in two: its cells inside add up to the group's total less those cages, its cells outside to the rest of its sum.",
    ).killer(),
    Row::new(
        Technique::NakedTriple,
        Level::Hard,
        &[naked_subset::triple],
        "Three cells of a unit hold only three digits: those leave the unit's other cells.",
    ).se(Se::Fixed(36)).lists(),
    Row::new(
        Technique::HiddenTriple,
        Level::Hard,
        &[hidden_subset::triple],
        "Three digits fit in only the same three cells of a unit: those cells lose their other candidates.",
    ).se(Se::Split(25, 40)).lists().seeds(&[36, 5227, 9143, 13205]),
    Row::new(
        Technique::NakedQuad,
        Level::Hard,
        &[naked_subset::quad],
        "Four cells of a unit hold only four digits: those leave the unit's other cells.",
    ).se(Se::Fixed(50)).lists().seeds(&[366, 5244, 9029, 13149]),
    Row::new(
        Technique::HiddenQuad,
        Level::Hard,
        &[hidden_subset::quad],
        "Four digits fit in only the same four cells of a unit: those cells lose their other candidates.",
    ).se(Se::Fixed(54)).lists(),
    Row::new(
        Technique::XWing,
        Level::Hard,
        &[fish::x_wing],
        "A digit fits in two places in each of two rows, in the same two columns: it leaves the rest of those columns (or rows and columns swapped).",
    ).se(Se::Fixed(32)).lists(),
    Row::new(
        Technique::Swordfish,
        Level::Hard,
        &[fish::swordfish],
        "An X-wing on three lines: a digit's places in three rows lie in three columns, so it leaves the rest of them.",
    ).se(Se::Fixed(38)).lists(),
    Row::new(
        Technique::Jellyfish,
        Level::Hard,
        &[fish::jellyfish],
        "An X-wing on four lines: a digit's places in four rows lie in four columns, so it leaves the rest of them.",
    ).se(Se::Fixed(52)).lists().seeds(&[986]),
    Row::new(
        Technique::RemotePairs,
        Level::Hard,
        &[remote_pairs::find],
        "A chain of cells with the same two digits, each seeing the next: a cell seeing two ends of opposite parity holds neither.",
    ).lists(),
    Row::new(
        Technique::Skyscraper,
        Level::Hard,
        &[skyscraper::find],
        "Two rows hold a digit twice each, with one end of each in one column: a cell seeing both other ends loses it.",
    ).se(Se::Fixed(40)).lists(),
    Row::new(
        Technique::TwoStringKite,
        Level::Hard,
        &[two_string_kite::find],
        "A digit's pair in a row and pair in a column meet in a block: a cell seeing both far ends loses it.",
    ).se(Se::Fixed(41)).lists(),
    Row::new(
        Technique::TurbotFish,
        Level::Hard,
        &[turbot_fish::find],
        "Two pairs of places of a digit joined by cells that see each other: a cell seeing both loose ends loses it.",
    ).se(Se::Fixed(42)).lists(),
    Row::new(
        Technique::EmptyRectangle,
        Level::Hard,
        &[empty_rectangle::find],
        "A digit's places in a block form a cross; with a pair of places meeting the cross, one cell loses it.",
    ).se(Se::Fixed(43)).lists(),
    Row::new(
        Technique::XYWing,
        Level::Hard,
        &[xy_wing::find],
        "A pivot XY sees cells XZ and YZ: one of them is Z, so a cell seeing both loses Z.",
    ).se(Se::Fixed(42)).lists(),
    Row::new(
        Technique::XYZWing,
        Level::Hard,
        &[xyz_wing::find],
        "An XY-wing whose pivot also holds Z: a cell seeing all three loses Z.",
    ).se(Se::Fixed(44)).lists(),
    Row::new(
        Technique::UniqueRectangle,
        Level::Hard,
        &[unique_rectangle::find, unique_rectangle_missing::type1],
        "Four corners in two rows, columns and blocks holding only the same two digits would allow two solutions: the corner with extras needs one.",
    ).se(Se::Fixed(45)).lists().assumes_unique(),
    Row::new(
        Technique::UniqueRectangle2,
        Level::Hard,
        &[unique_rectangle_more::type2, unique_rectangle_missing::type2],
        "A would-be deadly rectangle whose roof shares one extra digit: cells seeing both roof cells lose it.",
    ).se(Se::Fixed(45)).assumes_unique().seeds(&[273, 5259, 9000, 13106]),
    Row::new(
        Technique::UniqueRectangle3,
        Level::Hard,
        &[unique_rectangle_3::find],
        "A would-be deadly rectangle whose roof's extras form a naked set with other cells of a unit.",
    ).se(Se::Fixed(46)).assumes_unique().seeds(&[175, 5008, 9000, 13172]),
    Row::new(
        Technique::UniqueRectangle4,
        Level::Hard,
        &[unique_rectangle_more::type4, unique_rectangle_missing::type4],
        "A would-be deadly rectangle where one digit of the pair must be in the roof: the other leaves the roof.",
    ).se(Se::Fixed(45)).assumes_unique(),
    Row::new(
        Technique::UniqueRectangle5,
        Level::Hard,
        &[unique_rectangle_5::find],
        "A would-be deadly rectangle whose corners with extras share one digit: cells seeing all of them lose it.",
    ).assumes_unique(),
    Row::new(
        Technique::UniqueRectangle6,
        Level::Hard,
        &[unique_rectangle_6::find],
        "A would-be deadly rectangle with an X-wing on one digit through it: that digit leaves two corners.",
    ).assumes_unique(),
    Row::new(
        Technique::HiddenRectangle,
        Level::Hard,
        &[hidden_rectangle::find],
        "A rectangle with one two-digit corner and strong links through the opposite corner: one digit leaves that corner.",
    ).assumes_unique(),
    Row::new(
        Technique::AvoidableRectangle1,
        Level::Hard,
        &[avoidable_rectangle::type1],
        "Three corners solved by you, not givens: the fourth must not complete a swappable pattern.",
    ).assumes_unique().seeds(&[1298]),
    Row::new(
        Technique::AvoidableRectangle2,
        Level::Hard,
        &[avoidable_rectangle::type2],
        "Two corners solved by you and two sharing one extra digit: cells seeing both lose it.",
    ).assumes_unique().seeds(&[898]),
    Row::new(
        Technique::SimpleColouring,
        Level::Hard,
        &[simple_colouring::find],
        "Colour a digit's pairs of places in two alternating colours: a cell seeing both colours loses the digit.",
    ).seeds(&[3, 5111, 9314, 13027]),
    Row::new(
        Technique::WWing,
        Level::Hard,
        &[w_wing::find],
        "Two cells with the same two digits, joined by a pair of places of one: cells seeing both lose the other.",
    ).lists(),
    Row::new(
        Technique::WXYZWing,
        Level::Expert,
        &[wxyz_wing::find],
        "Four cells with four digits, all but one confined to cells that see each other: cells seeing every copy of that one lose it.",
    ).se(Se::Wing(55, wxyz_wing::find_se)),
    Row::new(
        Technique::VWXYZWing,
        Level::Expert,
        &[wxyz_wing::find5],
        "Five cells with five digits, all but one confined to cells that see each other: cells seeing every copy of that one lose it.",
    ).se(Se::Wing(62, wxyz_wing::find5)),
    Row::new(
        Technique::UniqueLoop,
        Level::Expert,
        &[unique_loop::find],
        "Six or more cells round a loop, two in each unit it touches, holding only the same two digits would allow two solutions: the cells with extras keep one of them.",
    ).se(Se::UniqueLoop).lists().assumes_unique(),
    Row::new(
        Technique::FinnedFish,
        Level::Expert,
        &[fish::finned],
        "A fish with extra places (the fin) in one block: cells seeing the fin and the fish lose the digit.",
    ).lists(),
    Row::new(
        Technique::SueDeCoq,
        Level::Expert,
        &[sue_de_coq::find],
        "Cells where a block meets a line share their digits with sets in the line and the block: those digits leave the rest.",
    ),
    Row::new(
        Technique::MultiColouring,
        Level::Expert,
        &[multi_colouring::find],
        "Two colour clusters of one digit: when colours of the two see each other, cells seeing both opposite colours lose it.",
    ).seeds(&[36, 5337, 9018, 13028]),
    Row::new(
        Technique::XCycle,
        Level::Expert,
        &[x_cycle::find],
        "A loop of a digit's places, links alternating strong and weak: each weak link removes the digit from cells seeing both ends.",
    ).se(Se::Cycle(65)),
    Row::new(
        Technique::XChain,
        Level::Expert,
        &[x_chain::find],
        "A chain of a digit's places, links alternating strong and weak: a cell seeing both ends loses it.",
    ).se(Se::XChain).cost(Cost::Chain).lists().seeds(&[473]),
    Row::new(
        Technique::XYChain,
        Level::Expert,
        &[xy_chain::find],
        "A chain of two-digit cells, each sharing a digit with the next: a cell seeing both ends loses the end digit.",
    ).se(Se::Chain(70)).cost(Cost::Chain).lists(),
    Row::new(
        Technique::BUG,
        Level::Expert,
        &[bug::find],
        "Every empty cell has two candidates but one: that cell takes the digit that avoids two solutions.",
    ).se(Se::Fixed(56)).assumes_unique(),
    Row::new(
        Technique::AIC,
        Level::Expert,
        &[aic::find],
        "A chain of two-digit cells and pairs of places, links alternating strong and weak: one end is true, so what sees both goes; closed into a loop, so along every weak link.",
    ).se(Se::Chain(70)).cost(Cost::Chain).lists(),
    Row::new(
        Technique::GroupedXChain,
        Level::Expert,
        &[grouped::x_chain],
        "An X-chain whose links may pass through a group of places in one block and line.",
    ).se(Se::Chain(66)).cost(Cost::Chain).lists().seeds(&[527, 5064, 9225, 13474]),
    Row::new(
        Technique::GroupedAIC,
        Level::Expert,
        &[grouped::aic],
        "An alternating inference chain whose links may pass through groups of places.",
    ).se(Se::Chain(70)).cost(Cost::Chain).lists(),
    Row::new(
        Technique::DeathBlossom,
        Level::Expert,
        &[death_blossom::find],
        "Each candidate of a stem cell leads to a set holding a shared digit: cells seeing all its copies lose it.",
    ),
    Row::new(
        Technique::ALSChain,
        Level::Expert,
        &[als_chain::find],
        "A chain through almost locked sets (N cells, N+1 digits): cells seeing both ends lose the digit.",
    ).cost(Cost::Chain).lists(),
    Row::new(
        Technique::FrankenFish,
        Level::Expert,
        &[complex_fish::franken],
        "A fish whose base or cover sets include blocks as well as lines: the cover units' other places lose the digit.",
    ).cost(Cost::Costly),
    Row::new(
        Technique::MutantFish,
        Level::Expert,
        &[complex_fish::mutant],
        "A fish mixing rows, columns and blocks freely on both sides: the cover units' other places lose the digit.",
    ).cost(Cost::Costly),
    Row::new(
        Technique::KrakenFish,
        Level::Master,
        &[kraken_fish::find],
        "A finned fish whose fins may lie anywhere: a cover place outside the base that every fin removes by a chain goes, whether the fish holds or a fin does.",
    ).cost(Cost::Chain),
    Row::new(
        Technique::PatternOverlay,
        Level::Master,
        &[pattern_overlay::single],
        "A digit takes one cell in every row, column and block: a candidate that fits no such pattern of the digit's places goes.",
    ).cost(Cost::Costly),
    Row::new(
        Technique::PatternOverlayCombined,
        Level::Master,
        &[pattern_overlay::combined],
        "Patterns of one digit that leave no room for a pattern of another are dropped first: a candidate in no pattern left goes.",
    ).cost(Cost::Costly),
    Row::new(
        Technique::PatternOverlayTriple,
        Level::Master,
        &[pattern_overlay_triple::find],
        "Patterns of one digit that leave no room for patterns of two other digits together (no cell shared by the three) are dropped too: a candidate in no pattern left goes.",
    ).cost(Cost::Costly),
    Row::new(
        Technique::PatternOverlayQuad,
        Level::Master,
        &[pattern_overlay_quad::find],
        "Patterns of one digit that leave no room for patterns of three other digits together (no cell shared by the four) are dropped too: a candidate in no pattern left goes.",
    ).cost(Cost::Costly),
    Row::new(
        Technique::ForcingChain,
        Level::Master,
        &[forcing::find],
        "Assume a candidate and follow singles until a rule breaks (it is false), or until every choice agrees.",
    ).se(Se::Forcing).cost(Cost::Costly),
];

/// The row of technique `t` (`None` for a technique of the other family, or a wrong entry).
pub fn row(t: Technique) -> Option<&'static Row> {
    ALL.iter().find(|r| r.technique == t)
}

/// The level a technique belongs to (a wrong entry is Easy: it needs no technique).
pub fn level(t: Technique) -> Level {
    row(t).map_or(Level::Easy, |r| r.level)
}

/// Every finder in the order the solver tries them, with its technique and level.
pub fn finders() -> impl Iterator<Item = (Technique, Level, Finder)> {
    ALL.iter()
        .flat_map(|r| r.finders.iter().map(move |&f| (r.technique, r.level, f)))
}
