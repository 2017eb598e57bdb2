// Preloaded into the measured process (`node --require`): writes its own peak RSS (KiB) at exit.
const { writeFileSync } = require("node:fs");
process.on("exit", () => {
  if (process.env.BENCH_PEAK_RSS_FILE)
    writeFileSync(process.env.BENCH_PEAK_RSS_FILE, String(process.resourceUsage().maxRSS));
});
