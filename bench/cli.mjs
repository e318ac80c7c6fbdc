// The urikit command as a whole process: `node bin/urikit.mjs validate` (and `normalize`, `explain
// --json`) with the corpus piped to its standard input and its output going to /dev/null, with and
// without --jobs 2. The figure is the median wall time of a case's steady runs (see probe), from
// spawn to exit (Node's start-up included), as lines/s and MB/s of input. Beside validate and
// normalize, the same work done by a plain Node script with the platform's URL (NODE_URL_SCRIPT:
// URL.canParse for validate, new URL(line).href for normalize), and how many times faster the
// command is than that script.
//
//   npm run bench                   build dist/ and run every bench script, this one last
//   node bench/cli.mjs --write      ... and write the table to bench/CLI.md with an environment line,
//                                   unless a case has too few steady runs (--force writes it anyway)
//   node bench/cli.mjs --smoke      one run of each case on 2,000 lines: shows in seconds that it works (CI)
//
// Inputs: bench/data/urls.txt (21,051 lines, 1 MB: start-up weighs), and the same file 20 times over
// (421,020 lines, 21 MB: the steady rate; 10 times for explain, which does more per line). See
// bench/data/README.md.

import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: flags } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false }, write: { type: 'boolean', default: false }, force: { type: 'boolean', default: false },
  },
});
if (flags.smoke && flags.write) {
  console.error('--smoke measures too little to be written to bench/CLI.md; use one or the other');
  process.exit(2);
}

/** The command measured; URIKIT_BENCH_BIN points the bench at another build of it (a private copy of bin/ and dist/, as URIKIT_TEST_BIN does for the tests). */
const BIN = process.env['URIKIT_BENCH_BIN'] ?? fileURLToPath(new URL('../bin/urikit.mjs', import.meta.url));
const CORPUS_FILE = fileURLToPath(new URL('data/urls.txt', import.meta.url));
const CORPUS = readFileSync(CORPUS_FILE);
const RUNS = flags.smoke ? 1 : 5;

/** The first n lines of a buffer of lines. */
function head(buffer, n) {
  let end = 0;
  for (let i = 0; i < n && end >= 0; i++) end = buffer.indexOf(10, end) + 1;
  return end <= 0 ? buffer : buffer.subarray(0, end);
}

const corpus = flags.smoke ? head(CORPUS, 2_000) : CORPUS;
const INPUTS = {
  'urls.txt': corpus,
  'urls.txt \u00d720': flags.smoke ? corpus : Buffer.concat(Array.from({ length: 20 }, () => CORPUS)),
  'urls.txt \u00d710': flags.smoke ? corpus : Buffer.concat(Array.from({ length: 10 }, () => CORPUS)),
};

/**
 * The plain script the command is measured against: what a user would write in ten lines with Node's
 * own URL (the WHATWG reading, not RFC 3986's: the point is the cost, not the answers). It reads all
 * of standard input, writes one output line per input line as the command does (validate: number,
 * verdict and line; normalize: the href, an error on stderr), and ends with a summary line in the
 * command's shape, which the check below reads. The summary's count is grouped by hand, not with
 * toLocaleString: that would load ICU's locale data (15-20 ms) for a line only this check reads,
 * a cost of the bench, not of the work compared (the command groups its counts by hand too).
 */
const NODE_URL_SCRIPT = `
const mode = process.argv.at(-1);
const lines = require('node:fs').readFileSync(0, 'utf8').split('\\n');
if (lines.at(-1) === '') lines.pop();
const out = [];
let bad = 0;
for (let i = 0; i < lines.length; i++) {
  if (mode === 'validate') { const ok = URL.canParse(lines[i]); if (!ok) bad++; out.push(\`\${i + 1}\\t\${ok ? 'valid' : 'invalid'}\\t\${lines[i]}\`); }
  else try { out.push(new URL(lines[i]).href); } catch (e) { bad++; process.stderr.write(\`line \${i + 1}: \${e.message}\\n\`); }
}
process.stdout.write(out.join('\\n') + '\\n');
process.stderr.write(\`node-url \${mode}: \${String(lines.length).replace(/\\B(?=(\\d{3})+$)/g, ',')} lines: \${bad} invalid\\n\`);
process.exitCode = bad > 0 ? 1 : 0;
`;

/** A case runs `urikit <args>`, or (nodeUrl) NODE_URL_SCRIPT doing the same as `urikit <args>`. */
const CASES = [
  { args: ['validate'], input: 'urls.txt' },
  { args: ['validate', '--jobs', '2'], input: 'urls.txt' },
  { args: ['validate'], input: 'urls.txt \u00d720' },
  { args: ['validate', '--jobs', '2'], input: 'urls.txt \u00d720' },
  { args: ['validate'], input: 'urls.txt \u00d720', nodeUrl: true },
  { args: ['normalize'], input: 'urls.txt \u00d720' },
  { args: ['normalize'], input: 'urls.txt \u00d720', nodeUrl: true },
  // the bulk commands of issue 17, beside validate's rows: results only (their default off a terminal)
  { args: ['extract'], input: 'urls.txt \u00d720' },
  { args: ['redact', '--keys', 'token,key,sig'], input: 'urls.txt \u00d720' },
  { args: ['get', 'host'], input: 'urls.txt \u00d720' },
  { args: ['set', '--delete', 'query:utm_*', '--sort-query'], input: 'urls.txt \u00d720' },
  { args: ['steps', '--json'], input: 'urls.txt \u00d710' },
  { args: ['explain', '--json'], input: 'urls.txt \u00d710' },
  { args: ['explain', '--json', '--jobs', '2'], input: 'urls.txt \u00d710' },
  { args: ['view', '--json'], input: 'urls.txt \u00d710' },
  { args: ['iri', 'to-iri'], input: 'urls.txt \u00d720' },
  { args: ['repair'], input: 'urls.txt \u00d720' },
  // GNU parallel as the map step (README "Where one machine is not enough"): two urikit processes
  // over 2 MB blocks, output in input order; each block has its own summary, so none is checked here
  // (test/cli/parallel.test.ts checks the output is byte for byte one process's)
  { args: ['normalize'], input: 'urls.txt \u00d720', parallel: true },
];

/** Whether GNU parallel is installed (its case is left out otherwise, and the table says so). */
const HAS_PARALLEL = spawnSync('sh', ['-c', 'parallel --version'], { encoding: 'utf8' }).stdout?.startsWith('GNU parallel') === true;

/** What a case runs: the program and its arguments. */
function command(c) {
  if (c.parallel) {
    // parallel's exit status is the number of blocks whose command failed (here: exit 1, the corpus has
    // lines that are not RFC 3986), up to 100; 101 and above are its own errors
    return ['parallel', ['--pipe', '--keep-order', '--block', '2M', '-j2', JSON.stringify(process.execPath), JSON.stringify(BIN), ...c.args, '--quiet'], 100];
  }
  return [process.execPath, c.nodeUrl ? ['--input-type=commonjs', '-e', NODE_URL_SCRIPT, c.args[0]] : [BIN, ...c.args]];
}

/** A case's name in the table. */
function label(c) {
  if (c.parallel) return `\`parallel --pipe --keep-order -j2 urikit ${c.args.join(' ')}\``;
  return c.nodeUrl ? `plain Node script, URL (${c.args[0]})` : `\`urikit ${c.args.join(' ')}\``;
}

/** One whole run: the input piped in, the output to /dev/null; resolves to the wall time in ms and the summary line. */
function runOnce([program, nodeArgs, maxStatus = 1], input) {
  return new Promise((resolve, reject) => {
    const devNull = openSync('/dev/null', 'w');
    const t0 = performance.now();
    const child = spawn(program, nodeArgs, { stdio: ['pipe', devNull, 'pipe'] });
    closeSync(devNull);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => { stderr += chunk; });
    child.stdin.on('error', (e) => reject(new Error(`${program} ${nodeArgs.at(-1)}: writing its input: ${e.message}`)));
    child.stdin.end(input);
    child.on('error', reject);
    child.on('close', (status) => {
      const ms = performance.now() - t0;
      // 0 or 1 for urikit (the corpus has lines that are not RFC 3986), up to maxStatus for parallel; anything else is a failure
      if (status === null || status > maxStatus) reject(new Error(`${program} ${nodeArgs.at(-1)} exited with ${status}:\n${stderr}`));
      else resolve({ ms, summary: stderr.trim().split('\n').at(-1) ?? '' });
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * The machine's speed now, in this process: a loop that reads every character of the corpus's
 * lines, ns a line, the faster of two passes (some 5 ms). This machine changes speed in steps of up
 * to 2x within seconds, with nothing else running (bench/run.mjs has a probe of its own); a run is
 * steady when the probes just before and just after it are both within STEADY of the fastest probe
 * of the whole bench, and only steady runs make a case's figure: chosen by the probes, never by the
 * runs' own times.
 */
const PROBE_LINES = CORPUS.toString('latin1').split('\n').map((line) => JSON.parse(JSON.stringify(line)));
function probe() {
  let best = Infinity;
  for (let k = 0; k < 2; k++) {
    const t0 = process.hrtime.bigint();
    let sum = 0;
    for (const line of PROBE_LINES) for (let i = 0; i < line.length; i++) sum += line.charCodeAt(i);
    probeSink = sum;
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / PROBE_LINES.length);
  }
  return best;
}
let probeSink = 0;
const STEADY = 1.15;
/** The steady runs a case needs, and how many more rounds of its runs may be made to reach them. */
const STEADY_RUNS = 3;
const EXTRA_ROUNDS = 12;

function lineCount(buffer) {
  let n = 0;
  for (let i = buffer.indexOf(10); i >= 0; i = buffer.indexOf(10, i + 1)) n++;
  return n;
}

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// The runs of all cases are interleaved, so that a slow moment of the machine spreads over them all.
const runs = CASES.map(() => []); // [{ ms, probe }]
const summaries = CASES.map(() => '');
await runOnce([process.execPath, [BIN, 'validate', '--quiet']], head(CORPUS, 100)); // warm the file cache and the disk
probe(); // (the loop optimized before the first probe that counts)
const measure = async (i) => {
  const before = probe();
  const { ms, summary } = await runOnce(command(CASES[i]), INPUTS[CASES[i].input]);
  runs[i].push({ ms, probe: Math.max(before, probe()) });
  summaries[i] = summary;
};
const skipped = (c) => c.parallel && !HAS_PARALLEL;
for (let r = 0; r < RUNS; r++) {
  for (const [i, c] of CASES.entries()) if (!skipped(c)) await measure(i);
}
const fastestProbe = () => Math.min(...runs.flat().map((run) => run.probe));
const steadyRuns = (i) => {
  const limit = fastestProbe() * STEADY; // (once a call, not once a run)
  return runs[i].filter((run) => run.probe <= limit);
};
// the cases with too few steady runs get more, interleaved (a smoke run has one run and no steady rule)
let extra = 0;
for (let r = 0; r < EXTRA_ROUNDS && !flags.smoke; r++) {
  const short = CASES.map((c, i) => i).filter((i) => !skipped(CASES[i]) && steadyRuns(i).length < STEADY_RUNS);
  if (short.length === 0) break;
  for (const i of short) await measure(i);
  extra += short.length;
}
// (a case without a steady run, written only with --force, is the median of all of its runs)
const times = runs.map((list, i) => {
  const steady = steadyRuns(i);
  return (flags.smoke || steady.length === 0 ? list : steady).map((run) => run.ms);
});
const unsteady = CASES.filter((c, i) => !skipped(c) && !flags.smoke && times[i].length < STEADY_RUNS).map(label);

const rows = CASES.map((c, i) => {
  const input = INPUTS[c.input];
  const lines = lineCount(input);
  if (skipped(c)) return `| ${label(c)} | ${c.input} | ${fmt(lines)} | (GNU parallel is not installed) | | | |`;
  const ms = median(times[i]);
  const expected = new RegExp(`: ${fmt(lines)} lines: `);
  if (!c.parallel && !expected.test(summaries[i])) throw new Error(`${label(c)} did not read ${fmt(lines)} lines: ${summaries[i]}`);
  // The plain script doing the same on the same input: its time over the command's (above 1: the command is faster).
  const peer = c.nodeUrl || c.parallel ? -1 : CASES.findIndex((p) => p.nodeUrl && p.input === c.input && p.args[0] === c.args[0] && c.args.length === 1);
  const vs = peer < 0 ? '' : `${(median(times[peer]) / ms).toFixed(2)}\u00d7`;
  return `| ${label(c)} | ${c.input} | ${fmt(lines)} | ${fmt(ms)} | ${fmt(lines / (ms / 1000))} | ${fmt(input.length / 1e6 / (ms / 1000), 1)} | ${vs} |`;
});

const table = [
  '| command | input | lines | ms (median) | lines/s | MB/s | plain URL script \u00f7 this |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');

const cpuList = cpus();
const sha256 = createHash('sha256').update(CORPUS).digest('hex');
const env = `Node ${process.version}, ${cpuList[0]?.model.trim() ?? 'unknown CPU'} (${cpuList.length} logical CPUs), ` +
  `${process.platform} ${process.arch}, load average ${loadavg()[0].toFixed(2)} at the end, ${new Date().toISOString().slice(0, 10)}, ` +
  `bench/data/urls.txt sha256 ${sha256}; the probe (this process reading the corpus's characters) ` +
  `${fmt(fastestProbe())} to ${fmt(Math.max(...runs.flat().map((run) => run.probe)))} ns a line, ${extra} run(s) made beyond ${RUNS} a case`;
const method = `${RUNS} run${RUNS === 1 ? '' : 's'} of each case, interleaved, and more of a case until it has ${STEADY_RUNS} steady ` +
  `ones (the probe before and after the run within ${Math.round((STEADY - 1) * 100)} % of its fastest); the figure is the median ` +
  'wall time of the steady runs of a whole process, from spawn to exit, with the input piped to its standard input and its output to /dev/null';

console.log(`\n### The urikit command, whole process\n\n${table}\n\n${env}\n${method}${flags.smoke ? ' (smoke run: the figures mean nothing)' : ''}`);
if (flags.write && unsteady.length > 0 && !flags.force) {
  console.error(`not written to bench/CLI.md: fewer than ${STEADY_RUNS} steady runs for ${unsteady.join(', ')}; ` +
    'run it again when the machine is steady (or pass --force)');
  process.exitCode = 1;
} else if (flags.write) {
  writeFileSync(new URL('CLI.md', import.meta.url), [
    '# The urikit command: whole-process throughput',
    '',
    'Written by `node bench/cli.mjs --write` (after `npm run build`); do not edit by hand.',
    '',
    `Environment: ${env}.`,
    '',
    `Method: ${method}. lines/s and MB/s are of the input. The corpus has 18 lines that are not RFC 3986, so validate exits 1. ` +
      'The plain script (NODE_URL_SCRIPT in bench/cli.mjs) reads all of its input at once and checks with URL.canParse, or writes new URL(line).href; ' +
      'the last column is its time divided by the command\'s, on the same input (the WHATWG parser accepts other lines than RFC 3986: the point is the cost).',
    '',
    table,
    '',
  ].join('\n'));
  console.log('wrote bench/CLI.md');
}
