// The second half of the browser suite, run in one process beside shard-1.mjs (see there and e2e/run-all.mjs).
import './badinput.test.mjs';
import './layout.test.mjs';
import './killer.test.mjs';
import './learn.test.mjs';
import './figure.test.mjs';
import './responsive.test.mjs';
import './binary.test.mjs';
import './faults.test.mjs';
import './import.test.mjs';
import './binary-figure.test.mjs';
import './tutorial.test.mjs';
import './jigsaw.test.mjs';
import './replay.test.mjs';
import './variants-x.test.mjs';
import './tango.test.mjs';
import './proven.test.mjs';
import './print.test.mjs';
