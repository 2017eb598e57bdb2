import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);

// src/model/errors.ts
import { isAbsolute, relative } from "node:path";
function formatLocation(position, cwd) {
  const inside = cwd !== void 0 && isAbsolute(position.file) ? relative(cwd, position.file) : void 0;
  const file = inside !== void 0 && inside !== "" && !inside.startsWith("..") ? inside : position.file;
  if (position.line === void 0) return file;
  return position.column === void 0 ? `${file}:${position.line}` : `${file}:${position.line}:${position.column}`;
}
var ConfigError = class extends Error {
  name = "ConfigError";
  file;
  line;
  column;
  hint;
  constructor(message, options = {}) {
    super(message, { cause: options.cause });
    this.file = options.position?.file;
    this.line = options.position?.line;
    this.column = options.position?.column;
    this.hint = options.hint;
  }
  /** `file:line:column` as editors link it, or undefined when no file is known. */
  get location() {
    if (this.file === void 0) return void 0;
    if (this.line === void 0) return this.file;
    return this.column === void 0 ? `${this.file}:${this.line}` : `${this.file}:${this.line}:${this.column}`;
  }
};
var ConfigErrors = class extends Error {
  name = "ConfigErrors";
  errors;
  constructor(errors) {
    super(errors.map((error) => error.message).join("\n"));
    this.errors = errors;
  }
};
var InfrastructureError = class extends Error {
  name = "InfrastructureError";
};

// src/verdicts/exit-code.ts
var EXIT = { passed: 0, verdictFailed: 1, configError: 2, infrastructure: 3 };
var GATING_VERDICTS = /* @__PURE__ */ new Set(["failed", "error", "unexpected-passed"]);
function exitCodeOf(run) {
  const ran = run.executions.filter((execution) => execution.status !== "skipped");
  if (!run.complete) return EXIT.infrastructure;
  if (ran.length > 0 && ran.every((execution) => execution.status === "error")) return EXIT.infrastructure;
  if (run.cases.some((result) => GATING_VERDICTS.has(result.verdict))) return EXIT.verdictFailed;
  return EXIT.passed;
}

export {
  formatLocation,
  ConfigError,
  ConfigErrors,
  InfrastructureError,
  EXIT,
  exitCodeOf
};
