import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  parseCliArgs
} from "./chunk-MWVIAZI7.js";
import {
  describeWarning
} from "./chunk-5BCQPDJA.js";
import {
  prepareRun
} from "./chunk-O5QV3QBM.js";
import "./chunk-ZNN7HAMQ.js";
import {
  EXIT
} from "./chunk-T4URU7YL.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/cli/validate-command.ts
var VALIDATE_HELP = `Usage: skill-eval validate [paths...] [--config file]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column. Exit code 0 when all is valid, 2 otherwise.
`;
async function validateCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(VALIDATE_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  for (const warning of prepared.warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
  io.stdout(
    `valid: ${prepared.plan.length} suite(s), ${cases} case(s)` + (prepared.warnings.length > 0 ? `, ${prepared.warnings.length} warning(s)
` : "\n")
  );
  return EXIT.passed;
}
export {
  VALIDATE_HELP,
  validateCommand
};
