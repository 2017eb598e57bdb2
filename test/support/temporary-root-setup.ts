/**
 * Vitest globalSetup of every project: the temporary folders of the tests, and of the CLIs and
 * agents they start, go into one folder of this test run (TMPDIR), removed when the run ends. A
 * test that leaves its folder behind so costs nothing on the machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), "skill-eval-tests-"));
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
