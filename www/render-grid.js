// The board, one of the DOM writers (render.js calls it): the grid drawn once per puzzle (grid-drawing.js) and
// patched after every change (cells, notes, highlights, Tango's signs, binary line counts, the Killer keypad help,
// the hint's picture over the cells from figure.js), and the keypad under it.
import { dom } from './elements.js';
import { COLOURS, COLOUR_NAMES, isBinaryKind, isSudoku, listText, puzzleTitle, symbolText, symbolWord } from './kinds.js';
import { language, t } from './i18n.js';
import { orList } from './announce.js';
import { renderMarks } from './render-marks.js';
import { figureDefs, figureNodes, hasFigure } from './figure.js';
import { drawGrid, hiddenSpan } from './grid-drawing.js';
import { shownRecords } from './step-record.js';

let built = null;    // {id, lang, cells: [{el, val, notes: [span]}], keys: [button], last: [string], counts}

/** Builds the grid (grid-drawing.js) and keypad for a new puzzle, or in another language (the cells' words). */
function build(info, counts = true) {
  const { side: n, blockW, chars, symbolCount, kind } = info;
  const grid = dom.grid;
  const { cells, compact, overlay, signs, signWords, cageWords, ruleWords } = drawGrid(grid, dom.board, info);
  // Sudoku: several cells can be selected at once (a drag, Ctrl-click, Shift+arrows); a binary click cycles one
  if (kind === 'sudoku') grid.setAttribute('aria-multiselectable', 'true'); else grid.removeAttribute('aria-multiselectable');
  document.documentElement.style.setProperty('--side', String(n));
  document.documentElement.dataset.kind = kind;
  document.documentElement.dataset.side = String(n);
  grid.setAttribute('aria-label', puzzleTitle(info));
  grid.setAttribute('aria-rowcount', String(n));
  grid.setAttribute('aria-colcount', String(n));
  // Keypad: one button per symbol, named by its character, then Erase.
  const keys = [];
  const keypad = dom.keypad;
  keypad.replaceChildren();
  keypad.dataset.count = String(symbolCount);
  keypad.dataset.kind = kind;
  keypad.dataset.variant = info.variant ?? kind;
  keypad.style.setProperty('--kcols', String(blockW || Math.min(symbolCount, 4)));
  // Phones: as few rows of equal keys as seven to a row allow, balanced (9 symbols: 5 + 4 and Erase); Erase
  // takes what is left of the last row.
  const rows = Math.ceil((symbolCount + 1) / 7), cols = Math.ceil((symbolCount + 1) / rows);
  keypad.style.setProperty('--krow', String(cols));
  keypad.style.setProperty('--kspan', String(cols * rows - symbolCount));
  for (let s = 1; s <= symbolCount; s++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'key';
    b.dataset.symbol = String(s);
    b.textContent = symbolText(info, s);
    // The name stays the symbol (Tango: sun, moon); Sudoku keys show how many are still to place (renderKeys).
    b.setAttribute('aria-label', keyName(info, s));
    if (info.variant === 'tango') b.setAttribute('aria-keyshortcuts', chars[s]);
    keypad.append(b);
    keys.push(b);
  }
  const erase = document.createElement('button');
  erase.type = 'button';
  erase.className = 'key erase';
  erase.dataset.action = 'erase';
  erase.textContent = t('keypad-erase');
  erase.setAttribute('aria-keyshortcuts', 'Backspace Delete');
  keypad.append(erase);
  built = { id: info.id, lang: language(), cells, keys, erase, compact, last: new Array(n * n).fill(''), counts: buildCounts(info, counts), countsOn: counts, overlay, figureKey: '',
            signs, signWords, cageWords, ruleWords };
  watchOverflow();
}

/**
 * Cages: under the keypad, the digit sets the selected cell's cage can still hold with the digits placed in it
 * (the board's cageHelp, from the engine): "17 in 3: 1 7 9 · 2 6 9 · 3 5 9"; said in words as its accessible name. On
 * 12×12 the letters' values follow: "… (A = 10, B = 11, C = 12)".
 */
export function renderCageHelp(board, replaying) {
  const el = dom.cageHelp, help = board.cageHelp, info = board.info;
  el.hidden = !info?.cages?.length || replaying;
  if (el.hidden) return;
  let text, words;
  if (!help) {
    text = t('cage-help-select');
    words = text;
  } else if (!help.sum) {
    text = t('cage-help-no-sum', { size: help.size });
    words = text;
  } else if (!help.sets.length) {
    text = t('cage-help-none', { sum: help.sum, size: help.size });
    words = t('cage-help-none-said', { sum: help.sum, size: help.size });
  } else {
    const sets = help.sets.map((set) => set.map((d) => info.chars[d]).join(' '));
    text = t('cage-help-sets', { sum: help.sum, size: help.size, sets: sets.join(' · ') });
    words = t('cage-help-sets-said', { sum: help.sum, size: help.size, sets: orList(sets) });
  }
  // past 9 the digits are letters, as in the game ID: say what they add up as
  const letters = info.symbolCount > 9 ? ` (${[...info.chars.slice(10)].map((ch, i) => `${ch} = ${i + 10}`).join(', ')})` : '';
  text += letters;
  words += letters;
  if (el.textContent !== text) el.textContent = text;
  el.setAttribute('aria-label', t('cage-help-label', { words }));
}

/**
 * The board scrolls sideways when it is wider than the screen (big grids on phones): data-more on its scroller
 * says on which side more is hidden, and the style sheet draws a cue there.
 */
let overflowWatched = false;
function watchOverflow() {
  const area = dom.boardArea;
  const update = () => {
    const max = area.scrollWidth - area.clientWidth;
    const more = [];
    if (max > 1 && area.scrollLeft > 1) more.push('left');
    if (max > 1 && area.scrollLeft < max - 1) more.push('right');
    const text = more.join(' ');
    if (area.dataset.more !== text) area.dataset.more = text;
  };
  if (!overflowWatched) {
    overflowWatched = true;
    area.addEventListener('scroll', update, { passive: true });
    const ro = new ResizeObserver(update);
    ro.observe(area);
    ro.observe(dom.board);
  }
  update();
}

/**
 * Binary puzzles: beside each row and below each column, how many 0s and 1s the line still needs, plus a
 * legend in the corner (0 left/top, 1 right/bottom). Returns {row: [...], column: [...]} of
 * {el, zero, one, last}, or null for Sudoku.
 */
function buildCounts(info, on) {
  const board = dom.board;
  for (const el of board.querySelectorAll('.counts, .count-legend')) el.remove();
  board.classList.toggle('with-counts', isBinaryKind(info.kind) && on);
  if (!isBinaryKind(info.kind) || !on) return null;
  const n = info.side;
  const out = {};
  const tango = info.variant === 'tango';
  const labels = { row: tango ? t('line-counts-rows-tango') : t('line-counts-rows'),
    column: tango ? t('line-counts-columns-tango') : t('line-counts-columns') };
  for (const line of ['row', 'column']) {
    const list = document.createElement('div');
    list.className = `counts ${line}-counts`;
    list.setAttribute('role', 'list');
    list.setAttribute('aria-label', labels[line]);
    out[line] = [];
    for (let k = 0; k < n; k++) {
      const el = document.createElement('div');
      el.className = 'count';
      el.setAttribute('role', 'listitem');
      const zero = hiddenSpan('need0');
      const one = hiddenSpan('need1');
      el.append(zero, one);
      list.append(el);
      out[line].push({ el, zero, one, last: '' });
    }
    board.insertBefore(list, dom.busy);
  }
  const legend = document.createElement('div');
  legend.className = 'count-legend';
  legend.setAttribute('aria-hidden', 'true');
  for (const [cls, text] of [['need0', symbolText(info, 1)], ['need1', symbolText(info, 2)]]) {
    const s = document.createElement('span');
    s.className = cls;
    s.textContent = text;
    legend.append(s);
  }
  board.insertBefore(legend, dom.busy);
  return out;
}

/** What a line still needs, by which of its counts are over (zeros first): "needs 2 zeros, 1 one", "1 zero too
 *  many, needs 3 ones"; Tango's in suns and moons. */
const NEEDS = {
  binary: [(a) => t('line-needs', a), (a) => t('line-needs-zeros-over', a), (a) => t('line-needs-ones-over', a), (a) => t('line-needs-both-over', a)],
  tango: [(a) => t('line-needs-tango', a), (a) => t('line-needs-suns-over', a), (a) => t('line-needs-moons-over', a), (a) => t('line-needs-tango-both-over', a)],
};
function needText(need0, need1, tango = false) {
  return NEEDS[tango ? 'tango' : 'binary'][(need0 < 0 ? 1 : 0) + (need1 < 0 ? 2 : 0)]({ zeros: Math.abs(need0), ones: Math.abs(need1) });
}
/** A line's count as a screen reader says it: "row 3: needs 2 zeros, 1 one", and whether it breaks a rule. */
function lineText(line, number, needs, broken) {
  const args = { number, needs };
  if (line === 'row') return broken ? t('line-counts-row-bad', args) : t('line-counts-row', args);
  return broken ? t('line-counts-column-bad', args) : t('line-counts-column', args);
}

function renderCounts(view) {
  const { info, snap } = view;
  const n = info.side, half = n / 2;
  const bad = snap.badLines ?? { row: new Set(), column: new Set() };
  for (const line of ['row', 'column']) {
    built.counts[line].forEach((cnt, k) => {
      let zeros = 0, ones = 0;
      for (let i = 0; i < n; i++) {
        const v = snap.cells[line === 'row' ? k * n + i : i * n + k];
        if (v === 1) zeros++; else if (v === 2) ones++;
      }
      const need0 = half - zeros, need1 = half - ones, broken = bad[line].has(k);
      const key = `${need0}|${need1}|${broken}`;
      if (cnt.last === key) return;
      cnt.last = key;
      cnt.zero.textContent = need0 < 0 ? `−${-need0}` : String(need0);
      cnt.one.textContent = need1 < 0 ? `−${-need1}` : String(need1);
      cnt.zero.classList.toggle('done', need0 === 0);
      cnt.one.classList.toggle('done', need1 === 0);
      cnt.zero.classList.toggle('over', need0 < 0);
      cnt.one.classList.toggle('over', need1 < 0);
      cnt.el.classList.toggle('bad', broken);
      cnt.el.setAttribute('aria-label', lineText(line, k + 1, needText(need0, need1, info.variant === 'tango'), broken));
    });
  }
}

/**
 * Sudoku keys: how many of each symbol are still to place (the grid holds each one `side` times), shown in the
 * key's corner and said in its description; a symbol placed everywhere is marked done.
 */
function renderKeys(view) {
  const { info, snap } = view;
  const placed = new Array(info.symbolCount + 1).fill(0);
  for (const v of snap.cells) placed[v]++;
  // the keys are colours (Colour mode), or the counts are off (Settings): no counts
  const quiet = view.mode === 'colour' || view.settings?.showCounts === false;
  built.keys.forEach((key, k) => {
    const left = info.side - placed[k + 1];
    const text = String(Math.max(left, 0));
    if (key.dataset.left === text && key.dataset.quiet === String(quiet)) return;
    key.dataset.left = text;
    key.dataset.quiet = String(quiet);
    key.classList.toggle('done', left <= 0 && !quiet);
    if (quiet) key.removeAttribute('aria-description');
    else key.setAttribute('aria-description', left > 0 ? t('keypad-left', { count: left }) : t('keypad-all-placed'));
  });
}

/** Big grids: up to four candidates in a 2×2 square, else their count (the full list is in aria-description);
 *  `lit` (a symbol, or 0) is lit among them. */
function renderCompactNotes(cell, m, info, lit) {
  const list = [];
  for (let s = 1; s <= info.symbolCount; s++) if (m & (1 << s)) list.push(s);
  const many = list.length > 4;
  cell.notesEl.classList.toggle('count', many);
  cell.notes.forEach((span, k) => {
    span.textContent = many ? (k === 0 ? `(${list.length})` : '') : (list[k] ? info.chars[list[k]] : '');
    span.classList.toggle('same-note', !many && lit !== 0 && list[k] === lit);
  });
}

function blockOf(info, r, c) {
  if (info.regions?.length) return info.regions[r * info.side + c];
  if (!info.blockH) return -1;
  return Math.floor(r / info.blockH) * (info.side / info.blockW) + Math.floor(c / info.blockW);
}

function renderCells(view) {
  const { info, snap, selected, hint, wrong, settings } = view;
  const selection = view.selection ?? new Set(selected >= 0 ? [selected] : []);
  const n = info.side;
  // the peers of one selected cell are lit; with several selected, only the selection is
  const sel = selected >= 0 && selection.size <= 1 ? built.cells[selected] : null;
  // the symbol to highlight everywhere: the digit chosen first, else the selected cell's
  const selVal = view.activeSymbol || (selected >= 0 ? snap.cells[selected] : 0);
  const selBlock = sel ? blockOf(info, sel.r, sel.c) : -2;
  // a mistake's cell too is shown only with the reasoning: tier 1 says only that an entry is wrong.
  // With a picture (tier 2), the overlay shows the units and the targets; the evidence cells stay shaded.
  const pictured = hint?.step && hint.tier >= 2 && shownRecords(hint.step).some(hasFigure);
  const evidence = hint?.step && hint.tier >= 2 ? new Set(hint.step.evidence) : null;
  const targets = hint?.step && !pictured && hint.tier >= 2 ? new Set(hint.step.placements.map(([c]) => c).concat(hint.step.eliminations.map(([c]) => c))) : null;
  const focusInGrid = dom.grid.contains(document.activeElement);
  const binary = isBinaryKind(info.kind);
  const badLines = snap.badLines ?? { row: new Set(), column: new Set() };
  const tabCell = selected >= 0 ? selected : 0;
  for (let i = 0; i < n * n; i++) {
    const cell = built.cells[i];
    const v = snap.cells[i];
    const m = snap.marks[i];
    const peer = !!sel && settings.highlightPeers && i !== selected &&
      (cell.r === sel.r || cell.c === sel.c || (selBlock >= 0 && blockOf(info, cell.r, cell.c) === selBlock) ||
       (info.cages?.[selected] >= 0 && info.cages[i] === info.cages[selected]));
    const same = settings.highlightSame && binary === false && selVal !== 0 && v === selVal && i !== selected;
    // the same symbol among the notes of empty cells is lit too (as Good Sudoku and SudokuPad do)
    const sameNote = settings.highlightSame && binary === false && selVal !== 0 && !v && (m & (1 << selVal)) !== 0;
    // Settings, "Mark cells that break a rule": off, the player finds them alone
    const lineBad = binary && settings.showConflicts && (badLines.row.has(cell.r) || badLines.column.has(cell.c));
    const conflict = settings.showConflicts && snap.conflicts.has(i);
    const isWrong = wrong.has(i);
    // a checked practice answer's missed effects: the cell ringed, the notes it should have changed circled
    const miss = view.missed?.get(i) ?? [];
    const unit = !!hint && !pictured && hint.unitCells.has(i);
    const ev = !!evidence && evidence.has(i);
    const tg = !!targets && targets.has(i);
    const chosen = selection.has(i);
    const drawn = isSudoku(info.kind) ? `${snap.corner[i]}/${snap.colours[i]}/${settings.colourNumbers}` : '';
    const key = `${drawn}|${v}|${m}|${chosen}|${peer}|${same}|${sameNote ? selVal : 0}|${conflict}|${isWrong}|${unit}|${ev}|${tg}|${i === tabCell}|${lineBad}|${miss.join(',')}`;
    if (built.last[i] === key) continue;
    built.last[i] = key;
    const el = cell.el;
    cell.val.textContent = v ? symbolText(info, v) : '';
    el.classList.toggle('filled', v !== 0);
    el.dataset.value = v ? info.chars[v] : '';
    if (built.compact) renderCompactNotes(cell, v ? 0 : m, info, sameNote ? selVal : 0);
    else {
      cell.notes.forEach((span, k) => {
        span.textContent = !v && (m & (1 << (k + 1))) ? info.chars[k + 1] : '';
        span.classList.toggle('same-note', sameNote && k + 1 === selVal);
        span.classList.toggle('missed-note', miss.includes(k + 1));
      });
    }
    el.classList.toggle('selected', chosen);
    el.classList.toggle('peer', peer);
    el.classList.toggle('same', same);
    el.classList.toggle('conflict', conflict);
    el.classList.toggle('line-bad', lineBad);
    el.classList.toggle('wrong', isWrong);
    el.classList.toggle('missed', miss.length > 0);
    el.classList.toggle('hint-unit', unit);
    el.classList.toggle('hint-evidence', ev);
    el.classList.toggle('hint-target', tg);
    el.tabIndex = i === tabCell ? 0 : -1;
    if (chosen) el.setAttribute('aria-selected', 'true'); else el.removeAttribute('aria-selected');
    if (conflict) el.setAttribute('aria-invalid', 'true'); else el.removeAttribute('aria-invalid');
    el.setAttribute('aria-label', t('view-cell-said', { cell: `r${cell.r + 1}c${cell.c + 1}`, what: symbolWord(info, v) }));
    const desc = [];
    if (info.givens[i]) desc.push(t('grid-cell-given'));
    if (built.signWords[i].length) desc.push(t('grid-cell-signs', { signs: listText(built.signWords[i]) }));
    if (built.cageWords[i]) desc.push(built.cageWords[i]);
    if (built.ruleWords[i]) desc.push(built.ruleWords[i]);
    if (!v && m) {
      const list = [];
      for (let s = 1; s <= info.symbolCount; s++) if (m & (1 << s)) list.push(info.chars[s]);
      desc.push(t('grid-cell-notes', { notes: list.join(' ') }));
    }
    const marks = drawn ? renderMarks(cell, info, v, snap.corner[i], snap.colours[i], settings.colourNumbers) : '';
    if (marks) desc.push(marks);
    if (conflict) desc.push(t('grid-cell-breaks'));
    else if (lineBad) desc.push(t('grid-cell-line-breaks'));
    if (isWrong) desc.push(t('grid-cell-wrong'));
    if (miss.length) desc.push(t('grid-cell-missed', { notes: miss.map((s) => info.chars[s]).join(' ') }));
    if (ev) desc.push(t('grid-cell-evidence'));
    if (desc.length) el.setAttribute('aria-description', listText(desc)); else el.removeAttribute('aria-description');
  }
  if (built.counts) renderCounts(view);
  // a sign between two filled cells that breaks it is marked (its cells are conflicts too)
  for (const s of built.signs) {
    const [x, y] = [snap.cells[s.a], snap.cells[s.b]];
    s.el.classList.toggle('bad', settings.showConflicts && x !== 0 && y !== 0 && (x === y) !== s.eq);
  }
  if (!binary) renderKeys(view);
  if (focusInGrid && selected >= 0 && document.activeElement !== built.cells[selected].el) {
    built.cells[selected].el.focus();
  }
}

/** A symbol key's accessible name: its character (Tango: sun, moon). */
const keyName = (info, s) => (info.variant === 'tango' ? symbolWord(info, s) : info.chars[s]);

/** The keypad's buttons: enabled while playing; with digit-first input, the chosen symbol's key is pressed. */
export function renderKeypadControls({ activeSymbol, mode, info }, playing, digitFirst) {
  if (built) built.erase.disabled = !playing;
  const colour = mode === 'colour';
  dom.keypad.dataset.mode = mode;
  (built?.keys ?? []).forEach((k, i) => {
    // Colour mode: the first nine keys are the colours, named by number and colour (the others wait)
    k.disabled = !playing || (colour && i >= COLOURS);
    const name = colour && i < COLOURS ? t('keypad-colour', { number: i + 1, name: COLOUR_NAMES[i] }) : info ? keyName(info, i + 1) : '';
    if (k.getAttribute('aria-label') !== name) k.setAttribute('aria-label', name);
    k.classList.toggle('active', digitFirst && activeSymbol === i + 1);
    if (digitFirst) k.setAttribute('aria-pressed', String(activeSymbol === i + 1)); else k.removeAttribute('aria-pressed');
  });
}

/**
 * The tier-2 picture of the hint's steps over the grid (figure.js builds the nodes), redrawn when the hint, its
 * tier or the cell size changes; empty otherwise.
 */
function renderFigure(view) {
  const { hint, info } = view;
  const steps = hint?.step && hint.tier >= 2 ? shownRecords(hint.step).filter(hasFigure) : [];
  const svg = built.overlay;
  if (!steps.length) {
    // nothing to draw: the grid's size is not read (that would force a layout of every cell at each update)
    if (built.figureKey !== '') { svg.replaceChildren(); svg.classList.remove('active'); }
    built.figureKey = '';
    built.figureHint = null;
    return;
  }
  const cellPx = Math.round(dom.grid.clientWidth / info.side) || 1;
  const key = `${hint.tier}|${cellPx}`;
  if (built.figureKey === key && built.figureHint === hint.step) return;
  built.figureKey = key;
  built.figureHint = hint.step;
  svg.replaceChildren(figureDefs(), ...figureNodes(steps, info, cellPx));
  svg.classList.add('active');
  svg.dataset.steps = String(steps.length);
}

/** The grid for the puzzle on the board (built when it is another puzzle), and `shown`: its cells and picture
 *  (render.js gridView). */
export function renderBoard({ info, snap }, shown) {
  // the binary counters come and go with the setting (Show how many of each symbol are left): a rebuild
  const counts = shown?.settings?.showCounts !== false;
  if (info && (built?.id !== info.id || built.countsOn !== counts || built.lang !== language())) build(info, counts);
  if (info && snap) { renderCells(shown); renderFigure(shown); showHintCell(shown); }
}

/**
 * When a hint's reasoning is first shown (tier 2), the cell it changes (else the first cell of its evidence) is
 * brought into view: a big grid on a phone is wider than the screen and taller than what is left above the Hint
 * button, and the step's picture is no use out of sight. The nearest scroll that shows it, so a cell already in
 * view moves nothing.
 */
function showHintCell({ hint }) {
  const step = hint?.step && hint.tier >= 2 ? hint.step : null;
  if (!step || built.viewedHint === step) { if (!step) built.viewedHint = null; return; }
  built.viewedHint = step;
  const cell = step.placements[0]?.[0] ?? step.eliminations[0]?.[0] ?? step.evidence[0];
  built.cells[cell]?.el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Moves keyboard focus to the selected cell (after a click on a keypad button, focus stays there). */
export function focusCell(i) { built?.cells[i]?.el.focus(); }
