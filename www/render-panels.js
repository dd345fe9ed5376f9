// The dialogs and panels around the board, one of the DOM writers (render.js calls them): Import (and a fault's
// Copy details, there and under the message), the statistics table, the replay panel, the tutorial (offer and
// dialog), the Continue list, Reveal all's question, the note about the replaced game, the technique library and
// the Learn panel.
import { dom } from './elements.js';
import { ASSISTS, KIND_NAMES, LEVELS, capitalized, formatTime, statsName } from './kinds.js';
import { LESSONS } from './tutorial.js';
import { reasoning } from './step-record.js';
import { weakSpots } from './storage.js';

/**
 * A fault's Copy details button (shown when there are `details`: faults.js), "Details copied" once they are on
 * the clipboard, and the details themselves when the browser would not copy them (`open`).
 */
export function renderDetails(details, { copied, open }, button, pre) {
  button.hidden = !details;
  button.dataset.details = details ?? '';
  button.textContent = details && copied === details ? 'Details copied' : 'Copy details';
  pre.hidden = !details || open !== details;
  if (!pre.hidden && pre.textContent !== details) pre.textContent = details;
}

/** The Import dialog (state-newgame.js's fields): while the text is checked, Cancel (render.js adds the seconds);
 *  after a fault, Copy details (`copy`: the message slice's fields). */
export function renderImport({ importOpen, importDraft, importVerdict, importPending }, copy) {
  const d = dom.importDialog;
  if (importOpen && !d.open) { dom.importText.value = importDraft; d.showModal(); }
  if (!importOpen && d.open) d.close();
  dom.importVerdict.textContent = importVerdict?.text ?? '';
  dom.importVerdict.dataset.tone = importVerdict?.tone ?? 'info';
  dom.importAnyway.hidden = !importPending;
  const checking = !!importVerdict?.since;
  if (!checking && dom.importCancel.contains(document.activeElement)) dom.importText.focus();
  dom.importCancel.hidden = !checking;
  renderDetails(importVerdict?.details, copy, dom.importCopyDetails, dom.importFaultDetails);
}

/** Which assists the solves had on, over all rows: "conflicts marked 3, notes cleaned up 3, counts shown 2" ('' for none). */
function assistsText(rows) {
  const total = {};
  for (const r of rows) for (const [a, c] of Object.entries(r.assists ?? {})) total[a] = (total[a] ?? 0) + c;
  return Object.keys(ASSISTS).filter((a) => total[a]).map((a) => `${ASSISTS[a]} ${total[a]}`).join(', ');
}

/** The statistics table: one row per puzzle kind, size and level solved in this browser. */
let lastStats = null;
export function renderStats({ rows, resetArmed, streak }) {
  dom.statsReset.textContent = resetArmed ? 'Press again to reset' : 'Reset statistics';
  // "Today's Sudoku: 3 days in a row (best 5)."
  const days = (k) => `${k} day${k === 1 ? '' : 's'}`;
  dom.statsStreak.hidden = !streak?.best;
  dom.statsStreak.textContent = streak?.best ? `Today's Sudoku: ${days(streak.current)} in a row (best ${days(streak.best)}).` : '';
  if (lastStats === rows) return;
  lastStats = rows;
  // which assists the solves had on (Settings), as counts of solves
  const assists = assistsText(rows);
  dom.statsAssists.hidden = !assists;
  dom.statsAssists.textContent = assists ? `Solves with assists on: ${assists}.` : '';
  dom.statsEmpty.hidden = rows.length > 0;
  dom.statsTable.hidden = rows.length === 0;
  dom.statsReset.disabled = rows.length === 0;
  dom.statsBody.replaceChildren(...rows.map((r) => {
    const tr = document.createElement('tr');
    const level = r.level ? capitalized(r.level) : '—';
    // "5 (2 with no assists)": solves made with every assist of Settings off
    const solved = r.unassisted ? `${r.solved} (${r.unassisted} with no assists)` : String(r.solved);
    for (const text of [statsName(r.kind, r.size), level, solved,
      r.best === null ? '—' : formatTime(r.best)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }));
}

/**
 * The replay of a solve: the Replay button under a finished grid (beside Next puzzle, which New game's form does), and the panel that steps through the engine's
 * solve path (the grid itself is drawn by renderCells and renderFigure from the replay's view). While it is
 * open the keypad and tools give way to it (html[data-replay]). Share result and Share replay beside them, unless the
 * solution was revealed. The same panel steps through a replay link's moves (`r.moves`). `board`: the board's state; `busy`: a new game is being made.
 */
export function renderReplay({ replay: r }, { snap, help }, busy, notation = false) {
  dom.replay.hidden = !snap?.solved || !!r || busy;
  dom.nextPuzzle.hidden = dom.replay.hidden;
  dom.shareResult.hidden = dom.replay.hidden || !!help?.revealedAll;
  dom.shareReplay.hidden = dom.shareResult.hidden;
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
  if (r.moves) {
    // a player's own moves, from a replay link
    const moves = (k) => `${k} move${k === 1 ? '' : 's'}`;
    summary = 'A shared replay: the moves of the player who sent the link, in order. Close replay to play the puzzle yourself.';
    if (r.index === 0) {
      counter = `Start: the givens (${moves(r.total)} to the end)`;
      text = 'Press Next step (or the right arrow key) to see the moves one at a time.';
    } else {
      counter = `Move ${r.index} of ${r.total}`;
      text = r.move?.text ?? '';
      if (r.index === r.total) text += r.view.snap.solved ? ` Solved in ${moves(r.total)}.` : ' The last move.';
    }
  } else if (r.loading) {
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
    title = `${r.step.text.title}${r.level ? ` · ${capitalized(r.level)}` : ''}`;
    text = reasoning(r.step, notation);
  }
  if (r.hardest) summary = `The hardest moment was step ${r.hardest.number}: ${r.hardest.phrase} (${capitalized(r.hardest.level)}).`;
  dom.replayCounter.textContent = counter;
  dom.replayTitle.textContent = title;
  dom.replayText.textContent = text;
  dom.replaySummary.textContent = summary;
  dom.replayPrev.disabled = !!r.loading || r.index === 0;
  dom.replayNext.disabled = !!r.loading || r.index > r.total || (!!r.moves && r.index === r.total);
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
export function renderTutorial({ offer, view: t }) {
  dom.tutorialOffer.hidden = !offer;
  if (offer) dom.tutorialOfferText.textContent = LESSONS[offer].offer;
  const d = dom.tutorialDialog;
  if (!t) { if (d.open) d.close(); tutorialBuilt = null; return; }
  if (!d.open) d.showModal();
  dom.tutorialTitle.textContent = t.title;
  dom.tutorialProgress.textContent = t.progress;
  dom.tutorialText.textContent = t.text;
  dom.tutorialText.hidden = !t.text; // the last screen has no step text: no blank space kept for one
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
  dom.tutorialKeys.hidden = t.finished; // solved: nothing left to enter
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
function removeButton({ removeArmed }, id, what) {
  const del = document.createElement('button');
  del.type = 'button';
  del.className = 'saved-remove';
  del.dataset.game = id;
  del.dataset.action = 'remove';
  const armed = removeArmed === id;
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
export function renderGames(saves) {
  const d = dom.gamesDialog;
  const { gamesOpen } = saves;
  if (gamesOpen && !d.open) d.showModal();
  if (!gamesOpen && d.open) d.close();
  if (lastGames === saves.games || !saves.games) { lastGames = saves.games; return; }
  lastGames = saves.games;
  const { games, damaged } = saves.games;
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
    li.append(open, removeButton(saves, g.id, `${[title, ...what].join(', ')}, ${ago(g.updated)}`));
    return li;
  }));
  dom.gamesDamaged.hidden = damaged.length === 0;
  dom.gamesDamaged.replaceChildren(...damaged.map((g) => {
    const li = document.createElement('li');
    li.className = 'saved-game damaged';
    const text = document.createElement('p');
    text.className = 'saved-damaged';
    text.append(span('saved-title', 'A save that could not be read'), span('saved-meta', ` ${g.reason}`));
    li.append(text, removeButton(saves, g.id, `the save that could not be read (${g.reason})`));
    return li;
  }));
  // focus stays on the pressed button when it is still there; a removed item's goes to the list's first button
  if (focused && d.open && !d.contains(document.activeElement)) {
    const same = [...d.querySelectorAll('button[data-game]')].find((b) => b.dataset.game === focused.game && b.dataset.action === focused.action);
    (same ?? d.querySelector('button[data-game]') ?? dom.gamesClose).focus();
  }
}

/** Import backup: the question before it replaces this browser's games ("3 games, statistics and settings, made 28 Nov 2026"). */
export function renderBackupAsk({ ask }) {
  const d = dom.backupDialog;
  if (ask) {
    const made = ask.made ? `, made ${new Date(ask.made).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}` : '';
    dom.backupText.textContent = `The backup holds ${ask.summary}${made}. Every game, statistic and setting in this browser is replaced by the backup's.`;
    if (!d.open) d.showModal();
  } else if (d.open) d.close();
}

/** Reveal all: the confirmation dialog. */
export function renderRevealAsk({ revealAsk }) {
  const d = dom.revealDialog;
  if (revealAsk && !d.open) d.showModal();
  if (!revealAsk && d.open) d.close();
}

/** The note after a new game replaced one with entries: it is saved, and a button brings it back. */
export function renderReplaced({ replaced: r }) {
  dom.replaced.classList.toggle('active', !!r);
  const text = r ? `Previous game saved: ${r.what}.` : '';
  if (dom.replacedText.textContent !== text) dom.replacedText.textContent = text;
  dom.replacedBack.hidden = !r;
  dom.replacedDismiss.hidden = !r;
}

const FAMILY = { sudoku: 'Sudoku', killer: 'Killer Sudoku', binary: 'Binary puzzles', tango: 'Tango' };

/** "3 practised, 2 right" for a technique, or ''. */
function tally({ practice }, kind, id) {
  const t = practice[`${kind}:${id}`];
  return t?.attempts ? `Practised ${t.attempts} time${t.attempts === 1 ? '' : 's'}, ${t.successes} right` : '';
}

/**
 * The technique library (Learn): per family and level, each technique with its description, its practice
 * tally, and Example, Practise and Puzzle (a whole puzzle that needs it) buttons (data-learn holds the mode, data-kind, data-id and
 * data-name the technique).
 */
let lastLibrary = null;
export function renderLibrary(state) { // Learning's fields (state-learn.js)
  const d = dom.libraryDialog;
  if (state.libraryOpen && !d.open) d.showModal();
  if (!state.libraryOpen && d.open) d.close();
  if (!state.libraryOpen || !state.library) return;
  const key = state.practice;
  if (lastLibrary === key) return;
  lastLibrary = key;
  const sections = [];
  const weak = weakSection(state);
  if (weak) sections.push(weak);
  for (const kind of ['sudoku', 'killer', 'binary', 'tango']) {
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
        const family = kind === 'sudoku' ? '' : ` (${kind === 'binary' ? 'binary' : KIND_NAMES[kind]})`;
        for (const [mode, label, aria] of [['example', 'Example', `Example ${t.name}`], ['practice', 'Practise', `Practise ${t.name}`],
          ['puzzle', 'Puzzle', `A whole puzzle that needs ${t.name}`]]) {
          buttons.append(learnButton(mode, label, `${aria}${family}`, kind, t));
        }
        // a technique whose every instance the engine lists (Sudoku kinds): find them all in a position
        if (t.lists && kind !== 'binary' && kind !== 'tango') {
          buttons.append(learnButton('findall', 'Find all', `Find every ${t.name}${family}`, kind, t));
        }
        li.append(name, desc, meta, buttons);
        ul.append(li);
      }
      sec.append(h4, ul);
    }
    sections.push(sec);
  }
  dom.libraryList.replaceChildren(...sections);
  filterLibrary(dom.librarySearch.value);
}

/** A library button (data-learn: its mode; data-kind, data-id, data-name: the technique). */
function learnButton(mode, label, aria, kind, t) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  Object.assign(b.dataset, { learn: mode, kind, id: t.id, name: t.name });
  b.setAttribute('aria-label', aria);
  return b;
}

/**
 * Your weak spots, above the library: the three techniques the player's games needed hints for most and whose
 * practice answers were not right (storage.js weakSpots), each with Practise, and "Practise my weak spots", a whole
 * puzzle that needs those of the weakest's family together (or, when that is too rare, the weakest). None: no
 * section.
 */
function weakSection(state) {
  const found = weakSpots(state.practice).map((w) => {
    // a Sudoku game's Killer technique is in the library's Killer list
    const kind = w.kind === 'sudoku' && !state.library.sudoku?.some((t) => t.id === w.id) ? 'killer' : w.kind;
    return { ...w, kind, t: state.library[kind]?.find((t) => t.id === w.id) };
  }).filter((w) => w.t);
  if (!found.length) return null;
  const sec = document.createElement('section');
  sec.className = 'library-weak';
  sec.setAttribute('aria-labelledby', 'library-weak-title');
  const h = document.createElement('h3');
  h.id = 'library-weak-title';
  h.textContent = 'Your weak spots';
  const note = span('library-note', 'The techniques your games needed hints for most, and practice answers that were not right.');
  const ul = document.createElement('ul');
  ul.className = 'weak-list';
  ul.setAttribute('aria-label', 'Your weak spots');
  for (const w of found) {
    const li = document.createElement('li');
    li.className = 'weak-spot';
    const name = document.createElement('p');
    name.className = 'technique-name';
    name.textContent = w.t.name;
    const missed = [w.hints && `${w.hints} hint${w.hints === 1 ? '' : 's'}`, w.wrong && `${w.wrong} practice answer${w.wrong === 1 ? '' : 's'} not right`];
    const buttons = document.createElement('div');
    buttons.className = 'technique-buttons';
    buttons.append(learnButton('practice', 'Practise', `Practise ${w.t.name}, a weak spot`, w.kind, w.t));
    li.append(name, span('technique-tally', missed.filter(Boolean).join(', ')), buttons);
    ul.append(li);
  }
  // one puzzle needing the weak spots of the weakest's family together, else (too rare) the weakest alone
  const first = found[0];
  const together = found.filter((w) => w.kind === first.kind);
  const names = together.map((w) => w.t.name);
  const named = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const all = learnButton('puzzle', 'Practise my weak spots', `Practise my weak spots: a whole puzzle that needs ${named}`, first.kind,
    { id: together.map((w) => w.id).join(','), name: named });
  if (together.length > 1) Object.assign(all.dataset, { fallbackId: first.id, fallbackName: first.t.name });
  all.className = 'primary weak-puzzle';
  sec.append(h, note, ul, all);
  return sec;
}

/**
 * Shows the library's techniques whose name or description holds every word of `query` (any case), with
 * their levels and families; the others, and levels and families left empty, are hidden. Nothing found: says so.
 */
export function filterLibrary(query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const li of dom.libraryList.querySelectorAll('li.technique')) {
    const text = li.textContent.toLowerCase();
    li.hidden = !words.every((w) => text.includes(w));
    if (!li.hidden) shown++;
  }
  for (const ul of dom.libraryList.querySelectorAll('ul.library-level')) {
    ul.hidden = !ul.querySelector('li.technique:not([hidden])');
    ul.previousElementSibling.hidden = ul.hidden; // its level's heading
  }
  for (const sec of dom.libraryList.querySelectorAll('section.library-family')) {
    sec.hidden = !sec.querySelector('ul.library-level:not([hidden])');
  }
  for (const sec of dom.libraryList.querySelectorAll('section.library-weak')) sec.hidden = words.length > 0;
  dom.libraryNone.hidden = shown > 0 || !words.length;
  dom.libraryNone.textContent = dom.libraryNone.hidden ? '' : `No technique matches "${query.trim()}".`;
}

/** The Learn panel beside the board: the technique of the example or practice position shown, and what next. */
export function renderLearn(state) { // Learning's fields (state-learn.js)
  const missing = state.learnMissing; // the last search found nothing: say so, offer to try again
  const l = missing ?? state.learn;
  dom.learnPanel.hidden = !l;
  if (!l) return;
  const practice = l.mode === 'practice' || l.mode === 'findall';
  const title = `${l.mode === 'findall' ? 'Find them all' : practice ? 'Practise' : 'Example'}: ${l.name}`;
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
