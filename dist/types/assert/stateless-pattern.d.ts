/** `test` on a global or sticky RegExp moves `lastIndex`, so repeated checks would skip matches. */
export declare function statelessPattern(pattern: RegExp): RegExp;
