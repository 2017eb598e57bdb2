import Bottleneck from "bottleneck";
import { createOctokit, type OctokitOptions } from "../../../src/github/octokit-client.ts";
import type { GithubDouble } from "./github-double.ts";

/** An octokit pointed at the double, with waits shrunk to milliseconds (1 s of retry-after = 1 ms). */
export function doubleClient(double: GithubDouble, options: Partial<OctokitOptions> = {}) {
  return createOctokit({
    token: double.token,
    baseUrl: double.url,
    retryBaseMs: 1,
    retryAfterUnitMs: 1,
    // GitHub asks for a second between writes; the double does not, and tests should not wait.
    limiters: {
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
    },
    ...options,
  });
}
