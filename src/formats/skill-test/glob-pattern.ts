/**
 * Compiles a glob as skill-test's `test-patterns` use it into a RegExp over posix relative paths:
 * `**` spans folders (and matches none), `*` and `?` stay inside one path segment, `{a,b}` picks
 * an alternative (nesting allowed), `[abc]`/`[!abc]` a character class. Pure.
 */
export function globToRegExp(pattern: string): RegExp {
  return new RegExp(`^${compile(pattern, 0, false).source}$`);
}

/** Whether a posix relative path matches the glob. */
export function matchesGlob(path: string, pattern: string): boolean {
  return globToRegExp(pattern).test(path);
}

/** Whether the pattern uses any glob syntax at all (else it is a plain path or substring). */
export function hasGlobSyntax(pattern: string): boolean {
  return /[*?[{]/.test(pattern);
}

/** The leading folders of a glob that hold no glob syntax: where a walk for it can start. */
export function globBase(pattern: string): string {
  const segments = pattern.split("/");
  const literal: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (hasGlobSyntax(segment) || segment === "..") break;
    if (segment !== "." && segment !== "") literal.push(segment);
  }
  return literal.join("/");
}

interface Compiled {
  source: string;
  /** Index just past what was consumed. */
  end: number;
}

function compile(pattern: string, start: number, inBraces: boolean): Compiled {
  let source = "";
  let index = start;
  while (index < pattern.length) {
    const char = pattern[index] ?? "";
    if (inBraces && (char === "," || char === "}")) return { source, end: index };
    if (char === "*" && pattern[index + 1] === "*") {
      const atSegmentStart = index === 0 || pattern[index - 1] === "/";
      const followedBySlash = pattern[index + 2] === "/";
      if (atSegmentStart && followedBySlash) {
        source += "(?:[^/]+/)*";
        index += 3;
        continue;
      }
      if (atSegmentStart && index + 2 === pattern.length) {
        source += ".*";
        index += 2;
        continue;
      }
      source += "[^/]*";
      index += 2;
      continue;
    }
    if (char === "*") {
      source += "[^/]*";
      index += 1;
    } else if (char === "?") {
      source += "[^/]";
      index += 1;
    } else if (char === "[") {
      const close = pattern.indexOf("]", index + 2);
      if (close === -1) {
        source += "\\[";
        index += 1;
        continue;
      }
      const body = pattern.slice(index + 1, close);
      const negated = body.startsWith("!") || body.startsWith("^");
      const members = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, "\\$&");
      source += negated ? `[^/${members}]` : `[${members}]`;
      index = close + 1;
    } else if (char === "{") {
      const alternatives: string[] = [];
      let cursor = index + 1;
      let closed = false;
      while (cursor <= pattern.length) {
        const part = compile(pattern, cursor, true);
        alternatives.push(part.source);
        if (pattern[part.end] === "}") {
          closed = true;
          cursor = part.end + 1;
          break;
        }
        if (pattern[part.end] !== ",") break;
        cursor = part.end + 1;
      }
      if (!closed) {
        source += "\\{";
        index += 1;
        continue;
      }
      source += `(?:${alternatives.join("|")})`;
      index = cursor;
    } else if (char === "\\" && index + 1 < pattern.length) {
      source += escapeRegExp(pattern[index + 1] ?? "");
      index += 2;
    } else {
      source += escapeRegExp(char);
      index += 1;
    }
  }
  return { source, end: index };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
