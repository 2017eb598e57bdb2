import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LaunchInput } from "../../src/runners/adapter.ts";
import { AGENTS, agentDescriptor, TRANSCRIPT_FORMATS } from "../../src/runners/agents.ts";
import { normalizers } from "../../src/runners/registry.ts";
import { runnerConfigSchema } from "../../src/runners/runner-config.ts";

const input: LaunchInput = { prompt: "Say hi", workspace: "/tmp/ws", home: "/tmp/home", hostEnv: {} };

/** The fewest fields each runner needs besides `agent`. */
const REQUIRED: Readonly<Record<string, Record<string, unknown>>> = {
  command: { command: ["echo"] },
  replay: { transcripts: "recorded" },
};

const configOf = (id: string) => runnerConfigSchema.parse({ agent: id, ...REQUIRED[id] });

describe("agent descriptors", () => {
  it("installs skills where each descriptor says, under the private HOME", () => {
    for (const { id } of AGENTS) {
      const agent = agentDescriptor(id);
      if (agent?.launch === undefined) continue;
      expect(agent.skillsFolder, id).toBeDefined();
      expect(agent.launch(configOf(id), input).skillsDir, id).toBe(
        join(input.home, agent.skillsFolder ?? ""),
      );
    }
  });

  it("gives every agent CLI a launch, a normalizer of its own format, and credentials", () => {
    const clis = AGENTS.filter((agent) => agent.isAgentCli);
    expect(clis.map((agent) => agent.id)).toEqual([
      "claude-code",
      "codex",
      "gemini-cli",
      "opencode",
      "cursor-agent",
      "copilot",
    ]);
    for (const agent of clis) {
      expect(agent.launch, agent.id).toBeTypeOf("function");
      expect(normalizers[agent.id], agent.id).toBe(agent.normalizer);
      expect(agent.credentials, agent.id).toBeTypeOf("function");
    }
  });

  it("lets replay read every format and a command declare the agents' formats or text", () => {
    const formats = TRANSCRIPT_FORMATS.map((format) => format.id);
    expect(Object.keys(normalizers)).toEqual(formats);
    const cliFormats = AGENTS.filter((agent) => agent.isAgentCli).map((agent) => agent.id);
    expect(configOf("replay")).toMatchObject({ format: "claude-code" });
    expect(configOf("command")).toMatchObject({ format: "text" });
    for (const format of formats) {
      expect(runnerConfigSchema.parse({ agent: "replay", transcripts: "t", format })).toMatchObject({
        format,
      });
      const command = runnerConfigSchema.safeParse({ agent: "command", command: ["x"], format });
      expect(command.success, format).toBe([...cliFormats, "text"].includes(format));
    }
  });

  it("looks descriptors up by id, and by no other string", () => {
    for (const agent of AGENTS) expect(agentDescriptor(agent.id)).toBe(agent);
    expect(agentDescriptor("claude")).toBeUndefined();
    expect(agentDescriptor("constructor")).toBeUndefined();
  });

  it("names each skillgym type and agentv provider for one agent only", () => {
    const skillgym = AGENTS.flatMap((agent) =>
      agent.skillgymType === undefined ? [] : [agent.skillgymType],
    );
    const agentv = AGENTS.flatMap((agent) => agent.agentvProviders ?? []);
    expect(new Set(skillgym).size).toBe(skillgym.length);
    expect(new Set(agentv).size).toBe(agentv.length);
  });
});
