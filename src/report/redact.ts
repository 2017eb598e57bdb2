import { escapeRegExp, secretFormsSource } from "./secret-forms.ts";

/** What replaces a secret in every stored or printed text. */
export const REDACTED = "[REDACTED]";

/** Shorter values would blank out ordinary words ("1", "true"); they are not treated as secrets. */
const MIN_SECRET_LENGTH = 6;

/** Names of environment variables whose values are credentials. */
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL|AUTH/i;

/**
 * The values to hide for one runner: every value of its `env:` map, and the credentials it
 * inherits from the host: by variable name, and a URL's user info whatever the name
 * (`HTTPS_PROXY=http://user:password@proxy`, a base URL with a token in it). Longest first, so a
 * secret containing another is replaced whole.
 */
export function secretValues(
  launchedEnv: Readonly<Record<string, string | undefined>>,
  configuredEnv: Readonly<Record<string, string>>,
): string[] {
  const values = new Set<string>();
  for (const value of Object.values(configuredEnv)) values.add(value);
  for (const [name, value] of Object.entries(launchedEnv)) {
    if (value === undefined) continue;
    if (SECRET_NAME.test(name)) values.add(value);
    else for (const part of urlCredentials(value)) values.add(part);
  }
  return usableLongestFirst(values);
}

/** A URL's password (else a user name alone, as tokens are often written) and the whole URL; none without user info. */
function urlCredentials(value: string): string[] {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]*@/i.test(value)) return [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [];
  }
  const secret = url.password !== "" ? url.password : url.username;
  if (secret === "") return [];
  return [value, secret, safeDecode(secret)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The values long enough to be secrets, each once, longest first. */
function usableLongestFirst(values: Iterable<string>): string[] {
  return [...new Set(values)]
    .filter((value) => value.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
}

/**
 * A line of a multi-line secret at least this long is a secret of its own: a key in PEM form is
 * found whole only where it is written whole, not in a log cut between its lines, nor where an
 * agent printed some of them.
 */
const MIN_LINE_PART = 16;

/**
 * The long lines of the multi-line secrets, as written raw or in JSON (`/` as `\/`): only those
 * two forms, as a key's lines are base64 or plain text. In every form, as a whole secret is, the
 * 53 lines of a 4096-bit key made redacting 10 MB take 2.3 s instead of 4 ms.
 */
function linePartSources(secrets: readonly string[]): string[] {
  const whole = new Set(secrets);
  const parts = new Set<string>();
  for (const secret of secrets) {
    if (!secret.includes("\n")) continue;
    for (const line of secret.split(/\r?\n/)) {
      const part = line.trim();
      if (part.length >= MIN_LINE_PART && !whole.has(part)) parts.add(part);
    }
  }
  return [...parts]
    .sort((a, b) => b.length - a.length)
    .map((part) => part.split("/").map(escapeRegExp).join("(?:/|\\\\/)"));
}

const patterns = new Map<string, RegExp>();

/** One pattern for all the secrets in all their forms, longest first; compiled once per set. */
function secretPattern(secrets: readonly string[]): RegExp | undefined {
  const usable = usableLongestFirst(secrets);
  if (usable.length === 0) return undefined;
  const key = usable.join("\0");
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    if (patterns.size > 64) patterns.clear();
    // Whole secrets first: where one starts, it is replaced whole, not its first line alone.
    pattern = new RegExp([...usable.map(secretFormsSource), ...linePartSources(usable)].join("|"), "g");
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Replaces every occurrence of each secret with REDACTED: raw, JSON-escaped, URL-encoded or in
 * base64. Pure.
 */
export function redact(text: string, secrets: readonly string[]): string {
  return replaceSecrets(text, secretPattern(secrets));
}

function replaceSecrets(text: string, pattern: RegExp | undefined): string {
  return pattern === undefined ? text : text.replace(pattern, REDACTED);
}

/** Whether any secret appears in the text, in any form. */
export function containsSecret(text: string, secrets: readonly string[]): boolean {
  return matches(secretPattern(secrets), text);
}

function matches(pattern: RegExp | undefined, text: string): boolean {
  if (pattern === undefined) return false;
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

/**
 * A copy of a JSON-like value with every string (keys included) redacted, and every number that
 * is a secret: in an array it becomes REDACTED, in an object its field is dropped. Pure.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  return redactDeepWith(value, secretPattern(secrets), secrets);
}

function redactDeepWith<T>(value: T, pattern: RegExp | undefined, secrets: readonly string[]): T {
  if (pattern === undefined || !mayHoldSecret(value, pattern)) return value;
  return redactValue(value, pattern, secrets) as T;
}

/**
 * Whether redacting the value could change it: its strings, keys and numbers joined and searched
 * once. Nearly every value holds no secret, and the search costs a fraction of the copy. A text a
 * normalizer cut may end in a secret's first part, which the pattern does not find: it is copied.
 */
function mayHoldSecret(value: unknown, pattern: RegExp): boolean {
  const texts: string[] = [];
  collectTexts(value, texts);
  let joined: string;
  try {
    joined = texts.join("\n");
  } catch {
    // Longer than a string can be (about 512 MB of text): the walk looks at each string alone.
    return true;
  }
  return matches(pattern, joined) || CUT_MARK_INSIDE.test(joined);
}

/** The strings, keys and numbers redactValue looks at, in any order. */
function collectTexts(value: unknown, texts: string[]): void {
  if (typeof value === "string") texts.push(value);
  else if (typeof value === "number" || typeof value === "bigint") texts.push(String(value));
  else if (Array.isArray(value)) for (const item of value) collectTexts(item, texts);
  else if (value !== null && typeof value === "object" && isPlainObject(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      texts.push(key);
      collectTexts((value as Record<string, unknown>)[key], texts);
    }
  }
}

/** The pattern is found once for the whole value, not again for each of its strings. */
function redactValue(value: unknown, pattern: RegExp, secrets: readonly string[]): unknown {
  if (typeof value === "string") return withoutCutSecret(value.replace(pattern, REDACTED), secrets);
  if (isSecretNumber(value, pattern)) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, pattern, secrets));
  if (value !== null && typeof value === "object" && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) =>
        // A number that is a secret leaves its object, so a field typed as a number never holds text.
        isSecretNumber(item, pattern)
          ? []
          : [[key.replace(pattern, REDACTED), redactValue(item, pattern, secrets)]],
      ),
    );
  }
  return value;
}

/** A number whose digits are a secret (a numeric password an agent printed as JSON `1234…`). */
function isSecretNumber(value: unknown, pattern: RegExp): boolean {
  if (typeof value !== "number" && typeof value !== "bigint") return false;
  return String(value).replace(pattern, "") === "";
}

/** How a normalizer ends a tool output it cut (clip-output.ts). */
const CUT_MARK_SOURCE = String.raw`… \[\d+ more characters\]`;
const CUT_MARK = new RegExp(`${CUT_MARK_SOURCE}$`);
const CUT_MARK_INSIDE = new RegExp(CUT_MARK_SOURCE);
/** Shorter leading parts of a secret are not taken for one. */
const MIN_CUT_PART = 4;

/**
 * A text a normalizer cut before redaction can end with the first part of a secret the cut split
 * (the rest no longer there to match); that part is redacted too.
 */
function withoutCutSecret(text: string, secrets: readonly string[]): string {
  const mark = CUT_MARK.exec(text);
  if (mark === null) return text;
  const body = text.slice(0, mark.index);
  for (const secret of secrets) {
    for (let length = Math.min(secret.length - 1, body.length); length >= MIN_CUT_PART; length -= 1) {
      if (body.endsWith(secret.slice(0, length))) return `${body.slice(0, -length)}${REDACTED}${mark[0]}`;
    }
  }
  return text;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Every credential in scope for a run, gathered as it becomes known (the host's, each runner's
 * `env:`, what a launch adds): the one redactor every printed and stored text goes through.
 */
export class SecretSet {
  #values = new Set<string>();
  #sorted: string[] = [];
  // Compiled once per set of values: found afresh for each call, it cost as much as the search of a line.
  #pattern: RegExp | undefined;

  constructor(values: Iterable<string> = []) {
    this.add(values);
  }

  add(values: Iterable<string>): void {
    const before = this.#values.size;
    for (const value of values) if (value.length >= MIN_SECRET_LENGTH) this.#values.add(value);
    if (this.#values.size === before) return;
    this.#sorted = usableLongestFirst(this.#values);
    this.#pattern = secretPattern(this.#sorted);
  }

  get values(): readonly string[] {
    return this.#sorted;
  }

  redact(text: string): string {
    return replaceSecrets(text, this.#pattern);
  }

  redactDeep<T>(value: T): T {
    return redactDeepWith(value, this.#pattern, this.#sorted);
  }

  contains(text: string): boolean {
    return matches(this.#pattern, text);
  }
}
