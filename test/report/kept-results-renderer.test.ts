import { describe, expect, it } from "vitest";
import type { ExecutionResult, Results } from "../../src/model/results.ts";
import { resultsRedactor } from "../../src/orchestration/results-redactor.ts";
import { keptResultsRenderer } from "../../src/report/kept-results-renderer.ts";
import { SecretSet } from "../../src/report/redact.ts";
import { renderResults } from "../../src/report/write-results.ts";
import { makeResults } from "../compare/results-builder.ts";

const SECRET = "tok_1234567890";
const NUMERIC_SECRET = "4815162342";

/** Several suites, runners and outcomes; texts with quotes, newlines, non-ASCII and a lone surrogate; members left undefined. */
function variedResults(): Results {
  const built = makeResults(
    [
      { suite: "python", case: "basics", outcomes: "pfe", message: `said "python-3.12"\nand ${SECRET}` },
      { suite: "python", case: `uses-${SECRET}`, outcomes: "pp", confirmations: 1, costUsd: 0.0123 },
      {
        suite: "docs",
        case: "readme",
        runner: "codex",
        outcomes: "fs",
        message: "héllo — 日本語 🎉 \ud800 \u0000 \t",
      },
      { suite: "docs", case: "empty", outcomes: "", threshold: 0.5 },
      { suite: "docs", case: "flaky", outcomes: "fpf", failureClass: { id: "timeout", label: "Timed out" } },
    ],
    {
      runners: [
        { id: "claude", agent: "claude-code", model: "claude-sonnet-4-5" },
        { id: "codex", agent: "codex", agentVersion: "0.63.0" },
      ],
    },
  );
  const executions = built.executions.map(
    (execution, index): ExecutionResult => ({
      ...execution,
      model: index % 2 === 0 ? undefined : execution.model,
      durationMs: index === 1 ? Number(NUMERIC_SECRET) : execution.durationMs + index / 3,
      detectedSkills: index === 2 ? [] : [`skill-${index}`, SECRET],
    }),
  );
  return {
    ...built,
    run: { ...built.run, endedAt: undefined, commit: SECRET },
    executions,
    summary: { ...built.summary, gates: [{ suite: "docs", threshold: 0.8, meanScore: null, passed: true }] },
  };
}

/** The renderer as the live file uses it: once per rewrite, as executions are added. */
function rewrites(results: Results, secrets: SecretSet, addLater?: string) {
  const render = keptResultsRenderer();
  const shown = resultsRedactor(secrets);
  const compared: Array<{ kept: Buffer; plain: Buffer }> = [];
  for (let count = 0; count <= results.executions.length; count++) {
    if (addLater !== undefined && count === 3) secrets.add([addLater]);
    const snapshot = shown({ ...results, executions: results.executions.slice(0, count) });
    compared.push({ kept: render(snapshot), plain: Buffer.from(renderResults(snapshot)) });
  }
  return compared;
}

describe("results.json rendered from kept pieces", () => {
  it("gives the bytes of the plain render at every rewrite, without secrets", () => {
    const compared = rewrites(variedResults(), new SecretSet());
    expect(compared.length).toBeGreaterThan(10);
    for (const { kept, plain } of compared) expect(kept.equals(plain)).toBe(true);
  });

  it("gives the bytes of the plain render with redaction on, when a secret is added mid-run too", () => {
    const compared = rewrites(variedResults(), new SecretSet([NUMERIC_SECRET]), SECRET);
    for (const { kept, plain } of compared) expect(kept.equals(plain)).toBe(true);
    const last = compared.at(-1)?.kept.toString("utf8") ?? "";
    expect(last).not.toContain(SECRET);
    expect(last).toContain("[REDACTED]");
  });

  it("gives the plain render's bytes for results with no execution", () => {
    const none = { ...variedResults(), executions: [] };
    expect(keptResultsRenderer()(none).equals(Buffer.from(renderResults(none)))).toBe(true);
  });
});
