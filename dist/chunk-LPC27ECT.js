import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  failureClassSchema
} from "./chunk-EWQYGJWM.js";

// src/assert/failure-class.ts
var FAILURE_CLASS_KEY = /* @__PURE__ */ Symbol.for("skill-eval.failureClass");
function normalizeFailureClass(input, where = "assert.classify") {
  if (typeof input === "string") {
    if (input.trim() !== "") return { id: input };
  } else {
    const parsed = failureClassSchema.safeParse(input);
    if (parsed.success && parsed.data.id.trim() !== "") {
      return parsed.data.label === void 0 ? { id: parsed.data.id } : { id: parsed.data.id, label: parsed.data.label };
    }
  }
  throw new TypeError(
    `${where}: expected a failure class id (a non-empty string) or { id: string, label?: string }, found ${describeValue(input)}. Example: { id: "wrong-cli-alias", label: "Wrong CLI alias" }.`
  );
}
function withFailureClass(error, failureClass) {
  if (typeof error === "object" && error !== null || typeof error === "function") {
    if (getAttachedFailureClass(error) !== void 0) return error;
    if (Object.isExtensible(error)) {
      Object.defineProperty(error, FAILURE_CLASS_KEY, {
        value: failureClass,
        enumerable: false,
        configurable: true,
        writable: true
      });
      return error;
    }
  }
  const wrapped = new Error(errorText(error), { cause: error });
  Object.defineProperty(wrapped, FAILURE_CLASS_KEY, {
    value: failureClass,
    configurable: true,
    writable: true
  });
  return wrapped;
}
function getAttachedFailureClass(error) {
  if ((typeof error !== "object" || error === null) && typeof error !== "function") return void 0;
  const value = Reflect.get(error, FAILURE_CLASS_KEY);
  if (value === void 0) return void 0;
  const parsed = failureClassSchema.safeParse(value);
  return parsed.success ? parsed.data : void 0;
}
function errorText(error) {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : `Non-error value thrown: ${describeValue(error)}`;
}
function describeValue(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null || typeof value !== "object") return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

// src/assert/soft-scope.ts
import { AssertionError } from "node:assert";
import { AsyncLocalStorage } from "node:async_hooks";
async function runWithSoftAssertions(callback) {
  const scope = { failures: [] };
  let result;
  try {
    result = await softStorage().run(scope, callback);
  } catch (error) {
    throw combineFailures([...scope.failures, error]);
  }
  if (scope.failures.length > 0) throw combineFailures(scope.failures);
  return result;
}
function currentSoftScope() {
  return softStorage().getStore();
}
function recordSoftFailure(error) {
  const scope = currentSoftScope();
  if (scope === void 0) throw error;
  scope.failures.push(error);
}
var STORAGE_KEY = /* @__PURE__ */ Symbol.for("skill-eval.softAssertions");
function softStorage() {
  const existing = Reflect.get(globalThis, STORAGE_KEY);
  if (isSoftStorage(existing)) return existing;
  const created = new AsyncLocalStorage();
  Object.defineProperty(globalThis, STORAGE_KEY, { value: created });
  return created;
}
function isSoftStorage(value) {
  return value instanceof AsyncLocalStorage;
}
function combineFailures(failures) {
  if (failures.length === 1) return failures[0];
  const combined = new AssertionError({
    message: [
      `${failures.length} assertions failed:`,
      ...failures.map((failure, index) => `${index + 1}) ${indentFollowingLines(messageOf(failure))}`)
    ].join("\n\n"),
    operator: "soft"
  });
  Object.defineProperty(combined, "errors", { value: [...failures], enumerable: false });
  const failureClass = failures.map(getAttachedFailureClass).find((found) => found !== void 0);
  return failureClass === void 0 ? combined : withFailureClass(combined, failureClass);
}
function indentFollowingLines(text) {
  return text.trimEnd().split("\n").map((line, index) => index === 0 || line.trim() === "" ? line.trimEnd() : `   ${line}`).join("\n");
}
function messageOf(failure) {
  return failure instanceof Error ? failure.message : String(failure);
}

// src/assert/classify.ts
function classify(failureClass, callback) {
  const normalized = normalizeFailureClass(failureClass);
  if (typeof callback !== "function") {
    throw new TypeError(
      `assert.classify: expected a callback as the second argument, found ${typeof callback}.`
    );
  }
  const scope = currentSoftScope();
  const softBefore = scope?.failures.length ?? 0;
  const tagSoftFailures = () => {
    if (scope === void 0) return;
    for (let index = softBefore; index < scope.failures.length; index++) {
      scope.failures[index] = withFailureClass(scope.failures[index], normalized);
    }
  };
  let result;
  try {
    result = callback();
  } catch (error) {
    tagSoftFailures();
    throw withFailureClass(error, normalized);
  }
  if (!isPromiseLike(result)) {
    tagSoftFailures();
    return result;
  }
  return Promise.resolve(result).then(
    (value) => {
      tagSoftFailures();
      return value;
    },
    (error) => {
      tagSoftFailures();
      throw withFailureClass(error, normalized);
    }
  );
}
function isPromiseLike(value) {
  return (typeof value === "object" || typeof value === "function") && value !== null && "then" in value && typeof value.then === "function";
}

// src/assert/report-values.ts
function getCommands(report) {
  return report.events.flatMap((event) => event.type === "command" ? [event.command] : []);
}
function getToolCalls(report, tool) {
  return report.events.filter(
    (event) => event.type === "toolCall" && (tool === void 0 || event.tool === tool)
  );
}
function getFileReads(report) {
  const reads = report.events.flatMap((event) => event.type === "fileRead" ? [event.path] : []);
  return reads.length > 0 ? reads : [...report.files.observedReads];
}

export {
  normalizeFailureClass,
  getAttachedFailureClass,
  runWithSoftAssertions,
  recordSoftFailure,
  classify,
  getCommands,
  getToolCalls,
  getFileReads
};
