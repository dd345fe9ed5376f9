// The page's words in the player's language. Every text the page writes is a Fluent message
// (https://projectfluent.org): one file per part of the page and language, www/locales/<language>/<part>.ftl,
// rendered by @fluent/bundle (npm, Apache-2.0; build.sh copies its ES modules to www/vendor/fluent/). A message
// is one template per language: plurals, articles and word order live in the template, never in string
// concatenation here. Static text in index.html carries `data-l10n-id` (and `data-l10n-args`, JSON) and is
// filled by `translate`; script text calls `t`. A missing message shows its id, never English: e2e/locales.test.mjs
// fails when a language lacks a message English has, or keeps English words in it.
// Numbers, dates and times go through Intl in the same language (`formatNumber`, `formatDate`). The engine's own
// words (hints, technique names) are its messages in engine*.ftl, which the wasm renders (src/text): the page
// gives both engines the language (main.js, worker.js).
import { FluentBundle, FluentResource } from './vendor/fluent/index.js';

/** The languages the page speaks, each named in its own words (the Settings choice). */
export const LANGUAGES = Object.freeze([
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'ja', name: '日本語' },
]);

/** The parts of the page, one .ftl file each in every language's folder: `page` the static text of index.html,
 *  `game` what the game's state says (messages, dialogs, statistics, saves, sharing, booklets), `view` what the
 *  drawing and the panels say (the grid's and keypad's labels, announcements, the tutorial, the replay). */
export const PARTS = Object.freeze(['page', 'game', 'view']);

/** Languages written right to left: the page sets `dir="rtl"` for them (none ships yet; the layout is tested so). */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** The language to show: the saved choice when the page speaks it, else the first of the browser's languages it
 *  speaks (`de-AT` counts as `de`), else English. */
export function pickLanguage(saved, preferred = globalThis.navigator?.languages ?? []) {
  const known = (code) => LANGUAGES.some((l) => l.code === code);
  if (saved && known(saved)) return saved;
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (known(base)) return base;
  }
  return 'en';
}

let bundle = null;
let current = 'en';
let rtlSet = false;

/** The language shown now. */
export function language() { return current; }

/** Fetches `code`'s messages and makes them the page's (the document's `lang` and `dir` follow). Throws when a
 *  file cannot be fetched; the page keeps the language it had. */
export async function loadLanguage(code, base = new URL('./locales/', import.meta.url)) {
  const texts = await Promise.all(PARTS.map(async (part) => {
    const res = await fetch(new URL(`${code}/${part}.ftl`, base));
    if (!res.ok) throw new Error(`${code}/${part}.ftl: ${res.status}`);
    return res.text();
  }));
  useMessages(code, texts);
}

/** The files of the engine's words in each language's folder (src/text/mod.rs `PARTS`, the same list). */
export const ENGINE_PARTS = ['engine', 'engine-errors', 'engine-fish', 'engine-chains', 'engine-unique',
  'engine-forcing', 'engine-killer', 'engine-rules', 'engine-binary', 'engine-learn', 'engine-cli'];

/** The parts the page's own wasm module says (build.rs `PAGE_PARTS`: words, errors, the rules' and Killer's words);
 *  the worker's teaching module says every part but the command-line tool's (`WORKER_ENGINE_PARTS`). */
export const PAGE_ENGINE_PARTS = ['engine', 'engine-errors', 'engine-rules', 'engine-killer'];
export const WORKER_ENGINE_PARTS = ENGINE_PARTS.filter((part) => part !== 'engine-cli');

/** The engine's messages in `code` (its www/locales/<code>/<part>.ftl for each of `parts`, one after the other, for
 *  the wasm's `set_language`): '' for English, which the engine has built in. */
export async function engineMessages(code, parts, base = new URL('./locales/', import.meta.url)) {
  if (code === 'en') return '';
  const texts = await Promise.all(parts.map(async (part) => {
    const res = await fetch(new URL(`${code}/${part}.ftl`, base));
    if (!res.ok) throw new Error(`${code}/${part}.ftl: ${res.status}`);
    return res.text();
  }));
  return texts.join('\n');
}

/** Makes `texts` (the .ftl sources of `code`) the page's messages. Placeables are not wrapped in Unicode
 *  isolation marks: no language shown is written right to left, and the marks would ride along into copied
 *  text and the share text. */
export function useMessages(code, texts) {
  const next = new FluentBundle(code, { useIsolating: false });
  for (const text of texts) next.addResource(new FluentResource(text));
  bundle = next;
  current = code;
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = code;
    // only a language written right to left sets the direction (and leaving one sets it back)
    if (RTL.has(code)) root.dir = 'rtl';
    else if (rtlSet) root.dir = 'ltr';
    rtlSet = RTL.has(code);
  }
}

/** Message `id` in the page's language with `args` (an object of strings and numbers); its id when it has none. */
export function t(id, args) {
  const m = bundle?.getMessage(id);
  if (!m?.value) return id;
  return bundle.formatPattern(m.value, args);
}

/** Attribute `attr` of message `id` (`.aria-label`, `.title`, `.placeholder` in the .ftl), or null. */
export function tAttr(id, attr, args) {
  const pattern = bundle?.getMessage(id)?.attributes?.[attr];
  return pattern ? bundle.formatPattern(pattern, args) : null;
}

/** Fills every element under `root` that has `data-l10n-id`: its text from the message's value (when it has
 *  one; such an element holds text only), its attributes from the message's attributes. */
export function translate(root = document) {
  for (const el of root.querySelectorAll('[data-l10n-id]')) {
    const id = el.dataset.l10nId;
    const m = bundle?.getMessage(id);
    if (!m) { el.textContent = id; continue; }
    const args = el.dataset.l10nArgs ? JSON.parse(el.dataset.l10nArgs) : undefined;
    if (m.value) {
      const text = bundle.formatPattern(m.value, args);
      if (el.textContent !== text) el.textContent = text;
    }
    for (const [name, pattern] of Object.entries(m.attributes)) el.setAttribute(name, bundle.formatPattern(pattern, args));
  }
}

/** A number in the page's language (`1,234` / `1.234`). */
export function formatNumber(n, options) { return new Intl.NumberFormat(current, options).format(n); }

/** A date in the page's language (`28 Nov` / `28. Nov.`), by Intl.DateTimeFormat's `options`. */
export function formatDate(date, options) { return new Intl.DateTimeFormat(current, options).format(date); }
