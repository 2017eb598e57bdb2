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
