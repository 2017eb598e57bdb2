import {
  chmodSync,
  existsSync,
  linkSync,
  lstatSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeNewFile } from "../../src/report/file-bytes.ts";
import { makeProject, runDistAsync } from "../support/run-dist.ts";

// The agent finds its execution folder through its own stderr (fd 2 is that folder's stderr.log)
// and plants links where skill-eval writes the execution's report.json and assertions.json.
const PLANTING_AGENT = `#!/bin/bash
dir=$(dirname "$(readlink /proc/self/fd/2)")
ln -sf "$VICTIMS/report.json" "$dir/report.json"
ln -sf "$VICTIMS/assertions.json" "$dir/assertions.json"
echo planted
`;

describe("links an agent plants where skill-eval writes", () => {
  it("are replaced, never written through: nothing lands outside the output folder", async () => {
    const victims = makeProject({});
    const dir = makeProject({
      "skill-eval.config.yaml": `runners:\n  evil:\n    agent: command\n    command: ["./plant.sh"]\n    env:\n      VICTIMS: ${JSON.stringify(victims)}\n`,
      "plant.sh": PLANTING_AGENT,
      "x.suite.ts": 'export default [{ id: "c", prompt: "p", assert() {} }];\n',
    });
    chmodSync(join(dir, "plant.sh"), 0o755);
    const run = await runDistAsync("cli.js", ["run", ".", "-o", "out"], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(victims, "report.json"))).toBe(false);
    expect(existsSync(join(victims, "assertions.json"))).toBe(false);
    const results = JSON.parse(readFileSync(join(dir, "out", "results.json"), "utf8"));
    const executionDir = join(dir, "out", results.executions[0].artifactDir);
    for (const name of ["report.json", "assertions.json"])
      expect(lstatSync(join(executionDir, name)).isFile(), name).toBe(true);
  });

  it("writeNewFile replaces a symbolic or hard link with a file of its own", async () => {
    const dir = makeProject({ "victim.txt": "kept\n" });
    symlinkSync(join(dir, "victim.txt"), join(dir, "soft"));
    linkSync(join(dir, "victim.txt"), join(dir, "hard"));
    symlinkSync(join(dir, "nowhere.txt"), join(dir, "dangling"));
    for (const name of ["soft", "hard", "dangling"]) await writeNewFile(join(dir, name), "ours\n");
    expect(readFileSync(join(dir, "victim.txt"), "utf8")).toBe("kept\n");
    expect(existsSync(join(dir, "nowhere.txt"))).toBe(false);
    for (const name of ["soft", "hard", "dangling"])
      expect(readFileSync(join(dir, name), "utf8")).toBe("ours\n");
    writeFileSync(join(dir, "plain"), "old\n");
    await writeNewFile(join(dir, "plain"), "new\n");
    expect(readFileSync(join(dir, "plain"), "utf8")).toBe("new\n");
  });
});
