import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.ts";
import { makeProject, REPO_ROOT } from "../support/run-dist.ts";

describe("the CLI's terminal output", () => {
  it("draws the live status line raw on its own channel, while stdout and stderr show control characters", async () => {
    let status = "";
    let stderr = "";
    let stdout = "";
    const code = await main({
      argv: ["run", "examples/demo", "--out", makeProject({})],
      cwd: REPO_ROOT,
      env: {},
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
      liveStatus: (text) => {
        status += text;
      },
    });
    expect(code).toBe(0);
    expect(status).toContain("\r\u001b[2K[");
    expect(status).toMatch(/\[5\/5\] 0 running · 5 passed/);
    // The same sequence written through stderr would have been shown as ␍␛[2K.
    expect(stderr).not.toContain("␍␛[2K");
    expect(stdout).toContain("met expectations");
  }, 60_000);
});
