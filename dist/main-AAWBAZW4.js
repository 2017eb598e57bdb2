import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as c}from"./chunk-JDKOIMJT.js";import{b as h}from"./chunk-6AB2YEWC.js";import{b as p,c as m}from"./chunk-K7SWPXMR.js";import"./chunk-4LCJDVEA.js";import{c as d}from"./chunk-5X6GUPIL.js";import{a as s}from"./chunk-VMCNAK43.js";import{b as l}from"./chunk-6PRQBK7J.js";import{a as u}from"./chunk-4XIUKY36.js";import{a as e}from"./chunk-2L26AAF6.js";var f=`Usage: skill-eval <command> [options]

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
`,g={run:e(async()=>(await import("./run-command-DTGMYQFH.js")).runCommand,"run"),validate:e(async()=>(await import("./validate-command-HLE5G3DW.js")).validateCommand,"validate"),discover:e(async()=>(await import("./discover-command-WA2YKYNN.js")).discoverCommand,"discover"),report:e(async()=>(await import("./report-command-FLLORIM6.js")).reportCommand,"report"),plan:e(async()=>(await import("./plan-command-H7IQX7ZU.js")).planCommand,"plan"),regrade:e(async()=>(await import("./regrade-command-ST6OVCH7.js")).regradeCommand,"regrade")};async function b(n){let r={...n,stdout:e(t=>n.stdout(d(t)),"stdout"),stderr:e(t=>n.stderr(d(t)),"stderr")},o=r.argv.includes("--debug");try{let[t,...i]=w(r.argv);if(t===void 0)return r.stderr(f),s.configError;if(t==="--help"||t==="-h"||t==="help")return r.stdout(f),s.passed;if(t==="--version"||t==="-v")return r.stdout(`${u}
`),s.passed;let a=Object.hasOwn(g,t)?g[t]:void 0;if(a===void 0)throw new l(`unknown command "${t}"`,{hint:"run `skill-eval --help` for the commands"});return(await import("./interpret-schemas-DRVFYUYO.js")).interpretSchemas(),(await import("./young-generation-377EL35G.js")).holdYoungGeneration(),t==="run"&&(await import("./launch-agent-7JB2H3T6.js")).warmLauncher(),await(await a())(i,r)}catch(t){let{text:i,exitCode:a}=c(t,o,r.cwd);return r.stderr(`${i}
`),a}}e(b,"main");function w(n){m(p);let r=[];for(let o=0;o<n.length;o++){let t=n[o]??"",i=t.startsWith("--load-timeout=")?t.slice(15):void 0;if(t!=="--load-timeout"&&i===void 0){r.push(t);continue}let a=i??n[++o];m(h("load-timeout",a,1,v)??0)}return r}e(w,"withLoadTimeout");var v=36e5;export{b as main};
