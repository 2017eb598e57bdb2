import { agentDescriptor } from "./agents.ts";

/**
 * One name per kind of tool, whatever the agent calls it, so a pattern written for one agent
 * (skill-test's `tool_called: Skill`, written for Claude) reads the same on the others. Claude
 * Code's names are the canonical ones (reference/agent-clis.md; the recorded fixtures' tool names).
 */
const CANONICAL_TOOL_NAMES: Readonly<Record<string, string>> = {
  activate_skill: "Skill",
  skill: "Skill",
  read_file: "Read",
  read: "Read",
  readFile: "Read",
  view: "Read",
  run_shell_command: "Bash",
  bash: "Bash",
  shell: "Bash",
  exec_command: "Bash",
  command_execution: "Bash",
  write_file: "Write",
  write: "Write",
  replace: "Edit",
  edit: "Edit",
  apply_patch: "Edit",
  grep: "Grep",
  search_file_content: "Grep",
  glob: "Glob",
  task: "Task",
  Agent: "Task",
  web_fetch: "WebFetch",
  webfetch: "WebFetch",
};

/**
 * The canonical names a tool call also answers to, besides its own: its kind (`activate_skill` →
 * `Skill`), and `Skill` for a call that reads a SKILL.md on an agent without a skill tool (Codex
 * reads it with a shell command). Empty when the call's own name is already canonical.
 */
export function canonicalToolNames(call: { tool: string; args?: unknown }, agent: string): string[] {
  const names = new Set<string>();
  const kind = CANONICAL_TOOL_NAMES[call.tool];
  if (kind !== undefined && kind !== call.tool) names.add(kind);
  // Without a skill tool of its own, reading a SKILL.md is how the agent uses a skill.
  const hasSkillTool = agentDescriptor(agent)?.hasSkillTool === true;
  if (!hasSkillTool && kind !== "Skill" && readsSkillFile(call.args)) names.add("Skill");
  names.delete(call.tool);
  return [...names];
}

function readsSkillFile(args: unknown): boolean {
  const text = typeof args === "string" ? args : JSON.stringify(args ?? "");
  return /(?:^|[\s/"'\\])SKILL\.md\b/i.test(text);
}
