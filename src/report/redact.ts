/** What replaces a secret in every stored or printed text. */
export const REDACTED = "[REDACTED]";

/** Shorter values would blank out ordinary words ("1", "true"); they are not treated as secrets. */
const MIN_SECRET_LENGTH = 6;

/** Names of environment variables whose values are credentials. */
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL|AUTH/i;

/**
 * The values to hide for one runner: every value of its `env:` map, and the credentials it
 * inherits from the host (by variable name). Longest first, so a secret containing another is
 * replaced whole.
 */
export function secretValues(
  launchedEnv: Readonly<Record<string, string | undefined>>,
  configuredEnv: Readonly<Record<string, string>>,
): string[] {
  const values = new Set<string>();
  for (const value of Object.values(configuredEnv)) values.add(value);
  for (const [name, value] of Object.entries(launchedEnv))
    if (value !== undefined && SECRET_NAME.test(name)) values.add(value);
  return [...values].filter((value) => value.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

/** Replaces every occurrence of each secret with REDACTED. Pure. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (result.includes(secret)) result = result.split(secret).join(REDACTED);
  return result;
}
