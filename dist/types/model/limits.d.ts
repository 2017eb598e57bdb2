import { z } from "zod";
/**
 * Upper bounds on every count and duration a suite, config or flag may set: a typo such as
 * `iterations: 999999999999` is a configuration error, never a run that goes on until killed.
 */
export declare const LIMITS: {
    readonly iterations: 1000;
    /** Confirmation executions per case × runner. */
    readonly confirmIterations: 50;
    /** One day. */
    readonly timeoutMs: 86400000;
    readonly concurrency: 256;
    readonly retries: 100;
    readonly maxExecutions: 100000000;
    /** A GitHub Actions matrix holds at most 256 jobs. */
    readonly shards: 256;
};
/** A plan larger than this stops before any agent starts, unless the limit is raised. */
export declare const DEFAULT_MAX_EXECUTIONS = 10000;
export declare const iterationsSchema: z.ZodNumber;
export declare const timeoutMsSchema: z.ZodNumber;
export declare const concurrencySchema: z.ZodNumber;
export declare const confirmIterationsSchema: z.ZodNumber;
export declare const maxExecutionsSchema: z.ZodNumber;
