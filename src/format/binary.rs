//! Game IDs (`binary:N:<cells>`, `0`, `1`, `.`; Tango's `tango:N:<cells>:<signs>`), bare lines, and the rules
//! as violations (Tango: balance, no triples and the signs; no distinct lines).

use crate::core::binary::{edge_cells, edge_count, edge_name, sign_char, EQ, NE, SIGN_MAX};
use crate::core::binary::{Binary, MAX_BIG_EMPTY, MAX_OPEN_SIDE, MAX_SIDE};
use crate::core::cell::{Cell, Symbol, Unit};
use crate::core::error::{ParseError, Violation, MAX_INPUT_LEN};
use crate::puzzle::Puzzle;

/// The character of a symbol: `.` empty, `0`, `1`.
pub fn symbol_char(s: Symbol) -> char {
    match s {
        1 => '0',
        2 => '1',
        _ => '.',
    }
}

fn side_error(params: &str, reason: impl Into<String>) -> ParseError {
    ParseError::BadParams {
        params: params.chars().take(20).collect(),
        reason: reason.into(),
    }
}

/// Reads `binary:N:<cells>` or a bare line of `0`, `1`, `.` whose length is an even square.
pub fn parse(desc: &str) -> Result<Binary, ParseError> {
    let p = parse_grid(desc)?;
    let n = p.side();
    if let Some((rule, cells, _)) = broken_rules(&p).into_iter().next() {
        return Err(ParseError::Conflict {
            rule,
            cells: cells.iter().map(|&c| (c / n, c % n)).collect(),
        });
    }
    Ok(p)
}

/// Like [`parse`], but a grid whose givens break a rule is returned (for validation), not refused.
pub fn parse_grid(desc: &str) -> Result<Binary, ParseError> {
    if desc.len() > MAX_INPUT_LEN {
        return Err(ParseError::TooLong { len: desc.len() });
    }
    let t = desc.trim();
    if t.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut tango = false;
    let (n, body) = if let Some((kind, rest)) = t.split_once(':') {
        let kind_l = kind.trim().to_ascii_lowercase();
        tango = kind_l == "tango";
        if !tango && !matches!(kind_l.as_str(), "binary" | "takuzu" | "binairo") {
            return Err(ParseError::UnknownKind(kind.chars().take(20).collect()));
        }
        let (params, body) = rest.split_once(':').unwrap_or((rest, ""));
        let n: usize = params
            .trim()
            .parse()
            .map_err(|_| side_error(params, crate::tr!("error-binary-side-expected")))?;
        (n, body.trim())
    } else {
        let len = t.chars().count();
        let n = len.isqrt();
        if n * n != len {
            return Err(side_error(
                &len.to_string(),
                crate::tr!("error-binary-square", found = len),
            ));
        }
        (n, t)
    };
    if n % 2 == 1 {
        return Err(side_error(
            &n.to_string(),
            crate::tr!("error-binary-odd", side = n),
        ));
    }
    let max = if tango { SIGN_MAX } else { MAX_SIDE };
    if !(2..=max).contains(&n) {
        return Err(side_error(
            &n.to_string(),
            crate::tr!("error-binary-side", side = n, max = max),
        ));
    }
    let (body, sign_text) = if tango {
        let (c, s) = body.split_once(':').unwrap_or((body, ""));
        (c.trim(), Some(s.trim()))
    } else {
        (body, None)
    };
    let found = body.chars().count();
    if found != n * n {
        return Err(ParseError::WrongLength {
            expected: n * n,
            found,
        });
    }
    let mut cells = Vec::with_capacity(n * n);
    for (i, ch) in body.chars().enumerate() {
        cells.push(match ch {
            '.' => 0,
            '0' => 1,
            '1' => 2,
            _ => {
                return Err(ParseError::BadChar {
                    row: i / n,
                    col: i % n,
                    ch,
                })
            }
        });
    }
    let empty = cells.iter().filter(|&&c| c == 0).count();
    if n > MAX_OPEN_SIDE && empty > MAX_BIG_EMPTY {
        return Err(side_error(
            &n.to_string(),
            crate::tr!(
                "error-binary-open",
                side = n,
                open = MAX_OPEN_SIDE,
                most = MAX_BIG_EMPTY,
                empty = empty
            ),
        ));
    }
    match sign_text {
        Some(text) => {
            let signs = parse_signs(n, text)?;
            if let Some(reason) = crate::solve::binary::signs::contradiction(n, &signs) {
                return Err(ParseError::BadLayout {
                    what: "signs".into(),
                    reason,
                });
            }
            Ok(Binary::tango(n, cells, signs))
        }
        None => Ok(Binary::from_parts(n, cells)),
    }
}

/// Tango's signs: one of `.`, `=`, `x` per border (`×`, `X` and `*` are read as `x`).
fn parse_signs(n: usize, text: &str) -> Result<Vec<u8>, ParseError> {
    let want = edge_count(n);
    let found = text.chars().count();
    let bad = |reason: String| ParseError::BadParams {
        params: "signs".into(),
        reason,
    };
    if found != want {
        return Err(bad(crate::tr!(
            "error-tango-signs",
            side = n,
            expected = want,
            half = want / 2,
            found = found
        )));
    }
    text.chars()
        .enumerate()
        .map(|(k, ch)| match ch {
            '.' => Ok(0),
            '=' => Ok(EQ),
            'x' | 'X' | '×' | '*' => Ok(NE),
            _ => Err(bad(crate::tr!(
                "error-tango-sign",
                sign = if ch.is_control() || ch.is_whitespace() {
                    format!("U+{:04X}", ch as u32)
                } else {
                    format!("'{ch}'")
                },
                edge = edge_name(n, k)
            ))),
        })
        .collect()
}

/// The canonical game ID.
pub fn game_id(p: &Binary) -> String {
    let n = p.side();
    let mut s = String::with_capacity(3 * n * n + 16);
    s.push_str(if p.is_tango() { "tango:" } else { "binary:" });
    s.push_str(&n.to_string());
    s.push(':');
    s.extend(p.cells().iter().map(|&c| symbol_char(c)));
    if let Some(signs) = p.signs() {
        s.push(':');
        s.extend(signs.iter().map(|&x| sign_char(x)));
    }
    s
}

/// Every broken rule: over-full lines (balance), runs of three or more (no triples), equal complete rows or
/// columns (distinct lines). Cells whose index does not fit a `Cell` (sides above 255) are left out of the
/// list; the rule's text still names the lines.
pub fn violations(p: &Binary) -> Vec<Violation> {
    broken_rules(p)
        .into_iter()
        .map(|(rule, cells, lines)| Violation {
            lines,
            rule,
            cells: cells
                .into_iter()
                .filter_map(|c| Cell::try_from(c).ok())
                .collect(),
        })
        .collect()
}

/// The broken rules with full cell indices, and the whole lines each is about (for balance and distinct lines).
pub fn broken_rules(p: &Binary) -> Vec<(String, Vec<usize>, Vec<Unit>)> {
    let n = p.side();
    let cells = p.cells();
    let mut out = Vec::new();
    for (k, &s) in p.signs().unwrap_or(&[]).iter().enumerate() {
        let (a, b) = edge_cells(n, k);
        let (x, y) = (cells[a], cells[b]);
        if x != 0 && y != 0 && ((s == EQ && x != y) || (s == NE && x == y)) {
            let rule = if s == EQ {
                crate::tr!("error-rule-sign-equal", edge = edge_name(n, k))
            } else {
                crate::tr!("error-rule-sign-differ", edge = edge_name(n, k))
            };
            out.push((rule, vec![a, b], vec![]));
        }
    }
    for orient in 0..2 {
        let name = |l: usize| {
            if orient == 0 {
                crate::tr!("unit-row", n = l + 1)
            } else {
                crate::tr!("unit-column", n = l + 1)
            }
        };
        let idx = |l: usize, i: usize| if orient == 0 { l * n + i } else { i * n + l };
        let unit = |l: usize| {
            let l = u8::try_from(l).unwrap_or(u8::MAX);
            if orient == 0 {
                Unit::Row(l)
            } else {
                Unit::Col(l)
            }
        };
        // Complete lines with their index, grouped below by sorting (no hash map: smaller wasm).
        let mut complete: Vec<(Vec<Symbol>, usize)> = Vec::new();
        for l in 0..n {
            for s in 1..=2u8 {
                let at: Vec<usize> = (0..n)
                    .filter(|&i| cells[idx(l, i)] == s)
                    .map(|i| idx(l, i))
                    .collect();
                if at.len() > n / 2 {
                    out.push((
                        crate::tr!(
                            "error-rule-balance",
                            line = name(l),
                            count = at.len(),
                            digit = symbol_char(s),
                            half = n / 2
                        ),
                        at,
                        vec![unit(l)],
                    ));
                }
            }
            let mut i = 0;
            while i < n {
                let s = cells[idx(l, i)];
                let mut j = i + 1;
                while j < n && cells[idx(l, j)] == s {
                    j += 1;
                }
                if s != 0 && j - i >= 3 {
                    out.push((
                        crate::tr!(
                            "error-rule-triple",
                            count = j - i,
                            digit = symbol_char(s),
                            line = name(l)
                        ),
                        (i..j).map(|k| idx(l, k)).collect(),
                        vec![],
                    ));
                }
                i = j;
            }
            let line: Vec<Symbol> = (0..n).map(|i| cells[idx(l, i)]).collect();
            if line.iter().all(|&s| s != 0) {
                complete.push((line, l));
            }
        }
        if p.is_tango() {
            continue;
        }
        crate::core::sort::sort(&mut complete);
        let mut groups: Vec<Vec<usize>> = complete
            .chunk_by(|a, b| a.0 == b.0)
            .filter(|g| g.len() > 1)
            .map(|g| g.iter().map(|&(_, l)| l).collect())
            .collect();
        crate::core::sort::sort(&mut groups);
        for g in groups {
            let names: Vec<String> = g.iter().map(|l| (l + 1).to_string()).collect();
            let list = crate::hint::step::and_list(&names);
            let lines = if orient == 0 {
                crate::tr!("units-row", count = g.len(), list = list)
            } else {
                crate::tr!("units-column", count = g.len(), list = list)
            };
            out.push((
                crate::tr!("error-rule-distinct", lines = lines),
                g.iter()
                    .flat_map(|&l| (0..n).map(move |i| idx(l, i)))
                    .collect(),
                g.iter().map(|&l| unit(l)).collect(),
            ));
        }
    }
    out
}
