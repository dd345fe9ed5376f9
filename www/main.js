// Wires the page: engine, worker, store, renderer, input, URL hash and saved games.
import { initEngine, setEngineLanguage } from './engine.js';
import { CancelledError, EngineWorker } from './worker-client.js';
import { EngineFault } from './faults.js';
import { Store } from './state.js';
import { parseLearnLink } from './state-learn.js';
import { MAX_REPLAY_CHARS, readReplayData, replayData } from './share-replay.js';
import * as storage from './storage.js';
import { LANGUAGES, PAGE_ENGINE_PARTS, engineMessages, loadLanguage, pickLanguage, t, translate } from './i18n.js';
import { joinSentences } from './kinds.js';
import { dom } from './elements.js';
import { render, copyText, downloadText, setHash, showFatal } from './render.js';
import { bindAllSteps, bindBackup, bindBooklet, bindInput, bindReplay, bindSaves, bindTutorial } from './input.js';

function seedFromQuery() {
  const s = new URLSearchParams(location.search).get('seed');
  return s !== null && /^\d{1,10}$/.test(s) ? Number(s) >>> 0 : null;
}

/** Longest text taken as a game ID from the URL or an import (a 25×25 game ID has about 640 characters). */
export const MAX_ID_CHARS = 10_000;

function hashId() {
  const h = location.hash.slice(1);
  if (replayData(h) !== null) return h.length > MAX_REPLAY_CHARS + 10 ? h.slice(0, MAX_REPLAY_CHARS + 10) : h; // base64url: nothing to decode
  if (h.length > MAX_ID_CHARS * 3) return h; // refused by checkId, without decoding megabytes
  try { return decodeURIComponent(h).trim(); } catch { return h.trim(); }
}

/** Throws a player-facing Error for an ID too long to be a puzzle (a replay link has its own limit). */
function checkId(id) {
  if (replayData(id) !== null) return id;
  if (id.length > MAX_ID_CHARS) throw new Error(t('main-id-too-long', { length: id.length }));
  return id;
}

async function main() {
  const worker = new EngineWorker();
  const store = new Store({
    worker, settings: storage.loadSettings(), seed: seedFromQuery(),
    platform: { copy: copyText, link: (id) => `${location.origin}${location.pathname}${location.search}#${id}`,
                download: downloadText, reload: () => location.reload() },
  });
  await showLanguage(store.settings.state.settings.language);
  for (const { code, name } of LANGUAGES) dom.language.append(new Option(name, code));
  store.settings.watch(async (name, value) => {
    if (name !== 'language') return;
    try { await showLanguage(value); } catch (e) { store.message.say(e.message, 'error'); return; }
    store.learning.forgetLibrary();
    render(store, 'all');
  });
  store.subscribe(render);
  // Another game on the board gets its own history entry, so Back and Forward move between games.
  // (A game opened by the URL itself, by Back, Forward or a followed link, already has its entry.)
  // The hash is written only when the game changes: rewriting it on every update (the clock ticks every second)
  // could put the old game's ID back over a link the player has just opened, before its hashchange is handled,
  // and the link would be ignored without a word.
  let shownId = null;
  let fromUrl = false;
  store.subscribe(({ board, learning }) => {
    if (!board.state.info) return;
    const link = learning.link || board.gameId; // a learning position's link reopens it (state-learn.js learn)
    if (link === shownId) return;
    setHash(link, { push: shownId !== null && !fromUrl });
    shownId = link;
  });
  bindInput(store);
  bindSaves(store);
  bindReplay(store);
  bindBackup(store);
  bindBooklet(store);
  bindAllSteps(store);
  bindTutorial(store);
  render(store, 'all');
  // the clock, and the seconds shown beside slow work (a new game, a link's or an import's check, the level)
  setInterval(() => store.tick(), 1000);

  await initEngine();

  // Saves of earlier builds (one per kind) become one save per game; unreadable ones are reported.
  const notes = store.saves.migrateSaves();
  // Starting game: the URL's puzzle (where it was left, if it was played here), else the last game played,
  // else a new one.
  let started = false;
  let note = null;
  const id = hashId();
  if (id) {
    // The same verdict as Import: several solutions ask first (the game below stays until the player chooses).
    try { started = await openHash(store, checkId(id)); } catch (e) {
      // a fault, a time-out or Cancel: a new game all the same, with the message above it
      const text = e instanceof EngineFault ? t('main-link-fault', { fault: e.message })
        : e instanceof CancelledError ? (e.byPlayer ? t('main-link-cancelled') : t('main-link-interrupted'))
        : t('main-link-failed', { reason: e.message });
      note = { text, tone: 'error', details: e.details ?? '' };
    }
  }
  // a save that cannot be restored is marked damaged, and the next most recent game is tried
  for (let tries = 0; !started && tries < 3; tries++) {
    try { started = store.board.restoreSaved(); break; } catch (e) { notes.push(t('saves-not-restored', { reason: e.message })); }
  }
  const list = notes.join(t('main-saves-separator'));
  const saved = !notes.length ? '' : started ? t('main-saves-others-kept', { notes: list }) : t('main-saves-new-game', { notes: list });
  const text = joinSentences(note?.text, saved);
  note = text ? { text, tone: 'error', details: note?.details ?? '' } : null;
  if (started && note) store.message.show(note);
  // a first visit never ends on an empty page: when no puzzle can be made, the page's spare one
  if (!started) await store.newGames.newGame({ note, spare: true });
  // first visit of the plain page (not a shared link): a non-blocking offer of the 1-minute tutorial
  if (!id) store.tutorial.offer();

  // A link opened on the page: its game, or a message. Each link gets an answer: one the engine could not check
  // because another request stopped the check (New game, Import, Continue) is reported, unless the player has
  // since opened another link (that one answers) or another game.
  let linkSeq = 0;
  const { board, learning } = store;
  addEventListener('hashchange', async () => {
    const next = hashId();
    const shown = learning.link || board.gameId;
    if (!next || next === board.gameId || next === learning.link) { if (shown) setHash(shown); return; }
    if (store.work.state.label) store.work.cancel(); // Back while a new game is being made: the game asked for wins
    const seq = ++linkSeq;
    const before = board.gameId;
    fromUrl = true;
    try {
      if (!(await openHash(store, checkId(next))) && board.gameId) setHash(learning.link || board.gameId);
    } catch (e) {
      if (e instanceof CancelledError && (e.byPlayer || seq !== linkSeq || board.gameId !== before)) {
        if (e.byPlayer && board.gameId) setHash(learning.link || board.gameId); // Cancel said so
        return;
      }
      if (e instanceof EngineFault) store.message.say(t('main-new-link-fault', { fault: e.message }), 'error', e.details);
      else if (e instanceof CancelledError) store.message.say(t('main-new-link-interrupted'), 'error');
      else store.message.say(t('main-new-link-failed', { reason: e.message.replace(/\.$/, '') }), 'error');
      if (board.gameId) setHash(learning.link || board.gameId);
    } finally { if (seq === linkSeq) fromUrl = false; }
  });
  // Another tab saved a game: the same game here shows its moves (tabs never write over newer progress), and an
  // open Continue list is brought up to date.
  addEventListener('storage', (e) => { store.saves.storageChanged(); board.storageChanged(e.key, e.newValue); });
  document.addEventListener('visibilitychange', () => board.visibility(document.hidden));
  addEventListener('pagehide', () => board.visibility(true));
  performance.mark("deduce-ready");
  document.documentElement.dataset.ready = "true";
  registerServiceWorker();
}

/** Shows the page in the language of the setting `saved` ('' follows the browser): its messages loaded, the
 *  static text of index.html translated. */
async function showLanguage(saved) {
  const code = pickLanguage(saved);
  await loadLanguage(code);
  translate(document);
  await setEngineLanguage(code, await engineMessages(code, PAGE_ENGINE_PARTS));
}

/** Opens what a URL hash holds: a learning position's link (`practice/sudoku/x-wing/17`), a replay link
 *  (`replay/<data>`: its puzzle on the board, its moves in the replay panel) or a puzzle. */
async function openHash(store, id) {
  const learn = parseLearnLink(id);
  if (learn) return store.learning.learn(learn);
  const replay = replayData(id);
  if (replay === null) return store.newGames.openLink(id);
  const save = await readReplayData(replay);
  return store.replay.openShared(save, (puzzle) => store.newGames.openLink(puzzle));
}

/** Offline support (sw.js at the site root). A failure only means no offline play. */
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !isSecureContext) return;
  navigator.serviceWorker.register(new URL('../sw.js', import.meta.url), { scope: new URL('../', import.meta.url).href })
    .catch((e) => console.warn('Offline mode is not available:', e.message));
}

main().catch((e) => {
  console.error(e);
  // in English when not even the language could be loaded (t gives back the id)
  const text = t('main-fatal', { reason: e.message });
  showFatal(text === 'main-fatal' ? `Deduce could not start: ${e.message}` : text);
});
