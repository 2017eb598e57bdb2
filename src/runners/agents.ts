import type { AgentDescriptor, TranscriptFormatDescriptor } from "./agent-descriptor.ts";
import { claudeCodeAgent } from "./claude-code/index.ts";
import { claudeSessionFormat } from "./claude-session/index.ts";
import { codexAgent } from "./codex/index.ts";
import { codexRolloutFormat } from "./codex-rollout/index.ts";
import { commandAgent, textFormat } from "./command/index.ts";
import { copilotAgent } from "./copilot/index.ts";
import { cursorAgent } from "./cursor-agent/index.ts";
import { geminiCliAgent } from "./gemini-cli/index.ts";
import { opencodeAgent } from "./opencode/index.ts";
import { replayAgent } from "./replay/index.ts";

/**
 * The registry: every agent CLI, one line each (its folder's index.ts says everything about it).
 * Each one's output is also a transcript format, named by its id; the first is replay's default.
 */
const AGENT_CLIS = [
  claudeCodeAgent,
  codexAgent,
  geminiCliAgent,
  opencodeAgent,
  cursorAgent,
  copilotAgent,
] as const;

/** Session logs agents keep on disk: formats replay reads that no runner writes. */
const SESSION_LOGS = [claudeSessionFormat, codexRolloutFormat] as const;

type AgentCliId = (typeof AGENT_CLIS)[number]["id"];
const [firstAgentCli, ...otherAgentClis] = AGENT_CLIS;
const agentFormats = [firstAgentCli.id, ...otherAgentClis.map((agent) => agent.id), textFormat.id] as const;

/** Any program that takes a prompt, its output in one of the agents' formats or plain text. */
export const COMMAND_AGENT = commandAgent(agentFormats);

/** Runners that read recorded transcripts, in any format we normalize; the first agent's is the default. */
export const REPLAY_AGENT = replayAgent([...agentFormats, ...SESSION_LOGS.map((format) => format.id)]);

/** Every runner `agent:` in skill-eval.config, in the order the config schema lists them. */
export const AGENTS = [...AGENT_CLIS, COMMAND_AGENT, REPLAY_AGENT] as const;

export type AgentId = (typeof AGENTS)[number]["id"];

/** The formats we normalize: each agent CLI's own output, plain text, then the session logs. */
export const TRANSCRIPT_FORMATS: readonly TranscriptFormatDescriptor<TranscriptFormat>[] = [
  ...AGENT_CLIS.map(({ id, normalizer }) => ({ id, normalizer })),
  textFormat,
  ...SESSION_LOGS,
];
export type TranscriptFormat = AgentCliId | typeof textFormat.id | (typeof SESSION_LOGS)[number]["id"];

const byId: ReadonlyMap<string, AgentDescriptor> = new Map(AGENTS.map((agent) => [agent.id, agent]));

/** The descriptor of an agent id, or undefined for a string that names none. */
export function agentDescriptor(id: string): AgentDescriptor | undefined {
  return byId.get(id);
}
