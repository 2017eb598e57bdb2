import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { FileSource, SuiteFormatDescriptor } from "../suite-format.ts";
import { loadEvalsJsonSuite } from "./load-evals-json-suite.ts";

const isEvalsJson = (path: string) => basename(path) === "evals.json" && basename(dirname(path)) === "evals";

/** skill-creator's `<skill>/evals/evals.json`. */
export const evalsJsonFormat: SuiteFormatDescriptor<"evals-json", FileSource<"evals-json">> = {
  id: "evals-json",
  claims(path, metAs) {
    if (metAs !== "skill-folder") return isEvalsJson(path) ? { format: "evals-json", file: path } : undefined;
    const file = join(path, "evals", "evals.json");
    return existsSync(file) ? { format: "evals-json", file } : undefined;
  },
  namesSuiteFile: isEvalsJson,
  ownFolders: [],
  runsWithoutConfig: true,
  load: async (source, context) => [loadEvalsJsonSuite(source.file, context.root, context.skills)],
};
