//! The CLI's booklets: `generate --booklet FILE.html` (the puzzles just made) and `booklet FILE.html [INPUT]`
//! (any game IDs, one per line, of any kinds and sizes, as the page's mixed booklets): the layout options, the
//! heading and the file, through [`deduce::booklet`].

use super::Args;
use deduce::booklet::{self, Layout, PER_PAGE};
use deduce::family::any::AnyPuzzle;
use deduce::tr;

/// `--per-page`, `--paper` and `--no-solutions`, for a booklet written to `file` (`None`: no booklet, and then
/// none of them may be given).
pub(crate) fn layout(a: &Args, file: Option<&str>) -> Result<Option<(String, Layout)>, String> {
    let Some(file) = file else {
        if let Some(o) = ["per-page", "paper", "no-solutions"]
            .iter()
            .find(|o| a.has(o))
        {
            return Err(tr!("cli-booklet-is-for", option = *o));
        }
        return Ok(None);
    };
    let layout = Layout {
        per_page: a.num("per-page", 4)?,
        letter: match a.get("paper").unwrap_or("a4") {
            "a4" | "A4" => false,
            "letter" => true,
            other => return Err(tr!("cli-paper", value = other)),
        },
        solutions: !a.has("no-solutions"),
    };
    if !PER_PAGE.contains(&layout.per_page) {
        return Err(tr!("cli-per-page", value = layout.per_page));
    }
    Ok(Some((file.to_string(), layout)))
}

/// The heading of a booklet: "Killer Sudoku 9×9, Hard" when every puzzle is of one kind, size and level,
/// "Killer Sudoku 9×9" when of one kind and size, else "Deduce: 8 puzzles".
fn heading(puzzles: &[(AnyPuzzle, String)]) -> String {
    let Some((first, level)) = puzzles.first() else {
        return tr!("cli-no-puzzles");
    };
    let title = booklet::title(first);
    if puzzles.iter().any(|(p, _)| booklet::title(p) != title) {
        return tr!("cli-booklet-heading", count = puzzles.len());
    }
    match puzzles.iter().all(|(_, l)| l == level) {
        true => format!("{title}, {}", booklet::level_name(level)),
        false => title,
    }
}

/// Writes the booklet of `puzzles` (each with its level's name) to `file`.
pub(crate) fn write(
    file: &str,
    layout: Layout,
    puzzles: &[(AnyPuzzle, String)],
) -> Result<(), String> {
    let html = booklet::html(puzzles, &heading(puzzles), layout)?;
    std::fs::write(file, html)
        .map_err(|e| tr!("cli-cannot-write", file = file, reason = e.to_string()))?;
    eprintln!(
        "{}",
        tr!("cli-booklet-written", file = file, count = puzzles.len())
    );
    Ok(())
}

/// The puzzles of `text` for `deduce booklet`: a game ID per line (empty lines and `#` comments skipped), each
/// graded for its caption, in the order given; the first line that is no puzzle with one solution stops it.
pub(crate) fn read(text: &str, jobs: usize) -> Result<Vec<(AnyPuzzle, String)>, String> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .map(str::trim)
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let mut out = vec![];
    deduce::batch::run_ordered(
        &lines,
        jobs,
        |&(i, line)| {
            let p = AnyPuzzle::parse(line).map_err(|e| format!("line {}: {e}", i + 1))?;
            let level = p.grade().map_err(|e| format!("line {}: {e}", i + 1))?.level;
            Ok((p, level.to_string()))
        },
        |r: Result<(AnyPuzzle, String), String>| {
            out.push(r?);
            Ok::<(), String>(())
        },
    )?;
    Ok(out)
}
