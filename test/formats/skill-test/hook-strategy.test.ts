import { describe, expect, it } from "vitest";
import { applyHookStrategy } from "../../../src/formats/skill-test/hook-strategy.ts";

describe("applyHookStrategy", () => {
  const prompt = "Fix the failing test in src/sum.ts";

  it("none: the prompt unchanged", () => {
    expect(applyHookStrategy(prompt, "tdd", "none")).toBe(prompt);
  });

  it("simple: a short reminder naming the skill, then the prompt", () => {
    expect(applyHookStrategy(prompt, "tdd", "simple")).toBe(
      `Note: the "tdd" skill is available for this task. Use it if it applies.\n\n${prompt}`,
    );
  });

  it("forced: the skill must be invoked first through the skill tool", () => {
    const forced = applyHookStrategy(prompt, "tdd", "forced");
    expect(forced.split("\n")).toEqual([
      'Before doing anything else, you MUST invoke the "tdd" skill:',
      "",
      '1. Call your skill tool for "tdd" as your very first action (Skill in Claude Code,',
      "   activate_skill in Gemini CLI, skill in OpenCode). If you have no skill tool, read the skill's",
      "   SKILL.md instead.",
      "   Do NOT skip this step: deciding the skill is relevant, or reading about it, is not enough.",
      "2. Follow the instructions the skill gives you.",
      "3. Only then carry out the task below.",
      "",
      "---",
      "",
      prompt,
    ]);
  });

  it("custom: placeholders are replaced (with or without spaces, every occurrence)", () => {
    expect(applyHookStrategy(prompt, "tdd", "custom", "[{{skill}}] {{ prompt }} / {{prompt}}")).toBe(
      `[tdd] ${prompt} / ${prompt}`,
    );
  });

  it("custom: replacement text is taken literally ($& is not a pattern)", () => {
    expect(applyHookStrategy("cost $& more", "s", "custom", "> {{prompt}}")).toBe("> cost $& more");
  });

  it("custom: without {{prompt}} the template goes before the prompt; an empty one changes nothing", () => {
    expect(applyHookStrategy(prompt, "tdd", "custom", "Use {{skill}}.\n\n")).toBe(`Use tdd.\n\n${prompt}`);
    expect(applyHookStrategy(prompt, "tdd", "custom", "  \n")).toBe(prompt);
  });
});
