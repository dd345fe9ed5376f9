//! The figure of every step (what the page draws in tier 2), checked against the grid it was found in, on the
//! fixture position of each technique (tests/data/technique_positions.txt) and along whole solve paths: every
//! figure candidate is a candidate of the grid, chain links connect and are really strong or weak, chain ends
//! imply the eliminations, fish have as many base as cover units, wings a pivot and two pincers, rectangles
//! four corners, forcing branches start from an assumption.

mod common;

use common::from_marks;
use deduce::core::candidates::Candidates;
use deduce::core::cell::Unit;
use deduce::core::sudoku::Sudoku;
use deduce::hint::step::{Link, Node, Reason, Role, Step};
use deduce::hint::technique::Technique;
use deduce::human::grid::Grid;
use deduce::human::{hint_plan, solver, techniques};
use deduce::puzzle::Puzzle;

/// Every (technique, position) of the fixtures.
fn positions() -> Vec<(String, Grid)> {
    // The forcing-chain position has a multi-line explanation, so it lives in its own file.
    let text = [
        include_str!("data/technique_positions.txt"),
        include_str!("data/technique_positions_hard.txt"),
        include_str!("data/forcing_position.txt"),
    ]
    .join("\n\n");
    text.split("\n\n")
        .filter_map(|block| {
            let ls: Vec<&str> = block
                .trim()
                .lines()
                .filter(|l| !l.starts_with('#'))
                .collect();
            (ls.len() >= 3).then(|| (ls[0].to_string(), from_marks(ls[1])))
        })
        .collect()
}

fn unit_index(g: &Grid, u: Unit) -> usize {
    g.geo.unit_index(u)
}

fn has(g: &Grid, c: u16, s: u8) -> bool {
    g.cells[c as usize] == 0 && g.cands[c as usize].contains(s)
}

/// Every cell of `a` sees every cell of `b` (and none is shared).
fn sees_all(g: &Grid, a: &Node, b: &Node) -> bool {
    a.cells.iter().all(|&x| {
        b.cells
            .iter()
            .all(|&y| x != y && g.sees(x as usize, y as usize))
    })
}

/// A strong link: a bivalue cell, a unit where the symbol's places are exactly the two nodes, or a link
/// through an almost locked set marked in the figure.
fn is_strong(g: &Grid, step: &Step, l: &Link) -> bool {
    let (a, b) = (&l.from, &l.to);
    if a.cells.len() == 1 && a.cells == b.cells && a.symbol != b.symbol {
        return g.cands[a.cells[0] as usize].len() == 2;
    }
    if a.symbol == b.symbol {
        let mut both: Vec<u16> = a.cells.iter().chain(&b.cells).copied().collect();
        both.sort_unstable();
        let bilocal = (0..3 * g.n()).any(|u| {
            let mut places: Vec<u16> = g.cells_with(u, a.symbol).collect();
            places.sort_unstable();
            places == both
        });
        if bilocal {
            return true;
        }
    }
    // ALS: both nodes lie in one marked set, which has one candidate more than cells.
    let sets: Vec<u8> = step
        .figure
        .cells
        .iter()
        .filter_map(|&(_, r)| match r {
            Role::Als(k) => Some(k),
            _ => None,
        })
        .collect();
    sets.iter().any(|&k| {
        let cells: Vec<u16> = step
            .figure
            .cells
            .iter()
            .filter(|&&(_, r)| r == Role::Als(k))
            .map(|&(c, _)| c)
            .collect();
        let union = cells
            .iter()
            .fold(Candidates::EMPTY, |u, &c| u.union(g.cands[c as usize]));
        let inside = |nd: &Node| {
            nd.cells.iter().all(|c| cells.contains(c))
                && cells
                    .iter()
                    .filter(|&&c| g.cands[c as usize].contains(nd.symbol))
                    .count()
                    == nd.cells.len()
        };
        union.len() as usize == cells.len() + 1 && inside(a) && inside(b)
    })
}

/// A weak link: same symbol in cells that all see each other, or two candidates of one cell.
fn is_weak(g: &Grid, l: &Link) -> bool {
    let (a, b) = (&l.from, &l.to);
    if a.symbol == b.symbol {
        sees_all(g, a, b)
    } else {
        a.cells.len() == 1 && a.cells == b.cells
    }
}

/// `(c, s)` is false whenever node `nd` is true.
fn denied_by(g: &Grid, c: u16, s: u8, nd: &Node) -> bool {
    if nd.symbol == s {
        nd.cells
            .iter()
            .all(|&x| x != c && g.sees(x as usize, c as usize))
    } else {
        nd.cells == [c]
    }
}

/// Checks a step's figure against the grid it was found in; returns how many links it has.
fn check(g: &Grid, st: &Step) -> usize {
    common::assert_titled(st);
    let f = &st.figure;
    let why = &st.explanation;
    for &(c, s, _) in &f.candidates {
        assert!(
            has(g, c, s),
            "figure candidate ({c}, {s}) not in the grid: {why}"
        );
    }
    for &(c, s) in &st.eliminations {
        assert!(has(g, c, s), "{why}");
    }
    for l in &f.links {
        for nd in [&l.from, &l.to] {
            assert!(!nd.cells.is_empty(), "{why}");
            for &c in &nd.cells {
                assert!(
                    has(g, c, nd.symbol),
                    "link node ({c}, {}) not in the grid: {why}",
                    nd.symbol
                );
            }
        }
        if l.strong {
            assert!(is_strong(g, st, l), "not a strong link {l:?}: {why}");
        } else {
            assert!(is_weak(g, l), "not a weak link {l:?}: {why}");
        }
    }
    // A chain's links follow each other; colouring draws its clusters' strong links as a forest instead.
    let forest = matches!(
        st.technique,
        Technique::SimpleColouring | Technique::MultiColouring | Technique::KrakenFish
    );
    for w in f.links.windows(2).filter(|_| !forest) {
        assert_eq!(w[0].to, w[1].from, "links do not connect: {why}");
    }
    let count = |r: Role| f.units.iter().filter(|u| u.1 == r).count();
    let cells = |r: Role| f.cells.iter().filter(|u| u.1 == r).count();
    use Technique::*;
    match st.technique {
        XWing | Swordfish | Jellyfish => {
            let k = [2, 3, 4][(st.technique as usize) - (XWing as usize)];
            assert_eq!((count(Role::Base), count(Role::Cover)), (k, k), "{why}");
        }
        FinnedFish => {
            assert_eq!(count(Role::Base), count(Role::Cover), "{why}");
            assert!(cells(Role::Fin) >= 1, "{why}");
        }
        FrankenFish | MutantFish => {
            // as many base as cover units, at least one a block (mutant: or a line of each kind on one
            // side); the base units' places for the digit do not overlap; every elimination lies in a cover
            // unit and sees every fin
            let k = count(Role::Base);
            assert!((2..=4).contains(&k), "{why}");
            assert_eq!(k, count(Role::Cover), "{why}");
            let d = st.eliminations[0].1;
            let in_units = |c: u16, r: Role| {
                f.units
                    .iter()
                    .filter(|u| u.1 == r && g.geo.units[unit_index(g, u.0)].contains(&c))
                    .count()
            };
            for c in 0..g.cells.len() as u16 {
                if has(g, c, d) {
                    assert!(in_units(c, Role::Base) <= 1, "overlapping base: {why}");
                }
            }
            let fins: Vec<u16> = f
                .cells
                .iter()
                .filter(|c| c.1 == Role::Fin)
                .map(|c| c.0)
                .collect();
            for &(c, s) in &st.eliminations {
                assert_eq!(s, d, "{why}");
                assert!(in_units(c, Role::Cover) >= 1, "{why}");
                assert!(
                    fins.iter().all(|&x| g.sees(c as usize, x as usize)),
                    "{why}"
                );
            }
            for &x in &fins {
                assert!(in_units(x, Role::Base) == 1 && in_units(x, Role::Cover) == 0);
            }
        }
        KrakenFish => {
            // a fish with fins, and one chain per branch (a cover line's base cells and the fins), each
            // starting with a weak link from its branch and ending at the elimination
            let k = count(Role::Base);
            assert!((2..=4).contains(&k) && k == count(Role::Cover), "{why}");
            assert!(cells(Role::Fin) >= 1, "{why}");
            let [(c, s)] = st.eliminations[..] else {
                panic!("one elimination: {why}")
            };
            let target = Node::one(c, s);
            let ends = f.links.iter().filter(|l| l.to == target).count();
            let starts = f
                .links
                .iter()
                .enumerate()
                .filter(|(i, l)| !l.strong && (*i == 0 || f.links[i - 1].to == target));
            assert_eq!(starts.count(), ends, "{why}");
            assert!(ends > cells(Role::Fin), "{why}");
        }
        XYWing | XYZWing => {
            assert_eq!((cells(Role::Pivot), cells(Role::Pincer)), (1, 2), "{why}");
        }
        UniqueRectangle | UniqueRectangle2 | UniqueRectangle4 => {
            assert_eq!(cells(Role::Corner), 4, "{why}");
        }
        LockedCandidatesPointing | LockedCandidatesClaiming => {
            assert_eq!((count(Role::Base), count(Role::Cover)), (1, 1), "{why}");
        }
        WWing | XChain | XYChain | AIC | GroupedXChain | GroupedAIC | ALSChain => {
            assert!(!f.links.is_empty(), "{why}");
            let (first, mut last) = (&f.links[0], &f.links[f.links.len() - 1]);
            if st.title.ends_with("(continuous loop)") {
                // closed by a weak link back to its first node
                assert!(!last.strong && last.to == first.from, "{why}");
                last = &f.links[f.links.len() - 2];
            }
            assert!(
                first.strong && last.strong,
                "a chain starts and ends strong: {why}"
            );
            if st.technique == ALSChain {
                assert!(f.cells.iter().any(|c| matches!(c.1, Role::Als(_))), "{why}");
            }
            if let [(c, s)] = st.placements[..] {
                // a loop from "E false" back to "E true"
                assert_eq!(first.from, Node::one(c, s), "{why}");
                assert_eq!(last.to, Node::one(c, s), "{why}");
            }
            // a loop: each elimination is denied by both ends of one of its weak links
            let closed = st.title.ends_with("(continuous loop)");
            for &(c, s) in st.eliminations.iter().filter(|_| closed) {
                assert!(
                    f.links.iter().any(|l| !l.strong
                        && denied_by(g, c, s, &l.from)
                        && denied_by(g, c, s, &l.to)),
                    "({c}, {s}) does not follow from a weak link of the loop: {why}"
                );
            }
            for &(c, s) in st.eliminations.iter().filter(|_| !closed) {
                let ends = [&first.from, &last.to];
                // either an end itself is refuted (nice loop) or the candidate sees both ends
                let is_end = ends.iter().any(|e| e.cells == [c] && e.symbol == s);
                assert!(
                    is_end || ends.iter().all(|e| denied_by(g, c, s, e)),
                    "({c}, {s}) does not follow from the chain ends: {why}"
                );
            }
        }
        ForcingChain => {
            // the last resort, a trial checked by search, has no branch to show: only its candidate
            let trial = st.title == "Forcing chain (trial)";
            assert!(!f.branches.is_empty() || trial, "{why}");
            for b in &f.branches {
                assert_eq!(b[0].reason, Reason::Assumption, "{why}");
                assert!(has(g, b[0].cell, b[0].symbol), "{why}");
                // replaying the implications, each one is still possible when it is made; an elimination
                // names a cell that sees it and already holds the symbol in this branch
                let mut h = g.clone();
                for imp in b {
                    assert!(
                        !imp.placed || h.cands[imp.cell as usize].contains(imp.symbol),
                        "{imp:?}: {why}"
                    );
                    if let Reason::OnlyPlace(u) = imp.reason {
                        assert!(g.geo.units[unit_index(g, u)].contains(&imp.cell), "{why}");
                    }
                    if imp.placed {
                        h.place(imp.cell, imp.symbol);
                    } else {
                        if let Reason::Sees(x) = imp.reason {
                            assert!(
                                g.sees(x as usize, imp.cell as usize)
                                    && h.cells[x as usize] == imp.symbol,
                                "{imp:?}: {why}"
                            );
                        }
                        h.cands[imp.cell as usize].remove(imp.symbol);
                    }
                }
            }
        }
        _ => {}
    }
    f.links.len()
}

#[test]
fn figures_on_technique_positions() {
    let mut seen = Vec::new();
    for (name, g) in positions() {
        let st = solver::next_step(&g).expect("a step");
        assert_eq!(format!("{:?}", st.technique), name);
        let f = &st.figure;
        assert!(
            !f.candidates.is_empty() || !f.cells.is_empty() || !f.units.is_empty(),
            "{name}: empty figure"
        );
        check(&g, &st);
        seen.push(st.technique);
    }
    for t in [
        Technique::XWing,
        Technique::XChain,
        Technique::AIC,
        Technique::ALSChain,
        Technique::ForcingChain,
        Technique::GroupedXChain,
    ] {
        assert!(seen.contains(&t), "{t:?} has no fixture");
    }
}

#[test]
fn x_wing_figure_names_its_lines() {
    let (_, g) = positions().into_iter().find(|p| p.0 == "XWing").unwrap();
    let st = solver::next_step(&g).unwrap();
    let f = &st.figure;
    // the base lines are parallel, the cover lines cross them; the four corners hold the digit
    let kind = |u: Unit| matches!(u, Unit::Row(_));
    let bases = f.units_with(Role::Base);
    let covers = f.units_with(Role::Cover);
    assert_eq!(kind(bases[0]), kind(bases[1]));
    assert_ne!(kind(bases[0]), kind(covers[0]));
    assert_eq!(f.candidates.len(), 4, "{f:?}");
    assert_eq!(st.units.len(), 4);
}

#[test]
fn chains_alternate_strong_and_weak() {
    for (name, g) in positions() {
        let st = solver::next_step(&g).unwrap();
        if !matches!(name.as_str(), "XChain" | "XYChain" | "AIC") {
            continue;
        }
        let links = &st.figure.links;
        assert!(
            links.len() >= 3 && links.len() % 2 == 1,
            "{name}: {links:?}"
        );
        for (i, l) in links.iter().enumerate() {
            assert_eq!(l.strong, i % 2 == 0, "{name}: {links:?}");
        }
        if name == "XChain" {
            let d = links[0].from.symbol;
            assert!(links.iter().all(|l| l.from.symbol == d && l.to.symbol == d));
        }
        if name == "XYChain" {
            assert!(links.iter().all(|l| l
                .from
                .cells
                .iter()
                .all(|&c| g.cands[c as usize].len() == 2)));
        }
    }
}

#[test]
fn singles_and_subsets_mark_their_cells_and_unit() {
    for (name, g) in positions() {
        let st = solver::next_step(&g).unwrap();
        let f = &st.figure;
        match name.as_str() {
            "HiddenSingle" | "FullHouse" => {
                assert_eq!(f.units.len(), 1);
                assert_eq!(f.cells.len(), 1);
                assert_eq!(f.cells[0].0, st.placements[0].0);
            }
            "NakedPair" | "HiddenPair" | "NakedTriple" | "HiddenTriple" | "NakedQuad" => {
                let k = st.evidence.len();
                assert_eq!(f.cells.len(), k, "{name}");
                assert_eq!(f.units, vec![(st.units[0], Role::Base)]);
                let mut syms: Vec<u8> = f.candidates.iter().map(|c| c.1).collect();
                syms.sort_unstable();
                syms.dedup();
                assert_eq!(syms.len(), k, "{name}: {f:?}");
            }
            _ => {}
        }
    }
}

/// Every step of solve paths (top1465 sample and the hardest list) has a figure that passes `check`.
#[test]
fn figures_along_solve_paths() {
    let top = include_str!("data/top1465_300.txt");
    let hard = include_str!("data/forum_hardest_50.txt");
    // 4 + 2 puzzles from a place that rotates by day; the heavy layer (`common::full`): 40 + 20.
    let take = if common::full() { 40 } else { 4 };
    let skip = if common::full() {
        0
    } else {
        common::sample_seed("figures_along_solve_paths") as usize * take
    };
    let mut links = 0;
    for line in top
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .cycle()
        .skip(skip % 300)
        .take(take)
        .chain(
            hard.lines()
                .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
                .cycle()
                .skip(skip / 2 % 50)
                .take(take / 2),
        )
    {
        let p = Sudoku::parse(line.trim()).unwrap();
        let mut g = Grid::new(&p, None);
        while !g.is_complete() {
            let Some(st) = solver::next_step(&g) else {
                break;
            };
            links += check(&g, &st);
            g.apply(&st);
        }
    }
    assert!(links > 0);
}

/// The jellyfish has no fixture position; a synthetic one: symbol 1 in four rows only in four columns.
#[test]
fn jellyfish_figure() {
    let s = Sudoku::empty(3, 3).unwrap();
    let mut g = Grid::new(&s, None);
    let base = [(0, [0, 2]), (2, [4, 6]), (5, [0, 4]), (7, [2, 6])];
    for c in 0..81 {
        let (r, col) = (c / 9, c % 9);
        if base.iter().any(|b| b.0 == r) && !base.iter().any(|b| b.0 == r && b.1.contains(&col)) {
            g.cands[c].remove(1);
        }
    }
    let st = techniques::fish::jellyfish(&g).unwrap();
    check(&g, &st);
    assert_eq!(st.figure.candidates.len(), 8);
}

/// The hint of a player without notes is a placement and its proof: every step of the proof, the single that
/// ends it included, has a figure that passes `check` on the grid it applies to, and the last one shows the
/// cell it places. Played from the givens of top1465 puzzles, one placement per hint, the candidates
/// recomputed from the entries each time (as for a player who writes no notes); where no placement is within
/// reach, a cell is revealed.
#[test]
fn every_step_of_a_placement_proof_has_its_figure() {
    // 20 puzzles (1 s in the optimised test build).
    let (take, skip) = (20, 0);
    let mut last_kinds = Vec::new();
    for line in include_str!("data/top1465_300.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .cycle()
        .skip(skip % 300)
        .take(take)
    {
        let mut cells: Vec<u8> = line.bytes().collect();
        let solution = Sudoku::parse(line).unwrap().solution().unwrap();
        loop {
            let g0 = Grid::new(
                &Sudoku::parse(std::str::from_utf8(&cells).unwrap()).unwrap(),
                None,
            );
            if g0.is_complete() {
                break;
            }
            let Ok(proof) = hint_plan::placement_proof(&g0) else {
                // no placement within reach (the page fills notes then): reveal a cell and go on
                let c = cells.iter().position(|&b| b == b'.').unwrap();
                cells[c] = b'0' + solution[c];
                continue;
            };
            let mut g = g0.clone();
            for st in &proof {
                let f = &st.figure;
                assert!(
                    !f.candidates.is_empty() || !f.cells.is_empty(),
                    "empty figure: {}",
                    st.explanation
                );
                check(&g, st);
                g.apply(st);
            }
            let last = proof.last().unwrap();
            let [(c, s)] = last.placements[..] else {
                panic!("a proof ends in one placement: {}", last.explanation);
            };
            let f = &last.figure;
            assert!(
                f.cells.iter().any(|x| x.0 == c) || f.candidates.iter().any(|x| x.0 == c),
                "the figure does not show the placement: {}: {f:?}",
                last.explanation
            );
            if matches!(
                last.technique,
                Technique::HiddenSingle | Technique::NakedSingle
            ) {
                assert!(f.cells.contains(&(c, Role::Key)), "{f:?}");
                assert!(f.candidates.contains(&(c, s, Role::Key)), "{f:?}");
            }
            if !last_kinds.contains(&last.technique) {
                last_kinds.push(last.technique);
            }
            cells[c as usize] = b'0' + s;
        }
    }
    for t in [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
    ] {
        assert!(last_kinds.contains(&t), "no proof ended in {t:?}");
    }
}
