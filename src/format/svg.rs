//! A puzzle drawn as SVG for print (`deduce generate --booklet`), black on white, as the page draws it
//! (`www/grid-drawing.js`, `www/render-rules.js`): 100 units a cell; thin cell lines, thick block or Jigsaw
//! region borders; Killer's and the `cage` rule's cages dashed inside their cells with their sums; the rules'
//! marks (even and odd cells, thermometers, arrows, whispers and renbans, Kropki dots, X and V, X-Sudoku's
//! diagonals and Windoku's windows shaded); little killer and sandwich totals in a frame round the grid; Tango's
//! signs; then the symbols written in, givens bold. Text only from the engine's own characters and numbers.

use crate::core::binary::{edge_cells, Binary, EQ};
use crate::core::cell::{symbol_char, Cell, Symbol};
use crate::core::rule::Rule;
use crate::core::sudoku::Sudoku;
use std::fmt::Write;

/// User units a cell.
const U: f64 = 100.0;
/// The frame round a grid with clues outside it, in cells (the page's `OUTSIDE`).
const OUTSIDE: f64 = 0.7;

/// An SVG document in the making: its elements, and the drawing's side in cells with its frame.
struct Svg {
    body: String,
}

impl Svg {
    fn new() -> Svg {
        Svg {
            body: String::with_capacity(16 * 1024),
        }
    }
    fn el(&mut self, text: std::fmt::Arguments<'_>) {
        let _ = self.body.write_fmt(text);
        self.body.push('\n');
    }
    fn finish(self, n: usize, frame: bool) -> String {
        let o = if frame { OUTSIDE * U } else { 4.0 };
        let side = n as f64 * U + 2.0 * o;
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"{} {} {side} {side}\" font-family=\"sans-serif\">\n{}</svg>\n",
            -o, -o, self.body
        )
    }
}

fn centre(n: usize, c: Cell) -> (f64, f64) {
    let c = c as usize;
    ((c % n) as f64 * U + U / 2.0, (c / n) as f64 * U + U / 2.0)
}

fn points(pts: &[(f64, f64)]) -> String {
    pts.iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The cells' symbols, centred: givens (`givens[c] != 0`) bold and black, the others grey.
fn symbols(
    svg: &mut Svg,
    n: usize,
    values: &[Symbol],
    givens: &[Symbol],
    glyph: &dyn Fn(Symbol) -> String,
) {
    for (c, &v) in values.iter().enumerate().filter(|(_, &v)| v != 0) {
        let (x, y) = centre(n, c as Cell);
        let (weight, fill) = if givens[c] != 0 {
            ("700", "#000")
        } else {
            ("400", "#555")
        };
        svg.el(format_args!(
            "<text x=\"{x}\" y=\"{:.1}\" font-size=\"58\" font-weight=\"{weight}\" fill=\"{fill}\" text-anchor=\"middle\">{}</text>",
            y + 20.0,
            glyph(v)
        ));
    }
}

/// The thin lines between cells and the outer border.
fn lines(svg: &mut Svg, n: usize) {
    let m = n as f64 * U;
    let mut d = String::new();
    for k in 1..n {
        let t = k as f64 * U;
        let _ = write!(d, "M{t} 0V{m}M0 {t}H{m}");
    }
    svg.el(format_args!(
        "<path d=\"{d}\" stroke=\"#999\" stroke-width=\"2\" fill=\"none\"/>"
    ));
}

/// Thick borders between cells of different boxes (`box_of[cell]`), and round the grid.
fn boxes(svg: &mut Svg, n: usize, box_of: &dyn Fn(usize) -> usize) {
    let mut d = String::new();
    for c in 0..n * n {
        let (r, col) = (c / n, c % n);
        let (x, y) = (col as f64 * U, r as f64 * U);
        if col + 1 < n && box_of(c) != box_of(c + 1) {
            let _ = write!(d, "M{} {y}v{U}", x + U);
        }
        if r + 1 < n && box_of(c) != box_of(c + n) {
            let _ = write!(d, "M{x} {}h{U}", y + U);
        }
    }
    let m = n as f64 * U;
    svg.el(format_args!(
        "<path d=\"{d}\" stroke=\"#000\" stroke-width=\"6\" stroke-linecap=\"square\" fill=\"none\"/>"
    ));
    svg.el(format_args!(
        "<rect x=\"0\" y=\"0\" width=\"{m}\" height=\"{m}\" stroke=\"#000\" stroke-width=\"8\" fill=\"none\"/>"
    ));
}

/// Cages (`cage_of[cell]`, `usize::MAX` outside every cage) as one dashed outline inset in their cells: a side
/// bordering another cage is drawn `D` inside the cell, running on to the next cell of the cage (and `D` beyond
/// it round an inner corner).
fn cage_outlines(svg: &mut Svg, n: usize, cage_of: &[usize]) {
    const D: f64 = 9.0;
    let same = |c: usize, r: isize, col: isize| {
        let (rr, cc) = ((c / n) as isize + r, (c % n) as isize + col);
        (0..n as isize).contains(&rr)
            && (0..n as isize).contains(&cc)
            && cage_of[rr as usize * n + cc as usize] == cage_of[c]
    };
    let mut d = String::new();
    for c in (0..n * n).filter(|&c| cage_of[c] != usize::MAX) {
        let (x0, y0) = ((c % n) as f64 * U, (c / n) as f64 * U);
        // each side: its outward direction (dr, dc); along it, the directions of its two ends
        for (dr, dc) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
            if same(c, dr, dc) {
                continue;
            }
            // the end's reach: on to the neighbour along the side, and past it round an inner corner
            let reach = |ar: isize, ac: isize| match (same(c, ar, ac), same(c, ar + dr, ac + dc)) {
                (true, true) => U + D,
                (true, false) => U,
                _ => U - D,
            };
            if dr != 0 {
                let y = if dr < 0 { y0 + D } else { y0 + U - D };
                let (a, b) = (x0 + U - reach(0, -1), x0 + reach(0, 1));
                let _ = write!(d, "M{a} {y}H{b}");
            } else {
                let x = if dc < 0 { x0 + D } else { x0 + U - D };
                let (a, b) = (y0 + U - reach(-1, 0), y0 + reach(1, 0));
                let _ = write!(d, "M{x} {a}V{b}");
            }
        }
    }
    svg.el(format_args!(
        "<path d=\"{d}\" stroke=\"#000\" stroke-width=\"2.5\" stroke-dasharray=\"7 5\" fill=\"none\"/>"
    ));
}

/// A cage's sum, small in the top-left corner of its first cell, on white.
fn cage_sum(svg: &mut Svg, n: usize, first: Cell, sum: u16) {
    let (x, y) = centre(n, first);
    let (x, y) = (x - U / 2.0 + 3.0, y - U / 2.0 + 3.0);
    let w = 17.0 * sum.to_string().len() as f64 + 6.0;
    svg.el(format_args!(
        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"31\" fill=\"#fff\"/><text x=\"{}\" y=\"{}\" font-size=\"29\" font-weight=\"700\">{sum}</text>",
        x + 3.0,
        y + 25.0
    ));
}

/// A Sudoku of any kind and rules, with `values` written in (its givens, or its solution).
pub fn sudoku(s: &Sudoku, values: &[Symbol]) -> String {
    let g = s.geometry();
    let n = g.n;
    let mut svg = Svg::new();
    svg.el(format_args!(
        "<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{0}\" fill=\"#fff\"/>",
        n as f64 * U
    ));
    let shade = |svg: &mut Svg, cells: &mut dyn Iterator<Item = usize>| {
        for c in cells {
            let (x, y) = centre(n, c as Cell);
            svg.el(format_args!(
                "<rect x=\"{}\" y=\"{}\" width=\"{U}\" height=\"{U}\" fill=\"#e4e4e4\"/>",
                x - U / 2.0,
                y - U / 2.0
            ));
        }
    };
    let mut frame = false;
    for r in &g.rules {
        match r {
            Rule::Diagonals => shade(
                &mut svg,
                &mut (0..n * n).filter(|c| c / n == c % n || c / n + c % n == n - 1),
            ),
            Rule::Windoku => shade(
                &mut svg,
                &mut (0..n * n).filter(|c| {
                    let w = |k: usize| matches!(k, 1..=3 | 5..=7);
                    n == 9 && w(c / n) && w(c % n)
                }),
            ),
            Rule::LittleKiller(..) | Rule::Sandwich(..) => frame = true,
            _ => {}
        }
    }
    lines(&mut svg, n);
    let regions = match &g.layout {
        crate::core::geometry::Layout::Regions(r) => Some(r.clone()),
        _ => None,
    };
    let (br, bc) = (g.br.max(1), g.bc.max(1));
    boxes(&mut svg, n, &|c| match &regions {
        Some(r) => r[c] as usize,
        None => (c / n) / br * n + (c % n) / bc,
    });
    // cages (a Killer's, or fewer), each outlined and its sum written
    let mut cage_of = vec![usize::MAX; n * n];
    let mut sums = vec![];
    for (k, cage) in g.cages().iter().enumerate() {
        cage.cells.iter().for_each(|&c| cage_of[c as usize] = k);
        sums.push((cage.cells[0], cage.sum));
    }
    if !sums.is_empty() {
        cage_outlines(&mut svg, n, &cage_of);
    }
    rule_marks(&mut svg, n, &g.rules);
    for &(first, sum) in sums.iter().filter(|(_, s)| *s != 0) {
        cage_sum(&mut svg, n, first, sum);
    }
    symbols(&mut svg, n, values, &s.cells, &|v| {
        symbol_char(v).to_string()
    });
    svg.finish(n, frame)
}

/// The rules' marks in the cells, along lines, on borders and outside the grid.
fn rule_marks(svg: &mut Svg, n: usize, rules: &[Rule]) {
    const GREY: &str = "#b8b8b8";
    for r in rules {
        match r {
            Rule::Even(cells) | Rule::Odd(cells) => {
                for &c in cells {
                    let (x, y) = centre(n, c);
                    match r {
                        Rule::Even(_) => svg.el(format_args!(
                            "<rect x=\"{}\" y=\"{}\" width=\"68\" height=\"68\" rx=\"4\" fill=\"#ddd\"/>",
                            x - 34.0,
                            y - 34.0
                        )),
                        _ => svg.el(format_args!("<circle cx=\"{x}\" cy=\"{y}\" r=\"36\" fill=\"#ddd\"/>")),
                    }
                }
            }
            Rule::Thermo(cells) => {
                let (x, y) = centre(n, cells[0]);
                let pts: Vec<_> = cells.iter().map(|&c| centre(n, c)).collect();
                svg.el(format_args!(
                    "<circle cx=\"{x}\" cy=\"{y}\" r=\"34\" fill=\"{GREY}\"/>"
                ));
                svg.el(format_args!(
                    "<polyline points=\"{}\" stroke=\"{GREY}\" stroke-width=\"24\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\"/>",
                    points(&pts)
                ));
            }
            Rule::Whisper(cells) | Rule::Renban(cells) => {
                let pts: Vec<_> = cells.iter().map(|&c| centre(n, c)).collect();
                let (width, dash) = match r {
                    Rule::Whisper(_) => ("12", ""),
                    _ => ("20", " stroke-opacity=\"0.7\""),
                };
                svg.el(format_args!(
                    "<polyline points=\"{}\" stroke=\"{GREY}\" stroke-width=\"{width}\"{dash} stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\"/>",
                    points(&pts)
                ));
            }
            Rule::Arrow(cells) if cells.len() >= 2 => arrow(svg, n, cells),
            Rule::White(a, b) | Rule::Black(a, b) | Rule::X(a, b) | Rule::V(a, b) => {
                let ((xa, ya), (xb, yb)) = (centre(n, *a), centre(n, *b));
                let (x, y) = ((xa + xb) / 2.0, (ya + yb) / 2.0);
                match r {
                    Rule::White(..) => svg.el(format_args!(
                        "<circle cx=\"{x}\" cy=\"{y}\" r=\"11\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"3\"/>"
                    )),
                    Rule::Black(..) => svg.el(format_args!(
                        "<circle cx=\"{x}\" cy=\"{y}\" r=\"11\" fill=\"#000\"/>"
                    )),
                    _ => svg.el(format_args!(
                        "<rect x=\"{}\" y=\"{}\" width=\"32\" height=\"38\" rx=\"6\" fill=\"#fff\"/><text x=\"{x}\" y=\"{}\" font-size=\"32\" font-weight=\"700\" text-anchor=\"middle\">{}</text>",
                        x - 16.0,
                        y - 19.0,
                        y + 11.0,
                        if matches!(r, Rule::X(..)) { "X" } else { "V" }
                    )),
                }
            }
            Rule::LittleKiller(cells, total) if cells.len() >= 2 => {
                little_killer(svg, n, cells, *total)
            }
            Rule::Sandwich(cells, total) if cells.len() >= 2 => {
                let (a, b) = (cells[0] as usize, cells[1] as usize);
                let edge = OUTSIDE * U / 2.0;
                let (x, y) = if a / n == b / n {
                    (-edge, (a / n) as f64 * U + U / 2.0)
                } else {
                    ((a % n) as f64 * U + U / 2.0, -edge)
                };
                svg.el(format_args!(
                    "<text x=\"{x}\" y=\"{:.1}\" font-size=\"30\" font-weight=\"700\" text-anchor=\"middle\">{total}</text>",
                    y + 10.0
                ));
            }
            _ => {}
        }
    }
}

/// An arrow: a circle round its first cell, a line from the circle's edge along the path, a head at the end
/// (short of the last cell's centre).
fn arrow(svg: &mut Svg, n: usize, cells: &[Cell]) {
    let mut pts: Vec<_> = cells.iter().map(|&c| centre(n, c)).collect();
    let (cx, cy) = pts[0];
    const R: f64 = 38.0;
    svg.el(format_args!(
        "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{R}\" fill=\"none\" stroke=\"#777\" stroke-width=\"5\"/>"
    ));
    let (x1, y1) = pts[1];
    let d = (x1 - cx).hypot(y1 - cy);
    pts[0] = (cx + (x1 - cx) * R / d, cy + (y1 - cy) * R / d);
    let k = pts.len();
    let ((xp, yp), (xl, yl)) = (pts[k - 2], pts[k - 1]);
    let dl = (xl - xp).hypot(yl - yp);
    pts[k - 1] = (xl - (xl - xp) * 22.0 / dl, yl - (yl - yp) * 22.0 / dl);
    let ((xa, ya), (xb, yb)) = (pts[k - 2], pts[k - 1]);
    let a = (yb - ya).atan2(xb - xa);
    const L: f64 = 24.0;
    let head = [
        (xb - L * (a - 0.55).cos(), yb - L * (a - 0.55).sin()),
        (xb, yb),
        (xb - L * (a + 0.55).cos(), yb - L * (a + 0.55).sin()),
    ];
    for line in [points(&pts), points(&head)] {
        svg.el(format_args!(
            "<polyline points=\"{line}\" stroke=\"#777\" stroke-width=\"5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\"/>"
        ));
    }
}

/// A little killer: its total outside the grid, diagonally before its first cell, and an arrow down the diagonal.
fn little_killer(svg: &mut Svg, n: usize, cells: &[Cell], total: u16) {
    let (a, b) = (cells[0] as usize, cells[1] as usize);
    let (r, c) = ((a / n) as isize, (a % n) as isize);
    let (dr, dc) = ((b / n) as isize - r, (b % n) as isize - c);
    let edge = OUTSIDE * U / 2.0;
    let at = |k: isize, d: isize| {
        if k - d < 0 {
            -edge
        } else if k - d >= n as isize {
            n as f64 * U + edge
        } else {
            (k as f64 + 0.5) * U - d as f64 * 0.8 * U
        }
    };
    let (x, y) = (at(c, dc), at(r, dr));
    let (fx, fy) = (dc as f64, dr as f64);
    svg.el(format_args!(
        "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"26\" font-weight=\"700\" text-anchor=\"middle\">{total}</text>",
        x - fx * 10.0,
        y - fy * 10.0 + 9.0
    ));
    let ((x1, y1), (x2, y2)) = (
        (x + fx * 16.0, y + fy * 16.0),
        (x + fx * 34.0, y + fy * 34.0),
    );
    let a1 = fy.atan2(fx);
    const L: f64 = 10.0;
    let head = [
        (x2 - L * (a1 - 0.6).cos(), y2 - L * (a1 - 0.6).sin()),
        (x2, y2),
        (x2 - L * (a1 + 0.6).cos(), y2 - L * (a1 + 0.6).sin()),
    ];
    for line in [points(&[(x1, y1), (x2, y2)]), points(&head)] {
        svg.el(format_args!(
            "<polyline points=\"{line}\" stroke=\"#000\" stroke-width=\"3\" fill=\"none\"/>"
        ));
    }
}

/// A binary puzzle or a Tango (its signs on the borders), with `values` written in: `0` and `1`, or Tango's sun
/// and moon.
pub fn binary(b: &Binary, values: &[Symbol]) -> String {
    let n = b.n;
    let mut svg = Svg::new();
    svg.el(format_args!(
        "<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{0}\" fill=\"#fff\"/>",
        n as f64 * U
    ));
    lines(&mut svg, n);
    boxes(&mut svg, n, &|_| 0);
    if let Some(signs) = b.signs() {
        for (k, &s) in signs.iter().enumerate().filter(|(_, &s)| s != 0) {
            let (a, c) = edge_cells(n, k);
            let ((xa, ya), (xc, yc)) = (centre(n, a as Cell), centre(n, c as Cell));
            let (x, y) = ((xa + xc) / 2.0, (ya + yc) / 2.0);
            svg.el(format_args!(
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"15\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"2\"/><text x=\"{x}\" y=\"{:.1}\" font-size=\"24\" text-anchor=\"middle\">{}</text>",
                y + 8.0,
                if s == EQ { "=" } else { "×" }
            ));
        }
    }
    let tango = b.signs().is_some();
    symbols(&mut svg, n, values, &b.cells, &|v| {
        let glyphs = if tango { ["☀", "☾"] } else { ["0", "1"] };
        glyphs[usize::from(v == 2)].into()
    });
    svg.finish(n, false)
}
