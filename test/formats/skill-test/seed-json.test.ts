import { describe, expect, it } from "vitest";
import { renderSkillTestJson, toSkillTestJson } from "../../../src/formats/skill-test/seed-json.ts";
import { seedRun } from "./seed-results.ts";

describe("toSkillTestJson", () => {
  const { suite, results } = seedRun();

  it("renders the seed's --format json shape, pass rates in percent", () => {
    expect(toSkillTestJson(results, [suite])).toEqual({
      skills: [
        {
          name: "my-skill",
          path: "./seed-example",
          tests: [
            {
              id: "test-001",
              iterations: 5,
              passed: 4,
              failed: 1,
              pass_rate: 80,
              verdict: "Pass",
              failures: ["iteration 3: assertion 'check-output' failed"],
              golden_failures: ["iteration 2: 'best-practice' not met"],
            },
            {
              id: "test-002",
              iterations: 2,
              passed: 1,
              failed: 1,
              pass_rate: 50,
              verdict: "Fail",
              failures: ["iteration 2: error: the agent timed out after 60000 ms"],
              golden_failures: [],
            },
          ],
          verdict: "Fail",
        },
      ],
      summary: {
        total_skills: 1,
        passed_skills: 0,
        failed_skills: 1,
        total_tests: 2,
        passed_tests: 1,
        failed_tests: 1,
      },
    });
  });

  it("names skills by folder when only results.json is at hand", () => {
    const json = toSkillTestJson(results);
    expect(json.skills.map((skill) => [skill.name, skill.path])).toEqual([
      ["seed-example", "./seed-example"],
    ]);
  });

  it("prints two-space indented JSON", () => {
    expect(renderSkillTestJson(results, [suite])).toBe(
      JSON.stringify(toSkillTestJson(results, [suite]), null, 2),
    );
    expect(renderSkillTestJson(results)).toContain('\n  "skills": [');
  });

  it("leaves out suites of other formats", () => {
    const other = {
      ...results,
      suites: results.suites.map((record) => ({ ...record, format: "agentv" as const })),
    };
    expect(toSkillTestJson(other)).toEqual({
      skills: [],
      summary: {
        total_skills: 0,
        passed_skills: 0,
        failed_skills: 0,
        total_tests: 0,
        passed_tests: 0,
        failed_tests: 0,
      },
    });
  });
});
