import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as h}from"./chunk-JDKOIMJT.js";import{b as w}from"./chunk-6AB2YEWC.js";import{b as g,c as l}from"./chunk-K7SWPXMR.js";import"./chunk-4LCJDVEA.js";import{a as f}from"./chunk-COWKJVO5.js";import{c as u}from"./chunk-45PL4XGV.js";import{a as d}from"./chunk-VMCNAK43.js";import{b as p}from"./chunk-6PRQBK7J.js";import{a as c}from"./chunk-4HNNUPHR.js";import{a as e}from"./chunk-2L26AAF6.js";import{randomUUID as O}from"node:crypto";var v=`Usage: skill-eval <command> [options]

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
`,C={run:e(async()=>(await import("./run-command-CSPCLSOP.js")).runCommand,"run"),validate:e(async()=>(await import("./validate-command-PEDWSQB3.js")).validateCommand,"validate"),discover:e(async()=>(await import("./discover-command-LSAXSUTW.js")).discoverCommand,"discover"),report:e(async()=>(await import("./report-command-RRI5X3VF.js")).reportCommand,"report"),plan:e(async()=>(await import("./plan-command-PHIMVMHB.js")).planCommand,"plan"),regrade:e(async()=>(await import("./regrade-command-DPJH3TSB.js")).regradeCommand,"regrade")};function y(n){if(n.GITHUB_ACTIONS!=="true")return u;let i=!0;return o=>{let r=f(u(o),O(),{atLineStart:i});return r!==""&&(i=r.endsWith(`
`)),r}}e(y,"shownText");async function A(n){let i=y(n.env),o=y(n.env),r={...n,stdout:e(t=>n.stdout(i(t)),"stdout"),stderr:e(t=>n.stderr(o(t)),"stderr")},a=r.argv.includes("--debug");try{let[t,...m]=T(r.argv);if(t===void 0)return r.stderr(v),d.configError;if(t==="--help"||t==="-h"||t==="help")return r.stdout(v),d.passed;if(t==="--version"||t==="-v")return r.stdout(`${c}
`),d.passed;let s=Object.hasOwn(C,t)?C[t]:void 0;if(s===void 0)throw new p(`unknown command "${t}"`,{hint:"run `skill-eval --help` for the commands"});return(await import("./interpret-schemas-DRVFYUYO.js")).interpretSchemas(),(await import("./young-generation-377EL35G.js")).holdYoungGeneration(),t==="run"&&(await import("./launch-agent-7JB2H3T6.js")).warmLauncher(),await(await s())(m,r)}catch(t){let{text:m,exitCode:s}=h(t,a,r.cwd);return r.stderr(`${m}
`),s}}e(A,"main");function T(n){l(g);let i=[];for(let o=0;o<n.length;o++){let r=n[o]??"",a=r.startsWith("--load-timeout=")?r.slice(15):void 0;if(r!=="--load-timeout"&&a===void 0){i.push(r);continue}let t=a??n[++o];l(w("load-timeout",t,1,L)??0)}return i}e(T,"withLoadTimeout");var L=36e5;export{A as main,y as shownText};
