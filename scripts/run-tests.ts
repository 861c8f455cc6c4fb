/**
 * `npm test`: every check and test suite, in order, each one run even when an earlier one
 * failed; then one summary line per suite with its count of tests, and a non-zero exit if
 * anything failed. What runs, and how it is reported, is in docs/testing.md.
 *
 * Suites are found by their configuration files, so a new test file or folder needs no
 * change here:
 * - `vitest.config.ts` runs before the build and must not need it (unit, integration);
 * - the production build (`npm run build`);
 * - every `playwright*.config.ts`, then the quality audit, then every other
 *   `vitest.*.config.ts`: these need the build, and are reported as not run when it failed.
 *
 * A Vitest configuration runs once per folder under `tests/` that its `include` picks up (one
 * line, with its own time, for `tests/unit`, one for `tests/integration`, …). Finally every
 * `*.test.*` and `*.spec.*` file under `tests/` must have been run by some suite: a file that
 * no configuration picks up fails the run. The summary ends with the ten slowest tests, each
 * failed test with the first line of its error (CI's log keeps only the tail), and the whole
 * run's time against the budget (`BUDGET_MINUTES`).
 *
 *   npm test                      # everything, as CI runs it
 *   npm test -- --only unit,lint  # some suites (names as in the summary; build-dependent ones
 *                                 # need a build in .next already, or `build` in the list)
 */
import { type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Not under test-results/: Playwright empties that folder when it starts.
const resultsDir = path.join(root, '.test-results');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** CI's whole run should stay under this on the 2-core machine (docs/testing.md). */
const BUDGET_MINUTES = 30;

type Counts = { passed: number; failed: number; skipped: number; flaky?: number };

/** One line of the summary. */
type SuiteResult = {
  name: string;
  /** `passed`/`failed` for a check without tests; counts for a suite of tests. */
  outcome: { kind: 'check'; ok: boolean; note?: string } | { kind: 'tests'; counts: Counts; note?: string } | { kind: 'not run'; why: string };
  seconds?: number;
  /** Test files this suite ran (absolute paths), for the check that every file runs somewhere. */
  files?: string[];
  /** Each test's own time, for the list of the slowest. */
  timings?: TestTiming[];
  /** The tests that failed, named at the end of the run where CI's log is cut to its tail. */
  failures?: TestFailure[];
};

type TestTiming = { title: string; seconds: number };
type TestFailure = { title: string; message: string };

/** The first line of a failure's message that says something, without colour codes, cut to fit a line. */
function firstLine(message: string | undefined): string {
  const text = (message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  if (!text) return '(no message)';
  return text.length > 240 ? `${text.slice(0, 239)}…` : text;
}

type Step = {
  /** The names this step reports under, for `--only` (a Vitest run reports one per folder). */
  names: string[];
  needsBuild: boolean;
  /** `only`: the names `--only` chose, when it was given. */
  run: (only?: string[]) => Promise<SuiteResult[]>;
};

/** Runs a command with the terminal as its output (unless `echo` is false), and also returns what it printed. */
function run(command: string, args: string[], options: SpawnOptions = {}, echo = true): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (echo) process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('error', (error) => {
      output += `\n${String(error)}`;
      resolve({ code: 127, output, seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output, seconds: (Date.now() - started) / 1000 }));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function banner(text: string) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 76 - text.length))}\n`);
}

/**
 * A command whose only outcome is pass or fail (typecheck, lint, build). A quiet one keeps its
 * output until it ends, then prints it under its banner, so that two running at once
 * (`together`) do not interleave their lines.
 */
function check(name: string, command: string, args: string[], note: (output: string, code: number) => string | undefined, quiet = false): Step {
  return {
    names: [name],
    needsBuild: false,
    run: async () => {
      const title = `${name}: ${path.basename(command)} ${args.join(' ')}`;
      if (!quiet) banner(title);
      const { code, output, seconds } = await run(command, args, {}, !quiet);
      if (quiet) {
        banner(title);
        process.stdout.write(output);
      }
      return [{ name, outcome: { kind: 'check', ok: code === 0, note: note(output, code) }, seconds }];
    },
  };
}

/**
 * Steps that run at the same time: the typecheck and lint each keep one core busy for half a
 * minute and need nothing from each other. Each still reports its own line and time.
 */
function together(...steps: Step[]): Step {
  return {
    names: steps.flatMap((step) => step.names),
    needsBuild: steps.some((step) => step.needsBuild),
    run: async (only) => {
      const chosen = steps.filter((step) => !only || step.names.some((name) => only.includes(name)));
      return (await Promise.all(chosen.map((step) => step.run(only)))).flat();
    },
  };
}

type VitestReport = {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; duration?: number | null; failureMessages?: string[] }[];
  }[];
};

/** The folder under `tests/` a test file lives in, which names its line in the summary. */
function suiteFolder(file: string): string {
  const relative = path.relative(path.join(root, 'tests'), file).split(path.sep);
  return relative.length > 1 && !relative[0]!.startsWith('..') ? relative[0]! : path.relative(root, path.dirname(file));
}

/** The folders under `tests/` whose files a Vitest configuration includes. */
async function vitestFolders(config: string): Promise<string[]> {
  const { code, output } = await run(bin('vitest'), ['list', '--config', config, '--filesOnly', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] }, false);
  const start = output.indexOf('[');
  const files = code === 0 && start !== -1 ? (JSON.parse(output.slice(start)) as { file: string }[]) : [];
  const order = ['unit', 'integration'];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...new Set(files.map((entry) => suiteFolder(entry.file)))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * One Vitest configuration, run once per folder of the files it includes, so each folder's
 * line has its own time. `folders` are the names `--only` knows it by.
 */
function vitestSuite(config: string, needsBuild: boolean, folders: string[]): Step {
  return {
    names: folders,
    needsBuild,
    run: async (only) => {
      const found = await vitestFolders(config);
      if (found.length === 0) {
        return [{ name: config, outcome: { kind: 'tests', counts: { passed: 0, failed: 1, skipped: 0 }, note: 'no test files' } }];
      }
      const chosen = found.filter((folder) => !only || only.includes(folder) || only.includes(config));
      const results: SuiteResult[] = [];
      for (const folder of chosen) results.push(await vitestFolder(config, folder));
      return results;
    },
  };
}

/** The tests of one folder under `tests/` that a Vitest configuration includes. */
async function vitestFolder(config: string, folder: string): Promise<SuiteResult> {
  const report = path.join(resultsDir, `${config}.${folder.replaceAll(path.sep, '-')}.json`);
  rmSync(report, { force: true });
  banner(`vitest --config ${config} (${folder})`);
  const { code, seconds } = await run(bin('vitest'), [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    // A filter is a part of the path: the folder and the separator after it.
    `${path.join('tests', folder)}/`,
  ]);
  const json = readJson<VitestReport>(report);
  if (!json) {
    return { name: folder, outcome: { kind: 'tests', counts: { passed: 0, failed: 1, skipped: 0 }, note: `no report: vitest exited ${code}` }, seconds };
  }
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  const files: string[] = [];
  const timings: TestTiming[] = [];
  const failures: TestFailure[] = [];
  for (const file of json.testResults) {
    const fileName = path.relative(root, file.name);
    for (const test of file.assertionResults) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
      if (test.duration) timings.push({ title: `${fileName} > ${test.fullName}`, seconds: test.duration / 1000 });
      if (test.status === 'failed') failures.push({ title: `${fileName} > ${test.fullName}`, message: firstLine(test.failureMessages?.[0]) });
    }
    // A file that failed to load has no tests to count: it counts as one failure.
    if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')) {
      counts.failed += 1;
      failures.push({ title: fileName, message: firstLine(file.message) });
    }
    files.push(file.name);
  }
  // Vitest failed for a reason outside any test (an unhandled error, a hook): say so.
  const note = code !== 0 && counts.failed === 0 ? `vitest exited ${code}` : undefined;
  if (note) counts.failed = 1;
  return { name: folder, outcome: { kind: 'tests', counts, note }, seconds, files, timings, failures };
}

type PlaywrightSuite = {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; status: string; results: { duration: number; status: string; error?: { message?: string } }[] }[];
  }[];
};
type PlaywrightReport = {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};

/** One Playwright configuration (the end-to-end tests in Chromium against the build). */
function playwrightSuite(config: string): Step {
  const name = config === 'playwright.config.ts' ? 'e2e' : config.replace(/^playwright\.(.+)\.config\.ts$/, 'e2e-$1');
  return {
    names: [name],
    needsBuild: true,
    run: async () => {
      const report = path.join(resultsDir, `${config}.json`);
      rmSync(report, { force: true });
      banner(`playwright test --config ${config}`);
      const { code, seconds } = await run(bin('playwright'), ['test', '--config', config, '--reporter=list,json,html'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, PLAYWRIGHT_HTML_OPEN: 'never' },
      });
      const json = readJson<PlaywrightReport>(report);
      if (!json) {
        return [{ name, outcome: { kind: 'tests', counts: { passed: 0, failed: 1, skipped: 0 }, note: `no report: playwright exited ${code}` }, seconds }];
      }
      const { expected, unexpected, flaky, skipped } = json.stats;
      // Errors outside any test (the web server did not start, a file failed to load).
      const outside = json.errors.length;
      const files = new Set<string>();
      const timings: TestTiming[] = [];
      const failures: TestFailure[] = [];
      const collect = (suites: PlaywrightSuite[] | undefined) => {
        for (const suite of suites ?? []) {
          if (suite.file) files.add(path.resolve(json.config.rootDir, suite.file));
          for (const spec of suite.specs ?? []) {
            for (const test of spec.tests) {
              const title = `[${test.projectName}] ${spec.file} > ${spec.title}`;
              const milliseconds = test.results.reduce((sum, result) => sum + result.duration, 0);
              if (milliseconds > 0) timings.push({ title, seconds: milliseconds / 1000 });
              // `unexpected` failed every try, `flaky` passed only on a retry: both fail the run.
              if (test.status === 'unexpected' || test.status === 'flaky') {
                const failedTry = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
                failures.push({ title, message: `${test.status === 'flaky' ? '(flaky) ' : ''}${firstLine(failedTry?.error?.message)}` });
              }
            }
          }
          collect(suite.suites);
        }
      };
      collect(json.suites);
      for (const error of json.errors) failures.push({ title: `${name}: outside any test`, message: firstLine(error.message) });
      const counts = { passed: expected, failed: unexpected + flaky + outside, skipped, flaky };
      const note = [
        flaky > 0 ? `${flaky} flaky (passed only on a retry): a flaky test is a failing test` : '',
        outside > 0 ? `${outside} error${outside === 1 ? '' : 's'} outside the tests` : '',
        code !== 0 && counts.failed === 0 ? `playwright exited ${code}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      return [{ name, outcome: { kind: 'tests', counts, note: note || undefined }, seconds, files: [...files], timings, failures }];
    },
  };
}

/** The Lighthouse audit (`scripts/audit-quality.ts`), reported by the pages it audited. */
const auditStep: Step = {
  names: ['audit'],
  needsBuild: true,
  run: async () => {
    const report = path.join(resultsDir, 'audit.json');
    rmSync(report, { force: true });
    banner('quality audit: tsx scripts/audit-quality.ts');
    const { code, seconds } = await run(bin('tsx'), ['scripts/audit-quality.ts'], { env: { ...process.env, AUDIT_RESULT_FILE: report } });
    const json = readJson<{ pages: number; pagesWithProblems: number; problems: number }>(report);
    if (!json) {
      return [{ name: 'audit', outcome: { kind: 'tests', counts: { passed: 0, failed: 1, skipped: 0 }, note: `no report: the audit exited ${code}` }, seconds }];
    }
    const counts = { passed: json.pages - json.pagesWithProblems, failed: json.pagesWithProblems, skipped: 0 };
    // Problems that belong to no single page (an unused budget) still fail the audit.
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    return [{ name: 'audit', outcome: { kind: 'tests', counts, note: `${json.pages} pages audited, ${json.problems} problems` }, seconds }];
  },
};

function configs(pattern: RegExp): string[] {
  return readdirSync(root)
    .filter((file) => pattern.test(file))
    .sort();
}

/** Every suite in the order it runs. */
function plan(): Step[] {
  const vitestConfigs = configs(/^vitest(\..+)?\.config\.ts$/);
  const playwrightConfigs = configs(/^playwright(\..+)?\.config\.ts$/);
  const laterVitest = vitestConfigs.filter((config) => config !== 'vitest.config.ts');
  const folderNames = (config: string) => {
    // For --only: a config's own folder names (`vitest.system.config.ts` runs `system`).
    const named = /^vitest\.(.+)\.config\.ts$/.exec(config)?.[1];
    return named ? [named, config] : ['unit', 'integration', config];
  };
  return [
    together(
      check('typecheck', bin('tsc'), ['--noEmit'], (output) => {
        const errors = output.match(/error TS\d+/g)?.length ?? 0;
        return errors > 0 ? `${errors} type errors` : undefined;
      }, true),
      check('lint', bin('eslint'), ['.'], (output) => /✖ \d+ problems? \([^)]*\)/.exec(output)?.[0], true),
      // Payload's generated types are committed; a change to the fields must come with them.
      check('types', bin('tsx'), ['scripts/payload-types.ts', '--check'], (_output, code) => (code === 0 ? undefined : 'lib/cms/payload-types.ts is stale: npm run types'), true),
    ),
    ...(vitestConfigs.includes('vitest.config.ts') ? [vitestSuite('vitest.config.ts', false, folderNames('vitest.config.ts'))] : []),
    { ...check('build', 'npm', ['run', 'build'], (_output, code) => (code === 0 ? undefined : `exit ${code}`)), needsBuild: false },
    ...playwrightConfigs.map(playwrightSuite),
    auditStep,
    ...laterVitest.map((config) => vitestSuite(config, true, folderNames(config))),
  ];
}

/** `--only a,b`: the suites to run; everything when absent. */
function selection(argv: string[]): string[] | undefined {
  const index = argv.indexOf('--only');
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value) throw new Error('--only needs a comma-separated list of suite names, e.g. --only unit,lint');
  return value.split(',').map((name) => name.trim());
}

/** Test files under `tests/` (`*.test.*`, `*.spec.*`), as absolute paths. */
function testFiles(folder = path.join(root, 'tests')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

function describe(result: SuiteResult): string {
  const { outcome } = result;
  if (outcome.kind === 'not run') return `not run: ${outcome.why}`;
  if (outcome.kind === 'check') return `${outcome.ok ? 'passed' : 'FAILED'}${outcome.note ? ` (${outcome.note})` : ''}`;
  const { passed, failed, skipped } = outcome.counts;
  const total = passed + failed + skipped;
  const status = failed > 0 ? 'FAILED' : 'passed';
  return `${status}: ${total} tests, ${passed} passed, ${failed} failed, ${skipped} skipped${outcome.note ? ` (${outcome.note})` : ''}`;
}

const failed = (result: SuiteResult) =>
  (result.outcome.kind === 'check' && !result.outcome.ok) ||
  (result.outcome.kind === 'tests' && result.outcome.counts.failed > 0);

async function main() {
  const only = selection(process.argv.slice(2));
  mkdirSync(resultsDir, { recursive: true });
  const started = Date.now();
  const steps = plan();
  const chosen = (step: Step) => !only || step.names.some((name) => only.includes(name));
  const results: SuiteResult[] = [];
  let buildFailed = false;

  for (const step of steps) {
    if (!chosen(step)) continue;
    if (step.needsBuild && buildFailed) {
      results.push(...step.names.slice(0, 1).map((name) => ({ name, outcome: { kind: 'not run' as const, why: 'the build failed' } })));
      continue;
    }
    if (step.needsBuild && !existsSync(path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) {
      results.push({ name: step.names[0]!, outcome: { kind: 'not run', why: 'no build (run the build suite first)' } });
      continue;
    }
    const stepResults = await step.run(only);
    results.push(...stepResults);
    if (step.names[0] === 'build' && stepResults.some(failed)) buildFailed = true;
  }

  // Every test file must belong to a suite; only meaningful when every suite ran.
  const everyStepRan = !only && results.every((result) => result.outcome.kind !== 'not run');
  if (everyStepRan) {
    const ran = new Set(results.flatMap((result) => result.files ?? []));
    const unclaimed = testFiles().filter((file) => !ran.has(file));
    results.push({
      name: 'unclaimed',
      outcome: {
        kind: 'check',
        ok: unclaimed.length === 0,
        note:
          unclaimed.length === 0
            ? 'every test file under tests/ ran in a suite'
            : `no suite runs ${unclaimed.map((file) => path.relative(root, file)).join(', ')}: add its folder to a config's include`,
      },
    });
  }

  const width = Math.max(...results.map((result) => result.name.length));
  const minutes = (Date.now() - started) / 60_000;
  const slowest = results
    .flatMap((result) => result.timings ?? [])
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (slowest.length > 0) {
    banner('the ten slowest tests');
    for (const test of slowest) console.log(`${`${test.seconds.toFixed(1)} s`.padStart(8)}  ${test.title}`);
  }
  const failures = results.flatMap((result) => result.failures ?? []);
  if (failures.length > 0) {
    banner('the failed tests');
    for (const failure of failures) console.log(`${failure.title}\n    ${failure.message}`);
  }
  banner(`npm test: summary (${Math.round(minutes)} min)`);
  for (const result of results) {
    const seconds = result.seconds === undefined ? '' : `  [${Math.round(result.seconds)} s]`;
    console.log(`${result.name.padEnd(width)}  ${describe(result)}${seconds}`);
  }
  // Checks count as one each; tests by their own counts.
  const totals = { passed: 0, failed: 0, skipped: 0, notRun: 0 };
  for (const result of results) {
    const { outcome } = result;
    if (outcome.kind === 'not run') totals.notRun += 1;
    else if (outcome.kind === 'check') totals[outcome.ok ? 'passed' : 'failed'] += 1;
    else {
      totals.passed += outcome.counts.passed;
      totals.failed += outcome.counts.failed;
      totals.skipped += outcome.counts.skipped;
    }
  }
  const anyFailed = results.some(failed) || totals.notRun > 0;
  if (totals.notRun > 0) console.log(`\n${totals.notRun} suite${totals.notRun === 1 ? '' : 's'} not run.`);
  console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  const budget = minutes <= BUDGET_MINUTES ? 'within' : 'OVER';
  console.log(`Time: ${minutes.toFixed(1)} min, ${budget} the ${BUDGET_MINUTES}-minute budget${only ? ' (some suites only)' : ''}`);
  process.exitCode = anyFailed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
