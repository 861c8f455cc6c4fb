/**
 * Scans a site on loopback with the MDN HTTP Observatory (`@mdn/mdn-http-observatory`), as
 * its `scan()` does, except that the HTTP and HTTPS ports are passed through: the package's
 * `scan(hostname)` always uses 80 and 443, which a test on a shared machine cannot bind.
 * Everything else (the retrieval, the ten tests, the grading) is the package's own code.
 *
 *   node tests/support/observatory-scan.mjs <hostname> <http port> <https port>
 *
 * Run it with NODE_EXTRA_CA_CERTS naming the test CA's root certificate: the Observatory
 * verifies TLS, and scores a site whose certificate does not verify as failing HSTS and
 * redirection. Prints one JSON object.
 *
 * Offline: the package's install script tries to download Chromium's HSTS preload list into
 * `conf/hsts-preload.json` and fails here without failing the install; the scan then cannot
 * start. No loopback name is on that list, so an empty list gives the same answers.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preloadList = path.join(packageRoot, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error('usage: observatory-scan.mjs <hostname> <http port> <https port>');
  process.exit(2);
}

const requests = await retrieve(hostname, { httpPort, httpsPort });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: 'The site seems to be down.' }));
  process.exit(1);
}

// The grading of the package's scanner/index.js, step for step.
const results = ALL_TESTS.map((test) => test(requests));
let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const result of results) {
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  if (result.pass) passed += 1;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: modifier };
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);

console.log(
  JSON.stringify({
    grade: final.grade,
    score: final.score,
    testsPassed: passed,
    testsFailed: NUM_TESTS - passed,
    testsQuantity: NUM_TESTS,
    statusCode: requests.responses.auto.status,
    finalUrl: requests.session?.url?.href ?? null,
    certificateVerified: requests.responses.auto.verified === true,
    tests,
  }),
);
