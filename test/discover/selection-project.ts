/** A project with every kind of file selection knows: 50 skill-test skills, an agentv suite with case folders. */
export function selectionProjectFiles(skillCount = 50): Record<string, string> {
  const files: Record<string, string> = {
    "skill-eval.config.yaml": [
      "runners:",
      "  replay: { agent: replay, format: claude-code, transcripts: ./transcripts }",
      "selection:",
      "  extraPaths:",
      '    "evals/agentv/EVAL.yaml": ["src/report/**"]',
      '  global: ["shared/**"]',
      "",
    ].join("\n"),
    "README.md": "# project\n",
    // The replay runners' folder; no case has a transcript in it.
    "transcripts/README.md": "recorded transcripts\n",
    "src/report/render.ts": "export {};\n",
    "shared/prompt.md": "shared\n",
    "evals/agentv/skill-eval.config.yaml": [
      "runners:",
      "  replay: { agent: replay, format: claude-code, transcripts: ../../transcripts }",
      "skills: [../../skills/skill-01]",
      "",
    ].join("\n"),
    "evals/agentv/EVAL.yaml": ["name: agentv", "execution: { target: replay }", "tests: ./cases/", ""].join(
      "\n",
    ),
    "evals/agentv/cases/alpha/case.yaml": caseYaml("alpha"),
    "evals/agentv/cases/beta/case.yaml": caseYaml("beta"),
    "evals/agentv/cases/beta/workspace/README.md": "template\n",
    "skills/skill-00/skill-tests/test-extra.yaml": [
      "- id: extra",
      "  prompt: Use the skill.",
      "  assertions:",
      "    - file: ./shared/format.yaml",
      "",
    ].join("\n"),
    "skills/skill-00/skill-tests/shared/format.yaml": [
      "- id: says-done",
      "  type: contains",
      "  pattern: done",
      "  expect: present",
      "",
    ].join("\n"),
    "skills/skill-00/references/guide.md": "guide\n",
  };
  for (let index = 0; index < skillCount; index++) {
    const name = `skill-${String(index).padStart(2, "0")}`;
    files[`skills/${name}/SKILL.md`] =
      `---\nname: ${name}\ndescription: Skill ${index}.\n---\nDo the thing.\n`;
    files[`skills/${name}/skill-tests/test-basic.yaml`] = [
      "- id: basic",
      `  prompt: Use ${name}.`,
      "  assertions:",
      "    - id: says-done",
      "      type: contains",
      "      pattern: done",
      "      expect: present",
      "",
    ].join("\n");
  }
  return files;
}

function caseYaml(id: string): string {
  return [`input: Case ${id}.`, "assertions:", "  - type: contains", "    value: done", ""].join("\n");
}
