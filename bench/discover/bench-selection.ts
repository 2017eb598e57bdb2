import { join } from "node:path";
import type { ChangedFiles } from "../../src/discover/changed-file-list.ts";
import { prepareRun } from "../../src/orchestration/prepare-run.ts";
import { selectForChange } from "../../src/orchestration/select-for-change.ts";
import type { Figure } from "../lib/figure.ts";
import { median, ms } from "../lib/stats.ts";
import { failureTail, timedSpawn } from "../lib/timed-spawn.ts";

/** A pull request touching 50 skills' SKILL.md and 150 other source files of the generated repository. */
function changedFiles(root: string): ChangedFiles {
  const skills = Array.from({ length: 50 }, (_, index) => {
    const skill = index * 10;
    return `skills/area-${skill % 20}/skill-${String(skill).padStart(3, "0")}/SKILL.md`;
  });
  const sources = Array.from(
    { length: 150 },
    (_, index) => `packages/pkg-${index % 40}/src/module-${index % 13}/part-${index % 7}/file-${index}.ts`,
  );
  const files = [...skills, ...sources].map((path) => ({ path, status: "modified" as const }));
  return { files, complete: true, root, reason: "bench: 200 files changed" };
}

export interface SelectionRound {
  totalMs: number;
  selectMs: number;
  selected: number;
}

/** Discover, load and validate the 500 suites, then select those the change touches. */
export async function selectionRound(root: string): Promise<SelectionRound> {
  const started = performance.now();
  const prepared = await prepareRun({ paths: [root], cwd: root });
  const loaded = performance.now();
  const selection = await selectForChange(prepared, root, { changed: changedFiles(root) });
  const ended = performance.now();
  return { totalMs: ended - started, selectMs: ended - loaded, selected: selection.suites.length };
}

/** A first round in a fresh process: nothing imported yet, the module load cache off. */
function freshRound(root: string): SelectionRound | string {
  const run = timedSpawn(process.execPath, [join(import.meta.dirname, "selection-round.ts"), root], {
    cwd: root,
    env: { ...process.env, SKILL_EVAL_LOAD_CACHE: "off" },
  });
  return run.status === 0 ? (JSON.parse(run.stdout) as SelectionRound) : failureTail(run);
}

/**
 * Item 4 with selection: the whole path a PR run takes before its first agent, in process:
 * discover, load and validate the 500 suites, then select those the change touches. The first
 * round is the figure (the `skill-eval discover` runs before have recorded the 125 suite modules
 * as loading in time, so they are not tried in a child again); later rounds reuse the imported
 * modules. Beside it, first rounds in fresh processes with the module load cache off (a first
 * run, or a fresh CI machine): every module tried in a child, then imported.
 */
export async function benchSelection(
  root: string,
  rounds: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const inProcess: SelectionRound[] = [];
  for (let round = 0; round < rounds; round++) inProcess.push(await selectionRound(root));
  const uncached: number[] = [];
  let failure: string | undefined;
  for (let round = 0; round < rounds && failure === undefined; round++) {
    const result = freshRound(root);
    if (typeof result === "string") failure = result;
    else uncached.push(result.totalMs);
  }
  const totals = inProcess.map((round) => round.totalMs);
  const selects = inProcess.map((round) => round.selectMs);
  const selected = inProcess[0]?.selected ?? 0;
  log(
    `selection: ${selected} suites selected; totals ${totals.map(ms).join(", ")}; fresh, no load cache ${uncached.map(ms).join(", ")}`,
  );
  const first = totals[0] ?? Number.NaN;
  return [
    {
      name: "discover + load + select 500 suites (first, cold)",
      value: ms(first),
      target: "≤ 500 ms",
      met: first <= 500,
      note: `in process; later rounds (modules imported): ${totals.slice(1).map(ms).join(", ")}`,
    },
    failure === undefined
      ? {
          name: "… in a fresh process, no module load cache",
          value: ms(median(uncached)),
          target: "",
          note: `median of ${rounds}: ${uncached.map(ms).join(", ")}; SKILL_EVAL_LOAD_CACHE=off, every module tried in a child first (a first run, a fresh CI machine)`,
        }
      : {
          name: "… in a fresh process, no module load cache",
          value: "failed",
          target: "",
          met: false,
          note: failure,
        },
    {
      name: "select: selectSuites on 200 changed files",
      value: ms(median(selects)),
      target: "≤ 1000 ms",
      met: median(selects) <= 1000,
      note: `${selected} of 500 suites selected`,
    },
  ];
}
