import { describe, expect, it } from "vitest";
import type { LaunchInput } from "../../../src/runners/adapter.ts";
import { copilotRunnerSchema, launchCopilot } from "../../../src/runners/copilot/launch.ts";

const input: LaunchInput = {
  prompt: "Fix the failing test",
  workspace: "/tmp/ws",
  home: "/tmp/home",
  hostEnv: {
    PATH: "/usr/bin",
    LANG: "C.UTF-8",
    GH_TOKEN: "gh-1",
    GITHUB_TOKEN: "gh-2",
    COPILOT_GITHUB_TOKEN: "gh-3",
    CURSOR_API_KEY: "not-for-copilot",
    HOME: "/home/someone",
    COPILOT_HOME: "/home/someone/.copilot",
  },
};

describe("copilotRunnerSchema", () => {
  it("fills the defaults", () => {
    expect(copilotRunnerSchema.parse({ agent: "copilot" })).toEqual({
      agent: "copilot",
      args: [],
      env: {},
      command: "copilot",
    });
  });

  it("rejects unknown keys", () => {
    expect(copilotRunnerSchema.safeParse({ agent: "copilot", maxTurns: 3 }).success).toBe(false);
  });
});

describe("launchCopilot", () => {
  it("uses skillgym's arguments, prompt after -p, workspace after -C", () => {
    const spec = launchCopilot(copilotRunnerSchema.parse({ agent: "copilot" }), input);
    expect(spec.command).toBe("copilot");
    expect(spec.args).toEqual([
      "-p",
      "Fix the failing test",
      "--output-format",
      "json",
      "--stream",
      "on",
      "--no-auto-update",
      "--no-custom-instructions",
      "--disable-builtin-mcps",
      "--no-remote",
      "--allow-all-tools",
      "--disallow-temp-dir",
      "-C",
      "/tmp/ws",
    ]);
    expect(spec.cwd).toBe("/tmp/ws");
    expect(spec.stdin).toBeUndefined();
  });

  it("puts the model after the prompt and extra args last", () => {
    const config = copilotRunnerSchema.parse({
      agent: "copilot",
      model: "gpt-5.4-mini",
      args: ["--effort", "high"],
    });
    const spec = launchCopilot(config, input);
    expect(spec.args.slice(0, 4)).toEqual(["-p", "Fix the failing test", "--model", "gpt-5.4-mini"]);
    expect(spec.args.slice(-2)).toEqual(["--effort", "high"]);
  });

  it("keeps a dash-led, multi-line, shell-looking prompt as the one value of -p", () => {
    const prompt = "-x 'quoted' $(rm -rf ~)\nline two";
    const spec = launchCopilot(copilotRunnerSchema.parse({ agent: "copilot" }), { ...input, prompt });
    expect(spec.args.slice(0, 2)).toEqual(["-p", prompt]);
  });

  it("private COPILOT_HOME under the private HOME, tokens passed through, skills in its skills/", () => {
    const config = copilotRunnerSchema.parse({
      agent: "copilot",
      env: { COPILOT_AUTO_UPDATE: "true", X: "1" },
    });
    const spec = launchCopilot(config, input);
    expect(spec.env).toEqual({
      PATH: "/usr/bin",
      LANG: "C.UTF-8",
      GH_TOKEN: "gh-1",
      GITHUB_TOKEN: "gh-2",
      COPILOT_GITHUB_TOKEN: "gh-3",
      HOME: "/tmp/home",
      COPILOT_HOME: "/tmp/home/.copilot",
      COPILOT_AUTO_UPDATE: "true",
      NO_COLOR: "1",
      TERM: "dumb",
      X: "1",
    });
    expect(spec.skillsDir).toBe("/tmp/home/.copilot/skills");
  });
});
