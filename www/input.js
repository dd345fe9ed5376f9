// Turns pointer and keyboard events into named actions on the store. One delegated listener per container.
import { dom } from './elements.js';
import { focusCell } from './render-grid.js';
import { isBinaryKind } from './kinds.js';
import { MAX_IMPORT_CHARS } from './state-newgame.js';

const FORM_FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
// Space presses a focused button or opens a <details>: there it is not the Notes shortcut.
const SPACE_TAKERS = 'button, summary, a[href], [role=button]';

/** The symbol character a key press means, ignoring Shift (Shift+1 reads as '1', not '!'). */
function keyChar(e) {
  if (/^Digit\d$/.test(e.code)) return e.code.slice(5);
  if (/^Numpad\d$/.test(e.code)) return e.code.slice(6);
  return e.key.length === 1 ? e.key.toUpperCase() : '';
}

export function bindInput(store) {
  const st = () => store.state;

  dom.grid.addEventListener('click', (e) => {
    const el = e.target.closest('[data-cell]');
    if (!el) return;
    const cell = Number(el.dataset.cell);
    if (isBinaryKind(st().info?.kind)) store.cycle(cell); else store.tapCell(cell, { shift: e.shiftKey });
  });

  // Tabbing into the grid selects the cell that takes focus.
  dom.grid.addEventListener('focusin', (e) => {
    const el = e.target.closest('[data-cell]');
    if (el && Number(el.dataset.cell) !== st().selected) store.select(Number(el.dataset.cell));
  });

  dom.keypad.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.action === 'erase') store.erase();
    else if (b.dataset.symbol) store.key(Number(b.dataset.symbol), { shift: e.shiftKey });
  });

  const tools = {
    notes: () => store.toggleNotes(), fillNotes: () => store.fillNotes(), undo: () => store.undo(),
    redo: () => store.redo(), hint: () => store.hint(), check: () => store.check(),
    reveal: () => store.reveal(false), revealAll: () => store.reveal(true), restart: () => store.restart(),
    share: () => store.share(), import: () => store.openImport(true), cancel: () => store.cancel(),
  };
  for (const [name, fn] of Object.entries(tools)) dom[name].addEventListener('click', fn);
  dom.statsReset.addEventListener('click', () => store.resetStats());
  // Learn: the library and the panel beside a learning position
  dom.learn.addEventListener('click', () => store.openLibrary(true));
  dom.libraryClose.addEventListener('click', () => store.openLibrary(false));
  dom.libraryDialog.addEventListener('close', () => { if (st().libraryOpen) store.openLibrary(false); });
  dom.libraryList.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-learn]');
    if (b) store.learn({ mode: b.dataset.learn, kind: b.dataset.kind, id: b.dataset.id });
  });
  dom.learnStep.addEventListener('click', () => store.showStep());
  dom.learnNext.addEventListener('click', () => store.learnNext());
  dom.learnPractise.addEventListener('click', () => store.practiseThis());
  dom.learnLibrary.addEventListener('click', () => store.openLibrary(true));
  dom.daily.addEventListener('click', () => store.newGame({ daily: true }));
  dom.pause.addEventListener('click', () => store.togglePause());
  dom.resume.addEventListener('click', () => store.togglePause());

  dom.options.addEventListener('submit', (e) => { e.preventDefault(); store.newGame(); });
  dom.options.addEventListener('change', (e) => {
    const t = e.target;
    if (t.name === 'size') store.setOption('size', Number(t.value));
    else if (t.name === 'kind') store.switchKind(t.value);
    else if (t.name === 'proven') store.setOption('proven', t.checked);
    else if (t.name) store.setOption(t.name, t.value);
  });

  const settings = [[dom.theme, 'theme', 'value'], [dom.setTimer, 'showTimer', 'checked'],
    [dom.setAutoClean, 'autoClean', 'checked'], [dom.setPeers, 'highlightPeers', 'checked'],
    [dom.setSame, 'highlightSame', 'checked'], [dom.setAutoCheck, 'autoCheck', 'checked'],
    [dom.setDigitFirst, 'digitFirst', 'checked']];
  for (const [el, name, prop] of settings) el.addEventListener('change', () => store.setSetting(name, el[prop]));

  dom.importForm.addEventListener('submit', (e) => { e.preventDefault(); store.importText(dom.importText.value); });
  // A huge paste is refused before the browser lays out megabytes of text in the box.
  dom.importText.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (text.length > MAX_IMPORT_CHARS) { e.preventDefault(); store.refuseLongImport(text.length); }
  });
  dom.importClose.addEventListener('click', () => store.openImport(false));
  dom.importAnyway.addEventListener('click', () => store.playAnyway());
  dom.importDialog.addEventListener('close', () => { if (st().importOpen) store.openImport(false); });

  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || FORM_FIELDS.has(e.target.tagName) || e.target.closest?.('dialog')) return;
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && !e.altKey) {
      const k = e.key.toLowerCase();
      if (k === 'z') { e.preventDefault(); if (e.shiftKey) store.redo(); else store.undo(); }
      else if (k === 'y') { e.preventDefault(); store.redo(); }
      return;
    }
    if (e.altKey || !st().info) return;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in arrows) {
      e.preventDefault();
      const inGrid = dom.grid.contains(document.activeElement) || document.activeElement === document.body;
      store.moveSelection(...arrows[e.key]);
      if (inGrid && st().selected >= 0) focusCell(st().selected);
      return;
    }
    if (e.key === 'Backspace' || e.key === 'Delete') { e.preventDefault(); store.erase(); return; }
    // Shortcuts that no puzzle uses as a symbol (25×25 types A to P): Space for Notes, ? for a hint.
    if (e.key === ' ') {
      if (e.target.closest?.(SPACE_TAKERS)) return;
      e.preventDefault(); store.toggleNotes(); return;
    }
    if (e.key === '?') { e.preventDefault(); store.hint(); return; }
    const ch = keyChar(e);
    if (!ch) return;
    const sym = st().info.chars.indexOf(ch);
    if (sym > 0) { e.preventDefault(); store.input(sym, { shift: e.shiftKey }); return; }
    if (ch === '0' || ch === '.') { e.preventDefault(); store.erase(); return; }
    // H and N still work where they are not symbols (up to 16×16), as they always did.
    if (ch === 'H') { e.preventDefault(); store.hint(); return; }
    if (ch === 'N') { e.preventDefault(); store.toggleNotes(); }
  });
}

/** The saved-games controls: the Continue list, the note about the game a new one replaced, Reveal all's question. */
export function bindSaves(store) {
  dom.continue.addEventListener('click', () => store.openGames(true));
  dom.gamesClose.addEventListener('click', () => store.openGames(false));
  dom.gamesDialog.addEventListener('close', () => { if (store.state.gamesOpen) store.openGames(false); });
  dom.gamesDialog.addEventListener('click', (e) => {
    const b = e.target.closest('button[data-game]');
    if (b?.dataset.action === 'continue') store.continueGame(b.dataset.game);
    else if (b?.dataset.action === 'remove') store.removeSaved(b.dataset.game);
  });
  dom.replacedBack.addEventListener('click', () => store.returnToPrevious());
  dom.replacedDismiss.addEventListener('click', () => store.dismissReplaced());
  dom.revealConfirm.addEventListener('click', () => store.answerRevealAll(true));
  dom.revealCancel.addEventListener('click', () => store.answerRevealAll(false));
  dom.revealDialog.addEventListener('close', () => { if (store.state.revealAsk) store.answerRevealAll(false); });
}

/** The replay of a solve: its buttons, and the arrow keys while focus is in its panel (Escape closes it). */
export function bindReplay(store) {
  dom.replay.addEventListener('click', () => store.openReplay());
  // the finished game's shortcut to the Next game form's New game
  dom.nextPuzzle.addEventListener('click', () => dom.options.requestSubmit());
  dom.replayPrev.addEventListener('click', () => store.replayGo(-1));
  dom.replayNext.addEventListener('click', () => store.replayGo(1));
  dom.replayClose.addEventListener('click', () => store.closeReplay());
  dom.replayPanel.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const go = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[e.key];
    if (go) { e.preventDefault(); store.replayGo(go); }
    else if (e.key === 'Home') { e.preventDefault(); store.replayGo(0, 0); }
    else if (e.key === 'End') { e.preventDefault(); store.replayGo(0, Infinity); }
    else if (e.key === 'Escape') { e.preventDefault(); store.closeReplay(); }
  });
}

/** The tutorial: its offer, the How to play button, and the dialog's grid, keypad, Skip and Next. */
export function bindTutorial(store) {
  dom.tutorialOfferStart.addEventListener('click', () => store.startTutorial());
  dom.tutorialOfferDecline.addEventListener('click', () => store.declineTutorial());
  dom.tutorialStart.addEventListener('click', () => store.startTutorial(store.state.info?.kind));
  dom.tutorialSkip.addEventListener('click', () => store.closeTutorial());
  dom.tutorialNext.addEventListener('click', () => store.tutorialNext());
  dom.tutorialDialog.addEventListener('close', () => store.closeTutorial()); // Escape counts as Skip
  const binary = () => store.state.tutorial?.kind === 'binary';
  dom.tutorialGrid.addEventListener('click', (e) => {
    const b = e.target.closest('[data-cell]');
    if (b) store.tutorialAct(binary() ? 'cycle' : 'select', Number(b.dataset.cell));
  });
  dom.tutorialGrid.addEventListener('focusin', (e) => {
    const b = e.target.closest('[data-cell]');
    if (b) store.tutorialAct('select', Number(b.dataset.cell));
  });
  dom.tutorialKeys.addEventListener('click', (e) => {
    const b = e.target.closest('button');
    if (b?.dataset.action === 'erase') store.tutorialAct('erase');
    else if (b?.dataset.symbol) store.tutorialAct('input', b.dataset.symbol);
  });
  dom.tutorialGrid.addEventListener('keydown', (e) => {
    const t = store.state.tutorial;
    if (!t || e.ctrlKey || e.metaKey || e.altKey) return;
    const n = t.info.side, cur = Math.max(t.selected, 0);
    const move = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (move !== undefined) {
      e.preventDefault();
      const next = (cur + move + n * n) % (n * n);
      dom.tutorialGrid.querySelector(`[data-cell="${next}"]`)?.focus();
    } else if (e.key === 'Backspace' || e.key === 'Delete') { e.preventDefault(); store.tutorialAct('erase'); }
    else if (e.key.length === 1 && t.info.chars.indexOf(e.key.toUpperCase()) > 0) { e.preventDefault(); store.tutorialAct('input', e.key.toUpperCase()); }
  });
}
