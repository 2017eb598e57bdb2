import { z } from "zod";
import type { JudgeAnswer, JudgeRequest } from "./judge-types.ts";

/**
 * The `claude -p` call a claude-cli judge makes, as skill-test's llm_eval did (`claude -p <prompt>
 * --model claude-haiku-4-5 --max-turns 1`): an argument array, the prompt on stdin (an agent's
 * output can outgrow one argument), one turn, JSON out.
 */
export function claudeCliJudgeArgs(model: string, request: JudgeRequest): { args: string[]; stdin: string } {
  return {
    args: [
      "-p",
      "--output-format",
      "json",
      "--model",
      model,
      "--max-turns",
      "1",
      ...(request.system === undefined ? [] : ["--system-prompt", request.system]),
    ],
    stdin: request.prompt,
  };
}

const resultEvent = z.looseObject({
  type: z.literal("result"),
  is_error: z.boolean().optional(),
  result: z.string().optional(),
  total_cost_usd: z.number().optional(),
  usage: z
    .looseObject({
      input_tokens: z.number().optional(),
      output_tokens: z.number().optional(),
      cache_read_input_tokens: z.number().optional(),
    })
    .optional(),
});

/**
 * Reads `claude -p --output-format json`: one result object (current CLIs) or an array of events
 * ending in one (the form skill-test parsed). Throws with what went wrong otherwise.
 */
export function readClaudeCliJudgeAnswer(run: {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}): JudgeAnswer {
  const event = findResultEvent(run.stdout);
  if (event === undefined) {
    const why = run.stderr.trim().split("\n").at(-1) ?? "";
    throw new Error(
      `claude -p gave no result (exit code ${run.exitCode ?? "none"})${why === "" ? "" : `: ${why.slice(0, 300)}`}`,
    );
  }
  if (event.is_error === true)
    throw new Error(`claude -p reported an error: ${(event.result ?? "").slice(0, 300)}`);
  const usage = event.usage;
  return {
    text: event.result ?? "",
    usage: {
      inputTokens: (usage?.input_tokens ?? 0) + (usage?.cache_read_input_tokens ?? 0),
      outputTokens: usage?.output_tokens ?? 0,
    },
    ...(event.total_cost_usd === undefined ? {} : { costUsd: event.total_cost_usd }),
  };
}

function findResultEvent(stdout: string): z.infer<typeof resultEvent> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    // Some versions print one event per line.
    parsed = stdout
      .split("\n")
      .filter((line) => line.trim().startsWith("{"))
      .flatMap((line) => {
        try {
          const value: unknown = JSON.parse(line);
          return [value];
        } catch {
          return [];
        }
      });
  }
  const events = Array.isArray(parsed) ? parsed : [parsed];
  for (const candidate of events.toReversed()) {
    const event = resultEvent.safeParse(candidate);
    if (event.success) return event.data;
  }
  return undefined;
}
