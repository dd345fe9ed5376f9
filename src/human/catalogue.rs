//! The Sudoku technique catalogue: one row per technique of the Sudoku family (plain, X, Jigsaw, Killer), easiest
//! first, holding everything the engine knows about a technique besides how it is found: its level, its
//! finders, its cost class (what the placement-seeking hint may try), whether it assumes the puzzle unique,
//! which puzzles it applies to and the seeds that give a practice position at once (its plain-words description
//! for the technique library, "Learn", is message `about-<id>` in each language: `Technique::about`). The
//! binary family's counterpart is [`super::binary::catalogue`].
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
    const fn new(technique: Technique, level: Level, finders: &'static [Finder]) -> Row {
        Row {
            technique,
            level,
            finders,
            cost: Cost::Cheap,
            assumes_unique: false,
            applies: Applies::Every,
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
    Row::new(Technique::FullHouse, Level::Easy, &[full_house::find])
        .se(Se::Fixed(10))
        .lists(),
    Row::new(Technique::NakedSingle, Level::Easy, &[naked_single::find])
        .se(Se::Fixed(23))
        .lists(),
    Row::new(Technique::HiddenSingle, Level::Easy, &[hidden_single::find])
        .se(Se::Split(12, 15))
        .lists(),
    Row::new(Technique::Thermometer, Level::Easy, &[thermometer::find]).rules("thermo", 9),
    Row::new(Technique::Arrow, Level::Easy, &[arrow::find]).rules("arrow", 9),
    Row::new(Technique::LittleKiller, Level::Easy, &[little_killer::find]).rules("littlekiller", 9),
    Row::new(Technique::SandwichSum, Level::Easy, &[sandwich::find]).rules("sandwich", 9),
    Row::new(Technique::KropkiPair, Level::Easy, &[kropki::pair]).rules("kropki", 9),
    Row::new(Technique::XvPair, Level::Easy, &[xv::find]).rules("xv", 9),
    Row::new(Technique::GermanWhisper, Level::Easy, &[whisper::find]).rules("whisper", 9),
    Row::new(Technique::Renban, Level::Easy, &[renban::find]).rules("renban", 9),
    Row::new(
        Technique::NonConsecutivePair,
        Level::Easy,
        &[non_consecutive::find],
    )
    .rules("nonconsecutive", 6),
    Row::new(
        Technique::NegativeConstraint,
        Level::Easy,
        &[negative_constraint::find],
    )
    .rules("xv-all", 9),
    Row::new(
        Technique::CageCombination,
        Level::Easy,
        &[cage_combination::find],
    )
    .killer(),
    Row::new(Technique::KropkiChain, Level::Medium, &[kropki::chain]).rules("kropki-all", 9),
    Row::new(
        Technique::ArrowCombination,
        Level::Medium,
        &[arrow::combination],
    )
    .rules("arrow", 9),
    Row::new(Technique::LockedPair, Level::Medium, &[locked_subset::pair]).lists(),
    Row::new(
        Technique::LockedCandidatesPointing,
        Level::Medium,
        &[locked::pointing],
    )
    .se(Se::Split(17, 26))
    .lists(),
    Row::new(
        Technique::LockedCandidatesClaiming,
        Level::Medium,
        &[locked::claiming],
    )
    .se(Se::Split(19, 28))
    .lists(),
    Row::new(
        Technique::CommonPeerElimination,
        Level::Medium,
        &[common_peer::find],
    )
    .rules("antiknight", 9)
    .lists(),
    Row::new(
        Technique::CageInteraction,
        Level::Medium,
        &[cage_interaction::find],
    )
    .killer(),
    Row::new(
        Technique::LockedTriple,
        Level::Medium,
        &[locked_subset::triple],
    )
    .lists()
    .seeds(&[50, 5013, 9009, 13044]),
    Row::new(Technique::NakedPair, Level::Medium, &[naked_subset::pair])
        .se(Se::Fixed(30))
        .lists(),
    Row::new(Technique::HiddenPair, Level::Medium, &[hidden_subset::pair])
        .se(Se::Split(20, 34))
        .lists(),
    Row::new(Technique::Rule45, Level::Hard, &[rule45::find]).killer(),
    Row::new(
        Technique::CageSplitting,
        Level::Hard,
        &[cage_splitting::find],
    )
    .killer(),
    Row::new(Technique::NakedTriple, Level::Hard, &[naked_subset::triple])
        .se(Se::Fixed(36))
        .lists(),
    Row::new(
        Technique::HiddenTriple,
        Level::Hard,
        &[hidden_subset::triple],
    )
    .se(Se::Split(25, 40))
    .lists()
    .seeds(&[36, 5227, 9143, 13205]),
    Row::new(Technique::NakedQuad, Level::Hard, &[naked_subset::quad])
        .se(Se::Fixed(50))
        .lists()
        .seeds(&[366, 5244, 9029, 13149]),
    Row::new(Technique::HiddenQuad, Level::Hard, &[hidden_subset::quad])
        .se(Se::Fixed(54))
        .lists(),
    Row::new(Technique::XWing, Level::Hard, &[fish::x_wing])
        .se(Se::Fixed(32))
        .lists(),
    Row::new(Technique::Swordfish, Level::Hard, &[fish::swordfish])
        .se(Se::Fixed(38))
        .lists(),
    Row::new(Technique::Jellyfish, Level::Hard, &[fish::jellyfish])
        .se(Se::Fixed(52))
        .lists()
        .seeds(&[986]),
    Row::new(Technique::RemotePairs, Level::Hard, &[remote_pairs::find]).lists(),
    Row::new(Technique::Skyscraper, Level::Hard, &[skyscraper::find])
        .se(Se::Fixed(40))
        .lists(),
    Row::new(
        Technique::TwoStringKite,
        Level::Hard,
        &[two_string_kite::find],
    )
    .se(Se::Fixed(41))
    .lists(),
    Row::new(Technique::TurbotFish, Level::Hard, &[turbot_fish::find])
        .se(Se::Fixed(42))
        .lists(),
    Row::new(
        Technique::EmptyRectangle,
        Level::Hard,
        &[empty_rectangle::find],
    )
    .se(Se::Fixed(43))
    .lists(),
    Row::new(Technique::XYWing, Level::Hard, &[xy_wing::find])
        .se(Se::Fixed(42))
        .lists(),
    Row::new(Technique::XYZWing, Level::Hard, &[xyz_wing::find])
        .se(Se::Fixed(44))
        .lists(),
    Row::new(
        Technique::UniqueRectangle,
        Level::Hard,
        &[unique_rectangle::find, unique_rectangle_missing::type1],
    )
    .se(Se::Fixed(45))
    .lists()
    .assumes_unique(),
    Row::new(
        Technique::UniqueRectangle2,
        Level::Hard,
        &[
            unique_rectangle_more::type2,
            unique_rectangle_missing::type2,
        ],
    )
    .se(Se::Fixed(45))
    .assumes_unique()
    .seeds(&[273, 5259, 9000, 13106]),
    Row::new(
        Technique::UniqueRectangle3,
        Level::Hard,
        &[unique_rectangle_3::find],
    )
    .se(Se::Fixed(46))
    .assumes_unique()
    .seeds(&[175, 5008, 9000, 13172])
    .lists(),
    Row::new(
        Technique::UniqueRectangle4,
        Level::Hard,
        &[
            unique_rectangle_more::type4,
            unique_rectangle_missing::type4,
        ],
    )
    .se(Se::Fixed(45))
    .assumes_unique(),
    Row::new(
        Technique::UniqueRectangle5,
        Level::Hard,
        &[unique_rectangle_5::find],
    )
    .assumes_unique(),
    Row::new(
        Technique::UniqueRectangle6,
        Level::Hard,
        &[unique_rectangle_6::find],
    )
    .assumes_unique(),
    Row::new(
        Technique::HiddenRectangle,
        Level::Hard,
        &[hidden_rectangle::find],
    )
    .assumes_unique()
    .lists(),
    Row::new(
        Technique::AvoidableRectangle1,
        Level::Hard,
        &[avoidable_rectangle::type1],
    )
    .assumes_unique()
    .seeds(&[1298]),
    Row::new(
        Technique::AvoidableRectangle2,
        Level::Hard,
        &[avoidable_rectangle::type2],
    )
    .assumes_unique()
    .seeds(&[898]),
    Row::new(
        Technique::SimpleColouring,
        Level::Hard,
        &[simple_colouring::find],
    )
    .seeds(&[3, 5111, 9314, 13027]),
    Row::new(Technique::WWing, Level::Hard, &[w_wing::find]).lists(),
    Row::new(Technique::WXYZWing, Level::Expert, &[wxyz_wing::find])
        .se(Se::Wing(55, wxyz_wing::find_se)),
    Row::new(Technique::VWXYZWing, Level::Expert, &[wxyz_wing::find5])
        .se(Se::Wing(62, wxyz_wing::find5)),
    Row::new(Technique::UniqueLoop, Level::Expert, &[unique_loop::find])
        .se(Se::UniqueLoop)
        .lists()
        .assumes_unique(),
    Row::new(Technique::FinnedFish, Level::Expert, &[fish::finned]).lists(),
    Row::new(Technique::SueDeCoq, Level::Expert, &[sue_de_coq::find]).lists(),
    Row::new(
        Technique::MultiColouring,
        Level::Expert,
        &[multi_colouring::find],
    )
    .seeds(&[36, 5337, 9018, 13028])
    .lists(),
    Row::new(Technique::XCycle, Level::Expert, &[x_cycle::find]).se(Se::Cycle(65)),
    Row::new(Technique::XChain, Level::Expert, &[x_chain::find])
        .se(Se::XChain)
        .cost(Cost::Chain)
        .lists()
        .seeds(&[473]),
    Row::new(Technique::XYChain, Level::Expert, &[xy_chain::find])
        .se(Se::Chain(70))
        .cost(Cost::Chain)
        .lists(),
    Row::new(Technique::BUG, Level::Expert, &[bug::find])
        .se(Se::Fixed(56))
        .assumes_unique(),
    Row::new(Technique::AIC, Level::Expert, &[aic::find])
        .se(Se::Chain(70))
        .cost(Cost::Chain)
        .lists(),
    Row::new(Technique::GroupedXChain, Level::Expert, &[grouped::x_chain])
        .se(Se::Chain(66))
        .cost(Cost::Chain)
        .lists()
        .seeds(&[527, 5064, 9225, 13474]),
    Row::new(Technique::GroupedAIC, Level::Expert, &[grouped::aic])
        .se(Se::Chain(70))
        .cost(Cost::Chain)
        .lists(),
    Row::new(
        Technique::DeathBlossom,
        Level::Expert,
        &[death_blossom::find],
    )
    .lists(),
    Row::new(Technique::ALSChain, Level::Expert, &[als_chain::find])
        .cost(Cost::Chain)
        .lists(),
    Row::new(
        Technique::FrankenFish,
        Level::Expert,
        &[complex_fish::franken],
    )
    .cost(Cost::Costly)
    .lists(),
    Row::new(
        Technique::MutantFish,
        Level::Expert,
        &[complex_fish::mutant],
    )
    .cost(Cost::Costly)
    .lists(),
    Row::new(Technique::KrakenFish, Level::Master, &[kraken_fish::find]).cost(Cost::Chain),
    Row::new(
        Technique::PatternOverlay,
        Level::Master,
        &[pattern_overlay::single],
    )
    .cost(Cost::Costly)
    .lists(),
    Row::new(
        Technique::PatternOverlayCombined,
        Level::Master,
        &[pattern_overlay::combined],
    )
    .cost(Cost::Costly)
    .lists(),
    Row::new(
        Technique::PatternOverlayTriple,
        Level::Master,
        &[pattern_overlay_triple::find],
    )
    .cost(Cost::Costly),
    Row::new(
        Technique::PatternOverlayQuad,
        Level::Master,
        &[pattern_overlay_quad::find],
    )
    .cost(Cost::Costly),
    Row::new(Technique::ForcingChain, Level::Master, &[forcing::find])
        .se(Se::Forcing)
        .cost(Cost::Costly),
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
