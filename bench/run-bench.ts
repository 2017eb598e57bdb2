// `npm run bench`: measures the speed targets of issues 6 and 10 and prints one table.
// `npm run bench -- <section>...` runs only the named sections (see SECTIONS).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchColdStart } from "./cold-start/bench-cold-start.ts";
import { benchComment } from "./comment/bench-comment.ts";
import { benchDiscover } from "./discover/bench-discover.ts";
import { benchSelection } from "./discover/bench-selection.ts";
import { benchEarlyStop } from "./early-stop/bench-early-stop.ts";
import { type Figure, renderFigures } from "./lib/figure.ts";
import { describeMachine } from "./lib/machine.ts";
import { ensurePeers } from "./lib/peers.ts";
import { benchMemory } from "./memory/bench-memory.ts";
import { benchNormalize } from "./normalize/bench-normalize.ts";
import {
  benchConcurrency,
  benchOverhead,
  benchOverheadInMemory,
} from "./orchestration/bench-orchestration.ts";
import { benchPool, benchScenario } from "./orchestration/bench-scenario.ts";
import { benchRegressions } from "./regressions/bench-regressions.ts";
import { CROSS_CHECK_SETTINGS, engineCrossCheck } from "./regressions/engine-cross-check.ts";
import { benchSharding } from "./sharding/bench-sharding.ts";

const log = (line: string) => process.stderr.write(`${line}\n`);
/** Interleaved rounds of the sections that time tools against each other, their order rotating. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const SECTIONS: Record<string, (root: string) => Figure[] | Promise<Figure[]>> = {
  overhead: (root) => {
    ensurePeers(log);
    return benchOverhead(root, ROUNDS, log);
  },
  "overhead-tmpfs": () => {
    ensurePeers(log);
    return benchOverheadInMemory(ROUNDS, log);
  },
  concurrency: (root) => benchConcurrency(root, 3, log),
  pool: (root) => benchPool(root, ROUNDS, log),
  scenario: (root) => {
    ensurePeers(log);
    return benchScenario(root, ROUNDS, log);
  },
  normalize: (root) => benchNormalize(root, 1, log),
  memory: (root) => benchMemory(root, log),
  discover: async (root) => [...benchDiscover(root, 3, log), ...(await benchSelection(root, 3, log))],
  "early-stop": () => benchEarlyStop(),
  "cold-start": (root) => benchColdStart(root, 10, log),
  sharding: () => benchSharding(),
  comment: () => benchComment(10, log),
  regressions: (root) => [
    ...benchRegressions(Number(process.env.BENCH_PULL_REQUESTS ?? 200), log),
    ...engineCrossCheck(
      root,
      Array.from({ length: Number(process.env.BENCH_ENGINE_PULL_REQUESTS ?? 2) }, (_, index) => index),
      CROSS_CHECK_SETTINGS,
      log,
    ),
  ],
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  log(`unknown section(s): ${unknown.join(", ")}; choose from ${Object.keys(SECTIONS).join(", ")}`);
  process.exit(2);
}

const started = performance.now();
const root = mkdtempSync(join(tmpdir(), "skill-eval-bench-"));
const figures: Figure[] = [];
try {
  for (const [name, run] of Object.entries(SECTIONS)) {
    if (requested.length > 0 && !requested.includes(name)) continue;
    const sectionRoot = join(root, name);
    mkdirSync(sectionRoot);
    figures.push(...(await run(sectionRoot)));
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.stdout.write(`${describeMachine()}\n\n${renderFigures(figures)}\n`);
log(`bench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
