//! The answer to one line of a puzzle list, for the batch commands (`deduce count`, `solve`, `validate`):
//! appended to a byte buffer with its newline, or the error that [`crate::batch::each_line`] writes with the
//! line's number. A standard 9×9 line (81 characters, or a `sudoku:3x3:` game
//! ID) goes from its characters straight into the 9×9 solver, whose setup also checks the givens, with no
//! allocation; any other line, and a 9×9 line whose givens break a rule, takes the full parse, which names
//! what is wrong. Both paths give the same text.

use crate::core::error::ParseError;
use crate::family::any::AnyPuzzle;
use crate::format::sudoku as format;
use crate::solve::fast9;

/// `count`: the number of solutions up to `limit` and a newline; `Err` when the line is no puzzle.
pub fn count(line: &str, limit: usize, out: &mut Vec<u8>) -> Result<(), ParseError> {
    push_number(out, AnyPuzzle::count_line(line, limit)?);
    out.push(b'\n');
    Ok(())
}

/// `solve`: the solution as a game ID, `none` or `multiple`, and a newline; `Err` when the line is no puzzle.
pub fn solve(line: &str, out: &mut Vec<u8>) -> Result<(), ParseError> {
    if let Some(cells) = format::cells9(line) {
        if let Some((count, solution)) = fast9::count_and_solution(&cells, 2) {
            match (count, solution) {
                (1, Some(sol)) => {
                    out.extend_from_slice(b"sudoku:3x3:");
                    out.extend(sol.iter().map(|&d| b'0' + d));
                }
                (0, _) => out.extend_from_slice(b"none"),
                _ => out.extend_from_slice(b"multiple"),
            }
            out.push(b'\n');
            return Ok(());
        }
    }
    let p = AnyPuzzle::parse(line)?;
    match p.solution() {
        Some(sol) => out.extend_from_slice(p.with_cells(&sol).game_id().as_bytes()),
        None if p.count_solutions(1) == 0 => out.extend_from_slice(b"none"),
        None => out.extend_from_slice(b"multiple"),
    }
    out.push(b'\n');
    Ok(())
}

/// `validate`: `ok` or each broken rule with its cells (`; ` between them), and a newline; `Err` when the
/// line is no puzzle.
pub fn validate(line: &str, out: &mut Vec<u8>) -> Result<(), ParseError> {
    if format::cells9(line).is_some_and(|cells| fast9::givens_ok(&cells)) {
        out.extend_from_slice(b"ok\n");
        return Ok(());
    }
    let p = AnyPuzzle::parse_grid(line)?;
    let v = p.violations();
    if v.is_empty() {
        out.extend_from_slice(b"ok");
    } else {
        let text: Vec<String> = v.iter().map(|v| v.describe(p.side())).collect();
        out.extend_from_slice(text.join("; ").as_bytes());
    }
    out.push(b'\n');
    Ok(())
}

/// Decimal digits of `n`, without going through the formatter (most counts are one digit).
pub fn push_number(out: &mut Vec<u8>, mut n: usize) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(f: impl Fn(&mut Vec<u8>) -> Result<(), ParseError>) -> String {
        let mut out = vec![];
        match f(&mut out) {
            Ok(()) => String::from_utf8(out).unwrap(),
            Err(e) => format!("error: {e}\n"),
        }
    }

    #[test]
    fn numbers() {
        for n in [0, 1, 9, 10, 99, 100, 12345, usize::MAX] {
            let mut out = vec![];
            push_number(&mut out, n);
            assert_eq!(String::from_utf8(out).unwrap(), n.to_string());
        }
    }

    /// The 9×9 fast paths answer as the full parse does, for every outcome.
    #[test]
    fn fast_paths_answer_as_the_full_parse() {
        let unique =
            "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";
        let none =
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";
        let mut clash = ".".repeat(81);
        clash.replace_range(0..1, "5");
        clash.replace_range(8..9, "5");
        for line in [
            unique.to_string(),
            format!("sudoku:3x3:{unique}"),
            ".".repeat(81),
            none.to_string(),
            clash,
        ] {
            let p = AnyPuzzle::parse(&line);
            let want_count = match &p {
                Ok(p) => format!("{}\n", p.count_solutions(2)),
                Err(e) => format!("error: {e}\n"),
            };
            assert_eq!(text(|o| count(&line, 2, o)), want_count, "{line}");
            let want_solve = match &p {
                Ok(p) => match p.solution() {
                    Some(s) => format!("{}\n", p.with_cells(&s).game_id()),
                    None if p.count_solutions(1) == 0 => "none\n".into(),
                    None => "multiple\n".into(),
                },
                Err(e) => format!("error: {e}\n"),
            };
            assert_eq!(text(|o| solve(&line, o)), want_solve, "{line}");
            let g = AnyPuzzle::parse_grid(&line).unwrap();
            let v = g.violations();
            let want_validate = if v.is_empty() {
                "ok\n".to_string()
            } else {
                let d: Vec<String> = v.iter().map(|v| v.describe(9)).collect();
                format!("{}\n", d.join("; "))
            };
            assert_eq!(text(|o| validate(&line, o)), want_validate, "{line}");
        }
        assert_eq!(text(|o| solve(none, o)), "none\n");
    }
}
