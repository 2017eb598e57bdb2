import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as l}from"./chunk-JDKOIMJT.js";import{b as p}from"./chunk-6AB2YEWC.js";import{b as c,c as s}from"./chunk-K7SWPXMR.js";import"./chunk-4LCJDVEA.js";import{a as i}from"./chunk-VMCNAK43.js";import{b as u}from"./chunk-6PRQBK7J.js";import{a as d}from"./chunk-4HNNUPHR.js";import{a as r}from"./chunk-2L26AAF6.js";var h=`Usage: skill-eval <command> [options]

Commands:
  run [paths...]       Run the suites under paths on their runners; write .skill-eval/
  validate [paths...]  Load config and suites without running agents; report every problem
  discover [paths...]  List suites, their cases and runners, and the skills they test
  report <dirs...>     Merge shard results, compare with a baseline, write report.md and the PR comment
  plan [paths...]      Select the suites a change affects and split them into shards (plan.json)
  regrade <results>    Re-grade a results folder's transcripts with the current assertions

Run \`skill-eval <command> --help\` for a command's options.

Options for every command:
  --load-timeout <ms>  Time a config or suite module may take to load (default 30000)

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`,f={run:r(async()=>(await import("./run-command-JY53TAHC.js")).runCommand,"run"),validate:r(async()=>(await import("./validate-command-WFBYD26O.js")).validateCommand,"validate"),discover:r(async()=>(await import("./discover-command-OBNAYKTK.js")).discoverCommand,"discover"),report:r(async()=>(await import("./report-command-KKEOVEAB.js")).reportCommand,"report"),plan:r(async()=>(await import("./plan-command-Z2MFKKNK.js")).planCommand,"plan"),regrade:r(async()=>(await import("./regrade-command-3UZGGSZV.js")).regradeCommand,"regrade")};async function T(e){let a=e.argv.includes("--debug");try{let[t,...n]=g(e.argv);if(t===void 0)return e.stderr(h),i.configError;if(t==="--help"||t==="-h"||t==="help")return e.stdout(h),i.passed;if(t==="--version"||t==="-v")return e.stdout(`${d}
`),i.passed;let o=Object.hasOwn(f,t)?f[t]:void 0;if(o===void 0)throw new u(`unknown command "${t}"`,{hint:"run `skill-eval --help` for the commands"});return(await import("./interpret-schemas-DRVFYUYO.js")).interpretSchemas(),(await import("./young-generation-377EL35G.js")).holdYoungGeneration(),t==="run"&&(await import("./launch-agent-7JB2H3T6.js")).warmLauncher(),await(await o())(n,e)}catch(t){let{text:n,exitCode:o}=l(t,a,e.cwd);return e.stderr(`${n}
`),o}}r(T,"main");function g(e){s(c);let a=[];for(let t=0;t<e.length;t++){let n=e[t]??"",o=n.startsWith("--load-timeout=")?n.slice(15):void 0;if(n!=="--load-timeout"&&o===void 0){a.push(n);continue}let m=o??e[++t];s(p("load-timeout",m,1,w)??0)}return a}r(g,"withLoadTimeout");var w=36e5;export{T as main};
