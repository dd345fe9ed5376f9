//! A wrong Sudoku entry explained by logic: along solve paths of top1465 puzzles, the cell the next step
//! places gets a wrong candidate; the hint's chain starts from that entry on the givens and the right entries,
//! each implication follows from the position before it by the reason it gives (only candidate, only place in a
//! unit, locked candidates), and it ends in a real contradiction (a cell with no candidate, or a digit with no
//! place in a unit). Tier 1 names no cell; tier 3 erases the entry.

use deduce::core::cell::Unit;
use deduce::core::sudoku::Sudoku;
use deduce::hint::mistake::{Answer, MistakeKind};
use deduce::hint::step::{Reason, Role};
use deduce::human::grid::Grid;
use deduce::human::solver;
use deduce::plan::PlanKind;
use deduce::puzzle::Puzzle;
use deduce::session::Session;
use deduce::AnyPuzzle;

const TOP: &str = include_str!("data/top1465_300.txt");

fn unit_index(g: &Grid, u: Unit) -> usize {
    (0..3 * g.n()).find(|&k| g.geo.unit(k) == u).unwrap()
}

#[test]
fn a_wrong_entry_is_explained_by_a_chain_to_a_contradiction() {
    let (mut chains, mut tries, mut longest) = (0, 0, 0);
    for l in TOP.lines().map(str::trim).filter(|l| !l.is_empty()).take(4) {
        let p = Sudoku::parse(l).unwrap();
        let sol = p.solution().unwrap();
        let mut right = p.cells().to_vec();
        let path = solver::steps(&p).unwrap();
        for step in path.iter().take(40) {
            let mut g = Grid::new(&p.with_cells(&right), None);
            g.set_givens(&p);
            // Keep the right entries up to date along the path.
            let place = step.placements.first().copied();
            for &(c, s) in &step.placements {
                right[c as usize] = s;
            }
            let Some((i, _)) = place else { continue };
            let i = i as usize;
            let Some(wrong) = g.cands[i].iter().find(|&s| s != sol[i]) else {
                continue;
            };
            let mut cur = g.cells.clone();
            cur[i] = wrong;
            let Answer::Mistake(h) = p.hint(&cur, None).unwrap() else {
                panic!("no mistake reported: {}", p.with_cells(&cur).game_id());
            };
            tries += 1;
            assert_eq!(h.kind, MistakeKind::Entry);
            // the reasoning apart from the title
            assert!(h.explanation.contains(" is wrong"), "{}", h.explanation);
            assert!(!h.explanation.starts_with("Mistake"), "{}", h.explanation);
            assert_eq!(h.cell, i as u16);
            let f = &h.figure;
            if f.branches.is_empty() {
                assert!(
                    h.explanation.contains("no solution with it"),
                    "{}",
                    h.explanation
                );
                continue;
            }
            chains += 1;
            let b = &f.branches[0];
            assert_eq!(
                (b[0].cell, b[0].symbol, b[0].reason.clone()),
                (i as u16, wrong, Reason::Assumption)
            );
            assert!(b.len() <= solver::MISTAKE_CHAIN + 1, "{}", h.explanation);
            longest = longest.max(b.len() - 1);
            // Replay on the givens and the right entries.
            let mut t = g.clone();
            for (k, im) in b.iter().enumerate() {
                let c = im.cell as usize;
                assert!(
                    t.is_empty(c) && t.cands[c].contains(im.symbol),
                    "{k}: {}",
                    h.explanation
                );
                match &im.reason {
                    Reason::Assumption => assert_eq!(k, 0),
                    Reason::OnlyCandidate => assert_eq!(t.cands[c].len(), 1, "{}", h.explanation),
                    Reason::OnlyPlace(u) => {
                        let places: Vec<u16> =
                            t.cells_with(unit_index(&t, *u), im.symbol).collect();
                        assert_eq!(places, vec![im.cell], "{}", h.explanation);
                    }
                    Reason::Other(why) => {
                        assert!(!im.placed && why.contains(" lies only in "), "{why}");
                    }
                    Reason::Sees(_) => {
                        panic!("a refutation places or removes by singles and locked sets")
                    }
                }
                if im.placed {
                    t.place(im.cell, im.symbol);
                } else {
                    t.eliminate(im.cell, im.symbol);
                }
            }
            // The contradiction it names is real.
            let broken_cell = f
                .cells
                .iter()
                .find(|c| c.1 == Role::Key)
                .map(|c| c.0 as usize);
            let broken_unit = f.units.iter().find(|u| u.1 == Role::Key).map(|u| u.0);
            match (broken_cell, broken_unit) {
                (Some(c), None) => {
                    assert!(t.is_empty(c) && t.cands[c].is_empty(), "{}", h.explanation)
                }
                (None, Some(u)) => {
                    let k = unit_index(&t, u);
                    let missing = (1..=9).any(|s| {
                        t.cells_with(k, s).next().is_none()
                            && !t.geo.units[k].iter().any(|&x| t.cells[x as usize] == s)
                    });
                    assert!(missing, "{}", h.explanation);
                }
                _ => panic!("one contradiction: {}", h.explanation),
            }
            let name = format!("If r{}c{} = {wrong}", i / 9 + 1, i % 9 + 1);
            assert!(h.explanation.contains(&name), "{}", h.explanation);
            assert_eq!(
                h.explanation.matches('→').count(),
                b.len(),
                "{}",
                h.explanation
            );
            // Tier 1 says only that an entry is wrong; tier 3 erases it.
            let mut s = Session::new(AnyPuzzle::Sudoku(p.clone()));
            for (k, &v) in cur.iter().enumerate() {
                if v != 0 && p.cells()[k] == 0 {
                    s.set(k, v).unwrap();
                }
            }
            let plan = s.plan().unwrap();
            assert_eq!(plan.kind, PlanKind::Erase);
            assert_eq!(plan.erase, vec![i as u16]);
            assert!(!plan
                .summary(9)
                .contains(&format!("r{}c{}", i / 9 + 1, i % 9 + 1)));
            assert_eq!(plan.mistake.as_ref().map(|m| &m.figure), Some(&h.figure));
        }
    }
    eprintln!("{chains} of {tries} wrong entries explained by a chain, the longest {longest} implications");
    assert!(chains * 4 >= tries * 3, "{chains} of {tries}");
}
