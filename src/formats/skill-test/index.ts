import { basename, dirname, sep } from "node:path";
import { REPLAY_AGENT } from "../../runners/agents.ts";
import { claudeCodeAgent } from "../../runners/claude-code/index.ts";
import type { FolderSource, SuiteFormatDescriptor } from "../suite-format.ts";
import { matchesGlob } from "./glob-pattern.ts";
import { loadSkillTestSuites } from "./load-skill-test-suites.ts";
import { SKILL_TEST_CONFIG_FILE, SKILL_TEST_DEFAULTS } from "./skill-test-config.ts";

const TESTS_FOLDER = "skill-tests";

/**
 * Claude Code Skill Test: a skill folder with `skill-tests/` (the folder, or its SKILL.md or
 * skill-test.config.yaml, named explicitly). A file under `skill-tests/` named explicitly is that
 * skill's one test file, as discovery would have met it, never an agentv eval file.
 */
export const skillTestFormat: SuiteFormatDescriptor<"skill-test", FolderSource<"skill-test">> = {
  id: "skill-test",
  claims(path, metAs) {
    if (metAs === "skill-folder")
      return basename(path) === TESTS_FOLDER ? { format: "skill-test", skillDir: dirname(path) } : undefined;
    if (metAs !== "explicit") return undefined;
    if (basename(path) === "SKILL.md" || basename(path) === SKILL_TEST_CONFIG_FILE)
      return { format: "skill-test", skillDir: dirname(path) };
    const parts = path.split(sep);
    const tests = parts.lastIndexOf(TESTS_FOLDER);
    return tests > 0 && tests < parts.length - 1
      ? { format: "skill-test", skillDir: parts.slice(0, tests).join(sep) || sep, only: [path] }
      : undefined;
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
    loadSkillTestSuites(
      source.skillDir,
      root,
      {
        iterations: overrides.iterations,
        threshold: overrides.threshold === undefined ? undefined : overrides.threshold * 100,
        hook: overrides.hook,
        hookPath: overrides.hookPath,
        model: overrides.model,
        timeoutMs: overrides.timeoutMs,
        strict: overrides.strict,
        lenient: overrides.lenient,
      },
      source.only,
    ),
};
