import { isAbsolute, relative } from "node:path";

/** Where in a user's file a problem is, 1-based. */
export interface SourcePosition {
  file: string;
  line?: number;
  column?: number;
}

/** `file:line:column` as editors link it; a file inside `cwd` is shown relative to it. */
export function formatLocation(position: SourcePosition, cwd?: string): string {
  const inside = cwd !== undefined && isAbsolute(position.file) ? relative(cwd, position.file) : undefined;
  const file = inside !== undefined && inside !== "" && !inside.startsWith("..") ? inside : position.file;
  if (position.line === undefined) return file;
  return position.column === undefined
    ? `${file}:${position.line}`
    : `${file}:${position.line}:${position.column}`;
}

/** Bad configuration or suite input: nothing can run. Exit code 2. */
export class ConfigError extends Error {
  override name = "ConfigError";
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly hint: string | undefined;

  constructor(message: string, options: { position?: SourcePosition; hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.file = options.position?.file;
    this.line = options.position?.line;
    this.column = options.position?.column;
    this.hint = options.hint;
  }

  /** `file:line:column` as editors link it, or undefined when no file is known. */
  get location(): string | undefined {
    if (this.file === undefined) return undefined;
    if (this.line === undefined) return this.file;
    return this.column === undefined
      ? `${this.file}:${this.line}`
      : `${this.file}:${this.line}:${this.column}`;
  }
}

/** Several configuration problems found in one pass, so the user fixes them all at once. */
export class ConfigErrors extends Error {
  override name = "ConfigErrors";
  readonly errors: readonly ConfigError[];

  constructor(errors: readonly ConfigError[]) {
    super(errors.map((error) => error.message).join("\n"));
    this.errors = errors;
  }
}

/** The run itself could not complete (interrupted, nothing could execute). Exit code 3. */
export class InfrastructureError extends Error {
  override name = "InfrastructureError";
}
