import { describe, expect, it } from "vitest";
import { extractShellReads } from "../../src/runners/shell-reads.ts";
import {
  detectSkills,
  normalizeSkillName,
  type SkillEvidence,
  skillEvidenceForRead,
  skillNameFromPath,
} from "../../src/runners/skill-detection.ts";

const roots = ["/ws/.claude/skills"];

/** What an adapter does with a shell command: its reads, resolved, then classified. */
function shellEvidence(command: string): SkillEvidence[] {
  return extractShellReads(command).flatMap((path) => skillEvidenceForRead(`/ws/${path}`, roots) ?? []);
}

describe("detectSkills", () => {
  it("a successful skill-tool call is explicit", () => {
    expect(detectSkills([{ kind: "skill-tool", skill: "pdf-report", ok: true }])).toEqual({
      detectedSkills: [
        { skill: "pdf-report", confidence: "explicit", evidence: ["Skill tool call succeeded"] },
      ],
      attemptedSkills: [],
    });
  });

  it("an errored skill-tool call is attempted, not detected", () => {
    const result = detectSkills([
      { kind: "skill-tool", skill: "deploy", ok: false, error: "Error: Unknown skill" },
    ]);
    expect(result.detectedSkills).toEqual([]);
    expect(result.attemptedSkills).toEqual([
      { skill: "deploy", confidence: "explicit", evidence: ["Skill tool call failed: Error: Unknown skill"] },
    ]);
  });

  it("an errored call followed by a SKILL.md read: attempted and strongly detected", () => {
    const result = detectSkills([
      { kind: "skill-tool", skill: "deploy", ok: false },
      { kind: "skill-md-read", skill: "deploy", path: "/ws/.claude/skills/deploy/SKILL.md" },
    ]);
    expect(result.detectedSkills).toEqual([
      {
        skill: "deploy",
        confidence: "strong",
        evidence: ["Skill tool call failed", "Read /ws/.claude/skills/deploy/SKILL.md"],
      },
    ]);
    expect(result.attemptedSkills.map((s) => s.skill)).toEqual(["deploy"]);
  });

  it('old `{command: "/x"}` names match the new form', () => {
    expect(normalizeSkillName("/x")).toBe("x");
    const result = detectSkills([
      { kind: "skill-tool", skill: "/x", ok: true },
      { kind: "skill-base-dir", skill: "x", dir: "/ws/.claude/skills/x" },
    ]);
    expect(result.detectedSkills.map((s) => [s.skill, s.confidence, s.evidence.length])).toEqual([
      ["x", "explicit", 2],
    ]);
  });

  it("a chained `cat .../SKILL.md && ls` is strong evidence", () => {
    const evidence = shellEvidence("cat .claude/skills/pdf-report/SKILL.md && ls -la");
    expect(evidence).toEqual([
      { kind: "skill-md-read", skill: "pdf-report", path: "/ws/.claude/skills/pdf-report/SKILL.md" },
    ]);
    expect(detectSkills(evidence).detectedSkills).toEqual([
      {
        skill: "pdf-report",
        confidence: "strong",
        evidence: ["Read /ws/.claude/skills/pdf-report/SKILL.md"],
      },
    ]);
  });

  it("several skills, in order of first evidence, strongest confidence kept", () => {
    const result = detectSkills([
      { kind: "skill-file-read", skill: "b", path: "/ws/.claude/skills/b/ref.md" },
      { kind: "skill-md-read", skill: "a", path: "/ws/.claude/skills/a/SKILL.md" },
      { kind: "skill-tool", skill: "c", ok: true },
      { kind: "skill-tool", skill: "b", ok: true },
      { kind: "skill-md-read", skill: "b", path: "/ws/.claude/skills/b/SKILL.md" },
      { kind: "skill-md-read", skill: "a", path: "/ws/.claude/skills/a/SKILL.md" },
    ]);
    expect(result.detectedSkills).toEqual([
      {
        skill: "b",
        confidence: "explicit",
        evidence: [
          "Read /ws/.claude/skills/b/ref.md",
          "Skill tool call succeeded",
          "Read /ws/.claude/skills/b/SKILL.md",
        ],
      },
      { skill: "a", confidence: "strong", evidence: ["Read /ws/.claude/skills/a/SKILL.md"] },
      { skill: "c", confidence: "explicit", evidence: ["Skill tool call succeeded"] },
    ]);
  });

  it("the base-dir message ranks with SKILL.md reads, below the tool call", () => {
    const result = detectSkills([
      { kind: "skill-file-read", skill: "a", path: "/ws/.claude/skills/a/x.md" },
      { kind: "skill-base-dir", skill: "a", dir: "/ws/.claude/skills/a" },
    ]);
    expect(result.detectedSkills.map((s) => s.confidence)).toEqual(["strong"]);
  });

  it("ignores empty names", () => {
    expect(detectSkills([{ kind: "skill-tool", skill: " / ", ok: true }]).detectedSkills).toEqual([]);
  });
});

describe("skill paths", () => {
  it("names a skill from its SKILL.md", () => {
    expect(skillNameFromPath("/ws/.claude/skills/pdf-report/SKILL.md")).toBe("pdf-report");
    expect(skillNameFromPath("/repo/tools/my-skill/SKILL.md")).toBe("my-skill");
    expect(skillNameFromPath("/ws/.claude/skills/pdf-report/README.md")).toBeUndefined();
    expect(skillNameFromPath("SKILL.md")).toBeUndefined();
  });

  it("classifies reads inside skill folders", () => {
    expect(skillEvidenceForRead("/ws/.claude/skills/a/SKILL.md", roots)).toEqual({
      kind: "skill-md-read",
      skill: "a",
      path: "/ws/.claude/skills/a/SKILL.md",
    });
    expect(skillEvidenceForRead("/ws/.claude/skills/a/docs/ref.md", roots)).toMatchObject({
      kind: "skill-file-read",
      skill: "a",
    });
    // Not under a root, but under an agent's dot-folder skills/ directory.
    expect(skillEvidenceForRead("/home/u/.agents/skills/b/run.sh", roots)).toMatchObject({
      kind: "skill-file-read",
      skill: "b",
    });
    expect(skillEvidenceForRead("/ws/src/skills/c/index.ts", roots)).toBeUndefined();
    expect(skillEvidenceForRead("/ws/.claude/skills/notes.md", roots)).toBeUndefined();
  });
});
