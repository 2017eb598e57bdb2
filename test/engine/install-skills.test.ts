import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { installSkills } from "../../src/engine/install-skills.ts";

const dir = mkdtempSync(join(tmpdir(), "install-skills-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("installSkills", () => {
  it("copies each skill folder under the skills folder", async () => {
    const source = join(dir, "source", "report");
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, "SKILL.md"), "---\nname: report\n---\n");
    const skillsDir = join(dir, "home-a", ".agents", "skills");
    await installSkills([{ name: "report", dir: source }], skillsDir);
    expect(readFileSync(join(skillsDir, "report", "SKILL.md"), "utf8")).toContain("name: report");
  });

  it("makes the agent's folder even with no skill to install (Codex refuses a CODEX_HOME that does not exist), not an empty skills folder", async () => {
    const skillsDir = join(dir, "home-b", ".codex", "skills");
    await installSkills([], skillsDir);
    expect(existsSync(join(dir, "home-b", ".codex"))).toBe(true);
    expect(existsSync(skillsDir)).toBe(false);
  });
});
