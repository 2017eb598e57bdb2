// Preloaded into every Node process of the measured run (`NODE_OPTIONS=--require`): at exit, each
// appends a line "<script> <peak RSS in KiB>" (the CLI's main process, its agent launcher).
const { appendFileSync } = require("node:fs");
const { basename } = require("node:path");
process.on("exit", () => {
  if (process.env.BENCH_PEAK_RSS_FILE)
    appendFileSync(
      process.env.BENCH_PEAK_RSS_FILE,
      `${basename(process.argv[1] ?? "node")} ${process.resourceUsage().maxRSS}\n`,
    );
});
