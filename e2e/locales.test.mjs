// The page's languages (www/i18n.js): every language has every message English has, with no English left in it
// and no variable English lacks; every message the page names exists; the page follows the browser's language,
// the Settings choice is kept across a reload (a right-to-left document: layout.test.mjs). The first tests read
// files only (no browser).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { test, startAll, newPage, CLASSIC_ID } from './helpers.mjs';

const ROOT = new URL('../', import.meta.url);
const read = (path) => fs.readFileSync(new URL(path, ROOT), 'utf8');
const { LANGUAGES, PARTS } = await import('../www/i18n.js');

/** A translation may equal English word for word (a name, a word the language borrowed) when the comment line
 *  right above it in its .ftl file says `# Same as English`. */
const SAME_MARK = '# Same as English';

/** A language's messages: id -> { value, attributes } as source text, from its .ftl files. */
function messages(lang) {
  const out = new Map();
  for (const part of PARTS) {
    const text = read(`www/locales/${lang}/${part}.ftl`);
    const res = new FluentResource(text);
    const bundle = new FluentBundle(lang, { useIsolating: false });
    const errors = bundle.addResource(res);
    assert.deepEqual(errors, [], `${lang}/${part}.ftl`);
    for (const entry of res.body) {
      if (entry.id.startsWith('-')) continue; // a term
      assert.ok(!out.has(entry.id), `${lang}: ${entry.id} twice`);
      out.set(entry.id, { bundle, entry });
    }
    // an entry Fluent could not read is skipped silently: count the ids written in the file
    const written = text.match(/^[a-z][\w-]*(?=\s*=)/gm) ?? [];
    for (const id of written) assert.ok(out.has(id), `${lang}/${part}.ftl: ${id} could not be read`);
  }
  return out;
}

/** The variables a message's source names ($count), sorted. */
const variables = (src) => [...new Set(src.match(/\{\s*\$[\w-]+/g)?.map((v) => v.replace(/^\{\s*\$/, '')) ?? [])].sort();
const source = (lang, part) => read(`www/locales/${lang}/${part}.ftl`);
/** Each message's source text in a .ftl file (its value and attributes, up to the next message). */
function sources(lang) {
  const out = new Map();
  for (const part of PARTS) {
    for (const block of source(lang, part).split(/\n(?=[a-z][\w-]*\s*=)/)) {
      const id = block.match(/^([a-z][\w-]*)\s*=/)?.[1];
      if (id) out.set(id, block.replace(/\n#.*$/gm, ''));
    }
  }
  return out;
}

test('every language has every message English has, and nothing else', () => {
  const en = messages('en');
  assert.ok(en.size >= 20, `${en.size} English messages`);
  for (const { code } of LANGUAGES) {
    const m = messages(code);
    const missing = [...en.keys()].filter((id) => !m.has(id));
    const extra = [...m.keys()].filter((id) => !en.has(id));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, code);
    for (const [id, { entry }] of en) {
      const attrs = (e) => Object.keys(e.attributes).sort();
      assert.deepEqual(attrs(m.get(id).entry), attrs(entry), `${code}: ${id}'s attributes`);
    }
  }
});

test('translations keep no English and use only the variables English gives', () => {
  const en = sources('en');
  const value = (src) => src.replace(/^[a-z][\w-]*\s*=\s*/, '').trim();
  for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
    const src = sources(code);
    const same = [];
    const marked = new Set(PARTS.flatMap((part) => [...source(code, part).matchAll(/^# Same as English\n([a-z][\w-]*)\s*=/gm)].map((m) => m[1])));
    for (const [id, text] of en) {
      const there = src.get(id);
      if (there === undefined) continue; // the test above reports it
      if (value(there) === value(text) && !marked.has(id)) same.push(id);
      const extra = variables(there).filter((v) => !variables(text).includes(v));
      assert.deepEqual(extra, [], `${code}: ${id} names variables English does not give`);
    }
    assert.deepEqual(same, [], `${code}: messages still in English (or marked \`${SAME_MARK}\` above them)`);
  }
});

test('every message the page names is an English message', () => {
  const en = messages('en');
  const named = new Set(read('index.html').match(/(?<=data-l10n-id=")[\w-]+/g));
  for (const f of fs.readdirSync(new URL('www/', ROOT)).filter((f) => f.endsWith('.js'))) {
    for (const m of read(`www/${f}`).matchAll(/\bt(?:Attr)?\(\s*'([\w-]+)'/g)) named.add(m[1]);
  }
  const unknown = [...named].filter((id) => !en.has(id));
  assert.deepEqual(unknown, [], 'named by index.html or www/*.js but not in www/locales/en');
  assert.ok(named.size >= 20);
});

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

test('the page speaks the browser\'s language until Settings chooses another, and keeps the choice', async () => {
  const t = await newPage(env, { fresh: true, locale: 'de-AT' });
  await t.open('?seed=1', CLASSIC_ID);
  const { page } = t;
  assert.equal(await page.locator('html').getAttribute('lang'), 'de');
  await page.locator('details.settings > summary').click();
  const language = page.getByLabel('Sprache');
  assert.equal(await language.inputValue(), '');
  assert.ok(await page.getByLabel('Zeit anzeigen').isVisible());
  await language.selectOption({ label: 'Français' });
  await page.getByLabel('Afficher le chronomètre').waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  await page.locator('details.settings > summary').click();
  assert.equal(await page.getByLabel('Langue').inputValue(), 'fr');
  await page.getByLabel('Langue').selectOption({ label: '日本語' });
  await page.getByLabel('タイマーを表示').waitFor();
  await page.getByLabel('言語').selectOption({ value: '' });
  await page.getByLabel('Zeit anzeigen').waitFor();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});


// The engine speaks the page's language too (src/text, set by main.js and worker.js): the hint's title and
// technique names come from engine.ftl, so in German the first hint on the classic puzzle is named as German
// players name it, and after a switch to English, in English.
test("the engine's words follow the page's language: a hint's technique in German, then in English", async () => {
  const t = await newPage(env, { fresh: true, locale: 'de-DE' });
  await t.open('?seed=1', CLASSIC_ID);
  const { page } = t;
  const de = fs.readFileSync(new URL('www/locales/de/engine.ftl', ROOT), 'utf8');
  const german = (id) => de.match(new RegExp(`^${id} = (.+)$`, 'm'))[1];
  const title = page.locator('#hint-title');
  await page.locator('#hint').click();
  await title.filter({ hasText: /\S/ }).waitFor();
  const tier1 = await title.textContent();
  await page.locator('#hint').click(); // tier 2 names the step
  await page.waitForFunction((before) => document.querySelector('#hint-title').textContent !== before, tier1);
  const shown = await title.textContent();
  const names = ['technique-naked-single', 'technique-hidden-single', 'technique-full-house'].map(german);
  assert.ok(names.some((n) => shown.includes(n)), `"${shown}" names a single in German (${names.join(', ')})`);
  await page.keyboard.press('Escape');
  await page.locator('details.settings > summary').click();
  await page.getByLabel('Sprache').selectOption({ label: 'English' });
  await page.getByLabel('Show timer').waitFor();
  await page.locator('#hint').click();
  await page.locator('#hint').click();
  await title.filter({ hasText: /single|Full house/ }).waitFor();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// A grade keeps the hardest technique's id, and the page names it when it shows it: a game graded in German
// names its hardest step in English after a switch to English, without being graded again, and over a reload.
test("the puzzle's hardest step is named in the page's language after a switch, also from its save", async () => {
  const t = await newPage(env, { fresh: true, locale: 'de-DE' });
  await t.open('?seed=1', CLASSIC_ID);
  const { page } = t;
  const level = page.locator('#puzzle-level');
  await level.filter({ hasText: 'schwerster Schritt: ' }).waitFor({ timeout: 60_000 });
  const german = (await level.textContent()).split('schwerster Schritt: ')[1].split(' · ')[0];
  const de = fs.readFileSync(new URL('www/locales/de/engine.ftl', ROOT), 'utf8');
  const en = fs.readFileSync(new URL('www/locales/en/engine.ftl', ROOT), 'utf8');
  const id = de.match(new RegExp(`^(technique-[a-z0-9-]+) = ${german.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'))?.[1];
  assert.ok(id, `"${german}" is a German technique name`);
  const english = en.match(new RegExp(`^${id} = (.+)$`, 'm'))[1];
  await page.locator('details.settings > summary').click();
  await page.getByLabel('Sprache').selectOption({ label: 'English' });
  await level.filter({ hasText: `hardest step: ${english}` }).waitFor();
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await level.filter({ hasText: `hardest step: ${english}` }).waitFor();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});

// The technique library is the engine's words too: read again after a change of language, not kept in the old one.
test('Learn describes each technique in the language chosen, also after a switch', async () => {
  const t = await newPage(env, { fresh: true, locale: 'de-DE' });
  await t.open('?seed=1', CLASSIC_ID);
  const { page } = t;
  const about = (lang) => fs.readFileSync(new URL(`www/locales/${lang}/engine-learn.ftl`, ROOT), 'utf8')
    .match(/^about-hidden-single = (.+)$/m)[1];
  await page.getByRole('button', { name: 'Lernen', exact: true }).click();
  await page.getByRole('dialog', { name: 'Lernen' }).getByText(about('de')).first().waitFor();
  await page.keyboard.press('Escape');
  await page.locator('details.settings > summary').click();
  await page.getByLabel('Sprache').selectOption({ label: 'English' });
  await page.getByLabel('Show timer').waitFor();
  await page.getByRole('button', { name: 'Learn', exact: true }).click();
  await page.getByRole('dialog', { name: 'Learn' }).getByText(about('en')).first().waitFor();
  assert.deepEqual(await t.problems(), []);
  await t.close();
});
