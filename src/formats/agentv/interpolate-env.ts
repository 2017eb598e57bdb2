import type { ConfigWarning } from "../../model/suite.ts";

const REFERENCE = /\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * agentv's `${{ VAR }}` interpolation (e.g. `use_target: ${{ AGENT_TARGET }}`), applied to every
 * string in a parsed YAML value. An unset variable becomes "" and is listed in `missing`, so the
 * loader can warn about it. Pure: the environment is passed in.
 */
export function interpolateEnv(
  value: unknown,
  env: Readonly<Record<string, string | undefined>>,
): { value: unknown; missing: string[] } {
  const missing = new Set<string>();
  const visit = (node: unknown): unknown => {
    if (typeof node === "string") {
      return node.replace(REFERENCE, (_whole, name: string) => {
        const found = env[name];
        if (found === undefined) missing.add(name);
        return found ?? "";
      });
    }
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node === "object" && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
    }
    return node;
  };
  return { value: visit(value), missing: [...missing] };
}

/** The warning for a `${{ VAR }}` whose variable is not set, in the file that names it. */
export function unsetVariableWarning(name: string, file: string): ConfigWarning {
  return {
    message: `\${{ ${name} }}: environment variable ${name} is not set, so it reads as empty`,
    position: { file },
  };
}
