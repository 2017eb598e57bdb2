// Installs the Debian `chromium` package that the HTML report's browser tests drive through
// playwright-core. Does nothing when /usr/bin/chromium exists; installs with apt-get when run as
// root; otherwise says what to run and exits 1.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${CHROMIUM} is installed`);
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasAptGet = existsSync("/usr/bin/apt-get");
if (!isRoot || !hasAptGet) {
  const why = hasAptGet ? "this needs root" : "apt-get was not found (not a Debian or Ubuntu system)";
  console.error(
    [
      `chromium: ${CHROMIUM} is missing and ${why}.`,
      "The HTML report's browser tests need it. Install it with:",
      "  sudo apt-get update && sudo apt-get install -y chromium",
      "Without it, those tests are skipped locally and fail under CI=true.",
    ].join("\n"),
  );
  process.exit(1);
}

const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "--no-install-recommends", "chromium"],
]) {
  console.log(`chromium: apt-get ${args.join(" ")}`);
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(
      `chromium: apt-get ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`})`,
    );
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`chromium: the package installed, but ${CHROMIUM} is still missing`);
  process.exit(1);
}
console.log(`chromium: installed ${CHROMIUM}`);
