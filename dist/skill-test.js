#!/usr/bin/env node
var need = [22, 18];
var have = process.versions.node.split(".").map(Number);
if (have[0] < need[0] || (have[0] === need[0] && have[1] < need[1])) {
  process.stderr.write("skill-eval needs Node.js " + need.join(".") + " or newer, and this is " + process.versions.node + ": install Node 24 from https://nodejs.org (or: nvm install 24) and run it again.\n");
  process.exit(2);
}
import("./skill-test-main.js");
