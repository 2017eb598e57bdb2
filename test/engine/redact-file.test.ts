import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactChunks, redactFile } from "../../src/engine/redact-file.ts";
import { containsSecret, redact } from "../../src/report/redact.ts";

const SECRET = "sk-live-AbC123xyz789QQ";
/** Two secrets, one the start of the other: a cut between them must not pick the shorter one. */
const SECRETS = [SECRET, "sk-live-AbC1", 'p/ss w"rd-é'];

/** The forms a secret is found in (raw, JSON-escaped, URL-encoded, base64 inside a longer text). */
function formsOf(secret: string): string[] {
  return [
    secret,
    JSON.stringify(secret).slice(1, -1).replaceAll("/", "\\/"),
    [...secret].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
    encodeURIComponent(secret),
    Buffer.from(`xy${secret}z`).toString("base64"),
  ];
}

/** `text` cut at the given lengths (each at least 1), as chunks arriving one after another. */
async function* inPieces(text: string, lengths: readonly number[]): AsyncGenerator<string> {
  let at = 0;
  for (const length of lengths) {
    if (at >= text.length) break;
    yield text.slice(at, at + length);
    at += length;
  }
  if (at < text.length) yield text.slice(at);
}

async function redactedInPieces(text: string, lengths: readonly number[], secrets: readonly string[]) {
  let out = "";
  await redactChunks(inPieces(text, lengths), secrets, (piece) => {
    out += piece;
  });
  return out;
}

describe("redactChunks", () => {
  it("redacts a text arriving in pieces of any size exactly as redact does the whole text", async () => {
    const part = fc.oneof(
      fc.constantFrom(...SECRETS.flatMap(formsOf), "\n", "sk-live-", "AbC1", "%2F", "\\u00", "é", "😀"),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 60 }),
        async (parts, lengths) => {
          const text = parts.join("");
          expect(await redactedInPieces(text, lengths, SECRETS)).toBe(redact(text, SECRETS));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds a secret in every form at every offset of a line far longer than its pieces", async () => {
    for (const form of formsOf(SECRET)) {
      for (let offset = 0; offset < 32; offset += 1) {
        const text = `${"e".repeat(5000 + offset)}${form}${"e".repeat(3000)}`;
        const out = await redactedInPieces(text, Array(400).fill(32), [SECRET]);
        expect(out, `${form} at ${offset}`).toBe(redact(text, [SECRET]));
        expect(containsSecret(out, [SECRET])).toBe(false);
      }
    }
  });
});

describe("redactFile", () => {
  it("redacts a single line many times longer than what it reads at a time", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-file-"));
    const path = join(dir, "stderr.log");
    // 8 MiB without a newline, read 64 KiB at a time, a secret across every read's end.
    const chunk = 64 * 1024;
    const pieces: string[] = [];
    for (let index = 0; index < 128; index += 1) {
      const form = formsOf(SECRET)[index % 5] ?? SECRET;
      pieces.push("e".repeat(chunk - (index % 7) - Math.floor(form.length / 2)), form);
    }
    const text = pieces.join("");
    writeFileSync(path, text);

    expect(await redactFile(path, [SECRET], chunk)).toBeUndefined();

    const stored = readFileSync(path, "utf8");
    expect(containsSecret(stored, [SECRET])).toBe(false);
    expect(stored).toBe(redact(text, [SECRET]));
    expect(stored.split("[REDACTED]")).toHaveLength(129);
  });

  it("leaves a log without a secret as it is, bytes that are not UTF-8 included", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-file-"));
    const path = join(dir, "stderr.log");
    const bytes = Buffer.concat([Buffer.from("clean\n"), Buffer.from([0xff, 0xfe, 0x80])]);
    writeFileSync(path, bytes);
    expect(await redactFile(path, [SECRET])).toBeUndefined();
    expect(readFileSync(path)).toEqual(bytes);
  });

  it("fails closed: a log it cannot redact is replaced by a note, and says so", async () => {
    const dir = mkdtempSync(join(tmpdir(), "redact-file-"));
    const path = join(dir, "stderr.log");
    writeFileSync(path, `leak ${SECRET}\n`);
    // Its redacted copy cannot be written.
    mkdirSync(`${path}.redacting`);

    const problem = await redactFile(path, [SECRET]);

    expect(problem).toMatch(/^stderr\.log could not be redacted \(.*\): replaced by a note$/);
    const stored = readFileSync(path, "utf8");
    expect(stored).toMatch(
      /^\[skill-eval: stderr\.log could not be redacted .*; its content was not kept\]\n$/,
    );
    expect(stored).not.toContain(SECRET);
  });
});
