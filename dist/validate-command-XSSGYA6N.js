import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as u}from"./chunk-6AB2YEWC.js";import{a as d}from"./chunk-PIGAHNX3.js";import"./chunk-LBSQAHCL.js";import{i as l,j as c}from"./chunk-ZEIZA5SP.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-UHUZYMHB.js";import{a as i}from"./chunk-VMCNAK43.js";import"./chunk-GJWFSM3Y.js";import"./chunk-D5IJ44WZ.js";import"./chunk-QJJFF2IQ.js";import"./chunk-6PRQBK7J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as o}from"./chunk-2L26AAF6.js";var v=`Usage: skill-eval validate [paths...] [--config file] [--use-local-auth] [--no-credentials] [--strict | --lenient]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column: also a judge assertion with no judge available, and a
runner whose credential variable is not set. Exit code 0 when all is valid, 2 otherwise.

Options:
      --use-local-auth    Runners will reuse your own agent login: no credential variable needed
      --no-credentials    Skip the judge and credential checks (e.g. a fork pull request, which has no secrets)
      --strict            skill-test: a missing referenced file is an error (as run --strict)
      --lenient           skill-test: an unknown field in a test file is a warning, not an error (as run --lenient)
`;async function A(p,n){let{values:t,positionals:h}=u(p,{config:{type:"string",short:"c"},"use-local-auth":{type:"boolean"},credentials:{type:"boolean",default:!0},strict:{type:"boolean"},lenient:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(t.help)return n.stdout(v),i.passed;let s=await c({paths:h,configFile:t.config,cwd:n.cwd,overrides:{strict:t.strict,lenient:t.lenient}}),g=t.credentials===!1?void 0:d(s,{hostEnv:n.env,useLocalAuth:t["use-local-auth"]===!0}),a=[...s.warnings,...g?.warnings??[]];for(let e of a)n.stderr(`${l(e,n.cwd)}
`);let f=s.plan.reduce((e,{suite:m})=>e+m.cases.length,0),w=new Set(s.plan.map(({suite:e})=>e.id)),r=s.suites.filter(e=>!w.has(e.id)).length;return n.stdout(`valid: ${s.plan.length} suite(s), ${f} case(s)`+(r>0?`; ${r} more suite(s) checked, which the config's tags leave out of a run`:"")+(a.length>0?`, ${a.length} warning(s)
`:`
`)),i.passed}o(A,"validateCommand");export{v as VALIDATE_HELP,A as validateCommand};
