import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { EXPECTED_TEXT } from "./fake-claude.ts";

// Equivalent suites for each tool: `cases` cases, one prompt each, one `contains` check on the answer.

function caseIds(cases: number): string[] {
  return Array.from({ length: cases }, (_, index) => `case-${String(index + 1).padStart(3, "0")}`);
}

function prompt(id: string): string {
  return `Write the status report (${id})`;
}

function evalTests(cases: number): string {
  return caseIds(cases)
    .map(
      (id) =>
        `  - id: ${id}\n    criteria: mentions the report\n    input: ${prompt(id)}\n` +
        `    assertions:\n      - { type: contains, value: ${EXPECTED_TEXT} }\n`,
    )
    .join("");
}

export function writeOursSuite(dir: string, claude: string, cases: number): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "skill-eval.config.yaml"),
    `runners:\n  fake:\n    agent: command\n    command: [${JSON.stringify(claude)}, "{prompt}"]\n    format: claude-code\n`,
  );
  writeFileSync(join(dir, "EVAL.yaml"), `tests:\n${evalTests(cases)}`);
}

export function writeAgentvSuite(dir: string, claude: string, cases: number): void {
  mkdirSync(join(dir, ".agentv"), { recursive: true });
  // agentv's cli target reads the answer from {OUTPUT_FILE}; its command is a shell template.
  writeFileSync(
    join(dir, ".agentv", "targets.yaml"),
    `targets:\n  - name: fake\n    provider: cli\n    command: ${claude} {PROMPT} > {OUTPUT_FILE}\n`,
  );
  writeFileSync(join(dir, "EVAL.yaml"), `execution:\n  target: fake\ntests:\n${evalTests(cases)}`);
}

export function writePromptfooSuite(dir: string, claude: string, cases: number): void {
  mkdirSync(dir, { recursive: true });
  const tests = caseIds(cases)
    .map(
      (id) => `  - vars: { q: "${prompt(id)}" }\n    assert: [{ type: contains, value: ${EXPECTED_TEXT} }]\n`,
    )
    .join("");
  writeFileSync(
    join(dir, "promptfooconfig.yaml"),
    `prompts: ["{{q}}"]\nproviders: ["exec: ${claude}"]\ntests:\n${tests}`,
  );
}

export function writeSkillgymSuite(dir: string, claude: string, cases: number, concurrency: number): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "skillgym.config.ts"),
    `export default {\n  run: { schedule: "parallel", maxParallel: ${concurrency}, reporter: "json-summary" },\n` +
      `  runners: { fake: { agent: { type: "claude-code", model: "claude-sonnet-4-5", command: ${JSON.stringify(claude)} } } },\n};\n`,
  );
  const entries = caseIds(cases)
    .map(
      (id) =>
        `  { id: "${id}", prompt: "${prompt(id)}", assert(_report, ctx) {\n` +
        `    if (!ctx.finalOutput().includes("${EXPECTED_TEXT}")) throw new Error("missing ${EXPECTED_TEXT}");\n  } },\n`,
    )
    .join("");
  writeFileSync(join(dir, "bench.suite.ts"), `export default [\n${entries}];\n`);
}
