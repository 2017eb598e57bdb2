import { z } from "zod";
import { formatCount } from "./format-count.ts";

/**
 * Upper bounds on every count and duration a suite, config or flag may set: a typo such as
 * `iterations: 999999999999` is a configuration error, never a run that goes on until killed.
 */
export const LIMITS = {
  iterations: 1000,
  /** Confirmation executions per case × runner. */
  confirmIterations: 50,
  /** One day. */
  timeoutMs: 86_400_000,
  concurrency: 256,
  retries: 100,
  maxExecutions: 100_000_000,
  /** A GitHub Actions matrix holds at most 256 jobs. */
  shards: 256,
} as const;

/** A plan larger than this stops before any agent starts, unless the limit is raised. */
export const DEFAULT_MAX_EXECUTIONS = 10_000;

const bounded = (max: number, what: string) =>
  z
    .number()
    .int()
    .positive()
    .max(max, `${what} can be at most ${formatCount(max)}`);

export const iterationsSchema = bounded(LIMITS.iterations, "iterations");
export const timeoutMsSchema = bounded(LIMITS.timeoutMs, "a timeout (in milliseconds)");
export const concurrencySchema = bounded(LIMITS.concurrency, "concurrency");
export const confirmIterationsSchema = z
  .number()
  .int()
  .nonnegative()
  .max(LIMITS.confirmIterations, `confirmIterations can be at most ${LIMITS.confirmIterations}`);
export const maxExecutionsSchema = bounded(LIMITS.maxExecutions, "maxExecutions");
