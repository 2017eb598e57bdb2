// One cold round of what a PR run does before its first agent, in a fresh process:
// `node selection-round.ts <root>` prints {"totalMs", "selected"} as JSON.
import { selectionRound } from "./bench-selection.ts";

const root = process.argv[2];
if (root === undefined) throw new Error("usage: selection-round.ts <root>");
process.stdout.write(`${JSON.stringify(await selectionRound(root))}\n`);
