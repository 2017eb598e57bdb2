// A `command` agent that learned every secret: prints them to stdout and stderr and writes them
// into its workspace (as a leaky agent or a compromised tool would).
import { readFileSync, writeFileSync } from "node:fs";

const planted = JSON.parse(readFileSync(process.env.PLANT_FILE, "utf8"));
const values = [process.env.RUNNER_SECRET, planted.githubToken, planted.judgeKey];
const line = values.join(" | ");
writeFileSync("notes.txt", `credentials: ${line}\n`);
process.stderr.write(`debug: ${line}\n`);
process.stdout.write(`I found these: ${line}\n`);
