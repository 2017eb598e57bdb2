// The base/head fixtures of the comment's golden test, as code: `UPDATE_FIXTURES=1` rewrites them.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, it } from "vitest";
import { type CaseRuns, makeResults } from "./results-builder.ts";

const PDF = "skills/pdf-report/evals";
const LOG = "skills/changelog/EVAL";
const fonts = "file-contains";
const runners = (codexVersion: string) => [
  { id: "claude", agent: "claude-code" as const, model: "claude-sonnet-4-5", agentVersion: "2.0.14" },
  { id: "codex", agent: "codex" as const, model: "gpt-5-codex", agentVersion: codexVersion },
];
const skillMessage = "expected skill pdf-report to be used; the agent used none and wrote report.md by hand";
const fontMessage = 'expected output.pdf to contain "/FontFile2"; it embeds no fonts';
const groupsMessage =
  'expected CHANGELOG.md to contain "### Fixed"; the agent wrote one flat list of 14 entries';

const both = (spec: Omit<CaseRuns, "runner" | "outcomes">, claude: string, codex: string): CaseRuns[] => [
  { ...spec, runner: "claude", outcomes: claude },
  // Codex is quicker, chattier and cheaper here, so the two runners' totals differ.
  {
    ...spec,
    runner: "codex",
    outcomes: codex,
    durationMs: Math.round((spec.durationMs ?? 20_000) * 0.8),
    tokens: Math.round((spec.tokens ?? 10_000) * 1.3),
    costUsd: Number(((spec.costUsd ?? 0.05) * 0.6).toFixed(4)),
  },
];

it("keeps the comparison fixtures as this scenario builds them", () => {
  const base = makeResults(
    [
      ...both(
        {
          suite: PDF,
          case: "quarterly-report",
          message: skillMessage,
          durationMs: 41_000,
          tokens: 18_200,
          costUsd: 0.061,
        },
        "ppppp",
        "ppppp",
      ),
      ...both(
        { suite: PDF, case: "landscape-table", durationMs: 35_000, tokens: 15_100, costUsd: 0.048 },
        "ppppp",
        "pppfp",
      ),
      ...both(
        {
          suite: PDF,
          case: "embeds-fonts",
          assertion: fonts,
          message: fontMessage,
          durationMs: 52_000,
          tokens: 22_400,
          costUsd: 0.074,
        },
        "fffff",
        "fffff",
      ),
      ...both(
        {
          suite: LOG,
          case: "groups-by-type",
          assertion: "contains",
          message: groupsMessage,
          durationMs: 28_000,
          tokens: 9_800,
          costUsd: 0.031,
        },
        "p",
        "p",
      ),
      ...both(
        { suite: LOG, case: "skips-chore-commits", durationMs: 24_000, tokens: 8_700, costUsd: 0.027 },
        "p",
        "p",
      ),
      ...both(
        { suite: LOG, case: "old-format", durationMs: 22_000, tokens: 7_900, costUsd: 0.025 },
        "p",
        "p",
      ),
      ...both(
        {
          suite: LOG,
          case: "handles-empty-range",
          expectedFail: true,
          message: "expected the agent to say the range is empty; it invented 3 entries",
          assertion: "llm_eval",
          durationMs: 30_000,
          tokens: 10_400,
          costUsd: 0.034,
        },
        "f",
        "f",
      ),
      ...both(
        {
          suite: "skills/commit-msg/skill-tests",
          case: "imperative-mood",
          durationMs: 18_000,
          tokens: 6_000,
          costUsd: 0.02,
        },
        "f",
        "p",
      ),
    ],
    { commit: "4e5d6f70a1b2c3d4e5f60718293a4b5c6d7e8f90", runners: runners("0.46.0") },
  );
  const head = makeResults(
    [
      ...both(
        {
          suite: PDF,
          case: "quarterly-report",
          assertion: "skill-used",
          message: skillMessage,
          durationMs: 47_000,
          tokens: 21_300,
          costUsd: 0.07,
        },
        "fffff",
        "ppppp",
      ),
      ...both(
        {
          suite: PDF,
          case: "landscape-table",
          assertion: "file-exists",
          message: "expected table.pdf to exist; the agent saved table.html instead",
          durationMs: 36_000,
          tokens: 15_600,
          costUsd: 0.05,
        },
        "ppfpp",
        "ppppp",
      ),
      ...both(
        {
          suite: PDF,
          case: "embeds-fonts",
          assertion: fonts,
          message: fontMessage,
          durationMs: 51_000,
          tokens: 22_100,
          costUsd: 0.073,
        },
        "fffff",
        "fffff",
      ),
      ...both(
        {
          suite: LOG,
          case: "groups-by-type",
          assertion: "contains",
          message: groupsMessage,
          durationMs: 29_000,
          tokens: 10_100,
          costUsd: 0.032,
        },
        "f",
        "p",
      ),
      ...both(
        { suite: LOG, case: "skips-chore-commits", durationMs: 24_500, tokens: 8_600, costUsd: 0.027 },
        "p",
        "e",
      ),
      ...both(
        {
          suite: LOG,
          case: "links-prs",
          assertion: "regex",
          message: "expected a link like (#123) after each entry; found none",
          durationMs: 26_000,
          tokens: 9_100,
          costUsd: 0.029,
        },
        "p",
        "f",
      ),
      ...both(
        {
          suite: LOG,
          case: "handles-empty-range",
          expectedFail: true,
          message: "expected the agent to say the range is empty; it invented 3 entries",
          assertion: "llm_eval",
          durationMs: 31_000,
          tokens: 10_900,
          costUsd: 0.035,
        },
        "p",
        "f",
      ),
    ],
    {
      commit: "9f1c2ab3d4e5f60718293a4b5c6d7e8f90a1b2c3",
      runners: runners("0.47.0"),
      startedAt: "2026-11-22T11:00:00.000Z",
    },
  );
  const dir = `${import.meta.dirname}/../fixtures/compare`;
  for (const [name, results] of [
    ["base.results.json", base],
    ["head.results.json", head],
  ] as const) {
    const text = `${JSON.stringify(results, null, 2)}\n`;
    if (process.env.UPDATE_FIXTURES === "1") writeFileSync(`${dir}/${name}`, text);
    expect(readFileSync(`${dir}/${name}`, "utf8")).toBe(text);
  }
});
