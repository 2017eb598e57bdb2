import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as o}from"./chunk-2L26AAF6.js";var r=`Usage: skill-test [SKILL_DIR...] [options]

The Claude Code Skill Test command line, run by skill-eval: the same as
\`skill-eval run [SKILL_DIR...] --use-local-auth [options]\` (your own claude login, as the seed used),
except that --format json prints the seed's JSON shape.
Options: --iterations, --hook, --hook-path, --model, --timeout, --threshold, --strict, --lenient,
--format table|json, --filter, -v/--verbose, --no-color, -p/--parallel, --no-error-log.
Run \`skill-eval run --help\` for every option.
`;function i(e){if(e.includes("--help")||e.includes("-h"))return"help";let l=e.map((t,n)=>t==="--format=json"?"--format=skill-test-json":t==="json"&&e[n-1]==="--format"?"skill-test-json":t),s=l.includes("--use-local-auth")?[]:["--use-local-auth"];return["run",...l,...s]}o(i,"skillTestArgv");export{r as SKILL_TEST_HELP,i as skillTestArgv};
