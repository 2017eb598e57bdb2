// Preloaded (NODE_OPTIONS=--import) into every Node process of a timed tool: at exit each writes its
// own CPU time and peak RSS to BENCH_USAGE_DIR/<pid>.json, so the bench sees the tool itself, not
// the agents it starts.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.BENCH_USAGE_DIR;
if (dir !== undefined) {
  process.on("exit", () => {
    const usage = process.resourceUsage();
    const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify({ cpuMs, maxRssKb: usage.maxRSS }));
  });
}
