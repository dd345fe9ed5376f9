//! A booklet of puzzles to print as one HTML page (`deduce generate … --booklet FILE.html`): the puzzles 1, 2, 4
//! or 6 to an A4 or Letter sheet, each drawn by [`crate::format::svg`] with its number, kind, level and game ID,
//! then (unless left out) the solutions small, twelve to a sheet: the layout of the page's Print booklet
//! (`www/booklet.js`). No script: a browser's print dialog prints it, one sheet per page, no grid cut across two.

use crate::core::cell::Symbol;
use crate::family::any::{AnyPuzzle, Kind};
use crate::format::svg;

/// Puzzles to a sheet the booklet takes, and solutions to a sheet.
pub const PER_PAGE: [usize; 4] = [1, 2, 4, 6];
pub const SOLUTIONS_PER_PAGE: usize = 12;

/// How the booklet is laid out.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// Puzzles to a sheet: one of [`PER_PAGE`].
    pub per_page: usize,
    /// Letter paper (else A4).
    pub letter: bool,
    /// The solutions at the end.
    pub solutions: bool,
}

/// What a puzzle is called in a caption: "Killer Sudoku 9×9" (message `booklet-kind`, in the engine's language).
pub fn title(p: &AnyPuzzle) -> String {
    let name = crate::tr!("booklet-kind", kind = p.kind().name());
    let n = p.side();
    let called = match p {
        AnyPuzzle::Sudoku(s) if p.kind() == Kind::Sudoku && !s.geometry().rules.is_empty() => {
            let mut names: Vec<String> = vec![];
            for r in &s.geometry().rules {
                let c = crate::rules::row(r).title();
                if !names.contains(&c) {
                    names.push(c);
                }
            }
            format!("{} ", names.join(" + "))
        }
        _ => String::new(),
    };
    format!("{called}{name} {n}×{n}")
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A puzzle drawn with `values` written in.
fn drawing(p: &AnyPuzzle, values: &[Symbol]) -> String {
    match p {
        AnyPuzzle::Sudoku(s) => svg::sudoku(s, values),
        AnyPuzzle::Binary(b) => svg::binary(b, values),
    }
}

/// The booklet of `puzzles` (each with its level's name), headed `heading` on every sheet. A puzzle without one
/// solution is refused (its solution could not be printed).
pub fn html(
    puzzles: &[(AnyPuzzle, String)],
    heading: &str,
    layout: Layout,
) -> Result<String, String> {
    if !PER_PAGE.contains(&layout.per_page) {
        return Err(crate::tr!("error-per-page", got = layout.per_page));
    }
    let sheets = puzzles.len().div_ceil(layout.per_page)
        + if layout.solutions {
            puzzles.len().div_ceil(SOLUTIONS_PER_PAGE)
        } else {
            0
        };
    let mut pages = vec![];
    let page = |pages: &mut Vec<String>, class: &str, per: usize, figures: String| {
        pages.push(format!(
            "<section class=\"page {class}\" data-per-page=\"{per}\">\n<p class=\"head\">{}</p>\n{figures}</section>\n",
            escape(&crate::tr!(
                "booklet-page",
                heading = heading,
                page = pages.len() + 1,
                pages = sheets
            )),
        ));
    };
    for (k, chunk) in puzzles.chunks(layout.per_page).enumerate() {
        let mut figures = String::new();
        for (i, (p, level)) in chunk.iter().enumerate() {
            let number = k * layout.per_page + i + 1;
            figures.push_str(&format!(
                "<figure>\n{}<figcaption><b>{number}</b> · {} · {}<span class=\"id\">{}</span></figcaption>\n</figure>\n",
                drawing(p, p.cells()),
                escape(&title(p)),
                escape(&level_name(level)),
                escape(&p.game_id())
            ));
        }
        page(&mut pages, "puzzles", layout.per_page, figures);
    }
    if layout.solutions {
        let mut solved = vec![];
        for (k, (p, _)) in puzzles.iter().enumerate() {
            let sol = p
                .solution()
                .ok_or_else(|| crate::tr!("booklet-no-solution", number = k + 1))?;
            solved.push(format!(
                "<figure>\n{}<figcaption><b>{}</b></figcaption>\n</figure>\n",
                drawing(p, &sol),
                escape(&crate::tr!("booklet-solution", number = k + 1))
            ));
        }
        for chunk in solved.chunks(SOLUTIONS_PER_PAGE) {
            page(&mut pages, "solutions", SOLUTIONS_PER_PAGE, chunk.concat());
        }
    }
    let paper = if layout.letter { "letter" } else { "A4" };
    Ok(format!(
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n{}</style>\n</head>\n<body>\n{}</body>\n</html>\n",
        crate::text::language(),
        escape(&crate::tr!("booklet-title", heading = heading)),
        STYLE.replace("PAPER", paper),
        pages.concat()
    ))
}

/// A level's name from its id ("Hard" from "hard", "Schwer" in German: message `booklet-level`).
pub fn level_name(level: &str) -> String {
    crate::tr!("booklet-level", level = level)
}

/// The sheets' layout, as the page's booklet has it (www/style.css, "Print booklet").
const STYLE: &str = "@page { size: PAPER; margin: 1.2cm; }
body { margin: 0; font-family: sans-serif; color: #000; background: #fff; }
.page { display: grid; align-content: start; justify-items: center; gap: .4cm; break-after: page; }
.page:last-child { break-after: auto; }
.head { grid-column: 1 / -1; margin: 0; font-size: 9pt; color: #444; }
.page[data-per-page=\"1\"] { --grid: 16.5cm; }
.page[data-per-page=\"2\"] { --grid: 10cm; }
.page[data-per-page=\"4\"] { --grid: 8.4cm; grid-template-columns: 1fr 1fr; }
.page[data-per-page=\"6\"] { --grid: 5.8cm; grid-template-columns: 1fr 1fr; }
.page.solutions { --grid: 4.6cm; grid-template-columns: repeat(3, 1fr); gap: .3cm; }
figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: .15cm; break-inside: avoid; }
figure svg { width: var(--grid); height: var(--grid); }
figcaption { width: var(--grid); font-size: 9pt; line-height: 1.3; }
.solutions figcaption { font-size: 7pt; }
.id { display: block; font: 5pt/1.2 monospace; color: #444; word-break: break-all; overflow-wrap: anywhere; }
@media screen { body { background: #ddd; } .page { background: #fff; width: 18.6cm; padding: 1.2cm; margin: 1rem auto; } }
";
