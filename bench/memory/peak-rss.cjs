// Preloaded into every Node process of the measured run (`NODE_OPTIONS=--require`): at exit, each
// appends a line "<script> <peak RSS in KiB> <shared KiB>" (the CLI's main process, its agent
// launcher). Shared: pages of its RSS that other processes map too at exit (mostly the Node binary,
// which the main process and the launcher both run), read from /proc where there is one.
const { appendFileSync, readFileSync } = require("node:fs");
const { basename } = require("node:path");

function sharedKib() {
  try {
    const rollup = readFileSync("/proc/self/smaps_rollup", "utf8");
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(rollup)?.[1] ?? 0);
    return field("Shared_Clean") + field("Shared_Dirty");
  } catch {
    return 0;
  }
}

process.on("exit", () => {
  if (process.env.BENCH_PEAK_RSS_FILE)
    appendFileSync(
      process.env.BENCH_PEAK_RSS_FILE,
      `${basename(process.argv[1] ?? "node")} ${process.resourceUsage().maxRSS} ${sharedKib()}\n`,
    );
});
