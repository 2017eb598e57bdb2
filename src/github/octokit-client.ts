import { randomUUID } from "node:crypto";
import { Octokit } from "octokit";
import { TOOL_VERSION } from "../version.ts";

export type GithubClient = InstanceType<typeof Octokit>;

export interface OctokitOptions {
  token: string;
  /** `GITHUB_API_URL` on the runner (GitHub Enterprise Server and the tests' double differ). */
  baseUrl?: string;
  /** Retries of 5xx answers and network errors, after 1, 4, 9 … × `retryBaseMs`. */
  retries?: number;
  retryBaseMs?: number;
  /** Waits granted for rate limits; each lasts `retry-after` seconds × `retryAfterUnitMs`. */
  rateLimitRetries?: number;
  retryAfterUnitMs?: number;
  /** A rate limit asking for a longer wait than this is not waited out (the job would idle). */
  maxRateLimitWaitSeconds?: number;
  log?: (line: string) => void;
  /**
   * Replacements for the throttling plugin's limiters (Bottleneck groups). Tests pass unspaced
   * ones; in a job the plugin's own keep GitHub's advice of a second between writes.
   */
  limiters?: { write?: unknown; notifications?: unknown };
}

export const DEFAULT_API_URL = "https://api.github.com";

/**
 * The one way this project talks to GitHub: octokit with its retry plugin (5xx and network
 * errors, backoff) and its throttling plugin (secondary rate limits honour `retry-after`, primary
 * ones wait for the reset), both bounded so a job never hangs on a limit.
 */
export function createOctokit(options: OctokitOptions): GithubClient {
  const log = options.log ?? (() => {});
  const rateLimitRetries = options.rateLimitRetries ?? 3;
  const maxWait = options.maxRateLimitWaitSeconds ?? 120;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const allowed = retryCount < rateLimitRetries && retryAfter <= maxWait;
      log(
        allowed
          ? `GitHub ${kind} rate limit on ${request.method} ${request.url}: waiting ${retryAfter} s (retry ${retryCount + 1} of ${rateLimitRetries})`
          : `GitHub ${kind} rate limit on ${request.method} ${request.url}: giving up (asked to wait ${retryAfter} s after ${retryCount} retries)`,
      );
      return allowed;
    };
  return new Octokit({
    auth: options.token,
    baseUrl: (options.baseUrl ?? DEFAULT_API_URL).replace(/\/+$/, ""),
    userAgent: `skill-eval-action/${TOOL_VERSION}`,
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryBaseMs ?? 1000,
      // 403 and 429 are rate limits (or permissions): the throttling plugin decides on those.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle: {
      // Limiters are shared per id in a process; one per client behaves like one per job.
      id: randomUUID(),
      retryAfterBaseValue: options.retryAfterUnitMs ?? 1000,
      onRateLimit: onLimit("primary"),
      onSecondaryRateLimit: onLimit("secondary"),
      ...options.limiters,
    },
    log: { debug: () => {}, info: () => {}, warn: log, error: log },
  });
}
