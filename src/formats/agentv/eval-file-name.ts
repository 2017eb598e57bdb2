const EVAL_FILE = /^(?:EVAL|.+\.eval)\.ya?ml$/;
const EVAL_SUFFIX = /\.eval\.ya?ml$/;
const BARE_EVAL = /(?:^|\/)EVAL\.ya?ml$/;

/** agentv suites are `EVAL.yaml` / `EVAL.yml` or `*.eval.yaml` / `*.eval.yml`. */
export function isAgentvEvalFile(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return EVAL_FILE.test(base);
}

/**
 * The suite id from the eval file's path relative to the project root (posix): without
 * `.eval.yaml`; an `EVAL.yaml` is named by its folder (`EVAL` at the root).
 */
export function agentvSuiteId(relativePath: string): string {
  if (BARE_EVAL.test(relativePath)) {
    const folder = relativePath.replace(BARE_EVAL, "");
    return folder === "" ? "EVAL" : folder;
  }
  return relativePath.replace(EVAL_SUFFIX, "");
}
