import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as f}from"./chunk-6AB2YEWC.js";import{a as h,c as g}from"./chunk-I57B3XVV.js";import"./chunk-CD4WQFPE.js";import{g as u,n as d}from"./chunk-VMTGP6GP.js";import"./chunk-K7SWPXMR.js";import"./chunk-2W3DZWVF.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-ZRCDYYRH.js";import"./chunk-LHCYMHXA.js";import{a as o}from"./chunk-VMCNAK43.js";import"./chunk-GJWFSM3Y.js";import"./chunk-D5IJ44WZ.js";import"./chunk-GDXYQLZ4.js";import"./chunk-SOQEW4V2.js";import{c as p}from"./chunk-6PRQBK7J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as i}from"./chunk-2L26AAF6.js";var k=`Usage: skill-eval validate [paths...] [--config file] [--use-local-auth] [--no-credentials] [--strict | --lenient]

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
`;async function j(m,n){let{values:t,positionals:w}=f(m,{config:{type:"string",short:"c"},"use-local-auth":{type:"boolean"},credentials:{type:"boolean",default:!0},strict:{type:"boolean"},lenient:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(t.help)return n.stdout(k),o.passed;let l=i(e=>t.credentials===!1?{problems:h(e.plan,e.configs),warnings:[]}:g(e,{hostEnv:n.env,useLocalAuth:t["use-local-auth"]===!0}),"needsOf"),s=await d({paths:w,configFile:t.config,cwd:n.cwd,overrides:{strict:t.strict,lenient:t.lenient}},e=>l(e).problems),r=l(s);if(r.problems.length>0)throw new p(r.problems);let a=[...s.warnings,...r.warnings];for(let e of a)n.stderr(`${u(e,n.cwd)}
`);let b=s.plan.reduce((e,{suite:v})=>e+v.cases.length,0),y=new Set(s.plan.map(({suite:e})=>e.id)),c=s.suites.filter(e=>!y.has(e.id)).length;return n.stdout(`valid: ${s.plan.length} suite(s), ${b} case(s)`+(c>0?`; ${c} more suite(s) checked, which the config's tags leave out of a run`:"")+(a.length>0?`, ${a.length} warning(s)
`:`
`)),o.passed}i(j,"validateCommand");export{k as VALIDATE_HELP,j as validateCommand};
