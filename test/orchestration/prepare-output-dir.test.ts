import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/model/errors.ts";
import { resultsSchema } from "../../src/model/results.ts";
import {
  prepareOutputDir,
  prepareOutputDirInBackground,
} from "../../src/orchestration/prepare-output-dir.ts";
import { buildResults } from "../../src/report/build-results.ts";
import { makeProject } from "../support/run-dist.ts";

/** A run's first results.json: nothing finished yet. */
const firstResults = buildResults({
  startedAt: "2026-12-01T00:00:00.000Z",
  toolVersion: "test",
  complete: false,
  plan: [],
  executions: [],
});

const readResults = (outDir: string) =>
  resultsSchema.parse(JSON.parse(readFileSync(join(outDir, "results.json"), "utf8")));

describe("a previous run's outputs removed while the next run goes on", () => {
  it("are moved aside at once and gone when the promise settles, with what a killed run left", async () => {
    const root = makeProject({
      "out/results.json": "{}",
      "out/report.md": "# old",
      "out/report.html": "<p>old verdict</p>",
      "out/junit.xml": "<testsuites/>",
      "out/executions/a/stdout.jsonl": "{}\n",
      "out/workspaces/a/file.txt": "x",
      "out/.previous-run-killed/0/stdout.jsonl": "{}\n",
      "out/report.html.4242.packed.tmp": "packed details",
      "out/results.json.4242.background.tmp": "{}",
      "out/junit.xml.4242.tmp": "<",
      [`out/results.json.${process.pid}.tmp`]: "{}",
    });
    const outDir = join(root, "out");
    const removal = prepareOutputDirInBackground(outDir, root, firstResults);
    // Nothing of the previous run is where this run writes, before the removal has finished; the
    // run's own first results.json has replaced the previous one.
    expect(readdirSync(outDir).filter((name) => !name.startsWith(".previous-run-"))).toEqual([
      "results.json",
    ]);
    expect(readResults(outDir)).toEqual(firstResults);
    await removal;
    expect(readdirSync(outDir)).toEqual(["results.json"]);
  });

  it("still refuses a folder that is not a skill-eval output folder, and leaves it alone", async () => {
    const root = makeProject({ "out/notes.txt": "mine", "out/executions/a.txt": "mine too" });
    const outDir = join(root, "out");
    expect(() => prepareOutputDirInBackground(outDir, root, firstResults)).toThrow(ConfigError);
    expect(readdirSync(outDir).sort()).toEqual(["executions", "notes.txt"]);
    expect(existsSync(join(outDir, "executions", "a.txt"))).toBe(true);
  });
});

describe("an output folder claimed by a command that writes its results.json later", () => {
  it("is cleaned without a claim, and holds the claim from the start with one", () => {
    const files = {
      "out/results.json": "{}",
      "out/report.md": "# old",
      "out/executions/a/stdout.jsonl": "{}\n",
    };
    const unclaimed = makeProject(files);
    prepareOutputDir(join(unclaimed, "out"), unclaimed);
    expect(readdirSync(join(unclaimed, "out"))).toEqual([]);

    const claimed = makeProject(files);
    prepareOutputDir(join(claimed, "out"), claimed, firstResults);
    expect(readdirSync(join(claimed, "out"))).toEqual(["results.json"]);
    expect(readResults(join(claimed, "out"))).toEqual(firstResults);
  });
});
