import { describe, expect, it } from "vitest";
import { translateAgentvTargets } from "../../src/config/agentv-targets.ts";
import { makeProject, runDist } from "../support/run-dist.ts";

const translate = (targets: unknown[]) => translateAgentvTargets({ targets }, "/p/.agentv/targets.yaml");

describe("translateAgentvTargets: use_target", () => {
  it("makes a delegating target a copy of the runner it names, through a chain", () => {
    const { config, skipped } = translate([
      { name: "default", use_target: "alias" },
      { name: "alias", use_target: "claude" },
      { name: "claude", provider: "claude-cli", model: "claude-sonnet-4-5" },
    ]);
    expect(config.runners.default).toEqual(config.runners.claude);
    expect(config.runners.alias).toEqual(config.runners.claude);
    expect(skipped).toEqual({});
  });

  it("skips, with the reason, a target whose use_target is empty, unknown, a loop or not an agent", () => {
    const { config, skipped } = translate([
      { name: "unset", use_target: "" },
      { name: "missing", use_target: "nowhere" },
      { name: "a", use_target: "b" },
      { name: "b", use_target: "a" },
      { name: "judge", use_target: "gpt" },
      { name: "gpt", provider: "openai" },
      { name: "claude", provider: "claude-cli" },
    ]);
    expect(Object.keys(config.runners)).toEqual(["claude"]);
    expect(skipped).toEqual({
      unset: "use_target is empty (is the environment variable it reads set?)",
      missing: 'use_target names no target "nowhere"',
      a: "use_target loops: a -> b -> a",
      b: "use_target loops: b -> a -> b",
      judge: "use_target gpt is not an agent CLI we run",
      gpt: "provider openai is not an agent CLI we run",
    });
  });

  it("refuses a file with no agent target, saying what each target is", () => {
    expect(() => translate([{ name: "file_output", provider: "file-output" }])).toThrow(
      expect.objectContaining({
        message: "targets file: no target is an agent CLI we run",
        hint: expect.stringContaining("file_output: provider file-output is not an agent CLI we run"),
      }),
    );
  });

  it("refuses a target with neither provider nor use_target", () => {
    expect(() => translate([{ name: "x" }])).toThrow("target x has neither provider nor use_target");
  });
});

describe("translateAgentvTargets: provider: cli", () => {
  it("splits the command, maps the placeholders, and runs in the eval file's folder by default", () => {
    const { config } = translate([
      {
        name: "local",
        provider: "cli",
        command: "python agent.py --prompt {PROMPT} {FILES} --out {OUTPUT_FILE} --in {PROMPT_FILE}",
        files_format: "--file {path}",
        timeout_seconds: 30,
      },
    ]);
    expect(config.runners.local).toMatchObject({
      agent: "command",
      command: [
        "python",
        "agent.py",
        "--prompt",
        "{prompt}",
        "{files}",
        "--out",
        "{output_file}",
        "--in",
        "{prompt_file}",
      ],
      filesFormat: ["--file", "{path}"],
      cwd: ".",
      timeoutMs: 30_000,
    });
  });

  it("refuses what it does not implement, naming it", () => {
    expect(() =>
      translate([{ name: "b", provider: "cli", command: "x {PROMPT_FILE}", provider_batching: true }]),
    ).toThrow("provider_batching is not supported");
    expect(() =>
      translate([{ name: "o", provider: "cli", command: "cp {EVAL_ID}.txt {OUTPUT_FILE}" }]),
    ).toThrow("the {EVAL_ID} placeholder is not supported");
  });
});

describe(".agentv/targets.yaml with agentv's interpolation", () => {
  it("warns about a variable that is not set, as in the eval files, and reads it as empty", () => {
    const dir = makeProject({
      "evals/.agentv/targets.yaml":
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the seed's interpolation syntax
        "targets:\n  - name: mycli\n    provider: cli\n    command: \"bash -c 'echo from-${{ SKILL_EVAL_TEST_UNSET_WHO }}'\"\n",
      "evals/EVAL.yaml":
        "execution: { target: mycli }\ntests:\n  - { id: a, input: Go., assertions: [{ type: contains, value: from }] }\n",
    });
    const run = runDist("cli.js", ["validate", "--no-credentials"], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the seed's interpolation syntax
      "targets.yaml: ${{ SKILL_EVAL_TEST_UNSET_WHO }}: environment variable SKILL_EVAL_TEST_UNSET_WHO is not set, so it reads as empty",
    );
  });
});
