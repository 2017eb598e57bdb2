/**
 * Compiles a pattern a suite wrote. skill-test was written in Rust, whose `regex` crate takes
 * flags inline at the start (`(?i)skill`); JavaScript has no such syntax, so a leading group of
 * `i`, `m`, `s` becomes RegExp flags. Never `g`/`y`: a stateful pattern would make a match depend
 * on the previous one. Returns why the pattern is bad instead of throwing.
 */
export function compilePattern(source: string, flags = ""): RegExp | { error: string } {
  const inline = /^\(\?([a-zA-Z]+)\)/.exec(source);
  let body = source;
  let allFlags = flags.replace(/[gy]/g, "");
  if (inline !== null) {
    const letters = inline[1] ?? "";
    const unsupported = [...letters].filter((letter) => !"ims".includes(letter));
    if (unsupported.length > 0) {
      return {
        error: `inline flag${unsupported.length > 1 ? "s" : ""} "${unsupported.join("")}" not supported (use i, m or s)`,
      };
    }
    body = source.slice(inline[0].length);
    allFlags = [...new Set([...allFlags, ...letters])].join("");
  }
  try {
    return new RegExp(body, allFlags);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Compiles a pattern written for skill-test's Rust `regex` crate: leading inline flags become
 * RegExp flags (as `compilePattern` does), `(?P<name>…)` becomes `(?<name>…)`, and `\p{…}` turns
 * on Unicode mode. Syntax the two engines read differently, where JavaScript would silently match
 * something else (`\A`, `\z`, nested or set-operation classes, POSIX classes, `\x{…}`), is refused
 * with a message naming it, so a suite never passes on a misread pattern; so is JavaScript syntax
 * the crate lacks (lookarounds, backreferences, escapes it does not know), which skill-test refuses.
 */
export function compileRustPattern(source: string): RegExp | { error: string } {
  const problem = rustOnlySyntax(source);
  if (problem !== undefined) return { error: `${problem} is Rust regex syntax JavaScript does not support` };
  const missing = missingFromRust(source);
  if (missing !== undefined)
    return { error: `${missing} is not Rust regex syntax: skill-test itself would refuse the pattern` };
  const translated = source.replace(/\(\?P</g, "(?<");
  return compilePattern(translated, /\\[pP]\{/.test(translated) ? "u" : "");
}

const RUST_ESCAPES: Record<string, string> = {
  A: "\\A (start of text; use ^)",
  z: "\\z (end of text; use $)",
  "<": "\\< (start of word)",
  ">": "\\> (end of word)",
};

/** The first construct whose meaning differs between Rust's regex crate and JavaScript, if any. */
function rustOnlySyntax(source: string): string | undefined {
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    const next = source[index + 1] ?? "";
    if (char === "\\") {
      const rustEscape = RUST_ESCAPES[next];
      if (rustEscape !== undefined) return rustEscape;
      if (next === "x" && source[index + 2] === "{")
        return "\\x{…} (a code point; use \\u{…} or the character)";
      if ((next === "b" || next === "B") && source[index + 2] === "{")
        return `\\${next}{…} (a word boundary kind)`;
      if ((next === "p" || next === "P") && source[index + 2] !== "{")
        return `\\${next}${source[index + 2] ?? ""} (a one-letter Unicode class; write \\${next}{…})`;
      index += 1;
      continue;
    }
    if (!inClass) {
      if (char === "[") {
        inClass = true;
        const start = source[index + 1] === "^" ? index + 2 : index + 1;
        if (source[start] === "]") return "a character class starting with ] (escape it: \\])";
        index = start - 1;
      }
      continue;
    }
    if (char === "]") inClass = false;
    else if (char === "[")
      return source.startsWith("[:", index) ? "a POSIX class like [[:alpha:]]" : "a nested character class";
    else if ((char === "&" || char === "-" || char === "~") && next === char)
      return `the class operator ${char}${char}`;
  }
  return undefined;
}

/** Escapes of a letter both engines read alike; JavaScript reads any other letter as itself, Rust refuses it. */
const SHARED_LETTER_ESCAPES = new Set("dDwWsSbBnrtfvpPxu");

/** The first construct JavaScript accepts and Rust's regex crate refuses, if any. */
function missingFromRust(source: string): string | undefined {
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    const next = source[index + 1] ?? "";
    if (char === "\\") {
      if (/[1-9]/.test(next)) return `the backreference \\${next}`;
      if (/[a-zA-Z]/.test(next) && !SHARED_LETTER_ESCAPES.has(next)) return `the escape \\${next}`;
      index += 1;
      continue;
    }
    const lookaround = /^\(\?<?[=!]/.exec(source.slice(index));
    if (lookaround !== null) return `the lookaround ${lookaround[0]}…)`;
    if (char === "{" && next === "," && /^\{,\d+\}/.test(source.slice(index)))
      return "a repetition {,n} (write {0,n})";
  }
  return undefined;
}
