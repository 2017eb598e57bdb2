import { basename, dirname } from "node:path";
import type { FileSource, SuiteFormatDescriptor } from "../suite-format.ts";
import { loadEvalsJsonSuite } from "./load-evals-json-suite.ts";

const isEvalsJson = (path: string) => basename(path) === "evals.json" && basename(dirname(path)) === "evals";

/** skill-creator's `<skill>/evals/evals.json`. */
export const evalsJsonFormat: SuiteFormatDescriptor<"evals-json", FileSource<"evals-json">> = {
  id: "evals-json",
  claims: (path) => (isEvalsJson(path) ? { format: "evals-json", file: path } : undefined),
  skillFolderMarker: "evals/evals.json",
  namesSuiteFile: isEvalsJson,
  ownFolders: [],
  ownsOverrides: false,
  runsWithoutConfig: true,
  load: async (source, context) => [loadEvalsJsonSuite(source.file, context.root, context.skills)],
};
