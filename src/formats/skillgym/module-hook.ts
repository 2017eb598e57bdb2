import { registerHooks } from "node:module";

/** Import specifiers that suites use for the public API; all resolve to ours. */
const PUBLIC_API_SPECIFIERS = new Set(["skillgym", "skill-eval-action"]);

let registered = false;

/**
 * Maps `import ... from "skillgym"` (and our own package name) to this project's public API, even
 * when the real skillgym package is installed, so suites run unchanged with nothing installed.
 */
export function registerPublicApiHook(): void {
  if (registered) return;
  registered = true;
  const apiUrl = publicApiUrl();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (PUBLIC_API_SPECIFIERS.has(specifier)) return { url: apiUrl, format: "module", shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
}

/** In the bundle the API sits beside us as `api.js`; from source it is `src/index.ts`. */
export function publicApiUrl(): string {
  const here = import.meta.url;
  return here.endsWith(".ts") ? new URL("../../index.ts", here).href : new URL("./api.js", here).href;
}
