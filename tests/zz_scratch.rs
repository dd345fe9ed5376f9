use std::time::Instant;
#[test]
fn probe() {
    let id = "sudoku:3x3:................8.....7............7.......2....................5............1...:nonconsecutive";
    let deduce::family::any::AnyPuzzle::Sudoku(p) =
        deduce::family::any::AnyPuzzle::parse(id).unwrap()
    else {
        panic!()
    };
    let t = Instant::now();
    let mut st = deduce::solve::door::Stats::default();
    for _ in 0..10 {
        deduce::solve::door::count_solutions_general(&p, 2, &mut st);
    }
    println!("guesses {} in {:?}", st.guesses / 10, t.elapsed() / 10);
}
