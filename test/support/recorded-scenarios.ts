import { readdirSync, readFileSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * Reading the recorded scenarios under `test/fixtures/transcripts/<cli>/<scenario>/`: a CLI run
 * against a scripted model server, kept as stdout.jsonl, stderr.log, exit-code.txt and the truth
 * about it in expected.json.
 */

/** The shape of a scenario's expected.json; a CLI with more to say passes `.extend(...)` of it. */
export const scenarioExpectedSchema = z.object({
  finalOutput: z.string().nullable(),
  skillsInvoked: z.array(z.string()),
  commands: z.array(z.string()),
  filesRead: z.array(z.string()),
  toolNamesInOrder: z.array(z.string()),
  isError: z.boolean(),
  errorKind: z.enum(["api-error", "max-turns", "permission-denied"]).nullable(),
  modelCalls: z.number(),
  httpStatus: z.number().optional(),
  detectedSkills: z.array(z.object({ skill: z.string(), confidence: z.string() })),
  skillMdReads: z.array(z.string()),
  failedSkillInvocations: z.array(z.string()),
  failedCommands: z.array(
    z.object({ command: z.string(), exitCode: z.number().nullable(), reason: z.string().optional() }),
  ),
});

export type ScenarioExpected = z.infer<typeof scenarioExpectedSchema>;

/** What the CLI left behind in one scenario: its stdout lines, exit code and the tail of stderr. */
export interface RecordedRun {
  lines: string[];
  exitCode: number;
  stderrTail: string;
}

export interface RecordedScenarios {
  /** The scenario folder names, sorted. */
  names: string[];
  /** The text of one file of a scenario. */
  text(name: string, file: string): string;
  /** The run recorded in a scenario. */
  run(name: string): RecordedRun;
  /** The workspace the scenario was recorded in: `/home/runner/ws-<folder>-<name>`. */
  workspaceOf(name: string): string;
  /** The scenario's expected.json, checked against the schema. */
  expectedFor(name: string): ScenarioExpected;
}

/** The recorded scenarios of `test/fixtures/transcripts/<folder>/`. */
export function recordedScenarios(folder: string): RecordedScenarios {
  const dir = fileURLToPath(new URL(`../fixtures/transcripts/${folder}/`, import.meta.url));
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const text = (name: string, file: string) => readFileSync(posix.join(dir, name, file), "utf8");
  return {
    names,
    text,
    run: (name) => ({
      lines: text(name, "stdout.jsonl").split("\n"),
      exitCode: Number(text(name, "exit-code.txt").trim()),
      stderrTail: text(name, "stderr.log").slice(-4000),
    }),
    workspaceOf: (name) => `/home/runner/ws-${folder}-${name}`,
    expectedFor: (name) => scenarioExpectedSchema.parse(JSON.parse(text(name, "expected.json"))),
  };
}

/** `build` once a scenario: the reports of the recorded runs, each made on first use. */
export function cachedByScenario<Report>(build: (name: string) => Report): (name: string) => Report {
  const cache = new Map<string, Report>();
  return (name) => {
    const cached = cache.get(name);
    if (cached !== undefined) return cached;
    const report = build(name);
    cache.set(name, report);
    return report;
  };
}
