// The first half of the browser suite, run in one process (one server, one Chromium: helpers.mjs startAll) beside
// shard-2.mjs; e2e/run-all.mjs runs both at once and checks every test file is in exactly one of them. The halves
// are balanced by time (about 2½ minutes each here), the heaviest files first. Static imports: every file
// registers its tests and hooks before the first test starts.
import './features.test.mjs';
import './hints.test.mjs';
import './saves.test.mjs';
import './play.test.mjs';
import './input.test.mjs';
import './screen-reader.test.mjs';
import './levels.test.mjs';
import './offline.test.mjs';
import './size.test.mjs';
import './play-languages.test.mjs';
