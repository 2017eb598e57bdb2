import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Figure } from "../lib/figure.ts";
import { median, megabytes, ms, ratio } from "../lib/stats.ts";
import { DIST_CLI } from "../orchestration/tools.ts";
import { timeToFirstOutput } from "./first-output.ts";

const DIST = join(DIST_CLI, "..");
const LIMIT_MS = 150;
/** Issue 23 item 4: the action's first line within twice a bare Node's start. */
const LIMIT_RATIO = 2;
const LIMIT_BYTES = 3 * 1024 * 1024;

interface Subject {
  name: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
}

/**
 * Item 6: Node 24 start to first output of the action and the CLI, and the bundle size. The entry
 * points enable Node's compile cache, so each is timed twice per round: with an empty cache (a
 * fresh GitHub runner, where every job starts cold: the figure) and with the previous start's.
 */
export async function benchColdStart(
  root: string,
  rounds: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  log(`cold start: ${rounds} rounds each`);
  // The action outside GitHub, in an empty folder: no inputs and no suites, a summary file so that
  // it can report its configuration error ("no suites found", once the engine has looked).
  const cwd = join(root, "empty-repository");
  const caches = join(root, "compile-caches");
  mkdirSync(cwd);
  const summary = join(root, "summary.md");
  writeFileSync(summary, "");
  const bareNode: Subject = { name: "node -e", args: ["-e", "console.log(1)"], env: process.env };
  const subjects: Subject[] = [
    {
      name: "node dist/index.js to first output",
      args: [join(DIST, "index.js")],
      env: { PATH: process.env.PATH ?? "", GITHUB_STEP_SUMMARY: summary },
    },
    { name: "node dist/cli.js --version", args: [DIST_CLI, "--version"], env: process.env },
  ];
  const bareNodeTimes: number[] = [];
  const times = subjects.map(() => ({ empty: [] as number[], warm: [] as number[], exit: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    bareNodeTimes.push((await firstOutput(cwd, bareNode, join(caches, `node-${round}`))).firstMs);
    for (const [index, subject] of subjects.entries()) {
      const warmCache = join(caches, `warm-${index}`);
      if (round === 0) await firstOutput(cwd, subject, warmCache);
      const empty = await firstOutput(cwd, subject, join(caches, `empty-${index}-${round}`));
      times[index]?.empty.push(empty.firstMs);
      times[index]?.exit.push(empty.exitMs);
      times[index]?.warm.push((await firstOutput(cwd, subject, warmCache)).firstMs);
    }
  }
  const startFigures = subjects.map((subject, index): Figure => {
    const empty = median(times[index]?.empty ?? []);
    return {
      name: `cold start: ${subject.name}`,
      value: ms(empty),
      target: `≤ ${LIMIT_MS} ms`,
      met: empty <= LIMIT_MS,
      note: `empty compile cache; warm cache ${ms(median(times[index]?.warm ?? []))}; to exit ${ms(median(times[index]?.exit ?? []))}; bare \`node -e\` ${ms(median(bareNodeTimes))}`,
    };
  });
  const actionFirst = median(times[0]?.empty ?? []);
  const actionRatio = actionFirst / median(bareNodeTimes);
  const bundle = bundleBytes();
  return [
    ...startFigures,
    {
      name: "cold start: dist/index.js first output ÷ bare node -e",
      value: ratio(actionRatio),
      target: `≤ ${LIMIT_RATIO}×`,
      met: actionRatio <= LIMIT_RATIO,
      note: `${ms(actionFirst)} ÷ ${ms(median(bareNodeTimes))}, both with an empty compile cache`,
    },
    {
      name: "bundle: dist/ size",
      value: megabytes(bundle.total),
      target: "≤ 3.0 MB",
      met: bundle.total <= LIMIT_BYTES,
      note: `${bundle.total} of ${LIMIT_BYTES} bytes; largest file: ${bundle.largest}`,
    },
  ];
}

function firstOutput(
  cwd: string,
  subject: Subject,
  compileCache: string,
): Promise<{ firstMs: number; exitMs: number }> {
  return timeToFirstOutput(process.execPath, subject.args, {
    cwd,
    env: { ...subject.env, NODE_COMPILE_CACHE: compileCache },
  });
}

function bundleBytes(): { total: number; largest: string } {
  const files = readdirSync(DIST, { recursive: true, encoding: "utf8" })
    .map((name) => ({ name, stat: statSync(join(DIST, name)) }))
    .filter((file) => file.stat.isFile())
    .map((file) => ({ name: file.name, size: file.stat.size }));
  const largest = [...files].sort((a, b) => b.size - a.size)[0];
  return {
    total: files.reduce((sum, file) => sum + file.size, 0),
    largest: largest === undefined ? "" : `${largest.name} ${megabytes(largest.size)}`,
  };
}
