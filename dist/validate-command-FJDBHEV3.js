import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as d}from"./chunk-6AB2YEWC.js";import{a as o}from"./chunk-VMCNAK43.js";import{a as l}from"./chunk-6IZDDD3F.js";import"./chunk-JONMRZIB.js";import{a as c}from"./chunk-BYT7SVBO.js";import{h as i}from"./chunk-4QIIDFG7.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-JD3GG5OY.js";import"./chunk-GJWFSM3Y.js";import"./chunk-MHXBGPIZ.js";import"./chunk-6PRQBK7J.js";import"./chunk-EG7WHJ4J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as r}from"./chunk-2L26AAF6.js";var m=`Usage: skill-eval validate [paths...] [--config file] [--use-local-auth] [--no-credentials]

Loads the config and every suite under paths without running any agent, and reports every
problem with its file, line and column: also a judge assertion with no judge available, and a
runner whose credential variable is not set. Exit code 0 when all is valid, 2 otherwise.

Options:
      --use-local-auth    Runners will reuse your own agent login: no credential variable needed
      --no-credentials    Skip the judge and credential checks (e.g. a fork pull request, which has no secrets)
`;async function E(u,e){let{values:n,positionals:p}=d(u,{config:{type:"string",short:"c"},"use-local-auth":{type:"boolean"},credentials:{type:"boolean",default:!0},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(n.help)return e.stdout(m),o.passed;let t=await i({paths:p,configFile:n.config,cwd:e.cwd}),h=n.credentials===!1?void 0:l(t,{hostEnv:e.env,useLocalAuth:n["use-local-auth"]===!0}),a=[...t.warnings,...h?.warnings??[]];for(let s of a)e.stderr(`${c(s,e.cwd)}
`);let g=t.plan.reduce((s,{suite:f})=>s+f.cases.length,0);return e.stdout(`valid: ${t.plan.length} suite(s), ${g} case(s)`+(a.length>0?`, ${a.length} warning(s)
`:`
`)),o.passed}r(E,"validateCommand");export{m as VALIDATE_HELP,E as validateCommand};
