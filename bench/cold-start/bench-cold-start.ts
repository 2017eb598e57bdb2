import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Figure } from "../lib/figure.ts";
import { median, megabytes, ms } from "../lib/stats.ts";
import { DIST_CLI } from "../orchestration/tools.ts";
import { timeToFirstOutput } from "./first-output.ts";

const DIST = join(DIST_CLI, "..");
const LIMIT_MS = 150;
const LIMIT_BYTES = 3 * 1024 * 1024;

async function medianFirstOutput(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  rounds: number,
) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++)
    times.push(await timeToFirstOutput(process.execPath, args, { cwd, env }));
  return median(times);
}

function bundleBytes(): { total: number; largest: string } {
  const files = readdirSync(DIST).map((name) => ({ name, size: statSync(join(DIST, name)).size }));
  const largest = [...files].sort((a, b) => b.size - a.size)[0];
  return {
    total: files.reduce((sum, file) => sum + file.size, 0),
    largest: largest === undefined ? "" : `${largest.name} ${megabytes(largest.size)}`,
  };
}

/** Item 6: Node 24 start to first output of the action and the CLI (median of 10), and the bundle size. */
export async function benchColdStart(
  root: string,
  rounds: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  log(`cold start: ${rounds} rounds each`);
  // The action outside GitHub: no inputs, a summary file so that it can report its configuration error.
  const summary = join(root, "summary.md");
  writeFileSync(summary, "");
  const actionEnv = { PATH: process.env.PATH ?? "", GITHUB_STEP_SUMMARY: summary };
  const nodeAlone = await medianFirstOutput(["-e", "console.log(1)"], root, process.env, rounds);
  const action = await medianFirstOutput([join(DIST, "index.js")], root, actionEnv, rounds);
  const cli = await medianFirstOutput([DIST_CLI, "--version"], root, process.env, rounds);
  const bundle = bundleBytes();
  const startFigure = (name: string, value: number): Figure => ({
    name,
    value: ms(value),
    target: `≤ ${LIMIT_MS} ms`,
    met: value <= LIMIT_MS,
    note: `${ms(value - nodeAlone)} above a bare \`node -e\` (${ms(nodeAlone)})`,
  });
  return [
    startFigure("cold start: node dist/index.js to first output", action),
    startFigure("cold start: node dist/cli.js --version", cli),
    {
      name: "bundle: dist/ size",
      value: megabytes(bundle.total),
      target: "≤ 3.0 MB",
      met: bundle.total <= LIMIT_BYTES,
      note: `largest file: ${bundle.largest}`,
    },
  ];
}
