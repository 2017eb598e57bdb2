/**
 * The base commit the code under test grew from. A `pull_request` checkout is the merge of the
 * head into the base tip, so the base tip is what it builds on; a checkout of the head itself
 * left the base where the branch forked. `git merge-base <base> HEAD` answers both. The event's
 * `base.sha` stands in when the checkout cannot tell (no git, or history too shallow).
 */
export async function mergeBaseOf(checkoutDir: string | undefined, baseSha: string): Promise<string> {
  if (checkoutDir === undefined) return baseSha;
  const { execa } = await import("execa");
  const result = await execa("git", ["merge-base", baseSha, "HEAD"], { cwd: checkoutDir, reject: false });
  const found = String(result.stdout).trim();
  return result.exitCode === 0 && /^[0-9a-f]{40}$/.test(found) ? found : baseSha;
}
