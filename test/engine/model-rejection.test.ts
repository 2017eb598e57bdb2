import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isModelRejection } from "../../src/engine/model-rejection.ts";

const fixture = (path: string) =>
  readFileSync(join(import.meta.dirname, "../fixtures/transcripts", path), "utf8");

describe("isModelRejection", () => {
  it("recognises each agent's way of rejecting a model", () => {
    expect(
      isModelRejection(
        'API Error: 404 {"type":"error","error":{"type":"not_found_error","message":"model: claude-nope"}}',
      ),
    ).toBe(true);
    expect(
      isModelRejection(
        "invalid_request_error: The 'gpt-nope' model is not supported when using Codex with a ChatGPT account.",
      ),
    ).toBe(true);
    expect(isModelRejection("ProviderModelNotFoundError: anthropic/claude-nope")).toBe(true);
    expect(isModelRejection("[API Error: models/gemini-nope is not found for API version v1beta]")).toBe(
      true,
    );
  });

  it("does not mistake ordinary API errors and warnings for a rejected model", () => {
    expect(isModelRejection("API Error: 500 Internal server error")).toBe(false);
    expect(isModelRejection("Invalid API key · Fix external API key")).toBe(false);
    // Claude Code warns about unknown model names on stderr but runs them (reference/agent-clis.md §1.2).
    expect(isModelRejection('[claude-code:unrecognized_model] {"model":"claude-mock"}')).toBe(false);
    for (const scenario of [
      "claude/api-error-500",
      "claude/api-error-401",
      "codex/api-error-500",
      "gemini/api-error-500",
    ]) {
      expect(
        isModelRejection(`${fixture(`${scenario}/stdout.jsonl`)}\n${fixture(`${scenario}/stderr.log`)}`),
        scenario,
      ).toBe(false);
    }
  });
});
