// The whole browser suite in one process, sharing one static server and one Chromium (helpers.mjs startAll), which
// saves a Node start, a Playwright import and a browser launch per file. `npm run e2e` runs this; a single file
// still runs alone with `node --test e2e/<file>.test.mjs`. Static imports: every file registers its tests (and
// its before/after hooks) before the first test starts.
import './play.test.mjs';
import './input.test.mjs';
import './screen-reader.test.mjs';
import './features.test.mjs';
import './binary.test.mjs';
import './badinput.test.mjs';
import './responsive.test.mjs';
import './layout.test.mjs';
import './print.test.mjs';
import './offline.test.mjs';
import './size.test.mjs';
import './import.test.mjs';
import './figure.test.mjs';
import './saves.test.mjs';
import './hints.test.mjs';
import './levels.test.mjs';
import './replay.test.mjs';
import './tutorial.test.mjs';
import './learn.test.mjs';
import './binary-figure.test.mjs';
import './proven.test.mjs';
import './tango.test.mjs';
import './jigsaw.test.mjs';
import './variants-x.test.mjs';
import './killer.test.mjs';
import './faults.test.mjs';

// A new test file must be listed above: refuse to run a partial suite.
import fs from 'node:fs';
const listed = fs.readFileSync(new URL(import.meta.url), 'utf8').match(/(?<=import '\.\/)[\w-]+\.test\.mjs/g);
const missing = fs.readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.test.mjs') && !listed.includes(f));
if (missing.length) throw new Error(`e2e/run-all.mjs does not import ${missing.join(', ')}`);
