import { mkdirSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { join } from "node:path";
import type { Figure } from "../lib/figure.ts";
import { median, ms, pairedRatio, ratio } from "../lib/stats.ts";
import { writeFakeClaude } from "./fake-claude.ts";
import { type ToolTimes, timeTools } from "./time-tools.ts";
import {
  agentvRun,
  designFloorRun,
  floorRun,
  oursRun,
  promptfooRun,
  skillgymRun,
  type ToolRun,
} from "./tools.ts";

const CASES = 200;
const CONCURRENCY = 8;

/** Item 1: wall time of 200 no-op executions at concurrency 8, ours against each peer. */
export function benchOverhead(root: string, rounds: number, log: (line: string) => void): Figure[] {
  const spec = {
    root,
    claude: writeFakeClaude(join(root, "fake-instant"), 0),
    cases: CASES,
    concurrency: CONCURRENCY,
  };
  log(`orchestration overhead: ${CASES} no-op executions, concurrency ${CONCURRENCY}, ${rounds} rounds`);
  const times = timeTools(
    [
      oursRun(spec),
      agentvRun(spec),
      promptfooRun(spec),
      skillgymRun(spec),
      floorRun(spec),
      designFloorRun(spec),
    ],
    rounds,
    log,
  );
  const ours = times[0]!;
  const floor = times[4]!;
  const designFloor = times[5]!;
  const oursMs = median(ours.wallMs);
  const figures: Figure[] = times.map((entry) => {
    const wall = median(entry.wallMs);
    return entry.failure !== undefined
      ? { name: `overhead: ${entry.tool} wall`, value: "failed", target: "", note: entry.failure }
      : {
          name: `overhead: ${entry.tool} wall (200 exec, c=8)`,
          value: ms(wall),
          target: "",
          note: `${(wall / CASES).toFixed(1)} ms per execution (wall ÷ 200); CPU ${ms(median(entry.cpuMs))}, peak RSS ${Math.round(median(entry.peakRssMb))} MB; runs: ${entry.wallMs.map(ms).join(", ")}`,
        };
  });
  const peers = times.slice(1, 4).filter((entry) => entry.failure === undefined && entry.wallMs.length > 0);
  for (const peer of peers) {
    // Each round ran every tool back to back: the median of the per-round ratios.
    const paired = pairedRatio(ours.wallMs, peer.wallMs);
    figures.push({
      name: `overhead: ours ÷ ${peer.tool}`,
      value: ratio(paired),
      ...(peer.tool === "skillgym"
        ? { target: "≤ 0.5×", met: paired <= 0.5, note: "issue 23 item 3; median of per-round ratios" }
        : { target: "", note: "median of per-round ratios" }),
    });
  }
  figures.push(
    ...floorFigures(
      ours,
      floor,
      designFloor,
      peers.find((peer) => peer.tool === "skillgym"),
    ),
  );
  const fastest = peers.sort((a, b) => median(a.wallMs) - median(b.wallMs))[0];
  figures.push(
    fastest === undefined || ours.failure !== undefined
      ? {
          name: "overhead: ours ÷ fastest peer",
          value: "not measured",
          target: "≤ 0.333×",
          note: ours.failure ?? "no peer ran",
        }
      : {
          name: `overhead: ours ÷ fastest peer (${fastest.tool})`,
          value: ratio(oursMs / median(fastest.wallMs)),
          target: "≤ 0.333×",
          met: oursMs / median(fastest.wallMs) <= 1 / 3,
        },
  );
  return figures;
}

/** Linux's magic number for tmpfs (`statfs`'s `f_type`). */
const TMPFS = 0x01021994;
const IN_MEMORY = "/dev/shm";

/**
 * The overhead section's suite for ours, skillgym and the design floor again, everything each
 * writes (suites, outputs, private homes: TMPDIR too) on tmpfs. This machine's disk is ext4 without
 * a journal, whose inode allocator scans past every inode freed in the last few minutes
 * (`recently_deleted`, only without a journal): back-to-back runs that replace their outputs pay
 * for it on every file they create, each tool in proportion to the files it writes.
 */
export function benchOverheadInMemory(rounds: number, log: (line: string) => void): Figure[] {
  const name = "overhead on tmpfs: ours ÷ skillgym";
  let onTmpfs = false;
  try {
    onTmpfs = statfsSync(IN_MEMORY).type === TMPFS;
  } catch {
    // No /dev/shm.
  }
  if (!onTmpfs) return [{ name, value: "not measured", target: "", note: `${IN_MEMORY} is not tmpfs here` }];
  const root = mkdtempSync(join(IN_MEMORY, "skill-eval-bench-"));
  try {
    const temporary = join(root, "tmp");
    mkdirSync(temporary);
    const spec = {
      root,
      claude: writeFakeClaude(join(root, "fake-instant"), 0),
      cases: CASES,
      concurrency: CONCURRENCY,
    };
    const inMemory = (run: ToolRun): ToolRun => ({ ...run, env: { ...run.env, TMPDIR: temporary } });
    log(`orchestration overhead on tmpfs: ours, skillgym and the design floor, ${rounds} rounds`);
    const [ours, skillgym, designFloor] = timeTools(
      [oursRun(spec), skillgymRun(spec), designFloorRun(spec)].map(inMemory),
      rounds,
      log,
    ) as [ToolTimes, ToolTimes, ToolTimes];
    const failure = ours.failure ?? skillgym.failure ?? designFloor.failure;
    if (failure !== undefined) return [{ name, value: "failed", target: "", note: failure }];
    const perRound = (of: ToolTimes, over: ToolTimes) => pairedRatio(of.wallMs, over.wallMs);
    return [
      {
        name,
        value: ratio(perRound(ours, skillgym)),
        target: "",
        note: `ours ${ms(median(ours.wallMs))}, skillgym ${ms(median(skillgym.wallMs))}; median of per-round ratios`,
      },
      {
        name: "overhead on tmpfs: design floor ÷ skillgym",
        value: ratio(perRound(designFloor, skillgym)),
        target: "",
        note: `design floor ${ms(median(designFloor.wallMs))}; ours ÷ design floor ${ratio(perRound(ours, designFloor))}`,
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The floors against skillgym and ours, per round. The floor (Node started, the agents started and
 * read, nothing else): no tool can beat it, so a target ratio below floor ÷ skillgym cannot be met.
 * The design floor adds, written by hand, part of what DESIGN.md asks of each execution: a lower
 * bound on a tool built to the design.
 */
function floorFigures(
  ours: ToolTimes,
  floor: ToolTimes,
  designFloor: ToolTimes,
  skillgym: ToolTimes | undefined,
): Figure[] {
  if (floor.failure !== undefined || skillgym === undefined) return [];
  const perRound = (of: ToolTimes, over: ToolTimes) => pairedRatio(of.wallMs, over.wallMs);
  return [
    {
      name: "overhead: floor ÷ skillgym",
      value: ratio(perRound(floor, skillgym)),
      target: "",
      note: "floor: start Node, start each agent, read its output (spawn-floor.mjs); no tool is faster",
    },
    ...(designFloor.failure !== undefined
      ? []
      : [
          {
            name: "overhead: design floor ÷ skillgym",
            value: ratio(perRound(designFloor, skillgym)),
            target: "",
            note: `ours ÷ design floor ${ratio(perRound(ours, designFloor))}; part of DESIGN.md's work, by hand (design-floor.mjs)`,
          },
        ]),
    {
      name: "overhead: ours − floor, per execution",
      value: `${((median(ours.wallMs) - median(floor.wallMs)) / CASES).toFixed(1)} ms`,
      target: "",
      note: `skillgym − floor: ${((median(skillgym.wallMs) - median(floor.wallMs)) / CASES).toFixed(1)} ms`,
    },
  ];
}

/** Item 2 (issue 6): the same 200 executions of a 200 ms agent at concurrency 8 against 1. */
export function benchConcurrency(root: string, rounds: number, log: (line: string) => void): Figure[] {
  const claude = writeFakeClaude(join(root, "fake-sleep"), 0.2);
  const parallel = {
    ...oursRun({ root, claude, cases: CASES, concurrency: CONCURRENCY }, "ours-c8"),
    tool: "c=8",
  };
  const serial = { ...oursRun({ root, claude, cases: CASES, concurrency: 1 }, "ours-c1"), tool: "c=1" };
  log(`concurrency: ${CASES} executions of a 200 ms agent, c=8 and c=1 interleaved, ${rounds} rounds`);
  const [fast, slow] = timeTools([parallel, serial], rounds, log);
  const failure = fast?.failure ?? slow?.failure;
  if (failure !== undefined || fast === undefined || slow === undefined) {
    return [
      { name: "concurrency: c=8 ÷ c=1", value: "failed", target: "≤ 0.14×", met: false, note: failure },
    ];
  }
  // Each round's pair ran side by side, under the same load.
  const value = pairedRatio(fast.wallMs, slow.wallMs);
  return [
    { name: "concurrency: 200 × 200 ms agent, c=8", value: ms(median(fast.wallMs)), target: "" },
    {
      name: "concurrency: 200 × 200 ms agent, c=1",
      value: ms(median(slow.wallMs)),
      target: "",
      note: "ideal 40 s",
    },
    {
      name: "concurrency: c=8 ÷ c=1",
      value: ratio(value),
      target: "≤ 0.14× (ideal 0.125×)",
      met: value <= 0.14,
    },
  ];
}
