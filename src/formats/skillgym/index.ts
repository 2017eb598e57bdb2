import { basename } from "node:path";
import { isSkillgymConfigFile } from "../../config/skillgym-config.ts";
import type { FileSource, SuiteFormatDescriptor } from "../suite-format.ts";
import { loadSkillgymSuite } from "./load-skillgym-suite.ts";
import { probeModules } from "./probe-module.ts";
import { skillgymSuiteFiles } from "./skillgym-config-file.ts";
import { isSkillgymSuiteFile } from "./suite-file-name.ts";

const MODULE = /\.(?:ts|mts|js|mjs)$/;

/** skillgym suites: TS/JS modules (`*.suite.ts`, `*-suite.ts`, or any module named explicitly). */
export const skillgymFormat: SuiteFormatDescriptor<"skillgym", FileSource<"skillgym">> = {
  id: "skillgym",
  claims(path, metAs) {
    const name = basename(path);
    return isSkillgymSuiteFile(name) || (metAs === "explicit" && MODULE.test(name))
      ? { format: "skillgym", file: path }
      : undefined;
  },
  listings: {
    named: isSkillgymConfigFile,
    sources: async (file) =>
      (await skillgymSuiteFiles(file)).map((suiteFile) => ({ format: "skillgym", file: suiteFile })),
  },
  namesSuiteFile: (path) => isSkillgymSuiteFile(basename(path)),
  ownFolders: [],
  ownsOverrides: false,
  runsWithoutConfig: false,
  // Every suite module is tried in one child process first, while the other formats load.
  prepare: (sources) =>
    probeModules(
      sources.map((source) => source.file),
      "suite",
    ),
  load: async (source, context) => [await loadSkillgymSuite(source.file, context.root, context.skills)],
};
