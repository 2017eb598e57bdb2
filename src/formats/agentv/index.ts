import { basename } from "node:path";
import type { FileSource, SuiteFormatDescriptor } from "../suite-format.ts";
import { isAgentvEvalFile, isYamlFile } from "./eval-file-name.ts";
import { loadAgentvSuite } from "./load-agentv-suite.ts";

/** agentv eval files (`EVAL.yaml`, `*.eval.yaml`; any YAML file named explicitly, as agentv reads it). */
export const agentvFormat: SuiteFormatDescriptor<"agentv", FileSource<"agentv">> = {
  id: "agentv",
  claims(path, metAs) {
    const name = basename(path);
    return isAgentvEvalFile(name) || (metAs === "explicit" && isYamlFile(name))
      ? { format: "agentv", file: path }
      : undefined;
  },
  namesSuiteFile: (path) => isAgentvEvalFile(basename(path)),
  ownFolders: [],
  defaultRunner: "default",
  ownsOverrides: false,
  runsWithoutConfig: false,
  load: async (source, context) => [loadAgentvSuite(source.file, context.root, context.skills)],
};
