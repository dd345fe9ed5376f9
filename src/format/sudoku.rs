//! Sudoku game IDs (`sudoku:RxC:<cells>[:<rules>]`, the rules field read and written by `rules`), bare lines,
//! canonical output, and rule checks on givens. The variants' IDs are read and written by [`super::variant`]
//! (`sudoku-x:`, `jigsaw:`) and [`super::killer`] (`killer:`), which this dispatches to.

use super::shape::{parse_shape, read_cells};
use super::{killer, variant};
use crate::core::cell::{symbol_char, Cell, Symbol};
use crate::core::error::{ParseError, Violation, MAX_INPUT_LEN};
use crate::core::geometry::{standard_shape, Layout, MAX_SIDE};
use crate::core::rule::Rule;
use crate::core::sudoku::Sudoku;
use crate::rules::{self, cage};

/// Reads `sudoku:RxC:<cells>[:<rules>]` or a bare line of 16, 36, 81, 144, 256 or 625 characters.
pub fn parse(desc: &str) -> Result<Sudoku, ParseError> {
    let s = parse_grid(desc)?;
    let n = s.geo.n;
    if let Some(v) = violations(&s).into_iter().next() {
        return Err(ParseError::Conflict {
            rule: v.rule,
            cells: v
                .cells
                .iter()
                .map(|&c| (c as usize / n, c as usize % n))
                .collect(),
        });
    }
    Ok(s)
}

/// The cells of a standard 9×9 puzzle written as a bare 81-character line or a `sudoku:3x3:` game ID, read
/// without allocating: `None` for anything else (another shape, a bad character, a wrong length), which
/// [`parse`] then reads and explains. Whenever this returns cells, [`parse_grid`] reads the same cells.
pub fn cells9(desc: &str) -> Option<[Symbol; 81]> {
    let t = desc.trim();
    let body = match t.len() {
        81 => t,
        // Eleven ASCII bytes end on a character boundary, so the slice below is safe.
        92 if t.as_bytes()[..11].eq_ignore_ascii_case(b"sudoku:3x3:") => &t[11..],
        _ => return None,
    };
    // Without a branch per character, so that the loop runs on vectors: '.' is 0, a digit its value, and
    // anything else marks the line as not for this path.
    let mut cells = [0; 81];
    let mut bad = false;
    for (c, b) in cells.iter_mut().zip(body.bytes()) {
        let dot = b == b'.';
        let d = b.wrapping_sub(b'0');
        bad |= d > 9 && !dot;
        *c = if dot { 0 } else { d };
    }
    (!bad).then_some(cells)
}

/// Like [`parse`], but a grid whose givens break a rule is returned (for validation), not refused.
pub fn parse_grid(desc: &str) -> Result<Sudoku, ParseError> {
    if desc.len() > MAX_INPUT_LEN {
        return Err(ParseError::TooLong { len: desc.len() });
    }
    let desc = desc.trim();
    if desc.is_empty() {
        return Err(ParseError::Empty);
    }
    let (br, bc, body, rules) = match desc.split_once(':') {
        Some((kind, rest)) => {
            if kind.eq_ignore_ascii_case("killer") {
                return killer::parse_rest(rest);
            }
            if !kind.eq_ignore_ascii_case("sudoku") {
                return variant::parse_grid(kind, rest);
            }
            let (params, body) = rest.split_once(':').ok_or_else(|| ParseError::BadParams {
                params: rest.chars().take(20).collect(),
                reason: crate::tr!("error-expected-form", form = "sudoku:RxC:<cells>"),
            })?;
            let (br, bc) = parse_shape(params)?;
            Sudoku::empty(br, bc)?;
            match body.split_once(':') {
                Some((body, text)) => (br, bc, body, rules::parse(text, br, bc)?),
                None => (br, bc, body, vec![]),
            }
        }
        None => {
            let len = desc.chars().count();
            let side = (1..=MAX_SIDE).find(|&s| s * s == len);
            match side
                .and_then(standard_shape)
                .filter(|_| matches!(len, 16 | 36 | 81 | 144 | 256 | 625))
            {
                Some((br, bc)) => (br, bc, desc, vec![]),
                None => {
                    let expected = [16, 36, 81, 144, 256, 625]
                        .into_iter()
                        .min_by_key(|&e: &usize| e.abs_diff(len))
                        .unwrap_or(81);
                    return Err(ParseError::WrongLength {
                        expected,
                        found: len,
                    });
                }
            }
        }
    };
    let mut s = if rules.is_empty() {
        Sudoku::empty(br, bc)?
    } else {
        let geo = rules::geometry(br, bc, &rules);
        cage::check_totals(&geo)?;
        Sudoku::on(geo)
    };
    read_cells(&mut s, body)?;
    Ok(s)
}

/// The canonical game ID: X-Sudoku (the `diagonals` rule alone) keeps its `sudoku-x:` form, other rules
/// follow the cells (`sudoku:3x3:<cells>:diagonals;antiknight`).
pub fn game_id(s: &Sudoku) -> String {
    match s.geo.layout {
        Layout::Blocks if cage::covers(&s.geo) && s.geo.cages().len() <= killer::MAX_CAGES => {
            return killer::game_id(s)
        }
        Layout::Blocks => {}
        Layout::Regions(_) => return variant::game_id(s),
    }
    let (br, bc, cells) = (s.geo.br, s.geo.bc, s.cells_text());
    match s.geo.rules.as_slice() {
        [] => format!("sudoku:{br}x{bc}:{cells}"),
        [Rule::Diagonals] => variant::game_id(s),
        more => format!("sudoku:{br}x{bc}:{cells}:{}", rules::text(more, s.geo.n)),
    }
}

/// Each symbol that appears more than once in a row, column, block or a rule's unit, with the cells (and the
/// rules' pairs, relations and cell digits, [`rules::checks::violations`], and Killer's cage rules,
/// [`cage::violations`]).
pub fn violations(s: &Sudoku) -> Vec<Violation> {
    let g = &s.geo;
    let mut out = Vec::new();
    for (u, cells) in g.units.iter().enumerate() {
        let mut seen = [0u8; 36];
        for &c in cells {
            let v = s.cells[c as usize];
            if v != 0 {
                seen[v as usize] += 1;
            }
        }
        for (v, &times) in seen.iter().enumerate().take(g.n + 1).skip(1) {
            if times > 1 {
                let cs: Vec<Cell> = cells
                    .iter()
                    .copied()
                    .filter(|&c| s.cells[c as usize] as usize == v)
                    .collect();
                out.push(Violation {
                    rule: crate::tr!(
                        "error-rule-repeated",
                        digit = symbol_char(v as Symbol),
                        count = seen[v],
                        unit = g.unit(u).to_string()
                    ),
                    cells: cs,
                    lines: vec![],
                });
            }
        }
    }
    out.extend(rules::checks::violations(s));
    out.extend(cage::violations(s));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;

    #[test]
    fn roundtrip_and_aliases() {
        let line =
            "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";
        let s = parse(line).unwrap();
        let id = s.game_id();
        assert!(id.starts_with("sudoku:3x3:...8.1"));
        assert_eq!(parse(&id).unwrap(), s);
        assert_eq!(parse(&line.replace('.', "0")).unwrap(), s);
    }

    #[test]
    fn cells9_reads_what_parse_reads() {
        let line =
            "...8.1..........435............7.8........1...2..3....6......75..34........2..6..";
        let want = parse(line).unwrap();
        for text in [
            line.to_string(),
            line.replace('.', "0"),
            format!("  {line}\n"),
            format!("sudoku:3x3:{line}"),
            format!("SUDOKU:3X3:{line}"),
        ] {
            assert_eq!(
                cells9(&text).map(|c| c.to_vec()),
                Some(want.cells.clone()),
                "{text}"
            );
        }
        // Anything else is left to the full parser.
        for text in [
            line[1..].to_string(),
            format!("{line}1"),
            line.replace('.', "x"),
            format!("sudoku:9x1:{line}"),
            format!("binary:3x3:{line}"),
            ".".repeat(16),
            "é".repeat(81),
            "é".repeat(46),
        ] {
            assert_eq!(cells9(&text), None, "{text}");
        }
    }

    #[test]
    fn errors_name_what_and_where() {
        let e = parse(&".".repeat(80)).unwrap_err();
        assert_eq!(e.to_string(), "wrong length: expected 81 cells, found 80");
        let mut bad = ".".repeat(81);
        bad.replace_range(22..23, "x");
        assert_eq!(
            parse(&bad).unwrap_err().to_string(),
            "bad character 'x' at r3c5"
        );
        let mut conflict = ".".repeat(81);
        conflict.replace_range(0..1, "5");
        conflict.replace_range(8..9, "5");
        assert_eq!(
            parse(&conflict).unwrap_err().to_string(),
            "givens break a rule: 5 appears 2 times in row 1 (r1c1, r1c9)"
        );
        assert!(matches!(
            parse("kakuro:3x3:1"),
            Err(ParseError::UnknownKind(_))
        ));
        assert!(matches!(
            parse("sudoku:3y3:1"),
            Err(ParseError::BadParams { .. })
        ));
        assert!(matches!(
            parse("sudoku:9x9:1"),
            Err(ParseError::BadParams { .. })
        ));
        assert_eq!(parse("   "), Err(ParseError::Empty));
    }
}
