import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { releaseWorkspace } from "../../src/engine/keep-workspace.ts";
import { prepareWorkspace } from "../../src/engine/workspace.ts";
import { SecretSet } from "../../src/report/redact.ts";

const SECRET = "sk-live-AbC123xyz789QQ";

describe("releaseWorkspace", () => {
  it("redacts a kept workspace before it reaches the output folder", async () => {
    const out = mkdtempSync(join(tmpdir(), "keep-ws-"));
    const keptDir = join(out, "workspaces", "x");
    const workspace = await prepareWorkspace({ mode: "isolated" }, { root: out, keptDir });
    writeFileSync(join(workspace.dir, "token.txt"), `token ${SECRET}\n`);
    const warnings: string[] = [];

    const kept = await releaseWorkspace(workspace, true, {
      keptDir,
      secrets: new SecretSet([SECRET]),
      warn: (line) => warnings.push(line),
    });

    expect(kept).toBe(keptDir);
    expect(existsSync(workspace.dir)).toBe(false);
    expect(readFileSync(join(keptDir, "token.txt"), "utf8")).toMatch(
      /^\[REDACTED\] skill-eval replaced this file/,
    );
    expect(warnings).toEqual([]);
  });

  it("fails closed: a workspace that cannot be made safe is removed, a note in its place and a warning, the run going on", async () => {
    const out = mkdtempSync(join(tmpdir(), "keep-ws-"));
    const keptDir = join(out, "workspaces", "x");
    const workspace = await prepareWorkspace({ mode: "isolated" }, { root: out, keptDir });
    writeFileSync(join(workspace.dir, "token.txt"), `token ${SECRET}\n`);
    const warnings: string[] = [];

    const kept = await releaseWorkspace(
      {
        dir: workspace.dir,
        // Making it safe fails (a path too long, say) as the workspace's own release runs it.
        release: (keep, makeSafe) =>
          workspace.release(keep, async (dir) => {
            await makeSafe?.(dir);
            throw new Error(`ENAMETOOLONG: name too long, lstat '${dir}/${"d/".repeat(2000)}${SECRET}'`);
          }),
      },
      true,
      { keptDir, secrets: new SecretSet([SECRET]), warn: (line) => warnings.push(line) },
    );

    expect(kept).toBeUndefined();
    expect(existsSync(workspace.dir)).toBe(false);
    expect(readdirSync(keptDir)).toEqual(["skill-eval-note.txt"]);
    expect(readFileSync(join(keptDir, "skill-eval-note.txt"), "utf8")).toMatch(
      /^skill-eval did not keep this workspace: it could not be made safe to keep \(ENAMETOOLONG/,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^the workspace could not be kept safely \(ENAMETOOLONG: .*…\): it was removed, not kept$/,
    );
    expect((warnings[0] ?? "").length).toBeLessThan(400);
  });
});
