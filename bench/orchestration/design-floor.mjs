// A lower bound on what a tool built to DESIGN.md does for the overhead bench: part of what the
// design asks of a run and of each execution, written by hand, each step the cheapest way we
// found. It starts Node, reads the suite (the same EVAL.yaml, with the project's YAML parser) and
// forks a launcher (DESIGN.md §4: agents are spawned off the main thread). The launcher does each
// execution's file work synchronously, in its own process: the execution folder, a private HOME
// made and removed, stdout written to `stdout.jsonl` as it arrives, stderr to `stderr.log`, and
// once the agent ends every stdout line parsed with JSON.parse, `report.json` and
// `assertions.json`. The main process writes `results.json` atomically as executions finish (at
// most every 2 s, as ours does) and at the end, then `report.md`, `junit.xml` and `report.html`
// (§6). Each run writes a folder of its own under `.design-floor/`, so no earlier run is removed
// while it is timed.
// Left out, though the design asks for them: the config, a timeout, the marker and the ending of
// an execution's process group and of descendants that left it, parsing stdout as it streams (here
// once the agent ends), zod, redaction, the normalizer and the HTML report's details.
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
  let finished = false;
  // A failed spawn is reported by "error", then "close": the first one settles the execution.
  const finish = (result) => {
    if (finished) return;
    finished = true;
    closeSync(stdout);
    rmSync(home, { recursive: true, force: true });
    process.send({ id, ...result });
  };
  child.on("error", (error) => finish({ passed: false, failure: error.message }));
  child.on("close", (code) => {
    try {
      const lines = Buffer.concat(chunks).toString("utf8").split("\n");
      const events = lines.filter((line) => line.length > 0).map((line) => JSON.parse(line));
      const passed = code === 0 && JSON.stringify(events.at(-1) ?? null).includes(expected);
      const assertions = [{ type: "contains", value: expected, passed }];
      writeFileSync(join(dir, "report.json"), JSON.stringify({ id, events }));
      writeFileSync(join(dir, "assertions.json"), JSON.stringify(assertions));
      finish({ passed, assertions, failure: passed ? undefined : `exit ${code}, or no "${expected}"` });
    } catch (error) {
      finish({ passed: false, failure: error.message });
    }
  });
}

async function main(suiteDir = "", agent = "", concurrency = "1", expected = "") {
  const launcher = fork(import.meta.filename, ["--launcher"], { serialization: "advanced", detached: true });
  const waiting = new Map();
  launcher.on("message", (result) => waiting.get(result.id)(result));
  launcher.on("exit", () => {
    for (const settle of waiting.values()) settle({ passed: false, failure: "the launcher stopped" });
  });

  const { parse } = await import("yaml");
  const suite = parse(readFileSync(join(suiteDir, "EVAL.yaml"), "utf8"));
  mkdirSync(join(suiteDir, ".design-floor"), { recursive: true });
  const output = mkdtempSync(join(suiteDir, ".design-floor", "run-"));
  mkdirSync(join(output, "executions"));

  const results = [];
  let written = Date.now();
  const writeResults = () => {
    written = Date.now();
    writeFileSync(join(output, "results.json.tmp"), JSON.stringify({ version: 1, executions: results }));
    renameSync(join(output, "results.json.tmp"), join(output, "results.json"));
  };

  let failure;
  const runCase = async (test, id) => {
    const dir = join(output, "executions", `${test.id}-${id.toString(16)}`);
    const result = await new Promise((resolve) => {
      waiting.set(id, resolve);
      launcher.send({ id, command: agent, args: [test.input], dir, expected });
    });
    waiting.delete(id);
    results.push({ case: test.id, passed: result.passed, assertions: result.assertions ?? [] });
    if (Date.now() - written >= 2000) writeResults();
    if (!result.passed) failure ??= `${test.id}: ${result.failure}`;
  };
  let next = 0;
  const worker = async () => {
    // After a failure no new case starts; the running ones finish, so none is left behind.
    while (failure === undefined && next < suite.tests.length) {
      const id = next++;
      await runCase(suite.tests[id], id);
    }
  };
  await Promise.all(Array.from({ length: Number(concurrency) }, worker));
  launcher.disconnect();
  if (failure !== undefined) {
    process.stderr.write(`design-floor: ${failure}\n`);
    process.exit(1);
  }

  writeResults();
  const rows = results.map((result) => `| ${result.case} | ${result.passed ? "pass" : "fail"} |`);
  writeFileSync(join(output, "report.md"), `| case | result |\n|---|---|\n${rows.join("\n")}\n`);
  const testcases = results.map((result) => `<testcase name="${result.case}"/>`).join("");
  writeFileSync(join(output, "junit.xml"), `<testsuites><testsuite>${testcases}</testsuite></testsuites>`);
  writeFileSync(join(output, "report.html"), `<!doctype html><pre>${JSON.stringify(results)}</pre>`);
}
