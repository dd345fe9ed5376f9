//! The rules field of a Sudoku game ID, read and written (issue 26's grammar): rules separated by `;`, each a
//! name from [`super::RULES`] and, for a rule instance, `=` and its cells: `even=r1c1,r5c5` (cells,
//! comma-separated), `thermo=r1c1-r2c2-r3c3` (a path, each cell touching the next), `white=r1c1-r1c2` (two
//! orthogonal neighbours), `arrow=r5c5>r4c4-r3c3` (a circle and its path), `cage=r1c1,r1c2/15` (cells joined by
//! their sides, and a total, optional), `littlekiller=r1c2+dr/23` (the diagonal's first cell on the grid's edge,
//! its direction `dr`, `dl`, `ur` or `ul`, and its total), `sandwich=r3/15` (a row or column and its total).
//! Cells are `rXcY`, 1-based. The form written before the grammar's, a total first (`cage=15@r1c1,r1c2`,
//! `littlekiller=23@r1c2-r2c3`, `sandwich=15@r3`), is still read. Canonical form: rules in the table's order,
//! instances of one rule in the order of their first cell, each once (edge marks with their cells in reading
//! order), so `parse(text(x)) == x`.

use super::{Value, RULES};
use crate::core::cell::{cell_name, Cell};
use crate::core::error::ParseError;
use crate::core::rule::Rule;

fn bad(reason: String) -> ParseError {
    ParseError::BadLayout {
        what: "rules".into(),
        reason,
    }
}

/// Reads a rules field (`diagonals;antiknight;thermo=r1c1-r1c2`) for a grid of `br×bc` blocks: the rules in
/// canonical order, or what is wrong (an unknown name, a rule not read yet, a value missing or malformed, a
/// rule the shape does not take).
pub fn parse(text: &str, br: usize, bc: usize) -> Result<Vec<Rule>, ParseError> {
    let n = br * bc;
    let mut rules = Vec::new();
    for part in text.split(';').map(str::trim) {
        if part.is_empty() {
            return Err(bad(crate::tr!("error-rule-empty")));
        }
        let (name, value) = match part.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (part, None),
        };
        let lower = name.to_ascii_lowercase();
        let shown: String = part.chars().take(40).collect();
        let Some(row) = RULES.iter().find(|r| r.name == lower) else {
            let mut known = String::new();
            for r in &RULES {
                known.push_str(if known.is_empty() { "" } else { ", " });
                known.push_str(r.name);
            }
            return Err(bad(crate::tr!(
                "error-rule-unknown",
                rule = shown,
                known = known
            )));
        };
        let what = |reason: &str| {
            bad(crate::tr!(
                "error-rule-named",
                rule = row.name,
                reason = reason
            ))
        };
        if let Some((r, c)) = row.only.filter(|&s| s != (br, bc)) {
            return Err(what(&crate::tr!(
                "error-rule-shape",
                side = r * c,
                rows = r,
                cols = c
            )));
        }
        let mut total = 0;
        let cells = match (row.value, value) {
            (Value::None, None) => vec![],
            (Value::None, Some(_)) => return Err(what(&crate::tr!("error-rule-no-value"))),
            (_, None) => return Err(what(&crate::tr!("error-rule-needs-cells"))),
            (Value::Cells, Some(v)) => {
                // A set of cells: in reading order.
                let mut cells = read_cells(v, ',', n).map_err(|e| what(&e))?;
                crate::core::sort::sort(&mut cells);
                cells
            }
            (Value::Path, Some(v)) => {
                let cells = read_cells(v, '-', n).map_err(|e| what(&e))?;
                if cells.len() < 2 {
                    return Err(what(&crate::tr!("error-rule-short-path")));
                }
                touching(&cells, n).map_err(|e| what(&e))?;
                cells
            }
            (Value::Arrow, Some(v)) => {
                let Some((circle, path)) = v.split_once('>') else {
                    return Err(what(&crate::tr!("error-rule-arrow-form")));
                };
                let mut cells = read_cells(circle, '-', n).map_err(|e| what(&e))?;
                if cells.len() != 1 {
                    return Err(what(&crate::tr!("error-rule-arrow-circle")));
                }
                let path = read_cells(path, '-', n).map_err(|e| what(&e))?;
                if let Some(&c) = path.iter().find(|c| **c == cells[0]) {
                    return Err(what(&crate::tr!(
                        "error-rule-twice",
                        cell = cell_name(c, n)
                    )));
                }
                cells.extend(path);
                touching(&cells, n).map_err(|e| what(&e))?;
                cells
            }
            (Value::Cage, Some(v)) => {
                let (list, sum) = with_total(v);
                let mut cells = read_cells(list, ',', n).map_err(|e| what(&e))?;
                crate::core::sort::sort(&mut cells);
                if cells.len() > n {
                    return Err(what(&crate::tr!("error-rule-cage-big", count = n)));
                }
                let members: Vec<usize> = cells.iter().map(|&c| c as usize).collect();
                if let Some(c) = crate::core::geometry::first_unconnected(n, &members) {
                    return Err(what(&crate::tr!(
                        "error-rule-cage-apart",
                        cell = cell_name(c as Cell, n),
                        first = cell_name(cells[0], n)
                    )));
                }
                let k = cells.len();
                let (lo, hi) = super::cage::sum_range(n, k);
                let (lo, hi) = (lo as usize, hi as usize);
                if let Some(sum) = sum {
                    total = read_total(sum, lo, hi).map_err(|e| {
                        what(&crate::tr!(
                            "error-rule-cage-total",
                            reason = e,
                            count = k,
                            lo = lo,
                            hi = hi
                        ))
                    })?;
                }
                cells
            }
            (Value::Diagonal, Some(v)) => {
                let (start, Some(sum)) = with_total(v) else {
                    return Err(what(&crate::tr!("error-rule-diagonal-form")));
                };
                let two = match start.split_once('+') {
                    Some((cell, dir)) => heading(cell, dir, n),
                    None => read_cells(start, '-', n),
                }
                .map_err(|e| what(&e))?;
                if two.len() != 2 {
                    return Err(what(&crate::tr!("error-rule-diagonal-direction")));
                }
                let cells =
                    super::littlekiller::diagonal(two[0], two[1], n).map_err(|e| what(&e))?;
                let k = cells.len();
                total = read_total(sum, k, k * n).map_err(|e| {
                    what(&crate::tr!(
                        "error-rule-diagonal-total",
                        reason = e,
                        count = k,
                        most = k * n
                    ))
                })?;
                cells
            }
            (Value::Line, Some(v)) => {
                let (name, Some(sum)) = with_total(v) else {
                    return Err(what(&crate::tr!("error-rule-line-form")));
                };
                let cells = super::sandwich::line(name, n).map_err(|e| what(&e))?;
                let most = super::sandwich::most(n);
                total = read_total(sum, 0, most).map_err(|e| {
                    what(&crate::tr!(
                        "error-rule-line-total",
                        reason = e,
                        side = n,
                        most = most
                    ))
                })?;
                cells
            }
            (Value::Pair, Some(v)) => {
                let mut cells = read_cells(v, '-', n).map_err(|e| what(&e))?;
                if cells.len() != 2 || !side_by_side(cells[0], cells[1], n) {
                    return Err(what(&crate::tr!(
                        "error-rule-pair",
                        text = v.chars().take(30).collect::<String>()
                    )));
                }
                crate::core::sort::sort(&mut cells);
                cells
            }
        };
        rules.push((row.make)(cells, total));
    }
    crate::core::sort::sort(&mut rules);
    rules.dedup();
    // One mark per edge of a family: a white and a black dot (an X and a V) on the same two cells.
    let mut edges: Vec<(u8, Cell, Cell)> = rules
        .iter()
        .filter_map(|r| match *r {
            Rule::White(a, b) | Rule::Black(a, b) => Some((0, a, b)),
            Rule::X(a, b) | Rule::V(a, b) => Some((1, a, b)),
            _ => None,
        })
        .collect();
    crate::core::sort::sort(&mut edges);
    if let Some(w) = edges.windows(2).find(|w| w[0] == w[1]) {
        return Err(bad(crate::tr!(
            "error-rule-two-marks",
            a = cell_name(w[0].1, n),
            b = cell_name(w[0].2, n),
            kind = if w[0].0 == 0 { "dots" } else { "xv" }
        )));
    }
    // Cages never share a cell.
    let mut caged = vec![false; n * n];
    for r in &rules {
        if let Rule::Cage(cells, _) = r {
            for &c in cells {
                if std::mem::replace(&mut caged[c as usize], true) {
                    return Err(bad(crate::tr!(
                        "error-rule-two-cages",
                        cell = cell_name(c, n)
                    )));
                }
            }
        }
    }
    Ok(rules)
}

/// A value and its total: `<value>/<total>` (the grammar's form), or `<total>@<value>` (the form written before,
/// still read so older links and saves open); no total: the value alone.
fn with_total(v: &str) -> (&str, Option<&str>) {
    if let Some((total, value)) = v.split_once('@') {
        return (value, Some(total));
    }
    match v.rsplit_once('/') {
        Some((value, total)) => (value, Some(total)),
        None => (v, None),
    }
}

/// The directions a little killer's diagonal runs in (`dr`: down and right), as row and column steps.
const HEADINGS: [(&str, isize, isize); 4] =
    [("dr", 1, 1), ("dl", 1, -1), ("ur", -1, 1), ("ul", -1, -1)];

/// A little killer's first cell and direction (`r1c2`, `dr`) as its first two cells, or what is wrong.
fn heading(cell: &str, dir: &str, n: usize) -> Result<Vec<Cell>, String> {
    let first = read_cells(cell, '-', n)?;
    let Some(&(_, dr, dc)) = HEADINGS
        .iter()
        .find(|h| h.0 == dir.trim().to_ascii_lowercase())
    else {
        return Err(crate::tr!(
            "error-rule-heading",
            text = dir.chars().take(12).collect::<String>()
        ));
    };
    let (r, c) = (
        (first[0] as usize / n) as isize + dr,
        (first[0] as usize % n) as isize + dc,
    );
    let inside = |k: isize| (0..n as isize).contains(&k);
    if !(first.len() == 1 && inside(r) && inside(c)) {
        return Err(crate::tr!("error-rule-crosses"));
    }
    Ok(vec![first[0], (r as usize * n + c as usize) as Cell])
}

/// Cells named `rXcY` (1-based, at most `n`), separated by `sep`, each once.
fn read_cells(text: &str, sep: char, n: usize) -> Result<Vec<Cell>, String> {
    let mut cells = Vec::new();
    for name in text.split(sep).map(str::trim) {
        let c = read_cell(name, n).ok_or_else(|| {
            crate::tr!(
                "error-rule-cell",
                text = name.chars().take(12).collect::<String>(),
                side = n
            )
        })?;
        if cells.contains(&c) {
            return Err(crate::tr!("error-rule-twice", cell = cell_name(c, n)));
        }
        cells.push(c);
    }
    Ok(cells)
}

/// A total between `lo` and `hi`, or what is wrong.
fn read_total(text: &str, lo: usize, hi: usize) -> Result<u16, String> {
    let t = text.trim();
    match t.parse::<usize>() {
        Ok(v) if t.len() <= 3 && (lo..=hi).contains(&v) => Ok(v as u16),
        _ => Err(crate::tr!(
            "error-rule-total",
            text = t.chars().take(12).collect::<String>(),
            lo = lo,
            hi = hi
        )),
    }
}

/// `r3c12` on a side-`n` grid.
fn read_cell(name: &str, n: usize) -> Option<Cell> {
    let lower = name.to_ascii_lowercase();
    let (r, c) = lower.strip_prefix('r')?.split_once('c')?;
    let num = |t: &str| -> Option<usize> {
        (!t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
            .filter(|&k| (1..=n).contains(&k))
    };
    Some(((num(r)? - 1) * n + num(c)? - 1) as Cell)
}

/// Does each cell of a path touch the next (sides and corners count)? Else what is wrong.
fn touching(cells: &[Cell], n: usize) -> Result<(), String> {
    match cells.windows(2).find(|w| !touch(w[0], w[1], n)) {
        Some(w) => Err(crate::tr!(
            "error-rule-touch",
            a = cell_name(w[0], n),
            b = cell_name(w[1], n)
        )),
        None => Ok(()),
    }
}

/// Do two cells touch (share a side or a corner)?
fn touch(a: Cell, b: Cell, n: usize) -> bool {
    let (a, b) = (a as usize, b as usize);
    a != b && (a / n).abs_diff(b / n) <= 1 && (a % n).abs_diff(b % n) <= 1
}

/// Do two cells share a side?
fn side_by_side(a: Cell, b: Cell, n: usize) -> bool {
    let (a, b) = (a as usize, b as usize);
    (a / n).abs_diff(b / n) + (a % n).abs_diff(b % n) == 1
}

/// The rules field of a game ID of side `n`, in canonical order (empty for no rules).
pub fn text(rules: &[Rule], n: usize) -> String {
    let mut out = String::new();
    for r in rules {
        if !out.is_empty() {
            out.push(';');
        }
        let row = super::row(r);
        out.push_str(row.name);
        let total = match r.total() {
            0 => String::new(),
            t => format!("/{t}"),
        };
        let sep = match row.value {
            Value::None => continue,
            Value::Cells | Value::Cage => ",",
            Value::Path | Value::Pair | Value::Arrow => "-",
            Value::Line => {
                let line = super::sandwich::name(&r.cells(), n);
                // a sandwich's total may be 0 (its 1 and largest digit side by side)
                out.push_str(&format!("={line}/{}", r.total()));
                continue;
            }
            Value::Diagonal => {
                let cells = r.cells();
                let (a, b) = (cells[0] as isize, cells[1] as isize);
                let n = n as isize;
                let (dr, dc) = (b / n - a / n, b % n - a % n);
                let dir = HEADINGS
                    .iter()
                    .find(|h| (h.1, h.2) == (dr, dc))
                    .map_or("dr", |h| h.0);
                out.push_str(&format!(
                    "={}+{dir}{total}",
                    cell_name(cells[0], n as usize)
                ));
                continue;
            }
        };
        out.push('=');
        let cells = r.cells();
        for (i, &c) in cells.iter().enumerate() {
            if i > 0 {
                out.push_str(if i == 1 && row.value == Value::Arrow {
                    ">"
                } else {
                    sep
                });
            }
            out.push_str(&cell_name(c, n));
        }
        out.push_str(&total);
    }
    out
}
