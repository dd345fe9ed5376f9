// The only module that touches the DOM. It builds the grid once per puzzle and then patches what changed,
// using createElement / textContent / classList / dataset / setAttribute (never HTML strings).
import { KIND_NAMES, LEVELS, SIZES, capitalized, isBinaryKind, isSudoku, cluesNote, formatTime, levelsFor, levelNote, provenOffered } from './state.js';
import { cageOutline, figureDefs, figureNodes, hasFigure, regionOutline } from './figure.js';
import { withArticle } from './replay.js';
import { LESSONS } from './tutorial.js';

const $ = (id) => document.getElementById(id);

export const dom = {
  grid: $('grid'), board: $('board'), boardArea: $('board-area'), busy: $('busy'), busyText: $('busy-text'), keypad: $('keypad'),
  status: $('status'), message: $('message'), gameInfo: $('game-info'), puzzleLevel: $('puzzle-level'), timer: $('timer'),
  hintPanel: $('hint-panel'), hintTitle: $('hint-title'), hintText: $('hint-text'), hintSteps: $('hint-steps'),
  hintNext: $('hint-next'),
  options: $('options'), kind: $('opt-kind'), size: $('opt-size'), level: $('opt-level'), levelNote: $('level-note'),
  symmetry: $('opt-symmetry'), symmetryLabel: $('opt-symmetry-label'), proven: $('opt-proven'), provenField: $('opt-proven-field'), newGame: $('new-game'), cancel: $('cancel'),
  daily: $('daily'),
  notes: $('notes'), fillNotes: $('fill-notes'), undo: $('undo'), redo: $('redo'), hint: $('hint'),
  check: $('check'), reveal: $('reveal'), revealAll: $('reveal-all'), restart: $('restart'), share: $('share'),
  import: $('import'),
  importDialog: $('import-dialog'), importForm: $('import-form'), importText: $('import-text'),
  importVerdict: $('import-verdict'), importClose: $('import-close'), importAnyway: $('import-anyway'),
  cageHelp: $('cage-help'), helpKiller: $('help-killer'), helpSudoku: $('help-sudoku'), helpBinary: $('help-binary'), helpTango: $('help-tango'),
  theme: $('set-theme'), setTimer: $('set-timer'), setAutoClean: $('set-autoclean'), setPeers: $('set-peers'),
  setSame: $('set-same'), setAutoCheck: $('set-autocheck'), setDigitFirst: $('set-digitfirst'),
  pause: $('pause'), paused: $('paused'), resume: $('resume'),
  continue: $('continue'), gamesDialog: $('games-dialog'), gamesList: $('games-list'), gamesDamaged: $('games-damaged'),
  gamesEmpty: $('games-empty'), gamesClose: $('games-close'),
  revealDialog: $('reveal-dialog'), revealConfirm: $('reveal-confirm'), revealCancel: $('reveal-cancel'),
  replaced: $('replaced'), replacedText: $('replaced-text'), replacedBack: $('replaced-back'), replacedDismiss: $('replaced-dismiss'),
  replay: $('replay'), replayPanel: $('replay-panel'), replayCounter: $('replay-counter'), replayTitle: $('replay-title'),
  replayText: $('replay-text'), replaySummary: $('replay-summary'), replayPrev: $('replay-prev'), replayNext: $('replay-next'),
  replayClose: $('replay-close'),
  tutorialOffer: $('tutorial-offer'), tutorialOfferText: $('tutorial-offer-text'), tutorialOfferStart: $('tutorial-offer-start'),
  tutorialOfferDecline: $('tutorial-offer-decline'), tutorialStart: $('tutorial-start'), tutorialDialog: $('tutorial-dialog'),
  tutorialTitle: $('tutorial-title'), tutorialProgress: $('tutorial-progress'), tutorialText: $('tutorial-text'),
  tutorialGrid: $('tutorial-grid'), tutorialKeys: $('tutorial-keys'), tutorialFeedback: $('tutorial-feedback'),
  tutorialSkip: $('tutorial-skip'), tutorialNext: $('tutorial-next'),
  learn: $('learn'), libraryDialog: $('library-dialog'), libraryList: $('library-list'), libraryClose: $('library-close'),
  learnPanel: $('learn-panel'), learnTitle: $('learn-panel-title'), learnDesc: $('learn-desc'), learnVerdict: $('learn-verdict'),
  learnTally: $('learn-tally'), learnStep: $('learn-step'), learnNext: $('learn-next'), learnPractise: $('learn-practise'),
  learnLibrary: $('learn-library'),
  statsEmpty: $('stats-empty'), statsTable: $('stats-table'), statsBody: $('stats-body'), statsReset: $('stats-reset'),
};

let built = null;    // {id, cells: [{el, val, notes: [span]}], keys: [button], last: [string], counts}
let lastSizeKind = '';

function kindName(kind) { return KIND_NAMES[kind] ?? 'Sudoku'; }

/** Tango shows its 0s and 1s as suns and moons (typed as 0 and 1). */
const TANGO_GLYPHS = ['', '☀', '☾'];
const TANGO_WORDS = ['empty', 'sun', 'moon'];
function symbolText(info, v) { return info.variant === 'tango' ? TANGO_GLYPHS[v] : info.chars[v]; }
function symbolWord(info, v) { return info.variant === 'tango' ? TANGO_WORDS[v] : (v ? info.chars[v] : 'empty'); }

/**
 * Tango's signs, on the borders between cells: one span each over the grid (the cells' descriptions say the same
 * in words). Returns [{el, a, b, eq}] and fills `words[cell]` with "= r1c2"-style notes.
 */
function buildSigns(info, grid, words) {
  const n = info.side, signs = info.signs ?? [], out = [];
  if (!signs.some((s) => s)) return out;
  const layer = document.createElement('div');
  layer.className = 'signs';
  layer.setAttribute('aria-hidden', 'true');
  const h = n * (n - 1);
  signs.forEach((s, k) => {
    if (!s) return;
    const across = k < h;
    const [r, c] = across ? [Math.floor(k / (n - 1)), k % (n - 1)] : [Math.floor((k - h) / n), (k - h) % n];
    const a = r * n + c, b = across ? a + 1 : a + n;
    const el = document.createElement('span');
    el.className = `sign ${s === 1 ? 'eq' : 'ne'} ${across ? 'across' : 'down'}`;
    el.textContent = s === 1 ? '=' : '×';
    el.style.setProperty('--x', String(across ? c + 1 : c + 0.5));
    el.style.setProperty('--y', String(across ? r + 0.5 : r + 1));
    layer.append(el);
    const name = (i) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;
    words[a].push(`${el.textContent} ${name(b)}`);
    words[b].push(`${el.textContent} ${name(a)}`);
    out.push({ el, a, b, eq: s === 1 });
  });
  grid.append(layer);
  return out;
}

/** An SVG layer over the grid's cells (100 user units per cell), hidden from assistive technology. */
function svgLayer(cls, n) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', cls);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('viewBox', `0 0 ${n * 100} ${n * 100}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  return svg;
}

/** Builds the grid and keypad for a new puzzle. */
function build(info) {
  const { side: n, blockH, blockW, chars, symbolCount, kind } = info;
  const grid = dom.grid;
  grid.replaceChildren();
  // The family (data-kind: sudoku or binary) decides play; the variant (jigsaw, tango, …) what else is drawn.
  const family = kind;
  grid.dataset.kind = family;
  grid.dataset.variant = info.variant ?? kind;
  grid.style.setProperty('--side', String(n));
  dom.board.style.setProperty('--side', String(n));
  document.documentElement.style.setProperty('--side', String(n));
  document.documentElement.dataset.kind = family;
  grid.style.setProperty('--note-cols', String(blockW || Math.ceil(Math.sqrt(symbolCount))));
  grid.setAttribute('aria-label', `${kindName(info.variant ?? kind)} ${n}×${n}`);
  grid.setAttribute('aria-rowcount', String(n));
  grid.setAttribute('aria-colcount', String(n));
  const cells = [];
  // 16×16 and 25×25: a cell is too small for every candidate, so notes show up to four of them, or a count
  const compact = n >= 16;
  document.documentElement.dataset.side = String(n);
  for (let r = 0; r < n; r++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'row');
    if (blockH && r > 0 && r % blockH === 0) row.classList.add('block-top');
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      const el = document.createElement('div');
      el.className = 'cell';
      el.setAttribute('role', 'gridcell');
      el.dataset.cell = String(i);
      el.tabIndex = -1;
      if (blockW && c > 0 && c % blockW === 0) el.classList.add('block-left');
      // X-Sudoku: both main diagonals are shaded as a band through their cells.
      if (info.variant === 'sudoku-x' && r === c) el.classList.add('diag-main');
      if (info.variant === 'sudoku-x' && r + c === n - 1) el.classList.add('diag-anti');
      if (info.givens[i]) { el.classList.add('given'); el.setAttribute('aria-readonly', 'true'); }
      const val = document.createElement('span');
      val.className = 'val';
      val.setAttribute('aria-hidden', 'true');
      const notesEl = document.createElement('span');
      notesEl.className = 'notes';
      notesEl.setAttribute('aria-hidden', 'true');
      const notes = [];
      if (isSudoku(kind) && compact) {
        notesEl.classList.add('compact');
        for (let s = 0; s < 4; s++) {
          const m = document.createElement('span');
          notesEl.append(m);
          notes.push(m);
        }
      } else if (isSudoku(kind)) {
        for (let s = 1; s <= symbolCount; s++) {
          const m = document.createElement('span');
          notesEl.append(m);
          notes.push(m);
        }
      }
      el.append(val, notesEl);
      row.append(el);
      cells.push({ el, val, notes, notesEl, r, c });
    }
    grid.append(row);
  }
  // Tier-2 hint pictures (figure.js): an SVG over the cells, hidden from assistive technology (the hint
  // panel says the same in words).
  const overlay = svgLayer('figure-overlay', n);
  grid.append(overlay);
  // Jigsaw: the region outlines replace the block borders (thick lines in their own layer under the figures).
  if (info.regions?.length) {
    const outline = svgLayer('region-overlay', n);
    outline.append(regionOutline(info));
    grid.append(outline);
  }
  const cageWords = buildCages(info, cells);
  // Keypad: one button per symbol, named by its character, then Erase.
  const keys = [];
  const keypad = dom.keypad;
  keypad.replaceChildren();
  keypad.dataset.count = String(symbolCount);
  keypad.dataset.kind = family;
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
    b.setAttribute('aria-label', info.variant === 'tango' ? symbolWord(info, s) : chars[s]);
    if (info.variant === 'tango') b.setAttribute('aria-keyshortcuts', chars[s]);
    keypad.append(b);
    keys.push(b);
  }
  const erase = document.createElement('button');
  erase.type = 'button';
  erase.className = 'key erase';
  erase.dataset.action = 'erase';
  erase.textContent = 'Erase';
  erase.setAttribute('aria-keyshortcuts', 'Backspace Delete');
  keypad.append(erase);
  const signWords = Array.from({ length: n * n }, () => []);
  const signs = buildSigns(info, grid, signWords);
  built = { id: info.id, cells, keys, erase, compact, last: new Array(n * n).fill(''), counts: buildCounts(info), overlay, figureKey: '',
            signs, signWords, cageWords };
  watchOverflow();
}

/**
 * Killer: each cage's dashed outline (an SVG layer inside the cell borders, under the hint pictures) and its sum,
 * small in the top-left corner of its first cell (its top-left cell). Returns each cell's words for its
 * description ("in a 3-cell cage adding up to 17"), or empty strings for the other kinds.
 */
function buildCages(info, cells) {
  const n = info.side, of = info.cages ?? [];
  if (!of.length) return new Array(n * n).fill('');
  const layer = svgLayer('cage-overlay', n);
  layer.append(cageOutline(info));
  dom.grid.append(layer);
  const size = new Array(info.cageSums.length).fill(0);
  for (const k of of) size[k]++;
  const seen = new Set();
  return of.map((k, cell) => {
    const sum = info.cageSums[k];
    if (!seen.has(k) && sum) {
      const label = document.createElement('span');
      label.className = 'cage-sum';
      label.setAttribute('aria-hidden', 'true');
      label.textContent = String(sum);
      cells[cell].el.append(label);
      cells[cell].el.classList.add('cage-first');
    }
    seen.add(k);
    return size[k] === 1 ? `a 1-cell cage ${sum ? `of ${sum}` : 'without a sum'}`
      : `in a ${size[k]}-cell cage ${sum ? `adding up to ${sum}` : 'without a sum'}`;
  });
}

/**
 * Killer: under the keypad, the digit sets the selected cell's cage can still hold with the digits placed in it
 * (state.cageHelp, from the engine): "17 in 3: 1 7 9 · 2 6 9 · 3 5 9"; said in words as its accessible name.
 */
function renderCageHelp(state) {
  const el = dom.cageHelp, help = state.cageHelp, info = state.info;
  el.hidden = !info?.cages?.length || !!state.replay;
  if (el.hidden) return;
  let text, words;
  if (!help) {
    text = 'Select a cell to see the combinations of its cage.';
    words = text;
  } else if (!help.sum) {
    text = `Cage of ${help.size} without a sum: no digit twice`;
    words = text;
  } else if (!help.sets.length) {
    text = `${help.sum} in ${help.size}: no combination fits the digits placed`;
    words = `${help.sum} in ${help.size} cells: no combination fits the digits placed`;
  } else {
    const sets = help.sets.map((set) => set.map((d) => info.chars[d]).join(' '));
    text = `${help.sum} in ${help.size}: ${sets.join(' · ')}`;
    const spoken = sets.length > 1 ? `${sets.slice(0, -1).join(', ')} or ${sets.at(-1)}` : sets[0];
    words = `${help.sum} in ${help.size} cells: ${spoken}`;
  }
  if (el.textContent !== text) el.textContent = text;
  el.setAttribute('aria-label', `Cage combinations: ${words}`);
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
function buildCounts(info) {
  const board = dom.board;
  for (const el of board.querySelectorAll('.counts, .count-legend')) el.remove();
  board.classList.toggle('with-counts', isBinaryKind(info.kind));
  if (!isBinaryKind(info.kind)) return null;
  const n = info.side;
  const out = {};
  for (const [line, title] of [['row', 'Rows'], ['column', 'Columns']]) {
    const list = document.createElement('div');
    list.className = `counts ${line}-counts`;
    list.setAttribute('role', 'list');
    list.setAttribute('aria-label', `${title}: ${info.variant === 'tango' ? 'suns and moons' : '0s and 1s'} still needed`);
    out[line] = [];
    for (let k = 0; k < n; k++) {
      const el = document.createElement('div');
      el.className = 'count';
      el.setAttribute('role', 'listitem');
      const zero = document.createElement('span');
      zero.className = 'need0';
      zero.setAttribute('aria-hidden', 'true');
      const one = document.createElement('span');
      one.className = 'need1';
      one.setAttribute('aria-hidden', 'true');
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

const plural = (k, one, many) => `${k} ${k === 1 ? one : many}`;

/** "needs 2 zeros, 1 one", or "1 zero too many, needs 3 ones". */
function needText(need0, need1, tango = false) {
  const part = (k, one, many) => (k < 0 ? `${plural(-k, one, many)} too many` : `needs ${plural(k, one, many)}`);
  const a = tango ? part(need0, 'sun', 'suns') : part(need0, 'zero', 'zeros');
  const b = tango ? part(need1, 'moon', 'moons') : part(need1, 'one', 'ones');
  return need0 >= 0 && need1 >= 0 ? `${a}, ${b.slice(6)}` : `${a}, ${b}`;
}

function renderCounts(state) {
  const { info, snap } = state;
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
      cnt.el.setAttribute('aria-label', `${line} ${k + 1}: ${needText(need0, need1, info.variant === 'tango')}${broken ? ', breaks a rule' : ''}`);
    });
  }
}

/**
 * Sudoku keys: how many of each symbol are still to place (the grid holds each one `side` times), shown in the
 * key's corner and said in its description; a symbol placed everywhere is marked done.
 */
function renderKeys(state) {
  const { info, snap } = state;
  const placed = new Array(info.symbolCount + 1).fill(0);
  for (const v of snap.cells) placed[v]++;
  built.keys.forEach((key, k) => {
    const left = info.side - placed[k + 1];
    const text = String(Math.max(left, 0));
    if (key.dataset.left === text) return;
    key.dataset.left = text;
    key.classList.toggle('done', left <= 0);
    key.setAttribute('aria-description', left > 0 ? `${left} left to place` : 'all placed');
  });
}

/** Big grids: up to four candidates in a 2×2 square, else their count (the full list is in aria-description). */
function renderCompactNotes(cell, m, info) {
  const list = [];
  for (let s = 1; s <= info.symbolCount; s++) if (m & (1 << s)) list.push(info.chars[s]);
  const many = list.length > 4;
  cell.notesEl.classList.toggle('count', many);
  cell.notes.forEach((span, k) => { span.textContent = many ? (k === 0 ? `(${list.length})` : '') : (list[k] ?? ''); });
}

function blockOf(info, r, c) {
  if (info.regions?.length) return info.regions[r * info.side + c];
  if (!info.blockH) return -1;
  return Math.floor(r / info.blockH) * (info.side / info.blockW) + Math.floor(c / info.blockW);
}

function renderCells(state) {
  const { info, snap, selected, hint, wrong, settings } = state;
  const n = info.side;
  const sel = selected >= 0 ? built.cells[selected] : null;
  // the symbol to highlight everywhere: the digit chosen first, else the selected cell's
  const selVal = state.activeSymbol || (selected >= 0 ? snap.cells[selected] : 0);
  const selBlock = sel ? blockOf(info, sel.r, sel.c) : -2;
  // a mistake's cell too is shown only with the reasoning: tier 1 says only that an entry is wrong.
  // With a picture (tier 2), the overlay shows the units and the targets; the evidence cells stay shaded.
  const pictured = hint?.step && hint.tier >= 2 && (hint.step.steps ?? []).some(hasFigure);
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
       (!!info.cages?.length && info.cages[i] === info.cages[selected]));
    const same = settings.highlightSame && binary === false && selVal !== 0 && v === selVal && i !== selected;
    const lineBad = binary && (badLines.row.has(cell.r) || badLines.column.has(cell.c));
    const conflict = snap.conflicts.has(i);
    const isWrong = wrong.has(i);
    const unit = !!hint && !pictured && hint.unitCells.has(i);
    const ev = !!evidence && evidence.has(i);
    const tg = !!targets && targets.has(i);
    const key = `${v}|${m}|${i === selected}|${peer}|${same}|${conflict}|${isWrong}|${unit}|${ev}|${tg}|${i === tabCell}|${lineBad}`;
    if (built.last[i] === key) continue;
    built.last[i] = key;
    const el = cell.el;
    cell.val.textContent = v ? symbolText(info, v) : '';
    el.classList.toggle('filled', v !== 0);
    el.dataset.value = v ? info.chars[v] : '';
    if (built.compact) renderCompactNotes(cell, v ? 0 : m, info);
    else cell.notes.forEach((span, k) => { span.textContent = !v && (m & (1 << (k + 1))) ? info.chars[k + 1] : ''; });
    el.classList.toggle('selected', i === selected);
    el.classList.toggle('peer', peer);
    el.classList.toggle('same', same);
    el.classList.toggle('conflict', conflict);
    el.classList.toggle('line-bad', lineBad);
    el.classList.toggle('wrong', isWrong);
    el.classList.toggle('hint-unit', unit);
    el.classList.toggle('hint-evidence', ev);
    el.classList.toggle('hint-target', tg);
    el.tabIndex = i === tabCell ? 0 : -1;
    if (i === selected) el.setAttribute('aria-selected', 'true'); else el.removeAttribute('aria-selected');
    if (conflict) el.setAttribute('aria-invalid', 'true'); else el.removeAttribute('aria-invalid');
    el.setAttribute('aria-label', `r${cell.r + 1}c${cell.c + 1}, ${symbolWord(info, v)}`);
    const desc = [];
    if (info.givens[i]) desc.push('given');
    if (built.signWords[i].length) desc.push(`signs ${built.signWords[i].join(', ')}`);
    if (built.cageWords[i]) desc.push(built.cageWords[i]);
    if (!v && m) {
      const list = [];
      for (let s = 1; s <= info.symbolCount; s++) if (m & (1 << s)) list.push(info.chars[s]);
      desc.push(`notes ${list.join(' ')}`);
    }
    if (conflict) desc.push('breaks a rule');
    else if (lineBad) desc.push('in a line that breaks a rule');
    if (isWrong) desc.push('wrong');
    if (ev) desc.push('hint evidence');
    if (desc.length) el.setAttribute('aria-description', desc.join(', ')); else el.removeAttribute('aria-description');
  }
  if (built.counts) renderCounts(state);
  // a sign between two filled cells that breaks it is marked (its cells are conflicts too)
  for (const s of built.signs) {
    const [x, y] = [snap.cells[s.a], snap.cells[s.b]];
    s.el.classList.toggle('bad', x !== 0 && y !== 0 && (x === y) !== s.eq);
  }
  if (!binary) renderKeys(state);
  if (focusInGrid && selected >= 0 && document.activeElement !== built.cells[selected].el) {
    built.cells[selected].el.focus();
  }
}

function fillSizes(kind, size) {
  const key = `${kind}:${size}`;
  if (lastSizeKind === key) return;
  lastSizeKind = key;
  dom.size.replaceChildren(...SIZES[kind].map((s) => {
    const o = document.createElement('option');
    o.value = String(s);
    o.textContent = `${s}×${s}`;
    return o;
  }));
  dom.size.value = String(size);
}

function renderControls(state) {
  const { options, snap, busy, notesMode, settings, info } = state;
  dom.kind.value = options.kind;
  fillSizes(options.kind, options.size);
  dom.size.value = String(options.size);
  const levels = levelsFor(options.kind, options.size);
  for (const o of dom.level.options) o.disabled = !levels.includes(o.value);
  dom.level.value = options.level;
  dom.levelNote.textContent = levelNote(options.kind, options.size);
  dom.symmetry.value = options.symmetry;
  dom.symmetryLabel.hidden = !isSudoku(options.kind);
  dom.provenField.hidden = !provenOffered(options);
  dom.proven.checked = options.proven;
  dom.cancel.hidden = !busy;
  dom.daily.hidden = !!busy;
  dom.busy.hidden = !busy;
  dom.busyText.textContent = busy;
  dom.board.setAttribute('aria-busy', busy ? 'true' : 'false');
  dom.newGame.classList.toggle('working', !!busy);
  dom.notes.setAttribute('aria-pressed', String(notesMode));
  dom.keypad.classList.toggle('notes-mode', notesMode);
  const { paused } = state;
  const playing = !!snap && !busy && !snap.solved && !paused;
  const replaying = !!state.replay;
  dom.undo.disabled = !snap?.canUndo || !!busy || paused || replaying;
  dom.redo.disabled = !snap?.canRedo || !!busy || paused || replaying;
  dom.pause.hidden = !snap || snap.solved || paused; // while paused, the cover's Resume takes over
  dom.pause.disabled = !!busy;
  dom.paused.hidden = !paused;
  dom.board.classList.toggle('paused', paused);
  dom.grid.inert = paused;
  for (const b of [dom.fillNotes, dom.hint, dom.check, dom.reveal, dom.revealAll]) b.disabled = !playing;
  const binary = isBinaryKind(info?.kind);
  dom.notes.disabled = !playing;
  dom.notes.hidden = binary;
  dom.fillNotes.hidden = binary;
  dom.helpSudoku.hidden = binary;
  dom.helpBinary.hidden = info?.variant !== 'binary';
  dom.helpTango.hidden = info?.variant !== 'tango';
  dom.helpKiller.hidden = info?.variant !== 'killer';
  dom.importText.placeholder = { binary: 'binary:6:..0..01.0.... or ..0..01.0....', tango: 'tango:6:..0..1….:..=x….',
    killer: 'killer:3x3:.....….:aabbc….:10,7,…' }[options.kind]
    ?? 'sudoku:3x3:53..7....6..195...';
  dom.restart.disabled = !snap?.canUndo || !!busy || paused || replaying;
  dom.share.disabled = !info;
  const digitFirst = settings.digitFirst && isSudoku(info?.kind);
  if (built) built.erase.disabled = !playing;
  (built?.keys ?? []).forEach((k, i) => {
    k.disabled = !playing;
    k.classList.toggle('active', digitFirst && state.activeSymbol === i + 1);
    if (digitFirst) k.setAttribute('aria-pressed', String(state.activeSymbol === i + 1)); else k.removeAttribute('aria-pressed');
  });
  dom.theme.value = settings.theme;
  dom.setTimer.checked = settings.showTimer;
  dom.setAutoClean.checked = settings.autoClean;
  dom.setPeers.checked = settings.highlightPeers;
  dom.setSame.checked = settings.highlightSame;
  dom.setAutoCheck.checked = settings.autoCheck;
  dom.setDigitFirst.checked = settings.digitFirst;
  document.documentElement.dataset.theme = settings.theme;
}

function renderText(state) {
  const { info, level, hardest, grading, gradeError, message, hint, finishText, snap, undecided } = state;
  dom.gameInfo.textContent = info ? `${kindName(info.variant ?? info.kind)} ${info.side}×${info.side}` : '';
  // The current puzzle's own level (the Level choice is for the next game) and the step that makes it so.
  dom.puzzleLevel.textContent = !info ? ''
    : level ? `This puzzle: ${capitalized(level)}${hardest ? ` · hardest step: ${hardest}` : ''}`
    : grading ? 'This puzzle: level being worked out…'
    : `This puzzle: level not known${gradeError ? ` (${gradeError})` : ''}`;
  // Generated big grids: whether every clue is proven needed (only known right after New game).
  if (isSudoku(info?.kind) && info.side >= 16 && cluesNote(undecided)) dom.puzzleLevel.textContent += ` · ${cluesNote(undecided)}`;
  dom.status.textContent = snap?.solved ? finishText : '';
  dom.status.classList.toggle('solved', !!snap?.solved);
  dom.message.textContent = message?.text ?? '';
  dom.message.dataset.tone = message?.tone ?? 'info';
  // The live region stays in the page (so it is announced when it fills); it is empty without a hint.
  dom.hintPanel.classList.toggle('active', !!hint);
  dom.hintPanel.setAttribute('aria-busy', String(hint?.tier === 0));
  if (!hint) { dom.hintTitle.textContent = ''; dom.hintText.textContent = ''; dom.hintNext.textContent = ''; renderHintSteps([]); }
  else if (hint.tier === 0) {
    dom.hintTitle.textContent = 'Hint';
    dom.hintText.textContent = 'Looking for the next step…';
    dom.hintNext.textContent = 'On a big grid this takes a few seconds.';
    renderHintSteps([]);
  } else {
    const s = hint.step;
    dom.hintTitle.textContent = s.mistake ? 'Mistake' : s.technique;
    const steps = s.steps ?? [];
    // Tier 2 of a proof of several steps: one line per step, in order, the placement last.
    const lines = hint.tier >= 2 && steps.length > 1 ? steps.map((st) => st.explanation) : [];
    const title = dom.hintTitle.textContent;
    // under its technique's title, the reasoning reads as a sentence: "In block 4, 5 can only go…" (a cell name
    // such as r1c3 keeps its small letter)
    const rest = s.explanation.startsWith(`${title}: `) ? s.explanation.slice(title.length + 2) : s.explanation;
    const explanation = /^[a-z](?!\d+c\d)/.test(rest) ? rest[0].toUpperCase() + rest.slice(1) : rest;
    dom.hintText.textContent = hint.tier === 1 ? s.summary : lines.length ? '' : explanation;
    renderHintSteps(lines);
    dom.hintNext.textContent = hint.tier === 1 ? (s.mistake ? 'Press Hint again to see which entry and why.' : 'Press Hint again to see the reasoning.')
      : HINT_APPLY[s.action] ?? HINT_APPLY.place;
  }
}

/** What the third press of Hint does, by the hint's action. */
const HINT_APPLY = {
  place: 'Press Hint again to apply this step.',
  notes: 'Press Hint again to apply this step to your notes.',
  'fill-notes': 'No digit can be placed within a few steps from here, so this step works on notes: press Hint again to fill in the notes of the cells involved and apply this step to them.',
  erase: 'Press Hint again to erase it.',
};

/** The steps of a hint's reasoning as a numbered list (empty: hidden). */
function renderHintSteps(lines) {
  const list = dom.hintSteps;
  if (!list) return;
  const same = list.children.length === lines.length && lines.every((l, i) => list.children[i].textContent === l);
  if (!same) {
    list.replaceChildren(...lines.map((l) => { const li = document.createElement('li'); li.textContent = l; return li; }));
  }
  list.hidden = lines.length === 0;
}

function renderImport(state) {
  const d = dom.importDialog;
  if (state.importOpen && !d.open) { dom.importText.value = state.importDraft; d.showModal(); }
  if (!state.importOpen && d.open) d.close();
  dom.importVerdict.textContent = state.importVerdict?.text ?? '';
  dom.importVerdict.dataset.tone = state.importVerdict?.tone ?? 'info';
  dom.importAnyway.hidden = !state.importPending;
}

export function renderTimer(state, store) {
  const show = state.settings.showTimer && !!state.info;
  dom.timer.hidden = !show;
  if (show) dom.timer.textContent = formatTime(store.elapsedMs());
  dom.timer.classList.toggle('paused', !store.timerRunning && !state.snap?.solved);
}

/** The statistics table: one row per puzzle kind, size and level solved in this browser. */
let lastStats = null;
function renderStats(state) {
  dom.statsReset.textContent = state.statsResetArmed ? 'Press again to reset' : 'Reset statistics';
  if (lastStats === state.stats) return;
  lastStats = state.stats;
  const rows = state.stats;
  dom.statsEmpty.hidden = rows.length > 0;
  dom.statsTable.hidden = rows.length === 0;
  dom.statsReset.disabled = rows.length === 0;
  dom.statsBody.replaceChildren(...rows.map((r) => {
    const tr = document.createElement('tr');
    const level = r.level ? capitalized(r.level) : '—';
    for (const text of [`${kindName(r.kind)} ${r.size}×${r.size}`, level, String(r.solved),
      r.best === null ? '—' : formatTime(r.best)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }));
}

/**
 * The tier-2 picture of the hint's steps over the grid (figure.js builds the nodes), redrawn when the hint, its
 * tier or the cell size changes; empty otherwise.
 */
function renderFigure(state) {
  const { hint, info } = state;
  const steps = hint?.step && hint.tier >= 2 ? (hint.step.steps ?? []).filter(hasFigure) : [];
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

/**
 * The replay of a solve: the Replay button under a finished grid, and the panel that steps through the engine's
 * solve path (the grid itself is drawn by renderCells and renderFigure from the replay's view). While it is
 * open the keypad and tools give way to it (html[data-replay]).
 */
function renderReplay(state) {
  const r = state.replay;
  dom.replay.hidden = !state.snap?.solved || !!r || !!state.busy;
  const open = !!r;
  const was = !dom.replayPanel.hidden;
  dom.replayPanel.hidden = !open;
  if (open) document.documentElement.dataset.replay = 'true'; else delete document.documentElement.dataset.replay;
  if (!open) {
    if (was && dom.replayPanel.contains(document.activeElement) || was && document.activeElement === document.body) dom.replay.focus();
    return;
  }
  dom.replayPanel.setAttribute('aria-busy', String(!!r.loading));
  let counter, title = '', text = '', summary = '';
  if (r.loading) {
    counter = 'Working out the solve path…';
    text = r.side >= 16 ? `The engine is solving the ${r.side}×${r.side} puzzle step by step, as a person would: seconds for most, a minute or more for the hardest. Close replay stops it.` : '';
  } else if (r.index === 0) {
    counter = `Start: the givens (${r.total} steps to the solution)`;
    text = 'Press Next step (or the right arrow key) to see how the engine solves this puzzle by logic, one step at a time.';
  } else if (r.index > r.total) {
    counter = `Solved in ${r.total} steps`;
    text = 'Every cell is filled. Press Previous step to go back through the solve.';
  } else {
    counter = `Step ${r.index} of ${r.total}`;
    title = `${r.step.technique}${r.level ? ` · ${capitalized(r.level)}` : ''}`;
    const lead = `${r.step.technique}: `;
    text = r.step.explanation.startsWith(lead) ? r.step.explanation.slice(lead.length) : r.step.explanation;
  }
  if (r.hardest) summary = `The hardest moment was step ${r.hardest.number}: ${withArticle(r.hardest.technique)} (${capitalized(r.hardest.level)}).`;
  dom.replayCounter.textContent = counter;
  dom.replayTitle.textContent = title;
  dom.replayText.textContent = text;
  dom.replaySummary.textContent = summary;
  dom.replayPrev.disabled = !!r.loading || r.index === 0;
  dom.replayNext.disabled = !!r.loading || r.index > r.total;
  // focus: Close while the path is worked out, then Next step; a button that turns disabled hands it on
  const a = document.activeElement;
  const lost = !dom.replayPanel.contains(a) || a.disabled || (replayWasLoading && !r.loading);
  replayWasLoading = !!r.loading;
  if (lost) (r.loading ? dom.replayClose : dom.replayNext.disabled ? dom.replayPrev : dom.replayNext).focus();
}
let replayWasLoading = false;

/**
 * The tutorial: the offer under the header on a first visit, and the dialog with its own small grid (cells are
 * buttons named like the main grid's cells), keypad, the step's text, feedback on a move, Skip and Next.
 */
let tutorialBuilt = null; // {id, cells: [button], last: [string]}
function renderTutorial(state) {
  const offer = state.tutorialOffer;
  dom.tutorialOffer.hidden = !offer;
  if (offer) dom.tutorialOfferText.textContent = LESSONS[offer].offer;
  const t = state.tutorial, d = dom.tutorialDialog;
  if (!t) { if (d.open) d.close(); tutorialBuilt = null; return; }
  if (!d.open) d.showModal();
  dom.tutorialTitle.textContent = t.title;
  dom.tutorialProgress.textContent = t.progress;
  dom.tutorialText.textContent = t.text;
  dom.tutorialFeedback.textContent = t.feedback?.text ?? '';
  dom.tutorialFeedback.dataset.tone = t.feedback?.tone ?? 'ok';
  const { info, snap } = t;
  const n = info.side;
  if (tutorialBuilt?.id !== info.id) {
    const cells = [];
    dom.tutorialGrid.style.setProperty('--tside', String(n));
    dom.tutorialGrid.dataset.kind = info.kind;
    dom.tutorialGrid.replaceChildren(...Array.from({ length: n * n }, (_, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 't-cell';
      b.dataset.cell = String(i);
      const r = Math.floor(i / n), c = i % n;
      if (info.blockW && c > 0 && c % info.blockW === 0) b.classList.add('block-left');
      if (info.blockH && r > 0 && r % info.blockH === 0) b.classList.add('block-top');
      if (info.givens[i]) b.classList.add('given');
      cells.push(b);
      return b;
    }));
    dom.tutorialKeys.replaceChildren(...[...info.chars.slice(1)].map((ch) => {
      const k = document.createElement('button');
      k.type = 'button';
      k.className = 't-key';
      k.dataset.symbol = ch;
      k.textContent = ch;
      return k;
    }));
    const erase = document.createElement('button');
    erase.type = 'button';
    erase.className = 't-key';
    erase.dataset.action = 'erase';
    erase.textContent = 'Erase';
    dom.tutorialKeys.append(erase);
    tutorialBuilt = { id: info.id, cells, erase };
  }
  tutorialBuilt.cells.forEach((b, i) => {
    const v = snap.cells[i];
    const text = v ? info.chars[v] : '';
    if (b.textContent !== text) b.textContent = text;
    b.setAttribute('aria-label', `r${Math.floor(i / n) + 1}c${(i % n) + 1}, ${text || 'empty'}${info.givens[i] ? ', given' : ''}${t.marked.has(i) ? ', marked' : ''}`);
    b.classList.toggle('marked', t.marked.has(i));
    b.classList.toggle('selected', i === t.selected);
    b.classList.toggle('conflict', snap.conflicts.has(i));
    b.setAttribute('aria-pressed', String(i === t.selected));
  });
  tutorialBuilt.erase.hidden = !t.alone; // in the lesson a wrong move is taken back: nothing to erase
  dom.tutorialSkip.hidden = t.finished;
  dom.tutorialNext.textContent = t.finished ? 'Finish' : 'Next';
  dom.tutorialNext.disabled = !t.canNext;
  const a = document.activeElement;
  if (!d.contains(a) || a.disabled || a.hidden) {
    (t.canNext ? dom.tutorialNext : tutorialBuilt.cells[t.selected] ?? tutorialBuilt.cells[[...t.marked].find((i) => !info.givens[i]) ?? 0]).focus();
  }
}

/** "5 minutes ago", "yesterday", "3 Nov": when a saved game was last played. */
function ago(ms, now = Date.now()) {
  const min = Math.round((now - ms) / 60_000);
  if (min < 1) return 'just now';
  if (min < 60) return `${min} minute${min === 1 ? '' : 's'} ago`;
  const h = Math.round(min / 60);
  if (h < 24) return `${h} hour${h === 1 ? '' : 's'} ago`;
  const d = Math.round(h / 24);
  if (d < 7) return d === 1 ? 'yesterday' : `${d} days ago`;
  const date = new Date(ms);
  const year = date.getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year });
}

function span(cls, text) {
  const el = document.createElement('span');
  el.className = cls;
  el.textContent = text;
  return el;
}

/** A saved game's Remove button (a second press removes it: the first arms it); `what` names the game. */
function removeButton(state, id, what) {
  const del = document.createElement('button');
  del.type = 'button';
  del.className = 'saved-remove';
  del.dataset.game = id;
  del.dataset.action = 'remove';
  const armed = state.removeArmed === id;
  del.textContent = armed ? 'Really remove?' : 'Remove';
  del.classList.toggle('armed', armed);
  del.setAttribute('aria-label', `${armed ? 'Really remove' : 'Remove'} ${what}`);
  return del;
}

/**
 * The Continue list: one item per unfinished saved game, most recent first. Its button (named by what it shows:
 * kind, size, level, progress, time played, when) opens the game; a second button removes the save.
 */
let lastGames = null;
function renderGames(state) {
  const d = dom.gamesDialog;
  if (state.gamesOpen && !d.open) d.showModal();
  if (!state.gamesOpen && d.open) d.close();
  if (lastGames === state.games || !state.games) { lastGames = state.games; return; }
  lastGames = state.games;
  const { games, damaged } = state.games;
  dom.gamesEmpty.hidden = games.length > 0;
  const focused = document.activeElement?.dataset?.game ? { ...document.activeElement.dataset } : null;
  dom.gamesList.replaceChildren(...games.map((g) => {
    const li = document.createElement('li');
    li.className = 'saved-game';
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'saved-open';
    open.dataset.game = g.id;
    open.dataset.action = 'continue';
    const pct = g.open ? Math.round((100 * g.filled) / g.open) : 0;
    const bar = span('saved-bar', '');
    bar.setAttribute('aria-hidden', 'true');
    bar.style.setProperty('--done', `${pct}%`);
    const [title, ...rest] = g.what.split(', ');
    const what = rest.slice(0, -1); // the level (and the daily's date)
    const meta = `${rest.at(-1)} · ${formatTime(g.elapsedMs)} played · ${ago(g.updated)}`;
    open.append(span('saved-title', [title, ...what].join(', ')), span('saved-meta', meta), bar);
    open.setAttribute('aria-label', `Continue ${[title, ...what].join(', ')}, ${meta}`);
    li.append(open, removeButton(state, g.id, `${[title, ...what].join(', ')}, ${ago(g.updated)}`));
    return li;
  }));
  dom.gamesDamaged.hidden = damaged.length === 0;
  dom.gamesDamaged.replaceChildren(...damaged.map((g) => {
    const li = document.createElement('li');
    li.className = 'saved-game damaged';
    const text = document.createElement('p');
    text.className = 'saved-damaged';
    text.append(span('saved-title', 'A save that could not be read'), span('saved-meta', ` ${g.reason}`));
    li.append(text, removeButton(state, g.id, `the save that could not be read (${g.reason})`));
    return li;
  }));
  // focus stays on the pressed button when it is still there; a removed item's goes to the list's first button
  if (focused && d.open && !d.contains(document.activeElement)) {
    const same = [...d.querySelectorAll('button[data-game]')].find((b) => b.dataset.game === focused.game && b.dataset.action === focused.action);
    (same ?? d.querySelector('button[data-game]') ?? dom.gamesClose).focus();
  }
}

/** Reveal all: the confirmation dialog. */
function renderRevealAsk(state) {
  const d = dom.revealDialog;
  if (state.revealAsk && !d.open) d.showModal();
  if (!state.revealAsk && d.open) d.close();
}

/** The note after a new game replaced one with entries: it is saved, and a button brings it back. */
function renderReplaced(state) {
  const r = state.replaced;
  dom.replaced.classList.toggle('active', !!r);
  const text = r ? `Previous game saved: ${r.what}.` : '';
  if (dom.replacedText.textContent !== text) dom.replacedText.textContent = text;
  dom.replacedBack.hidden = !r;
  dom.replacedDismiss.hidden = !r;
}

const FAMILY = { sudoku: 'Sudoku', binary: 'Binary puzzles', tango: 'Tango' };

/** "3 practised, 2 right" for a technique, or ''. */
function tally(state, kind, id) {
  const t = state.practice[`${kind}:${id}`];
  return t ? `Practised ${t.attempts} time${t.attempts === 1 ? '' : 's'}, ${t.successes} right` : '';
}

/**
 * The technique library (Learn): per family and level, each technique with its description, its practice
 * tally, and Example and Practise buttons (data-learn holds the mode, data-kind and data-id the technique).
 */
let lastLibrary = null;
function renderLibrary(state) {
  const d = dom.libraryDialog;
  if (state.libraryOpen && !d.open) d.showModal();
  if (!state.libraryOpen && d.open) d.close();
  if (!state.libraryOpen || !state.library) return;
  const key = state.practice;
  if (lastLibrary === key) return;
  lastLibrary = key;
  const sections = [];
  for (const kind of ['sudoku', 'binary', 'tango']) {
    if (!state.library[kind]) continue;
    const sec = document.createElement('section');
    sec.className = 'library-family';
    const h = document.createElement('h3');
    h.textContent = FAMILY[kind];
    sec.append(h);
    for (const level of LEVELS) {
      const list = state.library[kind].filter((t) => t.level === level);
      if (!list.length) continue;
      const h4 = document.createElement('h4');
      h4.textContent = capitalized(level);
      const ul = document.createElement('ul');
      ul.className = 'library-level';
      ul.setAttribute('aria-label', `${FAMILY[kind]}, ${capitalized(level)}`);
      for (const t of list) {
        const li = document.createElement('li');
        li.className = 'technique';
        const name = document.createElement('p');
        name.className = 'technique-name';
        name.textContent = t.name;
        const desc = document.createElement('p');
        desc.className = 'technique-desc';
        desc.textContent = t.description;
        const meta = span('technique-tally', tally(state, kind, t.id));
        const buttons = document.createElement('div');
        buttons.className = 'technique-buttons';
        for (const [mode, label] of [['example', 'Example'], ['practice', 'Practise']]) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = label;
          b.dataset.learn = mode;
          b.dataset.kind = kind;
          b.dataset.id = t.id;
          b.setAttribute('aria-label', `${label} ${t.name}${kind === 'sudoku' ? '' : ` (${kind === 'binary' ? 'binary' : KIND_NAMES[kind]})`}`);
          buttons.append(b);
        }
        li.append(name, desc, meta, buttons);
        ul.append(li);
      }
      sec.append(h4, ul);
    }
    sections.push(sec);
  }
  dom.libraryList.replaceChildren(...sections);
}

/** The Learn panel beside the board: the technique of the example or practice position shown, and what next. */
function renderLearn(state) {
  const missing = state.learnMissing; // the last search found nothing: say so, offer to try again
  const l = missing ?? state.learn;
  dom.learnPanel.hidden = !l;
  if (!l) return;
  const practice = l.mode === 'practice';
  const title = `${practice ? 'Practise' : 'Example'}: ${l.name}`;
  if (dom.learnTitle.textContent !== title) dom.learnTitle.textContent = title;
  dom.learnDesc.textContent = `${capitalized(l.level)}. ${l.description}`;
  const v = !missing && l.verdict;
  const text = missing ? missing.notFound : v ? v.text : practice ? 'Mark your answer on the board, then press Check.' : '';
  if (dom.learnVerdict.textContent !== text) dom.learnVerdict.textContent = text;
  dom.learnVerdict.dataset.tone = missing ? 'error' : v?.outcome ?? 'info';
  dom.learnTally.textContent = practice ? tally(state, l.kind, l.id) : '';
  dom.learnStep.hidden = !!missing;
  dom.learnNext.textContent = missing ? 'Try again' : practice ? 'Next position' : 'Another example';
  dom.learnPractise.hidden = !!missing || practice;
  dom.learnPractise.setAttribute('aria-label', `Practise ${l.name}`);
}

/** Brings the page up to date with `state`; `what` narrows the work for frequent events. */
export function render(state, what, store) {
  if (what === 'timer') { renderTimer(state, store); return; }
  if (state.info && built?.id !== state.info.id) build(state.info);
  // a replay shows its own position and step in the grid, drawn as a tier-2 hint is
  const shown = state.replay?.view ? { ...state, ...state.replay.view, selected: -1, wrong: new Set(), activeSymbol: 0 } : state;
  if (state.info && state.snap) { renderCells(shown); renderFigure(shown); }
  renderControls(state);
  renderCageHelp(state);
  renderReplay(state);
  if (what !== 'selection' && what !== 'controls') {
    renderText(state); renderImport(state); renderStats(state);
    renderGames(state); renderRevealAsk(state); renderReplaced(state); renderTutorial(state);
    renderLibrary(state); renderLearn(state);
  }
  renderTimer(state, store);
}

/** Moves keyboard focus to the selected cell (after a click on a keypad button, focus stays there). */
export function focusCell(i) { built?.cells[i]?.el.focus(); }

/** Copies text to the clipboard; resolves false when that is not allowed. */
export async function copyText(text) {
  try { await navigator.clipboard.writeText(text); return true; } catch { return false; }
}

/** Puts the game ID in the URL; `push`: another game took the board, so Back returns to the one before. */
export function setHash(id, { push = false } = {}) {
  const want = `#${id}`;
  let have = location.hash;
  try { have = decodeURIComponent(have); } catch { /* a malformed hash: replace it */ }
  if (have === want) return;
  if (push && have.length > 1) history.pushState(null, '', want); else history.replaceState(null, '', want);
}

export function showFatal(text) { dom.message.textContent = text; dom.message.dataset.tone = 'error'; }
