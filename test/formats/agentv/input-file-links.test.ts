import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadAgentvSuite } from "../../../src/formats/agentv/load-agentv-suite.ts";
import { makeProject } from "../../support/run-dist.ts";

const evalWith = (file: string) =>
  `tests:\n  - id: c\n    input:\n      - role: user\n        content:\n          - type: text\n            value: Read it.\n          - type: file\n            value: ${file}\n    criteria: It read the file.\n`;

describe("agentv input files", () => {
  it("refuses one that a symbolic link leads out of the repository, itself or a folder on the way", () => {
    const outside = makeProject({ ".env": "TOKEN=secret\n" });
    const root = makeProject({ "evals/data/ok.txt": "fine\n" });
    symlinkSync(join(outside, ".env"), join(root, "evals/data/linked.txt"));
    mkdirSync(join(root, "evals/links"));
    symlinkSync(outside, join(root, "evals/links/dir"));
    for (const file of ["./data/linked.txt", "./links/dir/.env"]) {
      writeFileSync(join(root, "evals/EVAL.yaml"), evalWith(file));
      expect(() => loadAgentvSuite(join(root, "evals/EVAL.yaml"), root, [])).toThrow(
        /a symbolic link to .*, outside the repository root/,
      );
    }
    writeFileSync(join(root, "evals/EVAL.yaml"), evalWith("./data/ok.txt"));
    expect(loadAgentvSuite(join(root, "evals/EVAL.yaml"), root, []).cases).toHaveLength(1);
  });
});
