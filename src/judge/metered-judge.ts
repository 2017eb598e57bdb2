import { createHash } from "node:crypto";
import type { ModelPrice } from "../runners/price-table.ts";
import { estimateCostUsd } from "../runners/price-table.ts";
import type { Judge, JudgeClient, JudgeUsage } from "./judge-types.ts";

/**
 * Wraps a judge backend with what every backend needs: a per-run cache keyed by a hash of the
 * question (the same rubric on the same output is asked once, in flight or done; failures are not
 * cached) and a meter of calls, tokens and cost (reported by the backend, else at list price).
 */
export function meteredJudge(
  backend: Judge,
  identity: { backend: string; model: string },
  prices: Readonly<Record<string, ModelPrice>> = {},
): JudgeClient {
  const cache = new Map<string, ReturnType<Judge>>();
  const usage: JudgeUsage = { ...identity, calls: 0, cachedCalls: 0, inputTokens: 0, outputTokens: 0 };
  let pricedAll = true;
  let costUsd = 0;
  const ask: Judge = (request) => {
    usage.calls += 1;
    const key = createHash("sha256")
      .update(JSON.stringify([identity.backend, identity.model, request.system ?? "", request.prompt]))
      .digest("hex");
    const cached = cache.get(key);
    if (cached !== undefined) {
      usage.cachedCalls += 1;
      return cached;
    }
    const pending = backend(request).then((answer) => {
      const input = answer.usage?.inputTokens ?? 0;
      const output = answer.usage?.outputTokens ?? 0;
      usage.inputTokens += input;
      usage.outputTokens += output;
      const cost =
        answer.costUsd ??
        estimateCostUsd(
          identity.model,
          {
            inputTokens: input,
            outputTokens: output,
            inputChars: 0,
            outputChars: 0,
            reasoningChars: 0,
            source: { input: "provider", output: "provider", reasoning: "provider" },
          },
          prices,
        );
      if (cost === undefined) pricedAll = false;
      else costUsd += cost;
      return answer;
    });
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  };
  return {
    ask,
    usage: () => ({ ...usage, ...(pricedAll ? { costUsd } : {}) }),
  };
}
