import { parse } from "yaml";

/** The `name:` in a SKILL.md's YAML frontmatter, when there is one. */
export function skillNameFromFrontmatter(skillMarkdown: string): string | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(skillMarkdown);
  if (!match) return undefined;
  try {
    const data: unknown = parse(match[1] ?? "");
    if (typeof data === "object" && data !== null && "name" in data && typeof data.name === "string") {
      return data.name.trim() || undefined;
    }
  } catch {
    // Malformed frontmatter: the agent would fall back to the folder name too.
  }
  return undefined;
}

/** Skill names become folder names in the agent's skill root: no separators, no dot-dot. */
export function isSafeSkillName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/.test(name) && !name.includes("..");
}
