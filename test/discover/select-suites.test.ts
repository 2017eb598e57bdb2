import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChangedFile,
  changedFilesFromApi,
  PR_FILES_API_CAP,
} from "../../src/discover/changed-file-list.ts";
import { selectSuites } from "../../src/discover/select-suites.ts";
import { type PreparedRun, prepareRun } from "../../src/orchestration/prepare-run.ts";
import { selectionProjectFiles } from "./selection-project.ts";

let root: string;
let prepared: PreparedRun;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "select-suites-"));
  for (const [path, content] of Object.entries(selectionProjectFiles(5))) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  prepared = await prepareRun({ paths: [], cwd: root });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function select(files: ChangedFile[]) {
  return selectSuites({
    root,
    suites: prepared.suites,
    configs: prepared.configs.map((config) => ({
      file: config.file,
      dir: config.dir,
      selection: config.config.selection,
    })),
    changed: { files, complete: true, root, baseRef: "main", mergeBase: "abc1234def", reason: "test change" },
  });
}

function reasonsOf(files: ChangedFile[]): Record<string, string[]> {
  return Object.fromEntries(select(files).suites.map((suite) => [suite.id, suite.reasons]));
}

const modified = (path: string): ChangedFile => ({ path, status: "modified" });

describe("selectSuites", () => {
  it("selects a suite whose own file changed", () => {
    expect(reasonsOf([modified("evals/agentv/EVAL.yaml")])).toEqual({
      "evals/agentv": ["suite file changed: evals/agentv/EVAL.yaml"],
    });
  });

  it("selects the suite of a changed case file, and of a case folder added to its cases/", () => {
    expect(reasonsOf([modified("evals/agentv/cases/alpha/case.yaml")])).toEqual({
      "evals/agentv": ["case file changed: evals/agentv/cases/alpha/case.yaml"],
    });
    expect(reasonsOf([{ path: "evals/agentv/cases/gamma/case.yaml", status: "deleted" }])).toEqual({
      "evals/agentv": ["case folder changed: evals/agentv/cases/gamma/case.yaml"],
    });
  });

  it("selects the suite of a changed workspace template", () => {
    expect(reasonsOf([modified("evals/agentv/cases/beta/workspace/README.md")])["evals/agentv"]).toContain(
      "workspace template changed: evals/agentv/cases/beta/workspace/README.md",
    );
  });

  it("selects only the skill-test file whose file: assertion changed, not the skill's other suites", () => {
    expect(reasonsOf([modified("skills/skill-00/skill-tests/shared/format.yaml")])).toEqual({
      "skills/skill-00/skill-tests/test-extra": [
        "case file changed: skills/skill-00/skill-tests/shared/format.yaml",
      ],
    });
  });

  it("selects every suite testing a skill when its SKILL.md or another file of its folder changes", () => {
    expect(reasonsOf([modified("skills/skill-00/references/guide.md")])).toEqual({
      "skills/skill-00/skill-tests/test-basic": [
        "skill skill-00 changed: skills/skill-00/references/guide.md",
      ],
      "skills/skill-00/skill-tests/test-extra": [
        "skill skill-00 changed: skills/skill-00/references/guide.md",
      ],
    });
    // skill-01 is tested by its own skill-test suite and, through its config's skills:, the agentv suite.
    expect(reasonsOf([modified("skills/skill-01/SKILL.md")])).toEqual({
      "evals/agentv": ["skill skill-01 changed: skills/skill-01/SKILL.md"],
      "skills/skill-01/skill-tests/test-basic": ["skill skill-01 changed: skills/skill-01/SKILL.md"],
    });
  });

  it("selects a skill's suites when a file moves out of its folder (the old path counts)", () => {
    expect(
      Object.keys(
        reasonsOf([{ path: "docs/guide.md", status: "renamed", previousPath: "skills/skill-02/guide.md" }]),
      ),
    ).toEqual(["skills/skill-02/skill-tests/test-basic"]);
  });

  it("selects every suite when a config or a global path changes", () => {
    const byConfig = select([modified("skill-eval.config.yaml")]);
    expect(byConfig.suites.map((suite) => suite.id)).toEqual(prepared.suites.map((suite) => suite.id).sort());
    expect(byConfig.suites[0]?.reasons).toEqual(["config changed: skill-eval.config.yaml"]);
    const byNested = select([modified("evals/agentv/skill-eval.config.yaml")]);
    expect(byNested.suites).toHaveLength(prepared.suites.length);
    const byGlobal = select([modified("shared/prompt.md")]);
    expect(byGlobal.suites[0]?.reasons).toEqual(["global path changed: shared/prompt.md (shared/**)"]);
  });

  it("selects a suite through the extraPaths the config declares for it", () => {
    expect(reasonsOf([modified("src/report/render.ts")])).toEqual({
      "evals/agentv": ["extra path changed: src/report/render.ts (src/report/**)"],
    });
  });

  it("selects nothing for files no suite depends on", () => {
    const selection = select([modified("README.md"), modified("src/other.ts")]);
    expect(selection.mode).toBe("changed");
    expect(selection.suites).toEqual([]);
    expect(selection.reason).toBe("test change; 0 of 7 suite(s) affected");
    expect(selection.changedFiles).toBe(2);
  });

  it("reports deleted and renamed-away suite files as removed, never as selected", () => {
    const selection = select([
      { path: "skills/skill-09/skill-tests/test-basic.yaml", status: "deleted" },
      { path: "evals/old.suite.ts", status: "deleted" },
      { path: "evals/new/EVAL.yaml", status: "renamed", previousPath: "evals/gone/EVAL.yaml" },
      { path: "notes/old.md", status: "deleted" },
      { path: "skills/skill-00/skill-tests/shared/unused.yaml", status: "deleted" },
    ]);
    expect(selection.removedSuites).toEqual([
      "evals/gone/EVAL.yaml",
      "evals/old.suite.ts",
      "skills/skill-09/skill-tests/test-basic.yaml",
    ]);
  });

  it("caps a suite's reasons and counts the rest", () => {
    const many = Array.from({ length: 8 }, (_, index) =>
      modified(`skills/skill-03/references/page-${index}.md`),
    );
    const reasons = reasonsOf(many)["skills/skill-03/skill-tests/test-basic"] ?? [];
    expect(reasons).toHaveLength(6);
    expect(reasons[5]).toBe("… and 3 more");
  });

  it("selects everything, saying why, when the list is incomplete (the PR files API's cap)", () => {
    const entries = Array.from({ length: PR_FILES_API_CAP }, (_, index) => ({
      filename: `docs/page-${index}.md`,
      status: "modified" as const,
    }));
    const changed = changedFilesFromApi(entries, { root, changedFilesCount: 3456 });
    expect(changed.complete).toBe(false);
    const selection = selectSuites({ root, suites: prepared.suites, configs: [], changed });
    expect(selection.mode).toBe("all");
    expect(selection.suites).toHaveLength(prepared.suites.length);
    expect(selection.reason).toBe(
      "every suite runs: the pull request files API listed 3000 of 3456 changed files (it returns at most 3000)",
    );
    expect(selection.suites[0]?.reasons).toEqual([selection.reason]);
  });
});

describe("changedFilesFromApi", () => {
  it("maps the API's statuses and previous names, complete below the cap", () => {
    const changed = changedFilesFromApi(
      [
        { filename: "a.md", status: "removed" },
        { filename: "b.md", status: "renamed", previous_filename: "old-b.md" },
        { filename: "c.md", status: "added" },
      ],
      { root: "/repo", changedFilesCount: 3 },
    );
    expect(changed.complete).toBe(true);
    expect(changed.files).toEqual([
      { path: "a.md", status: "deleted" },
      { path: "b.md", status: "renamed", previousPath: "old-b.md" },
      { path: "c.md", status: "added" },
    ]);
  });
});
