// Independent answers for the end-to-end tests: a 9×9 Sudoku solver, a binary-puzzle solver and two technique
// finders (naked pairs, sandwiches) written here from the rules, sharing no code with the engine (the wasm the
// page runs), so a test that judges the page with them does not take its answers from the code under test.
// Also the position the page shows, read from the grid's accessible names.

/** The grid as the page shows it: `cells` (0 empty; Sudoku digits, binary 1 for `0` and 2 for `1`) and
 *  `marks` (a bit set per cell, bit s for note s), read from each cell's aria-label and aria-description.
 *  `kind`: 'sudoku' or 'binary'. */
export async function readGrid(page, kind = 'sudoku') {
  const cells = await page.getByRole('gridcell').evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), e.getAttribute('aria-description') ?? '']));
  const value = (ch) => (kind === 'binary' ? Number(ch) + 1 : parseInt(ch, 36));
  return {
    n: Math.round(Math.sqrt(cells.length)),
    cells: cells.map(([label]) => { const w = label.split(', ')[1]; return w === 'empty' ? 0 : value(w); }),
    marks: cells.map(([, desc]) => {
      const m = /notes ([^,]*)/.exec(desc);
      return m ? m[1].split(' ').reduce((b, ch) => b | (1 << value(ch)), 0) : 0;
    }),
  };
}

/** The peers of each cell of a 9×9 Sudoku (row, column, block), and its 27 units. */
const UNITS = (() => {
  const u = [];
  for (let i = 0; i < 9; i++) {
    u.push([...Array(9).keys()].map((k) => i * 9 + k));
    u.push([...Array(9).keys()].map((k) => k * 9 + i));
    u.push([...Array(9).keys()].map((k) => (Math.floor(i / 3) * 3 + Math.floor(k / 3)) * 9 + (i % 3) * 3 + (k % 3)));
  }
  return u;
})();
const PEERS = [...Array(81).keys()].map((c) => [...new Set(UNITS.filter((u) => u.includes(c)).flat())].filter((p) => p !== c));

/** The unique solution of a 9×9 Sudoku (cells 0 empty), or null when it has none or several. */
export function solveSudoku(cells) {
  const g = [...cells];
  let found = null;
  let count = 0;
  const fits = (c, d) => PEERS[c].every((p) => g[p] !== d);
  if (g.some((d, c) => d && !fits(c, d))) return null;
  const go = () => {
    let best = -1;
    let opts = null;
    for (let c = 0; c < 81; c++) {
      if (g[c]) continue;
      const o = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => fits(c, d));
      if (!opts || o.length < opts.length) { best = c; opts = o; }
      if (o.length === 0) return;
    }
    if (best < 0) { count++; found = [...g]; return; }
    for (const d of opts) {
      g[best] = d;
      go();
      g[best] = 0;
      if (count > 1) return;
    }
  };
  go();
  return count === 1 ? found : null;
}

/** Every naked pair of a 9×9 position's notes with something to remove: for each, the [cell, digit] notes it
 *  rules out (two cells of a unit noting the same two digits only: no other cell of that unit holds them). */
export function nakedPairs(cells, marks) {
  const bits = (m) => [...Array(10).keys()].filter((d) => m & (1 << d));
  const out = [];
  for (const unit of UNITS) {
    const open = unit.filter((c) => !cells[c]);
    for (const a of open) {
      for (const b of open) {
        if (b <= a || marks[a] !== marks[b] || bits(marks[a]).length !== 2) continue;
        const elims = [];
        for (const c of open) {
          if (c === a || c === b) continue;
          for (const d of bits(marks[a])) if (marks[c] & (1 << d)) elims.push([c, d]);
        }
        if (elims.length) out.push(elims);
      }
    }
  }
  return out;
}

/** The rows and columns of an n×n grid as lists of cells. */
const lines = (n) => [...Array(n).keys()].flatMap((i) => [
  [...Array(n).keys()].map((k) => i * n + k), [...Array(n).keys()].map((k) => k * n + i)]);

/** Whether a binary grid (1 and 2, 0 empty) breaks no rule so far: at most n/2 of a symbol per line, no three
 *  equal in a row, and (complete) no two equal rows or columns. */
function binaryFits(g, n) {
  for (const line of lines(n)) {
    const v = line.map((c) => g[c]);
    for (const s of [1, 2]) if (v.filter((x) => x === s).length > n / 2) return false;
    for (let k = 2; k < n; k++) if (v[k] && v[k] === v[k - 1] && v[k] === v[k - 2]) return false;
  }
  const full = lines(n).filter((line) => line.every((c) => g[c]));
  const rows = full.filter((l) => l[1] - l[0] === 1).map((l) => l.map((c) => g[c]).join(''));
  const cols = full.filter((l) => l[1] - l[0] === n).map((l) => l.map((c) => g[c]).join(''));
  return new Set(rows).size === rows.length && new Set(cols).size === cols.length;
}

/** The unique solution of an n×n binary puzzle (1 and 2, 0 empty), or null when it has none or several. */
export function solveBinary(cells, n) {
  const g = [...cells];
  let found = null;
  let count = 0;
  const go = (from) => {
    const c = g.indexOf(0, from);
    if (c < 0) { count++; found = [...g]; return; }
    for (const s of [1, 2]) {
      g[c] = s;
      if (binaryFits(g, n)) go(c + 1);
      g[c] = 0;
      if (count > 1) return;
    }
  };
  if (binaryFits(g, n)) go(0);
  return count === 1 ? found : null;
}

/** Every sandwich of a binary grid: an empty cell between two equal symbols in a line takes the other one,
 *  as [cell, symbol]. */
export function sandwiches(cells, n) {
  const out = [];
  for (const line of lines(n)) {
    for (let k = 1; k + 1 < n; k++) {
      const [a, m, b] = [line[k - 1], line[k], line[k + 1]];
      if (!cells[m] && cells[a] && cells[a] === cells[b]) out.push([m, 3 - cells[a]]);
    }
  }
  return out;
}
