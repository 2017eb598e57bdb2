import { SecretSet, secretValues } from "../report/redact.ts";
import type { Runner } from "../runners/runner-config.ts";
import type { LoadedConfig } from "./load-config.ts";

/**
 * Every credential in scope for a run, known before its first agent starts: the host's, the
 * judge's key and each runner's `env:` values, added to the run's redactor (the CLI's, when given).
 */
export function runSecrets(
  hostEnv: Readonly<Record<string, string | undefined>>,
  config: LoadedConfig | undefined,
  runners: readonly Runner[],
  secrets = new SecretSet(),
): SecretSet {
  secrets.add(secretValues(hostEnv, {}));
  const judgeKey = config?.config.judge?.apiKeyEnv;
  if (judgeKey !== undefined) secrets.add([hostEnv[judgeKey] ?? ""]);
  for (const runner of runners) {
    if ("env" in runner.config) secrets.add(secretValues({}, runner.config.env ?? {}));
  }
  return secrets;
}
