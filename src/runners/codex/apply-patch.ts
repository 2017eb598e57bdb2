/**
 * The files an `apply_patch` patch names, in order: its `*** Add File:`, `*** Update File:`,
 * `*** Delete File:` and `*** Move to:` headers (Codex's patch format, which OpenCode's GPT models
 * use too).
 */
export function patchedFiles(patch: string): string[] {
  const files: string[] = [];
  for (const line of patch.split("\n")) {
    const match = /^\*\*\* (?:(?:Add|Update|Delete) File|Move to): (.+)$/.exec(line.trimEnd());
    const path = match?.[1]?.trim();
    if (path !== undefined && path !== "") files.push(path);
  }
  return files;
}
