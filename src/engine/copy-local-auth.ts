import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { LaunchSpec } from "../runners/adapter.ts";
import { localAuthFiles } from "../runners/credentials.ts";
import type { RunnerConfig } from "../runners/runner-config.ts";

const GEMINI_SETTINGS = ".gemini/settings.json";

/**
 * `--use-local-auth`: copies the agent's login files (and nothing else: no skills, no settings)
 * from the user's HOME into the execution's private HOME, readable by the user only. Returns the
 * files copied, relative to HOME.
 */
export function copyLocalAuth(
  agent: RunnerConfig["agent"],
  userHome: string,
  privateHome: string,
  spec: Pick<LaunchSpec, "env">,
): string[] {
  const copied = localAuthFiles(agent).filter((path) => existsSync(join(userHome, path)));
  for (const path of copied) {
    const target = join(privateHome, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(userHome, path), target);
    chmodSync(target, 0o600);
  }
  if (agent === "gemini-cli" && copied.length > 0 && !spec.env.GEMINI_API_KEY && !spec.env.GOOGLE_API_KEY)
    selectGoogleLogin(privateHome);
  return copied;
}

/** Our own settings.json selects the API key; a Google login needs `oauth-personal` instead. */
function selectGoogleLogin(privateHome: string): void {
  const file = join(privateHome, GEMINI_SETTINGS);
  const settings: Record<string, unknown> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  settings.security = { auth: { selectedType: "oauth-personal" } };
  writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
}
