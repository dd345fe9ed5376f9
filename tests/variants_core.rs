//! The Sudoku variants' shared core: X-Sudoku and Jigsaw game IDs (round trip, errors that say what and
//! where), their geometry (diagonals and regions as units), and the general solver counting them, checked
//! against a brute-force enumeration that knows the rules directly.

use deduce::core::geometry::Layout;
use deduce::core::sudoku::Sudoku;
use deduce::Puzzle;

/// Every completion of `cells` (side `n`) where each row, column and each group in `groups` holds distinct
/// symbols, counted by plain backtracking in reading order.
fn brute_count(n: usize, cells: &mut Vec<u8>, groups: &[Vec<usize>], at: usize) -> usize {
    if at == n * n {
        return 1;
    }
    if cells[at] != 0 {
        return brute_count(n, cells, groups, at + 1);
    }
    let mut total = 0;
    for v in 1..=n as u8 {
        let (r, c) = (at / n, at % n);
        let clash = (0..n).any(|k| cells[r * n + k] == v || cells[k * n + c] == v)
            || groups
                .iter()
                .filter(|g| g.contains(&at))
                .any(|g| g.iter().any(|&x| cells[x] == v));
        if !clash {
            cells[at] = v;
            total += brute_count(n, cells, groups, at + 1);
            cells[at] = 0;
        }
    }
    total
}

fn blocks(br: usize, bc: usize) -> Vec<Vec<usize>> {
    let n = br * bc;
    (0..n)
        .map(|b| {
            (0..n * n)
                .filter(|&c| (c / n / br) * br + (c % n) / bc == b)
                .collect()
        })
        .collect()
}

fn diagonals(n: usize) -> Vec<Vec<usize>> {
    vec![
        (0..n).map(|i| i * n + i).collect(),
        (0..n).map(|i| i * n + n - 1 - i).collect(),
    ]
}

#[test]
fn x_sudoku_ids_round_trip_and_count_like_brute_force() {
    let p = Sudoku::parse("sudoku-x:2x2:1...............").unwrap();
    assert!(matches!(p.geometry().layout, Layout::Blocks));
    assert_eq!(p.geometry().rules, [deduce::rules::Rule::Diagonals]);
    assert_eq!(p.game_id(), "sudoku-x:2x2:1...............");
    assert_eq!(p.geometry().units.len(), 14);
    let mut groups = blocks(2, 2);
    groups.extend(diagonals(4));
    let want = brute_count(4, &mut p.cells().to_vec(), &groups, 0);
    assert!(want > 0);
    assert_eq!(p.count_solutions(1000), want);
    // 6×6: a few givens, still many solutions; the counts agree up to the limit.
    let p = Sudoku::parse("sudoku-x:2x3:1.....2...........3......4.........5").unwrap();
    let mut groups = blocks(2, 3);
    groups.extend(diagonals(6));
    let want = brute_count(6, &mut p.cells().to_vec(), &groups, 0);
    assert_eq!(p.count_solutions(usize::MAX), want);
}

#[test]
fn x_sudoku_givens_on_a_diagonal_conflict() {
    // r1c1 and r4c4 are both on the main diagonal.
    let e = Sudoku::parse("sudoku-x:2x2:1..............1")
        .unwrap_err()
        .to_string();
    assert!(e.contains("main diagonal"), "{e}");
    assert!(e.contains("r1c1") && e.contains("r4c4"), "{e}");
}

#[test]
fn jigsaw_ids_round_trip_relabel_and_count_like_brute_force() {
    // Regions (not the 2×2 blocks): an L, its mirror, and two more.
    let regions = "AAAB\
                   ACBB\
                   CCDB\
                   CDDD";
    let id = format!("jigsaw:4:1...............:{regions}");
    let p = Sudoku::parse(&id).unwrap();
    assert!(matches!(p.geometry().layout, Layout::Regions(_)));
    assert_eq!(p.game_id(), "jigsaw:4:1...............:1112132233423444");
    assert_eq!(Sudoku::parse(&p.game_id()).unwrap(), p);
    let groups: Vec<Vec<usize>> = ['A', 'B', 'C', 'D']
        .iter()
        .map(|&l| {
            regions
                .chars()
                .enumerate()
                .filter(|&(_, ch)| ch == l)
                .map(|(i, _)| i)
                .collect()
        })
        .collect();
    let want = brute_count(4, &mut p.cells().to_vec(), &groups, 0);
    assert_eq!(p.count_solutions(1000), want);
    assert_eq!(p.geometry().unit(8).to_string(), "region 1");
}

#[test]
fn jigsaw_layout_errors_say_what_and_where() {
    let err = |regions: &str| {
        Sudoku::parse(&format!("jigsaw:4:................:{regions}"))
            .unwrap_err()
            .to_string()
    };
    let e = err("1111122223333444");
    assert!(
        e.contains("region '1' (from r1c1) has 5 cells, not 4"),
        "{e}"
    );
    let e = err("1212121234343434");
    assert!(
        e.contains("region '1' is not connected: r1c3 is cut off from r1c1"),
        "{e}"
    );
    let e = err("111");
    assert!(e.contains("expected 16 region labels"), "{e}");
    let e = err("11a1222233334444");
    assert!(e.contains("'a' at r1c3 is not a region label"), "{e}");
    let e = Sudoku::parse("jigsaw:13:x:y").unwrap_err().to_string();
    assert!(e.contains("from 4 to 12"), "{e}");
}
