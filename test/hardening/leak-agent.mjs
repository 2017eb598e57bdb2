// A `command` agent that learned every secret: prints them to stdout and stderr in every form
// (raw, JSON-escaped, URL-encoded, base64) and writes them into its workspace: a text file, a
// binary file and a file name (as a leaky agent or a compromised tool would).
import { readFileSync, writeFileSync } from "node:fs";

const planted = JSON.parse(readFileSync(process.env.PLANT_FILE, "utf8"));
const values = [process.env.RUNNER_SECRET, planted.githubToken, planted.judgeKey];
const unicodeEscaped = (text) =>
  [...text].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
const forms = values.flatMap((value) => [
  value,
  unicodeEscaped(value),
  JSON.stringify(value).slice(1, -1).replaceAll("/", "\\/"),
  encodeURIComponent(value),
  Buffer.from(value).toString("base64"),
  Buffer.from(`xy${value}`).toString("base64url"),
]);
const line = forms.join(" | ");
writeFileSync("notes.txt", `credentials: ${line}\n`);
writeFileSync(
  "blob.bin",
  Buffer.concat([Buffer.from([0, 1, 2, 0]), Buffer.from(values[0]), Buffer.from([0])]),
);
writeFileSync(`name-${encodeURIComponent(values[1])}.txt`, "harmless\n");
process.stderr.write(`debug: ${line}\n`);
process.stdout.write(`I found these: ${line}\n`);
