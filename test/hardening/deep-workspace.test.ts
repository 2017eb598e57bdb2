import { chmodSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesHolding } from "../support/files-holding.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

const SECRET = "sk-live-AbC123xyz789QQ";

describe("an agent that leaves a tree deeper than a path can name in its workspace", () => {
  it("keeps the workspace redacted and cut to depth, with a warning, and the next run clears it", async () => {
    const dir = makeProject({
      // 300 levels of 20-character names: 6,300 bytes of path, past PATH_MAX.
      "evil.sh": [
        "#!/bin/sh",
        'echo "top $MY_API_TOKEN" > top.txt',
        '( for i in $(seq 1 300); do mkdir dddddddddddddddddddd; cd dddddddddddddddddddd; done; echo "deep $MY_API_TOKEN" > deep.txt )',
        "",
      ].join("\n"),
      "skill-eval.config.yaml": [
        "runners:",
        "  evil:",
        "    agent: command",
        '    command: ["./evil.sh"]',
        "    timeoutMs: 120000",
        "    env:",
        `      MY_API_TOKEN: ${SECRET}`,
        "",
      ].join("\n"),
      "x.suite.ts": [
        'export const workspace = { mode: "isolated" };',
        'export default [{ id: "c", prompt: "p", assert() { throw new Error("fail"); } }];',
        "",
      ].join("\n"),
    });
    chmodSync(join(dir, "evil.sh"), 0o755);
    const out = join(dir, "out");

    const first = await runDistAsync("cli.js", ["run", ".", "-o", "out"], { cwd: dir });

    expect(first.stderr).not.toContain("internal error");
    expect(first.status, first.stderr.slice(0, 2000)).toBe(1);
    expect(first.stderr).toMatch(
      /warning: x\/c\/evil#1: the kept workspace held folders more than 64 levels deep or with paths longer than 2048 bytes: 1 folder\(s\) replaced by a note/,
    );
    expect(filesHolding(out, SECRET)).toEqual([]);
    const [kept] = readdirSync(join(out, "workspaces"));
    const workspace = join(out, "workspaces", kept ?? "");
    expect(readFileSync(join(workspace, "top.txt"), "utf8")).toMatch(
      /^\[REDACTED\] skill-eval replaced this file/,
    );
    const last = join(workspace, ...Array(64).fill("dddddddddddddddddddd"));
    expect(readFileSync(last, "utf8")).toMatch(/^skill-eval replaced this folder/);

    const second = await runDistAsync("cli.js", ["run", ".", "-o", "out"], { cwd: dir });

    expect(second.stderr).not.toContain("could not all be removed");
    expect(second.status, second.stderr.slice(0, 2000)).toBe(1);
    expect(readdirSync(out).filter((name) => name.startsWith(".previous-run-"))).toEqual([]);
    expect(filesHolding(out, SECRET)).toEqual([]);
  }, 120_000);
});
