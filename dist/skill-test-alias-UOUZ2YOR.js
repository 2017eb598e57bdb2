import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as l}from"./chunk-2L26AAF6.js";var r=`Usage: skill-test [SKILL_DIR...] [options]

The Claude Code Skill Test command line, run by skill-eval: the same as
\`skill-eval run [SKILL_DIR...] --use-local-auth [options]\` (your own claude login, as the seed used),
except that --format json prints the seed's JSON shape.
Options: --iterations, --hook, --hook-path, --model, --timeout, --threshold, --strict,
--format table|json, --filter, -v/--verbose, --no-color, -p/--parallel, --no-error-log.
Run \`skill-eval run --help\` for every option.
`;function a(e){if(e.includes("--help")||e.includes("-h"))return"help";let o=e.map((t,n)=>t==="--format=json"?"--format=skill-test-json":t==="json"&&e[n-1]==="--format"?"skill-test-json":t),s=o.includes("--use-local-auth")?[]:["--use-local-auth"];return["run",...o,...s]}l(a,"skillTestArgv");export{r as SKILL_TEST_HELP,a as skillTestArgv};
