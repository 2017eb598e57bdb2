import type { ExecutionResult, Results } from "../model/results.ts";

/**
 * results.json's bytes as `renderResults` gives them (`JSON.stringify(results, null, 2)` and a
 * newline), for a file rewritten many times as a run goes on: an execution does not change once
 * recorded, so its text is stringified and encoded once, indented as it sits in the file, and a
 * rewrite stringifies only the rest and joins. Kept by the execution object the results hold (the
 * redactor keeps one redacted object per execution), so a fresh object is stringified afresh.
 */
export function keptResultsRenderer(): (results: Results) => Buffer {
  const byExecution = new WeakMap<ExecutionResult, Buffer>();
  const executionBytes = (execution: ExecutionResult): Buffer => {
    let bytes = byExecution.get(execution);
    if (bytes === undefined) {
      bytes = Buffer.from(indented(JSON.stringify(execution, null, 2), "    "));
      byExecution.set(execution, bytes);
    }
    return bytes;
  };
  return (results) => {
    // The rest stringified as a whole, executions left empty; they go where its member is. At
    // this indentation that member can only be the top level's (a JSON string holds no raw newline).
    const rest = `${JSON.stringify({ ...results, executions: [] }, null, 2)}\n`;
    const at = rest.indexOf(EXECUTIONS_MEMBER);
    if (results.executions.length === 0 || at < 0) return Buffer.from(rest);
    const inside = at + EXECUTIONS_MEMBER.length;
    const parts: Buffer[] = [Buffer.from(`${rest.slice(0, inside)}\n    `)];
    results.executions.forEach((execution, index) => {
      if (index > 0) parts.push(ELEMENT_SEPARATOR);
      parts.push(executionBytes(execution));
    });
    parts.push(Buffer.from(`\n  ${rest.slice(inside)}`));
    return Buffer.concat(parts);
  };
}

const EXECUTIONS_MEMBER = '\n  "executions": [';
const ELEMENT_SEPARATOR = Buffer.from(",\n    ");

function indented(text: string, indent: string): string {
  return text.replaceAll("\n", `\n${indent}`);
}
