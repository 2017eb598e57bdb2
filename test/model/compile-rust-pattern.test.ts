import { describe, expect, it } from "vitest";
import { compileRustPattern } from "../../src/model/compile-pattern.ts";

// skill-test's patterns were written for Rust's `regex` crate (seeds/claude-code-skill-test.md).
describe("compileRustPattern", () => {
  const compiled = (pattern: string) => {
    const result = compileRustPattern(pattern);
    if (!(result instanceof RegExp)) throw new Error(result.error);
    return result;
  };
  const refused = (pattern: string) => {
    const result = compileRustPattern(pattern);
    return result instanceof RegExp ? undefined : result.error;
  };

  it("turns leading inline flags into RegExp flags", () => {
    expect(compiled("(?i)skill").test("SKILL")).toBe(true);
    expect(compiled("(?m)^b").test("a\nb")).toBe(true);
    expect(compiled("(?s)a.b").test("a\nb")).toBe(true);
    expect(compiled("(?is)A.B").flags).toBe("is");
  });

  it("reads (?P<name>…) groups and \\p{…} classes as Rust means them", () => {
    expect(compiled("(?P<score>\\d+)/100").exec("scored 87/100")?.groups?.score).toBe("87");
    expect(compiled("^\\p{Lu}").test("Élan")).toBe(true);
  });

  it("keeps escapes both engines share, inside and outside classes", () => {
    expect(compiled("[\\[\\]]+").test("[]")).toBe(true);
    expect(compiled("\\$state\\s*\\(").test("$state (")).toBe(true);
  });

  it.each([
    ["\\A# Title", "\\A (start of text; use ^)"],
    ["done\\z", "\\z (end of text; use $)"],
    ["\\<word\\>", "\\< (start of word)"],
    ["[[:alpha:]]+", "a POSIX class like [[:alpha:]]"],
    ["[a-z[aeiou]]", "a nested character class"],
    ["[a-z&&[^aeiou]]", "the class operator &&"],
    ["[a-z&&b]", "the class operator &&"],
    ["\\x{1F600}", "\\x{…} (a code point; use \\u{…} or the character)"],
    ["[]a]", "a character class starting with ] (escape it: \\])"],
    ["\\pL", "\\pL (a one-letter Unicode class; write \\p{…})"],
  ])("refuses %s, which JavaScript would read differently", (pattern, construct) => {
    expect(refused(pattern)).toBe(`${construct} is Rust regex syntax JavaScript does not support`);
  });

  it.each([
    ["a(?=b)", "the lookaround (?=…)"],
    ["(?<!x)y", "the lookaround (?<!…)"],
    ["(a)\\1", "the backreference \\1"],
    ["done\\Z", "the escape \\Z"],
    ["\\k<name>", "the escape \\k"],
    ["a{,3}", "a repetition {,n} (write {0,n})"],
  ])("refuses %s, which JavaScript reads and skill-test's Rust regex refuses", (pattern, construct) => {
    expect(refused(pattern)).toBe(
      `${construct} is not Rust regex syntax: skill-test itself would refuse the pattern`,
    );
  });

  it("still takes named groups, escaped parentheses and braces", () => {
    expect(compiled("(?P<n>\\d+)\\(\\?=\\)a{2,}").test("12(?=)aa")).toBe(true);
  });

  it("refuses flags JavaScript lacks and syntax errors, saying why", () => {
    expect(refused("(?x) a b")).toMatch(/inline flag "x" not supported/);
    expect(refused("a(?i)b")).toMatch(/Invalid group/);
  });
});
