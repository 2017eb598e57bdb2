import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { AGENTS, TRANSCRIPT_FORMATS } from "../../src/runners/agents.ts";

const SRC = join(import.meta.dirname, "..", "..", "src");
const REGISTRY = "runners/agents.ts";

/**
 * Ids that are also ordinary words of the domain (a `command` event, a `replay` failure origin, a
 * `text` block): only their use as an agent or format is an id, e.g. `agent === "replay"`.
 */
const ORDINARY_WORDS = new Set(["command", "replay", "text"]);

interface Source {
  path: string;
  text: string;
}

function sourcesUnder(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith(".ts")
      ? [{ path: relative(SRC, path), text: readFileSync(path, "utf8") }]
      : [];
  });
}

function escaped(id: string): string {
  return id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `"<id>"` (any quotes) anywhere, or for an ordinary word, only where it names an agent or a format. */
function literalOf(id: string): RegExp {
  const quoted = `["'\`]${escaped(id)}["'\`]`;
  return ORDINARY_WORDS.has(id)
    ? new RegExp(`\\b(?:agent|format)\\s*(?:===|!==|:)\\s*(?:z\\.literal\\(\\s*)?${quoted}`)
    : new RegExp(quoted);
}

/** `file: id` for each id written as a literal outside its own folder and the registry. */
function strayLiterals(sources: readonly Source[], ids: readonly string[]): string[] {
  return ids.flatMap((id) =>
    sources
      .filter(({ path }) => path !== REGISTRY && !path.startsWith(`runners/${id}/`))
      .filter(({ text }) => literalOf(id).test(text))
      .map(({ path }) => `${path}: ${id}`),
  );
}

const IDS = [
  ...new Set([...AGENTS.map((agent) => agent.id), ...TRANSCRIPT_FORMATS.map((format) => format.id)]),
];

// Issue 22: "an agent id appears as a literal in at most its own folder and the registry", so
// adding an agent is one folder plus one registry line.
describe("agent id literals", () => {
  it("names an agent only in its own folder and the registry", () => {
    expect(strayLiterals(sourcesUnder(SRC), IDS)).toEqual([]);
  });

  it("checks every agent and transcript format the registry lists", () => {
    expect(IDS).toEqual(
      expect.arrayContaining(["claude-code", "gemini-cli", "command", "replay", "codex-rollout"]),
    );
    for (const agent of AGENTS) expect(existsSync(join(SRC, "runners", agent.id, "index.ts"))).toBe(true);
  });

  it("finds a stray id, and an ordinary word only where it names an agent or a format", () => {
    const sources = [
      { path: "config/skillgym-config.ts", text: 'const types = ["claude-code", "codex"];' },
      { path: "engine/probe.ts", text: "if (config.agent === 'replay') return;" },
      { path: "runners/runner-config.ts", text: 'agent: z.literal("command"),' },
      { path: "orchestration/x.ts", text: "format: `text`," },
      {
        path: "report/timeline.ts",
        text: 'if (event.type === "command") n++; origin: "replay", z.literal("text")',
      },
      { path: "runners/gemini-cli/index.ts", text: 'id: "gemini-cli",' },
      { path: REGISTRY, text: '"opencode"' },
    ];
    expect(
      strayLiterals(sources, ["claude-code", "codex", "gemini-cli", "opencode", "replay", "command", "text"]),
    ).toEqual([
      "config/skillgym-config.ts: claude-code",
      "config/skillgym-config.ts: codex",
      "engine/probe.ts: replay",
      "runners/runner-config.ts: command",
      "orchestration/x.ts: text",
    ]);
  });
});
