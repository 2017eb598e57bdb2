import { basename, dirname } from "node:path";
import { REPLAY_AGENT } from "../../runners/agents.ts";
import { claudeCodeAgent } from "../../runners/claude-code/index.ts";
import type { FolderSource, SuiteFormatDescriptor } from "../suite-format.ts";
import { matchesGlob } from "./glob-pattern.ts";
import { loadSkillTestSuites } from "./load-skill-test-suites.ts";
import { SKILL_TEST_DEFAULTS } from "./skill-test-config.ts";

const TESTS_FOLDER = "skill-tests";

/** Claude Code Skill Test: a skill folder with `skill-tests/` (the folder, or its SKILL.md, named explicitly). */
export const skillTestFormat: SuiteFormatDescriptor<"skill-test", FolderSource<"skill-test">> = {
  id: "skill-test",
  claims(path, metAs) {
    const marks =
      (metAs === "skill-folder" && basename(path) === TESTS_FOLDER) ||
      (metAs === "explicit" && basename(path) === "SKILL.md");
    return marks ? { format: "skill-test", skillDir: dirname(path) } : undefined;
  },
  skillFolderMarker: TESTS_FOLDER,
  namesSuiteFile(path) {
    const parts = path.split(/[\\/]/);
    const from = parts.indexOf(TESTS_FOLDER);
    if (from === -1) return false;
    const fromSkill = parts.slice(from).join("/");
    return SKILL_TEST_DEFAULTS.testPatterns.some((pattern) => matchesGlob(fromSkill, pattern));
  },
  ownFolders: [TESTS_FOLDER],
  ownsOverrides: true,
  onlyAgents: {
    agents: [claudeCodeAgent.id, REPLAY_AGENT.id],
    hint: (configFile) => `skill-test suites run on Claude Code: add a claude-code runner to ${configFile}`,
  },
  // skill-test ran on Claude Code with no config of ours.
  runsWithoutConfig: true,
  load: async (source, { root, overrides }) =>
    loadSkillTestSuites(source.skillDir, root, {
      iterations: overrides.iterations,
      threshold: overrides.threshold === undefined ? undefined : overrides.threshold * 100,
      hook: overrides.hook,
      hookPath: overrides.hookPath,
      model: overrides.model,
      timeoutMs: overrides.timeoutMs,
      strict: overrides.strict,
      lenient: overrides.lenient,
    }),
};
