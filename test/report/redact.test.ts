import { describe, expect, it } from "vitest";
import { REDACTED, redact, secretValues } from "../../src/report/redact.ts";

describe("secret redaction", () => {
  it("takes every configured env value and the inherited credentials, not ordinary variables", () => {
    const secrets = secretValues(
      {
        PATH: "/usr/local/bin:/usr/bin",
        HOME: "/tmp/home-123456",
        ANTHROPIC_API_KEY: "sk-ant-abcdef123456",
        LANG: "C.UTF-8",
      },
      { PROXY_URL: "http://user:hunter22@proxy.local", SHORT: "1" },
    );
    expect(secrets).toEqual(["http://user:hunter22@proxy.local", "sk-ant-abcdef123456"]);
  });

  it("replaces every occurrence, longest secret first", () => {
    const text = 'key=sk-ant-abcdef123456 again "sk-ant-abcdef123456-suffix"';
    expect(redact(text, ["sk-ant-abcdef123456-suffix", "sk-ant-abcdef123456"])).toBe(
      `key=${REDACTED} again "${REDACTED}"`,
    );
  });
});
