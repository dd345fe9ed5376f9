//! A hint: one logical step (the technique that finds it, where to look, what it places and removes, its
//! explanation) and its figure (what the page draws: roles of candidates, cells and units, chain links,
//! forcing branches); the tier-1 text built from it.

use super::technique::{fish_name, Technique};
use crate::core::cell::{cell_name, symbol_char, Cell, Symbol, Unit};
use std::borrow::Cow;

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
    /// A wing's pincer; a cell whose digit a single's reason cites (a knight's move away, across a whisper).
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

impl Figure {
    /// The units with `role`, in figure order.
    pub fn units_with(&self, role: Role) -> Vec<Unit> {
        self.units
            .iter()
            .filter(|u| u.1 == role)
            .map(|u| u.0)
            .collect()
    }

    /// Adds a candidate with a role (once).
    #[inline(never)]
    pub fn cand(&mut self, cell: Cell, symbol: Symbol, role: Role) {
        if !self
            .candidates
            .iter()
            .any(|&(c, s, _)| c == cell && s == symbol)
        {
            self.candidates.push((cell, symbol, role));
        }
    }

    /// Adds a cell with a role, and every symbol of the bit set `symbols` (bit s = symbol s) as its candidates.
    #[inline(never)]
    pub fn cell_with(&mut self, cell: Cell, symbols: u32, role: Role) {
        self.cell(cell, role);
        for s in 1..32 {
            if symbols >> s & 1 == 1 {
                self.cand(cell, s as Symbol, role);
            }
        }
    }

    /// Adds a cell with a role (once; a cell may have several roles, e.g. belong to two almost locked sets).
    #[inline(never)]
    pub fn cell(&mut self, cell: Cell, role: Role) {
        if !self.cells.contains(&(cell, role)) {
            self.cells.push((cell, role));
        }
    }

    /// Adds a unit with a role.
    #[inline(never)]
    pub fn unit(&mut self, unit: Unit, role: Role) {
        self.units.push((unit, role));
    }

    /// Adds a link of a chain, and its two ends as candidates (role `Key`) when they are single cells.
    #[inline(never)]
    pub fn link(&mut self, from: Node, to: Node, strong: bool) {
        for nd in [&from, &to] {
            for &c in &nd.cells {
                self.cand(c, nd.symbol, Role::Key);
            }
        }
        self.links.push(Link { from, to, strong });
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
    /// What a player reads as the hint's heading: the technique's name, with what varies in it (`Unique
    /// rectangle type 2`, `Empty rectangle on 5`).
    pub title: Cow<'static, str>,
    /// The reasoning under the title, as English sentences with 1-based `r#c#` names: "7 can only go in r3c5 in
    /// block 2". It never repeats the title; [`Step::line`] joins the two for plain text.
    pub explanation: String,
    /// A chain's Eureka notation, for experts, apart from the plain sentence of [`Step::explanation`]:
    /// `(8=6)ALS:r1c12489 - (6=8)ALS:r238c3`; empty for a step without one. The page shows it behind a setting;
    /// [`Step::line`] ends with it.
    pub notation: String,
    /// The structure the page draws (chains, fish units, wings, colours, forcing branches).
    pub figure: Figure,
}

impl Step {
    /// The title and the reasoning as one line of plain text (the CLI, logs, test messages): "Hidden single: 7
    /// can only go in r3c5 in block 2"; a chain's notation after it ("… The chain: (5=2)r1c7 - …").
    pub fn line(&self) -> String {
        match self.notation.is_empty() {
            true => crate::tr!(
                "step-line",
                title = &*self.title,
                explanation = &self.explanation
            ),
            false => crate::tr!(
                "step-line-chain",
                title = &*self.title,
                explanation = &self.explanation,
                notation = &self.notation
            ),
        }
    }

    /// The short tier-1 text: the technique and where to look, as a sentence ("Look for locked candidates in
    /// block 4 and column 3."). Without the grid's side it can name units but not cells: prefer
    /// [`Step::summary_in`].
    pub fn summary(&self) -> String {
        self.summary_in(0)
    }

    /// The short tier-1 text on a grid of side `side`: the technique and where to look ("Look for an XY-wing
    /// around r3c5.", "Look for a naked single in block 5."), in the engine's language (message `look-for`).
    pub fn summary_in(&self, side: usize) -> String {
        crate::tr!("look-for", what = self.look_for(side))
    }

    /// The technique with its article and where it is, for sentences: `locked candidates in block 4 and column
    /// 3`, `an XY-wing around r3c5`, `a naked single in block 5`, `an X-chain on 7 through r2c3`. Names the
    /// units, else cells of the evidence (cells need the grid's `side`; 0 leaves them out). Messages
    /// `look-for-*`, each given the technique's [`Technique::phrase`].
    pub fn look_for(&self, side: usize) -> String {
        use crate::tr;
        use Technique::*;
        let what = self.technique.phrase();
        if matches!(self.technique, FrankenFish | MutantFish) {
            return self.complex_fish_look_for();
        }
        if matches!(
            self.technique,
            PatternOverlay | PatternOverlayCombined | PatternOverlayTriple | PatternOverlayQuad
        ) {
            // its digit; the eliminations or placements are all of it
            let d = self.eliminations.iter().chain(&self.placements).next();
            let digit = d.map_or('?', |e| symbol_text(e.1));
            return tr!("look-for-on-digit", technique = what, digit = digit);
        }
        if !self.units.is_empty() {
            return tr!(
                "look-for-in",
                technique = what,
                units = units_text(&self.units)
            );
        }
        let Some(&first) = self.evidence.first() else {
            return what;
        };
        if side == 0 {
            return what;
        }
        let name = |c: Cell| cell_name(c, side);
        let names = || {
            let v: Vec<String> = self.evidence.iter().map(|&c| name(c)).collect();
            and_list(&v)
        };
        // A single-digit pattern names its digit.
        let digit = match self.eliminations.first() {
            Some(&(_, d)) if self.eliminations.iter().all(|e| e.1 == d) => Some(d),
            _ => None,
        };
        match self.technique {
            XYWing | XYZWing => tr!("look-for-around", technique = what, cells = name(first)),
            BUG => tr!("look-for-bug", technique = what),
            UniqueRectangle | UniqueRectangle2 | UniqueRectangle4 => {
                tr!("look-for-on-cells", technique = what, cells = names())
            }
            ForcingChain | Contradiction | DeepLookahead => {
                tr!(
                    "look-for-starting-from",
                    technique = what,
                    cell = name(first)
                )
            }
            XChain | GroupedXChain | FinnedFish | Swordfish | Jellyfish | XWing => match digit {
                Some(d) => tr!(
                    "look-for-on-digit-through",
                    technique = what,
                    digit = symbol_text(d),
                    cell = name(first)
                ),
                None => tr!("look-for-through", technique = what, cell = name(first)),
            },
            _ if self.evidence.len() <= 4 => {
                tr!("look-for-around", technique = what, cells = names())
            }
            _ => tr!("look-for-through", technique = what, cell = name(first)),
        }
    }
}

impl Step {
    /// `a finned Franken swordfish on 5 in rows 1 and 3, block 5`: its size and fins from the figure, its
    /// digit from the eliminations, where to look from its base units (message `look-for-complex-fish`, given
    /// the size for an article that agrees with the fish).
    fn complex_fish_look_for(&self) -> String {
        let f = &self.figure;
        let base = f.units_with(Role::Base);
        let finned = f.cells.iter().any(|c| c.1 == Role::Fin);
        let name = fish_name(self.technique, base.len(), finned);
        let digit = self.eliminations.first().map_or('?', |e| symbol_text(e.1));
        crate::tr!(
            "look-for-complex-fish",
            fish = name,
            size = base.len(),
            digit = digit,
            units = units_text(&base)
        )
    }
}

/// The tier-1 text of several steps in order, for a plan: "Look for locked candidates in block 4, then a hidden
/// single in row 3." ([`Step::look_for`] of each, joined by [`then_list`], in message `look-for`).
pub fn summary_of(steps: &[Step], side: usize) -> String {
    let parts: Vec<String> = steps.iter().map(|s| s.look_for(side)).collect();
    crate::tr!("look-for", what = then_list(&parts))
}

/// A symbol as a player reads it (Sudoku digits and letters).
fn symbol_text(s: Symbol) -> char {
    symbol_char(s)
}

/// `text` as a sentence: its first letter a capital ("Row 3 still needs…"), unless it starts with a cell name
/// such as `r1c3`, which keeps its small letter. For reasoning that starts with a name the text fills in. Only
/// an ASCII small letter changes (no Unicode case tables in the wasm): text in a script without case
/// (Japanese) or starting with any other character stays as it is.
pub fn sentence(text: String) -> String {
    let b = text.as_bytes();
    let cell_name = b.len() > 2 && b[0] == b'r' && b[1].is_ascii_digit();
    match b.first() {
        Some(c) if c.is_ascii_lowercase() && !cell_name => {
            let mut out = text;
            out[..1].make_ascii_uppercase();
            out
        }
        _ => text,
    }
}

/// `v` as one list in the engine's language: its items joined by message `sep`, the last by message `last`
/// (given `init` and `last`); one item as it is, none empty. Every list of words the engine writes is one of
/// these, so a language words each kind of list in one place.
fn joined(v: &[String], sep: &str, last: &str) -> String {
    match v {
        [] => String::new(),
        [a] => a.clone(),
        [init @ .., tail] => {
            let init = init.join(&crate::text::render(sep, &[]));
            crate::text::render(last, &[("init", init.into()), ("last", tail.into())])
        }
    }
}

/// `a`, `a and b`, `a, b and c`, with the language's separators (messages `list-sep`, `list-and`).
pub fn and_list(v: &[String]) -> String {
    joined(v, "list-sep", "list-and")
}

/// `a`, `a or b`, `a, b or c` (messages `list-sep`, `list-or`): cells, digits, digit sets, runs, ways.
pub fn or_list(v: &[String]) -> String {
    joined(v, "list-sep", "list-or")
}

/// Clauses, each a whole statement, as one: `r1c2 cannot be 4, r3c3 cannot be 5 and r9c5 cannot be 7` (messages
/// `clauses-sep`, `clauses-and`: where [`and_list`] joins words, Japanese joins statements with 、 not と).
pub fn clauses(v: &[String]) -> String {
    joined(v, "clauses-sep", "clauses-and")
}

/// Numbers of units, `3`, `3 and 8`, `1, 4 and 9` (messages `numbers-sep`, `numbers-and`: Japanese writes
/// `3・8`, where [`and_list`]'s と would read as joining the units themselves).
fn numbers_list(v: &[String]) -> String {
    joined(v, "numbers-sep", "numbers-and")
}

/// `a`, `a, then b`, `a, then b, then c` (message `list-then`): steps in order.
pub fn then_list(v: &[String]) -> String {
    let mut parts = v.iter().cloned();
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |done, next| {
        crate::tr!("list-then", first = done, next = next)
    })
}

/// Units grouped by kind, in the order their kinds first appear: `block 4 and column 3`, `rows 1 and 5,
/// columns 3 and 7`. Each group is message `units-<kind>` with its count and its numbers ([`and_list`]); two
/// single units are joined by [`and_list`], anything else by `list-sep`.
pub fn units_text(units: &[Unit]) -> String {
    let mut groups: Vec<(&str, Vec<u8>)> = Vec::new();
    for &u in units {
        let (id, k) = match u {
            Unit::Row(k) => ("units-row", k),
            Unit::Col(k) => ("units-column", k),
            Unit::Block(k) => ("units-block", k),
            Unit::Region(k) => ("units-region", k),
            Unit::Diagonal(k) => ("units-diagonal", k),
            Unit::Window(k) => ("units-window", k),
            Unit::Cage(k) => ("units-cage", k),
        };
        match groups.iter_mut().find(|g| g.0 == id) {
            Some(g) => {
                if !g.1.contains(&k) {
                    g.1.push(k)
                }
            }
            None => groups.push((id, vec![k])),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(id, ks)| {
            let nums: Vec<String> = ks.iter().map(|k| (k + 1).to_string()).collect();
            let args = [
                ("count", ks.len().into()),
                ("list", numbers_list(&nums).into()),
            ];
            crate::text::render(id, &args)
        })
        .collect();
    if parts.len() == 2 && groups.iter().all(|g| g.1.len() == 1) {
        and_list(&parts)
    } else {
        parts.join(&crate::tr!("list-sep"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::technique::Level;

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
        assert_eq!(Technique::TwoStringKite.id(), "2-string-kite");
        assert_eq!(Technique::XCycle.id(), "x-cycle");
        assert_eq!(Technique::Skyscraper.phrase(), "a skyscraper");
        assert_eq!(Technique::TwoStringKite.phrase(), "a 2-string kite");
        assert_eq!(Technique::EmptyRectangle.phrase(), "an empty rectangle");
        assert_eq!(Technique::XCycle.phrase(), "an X-cycle");
        assert_eq!(Technique::XWing.phrase(), "an X-wing");
        assert_eq!(Technique::WWing.phrase(), "a W-wing");
        assert_eq!(Technique::SimpleColouring.phrase(), "simple colouring");
        assert_eq!(Technique::MultiColouring.phrase(), "multi-colouring");
        assert_eq!(Technique::RemotePairs.phrase(), "remote pairs");
        assert_eq!(
            Technique::LockedCandidatesPointing.phrase(),
            "locked candidates"
        );
        assert_eq!(
            Technique::UniqueRectangle3.phrase(),
            "a unique rectangle type 3"
        );
        assert_eq!(
            Technique::AvoidableRectangle1.phrase(),
            "an avoidable rectangle type 1"
        );
        assert_eq!(Technique::BUG.phrase(), "a BUG+1");
        assert_eq!(Technique::ALSChain.phrase(), "an ALS chain");
    }
}
