import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

/**
 * Golden files in `dir`, compared byte for byte; `UPDATE_GOLDEN=1` rewrites them (review the diff).
 * Returns `expectGolden(name, actual)`.
 */
export function goldenFiles(dir: string): (name: string, actual: string) => void {
  return (name, actual) => {
    const file = join(dir, name);
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(file, actual);
    expect(existsSync(file), `missing golden file ${name}: run with UPDATE_GOLDEN=1 and review it`).toBe(
      true,
    );
    expect(actual).toBe(readFileSync(file, "utf8"));
  };
}
