import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as w,b as h}from"./chunk-6AB2YEWC.js";import{a as f,b as g}from"./chunk-A44NLV7X.js";import"./chunk-T7ALBXPS.js";import"./chunk-B3NJVY6B.js";import"./chunk-3MGLI3SI.js";import"./chunk-I57B3XVV.js";import"./chunk-CD4WQFPE.js";import"./chunk-4UYBKVFS.js";import"./chunk-QQ7XEPS3.js";import{g as p}from"./chunk-VMTGP6GP.js";import"./chunk-K7SWPXMR.js";import"./chunk-2W3DZWVF.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-ZRCDYYRH.js";import"./chunk-LHCYMHXA.js";import"./chunk-NM2RWFC2.js";import{d as m}from"./chunk-RNQUKHJX.js";import"./chunk-X6JW2ICM.js";import{e as u}from"./chunk-RDCO445D.js";import{a as o}from"./chunk-VMCNAK43.js";import"./chunk-CL3LSIN6.js";import"./chunk-4SAV4IY2.js";import"./chunk-HVUF6YFT.js";import"./chunk-GJWFSM3Y.js";import"./chunk-D5IJ44WZ.js";import"./chunk-GDXYQLZ4.js";import"./chunk-SOQEW4V2.js";import{b as c}from"./chunk-6PRQBK7J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as l}from"./chunk-2L26AAF6.js";import{relative as b,resolve as v}from"node:path";var x=".skill-eval-plan.json",E=`Usage: skill-eval plan [paths...] [options]

Selects the suites to run and splits their case \xD7 runner units into shards; writes plan.json
for \`skill-eval run --plan <file> --shard i/n\` and prints the matrix for a GitHub workflow.

Options:
  -c, --config <file>       One config for every suite
      --changed-since <ref> Only suites the change since the merge base with ref affects
                            (default: every suite, as on push, schedule or manual runs)
      --shards <n>          Exactly n shards
      --max-shards <n>      At most n shards, and no more than there are units (default: 1 shard)
      --baseline <path>     A results.json or results folder whose durations balance the shards
      --out <file>          Where plan.json goes (default: ${x})
      --json                Print {matrix, shards, selected, units, hasWork, plan} as JSON
      --debug               Show stack traces of internal errors
`;async function C(i,e){let{values:s,positionals:y}=w(i,{config:{type:"string",short:"c"},"changed-since":{type:"string"},shards:{type:"string"},"max-shards":{type:"string"},baseline:{type:"string"},out:{type:"string",short:"o"},json:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(s.help)return e.stdout(E),o.passed;if(s.shards!==void 0&&s["max-shards"]!==void 0)throw new c("--shards and --max-shards exclude each other",{hint:"--shards n for exactly n shards, --max-shards n for at most n"});let r=await g({paths:y,configFile:s.config,cwd:e.cwd,hostEnv:e.env,changedSince:s["changed-since"],shards:h("shards",s.shards,1,Number.MAX_SAFE_INTEGER),maxShards:h("max-shards",s["max-shards"],1,Number.MAX_SAFE_INTEGER),baselineFile:s.baseline,commit:e.env.GITHUB_SHA,overLimitHint:"raise maxExecutions in the config, or narrow the suites with the paths given to plan"});for(let t of r.warnings)e.stderr(`${p(t,e.cwd)}
`);let{plan:n}=r,d=v(e.cwd,s.out??x);m(d,`${JSON.stringify(n,null,2)}
`);let a={matrix:f(n),shards:n.totalShards,selected:n.selection.suites.length,units:r.units,hasWork:r.units>0,plan:A(e.cwd,d)};return s.json?(e.stdout(`${u(a)}
`),o.passed):(e.stdout([n.selection.reason,...n.selection.suites.map(t=>`  ${t.id}: ${t.reasons.join("; ")}`),...n.selection.removedSuites.map(t=>`  removed: ${t}`),`${a.units} unit(s) in ${a.shards} shard(s): ${n.shards.map(t=>t.units.length).join(", ")}`,`Plan: ${a.plan}`,""].join(`
`)),o.passed)}l(C,"planCommand");function A(i,e){let s=b(i,e);return s===""||s.startsWith("..")?e:s}l(A,"shownPath");export{x as DEFAULT_PLAN_FILE,E as PLAN_HELP,C as planCommand};
