// Deterministic pass/fail draws shared by the simulated pull requests and the fake agent of the
// engine cross-check, so both see the same outcomes (the fake agent imports this file; Node 24
// strips its types).

/**
 * Whether execution `index` (0-based, counting executions that ran) of case `caseId` in run `run`
 * (0 = the pull request's head, 1… = base-branch runs) of pull request `pullRequest` passes.
 */
export function seededPass(
  pullRequest: number,
  run: number,
  caseId: string,
  index: number,
  passProbability: number,
): boolean {
  let hash = 0x9e3779b9 ^ Math.imul(pullRequest + 1, 0x85ebca6b) ^ Math.imul(run + 1, 0xc2b2ae35) ^ index;
  for (const char of caseId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x7feb352d);
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x846ca68b);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296 < passProbability;
}
