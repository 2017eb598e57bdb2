import type { ChangedFiles } from "../../src/discover/changed-file-list.ts";
import { prepareRun } from "../../src/orchestration/prepare-run.ts";
import { selectForChange } from "../../src/orchestration/select-for-change.ts";
import type { Figure } from "../lib/figure.ts";
import { median, ms } from "../lib/stats.ts";

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

/**
 * Item 4 with selection: the whole path a PR run takes before its first agent, in process:
 * discover, load and validate the 500 suites, then select those the change touches.
 */
export async function benchSelection(
  root: string,
  rounds: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const changed = changedFiles(root);
  const totals: number[] = [];
  const selects: number[] = [];
  let selected = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const prepared = await prepareRun({ paths: [root], cwd: root });
    const loaded = performance.now();
    const selection = await selectForChange(prepared, root, { changed });
    totals.push(performance.now() - started);
    selects.push(performance.now() - loaded);
    selected = selection.suites.length;
  }
  log(`selection: ${selected} suites selected; totals ${totals.map(ms).join(", ")}`);
  const first = totals[0] ?? Number.NaN;
  return [
    {
      name: "discover + load + select 500 suites (first, cold)",
      value: ms(first),
      target: "≤ 1000 ms",
      met: first <= 1000,
      note: `in process; later rounds (modules cached): ${totals.slice(1).map(ms).join(", ")}`,
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
