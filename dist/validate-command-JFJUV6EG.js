import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import {
  parseCliArgs
} from "./chunk-MWVIAZI7.js";
import {
  checkRunNeeds
} from "./chunk-WWXITUK4.js";
import {
  describeWarning
} from "./chunk-5BCQPDJA.js";
import "./chunk-LT7EH5KM.js";
import {
  prepareRun
} from "./chunk-MTULFYZ2.js";
import "./chunk-ZNN7HAMQ.js";
import {
  EXIT
} from "./chunk-T4URU7YL.js";
import "./chunk-EWQYGJWM.js";
import "./chunk-43A2QHN3.js";

// src/cli/validate-command.ts
var VALIDATE_HELP = `Usage: skill-eval validate [paths...] [--config file] [--use-local-auth] [--no-credentials]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column: also a judge assertion with no judge available, and a
runner whose credential variable is not set. Exit code 0 when all is valid, 2 otherwise.

Options:
      --use-local-auth    Runners will reuse your own agent login: no credential variable needed
      --no-credentials    Skip the judge and credential checks (e.g. a fork pull request, which has no secrets)
`;
async function validateCommand(args, io) {
  const { values, positionals } = parseCliArgs(args, {
    config: { type: "string", short: "c" },
    "use-local-auth": { type: "boolean" },
    credentials: { type: "boolean", default: true },
    debug: { type: "boolean" },
    help: { type: "boolean", short: "h" }
  });
  if (values.help) {
    io.stdout(VALIDATE_HELP);
    return EXIT.passed;
  }
  const prepared = await prepareRun({ paths: positionals, configFile: values.config, cwd: io.cwd });
  const needs = values.credentials === false ? void 0 : checkRunNeeds(prepared, { hostEnv: io.env, useLocalAuth: values["use-local-auth"] === true });
  const warnings = [...prepared.warnings, ...needs?.warnings ?? []];
  for (const warning of warnings) io.stderr(`${describeWarning(warning, io.cwd)}
`);
  const cases = prepared.plan.reduce((sum, { suite }) => sum + suite.cases.length, 0);
  io.stdout(
    `valid: ${prepared.plan.length} suite(s), ${cases} case(s)` + (warnings.length > 0 ? `, ${warnings.length} warning(s)
` : "\n")
  );
  return EXIT.passed;
}
export {
  VALIDATE_HELP,
  validateCommand
};
