// The least a tool built to DESIGN.md does for the overhead bench, written by hand with nothing
// else, every per-execution step done the cheapest way we found. It starts Node, reads the suite
// (the same EVAL.yaml, with the project's YAML parser) and forks a launcher (DESIGN.md §4: agents
// are spawned off the main thread). The launcher does each execution's file work synchronously,
// in its own process: the execution folder, a private HOME made and removed, stdout streamed to
// `stdout.jsonl` as it arrives, stderr to `stderr.log`, and once the agent ends every stdout line
// parsed with JSON.parse (a normalizer's least work), `report.json` and `assertions.json`.
// The main process writes `results.json` atomically as executions finish (at most every 500 ms)
// and at the end, then `report.md`, `junit.xml` and `report.html` (DESIGN.md §6).
// No engine, no normalizer, no zod, no redaction: what any tool to this design pays.
// Usage: design-floor.mjs <suite folder> <agent> <concurrency> <expected text>
import { fork, spawn } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";

if (process.argv[2] === "--launcher") {
  process.on("message", runExecution);
  process.on("disconnect", () => process.exit(0));
} else {
  await main(...process.argv.slice(2));
}

/** In the launcher: one execution, from its folder to its assertion results. */
function runExecution({ id, command, args, dir, expected }) {
  mkdirSync(dir);
  const home = mkdtempSync(join(tmpdir(), "design-floor-home-"));
  const stdout = openSync(join(dir, "stdout.jsonl"), "w");
  const stderr = openSync(join(dir, "stderr.log"), "w");
  const env = { ...process.env, HOME: home };
  const child = spawn(command, args, { stdio: ["ignore", "pipe", stderr], env, detached: true });
  closeSync(stderr);
  const chunks = [];
  child.stdout.on("data", (chunk) => {
    writeSync(stdout, chunk);
    chunks.push(chunk);
  });
  child.on("close", (code) => {
    closeSync(stdout);
    const lines = Buffer.concat(chunks).toString("utf8").split("\n");
    const events = lines.filter((line) => line.length > 0).map((line) => JSON.parse(line));
    const passed = code === 0 && JSON.stringify(events.at(-1)).includes(expected);
    const assertions = [{ type: "contains", value: expected, passed }];
    writeFileSync(join(dir, "report.json"), JSON.stringify({ id, events }));
    writeFileSync(join(dir, "assertions.json"), JSON.stringify(assertions));
    rmSync(home, { recursive: true, force: true });
    process.send({ id, passed, assertions });
  });
}

async function main(suiteDir = "", agent = "", concurrency = "1", expected = "") {
  const launcher = fork(import.meta.filename, ["--launcher"], { serialization: "advanced", detached: true });
  const waiting = new Map();
  launcher.on("message", (result) => waiting.get(result.id)(result));

  const suite = parse(readFileSync(join(suiteDir, "EVAL.yaml"), "utf8"));
  const output = join(suiteDir, ".design-floor");
  rmSync(output, { recursive: true, force: true });
  mkdirSync(join(output, "executions"), { recursive: true });

  const results = [];
  let written = 0;
  const writeResults = () => {
    written = Date.now();
    writeFileSync(join(output, "results.json.tmp"), JSON.stringify({ version: 1, executions: results }));
    renameSync(join(output, "results.json.tmp"), join(output, "results.json"));
  };

  const runCase = async (test, id) => {
    const dir = join(output, "executions", `${test.id}-${id.toString(16)}`);
    const result = await new Promise((resolve) => {
      waiting.set(id, resolve);
      launcher.send({ id, command: agent, args: [test.input], dir, expected });
    });
    results.push({ case: test.id, passed: result.passed, assertions: result.assertions });
    if (Date.now() - written >= 500) writeResults();
    if (!result.passed) throw new Error(`${test.id}: the agent failed or its answer lacks "${expected}"`);
  };
  let next = 0;
  const worker = async () => {
    while (next < suite.tests.length) {
      const id = next++;
      await runCase(suite.tests[id], id);
    }
  };
  await Promise.all(Array.from({ length: Number(concurrency) }, worker));
  launcher.disconnect();

  writeResults();
  const rows = results.map((result) => `| ${result.case} | ${result.passed ? "pass" : "fail"} |`);
  writeFileSync(join(output, "report.md"), `| case | result |\n|---|---|\n${rows.join("\n")}\n`);
  const testcases = results.map((result) => `<testcase name="${result.case}"/>`).join("");
  writeFileSync(join(output, "junit.xml"), `<testsuites><testsuite>${testcases}</testsuite></testsuites>`);
  writeFileSync(join(output, "report.html"), `<!doctype html><pre>${JSON.stringify(results)}</pre>`);
}
