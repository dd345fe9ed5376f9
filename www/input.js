// Turns pointer and keyboard events into named actions of the store's slices (state.js). One delegated listener
// per container.
import { dom } from './elements.js';
import { focusCell } from './render-grid.js';
import { filterLibrary } from './render-panels.js';
import { showBoard } from './render.js';
import { isBinaryKind } from './kinds.js';
import { MAX_IMPORT_CHARS } from './state-newgame.js';

const FORM_FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
/** How long a touch on a keypad key is held to write a note instead of an entry (milliseconds). */
const LONG_PRESS_MS = 450;
// Space presses a focused button or opens a <details>: there it is not the Notes shortcut.
const SPACE_TAKERS = 'button, summary, a[href], [role=button]';

/** The symbol character a key press means, ignoring Shift (Shift+1 reads as '1', not '!'). */
function keyChar(e) {
  if (/^Digit\d$/.test(e.code)) return e.code.slice(5);
  if (/^Numpad\d$/.test(e.code)) return e.code.slice(6);
  return e.key.length === 1 ? e.key.toUpperCase() : '';
}

/**
 * A dialog the browser closed (Escape) tells its slice. The `close` event is queued, not sent at once: when the
 * page closed the dialog itself and opened it again before the event came (a link's question right after Close),
 * the event is stale and the dialog, open again, stays.
 */
function onClosed(dialog, fn) {
  dialog.addEventListener('close', () => { if (!dialog.open) fn(); });
}

export function bindInput(store) {
  const { board, newGames, work, learning, hints, settings, choices, stats } = store;
  const st = () => board.state;

  // Sudoku cells are selected as the pointer goes down: one alone, Ctrl-click (⌘ on a Mac) adds or takes out one,
  // Shift-click adds one, and a drag adds every cell it crosses (SudokuPad's way). With a digit chosen first,
  // Shift keeps its meaning there (the digit as a note).
  const cellAt = (x, y) => document.elementFromPoint(x, y)?.closest?.('#grid [data-cell]');
  let dragging = false, down = false;
  dom.grid.addEventListener('pointerdown', (e) => {
    const el = e.target.closest('[data-cell]');
    if (!el || e.button !== 0 || isBinaryKind(st().info?.kind)) return;
    down = true;
    const cell = Number(el.dataset.cell);
    const digitFirst = settings.state.settings.digitFirst && st().activeSymbol;
    if (e.ctrlKey || e.metaKey) board.select(cell, { toggle: true });
    else board.select(cell, { add: e.shiftKey && !digitFirst });
    dragging = !digitFirst;
  });
  // a touch's events stay with the cell it began on: the cell under the finger is looked up
  dom.grid.addEventListener('pointermove', (e) => {
    if (!dragging) return;
    const el = cellAt(e.clientX, e.clientY);
    if (el && !st().selection.has(Number(el.dataset.cell))) board.select(Number(el.dataset.cell), { add: true });
  });
  for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, () => { dragging = down = false; });

  dom.grid.addEventListener('click', (e) => {
    const el = e.target.closest('[data-cell]');
    if (!el) return;
    const cell = Number(el.dataset.cell);
    if (isBinaryKind(st().info?.kind)) { board.cycle(cell); return; }
    if (e.ctrlKey || e.metaKey) return; // chosen as the pointer went down
    // a click without a pointer (the keyboard, a screen reader) selects the cell
    if (!st().selection.has(cell)) board.select(cell);
    board.tapCell(cell, { shift: e.shiftKey });
  });

  // Tabbing into the grid selects the cell that takes focus (a pointer has chosen already: see pointerdown).
  dom.grid.addEventListener('focusin', (e) => {
    const el = e.target.closest('[data-cell]');
    if (el && !down && Number(el.dataset.cell) !== st().selected) board.select(Number(el.dataset.cell));
  });

  // A long press (touch or pen) on a symbol key writes it as a note, as a held Ctrl would; its click is then spent.
  let held = null;
  dom.keypad.addEventListener('pointerdown', (e) => {
    const b = e.target.closest('button[data-symbol]');
    if (!b || e.pointerType === 'mouse' || settings.state.settings.digitFirst) return;
    const press = { b, long: false };
    press.timer = setTimeout(() => { press.long = true; board.key(Number(b.dataset.symbol), { ctrl: true }); }, LONG_PRESS_MS);
    held = press;
  });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave']) {
    dom.keypad.addEventListener(type, () => { if (held) clearTimeout(held.timer); });
  }
  dom.keypad.addEventListener('contextmenu', (e) => { if (e.target.closest('button[data-symbol]')) e.preventDefault(); });
  dom.keypad.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b) return;
    if (held?.long && held.b === b) { held = null; return; } // the long press wrote the note
    held = null;
    if (b.dataset.action === 'erase') board.erase();
    else if (b.dataset.symbol) board.key(Number(b.dataset.symbol), { shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey });
  });

  const tools = {
    notes: () => board.toggleNotes(), corner: () => board.setMode('corner'), colour: () => board.setMode('colour'), fillNotes: () => board.fillNotes(), undo: () => board.undo(),
    redo: () => board.redo(), hint: () => hints.hint(),
    // on a practice position, Check checks the answer against the technique's step
    check: () => (learning.practising ? learning.checkPractice() : board.check()),
    reveal: () => board.reveal(false), revealAll: () => board.reveal(true), restart: () => board.restart(),
    share: () => board.share(), import: () => newGames.openImport(true), cancel: () => work.cancel(),
  };
  for (const [name, fn] of Object.entries(tools)) dom[name].addEventListener('click', fn);
  dom.statsReset.addEventListener('click', () => stats.reset());
  // Learn: the library and the panel beside a learning position
  dom.learn.addEventListener('click', () => learning.openLibrary(true));
  dom.libraryClose.addEventListener('click', () => learning.openLibrary(false));
  dom.librarySearch.addEventListener('input', () => filterLibrary(dom.librarySearch.value));
  onClosed(dom.libraryDialog, () => { if (learning.state.libraryOpen) learning.openLibrary(false); });
  dom.libraryList.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-learn]');
    if (b?.dataset.learn === 'puzzle') {
      learning.openLibrary(false);
      const { kind, id, name, fallbackId, fallbackName } = b.dataset;
      newGames.needing({ kind, id, name, fallback: fallbackId ? { id: fallbackId, name: fallbackName } : null });
    } else if (b) learning.learn({ mode: b.dataset.learn, kind: b.dataset.kind, id: b.dataset.id });
  });
  dom.learnStep.addEventListener('click', () => learning.showStep());
  dom.learnNext.addEventListener('click', () => learning.learnNext());
  dom.learnPractise.addEventListener('click', () => learning.practiseThis());
  dom.learnLibrary.addEventListener('click', () => learning.openLibrary(true));
  dom.daily.addEventListener('click', () => { showBoard(); newGames.newGame({ daily: true }); });
  dom.pause.addEventListener('click', () => board.togglePause());
  dom.resume.addEventListener('click', () => board.togglePause());

  dom.options.addEventListener('submit', (e) => { e.preventDefault(); showBoard(); newGames.newGame(); });
  dom.options.addEventListener('change', (e) => {
    const t = e.target;
    if (t.name === 'size') choices.set('size', Number(t.value));
    else if (t.name === 'proven') choices.set('proven', t.checked);
    else if (t.name) choices.set(t.name, t.value);
  });

  const fields = [[dom.language, 'language', 'value'], [dom.theme, 'theme', 'value'], [dom.setTimer, 'showTimer', 'checked'],
    [dom.setAutoClean, 'autoClean', 'checked'], [dom.setPeers, 'highlightPeers', 'checked'],
    [dom.setSame, 'highlightSame', 'checked'], [dom.setAutoCheck, 'autoCheck', 'checked'],
    [dom.setDigitFirst, 'digitFirst', 'checked'], [dom.setConflicts, 'showConflicts', 'checked'],
    [dom.setCounts, 'showCounts', 'checked'], [dom.setColourNumbers, 'colourNumbers', 'checked'],
    [dom.setNotation, 'chainNotation', 'checked']];
  for (const [el, name, prop] of fields) el.addEventListener('change', () => settings.set(name, el[prop]));

  dom.importForm.addEventListener('submit', (e) => { e.preventDefault(); newGames.importText(dom.importText.value); });
  // A huge paste is refused before the browser lays out megabytes of text in the box.
  dom.importText.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (text.length > MAX_IMPORT_CHARS) { e.preventDefault(); newGames.refuseLongImport(text.length); }
  });
  dom.importClose.addEventListener('click', () => newGames.openImport(false));
  dom.importCancel.addEventListener('click', () => newGames.cancelImport());
  // a fault's details for a bug report, under the message and in the Import dialog
  for (const b of [dom.copyDetails, dom.importCopyDetails]) b.addEventListener('click', () => store.message.copyDetails(b.dataset.details));
  dom.gradeStop.addEventListener('click', () => board.stopGrading());
  dom.importAnyway.addEventListener('click', () => newGames.playAnyway());
  onClosed(dom.importDialog, () => { if (newGames.state.importOpen) newGames.openImport(false); });

  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || FORM_FIELDS.has(e.target.tagName) || e.target.closest?.('dialog')) return;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && !e.altKey) {
      const k = e.key.toLowerCase();
      if (k === 'z') { e.preventDefault(); if (e.shiftKey) board.redo(); else board.undo(); }
      else if (k === 'y') { e.preventDefault(); board.redo(); }
      // Ctrl+digit: a note (centre mark), as SudokuPad players type it
      const sym = /^(Digit|Numpad)\d$/.test(e.code) && st().info ? st().info.chars.indexOf(keyChar(e)) : -1;
      if (sym > 0) { e.preventDefault(); board.input(sym, { ctrl: true, shift: e.shiftKey }); }
      return;
    }
    // Alt+R, Alt+C, Alt+B: the selected cell's row, column or block read aloud (by key position: Alt+letter
    // types another character on some keyboards)
    const unit = e.altKey && !e.shiftKey && { KeyR: 'row', KeyC: 'column', KeyB: 'block' }[e.code];
    if (unit && st().info) { e.preventDefault(); board.readAloud(unit); return; }
    if (e.altKey || !st().info) return;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in arrows) {
      e.preventDefault();
      const inGrid = dom.grid.contains(document.activeElement) || document.activeElement === document.body;
      // Shift+arrow adds the next cell to the selection (Sudoku; Shift means nothing else there)
      board.moveSelection(...arrows[e.key], { add: e.shiftKey && !isBinaryKind(st().info.kind) });
      if (inGrid && st().selected >= 0) focusCell(st().selected);
      return;
    }
    if (e.key === 'Backspace' || e.key === 'Delete') { e.preventDefault(); board.erase(); return; }
    if (e.key === 'Escape' && st().selection.size > 1) { e.preventDefault(); board.selectFocusOnly(); return; }
    // Shortcuts that no puzzle uses as a symbol (25×25 types A to P): Space for Notes, ? for a hint.
    if (e.key === ' ') {
      if (e.target.closest?.(SPACE_TAKERS)) return;
      e.preventDefault(); board.toggleNotes(); return;
    }
    if (e.key === '?') { e.preventDefault(); hints.hint(); return; }
    const ch = keyChar(e);
    if (!ch) return;
    // Colour mode: 1 to 9 are the colours, whatever the puzzle's symbols
    const sym = st().mode === 'colour' && /^[1-9]$/.test(ch) ? Number(ch) : st().info.chars.indexOf(ch);
    if (sym > 0) { e.preventDefault(); board.input(sym, { shift: e.shiftKey }); return; }
    if (ch === '0' || ch === '.') { e.preventDefault(); board.erase(); return; }
    // H and N still work where they are not symbols (up to 16×16), as they always did.
    if (ch === 'H') { e.preventDefault(); hints.hint(); return; }
    if (ch === 'N') { e.preventDefault(); board.toggleNotes(); }
  });
}

/** The saved-games controls: the Continue list, the note about the game a new one replaced, Reveal all's question. */
export function bindSaves({ saves, board }) {
  dom.continue.addEventListener('click', () => saves.openGames(true));
  dom.gamesClose.addEventListener('click', () => saves.openGames(false));
  onClosed(dom.gamesDialog, () => { if (saves.state.gamesOpen) saves.openGames(false); });
  dom.gamesDialog.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-game]');
    if (b?.dataset.action === 'continue') saves.continueGame(b.dataset.game);
    else if (b?.dataset.action === 'remove') saves.removeSaved(b.dataset.game);
  });
  dom.replacedBack.addEventListener('click', () => saves.returnToPrevious());
  dom.replacedDismiss.addEventListener('click', () => saves.dismissReplaced());
  dom.revealConfirm.addEventListener('click', () => board.answerRevealAll(true));
  dom.revealCancel.addEventListener('click', () => board.answerRevealAll(false));
  onClosed(dom.revealDialog, () => { if (board.state.revealAsk) board.answerRevealAll(false); });
}

/** Backup (in Settings): Export backup, Import backup (a file chosen, read, then the question), and its answer. */
/** Print booklet: its button, its dialog's fields and buttons (Escape cancels), and the preview's Print and Close. */
/** All steps here: the button under a hint, the dialog's choice of technique, its steps (one drawn on the board),
 *  Close (Escape too). */
export function bindAllSteps({ hints }) {
  dom.hintAll.addEventListener('click', () => hints.openAllSteps());
  dom.stepsFilter.addEventListener('change', () => hints.filterAllSteps(dom.stepsFilter.value));
  dom.stepsList.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-step]');
    if (b) hints.showListed(Number(b.dataset.step));
  });
  dom.stepsClose.addEventListener('click', () => hints.closeAllSteps());
  onClosed(dom.stepsDialog, () => hints.closeAllSteps());
}

export function bindBooklet({ booklet }) {
  dom.bookletOpen.addEventListener('click', () => booklet.open());
  dom.bookletCount.addEventListener('change', () => booklet.choose('count', dom.bookletCount.value));
  dom.bookletPerPage.addEventListener('change', () => booklet.choose('perPage', dom.bookletPerPage.value));
  dom.bookletPaper.addEventListener('change', () => booklet.choose('paper', dom.bookletPaper.value));
  dom.bookletSolutions.addEventListener('change', () => booklet.choose('solutions', dom.bookletSolutions.checked));
  dom.bookletForm.addEventListener('submit', (e) => {
    e.preventDefault();
    booklet.choose('count', dom.bookletCount.value);
    booklet.make();
  });
  dom.bookletCancel.addEventListener('click', () => booklet.close());
  dom.bookletAdd.addEventListener('click', () => {
    booklet.choose('count', dom.bookletCount.value);
    booklet.keep();
  });
  // a kept set's Remove button (booklet.js draws them)
  dom.bookletSets.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-set]');
    if (b) booklet.drop(Number(b.dataset.set));
  });
  onClosed(dom.bookletDialog, () => booklet.close());
  dom.bookletPrint.addEventListener('click', () => print());
  dom.bookletClose.addEventListener('click', () => booklet.closePreview());
  // Escape closes the booklet wherever the focus is (the page under it has none to give)
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && booklet.state.made && !document.querySelector('dialog[open]')) { e.preventDefault(); e.stopPropagation(); booklet.closePreview(); }
  }, true);
}

export function bindBackup({ backup }) {
  dom.backupExport.addEventListener('click', () => backup.export());
  dom.backupImport.addEventListener('click', () => dom.backupFile.click());
  dom.backupFile.addEventListener('change', async () => {
    const file = dom.backupFile.files?.[0];
    dom.backupFile.value = ''; // the same file can be chosen again
    if (file) backup.open(await file.text());
  });
  dom.backupConfirm.addEventListener('click', () => backup.answer(true));
  dom.backupCancel.addEventListener('click', () => backup.answer(false));
  onClosed(dom.backupDialog, () => { if (backup.state.ask) backup.answer(false); });
}

/** The finished game's buttons (Replay, Share result, Share replay, Next puzzle) and the replay's own: its buttons, and the arrow
 *  keys while focus is in its panel (Escape closes it). */
export function bindReplay({ replay, board }) {
  dom.replay.addEventListener('click', () => replay.open());
  // the finished game's shortcut to the Next game form's New game
  dom.nextPuzzle.addEventListener('click', () => dom.options.requestSubmit());
  dom.shareResult.addEventListener('click', () => board.shareResult());
  dom.shareReplay.addEventListener('click', () => board.shareReplay());
  dom.replayPrev.addEventListener('click', () => replay.go(-1));
  dom.replayNext.addEventListener('click', () => replay.go(1));
  dom.replayClose.addEventListener('click', () => replay.close());
  dom.replayPanel.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const go = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
    if (go) { e.preventDefault(); replay.go(go); }
    else if (e.key === 'Home') { e.preventDefault(); replay.go(0, 0); }
    else if (e.key === 'End') { e.preventDefault(); replay.go(0, Infinity); }
    else if (e.key === 'Escape') { e.preventDefault(); replay.close(); }
  });
}

/** The tutorial: its offer, the How to play button, and the dialog's grid, keypad, Skip and Next. */
export function bindTutorial({ tutorial, board }) {
  dom.tutorialOfferStart.addEventListener('click', () => tutorial.start());
  dom.tutorialOfferDecline.addEventListener('click', () => tutorial.decline());
  dom.tutorialStart.addEventListener('click', () => tutorial.start(board.state.info?.kind));
  dom.tutorialSkip.addEventListener('click', () => tutorial.close());
  dom.tutorialNext.addEventListener('click', () => tutorial.next());
  onClosed(dom.tutorialDialog, () => tutorial.close()); // Escape counts as Skip
  const binary = () => tutorial.state.view?.kind === 'binary';
  dom.tutorialGrid.addEventListener('click', (e) => {
    const b = e.target.closest('[data-cell]');
    if (b) tutorial.act(binary() ? 'cycle' : 'select', Number(b.dataset.cell));
  });
  dom.tutorialGrid.addEventListener('focusin', (e) => {
    const b = e.target.closest('[data-cell]');
    if (b) tutorial.act('select', Number(b.dataset.cell));
  });
  dom.tutorialKeys.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (b?.dataset.action === 'erase') tutorial.act('erase');
    else if (b?.dataset.symbol) tutorial.act('input', b.dataset.symbol);
  });
  dom.tutorialGrid.addEventListener('keydown', (e) => {
    const t = tutorial.state.view;
    if (!t || e.ctrlKey || e.metaKey || e.altKey) return;
    const n = t.info.side, cur = Math.max(t.selected, 0);
    const move = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (move !== undefined) {
      e.preventDefault();
      const next = (cur + move + n * n) % (n * n);
      dom.tutorialGrid.querySelector(`[data-cell="${next}"]`)?.focus();
    } else if (e.key === 'Backspace' || e.key === 'Delete') { e.preventDefault(); tutorial.act('erase'); }
    else if (e.key.length === 1 && t.info.chars.indexOf(e.key.toUpperCase()) > 0) { e.preventDefault(); tutorial.act('input', e.key.toUpperCase()); }
  });
}
