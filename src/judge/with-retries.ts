import { JudgeHttpError } from "./judge-http-api.ts";

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/**
 * Calls `attempt` until it succeeds or `retries` extra attempts are spent. Retried: rate limits,
 * overload and server errors (a JudgeHttpError marked retryable, honouring `retry-after`), and
 * network failures or timeouts (any other error from the transport, flagged by `isTransient`).
 * Backoff doubles from 500 ms; `sleep` is injected so tests do not wait.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: {
    retries: number;
    sleep: (ms: number) => Promise<void>;
    isTransient?: (error: unknown) => boolean;
  },
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const retryable =
        error instanceof JudgeHttpError ? error.retryable : (options.isTransient?.(error) ?? false);
      if (!retryable || tried >= options.retries) throw error;
      const backoff = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** tried);
      const hinted = error instanceof JudgeHttpError ? error.retryAfterMs : undefined;
      await options.sleep(Math.min(MAX_DELAY_MS, hinted ?? backoff));
    }
  }
}
