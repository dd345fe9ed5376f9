// Issue 31's play-through in every language but English: the tutorial's first steps, a hint at tiers 1–3, the
// technique library with every description, Learn's examples of an X-wing, a forcing chain, a Killer's cage
// combination and a binary pair (a step's reasoning drawn, then the next tier) and the error of a malformed link, each read as the player sees it, in German, French, Spanish, Dutch
// and Japanese. Nothing of it may be English: no English word (a list of words no other of these languages
// writes), once the values a language deliberately keeps as in English (`# Same as English`) are taken out, and
// no message id or `{ $variable }` left unrendered. Names of buttons come from the language's own .ftl files.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { test, startAll, newPage, waitReady } from './helpers.mjs';

const ROOT = new URL('../', import.meta.url);
const read = (path) => fs.readFileSync(new URL(path, ROOT), 'utf8');
const { PARTS, ENGINE_PARTS } = await import('../www/i18n.js');

let env;
before(async () => { env = await startAll(); });
after(async () => { await env?.close(); });

/** English words none of de, fr, es, nl, ja writes. */
const ENGLISH = new Set(('the only cannot can remove removes would must because every which there row rows column '
  + 'columns candidate candidates and with from cell cells this that then its look for goes digit digits both '
  + 'either were false true each other to solved chain loop assume wrong needs takes unit units would could '
  + 'should where what when sum').split(' '));

/** Every file of `lang`'s words, page and engine. */
const files = (lang) => [...PARTS, ...ENGINE_PARTS].map((p) => read(`www/locales/${lang}/${p}.ftl`));

/** `lang`'s message `id` rendered (for accessible names). */
function namer(lang) {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  for (const text of files(lang)) bundle.addResource(new FluentResource(text));
  return (id, args) => {
    const m = bundle.getMessage(id);
    assert.ok(m?.value, `${lang}: ${id}`);
    return bundle.formatPattern(m.value, args);
  };
}

/** The values `lang` marks `# Same as English` (longest first: taken out of the text before the check). */
function sameAsEnglish(lang) {
  const out = [];
  for (const text of files(lang)) {
    for (const m of text.matchAll(/^# Same as English\n[a-z][\w-]*\s*=\s*(.+)$/gm)) {
      const v = m[1].replace(/\{[^}]*\}/g, '').trim();
      if (/[a-z]{2}/i.test(v)) out.push(...v.split(/\s{2,}|[:.,;()]/).map((s) => s.trim()).filter((s) => s.length > 1));
    }
  }
  return out.sort((a, b) => b.length - a.length);
}

/** The English words in `text`, and whatever looks like an unrendered message. */
function english(text, same) {
  let rest = text;
  for (const s of same) rest = rest.split(s).join(' ');
  const words = (rest.match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH.has(w.toLowerCase()));
  const raw = rest.match(/\{ ?\$[a-z]+ ?\}|\b[a-z]+(-[a-z0-9]+){2,}\b/g) ?? [];
  return [...new Set([...words, ...raw])];
}

for (const lang of ['de', 'fr', 'es', 'nl', 'ja']) {
  test(`${lang}: the tutorial, a hint at every tier, Learn and its examples speak ${lang} only`, async () => {
    const name = namer(lang);
    const same = sameAsEnglish(lang);
    const t = await newPage(env, { tutorial: true, locale: lang, viewport: { width: 1280, height: 900 } });
    const { page } = t;
    const seen = []; // [where, text]
    const look = async (where, locator) => seen.push([where, (await locator.innerText()).trim()]);

    await t.open('?seed=1');
    await look('page', page.locator('body'));
    await page.getByRole('button', { name: name('tutorial-offer-start') }).first().click();
    const tutorial = page.getByRole('dialog', { name: name('tutorial-sudoku-title') });
    await tutorial.waitFor();
    await look('tutorial step 1', tutorial);
    await tutorial.getByRole('button', { name: name('tutorial-button-next'), exact: true }).click();
    await look('tutorial step 2', tutorial);
    await tutorial.getByRole('button', { name: name('dialog-tutorial-skip') }).click();

    const panel = page.locator('#hint-panel');
    const hint = page.locator('#hint');
    for (const tier of [1, 2, 3]) {
      const before = await panel.innerText();
      await hint.click();
      await page.waitForFunction((b) => document.querySelector('#hint-panel').innerText !== b, before);
      await look(`hint tier ${tier}`, panel);
    }
    await page.keyboard.press('Escape');

    // an X-wing from the library's button; the others from their links (seeds that give one at once:
    // tests/learn.rs): a forcing chain, a Killer's cage combination, a binary puzzle's pair
    const examples = [['x-wing', ''], ['forcing-chain', 'example/sudoku/forcing-chain/2875'],
      ['cage-combination', 'example/killer/cage-combination/1'], ['pair', 'example/binary/pair/1']];
    for (const [technique, link] of examples) {
      const called = name(`technique-${technique}`);
      if (!link) {
        await page.getByRole('button', { name: name('options-learn'), exact: true }).click();
        const lib = page.getByRole('dialog', { name: name('dialog-library-title') });
        await lib.waitFor();
        await look('Learn', lib);
        await lib.getByRole('button', { name: name('library-example-label', { name: called }), exact: true }).click();
      } else {
        await t.open('?seed=1', link);
      }
      const learn = page.getByRole('region', { name: name('learn-panel-example', { name: called }) });
      await learn.waitFor({ timeout: 60_000 });
      await waitReady(page);
      await look(`example ${technique}: the panel`, learn);
      await page.getByRole('button', { name: name('learn-step') }).click();
      await page.locator('svg.figure-overlay.active').waitFor();
      await look(`example ${technique}: the step`, panel);
      const before = await panel.innerText();
      await hint.click();
      await page.waitForFunction((b) => document.querySelector('#hint-panel').innerText !== b, before);
      await look(`example ${technique}: next tier`, panel);
      await page.keyboard.press('Escape');
    }

    // a malformed link: the engine's error, and the game stays
    await t.open('?seed=1', 'sudoku:3x3:12x');
    await page.locator('#message').filter({ hasText: /\S/ }).waitFor();
    await look('an error', page.locator('#message'));

    const found = seen.map(([where, text]) => [where, english(text, same), text]).filter(([, w]) => w.length);
    assert.deepEqual(found.map(([where, w]) => `${where}: ${w.join(', ')}`), [],
      found.map(([where, , text]) => `--- ${where}\n${text.slice(0, 1500)}`).join('\n'));
    assert.deepEqual(await t.problems(), []);
    await t.close();
  });
}
