import { describe, expect, it } from "vitest";
import { lineSplitter } from "../../src/engine/line-splitter.ts";

function split(chunks: readonly Buffer[], maxCharacters?: number): string[] {
  const lines: string[] = [];
  const splitter = lineSplitter((line) => lines.push(line), maxCharacters);
  for (const chunk of chunks) splitter.write(chunk);
  splitter.end();
  return lines;
}

describe("an agent's stdout cut into lines", () => {
  it("drops \\n and \\r\\n, keeps empty lines and a last line without a newline", () => {
    expect(split([Buffer.from('{"a":1}\r\n\n{"b":2}\n{"c"'), Buffer.from(":3}")])).toEqual([
      '{"a":1}',
      "",
      '{"b":2}',
      '{"c":3}',
    ]);
  });

  it("joins a line and a character split across chunks", () => {
    const text = Buffer.from('{"text":"naïve ✓"}\n');
    const cuts = [3, 12, 14, 17];
    const chunks = [0, ...cuts].map((start, index) => text.subarray(start, cuts[index] ?? text.length));
    expect(split(chunks)).toEqual(['{"text":"naïve ✓"}']);
  });

  it("ends without an extra empty line when the output ends with a newline", () => {
    expect(split([Buffer.from("one\ntwo\n")])).toEqual(["one", "two"]);
    expect(split([])).toEqual([]);
  });

  it("passes a line over the limit on cut to it, drops the rest as it comes, and goes on with the next", () => {
    const endless = Array.from({ length: 1000 }, () => Buffer.from("x".repeat(1000)));
    expect(split([Buffer.from('{"a":1}\n'), ...endless, Buffer.from('yy\n{"b":2}\n')], 10)).toEqual([
      '{"a":1}',
      "xxxxxxxxxx",
      '{"b":2}',
    ]);
    expect(split([Buffer.from("0123456789\n0123456789A\nshort")], 10)).toEqual([
      "0123456789",
      "0123456789",
      "short",
    ]);
    // Without a newline at all: one cut line at the end.
    expect(split(endless, 5)).toEqual(["xxxxx"]);
  });
});
