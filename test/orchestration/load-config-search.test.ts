import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/orchestration/load-config.ts";
import { makeProject } from "../support/run-dist.ts";

const SKILLGYM = 'export default { runners: { b: { agent: { type: "claude-code" } } } };\n';
const OWN = "runners:\n  a:\n    agent: replay\n    transcripts: ./t\n";

describe("loadConfig: which config a folder's suites use", () => {
  it("prefers a skill-eval.config above over a skillgym.config nearer (which then narrows runners)", async () => {
    const dir = makeProject({ "skill-eval.config.yaml": OWN, "one/skillgym.config.mjs": SKILLGYM });
    const loaded = await loadConfig({ searchDirs: [join(dir, "one"), dir] });
    expect(loaded?.file).toBe(join(dir, "skill-eval.config.yaml"));
  });

  it("reads the skillgym.config when no skill-eval.config is in the folders searched", async () => {
    const dir = makeProject({ "one/skillgym.config.mjs": SKILLGYM });
    const loaded = await loadConfig({ searchDirs: [join(dir, "one"), dir] });
    expect(loaded?.file).toBe(join(dir, "one/skillgym.config.mjs"));
    expect(Object.keys(loaded?.config.runners ?? {})).toEqual(["b"]);
  });

  it("keeps the nearest skill-eval.config when a skillgym.config is further up", async () => {
    const dir = makeProject({ "skillgym.config.mjs": SKILLGYM, "one/skill-eval.config.yaml": OWN });
    const loaded = await loadConfig({ searchDirs: [join(dir, "one"), dir] });
    expect(loaded?.file).toBe(join(dir, "one/skill-eval.config.yaml"));
  });
});
