/**
 * The commit where the pull request left its base branch. The event's `base.sha` is the base
 * branch's tip when the pull request was last updated, which is the merge base only until the
 * base moves on; a checkout with enough history knows better.
 */
export async function mergeBaseOf(
  checkoutDir: string | undefined,
  baseSha: string,
  headSha: string,
): Promise<string> {
  if (checkoutDir === undefined) return baseSha;
  const { execa } = await import("execa");
  const result = await execa("git", ["merge-base", baseSha, headSha], { cwd: checkoutDir, reject: false });
  const found = String(result.stdout).trim();
  return result.exitCode === 0 && /^[0-9a-f]{40}$/.test(found) ? found : baseSha;
}
