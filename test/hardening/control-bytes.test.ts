import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe("control bytes from an agent", () => {
  it("never reach report.md or report.html, where a failure message quotes them", async () => {
    const noisy =
      "process.stdout.write('got \\u0000 \\u001b]8;;http://evil\\u0007click\\u001b]8;;\\u0007 \\u009b2J \\u001b[31mred\\n')";
    const dir = makeProject({
      "skill-eval.config.yaml": [
        "runners:",
        "  noisy:",
        "    agent: command",
        `    command: [${JSON.stringify(process.execPath)}, "-e", ${JSON.stringify(noisy)}]`,
        "",
      ].join("\n"),
      "c.suite.mjs":
        'export default [{ id: "c", prompt: "p", assert(report) { throw new Error("bad: " + report.finalOutput); } }];\n',
    });
    const run = await runDistAsync("cli.js", ["run"], { cwd: dir });
    expect(run.status, run.stderr).toBe(1);
    const out = join(dir, ".skill-eval");
    // The raw bytes were there to leak: the stored message still holds them.
    expect(readFileSync(join(out, "results.json"), "utf8")).toContain("\\u001b]8;;http://evil");
    const markdown = readFileSync(join(out, "report.md"), "utf8");
    expect(markdown).toContain("got ␀ ␛\\]8;;http://evil␇click");
    expect(markdown).not.toMatch(CONTROL);
    expect(readFileSync(join(out, "report.html"), "utf8")).not.toMatch(CONTROL);
  }, 30_000);
});
