import { existsSync } from "node:fs";

/** The Debian `chromium` package's binary, installed by `scripts/install-chromium.mjs`. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Browser tests run when Chromium is installed, and always under CI, where a missing browser
 * must fail rather than skip. Locally, a missing browser skips with the reason in the suite name.
 */
export function chromiumTests(
  installed = existsSync(CHROMIUM_PATH),
  env: Readonly<Record<string, string | undefined>> = process.env,
): { run: boolean; label: string } {
  if (installed || env.CI) return { run: true, label: "" };
  return {
    run: false,
    label: ` (skipped: ${CHROMIUM_PATH} is missing; install it with node scripts/install-chromium.mjs)`,
  };
}
