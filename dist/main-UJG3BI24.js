import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as p}from"./chunk-JDKOIMJT.js";import{b as g}from"./chunk-6AB2YEWC.js";import{b as h,c as u}from"./chunk-K7SWPXMR.js";import"./chunk-4LCJDVEA.js";import{a as f}from"./chunk-4CKP5D4R.js";import{c as m}from"./chunk-45PL4XGV.js";import{a as d}from"./chunk-VMCNAK43.js";import{b as c}from"./chunk-6PRQBK7J.js";import{a as l}from"./chunk-4HNNUPHR.js";import{a as e}from"./chunk-2L26AAF6.js";import{randomUUID as v}from"node:crypto";var w=`Usage: skill-eval <command> [options]

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
`,C={run:e(async()=>(await import("./run-command-XOGLRXYO.js")).runCommand,"run"),validate:e(async()=>(await import("./validate-command-PEDWSQB3.js")).validateCommand,"validate"),discover:e(async()=>(await import("./discover-command-LSAXSUTW.js")).discoverCommand,"discover"),report:e(async()=>(await import("./report-command-RRI5X3VF.js")).reportCommand,"report"),plan:e(async()=>(await import("./plan-command-PHIMVMHB.js")).planCommand,"plan"),regrade:e(async()=>(await import("./regrade-command-SA4RZDWV.js")).regradeCommand,"regrade")};function y(n){return n.GITHUB_ACTIONS==="true"?o=>f(m(o),v()):m}e(y,"shownText");async function U(n){let o=y(n.env),r={...n,stdout:e(t=>n.stdout(o(t)),"stdout"),stderr:e(t=>n.stderr(o(t)),"stderr")},i=r.argv.includes("--debug");try{let[t,...a]=T(r.argv);if(t===void 0)return r.stderr(w),d.configError;if(t==="--help"||t==="-h"||t==="help")return r.stdout(w),d.passed;if(t==="--version"||t==="-v")return r.stdout(`${l}
`),d.passed;let s=Object.hasOwn(C,t)?C[t]:void 0;if(s===void 0)throw new c(`unknown command "${t}"`,{hint:"run `skill-eval --help` for the commands"});return(await import("./interpret-schemas-DRVFYUYO.js")).interpretSchemas(),(await import("./young-generation-377EL35G.js")).holdYoungGeneration(),t==="run"&&(await import("./launch-agent-7JB2H3T6.js")).warmLauncher(),await(await s())(a,r)}catch(t){let{text:a,exitCode:s}=p(t,i,r.cwd);return r.stderr(`${a}
`),s}}e(U,"main");function T(n){u(h);let o=[];for(let r=0;r<n.length;r++){let i=n[r]??"",t=i.startsWith("--load-timeout=")?i.slice(15):void 0;if(i!=="--load-timeout"&&t===void 0){o.push(i);continue}let a=t??n[++r];u(g("load-timeout",a,1,O)??0)}return o}e(T,"withLoadTimeout");var O=36e5;export{U as main,y as shownText};
