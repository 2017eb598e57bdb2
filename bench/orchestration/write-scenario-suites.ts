import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CANNED_TRANSCRIPT, EXPECTED_TEXT } from "./fake-claude.ts";

/** One case of a scenario: the agent sleeps `sleepSeconds` before it answers. */
export interface ScenarioCase {
  id: string;
  sleepSeconds: number;
}

/**
 * Writes `<dir>/claude`: a shell script that sleeps for the `sleep=<seconds>` its prompt names
 * (the prompt is its last argument under every tool) and prints the canned transcript.
 */
export function writeSleepingClaude(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const transcript = join(dir, "transcript.jsonl");
  copyFileSync(CANNED_TRANSCRIPT, transcript);
  const script = join(dir, "claude");
  writeFileSync(
    script,
    `#!/bin/sh\ns=0\nfor a in "$@"; do case "$a" in *sleep=*) s=\${a##*sleep=}; s=\${s%%)*};; esac; done\nsleep "$s"\nexec cat '${transcript}'\n`,
  );
  chmodSync(script, 0o755);
  return script;
}

function prompt({ id, sleepSeconds }: ScenarioCase): string {
  return `Write the status report (${id} sleep=${sleepSeconds})`;
}

/** Ours: the cases as `suites` EVAL.yaml files of equal size, each in its own folder. */
export function writeOursScenario(
  dir: string,
  claude: string,
  cases: readonly ScenarioCase[],
  suites: number,
) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "skill-eval.config.yaml"),
    `runners:\n  fake:\n    agent: command\n    command: [${JSON.stringify(claude)}, "{prompt}"]\n    format: claude-code\n`,
  );
  const perSuite = Math.ceil(cases.length / suites);
  for (let suite = 0; suite < suites; suite++) {
    const folder = join(dir, `suite-${String(suite + 1).padStart(2, "0")}`);
    mkdirSync(folder, { recursive: true });
    const tests = cases
      .slice(suite * perSuite, (suite + 1) * perSuite)
      .map(
        (entry) =>
          `  - id: ${entry.id}\n    criteria: mentions the report\n    input: ${prompt(entry)}\n` +
          `    assertions:\n      - { type: contains, value: ${EXPECTED_TEXT} }\n`,
      )
      .join("");
    writeFileSync(join(folder, "EVAL.yaml"), `tests:\n${tests}`);
  }
}

/** skillgym: one suite file, `repeat` repetitions of each case (all pass, so exactly that many). */
export function writeSkillgymScenario(
  dir: string,
  claude: string,
  cases: readonly ScenarioCase[],
  options: { concurrency: number; repeat: number },
) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "skillgym.config.ts"),
    `export default {\n  run: { schedule: "parallel", maxParallel: ${options.concurrency}, repeat: ${options.repeat}, reporter: "json-summary" },\n` +
      `  runners: { fake: { agent: { type: "claude-code", model: "claude-sonnet-4-5", command: ${JSON.stringify(claude)} } } },\n};\n`,
  );
  const entries = cases
    .map(
      (entry) =>
        `  { id: "${entry.id}", prompt: "${prompt(entry)}", assert(_report, ctx) {\n` +
        `    if (!ctx.finalOutput().includes("${EXPECTED_TEXT}")) throw new Error("missing ${EXPECTED_TEXT}");\n  } },\n`,
    )
    .join("");
  writeFileSync(join(dir, "bench.suite.ts"), `export default [\n${entries}];\n`);
}
