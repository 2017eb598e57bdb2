import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "src");

/** What the CLI and the action may each import: the same layers, never each other. */
const SHELL_LAYERS = [
  "model",
  "version.ts",
  "runners",
  "config",
  "formats",
  "verdicts",
  "compare",
  "plan",
  "report",
  "engine",
  "orchestration",
];

/**
 * DESIGN.md §1's layering as data: each folder of src/ (a file directly under src/ counts as its
 * own folder) with every folder its modules may import. Written bottom-up: a folder may only
 * name folders above it in this table, so the layering has no cycle. Any other import fails.
 */
const ALLOWED_IMPORTS: Record<string, readonly string[]> = {
  // Types, zod schemas, errors and their hints, keys, the pattern dialect: what every layer shares.
  model: [],
  // The package's own version, for results and user agents.
  "version.ts": [],
  // One adapter per agent: launch spec, credentials, transcript normalizer. No spawning here.
  runners: ["model"],
  // The config's schema (runner configs inside) and the reading of authored YAML/JSON.
  config: ["model", "runners"],
  // The assert API and the declarative assertions, over normalized sessions.
  assert: ["model", "runners", "config"],
  // Model-graded assertions: the judges behind `llm-rubric` and friends.
  judge: ["model", "runners", "config", "assert"],
  // One loader per suite format, into the model; a format may name the runners it targets.
  formats: ["model", "runners", "config"],
  // Finding suites and skill folders, and what a change affects.
  discover: ["model", "config", "formats"],
  // Statuses, case verdicts, pass rates and their statistics, exit codes.
  verdicts: ["model"],
  // Baselines, deltas and regressions: a comparison of verdicts.
  compare: ["model", "verdicts"],
  // Selection into units and shards (plan.json).
  plan: ["model"],
  // What leaves the run: results.json, JUnit, markdown, HTML, redaction, error text.
  report: ["model", "runners", "judge", "formats", "verdicts", "compare"],
  // Executions: workspaces, agent processes, hook scripts, grading.
  engine: ["model", "runners", "config", "assert", "judge", "formats", "verdicts", "report"],
  // The flows every command shares, over the engine and the core.
  orchestration: [
    "model",
    "version.ts",
    "runners",
    "config",
    "assert",
    "judge",
    "formats",
    "discover",
    "verdicts",
    "compare",
    "plan",
    "report",
    "engine",
  ],
  // The two shells: the same layers below them, and neither imports the other.
  cli: SHELL_LAYERS,
  github: SHELL_LAYERS,
  // Entry points: the bundles' first modules, and the public API for suite authors.
  "index.ts": ["model", "assert"],
  "cli.ts": ["report", "orchestration", "cli"],
  "skill-test-cli.ts": ["report", "orchestration", "cli"],
  "action.ts": ["version.ts", "orchestration", "github"],
};

/** The shell: modules allowed to do I/O. Everything else in these folders is the pure core. */
const SHELL_FILES = new Set([
  "discover/find-skills.ts",
  "discover/discover-sources.ts",
  "formats/read-skill-directory.ts",
  "formats/path-kind.ts",
  "formats/suite-bounds.ts",
  "formats/skillgym/load-skillgym-suite.ts",
  "formats/skillgym/module-hook.ts",
  "formats/skillgym/probe-module.ts",
  "formats/skillgym/skillgym-config-file.ts",
  "formats/skillgym/load-cache.ts",
  "formats/agentv/load-agentv-suite.ts",
  "formats/skill-test/load-skill-test-suites.ts",
  "formats/skill-test/find-skill-test-files.ts",
  "formats/evals-json/load-evals-json-suite.ts",
  "judge/anthropic-judge.ts",
  "report/write-results.ts",
  "report/write-html-report.ts",
  "report/packed-details-file.ts",
  "report/file-bytes.ts",
]);
const CORE_FOLDERS = [
  "model",
  "verdicts",
  "formats",
  "runners",
  "assert",
  "report",
  "config",
  "judge",
  "compare",
  "plan",
];
const SHELL_IMPORTS =
  /(?:from |import\()"(node:fs|node:child_process|node:http|execa|octokit|@actions\/[^"]+|node:fs\/promises)"/;
/** `import … from`, `export … from`, `import "…"` and `import("…")` of a relative path. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"(\.{1,2}\/[^"]+)"/g;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The folder of a path inside src/ (a file directly under src/ is its own), else undefined. */
function folderOf(file: string): string | undefined {
  const path = relative(SRC, file);
  if (path.startsWith("..")) return undefined;
  return path.split(sep)[0];
}

interface Edge {
  from: string;
  to: string;
  /** One import that makes the edge, e.g. `engine/grade.ts → judge/anthropic-judge.ts`. */
  example: string;
}

/** Every import from one folder of src/ into another, one entry per pair. */
function folderEdges(): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), specifier ?? "");
      const to = folderOf(target);
      if (from === undefined || to === undefined || from === to) continue;
      const key = `${from} → ${to}`;
      if (!edges.has(key)) {
        edges.set(key, { from, to, example: `${relative(SRC, file)} → ${relative(SRC, target)}` });
      }
    }
  }
  return [...edges.values()];
}

/** The folders on a cycle, each cycle as a path that ends where it starts; empty when there is none. */
function cycles(edges: readonly Pick<Edge, "from" | "to">[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (folder: string, path: string[]) => {
    const start = path.indexOf(folder);
    if (start >= 0) {
      found.push([...path.slice(start), folder]);
      return;
    }
    if (done.has(folder)) return;
    for (const to of next.get(folder) ?? []) visit(to, [...path, folder]);
    done.add(folder);
  };
  for (const folder of next.keys()) visit(folder, []);
  return found;
}

describe("architecture", () => {
  const edges = folderEdges();

  it("finds the imports between folders", () => {
    expect(edges.length).toBeGreaterThan(40);
    expect(edges).toContainEqual(expect.objectContaining({ from: "engine", to: "runners" }));
  });

  it("places every folder of src/ in the layering", () => {
    const folders = [...new Set(sourceFiles(SRC).flatMap((file) => folderOf(file) ?? []))].sort();
    expect(folders).toEqual(Object.keys(ALLOWED_IMPORTS).sort());
  });

  it("writes the layering bottom-up, so it has no cycle", () => {
    const order = Object.keys(ALLOWED_IMPORTS);
    const upward = Object.entries(ALLOWED_IMPORTS).flatMap(([folder, allowed]) =>
      allowed
        .filter((to) => !order.slice(0, order.indexOf(folder)).includes(to))
        .map((to) => `${folder} → ${to}`),
    );
    expect(upward).toEqual([]);
  });

  it("imports across folders only along the layering", () => {
    const offenders = edges
      .filter(({ from, to }) => !(ALLOWED_IMPORTS[from] ?? []).includes(to))
      .map(({ from, to, example }) => `${from} → ${to} (${example})`);
    expect(offenders).toEqual([]);
  });

  it("has no cycle between folders", () => {
    expect(cycles(edges).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("tells a cycle when there is one", () => {
    const cyclic = [
      { from: "compare", to: "report" },
      { from: "report", to: "compare" },
      { from: "report", to: "model" },
    ];
    expect(cycles(cyclic).map((cycle) => cycle.join(" → "))).toEqual(["compare → report → compare"]);
  });

  const coreFiles = CORE_FOLDERS.flatMap((folder) => sourceFiles(join(SRC, folder)))
    .map((file) => relative(SRC, file))
    .filter((file) => !SHELL_FILES.has(file));

  it("has a pure core to check", () => {
    expect(coreFiles.length).toBeGreaterThan(30);
  });

  it("keeps I/O out of the core", () => {
    const offenders = coreFiles.filter((file) => SHELL_IMPORTS.test(readFileSync(join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  // execa and its dependencies are about 140 KB of modules (13 ms to import on their own); most
  // runs never start a command through it, so each caller imports it where it calls it.
  it("loads execa only where a command is started", () => {
    const eager = sourceFiles(SRC).filter((file) =>
      /^(?:import|export) (?!type )[^;]*from "execa"/m.test(readFileSync(file, "utf8")),
    );
    expect(eager.map((file) => relative(SRC, file))).toEqual([]);
  });
});

describe("the action's log", () => {
  // core.info prints its text raw: a line of a case id or an agent's output that starts with
  // `::` would be obeyed as a workflow command. actionLog holds such text where it is only shown.
  it("is written only through src/github/action-log.ts", () => {
    const direct = sourceFiles(SRC).filter(
      (file) =>
        !file.endsWith(join("github", "action-log.ts")) &&
        (/\bcore\.(?:info|notice|warning|error|setFailed|debug)\(/.test(readFileSync(file, "utf8")) ||
          /import \{[^}]*\b(?:info|notice|warning|error|setFailed|debug)\b[^}]*\} from "@actions\/core"/.test(
            readFileSync(file, "utf8"),
          )),
    );
    expect(direct.map((file) => relative(SRC, file))).toEqual([]);
  });
});
