import type {
  SessionEvent,
  SessionReport,
  SkillConfidence,
  SkillDetection,
  UsageReport,
} from "../../src/model/session-report.ts";

/**
 * Builds a `SessionReport` by hand, step by step in session order, so assertion tests read like
 * the session they describe:
 *
 *   sessionReport().command("npm test").skill("find-skills", "explicit").output("done").build()
 */
export function sessionReport(): SessionReportBuilder {
  return new SessionReportBuilder();
}

export class SessionReportBuilder {
  readonly #events: SessionEvent[] = [];
  readonly #detectedSkills: SkillDetection[] = [];
  readonly #attemptedSkills: SkillDetection[] = [];
  readonly #observedReads: string[] = [];
  #finalOutput = "";
  #tokens: Pick<UsageReport, "inputTokens" | "outputTokens" | "cacheReadTokens" | "totalTokens"> = {};
  #metrics: Pick<SessionReport, "costUsd" | "durationMs" | "modelCalls"> = {};

  command(command: string): this {
    this.#events.push({ type: "command", command });
    return this;
  }

  toolCall(tool: string, args?: unknown): this {
    this.#events.push(args === undefined ? { type: "toolCall", tool } : { type: "toolCall", tool, args });
    return this;
  }

  fileRead(path: string): this {
    this.#events.push({ type: "fileRead", path });
    return this;
  }

  /** A read known only from the summary (`files.observedReads`), with no `fileRead` event. */
  observedRead(path: string): this {
    this.#observedReads.push(path);
    return this;
  }

  message(text: string, role: "user" | "assistant" = "assistant"): this {
    this.#events.push({ type: "message", role, text });
    return this;
  }

  skill(skill: string, confidence: SkillConfidence = "explicit", evidence: string[] = []): this {
    this.#detectedSkills.push({ skill, confidence, evidence });
    return this;
  }

  /** A skill call whose result was an error: attempted, never counted as used. */
  attemptedSkill(skill: string, evidence: string[] = ["Skill tool call returned an error"]): this {
    this.#attemptedSkills.push({ skill, confidence: "explicit", evidence });
    return this;
  }

  output(finalOutput: string): this {
    this.#finalOutput = finalOutput;
    return this;
  }

  /** Token counts as the agent reported them (provider figures). */
  tokens(
    tokens: Pick<UsageReport, "inputTokens" | "outputTokens" | "cacheReadTokens" | "totalTokens">,
  ): this {
    this.#tokens = { ...this.#tokens, ...tokens };
    return this;
  }

  /** Cost, duration and model-request count, as the agent reported them. */
  metrics(metrics: Pick<SessionReport, "costUsd" | "durationMs" | "modelCalls">): this {
    this.#metrics = { ...this.#metrics, ...metrics };
    return this;
  }

  build(): SessionReport {
    return {
      runner: {
        id: "claude-haiku",
        pathKey: "claude-haiku--0000abcd",
        agent: { type: "claude-code", model: "haiku" },
      },
      prompt: "Do the thing.",
      finalOutput: this.#finalOutput,
      events: [...this.#events],
      detectedSkills: [...this.#detectedSkills],
      attemptedSkills: [...this.#attemptedSkills],
      files: {
        observedReads: [
          ...this.#events.flatMap((event) => (event.type === "fileRead" ? [event.path] : [])),
          ...this.#observedReads,
        ],
        observedSkillReads: [],
        observedWrites: [],
      },
      usage: {
        ...this.#tokens,
        inputChars: 0,
        outputChars: this.#finalOutput.length,
        reasoningChars: 0,
        source: { input: "chars", output: "chars", reasoning: "chars" },
      },
      ...this.#metrics,
      isError: false,
      unparsedLines: 0,
      rawArtifacts: {},
    };
  }
}
