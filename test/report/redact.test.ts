import { describe, expect, it } from "vitest";
import { REDACTED, redact, redactDeep, secretValues } from "../../src/report/redact.ts";
import { clipOutput, MAX_TOOL_OUTPUT_CHARS } from "../../src/runners/clip-output.ts";

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

  it("takes the user info of a URL in the host environment, whatever the variable is called", () => {
    const secrets = secretValues(
      {
        HTTPS_PROXY: "http://corp-user:Pr0xy%40Passw0rd@proxy.corp:3128",
        ANTHROPIC_BASE_URL: "https://ghp_TokenAsUser123@llm-gw.corp/v1",
        NO_PROXY: "localhost,127.0.0.1",
        DOCS_URL: "https://example.com/a@b",
      },
      {},
    );
    expect(secrets).toEqual([
      "http://corp-user:Pr0xy%40Passw0rd@proxy.corp:3128",
      "https://ghp_TokenAsUser123@llm-gw.corp/v1",
      "ghp_TokenAsUser123",
      "Pr0xy%40Passw0rd",
      "Pr0xy@Passw0rd",
    ]);
  });

  it("redacts a number that is a secret: REDACTED in an array, its field dropped in an object", () => {
    const pin = "83749201";
    expect(
      redactDeep({ input: { pin: 83749201, arr: [83749201, 7] }, costUsd: 83749201, turns: 3 }, [pin]),
    ).toEqual({
      input: { arr: [REDACTED, 7] },
      turns: 3,
    });
    // A number that only contains the secret's digits is not one.
    expect(redactDeep({ durationMs: 1837492019 }, [pin])).toEqual({ durationMs: 1837492019 });
  });

  it("replaces every occurrence, longest secret first", () => {
    const text = 'key=sk-ant-abcdef123456 again "sk-ant-abcdef123456-suffix"';
    expect(redact(text, ["sk-ant-abcdef123456-suffix", "sk-ant-abcdef123456"])).toBe(
      `key=${REDACTED} again "${REDACTED}"`,
    );
  });
});

describe("a multi-line secret (a key in PEM form)", () => {
  const body = [
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7",
    "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c2v3b4n5m6",
  ];
  const key = ["-----BEGIN PRIVATE KEY-----", ...body, "-----END PRIVATE KEY-----", ""].join("\n");
  const secrets = secretValues({ SSH_PRIVATE_KEY: key }, {});

  it("is redacted line by line where only some of its lines are written (a log cut between them)", () => {
    const cut = `[skill-eval: stored up to 10 bytes]\n${body[1]}\n-----END PRIVATE KEY-----\n`;
    expect(redact(cut, secrets)).not.toContain(body[1]);
    expect(redact(`${body[0]}\n`, secrets)).toBe(`${REDACTED}\n`);
  });

  it("is redacted in JSON, which writes its line breaks as \\n", () => {
    const json = JSON.stringify({ stderr: `loaded ${key}` });
    expect(redact(json, secrets)).toBe(JSON.stringify({ stderr: `loaded ${REDACTED}` }));
    const cutJson = JSON.stringify({ stderr: key.slice(key.indexOf(body[1] ?? "")) });
    for (const line of body) expect(redact(cutJson, secrets)).not.toContain(line);
  });

  it("leaves short lines and ordinary text alone", () => {
    const short = secretValues({ API_TOKEN: "abcdefgh\nxy" }, {});
    expect(redact("abcdefgh\nxy and xy", short)).toBe(`${REDACTED} and xy`);
  });
});

describe("redactDeep on a tool output the normalizer cut", () => {
  it("redacts the first part of a secret the cut split, whose rest is gone", () => {
    const secret = "ghp_CutSecretT0kenAbCdEf0123456789";
    const cut = clipOutput(`${"A".repeat(MAX_TOOL_OUTPUT_CHARS - 20)}${secret}`);
    expect(cut).toContain(secret.slice(0, 20));
    const redacted = redactDeep({ output: cut }, [secret]).output;
    expect(redacted).not.toContain(secret.slice(0, 8));
    expect(redacted).toMatch(/A\[REDACTED\]… \[14 more characters\]$/);
    // An ordinary cut text is left as it is.
    const plain = clipOutput("B".repeat(MAX_TOOL_OUTPUT_CHARS + 5));
    expect(redactDeep({ output: plain }, [secret]).output).toBe(plain);
  });
});

describe("redactDeep searches a value before it copies it", () => {
  const secret = "ghp_SearchFirstT0ken0123456789";
  const events = Array.from({ length: 50 }, (_, index) => ({
    type: "tool_result",
    index,
    output: { text: `line ${index}`, lines: [index, `ok ${index}`] },
  }));

  it("returns a value that holds no secret as it is, not a copy", () => {
    const report = { runner: { id: "claude" }, events };
    expect(redactDeep(report, [secret])).toBe(report);
  });

  it("still finds a secret deep inside, in a key, a value or a number, and copies only then", () => {
    const pin = "83749201";
    const report = {
      events: [...events, { type: "note", detail: { [`key-${secret}`]: [1, { deeper: `x ${secret} y` }] } }],
      pin: 83749201,
    };
    const redacted = redactDeep(report, [secret, pin]);
    expect(JSON.stringify(redacted)).not.toContain(secret);
    expect(redacted).toEqual({
      events: [
        ...events,
        { type: "note", detail: { [`key-${REDACTED}`]: [1, { deeper: `x ${REDACTED} y` }] } },
      ],
    });
  });

  it("finds a secret written with escapes inside a string (which JSON would escape again)", () => {
    const escaped = [...secret].map(
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    const value = { events: [...events, { output: `token "${escaped.join("")}" printed` }] };
    expect(redactDeep(value, [secret]).events.at(-1)).toEqual({ output: `token "${REDACTED}" printed` });
  });
});
