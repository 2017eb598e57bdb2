import type { HookStrategy } from "./skill-test-config.ts";

/** A hook file starting with `#!` is a script (the seed's custom hooks), not a text template. */
export function isHookScript(text: string): boolean {
  return text.startsWith("#!");
}

/**
 * skill-test's hook strategies, applied to the prompt itself. (The original tool only set an
 * environment variable Claude Code never reads, so its hooks changed nothing; these do.) Pure.
 *
 * - `none`: the prompt unchanged.
 * - `simple`: a one-line reminder that the skill exists and should be used if it applies.
 * - `forced`: the skill must be invoked first, through the agent's skill tool (named for each agent,
 *   since a prompt serves every runner), or by reading its SKILL.md where there is none (Codex).
 * - `custom`: `customTemplate` (the hook-path file's text) with `{{prompt}}` and `{{skill}}`
 *   replaced; without a `{{prompt}}` placeholder the text is put before the prompt.
 */
export function applyHookStrategy(
  prompt: string,
  skillName: string,
  strategy: HookStrategy,
  customTemplate?: string,
): string {
  switch (strategy) {
    case "none":
      return prompt;
    case "simple":
      return `Note: the "${skillName}" skill is available for this task. Use it if it applies.\n\n${prompt}`;
    case "forced":
      return [
        `Before doing anything else, you MUST invoke the "${skillName}" skill:`,
        "",
        `1. Call your skill tool for "${skillName}" as your very first action (Skill in Claude Code,`,
        "   activate_skill in Gemini CLI, skill in OpenCode). If you have no skill tool, read the skill's",
        "   SKILL.md instead.",
        "   Do NOT skip this step: deciding the skill is relevant, or reading about it, is not enough.",
        "2. Follow the instructions the skill gives you.",
        "3. Only then carry out the task below.",
        "",
        "---",
        "",
        prompt,
      ].join("\n");
    case "custom":
      return applyTemplate(customTemplate ?? "", prompt, skillName);
  }
}

const PROMPT_PLACEHOLDER = /\{\{\s*prompt\s*\}\}/g;
const SKILL_PLACEHOLDER = /\{\{\s*skill\s*\}\}/g;

function applyTemplate(template: string, prompt: string, skillName: string): string {
  const withSkill = template.replace(SKILL_PLACEHOLDER, () => skillName);
  if (/\{\{\s*prompt\s*\}\}/.test(withSkill)) return withSkill.replace(PROMPT_PLACEHOLDER, () => prompt);
  const preamble = withSkill.trimEnd();
  return preamble === "" ? prompt : `${preamble}\n\n${prompt}`;
}
