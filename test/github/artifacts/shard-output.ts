/** A shard's output folder as the engine leaves it (DESIGN §6), written for artifact tests. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ExecutionResult, type Results, resultsSchema } from "../../../src/model/results.ts";
import type { ExecutionStatus } from "../../../src/model/status.ts";

export interface ShardExecution {
  dir: string;
  status: ExecutionStatus;
  /** Also leave a kept workspace for it, with these files. */
  workspace?: Record<string, string>;
}

export function writeShardOutput(outDir: string, shard: number, executions: readonly ShardExecution[]): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, "results.json"),
    `${JSON.stringify(shardResults(shard, executions), null, 2)}\n`,
  );
  writeFileSync(join(outDir, "report.md"), `# Shard ${shard}\r\n\n| case | status |\n`);
  writeFileSync(join(outDir, "junit.xml"), `<testsuites name="shard-${shard}"/>\n`);
  writeFileSync(join(outDir, "plan.json"), `{"shards":3}\n`);
  for (const execution of executions) {
    const artifactDir = join(outDir, "executions", execution.dir);
    mkdirSync(artifactDir, { recursive: true });
    writeFileSync(join(artifactDir, "stdout.jsonl"), `{"type":"result","shard":${shard}}\n`);
    writeFileSync(join(artifactDir, "report.json"), Buffer.from([0x7b, 0x7d, 0x0a, 0x00, 0xff]));
    for (const [path, content] of Object.entries(execution.workspace ?? {})) {
      const file = join(outDir, "workspaces", execution.dir, path);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, content);
    }
  }
}

function shardResults(shard: number, executions: readonly ShardExecution[]): Results {
  return resultsSchema.parse({
    schemaVersion: 1,
    run: { startedAt: "2026-11-22T10:00:00.000Z", toolVersion: "0.1.0", complete: true },
    runners: [{ id: "claude", agent: "claude-code" }],
    suites: [],
    executions: executions.map((execution, index) => executionResult(shard, index, execution)),
    cases: [],
    summary: { executions: {}, cases: {}, passRate: null, exitCode: 0 },
  });
}

function executionResult(shard: number, index: number, execution: ShardExecution): ExecutionResult {
  return {
    key: `suite-${shard}/case-${index}/claude#1`,
    suite: `suite-${shard}`,
    case: `case-${index}`,
    runner: "claude",
    iteration: 1,
    status: execution.status,
    durationMs: 1000,
    usage: { inputTokens: 1, outputTokens: 1 },
    assertions: [],
    detectedSkills: [],
    agent: "claude-code",
    artifactDir: `executions/${execution.dir}`,
  };
}
