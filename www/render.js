// The page's renderer: `render(store)` brings the page up to date after every change of the store's slices
// (state.js). It is one of the three modules that write the DOM, with its parts render-grid.js (the grid and keypad) and
// render-panels.js (the dialogs and panels); figure.js builds the hint pictures' SVG nodes for render-grid.js.
// This file holds the options and tools (controls), the texts above and below the board with the hint panel,
// the clock, and the URL and clipboard. They build what they show once and then patch what changed, using
// createElement / textContent / classList / dataset / setAttribute (never HTML strings).
import { MIX_RULES, RULE_FAMILIES, ruleName, mixable, mixAllowed, isBinaryKind, isSudoku, cluesNote, formatTime, joinSentences, levelName, levelsFor, levelNote,
  provenOffered, puzzleTitle, rulesOf, sizesFor } from './kinds.js';
import { language, t } from './i18n.js';
import { techniqueName } from './engine.js';
import { dom } from './elements.js';
import { reasoning, shownRecords } from './step-record.js';
import { renderBoard, renderCageHelp, renderKeypadControls } from './render-grid.js';
import { renderBooklet } from './booklet.js';
import { renderAllSteps } from './render-steps.js';
import { renderBackupAsk, renderDetails, renderGames, renderImport, renderLearn, renderLibrary, renderReplaced, renderReplay, renderRevealAsk,
  renderStats, renderTutorial } from './render-panels.js';

let lastSizeKind = '';

function fillSizes(options) {
  const sizes = sizesFor(options);
  const key = `${sizes}:${options.size}`;
  if (lastSizeKind === key) return;
  lastSizeKind = key;
  dom.size.replaceChildren(...sizes.map((s) => {
    const o = document.createElement('option');
    o.value = String(s);
    o.textContent = `${s}×${s}`;
    return o;
  }));
  dom.size.value = String(options.size);
}
let rulesNamedIn = '';
/** The Rules and Mixed with choices (kinds.js RULE_FAMILIES), made once after their first option (none), and named
 *  again when the language changes. */
function fillRules() {
  if (dom.rules.options.length <= 1) {
    const option = (value) => Object.assign(document.createElement('option'), { value });
    dom.rules.append(...RULE_FAMILIES.map(option));
    dom.mix.append(...RULE_FAMILIES.filter((name) => MIX_RULES.includes(name)).map(option));
  }
  if (rulesNamedIn === language()) return;
  rulesNamedIn = language();
  for (const o of [...dom.rules.options, ...dom.mix.options]) {
    if (RULE_FAMILIES.includes(o.value)) o.textContent = ruleName(o.value); // its name in the page's language
  }
}
function renderControls({ board, choices, work, settings: s, clock, replay, newGames }) {
  const { snap, mode, info } = board.state;
  const { options } = choices.state, { settings } = s.state, busy = work.state.label;
  dom.kind.value = options.kind;
  fillRules();
  dom.rulesField.hidden = options.kind !== 'sudoku';
  dom.rules.value = options.rules;
  dom.mixField.hidden = options.kind !== 'sudoku' || !mixable(options.rules);
  for (const o of dom.mix.options) o.disabled = !mixAllowed(options.rules, o.value);
  dom.mix.value = options.mix;
  fillSizes(options);
  dom.size.value = String(options.size);
  const levels = levelsFor(options.kind, options.size, rulesOf(options));
  for (const o of dom.level.options) o.disabled = !levels.includes(o.value);
  dom.level.value = options.level;
  dom.levelNote.textContent = levelNote(options.kind, options.size, rulesOf(options));
  dom.symmetry.value = options.symmetry;
  dom.symmetryLabel.hidden = !isSudoku(options.kind);
  dom.provenField.hidden = !provenOffered(options);
  dom.proven.checked = options.proven;
  dom.daily.hidden = !!busy;
  // the page's engine restarting after a fault: the board waits for it a moment, and says so
  const waiting = busy || (board.state.restarting ? t('busy-restarting') : '');
  dom.busy.hidden = !waiting;
  dom.busyText.textContent = waiting;
  dom.cancel.hidden = !busy; // a restart is not the player's to cancel
  dom.board.setAttribute('aria-busy', waiting ? 'true' : 'false');
  dom.newGame.classList.toggle('working', !!busy);
  dom.options.toggleAttribute('data-next-ready', newGames.ahead.state.ready); // the next game is made (tests wait on it)
  dom.notes.setAttribute('aria-pressed', String(mode === 'notes'));
  dom.corner.setAttribute('aria-pressed', String(mode === 'corner'));
  dom.colour.setAttribute('aria-pressed', String(mode === 'colour'));
  dom.keypad.classList.toggle('notes-mode', mode === 'notes');
  const { paused } = clock.state;
  const playing = !!snap && !busy && !snap.solved && !paused;
  const replaying = !!replay.state.replay;
  dom.undo.disabled = !snap?.canUndo || !!busy || paused || replaying;
  dom.redo.disabled = !snap?.canRedo || !!busy || paused || replaying;
  dom.pause.hidden = !snap || snap.solved || paused; // while paused, the cover's Resume takes over
  dom.pause.disabled = !!busy;
  dom.paused.hidden = !paused;
  dom.board.classList.toggle('paused', paused);
  dom.grid.inert = paused;
  for (const b of [dom.fillNotes, dom.hint, dom.check, dom.reveal, dom.revealAll]) b.disabled = !playing;
  const binary = isBinaryKind(info?.kind);
  for (const b of [dom.notes, dom.corner, dom.colour]) { b.disabled = !playing; b.hidden = binary; }
  dom.fillNotes.hidden = binary;
  dom.helpSudoku.hidden = binary;
  dom.helpBinary.hidden = info?.variant !== 'binary';
  dom.helpTango.hidden = info?.variant !== 'tango';
  dom.helpKiller.hidden = info?.variant !== 'killer';
  // game IDs, a binary one in either of its forms
  const example = options.kind === 'binary' ? t('import-example-either', { long: 'binary:6:..0..01.0....', short: '..0..01.0....' })
    : { tango: 'tango:6:..0..1….:..=x….', killer: 'killer:3x3:.....….:aabbc….:10,7,…' }[options.kind] ?? 'sudoku:3x3:53..7....6..195...';
  if (dom.importText.placeholder !== example) dom.importText.placeholder = example;
  dom.restart.disabled = !snap?.canUndo || !!busy || paused || replaying;
  dom.share.disabled = !info;
  const digitFirst = settings.digitFirst && isSudoku(info?.kind);
  renderKeypadControls(board.state, playing, digitFirst);
  dom.language.value = settings.language;
  dom.theme.value = settings.theme;
  dom.setTimer.checked = settings.showTimer;
  dom.setAutoClean.checked = settings.autoClean;
  dom.setPeers.checked = settings.highlightPeers;
  dom.setSame.checked = settings.highlightSame;
  dom.setAutoCheck.checked = settings.autoCheck;
  dom.setDigitFirst.checked = settings.digitFirst;
  dom.setConflicts.checked = settings.showConflicts;
  dom.setCounts.checked = settings.showCounts;
  dom.setColourNumbers.checked = settings.colourNumbers;
  dom.setNotation.checked = settings.chainNotation;
  document.documentElement.dataset.theme = settings.theme;
}


/** Text longer than this (two rules or more, mostly) is cut to three lines on a phone until asked for. */
const LONG_RULES = 200;
let rulesShownFor = null;
/** The rules text; on a new game a long one starts cut short on a phone (style.css), with a button for the rest. */
function renderRules(info) {
  const text = joinSentences(...(info?.rules ?? []).map((r) => t('rules-text-rule', { title: r.title, about: r.about })));
  if (dom.rulesText.textContent !== text) dom.rulesText.textContent = text;
  const long = text.length > LONG_RULES;
  if (rulesShownFor !== (info?.id ?? null)) {
    rulesShownFor = info?.id ?? null;
    dom.rulesText.classList.remove('open');
  }
  dom.rulesText.classList.toggle('long', long);
  dom.rulesMore.hidden = !long;
  dom.rulesMore.onclick ??= () => { dom.rulesText.classList.toggle('open'); syncRulesMore(); };
  syncRulesMore();
}
function syncRulesMore() {
  const open = dom.rulesText.classList.contains('open');
  const label = open ? t('rules-text-fewer') : t('rules-text-all');
  if (dom.rulesMore.textContent !== label) dom.rulesMore.textContent = label;
  dom.rulesMore.setAttribute('aria-expanded', String(open));
}
function renderText({ board, message: m, hints, learning, settings }) {
  const { info, snap, help } = board.state;
  const { message, copied, open } = m.state, { hint } = hints.state;
  dom.gameInfo.textContent = info ? puzzleTitle(info) : '';
  // The rules beyond rows, columns and blocks, in the engine's words ("Anti-knight: Two cells …").
  renderRules(info);
  renderLevel(board.state, learning.state.learn);
  dom.status.textContent = snap?.solved ? board.state.finishText : '';
  dom.status.classList.toggle('solved', !!snap?.solved);
  // a revealed solution is no success: not in the success colour
  dom.status.classList.toggle('revealed', !!snap?.solved && !!help?.revealedAll);
  dom.message.textContent = message?.text ?? '';
  dom.message.dataset.tone = message?.tone ?? 'info';
  renderDetails(message?.details, { copied, open }, dom.copyDetails, dom.faultDetails);
  // The live region stays in the page (so it is announced when it fills); it is empty without a hint.
  dom.hintPanel.classList.toggle('active', !!hint);
  dom.hintPanel.setAttribute('aria-busy', String(hint?.tier === 0));
  if (!hint) { dom.hintTitle.textContent = ''; dom.hintText.textContent = ''; dom.hintNext.textContent = ''; renderHintSteps([]); }
  else if (hint.tier === 0) {
    dom.hintTitle.textContent = t('hint-looking-title');
    dom.hintText.textContent = t('hint-looking');
    dom.hintNext.textContent = t('hint-looking-big');
    renderHintSteps([]);
  } else {
    const s = hint.step;
    dom.hintTitle.textContent = s.title;
    const steps = shownRecords(s);
    // Tier 2: the one step's reasoning under the title, or a proof of several steps as a list, in order, each
    // step's title over its reasoning, the placement last.
    const lines = hint.tier >= 2 && steps.length > 1 ? steps : [];
    const notation = settings.state.settings.chainNotation;
    dom.hintText.textContent = hint.tier === 1 ? s.summary : lines.length ? '' : reasoning(steps[0], notation);
    renderHintSteps(lines, notation);
    dom.hintNext.textContent = hint.tier === 1 ? (s.mistake ? t('hint-next-mistake') : t('hint-next-reasoning'))
      : (s.action === 'place' && steps.length > 1 ? HINT_APPLY.proof : HINT_APPLY[s.action] ?? HINT_APPLY.place)();
  }
}

/**
 * The current puzzle's own level (the Level choice is for the next game) and the step that makes it so; while it
 * is worked out, for how long, and Stop. A learning position (`learn`, state-learn.js) says what it teaches and
 * that technique's level, not the level of the puzzle it was found in. A plain 9×9's Sudoku Explainer rating follows
 * the level once the worker has it (state-board.js #rateInBackground).
 */
function renderLevel({ info, level, hardest, rating, grading, gradingSince, gradeError, undecided }, learn = null) {
  // the line's parts, shown with ' · ' between them
  const parts = [];
  if (info && learn) {
    const args = { name: learn.name, level: levelName(learn.level) };
    parts.push(learn.mode === 'practice' ? t('puzzle-level-practice', args) : learn.mode === 'findall' ? t('puzzle-level-findall', args)
      : t('puzzle-level-example', args));
  } else if (info && level) {
    parts.push(t('puzzle-level', { level: levelName(level) }));
    if (hardest) parts.push(t('puzzle-level-hardest', { step: techniqueName(hardest) }));
    if (rating) parts.push(t('puzzle-level-rating', { rating }));
  } else if (info && grading) {
    const s = seconds(gradingSince);
    parts.push(s ? t('puzzle-level-grading-time', { seconds: s }) : t('puzzle-level-grading'));
  } else if (info) parts.push(gradeError ? t('puzzle-level-unknown-why', { why: gradeError }) : t('puzzle-level-unknown'));
  // Generated big grids: whether every clue is proven needed (only known right after New game).
  if (isSudoku(info?.kind) && info.side >= 16 && cluesNote(undecided)) parts.push(cluesNote(undecided));
  const text = parts.join(' · ');
  if (dom.puzzleLevel.textContent !== text) dom.puzzleLevel.textContent = text;
  // "SE 7.2" is short enough for a phone's one line; the words are in its description
  const about = learn || !rating ? '' : t('puzzle-level-rating-about', { rating });
  if (dom.puzzleLevel.title !== about) dom.puzzleLevel.title = about;
  // Stop once it takes long enough to notice
  dom.gradeStop.hidden = !(info && !level && grading && seconds(gradingSince));
}

/** The whole seconds from `since` (performance.now()) on, once two have gone by (else 0). */
function seconds(since) {
  const s = Math.floor((performance.now() - since) / 1000);
  return s >= 2 ? s : 0;
}

/** The seconds beside slow work: the busy cover (a new game, a link's check), the Import dialog's check, the
 *  level. Each second (render's 'timer') and after every change. */
function renderProgress({ work, newGames, board, learning }) {
  const busy = work.state.label ? seconds(work.state.since) : 0;
  dom.busyTime.textContent = busy ? t('busy-seconds', { seconds: busy }) : '';
  const v = newGames.state.importVerdict;
  if (v?.since) {
    const s = seconds(v.since);
    dom.importVerdict.textContent = s ? t('import-verdict-seconds', { text: v.text, seconds: s }) : v.text;
  }
  renderLevel(board.state, learning.state.learn);
}

/** What the third press of Hint does, by the hint's action. */
const HINT_APPLY = {
  place: () => t('hint-apply-place'),
  // a proof of several steps: the engine keeps what they rule out (where there are no notes) for the next hints
  proof: () => t('hint-apply-proof'),
  notes: () => t('hint-apply-notes'),
  'fill-notes': () => t('hint-apply-fill-notes'),
  erase: () => t('hint-apply-erase'),
};

/** The steps of a hint's reasoning as a numbered list (empty: hidden). */
function renderHintSteps(steps, notation = false) {
  const list = dom.hintSteps;
  if (!list) return;
  const same = list.children.length === steps.length
    && steps.every((st, i) => list.children[i].dataset.text === `${st.text.title}\n${reasoning(st, notation)}`);
  if (!same) {
    list.replaceChildren(...steps.map((st) => {
      const li = document.createElement('li');
      li.dataset.text = `${st.text.title}\n${reasoning(st, notation)}`;
      const title = document.createElement('strong');
      title.className = 'hint-step-title';
      title.textContent = st.text.title;
      li.append(title, document.createTextNode(reasoning(st, notation)));
      return li;
    }));
  }
  list.hidden = steps.length === 0;
}

function renderTimer({ board, settings, clock }) {
  const { info, snap } = board.state;
  const show = settings.state.settings.showTimer && !!info;
  dom.timer.hidden = !show;
  if (show) dom.timer.textContent = formatTime(clock.elapsedMs());
  dom.timer.classList.toggle('paused', !clock.running && !snap?.solved);
}

/** What the grid shows: the game on the board with its hint, or the replay's position and step (drawn as a
 *  tier-2 hint is; a player's move from a replay link: its cells selected). */
function gridView({ board, hints, settings, replay }) {
  const { info, snap, selected, selection, wrong, missed, activeSymbol, mode } = board.state;
  const view = { info, snap, selected, selection, wrong, missed, activeSymbol, mode, hint: hints.state.hint, settings: settings.state.settings };
  const r = replay.state.replay;
  return r?.view ? { ...view, selected: -1, selection: new Set(), wrong: new Set(), missed: new Map(), activeSymbol: 0, ...r.view } : view;
}

/** Brings the page up to date with the store's slices; `what` narrows the work for frequent events. */
export function render(store, what) {
  if (what === 'timer') { renderTimer(store); renderProgress(store); return; }
  const { board, replay, work, newGames, stats, saves, tutorial, learning, backup, settings } = store;
  renderBoard(board.state, gridView(store));
  renderSaid(board.state.said);
  renderControls(store);
  renderCageHelp(board.state, !!replay.state.replay);
  renderReplay(replay.state, board.state, !!work.state.label, settings.state.settings.chainNotation);
  renderAllSteps(store.hints.state, isSudoku(board.state.info?.kind), settings.state.settings.chainNotation);
  if (what !== 'selection' && what !== 'controls') {
    renderText(store); renderImport(newGames.state, store.message.state); renderStats(stats.state);
    renderGames(saves.state); renderRevealAsk(board.state); renderBackupAsk(backup.state); renderReplaced(saves.state); renderTutorial(tutorial.state);
    renderLibrary(learning.state); renderLearn(learning.state);
    renderBooklet(store.booklet.state, () => store.booklet.what);
  }
  renderTimer(store);
  renderProgress(store);
}

/** The live region a screen reader reads: each announcement once, the same text twice heard twice (a
 *  no-break space tells them apart). */
let saidShown = 0;
function renderSaid({ text, n }) {
  if (n === saidShown) return;
  saidShown = n;
  dom.announce.textContent = n % 2 ? text : `${text}\u00a0`;
}

/** Copies text to the clipboard; resolves false when that is not allowed. */
export async function copyText(text) {
  try { await navigator.clipboard.writeText(text); return true; } catch { return false; }
}

/** Saves `text` as a file called `name` (the browser's downloads), by a link made for the purpose and let go. */
export function downloadText(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Puts the game ID in the URL; `push`: another game took the board, so Back returns to the one before. */
export function setHash(id, { push = false } = {}) {
  const want = `#${id}`;
  let have = location.hash;
  try { have = decodeURIComponent(have); } catch { /* a malformed hash: replace it */ }
  if (have === want) return;
  if (push && have.length > 1) history.pushState(null, '', want); else history.replaceState(null, '', want);
}

/**
 * Brings the board into view when its top is above the screen: on a phone the Next-game form is a screen or
 * more below the board, and a New game pressed there would make the game out of sight. The page goes to its top
 * at once, so the title line, the note about the game left and the board (its "Generating…" cover with Cancel,
 * then the new game) are where the player looks.
 */
export function showBoard() {
  if (dom.boardArea.getBoundingClientRect().top < 0) scrollTo({ top: 0, behavior: 'instant' });
}

export function showFatal(text) { dom.message.textContent = text; dom.message.dataset.tone = 'error'; }
