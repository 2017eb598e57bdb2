import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigErrors,
  EXIT,
  InfrastructureError,
  formatLocation
} from "./chunk-T4URU7YL.js";

// src/orchestration/interrupt-signal.ts
function interruptSignal() {
  const controller = new AbortController();
  const onSignal = (signal) => {
    if (controller.signal.aborted) process.exit(3);
    process.stderr.write(`
skill-eval: ${signal} received, stopping the agents
`);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return controller.signal;
}

// src/cli/present-error.ts
function presentError(error, debug, cwd) {
  const describeConfigError = (problem) => describeProblem(problem, cwd);
  if (error instanceof ConfigErrors) {
    const text = error.errors.map(describeConfigError).join("\n");
    return {
      text: `${text}
${error.errors.length} configuration problem(s); nothing ran.`,
      exitCode: EXIT.configError
    };
  }
  if (error instanceof ConfigError) {
    return { text: `${describeConfigError(error)}
Nothing ran.`, exitCode: EXIT.configError };
  }
  if (error instanceof InfrastructureError) {
    return { text: `error: ${error.message}`, exitCode: EXIT.infrastructure };
  }
  const message = error instanceof Error ? error.message : String(error);
  const detail = debug && error instanceof Error && error.stack ? `
${error.stack}` : "\n(run with --debug for the stack trace)";
  return { text: `internal error: ${message}${detail}`, exitCode: EXIT.infrastructure };
}
function describeProblem(error, cwd) {
  const where = error.file === void 0 ? "" : `${formatLocation({ file: error.file, line: error.line, column: error.column }, cwd)}: `;
  const hint = error.hint ? `
  hint: ${error.hint}` : "";
  return `error: ${where}${error.message}${hint}`;
}

export {
  presentError,
  interruptSignal
};
