import { unknownKeyHint } from "../../config/yaml-source.ts";
import type { ConfigWarning } from "../../model/suite.ts";

/** The seed rejects fields it does not know (serde's `deny_unknown_fields`: "unknown field"). */
export function unknownFieldError(
  key: string,
  what: string,
  allowed: readonly string[],
): NonNullable<ConfigWarning["unknownField"]> {
  return {
    message: `unknown field "${key}" in ${what}`,
    hint: `${unknownKeyHint(key, allowed)}; skill-test rejects fields it does not know (--lenient makes this a warning)`,
  };
}
