import { describe, expect, it } from "vitest";
import { arrayElements, objectMembers } from "../../src/report/json-spans.ts";

/** Each top-level member's value, parsed from its span alone. */
function membersParsed(text: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, span] of objectMembers(text)) parsed[key] = JSON.parse(text.slice(span.start, span.end));
  return parsed;
}

const TRICKY_STRINGS = [
  "",
  'a "quoted" word',
  "a backslash at the end \\",
  "two at the end \\\\",
  '\\"',
  "brackets ] } [ { inside",
  '},{"type":"message"',
  "unicode é ✓ 𝄞 \u2028 and a NUL \u0000",
];

describe("objectMembers and arrayElements", () => {
  it("find every top-level member and element as JSON.parse reads the whole text", () => {
    const value = {
      first: TRICKY_STRINGS,
      'key with "quotes" and \\': { nested: [[], {}, [{ a: "]" }]], n: -1.5e3 },
      events: TRICKY_STRINGS.map((text, index) => ({
        type: "message",
        text,
        at: index,
        args: { list: [1, { x: [] }] },
      })),
      flags: [true, false, null, 0, 12.25],
      empty: {},
    };
    for (const text of [
      JSON.stringify(value),
      JSON.stringify(value, null, 2),
      ` \n${JSON.stringify(value, null, "\t")}\r\n`,
    ]) {
      expect(membersParsed(text)).toEqual(value);
      const events = objectMembers(text).get("events");
      if (events === undefined) throw new Error("no events member");
      const elements = [...arrayElements(text, events)].map((span) =>
        JSON.parse(text.slice(span.start, span.end)),
      );
      expect(elements).toEqual(value.events);
      const flags = objectMembers(text).get("flags");
      if (flags === undefined) throw new Error("no flags member");
      expect([...arrayElements(text, flags)].map((span) => text.slice(span.start, span.end))).toEqual([
        "true",
        "false",
        "null",
        "0",
        "12.25",
      ]);
    }
  });

  it("read empty objects and arrays, and the last of repeated keys as JSON.parse does", () => {
    expect(objectMembers("{}").size).toBe(0);
    expect(objectMembers(" { } ").size).toBe(0);
    const text = '{"a":[],"a":[1, 2]}';
    const span = objectMembers(text).get("a");
    if (span === undefined) throw new Error("no member");
    expect([...arrayElements(text, span)]).toHaveLength(2);
    expect(JSON.parse(text).a).toEqual([1, 2]);
    const empty = '{"a":[ ]}';
    const emptySpan = objectMembers(empty).get("a");
    if (emptySpan === undefined) throw new Error("no member");
    expect([...arrayElements(empty, emptySpan)]).toEqual([]);
  });

  it("throw a SyntaxError for a text that is not one JSON object", () => {
    for (const text of [
      "",
      "[]",
      '"text"',
      "{",
      '{"a"}',
      '{"a":}',
      '{"a":1,}',
      '{"a":"open}',
      '{"a":[1}',
      '{"a":1} {}',
      "{a:1}",
    ]) {
      expect(() => objectMembers(text), text).toThrow(SyntaxError);
    }
    expect(() => [...arrayElements('{"a":[1 2]}', { start: 5, end: 10 })]).toThrow(SyntaxError);
  });
});
