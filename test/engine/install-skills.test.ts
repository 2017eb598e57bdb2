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

  it("makes nothing with no skill to install: not an empty skills folder, nor the folder above it", async () => {
    const skillsDir = join(dir, "home-b", ".agents", "skills");
    await installSkills([], skillsDir);
    expect(existsSync(join(dir, "home-b"))).toBe(false);
  });
});
