import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as d}from"./chunk-6AB2YEWC.js";import{a as l}from"./chunk-42XLVGHZ.js";import"./chunk-PTKRKKWS.js";import{a as c}from"./chunk-BYT7SVBO.js";import{h as o}from"./chunk-L4B2DSBR.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-UHUZYMHB.js";import{a as r}from"./chunk-VMCNAK43.js";import"./chunk-GJWFSM3Y.js";import"./chunk-MHXBGPIZ.js";import"./chunk-EG7WHJ4J.js";import"./chunk-6PRQBK7J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as i}from"./chunk-2L26AAF6.js";var w=`Usage: skill-eval validate [paths...] [--config file] [--use-local-auth] [--no-credentials] [--strict | --lenient]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column: also a judge assertion with no judge available, and a
runner whose credential variable is not set. Exit code 0 when all is valid, 2 otherwise.

Options:
      --use-local-auth    Runners will reuse your own agent login: no credential variable needed
      --no-credentials    Skip the judge and credential checks (e.g. a fork pull request, which has no secrets)
      --strict            skill-test: a missing referenced file is an error (as run --strict)
      --lenient           skill-test: an unknown field in a test file is a warning, not an error (as run --lenient)
`;async function E(u,e){let{values:n,positionals:p}=d(u,{config:{type:"string",short:"c"},"use-local-auth":{type:"boolean"},credentials:{type:"boolean",default:!0},strict:{type:"boolean"},lenient:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(n.help)return e.stdout(w),r.passed;let t=await o({paths:p,configFile:n.config,cwd:e.cwd,overrides:{strict:n.strict,lenient:n.lenient}}),h=n.credentials===!1?void 0:l(t,{hostEnv:e.env,useLocalAuth:n["use-local-auth"]===!0}),s=[...t.warnings,...h?.warnings??[]];for(let a of s)e.stderr(`${c(a,e.cwd)}
`);let g=t.plan.reduce((a,{suite:f})=>a+f.cases.length,0);return e.stdout(`valid: ${t.plan.length} suite(s), ${g} case(s)`+(s.length>0?`, ${s.length} warning(s)
`:`
`)),r.passed}i(E,"validateCommand");export{w as VALIDATE_HELP,E as validateCommand};
