/** `test` on a global or sticky RegExp moves `lastIndex`, so repeated checks would skip matches. */
export function statelessPattern(pattern: RegExp): RegExp {
  return pattern.global || pattern.sticky
    ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""))
    : pattern;
}
