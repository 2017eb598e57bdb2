import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as i}from"./chunk-G7TTZUAN.js";import{a}from"./chunk-VMCNAK43.js";import{a as d}from"./chunk-RG4O63BI.js";import{b as o}from"./chunk-6PRQBK7J.js";import{a as t}from"./chunk-2L26AAF6.js";var m=`Usage: skill-eval <command> [options]

Commands:
  run [paths...]       Run the suites under paths on their runners; write .skill-eval/
  validate [paths...]  Load config and suites without running agents; report every problem
  discover [paths...]  List suites, their cases and runners, and the skills they test
  report <dirs...>     Merge shard results, compare with a baseline, write report.md and the PR comment
  plan [paths...]      Select the suites a change affects and split them into shards (plan.json)
  regrade <results>    Re-grade a results folder's transcripts with the current assertions

Run \`skill-eval <command> --help\` for a command's options.

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`,c={run:t(async()=>(await import("./run-command-OGGXGXR2.js")).runCommand,"run"),validate:t(async()=>(await import("./validate-command-ZXUHB7GD.js")).validateCommand,"validate"),discover:t(async()=>(await import("./discover-command-3QEDHJZ2.js")).discoverCommand,"discover"),report:t(async()=>(await import("./report-command-JJ6M3GVK.js")).reportCommand,"report"),plan:t(async()=>(await import("./plan-command-PNJ5AMQ4.js")).planCommand,"plan"),regrade:t(async()=>(await import("./regrade-command-E6IK3E5F.js")).regradeCommand,"regrade")};async function w(e){let p=e.argv.includes("--debug");try{let[r,...s]=e.argv;if(r===void 0)return e.stderr(m),a.configError;if(r==="--help"||r==="-h"||r==="help")return e.stdout(m),a.passed;if(r==="--version"||r==="-v")return e.stdout(`${d}
`),a.passed;let n=Object.hasOwn(c,r)?c[r]:void 0;if(n===void 0)throw new o(`unknown command "${r}"`,{hint:"run `skill-eval --help` for the commands"});return await(await n())(s,e)}catch(r){let{text:s,exitCode:n}=i(r,p,e.cwd);return e.stderr(`${s}
`),n}}t(w,"main");export{w as main};
