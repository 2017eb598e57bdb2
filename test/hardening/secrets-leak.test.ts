import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resultsSchema } from "../../src/model/results.ts";
import { renderComment } from "../../src/report/comment/render-comment.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

/**
 * Plants random secrets (a runner env value, GITHUB_TOKEN and the judge's key) into an agent's
 * stdout and stderr in every form (raw, JSON-escaped, URL-encoded, base64), into its kept
 * workspace (a text file, a binary file, a file name) and into assertion messages, expected and
 * actual values and soft assertions; runs the bundled CLI, and searches everything it printed or
 * stored, `--format json` and the PR comment included.
 */
const AGENT = join(import.meta.dirname, "leak-agent.mjs");

/** Every entry below a folder, files and folders alike, as paths relative to it. */
function entriesUnder(folder: string, prefix = ""): string[] {
  return readdirSync(join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? [path, ...entriesUnder(folder, path)] : [path];
  });
}

const unicodeEscaped = (text: string) =>
  [...text].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");

/** The forms the leak agent writes a secret in, as a reader could decode them back. */
function formsOf(secret: string): string[] {
  return [
    secret,
    unicodeEscaped(secret),
    JSON.stringify(secret).slice(1, -1).replaceAll("/", "\\/"),
    encodeURIComponent(secret),
    Buffer.from(secret).toString("base64").slice(0, -4),
    Buffer.from(secret).toString("latin1"),
  ];
}

function leaks(secrets: readonly string[], texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    secrets.flatMap((secret) =>
      formsOf(secret)
        .filter((form) => text.includes(form))
        .map((form) => `${where}: ${form}`),
    ),
  );
}

const secretArbitrary = fc
  .array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_/+=.:\n"), {
    minLength: 12,
    maxLength: 32,
  })
  .map((characters) => characters.join(""));

async function plantAndRun(runnerSecret: string, githubToken: string, judgeKey: string) {
  const plantFile = join(makeProject({}), "plant.json");
  writeFileSync(
    plantFile,
    JSON.stringify({ githubToken, judgeKey, all: [runnerSecret, githubToken, judgeKey] }),
  );
  const dir = makeProject({
    "skill-eval.config.yaml": [
      "runners:",
      "  leaky:",
      "    agent: command",
      `    command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(AGENT)}]`,
      "    env:",
      `      RUNNER_SECRET: ${JSON.stringify(runnerSecret)}`,
      `      PLANT_FILE: ${JSON.stringify(plantFile)}`,
      "judge:",
      "  provider: anthropic",
      "  baseUrl: http://127.0.0.1:9",
      "",
    ].join("\n"),
    // One case passes; the others fail quoting the output or the secrets themselves (a thrown
    // message, assert.equal's expected and actual, soft assertions): their workspaces are kept.
    "leak.suite.mjs": [
      'import { readFileSync } from "node:fs";',
      'import { assert } from "skillgym";',
      'export const workspace = { mode: "isolated" };',
      `const planted = JSON.parse(readFileSync(${JSON.stringify(plantFile)}, "utf8")).all;`,
      "export default [",
      '  { id: "passes", prompt: "p", assert() {} },',
      '  { id: "throws", prompt: "q", assert(report) { throw new Error("bad answer: " + report.finalOutput); } },',
      '  { id: "equal", prompt: "q", assert() { assert.equal(planted.join(" "), planted[0]); } },',
      '  { id: "soft", prompt: "q", assert() {',
      '      const notes = planted.join(" ");',
      '      assert.soft.equal(notes, "a"); assert.soft.match(notes, /^never$/); assert.soft.deepEqual({ notes }, {});',
      "  } },",
      "];",
      "",
    ].join("\n"),
  });
  const run = await runDistAsync("cli.js", ["run", "--verbose", "--format", "json"], {
    cwd: dir,
    env: { GITHUB_TOKEN: githubToken, ANTHROPIC_API_KEY: judgeKey },
  });
  const out = join(dir, ".skill-eval");
  const results = resultsSchema.parse(JSON.parse(readFileSync(join(out, "results.json"), "utf8")));
  const entries = entriesUnder(out);
  const surfaces: Record<string, string> = {
    stdout: run.stdout,
    stderr: run.stderr,
    comment: renderComment({ results }, { allCases: true }),
    "file names": entries.join("\n"),
    ...Object.fromEntries(
      entries
        .filter((entry) => statSync(join(out, entry)).isFile())
        .map((entry) => [entry, readFileSync(join(out, entry), "latin1")]),
    ),
    // report.html's sessions are escaped or gzipped in the file: searched as the browser reads them.
    "report.html sessions": decodedDetails(readFileSync(join(out, "report.html"), "utf8")),
  };
  return { run, out, results, entries, surfaces };
}

/**
 * report.html's sessions as the browser reads them: inline JSON blocks parsed (their `<`, `>` and
 * `&` are escapes in the file) and gzipped ones inflated.
 */
function decodedDetails(html: string): string {
  return [
    ...html.matchAll(/<script type="application\/(json|gzip\+base64)" id="detail-\d+">([^<]*)<\/script>/g),
  ]
    .map(([, type, text = ""]) =>
      type === "json"
        ? JSON.stringify(JSON.parse(text))
        : gunzipSync(Buffer.from(text, "base64")).toString("utf8"),
    )
    .join("\n");
}

describe("planted secrets never reach what the CLI stores or prints", () => {
  it("the run stored every kind of output to search, and the agent really printed the secrets", async () => {
    const { run, out, results, entries, surfaces } = await plantAndRun(
      "runner/secret+7f3a9c21e5",
      "ghs_plantedGithubToken0123456789",
      "sk-ant-plantedJudgeKey-abcdef987654",
    );
    expect(run.status, run.stderr).toBe(1);
    expect(JSON.parse(run.stdout).summary).toBeDefined();
    expect(entries).toEqual(
      expect.arrayContaining(["results.json", "report.md", "report.html", "junit.xml"]),
    );
    expect(
      entries.filter((name) => /stdout\.jsonl$|stderr\.log$|report\.json$|assertions\.json$/.test(name)),
    ).toHaveLength(16);
    const kept = entries.filter((name) => name.startsWith("workspaces/") && name.endsWith("notes.txt"));
    expect(kept).toHaveLength(3);
    expect(readFileSync(join(out, kept[0] ?? ""), "utf8")).toMatch(
      /^\[REDACTED\] skill-eval replaced this file/,
    );
    expect(entries.some((name) => name.endsWith("blob.bin"))).toBe(true);
    expect(entries.some((name) => name.includes("name-[REDACTED].txt"))).toBe(true);
    const stderrLog = entries.find((name) => name.endsWith("stderr.log")) ?? "";
    expect(readFileSync(join(out, stderrLog), "utf8")).toMatch(/^debug: \[REDACTED\] \| \[REDACTED\] \| /);
    // Each failing case's message quoted the agent's output (so had something to leak).
    const failed = results.executions.filter((execution) => execution.status === "failed");
    expect(failed.map((execution) => execution.case).sort()).toEqual(["equal", "soft", "throws"]);
    for (const execution of failed) expect(JSON.stringify(execution)).toContain("[REDACTED]");
    // report.html's sessions are searched decoded too, and they do quote the agent's output.
    expect(surfaces["report.html sessions"]).toContain("[REDACTED]");
  }, 60_000);

  it("a key in PEM form, its lines and its JSON form included, appears nowhere", async () => {
    const lines = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw", "ggSjAgEAAoIBAQC7q1w2e3r4t5y6u7i8o9"];
    const key = ["-----BEGIN PRIVATE KEY-----", ...lines, "-----END PRIVATE KEY-----"].join("\n");
    const { surfaces } = await plantAndRun(
      key,
      "ghs_plantedGithubToken0123456789",
      "sk-ant-plantedJudgeKey-abc",
    );
    expect(leaks([key, ...lines], surfaces)).toEqual([]);
  }, 60_000);

  it("random secrets, in every form and route, appear nowhere", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(secretArbitrary, {
          minLength: 3,
          maxLength: 3,
          selector: (secret) => secret.slice(0, 8),
        }),
        async ([runnerSecret = "", githubToken = "", judgeKey = ""]) => {
          const { surfaces } = await plantAndRun(runnerSecret, githubToken, judgeKey);
          expect(leaks([runnerSecret, githubToken, judgeKey], surfaces)).toEqual([]);
        },
      ),
      { numRuns: 4 },
    );
  }, 240_000);
});
