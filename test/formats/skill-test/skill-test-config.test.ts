import { describe, expect, it } from "vitest";
import { resolveSkillTestSettings } from "../../../src/formats/skill-test/resolve-settings.ts";
import {
  parseSkillTestConfig,
  SKILL_TEST_DEFAULTS,
} from "../../../src/formats/skill-test/skill-test-config.ts";
import { ConfigErrors } from "../../../src/model/errors.ts";

const where = { skillDir: "/repo/my-skill", cwd: "/repo", skillDisplay: "my-skill" };

describe("parseSkillTestConfig", () => {
  it("reads every documented key", () => {
    const config = parseSkillTestConfig(
      [
        "model: claude-opus-4-20250514",
        "timeout: 120000",
        "iterations: 3",
        "threshold: 66.5",
        "hook: custom",
        "hook-path: ./hooks/mine.sh",
        "test-patterns: [checks/*.yaml]",
        "exclude-patterns: [wip/]",
        "strict: true",
      ].join("\n"),
      "my-skill/skill-test.config.yaml",
    );
    expect(config).toMatchObject({
      model: "claude-opus-4-20250514",
      timeoutMs: 120000,
      iterations: 3,
      thresholdPercent: 66.5,
      hook: "custom",
      hookPath: "./hooks/mine.sh",
      testPatterns: ["checks/*.yaml"],
      excludePatterns: ["wip/"],
      strict: true,
    });
    expect(config.positionOf("strict")).toEqual({
      file: "my-skill/skill-test.config.yaml",
      line: 9,
      column: 9,
    });
  });

  it("accepts an empty file", () => {
    expect(parseSkillTestConfig("# nothing set\n", "c.yaml")).toMatchObject({ iterations: undefined });
  });

  it("rejects unknown keys with a did-you-mean hint at the key", () => {
    try {
      parseSkillTestConfig("hook: simple\nhookpath: ./x.sh\n", "c.yaml");
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof ConfigErrors)) throw error;
      expect(error.errors[0]?.location).toBe("c.yaml:2:1");
      expect(error.errors[0]?.hint).toBe('did you mean "hook-path"?');
    }
  });
});

describe("resolveSkillTestSettings", () => {
  it("starts from the seed's defaults", () => {
    const { settings, warnings } = resolveSkillTestSettings(undefined, {}, where);
    expect(settings).toEqual({
      model: "claude-sonnet-4-20250514",
      modelOrigin: "default",
      timeoutMs: 60000,
      iterations: 10,
      thresholdPercent: 80,
      hook: "simple",
      hookPath: undefined,
      strict: false,
      testPatterns: SKILL_TEST_DEFAULTS.testPatterns,
      excludePatterns: ["node_modules/"],
    });
    expect(warnings).toEqual([]);
  });

  it("resolves hook-path from the skill directory, --hook-path from the working directory", () => {
    const config = parseSkillTestConfig(
      "hook: custom\nhook-path: ./hook.sh\n",
      "my-skill/skill-test.config.yaml",
    );
    expect(resolveSkillTestSettings(config, {}, where).settings.hookPath).toBe("/repo/my-skill/hook.sh");
    expect(resolveSkillTestSettings(config, { hookPath: "hooks/h.md" }, where).settings.hookPath).toBe(
      "/repo/hooks/h.md",
    );
  });

  it("lets --hook custom with --hook-path work without any config", () => {
    const { settings } = resolveSkillTestSettings(
      undefined,
      { hook: "custom", hookPath: "/abs/h.md" },
      where,
    );
    expect(settings).toMatchObject({ hook: "custom", hookPath: "/abs/h.md" });
  });

  it("lets --strict and --model override the config", () => {
    const config = parseSkillTestConfig("strict: true\nmodel: a\n", "c.yaml");
    expect(resolveSkillTestSettings(config, { strict: false, model: "b" }, where).settings).toMatchObject({
      strict: false,
      model: "b",
      modelOrigin: "cli",
    });
  });
});
