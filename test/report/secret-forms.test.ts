import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containsSecret, REDACTED, redact, redactDeep } from "../../src/report/redact.ts";

const secretArbitrary = fc
  .array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_/+=.:@ é€"), {
    minLength: 8,
    maxLength: 40,
  })
  .map((characters) => `S${characters.join("")}9`);

const unicodeEscaped = (text: string, upper: boolean) =>
  [...text]
    .map((character) => {
      const hex = character.charCodeAt(0).toString(16).padStart(4, "0");
      return `\\u${upper ? hex.toUpperCase() : hex}`;
    })
    .join("");

/** Every form an agent or a tool may write a secret in. */
const forms: Record<string, (secret: string) => string> = {
  raw: (secret) => secret,
  "JSON string": (secret) => JSON.stringify(secret).slice(1, -1),
  "JSON with \\/": (secret) => JSON.stringify(secret).slice(1, -1).replaceAll("/", "\\/"),
  "\\uXXXX lower": (secret) => unicodeEscaped(secret, false),
  "\\uXXXX upper": (secret) => unicodeEscaped(secret, true),
  "half escaped": (secret) =>
    [...secret]
      .map((character, index) => (index % 2 ? unicodeEscaped(character, false) : character))
      .join(""),
  "URL-encoded": (secret) => encodeURIComponent(secret),
  "URL-encoded, every byte": (secret) =>
    [...Buffer.from(secret)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  "form-encoded": (secret) => new URLSearchParams({ k: secret }).toString().slice(2),
  base64: (secret) => Buffer.from(secret).toString("base64"),
  "base64, offset 1": (secret) => Buffer.from(`x${secret}`).toString("base64"),
  "base64url, offset 2": (secret) => Buffer.from(`xy${secret}tail`).toString("base64url"),
};

const asciiSecret = fc
  .array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_/+=.:@ "), {
    minLength: 8,
    maxLength: 40,
  })
  .map((characters) => `S${characters.join("")}9`);

/** An agent printing UTF-16 (iconv -t utf-16le), as the stored stream and the reports read it. */
const utf16Forms: Record<string, (secret: string) => string> = {
  "UTF-16LE read as UTF-8": (secret) => Buffer.from(secret, "utf16le").toString("utf8"),
  "UTF-16BE read as UTF-8": (secret) => Buffer.from(secret, "utf16le").swap16().toString("utf8"),
  "UTF-16 in a JSON string": (secret) =>
    JSON.stringify(Buffer.from(secret, "utf16le").toString("utf8")).slice(1, -1),
  "UTF-16 with NULs shown as ␀": (secret) =>
    Buffer.from(secret, "utf16le").toString("utf8").replaceAll("\0", "\u2400"),
};

describe("the redactor knows an ASCII secret written as UTF-16", () => {
  for (const [name, encode] of Object.entries(utf16Forms)) {
    it(`removes a secret written ${name}`, () => {
      fc.assert(
        fc.property(asciiSecret, fc.string(), fc.string(), (secret, before, after) => {
          const written = encode(secret);
          expect(containsSecret(`${before}${written}${after}`, [secret])).toBe(true);
          expect(redact(`${before}${written}${after}`, [secret])).not.toContain(written.slice(2, -2));
        }),
        { numRuns: 100 },
      );
    });
  }
});

describe("the redactor knows every form of a secret", () => {
  for (const [name, encode] of Object.entries(forms)) {
    it(`removes a secret written ${name}, wherever it sits in the text`, () => {
      fc.assert(
        fc.property(secretArbitrary, fc.string(), fc.string(), (secret, before, after) => {
          const written = encode(secret);
          const text = `${before}${written}${after}`;
          expect(containsSecret(text, [secret])).toBe(true);
          expect(redact(text, [secret])).not.toContain(written);
        }),
        { numRuns: 200 },
      );
    });
  }

  it("leaves text without a secret exactly as it was", () => {
    fc.assert(
      fc.property(secretArbitrary, fc.string(), (secret, text) => {
        fc.pre(!text.includes(secret.slice(0, 6)));
        expect(redact(text, [secret])).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("redacts every string of a value, keys included, and nothing else", () => {
    const secret = "sk-live/abcdef123456";
    const value = { [secret]: [{ message: `got ${secret}`, count: 3, ok: true, none: null }] };
    expect(redactDeep(value, [secret])).toEqual({
      [REDACTED]: [{ message: `got ${REDACTED}`, count: 3, ok: true, none: null }],
    });
  });

  it("ignores values too short to be credentials", () => {
    expect(redact("true 1 yes", ["true", "1", "yes"])).toBe("true 1 yes");
  });
});
