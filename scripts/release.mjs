#!/usr/bin/env node
// Cuts a release users can pin: `node scripts/release.mjs 1.2.3 [--push]`.
// Refuses unless the tree is clean, package.json carries the version and dist/ equals a fresh
// build; then tags v1.2.3 and moves the major tag (v1) to the same commit.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

function git(cwd, ...args) {
  return execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
}

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

function main(argv, cwd) {
  const version = argv.find((arg) => !arg.startsWith("--"));
  const push = argv.includes("--push");
  const match = version === undefined ? null : SEMVER.exec(version);
  if (match === null) fail("usage: node scripts/release.mjs X.Y.Z [--push]");

  const packageVersion = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8")).version;
  if (packageVersion !== version) {
    fail(`package.json says ${packageVersion}; set "version": "${version}" and commit it first`);
  }
  if (git(cwd, "status", "--porcelain") !== "") fail("the working tree has changes: commit or stash them");

  execFileSync("npm", ["run", "build", "--silent"], { cwd, stdio: ["ignore", "inherit", "inherit"] });
  const stale = git(cwd, "status", "--porcelain", "--", "dist");
  if (stale !== "") fail(`dist/ differs from a fresh build; run npm run build and commit dist/:\n${stale}`);

  const tag = `v${version}`;
  const major = `v${match[1]}`;
  const existing = git(cwd, "tag", "--list", tag);
  if (existing !== "") fail(`${tag} exists already; releases are never moved, only major tags are`);
  git(cwd, "tag", "-a", tag, "-m", `skill-eval-action ${tag}`);
  git(cwd, "tag", "-f", "-a", major, "-m", `skill-eval-action ${major} (points at ${tag})`);
  const sha = git(cwd, "rev-parse", "HEAD");
  process.stdout.write(`tagged ${tag} and moved ${major} to ${sha}\n`);
  process.stdout.write(`pin it as: uses: org/skill-eval-action@${sha} # ${tag}\n`);
  if (push) {
    git(cwd, "push", "origin", tag);
    git(cwd, "push", "--force", "origin", major);
    process.stdout.write(`pushed ${tag} and ${major}\n`);
  } else {
    process.stdout.write(`push with: git push origin ${tag} && git push --force origin ${major}\n`);
  }
}

main(process.argv.slice(2), process.cwd());
