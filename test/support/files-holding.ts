import { spawnSync } from "node:child_process";

/**
 * The files under `dir` (at any depth, however long their paths: GNU grep walks the tree itself)
 * whose bytes hold `text`; their names too, for a name that holds it.
 */
export function filesHolding(dir: string, text: string): string[] {
  const found = spawnSync("grep", ["-rlF", "--", text, dir], { encoding: "utf8", maxBuffer: 1 << 26 });
  if (found.status !== 0 && found.status !== 1) throw new Error(`grep failed: ${found.stderr}`);
  const names = spawnSync("find", [dir, "-name", `*${text}*`], { encoding: "utf8", maxBuffer: 1 << 26 });
  if (names.status !== 0) throw new Error(`find failed: ${names.stderr}`);
  return [...found.stdout.split("\n"), ...names.stdout.split("\n")].filter((line) => line !== "");
}
