import { describe, expect, it } from "vitest";
import type {
  CommandRunner,
  ScratchDirFactory,
} from "../../../src/assert/declarative/declarative-context.ts";
import { evaluateAssertions } from "../../../src/assert/declarative/evaluate-assertions.ts";
import { headAndTail } from "../../../src/engine/head-and-tail.ts";
import type { AssertionSpec } from "../../../src/model/suite.ts";
import { sessionReport } from "../../support/session-report-builder.ts";
import { context, skillTest } from "./declarative-fixtures.ts";

const ANSWER = [
  "Run this:",
  "```bash",
  "npm install",
  "```",
  "Then the script:",
  "```javascript",
  "console.log('hello');",
  "```",
  "```js",
  "console.log('world');",
  "```",
].join("\n");

function harness(
  result: {
    exitCode?: number | null;
    stdout?: string;
    timedOut?: boolean;
    stdoutCutBytes?: number;
    stdoutKept?: readonly [string, string];
  } = {},
) {
  const written: Record<string, string>[] = [];
  const disposed: string[] = [];
  const calls: { command: string[]; cwd: string; timeoutMs: number }[] = [];
  const createScratchDir: ScratchDirFactory = async (files) => {
    written.push(files);
    const dir = `/tmp/scratch-${written.length}`;
    return { dir, dispose: async () => void disposed.push(dir) };
  };
  const runCommand: CommandRunner = async (command, options) => {
    calls.push({ command, cwd: options.cwd, timeoutMs: options.timeoutMs });
    return {
      exitCode: result.exitCode === undefined ? 0 : result.exitCode,
      stdout: result.stdout ?? "",
      stderr: "",
      timedOut: result.timedOut ?? false,
      ...(result.stdoutCutBytes === undefined ? {} : { stdoutCutBytes: result.stdoutCutBytes }),
      ...(result.stdoutKept === undefined ? {} : { stdoutKept: result.stdoutKept }),
    };
  };
  return { written, disposed, calls, createScratchDir, runCommand };
}

async function run(spec: AssertionSpec, h: ReturnType<typeof harness>, text = ANSWER) {
  const grade = await evaluateAssertions(
    [spec],
    context(sessionReport().output(text).build(), {
      runCommand: h.runCommand,
      createScratchDir: h.createScratchDir,
    }),
  );
  return grade.outcomes[0];
}

describe("skill-test exec", () => {
  it("writes the blocks of the language asked for to one file and runs the command on it", async () => {
    const h = harness();
    const outcome = await run(
      skillTest("exec", { command: "node", language: "javascript", timeout_ms: 5000, expect: "exit_code:0" }),
      h,
    );
    expect(h.written).toEqual([{ "snippet.js": "console.log('hello');\nconsole.log('world');\n" }]);
    expect(h.calls).toEqual([{ command: ["node", "snippet.js"], cwd: "/tmp/scratch-1", timeoutMs: 5000 }]);
    expect(h.disposed).toEqual(["/tmp/scratch-1"]);
    expect(outcome).toMatchObject({ passed: true, score: 1 });
  });

  it("runs every block when no language is given, with a 10 s default timeout", async () => {
    const h = harness();
    await run(skillTest("exec", { command: "sh" }), h);
    expect(Object.values(h.written[0] ?? {})).toEqual([
      "npm install\nconsole.log('hello');\nconsole.log('world');\n",
    ]);
    expect(h.calls[0]?.timeoutMs).toBe(10_000);
    expect(h.calls[0]?.command).toEqual(["sh", "snippet.sh"]);
  });

  it("fails on a different exit code, showing the command and its output", async () => {
    const h = harness({ exitCode: 1, stdout: "boom" });
    const outcome = await run(skillTest("exec", { command: "node", language: "js" }), h);
    expect(outcome?.passed).toBe(false);
    expect(outcome?.message).toBe(
      "Expected node snippet.js to exit with code 0. Observed: it exited with code 1.",
    );
    expect(outcome?.evidence).toBe("$ node snippet.js   (2 blocks)\nexit code: 1\nstdout:\nboom");
  });

  it("checks stdout with expect: { output_contains }", async () => {
    const spec = skillTest("exec", { command: "node", language: "js", expect: { output_contains: "hello" } });
    expect((await run(spec, harness({ stdout: "hello\nworld\n" })))?.passed).toBe(true);
    expect((await run(spec, harness({ stdout: "bye\n" })))?.passed).toBe(false);
    // Whatever the exit code: only stdout is checked.
    expect((await run(spec, harness({ exitCode: 3, stdout: "hello" })))?.passed).toBe(true);
  });

  it("cannot tell output_contains from a stdout whose middle was cut, unless the text is in what was kept", async () => {
    const spec = skillTest("exec", { command: "node", language: "js", expect: { output_contains: "hello" } });
    const cut = "first\n[skill-eval: stdout stored up to 1048576 bytes, …]\nlast\n";
    const unknown = await run(spec, harness({ stdout: cut, stdoutCutBytes: 2_000_000 }));
    expect(unknown).toMatchObject({ passed: false, ungraded: true });
    expect(unknown?.message).toBe(
      'exec: stdout of node snippet.js was past what is kept of it (2000000 bytes were cut from its middle), so whether it contains "hello" is not known',
    );
    const kept = await run(spec, harness({ stdout: `hello\n${cut}`, stdoutCutBytes: 2_000_000 }));
    expect(kept?.passed).toBe(true);
  });

  it("does not find output_contains in the line standing for a cut stdout's middle", async () => {
    const stream = headAndTail("stdout", 100);
    for (let line = 0; line < 50; line++) stream.push(Buffer.from(`line ${line}\n`));
    const { text, capped, kept } = stream.finish();
    const cut = { stdout: text, stdoutCutBytes: capped?.cutBytes, stdoutKept: kept };
    expect(text).toContain("bytes between were cut]");
    const inNote = skillTest("exec", {
      command: "node",
      language: "js",
      expect: { output_contains: "bytes" },
    });
    expect(await run(inNote, harness(cut))).toMatchObject({ passed: false, ungraded: true });
    const inHead = skillTest("exec", {
      command: "node",
      language: "js",
      expect: { output_contains: "line 0" },
    });
    expect((await run(inHead, harness(cut)))?.passed).toBe(true);
  });

  it("accepts a top-level output_contains or exit_code, as the loader does", async () => {
    expect(
      (await run(skillTest("exec", { command: "node", output_contains: "hi" }), harness({ stdout: "hi" })))
        ?.passed,
    ).toBe(true);
    expect(
      (await run(skillTest("exec", { command: "node", exit_code: 2 }), harness({ exitCode: 2 })))?.passed,
    ).toBe(true);
  });

  it("fails a timeout as skill-test does (a failed assertion, not an error), and still cleans up", async () => {
    const h = harness({ exitCode: null, timedOut: true });
    const outcome = await run(skillTest("exec", { command: "node", language: "js", timeout_ms: 200 }), h);
    expect(outcome?.passed).toBe(false);
    expect(outcome?.ungraded).toBeUndefined();
    expect(outcome?.message).toBe(
      "Expected node snippet.js to finish within 200 ms. Observed: it timed out.",
    );
    expect(h.disposed).toHaveLength(1);
  });

  it("fails when the output has no block in that language, running nothing", async () => {
    const h = harness();
    const outcome = await run(skillTest("exec", { command: "python3", language: "python" }), h);
    expect(outcome?.message).toBe(
      "Expected a fenced python code block in the output to run. Observed: none found.",
    );
    expect(h.calls).toEqual([]);
  });

  it("fails clearly when the engine gave it nowhere to write the code", async () => {
    const grade = await evaluateAssertions(
      [skillTest("exec", { command: "node" })],
      context(sessionReport().output(ANSWER).build()),
    );
    expect(grade.outcomes[0]?.message).toContain("no scratch folder");
  });

  it("fails a malformed expect, naming the field", async () => {
    const outcome = await run(skillTest("exec", { command: "node", expect: "exit 0" }), harness());
    expect(outcome?.message).toContain('field "expect"');
  });
});
