import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonLine, UNPARSED } from "../../src/runners/json-line.ts";

const schema = z.object({ type: z.literal("ping"), n: z.number().default(0) });

describe("parseJsonLine", () => {
  it.each(["", "   ", "\r", "\t \r"])("skips a blank line (%j)", (line) => {
    expect(parseJsonLine(line, schema)).toBeUndefined();
  });

  it.each(["not json", "{", '{"type": "ping",}', "Warning: something"])(
    "marks a line that is not JSON as unparsed (%j)",
    (line) => {
      expect(parseJsonLine(line, schema)).toBe(UNPARSED);
    },
  );

  it.each(['{"type":"pong"}', '{"type":"ping","n":"one"}', "[]", "42", "null"])(
    "marks JSON the schema does not accept as unparsed (%j)",
    (line) => {
      expect(parseJsonLine(line, schema)).toBe(UNPARSED);
    },
  );

  it("returns the parsed event and the raw JSON of a valid line, trimmed first", () => {
    expect(parseJsonLine('  {"type":"ping","extra":true}\r', schema)).toEqual({
      event: { type: "ping", n: 0 },
      json: { type: "ping", extra: true },
    });
  });
});
