import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/model/errors.ts";
import { prepareOutputDirInBackground } from "../../src/orchestration/prepare-output-dir.ts";
import { makeProject } from "../support/run-dist.ts";

describe("a previous run's outputs removed while the next run goes on", () => {
  it("are moved aside at once and gone when the promise settles, with what a killed run left", async () => {
    const root = makeProject({
      "out/results.json": "{}",
      "out/report.md": "# old",
      "out/executions/a/stdout.jsonl": "{}\n",
      "out/workspaces/a/file.txt": "x",
      "out/.previous-run-killed/0/stdout.jsonl": "{}\n",
      "out/report.html.4242.packed.tmp": "packed details",
      "out/results.json.4242.background.tmp": "{}",
      "out/junit.xml.4242.tmp": "<",
    });
    const outDir = join(root, "out");
    const removal = prepareOutputDirInBackground(outDir, root);
    // Nothing of the previous run is where this run writes, before the removal has finished.
    expect(readdirSync(outDir).filter((name) => !name.startsWith(".previous-run-"))).toEqual([]);
    await removal;
    expect(readdirSync(outDir)).toEqual([]);
  });

  it("still refuses a folder that is not a skill-eval output folder, and leaves it alone", async () => {
    const root = makeProject({ "out/notes.txt": "mine", "out/executions/a.txt": "mine too" });
    const outDir = join(root, "out");
    expect(() => prepareOutputDirInBackground(outDir, root)).toThrow(ConfigError);
    expect(existsSync(join(outDir, "executions", "a.txt"))).toBe(true);
  });
});
