import { num, rec, str } from "../fields.ts";
import { isRecord } from "../is-record.ts";

/** A call's output: its text, or `{content, success}` in some builds. */
export type CallOutput = string | { content?: string; success?: boolean } | undefined;

/** Arguments are a JSON string; anything else (a redacted placeholder) is kept as written. */
export function parseArguments(raw: string | undefined): unknown {
  if (raw === undefined) return {};
  // Only an object is kept; a failed parse costs an exception, and placeholders are common.
  if (!raw.trimStart().startsWith("{")) return raw;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : raw;
  } catch {
    return raw;
  }
}

export function readOutput(output: CallOutput): {
  text: string;
  exitCode?: number;
  success?: boolean;
} {
  if (output === undefined) return { text: "" };
  if (typeof output !== "string") {
    const text = output.content ?? "";
    const exitCode = exitCodeIn(text);
    return { text, ...(exitCode === undefined ? {} : { exitCode }), ...optionalSuccess(output.success) };
  }
  if (output.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(output);
    } catch {
      json = undefined;
    }
    // The JSON some outputs are wrapped in: `{output, metadata: {exit_code}}`.
    const wrapped = isRecord(json) ? str(json, "output") : undefined;
    if (wrapped !== undefined && isRecord(json)) {
      const code = num(rec(json, "metadata") ?? {}, "exit_code");
      const exitCode = (Number.isInteger(code) ? code : undefined) ?? exitCodeIn(wrapped);
      return { text: wrapped, ...(exitCode === undefined ? {} : { exitCode }) };
    }
  }
  const exitCode = exitCodeIn(output);
  return { text: output, ...(exitCode === undefined ? {} : { exitCode }) };
}

function optionalSuccess(success: boolean | undefined): { success?: boolean } {
  return success === undefined ? {} : { success };
}

/** "Process exited with code N" (exec_command) or "Exit code: N" (shell, apply_patch). */
function exitCodeIn(text: string): number | undefined {
  const match = /Process exited with code (-?\d+)/.exec(text) ?? /^Exit code: (-?\d+)/m.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
