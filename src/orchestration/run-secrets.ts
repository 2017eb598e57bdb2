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

/**
 * A key (`suite/case/runner`) as results.json and plan.json write it: redacted with the
 * credentials a run of `plan` knows, so a plan's units and a run's keys match.
 */
export function writtenKeys(
  hostEnv: Readonly<Record<string, string | undefined>>,
  config: LoadedConfig | undefined,
  plan: readonly { runners: readonly Runner[] }[],
): (key: string) => string {
  const secrets = runSecrets(
    hostEnv,
    config,
    plan.flatMap(({ runners }) => runners),
  );
  return (key) => secrets.redact(key);
}
