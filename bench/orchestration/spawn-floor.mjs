// The least any Node tool does for the overhead bench: start, then run the agent once per case,
// at most `concurrency` at a time, and read all it prints (checked for the expected text). No
// suite, no normalizer, no files: what is left of a tool's wall time once everything but starting
// the agents is taken away. Usage: spawn-floor.mjs <agent> <cases> <concurrency> <expected text>
import { spawn } from "node:child_process";

const [agent = "", cases = "0", concurrency = "1", expected = ""] = process.argv.slice(2);

/** @param {number} index */
function runOnce(index) {
  return new Promise((resolve, reject) => {
    const child = spawn(agent, [`case ${index}`], { stdio: ["ignore", "pipe", "ignore"] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0 && Buffer.concat(chunks).includes(expected)) resolve();
      else reject(new Error(`case ${index}: exit ${code}, or the output lacks "${expected}"`));
    });
  });
}

let next = 0;
async function worker() {
  while (next < Number(cases)) await runOnce(next++);
}
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
