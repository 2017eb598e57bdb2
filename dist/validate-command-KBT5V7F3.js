import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as f}from"./chunk-6AB2YEWC.js";import{a as h,b as g}from"./chunk-P4K6ISEI.js";import"./chunk-QH7I7UVC.js";import{g as u,l as p}from"./chunk-VDXKD46J.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-UHUZYMHB.js";import{a}from"./chunk-VMCNAK43.js";import"./chunk-GJWFSM3Y.js";import"./chunk-D5IJ44WZ.js";import"./chunk-QJJFF2IQ.js";import{c as d}from"./chunk-6PRQBK7J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as c}from"./chunk-2L26AAF6.js";var k=`Usage: skill-eval validate [paths...] [--config file] [--use-local-auth] [--no-credentials] [--strict | --lenient]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column: also a file or folder a suite or runner names that is not
there (a workspace template, an input file, a grader script, a replay runner's transcripts), a
judge assertion with no judge available, and a runner whose credential variable is not set.
Exit code 0 when all is valid, 2 otherwise.

Options:
      --use-local-auth    Runners will reuse your own agent login: no credential variable needed
      --no-credentials    Skip the judge and credential checks (e.g. a fork pull request, which has no secrets)
      --strict            skill-test: a missing referenced file is an error (as run --strict)
      --lenient           skill-test: an unknown field in a test file is a warning, not an error (as run --lenient)
`;async function x(m,t){let{values:s,positionals:w}=f(m,{config:{type:"string",short:"c"},"use-local-auth":{type:"boolean"},credentials:{type:"boolean",default:!0},strict:{type:"boolean"},lenient:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(s.help)return t.stdout(k),a.passed;let e=await p({paths:w,configFile:s.config,cwd:t.cwd,overrides:{strict:s.strict,lenient:s.lenient}}),i=s.credentials===!1?void 0:g(e,{hostEnv:t.env,useLocalAuth:s["use-local-auth"]===!0}),o=i===void 0?h(e.plan,e.configs):[];if(o.length>0)throw new d(o);let r=[...e.warnings,...i?.warnings??[]];for(let n of r)t.stderr(`${u(n,t.cwd)}
`);let v=e.plan.reduce((n,{suite:b})=>n+b.cases.length,0),y=new Set(e.plan.map(({suite:n})=>n.id)),l=e.suites.filter(n=>!y.has(n.id)).length;return t.stdout(`valid: ${e.plan.length} suite(s), ${v} case(s)`+(l>0?`; ${l} more suite(s) checked, which the config's tags leave out of a run`:"")+(r.length>0?`, ${r.length} warning(s)
`:`
`)),a.passed}c(x,"validateCommand");export{k as VALIDATE_HELP,x as validateCommand};
