const EVAL_FILE = /^(?:eval|.+\.eval)\.ya?ml$/i;
const EVAL_SUFFIX = /\.eval\.ya?ml$/i;
const BARE_EVAL = /(?:^|\/)eval\.ya?ml$/i;
const YAML_SUFFIX = /\.ya?ml$/i;

/**
 * agentv suites found in folders: `EVAL.yaml` / `eval.yaml` or `*.eval.yaml` / `*.EVAL.yaml`
 * (`.yml` too), as agentv's own discovery finds them. Any YAML file given explicitly is one too.
 */
export function isAgentvEvalFile(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return EVAL_FILE.test(base);
}

/** A YAML file, which agentv reads as an eval file when it is named on the command line. */
export function isYamlFile(fileName: string): boolean {
  return YAML_SUFFIX.test(fileName);
}

/**
 * The suite id from the eval file's path relative to the project root (posix): without
 * `.eval.yaml` (or, for another YAML file, `.yaml`); an `EVAL.yaml` is named by its folder
 * (`EVAL` at the root).
 */
export function agentvSuiteId(relativePath: string): string {
  if (BARE_EVAL.test(relativePath)) {
    const folder = relativePath.replace(BARE_EVAL, "");
    return folder === "" ? "EVAL" : folder;
  }
  if (EVAL_SUFFIX.test(relativePath)) return relativePath.replace(EVAL_SUFFIX, "");
  return relativePath.replace(YAML_SUFFIX, "");
}
