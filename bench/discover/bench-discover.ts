import { discoverSources } from "../../src/discover/discover-sources.ts";
import type { Figure } from "../lib/figure.ts";
import { median, ms } from "../lib/stats.ts";
import { failureTail, timedSpawn } from "../lib/timed-spawn.ts";
import { DIST_CLI } from "../orchestration/tools.ts";
import { generateRepo } from "./generate-repo.ts";

const FILES = 20_000;
const SKILLS = 500;

/** Item 4: walking a 20,000-file repository with 500 skills in all four formats. */
export function benchDiscover(root: string, rounds: number, log: (line: string) => void): Figure[] {
  const repo = generateRepo(root, FILES, SKILLS);
  log(`discovery: ${repo.files} files, ${repo.skills} skills, ${rounds} rounds`);
  const walkMs: number[] = [];
  let found = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    found = discoverSources([root]).sources.length;
    walkMs.push(performance.now() - started);
  }
  const cliMs: number[] = [];
  let cliFailure: string | undefined;
  for (let round = 0; round < rounds && cliFailure === undefined; round++) {
    const run = timedSpawn(process.execPath, [DIST_CLI, "discover", "."], { cwd: root });
    if (run.status === 0) cliMs.push(run.wallMs);
    else cliFailure = failureTail(run);
  }
  const walk = median(walkMs);
  return [
    {
      name: "discover: find suites (discoverSources)",
      value: ms(walk),
      target: "≤ 1000 ms",
      met: walk <= 1000 && found === SKILLS,
      note: `${found} of ${SKILLS} suites found in ${repo.files} files; runs: ${walkMs.map(ms).join(", ")}`,
    },
    cliFailure === undefined
      ? {
          name: "discover: `skill-eval discover` (+ load 500 suites)",
          value: ms(median(cliMs)),
          target: "",
          note: "whole CLI process: start, walk, load and validate every suite",
        }
      : {
          name: "discover: `skill-eval discover`",
          value: "failed",
          target: "",
          met: false,
          note: cliFailure,
        },
  ];
}
