/** Where a JSON value lies in a text: from `start` up to, not including, `end`. */
export interface Span {
  start: number;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const PRIMITIVE_END = /[\s,\]}]/g;
const NOT_WHITESPACE = /[^ \t\n\r]/g;

/**
 * The members of the object that is the whole of `text`, each key with where its value lies, at
 * the top level only: nothing below it is parsed, so a member's value can be read on its own
 * (`JSON.parse(text.slice(start, end))`). Throws a SyntaxError where the text is not an object.
 * Values are only delimited, not checked: a value's own text is checked when it is parsed.
 */
export function objectMembers(text: string): Map<string, Span> {
  const members = new Map<string, Span>();
  let at = skipWhitespace(text, expect(text, skipWhitespace(text, 0), "{"));
  if (text[at] === "}") return finish(text, at + 1, members);
  for (;;) {
    expect(text, at, '"');
    const keyEnd = stringEnd(text, at);
    const key = JSON.parse(text.slice(at, keyEnd)) as string;
    const start = skipWhitespace(text, expect(text, skipWhitespace(text, keyEnd), ":"));
    const end = valueEnd(text, start);
    members.set(key, { start, end });
    at = skipWhitespace(text, end);
    if (text[at] === "}") return finish(text, at + 1, members);
    at = skipWhitespace(text, expect(text, at, ","));
  }
}

/** Where each element of the array at `array` lies, in order. */
export function* arrayElements(text: string, array: Span): Generator<Span> {
  let at = skipWhitespace(text, expect(text, array.start, "["));
  if (text[at] === "]") return;
  for (;;) {
    const end = valueEnd(text, at);
    yield { start: at, end };
    at = skipWhitespace(text, end);
    if (text[at] === "]") return;
    at = skipWhitespace(text, expect(text, at, ","));
  }
}

/** Just past the value that starts at `start`. */
function valueEnd(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return stringEnd(text, start);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    PRIMITIVE_END.lastIndex = start;
    const end = PRIMITIVE_END.exec(text)?.index ?? text.length;
    if (end === start) throw new SyntaxError(`a JSON value was expected at ${start}`);
    return end;
  }
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (char === QUOTE) at = stringEnd(text, at) - 1;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) depth += 1;
    else if ((char === CLOSE_BRACE || char === CLOSE_BRACKET) && --depth === 0) return at + 1;
  }
  throw new SyntaxError(`the JSON value at ${start} does not end`);
}

/** Just past the string whose opening quote is at `start`. */
function stringEnd(text: string, start: number): number {
  for (let quote = text.indexOf('"', start + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    // A quote after an odd number of backslashes is part of the string.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
  }
  throw new SyntaxError(`the JSON string at ${start} does not end`);
}

function skipWhitespace(text: string, at: number): number {
  NOT_WHITESPACE.lastIndex = at;
  return NOT_WHITESPACE.exec(text)?.index ?? text.length;
}

/** Just past `char`, which must be at `at`. */
function expect(text: string, at: number, char: string): number {
  if (text[at] !== char) throw new SyntaxError(`"${char}" was expected at ${at} of the JSON text`);
  return at + 1;
}

function finish(text: string, at: number, members: Map<string, Span>): Map<string, Span> {
  if (skipWhitespace(text, at) !== text.length) throw new SyntaxError(`the JSON text goes on after ${at}`);
  return members;
}
