//! Game IDs of the Sudoku variants: X-Sudoku `sudoku-x:RxC:<cells>` (both main diagonals are units too) and
//! Jigsaw `jigsaw:N:<cells>:<regions>` (irregular regions replace the blocks; one label character per cell,
//! `1-9A-Z`). Reading checks the layout and says what is wrong and where; writing gives the canonical form
//! (Jigsaw regions relabelled `1, 2, …` in order of first appearance), so `parse(format(x)) == x`. Killer
//! (`killer:RxC:<cells>:<cages>:<sums>`) is read and written by [`super::killer`]; [`super::sudoku`] picks the
//! kind.

use super::shape::{parse_shape, read_cells};
use crate::core::cell::{cell_name, symbol_char};
use crate::core::error::ParseError;
use crate::core::geometry::{first_unconnected, Geometry, Layout};
use crate::core::sudoku::Sudoku;

/// Jigsaw sides.
pub const JIGSAW_SIDES: std::ops::RangeInclusive<usize> = 4..=12;

/// Reads an X-Sudoku or Jigsaw game ID: `kind` is the part before the first `:`, `rest` the part after it.
pub fn parse_grid(kind: &str, rest: &str) -> Result<Sudoku, ParseError> {
    let bad_params = |reason: &str| ParseError::BadParams {
        params: rest.chars().take(20).collect(),
        reason: reason.into(),
    };
    match kind.to_ascii_lowercase().as_str() {
        "sudoku-x" => {
            let (params, body) = rest.split_once(':').ok_or_else(|| {
                bad_params(&crate::tr!(
                    "error-expected-form",
                    form = "sudoku-x:RxC:<cells>"
                ))
            })?;
            let (br, bc) = parse_shape(params)?;
            // Shape checks (side range) as for the plain kind.
            Sudoku::empty(br, bc)?;
            let mut s = Sudoku::on(crate::rules::x_geometry(br, bc));
            read_cells(&mut s, body)?;
            Ok(s)
        }
        "jigsaw" => {
            let mut parts = rest.splitn(3, ':');
            let (Some(params), Some(body), Some(regions)) =
                (parts.next(), parts.next(), parts.next())
            else {
                return Err(bad_params(&crate::tr!(
                    "error-expected-form",
                    form = "jigsaw:N:<cells>:<regions>"
                )));
            };
            let n: usize = params
                .parse()
                .ok()
                .filter(|n| JIGSAW_SIDES.contains(n))
                .ok_or_else(|| ParseError::BadParams {
                    params: params.chars().take(20).collect(),
                    reason: crate::tr!(
                        "error-jigsaw-side",
                        min = *JIGSAW_SIDES.start(),
                        max = *JIGSAW_SIDES.end()
                    ),
                })?;
            let regions = parse_regions(n, regions)?;
            let geo = Geometry::jigsaw(n, regions).map_err(|reason| ParseError::BadLayout {
                what: "regions".into(),
                reason,
            })?;
            let mut s = Sudoku::on(geo);
            read_cells(&mut s, body)?;
            Ok(s)
        }
        _ => Err(ParseError::UnknownKind(kind.chars().take(20).collect())),
    }
}

/// The region of each cell (`0..n`, numbered in order of first appearance) from one label per cell, checked:
/// `n` labels, `n` cells each, each region connected (cells joined through shared sides).
pub fn parse_regions(n: usize, text: &str) -> Result<Vec<u8>, ParseError> {
    let bad = |reason: String| ParseError::BadLayout {
        what: "regions".into(),
        reason,
    };
    let found = text.chars().count();
    if found != n * n {
        return Err(bad(crate::tr!(
            "error-region-labels",
            expected = n * n,
            found = found
        )));
    }
    let mut labels: Vec<char> = Vec::new();
    let mut regions = Vec::with_capacity(n * n);
    for (i, ch) in text.chars().enumerate() {
        if !(ch.is_ascii_digit() && ch != '0' || ch.is_ascii_uppercase()) {
            return Err(bad(crate::tr!(
                "error-region-label",
                label = ch.escape_default().to_string(),
                cell = cell_name(i as u16, n)
            )));
        }
        let k = match labels.iter().position(|&l| l == ch) {
            Some(k) => k,
            None => {
                labels.push(ch);
                labels.len() - 1
            }
        };
        if k >= n {
            return Err(bad(crate::tr!(
                "error-regions-too-many",
                count = n,
                label = ch,
                cell = cell_name(i as u16, n),
                region = k + 1
            )));
        }
        regions.push(k as u8);
    }
    for (k, &label) in labels.iter().enumerate() {
        let cells: Vec<usize> = (0..n * n).filter(|&c| regions[c] as usize == k).collect();
        if cells.len() != n {
            return Err(bad(crate::tr!(
                "error-region-size",
                label = label,
                cell = cell_name(cells[0] as u16, n),
                cells = crate::core::error::cells_count(cells.len()),
                count = n
            )));
        }
        if let Some(c) = first_unconnected(n, &cells) {
            return Err(bad(crate::tr!(
                "error-region-apart",
                label = label,
                cell = cell_name(c as u16, n),
                first = cell_name(cells[0] as u16, n)
            )));
        }
    }
    if labels.len() < n {
        return Err(bad(crate::tr!(
            "error-regions-too-few",
            found = labels.len(),
            count = n
        )));
    }
    Ok(regions)
}

/// The label of region `k` in canonical output.
pub fn region_label(k: u8) -> char {
    symbol_char(k + 1)
}

/// The canonical game ID of an X-Sudoku or Jigsaw grid (the other layouts are written by [`super::sudoku`]
/// and [`super::killer`]).
pub fn game_id(s: &Sudoku) -> String {
    let g = s.geometry();
    match &g.layout {
        Layout::Regions(regions) => {
            let labels: String = regions.iter().map(|&k| region_label(k)).collect();
            format!("jigsaw:{}:{}:{labels}", g.n, s.cells_text())
        }
        // X-Sudoku: blocks and the `diagonals` rule alone.
        _ => format!("sudoku-x:{}x{}:{}", g.br, g.bc, s.cells_text()),
    }
}
