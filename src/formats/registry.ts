import type { SuiteFormat } from "../model/suite.ts";
import { agentvFormat } from "./agentv/index.ts";
import { evalsJsonFormat } from "./evals-json/index.ts";
import { skillTestFormat } from "./skill-test/index.ts";
import { skillgymFormat } from "./skillgym/index.ts";
import type { FileSource, FolderSource, SuiteFormatDescriptor } from "./suite-format.ts";

/**
 * Every suite format, one line each, in the order they claim a file (the first claim wins; a
 * skill folder may hold suites of several). Checked against model's `SUITE_FORMATS`: a format
 * missing on either side does not compile.
 */
export const SUITE_FORMAT_REGISTRY = {
  // Before agentv, which takes any .yaml named on the command line: one under skill-tests/ is a test file.
  "skill-test": skillTestFormat,
  agentv: agentvFormat,
  "evals-json": evalsJsonFormat,
  skillgym: skillgymFormat,
} as const satisfies { [Id in SuiteFormat]: SuiteFormatDescriptor<Id, FileSource<Id> | FolderSource<Id>> };

/** A place a suite comes from, in the shape its format's discovery gives. */
export type SuiteSource = {
  [Id in SuiteFormat]: Parameters<(typeof SUITE_FORMAT_REGISTRY)[Id]["load"]>[0];
}[SuiteFormat];

/** One descriptor's view for code that handles every format alike. */
export type AnySuiteFormat = SuiteFormatDescriptor<SuiteFormat, SuiteSource>;

export const suiteFormats: readonly AnySuiteFormat[] = Object.values(SUITE_FORMAT_REGISTRY);

export function suiteFormat(id: SuiteFormat): AnySuiteFormat {
  return SUITE_FORMAT_REGISTRY[id];
}
