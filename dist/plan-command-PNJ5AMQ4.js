import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as g,b as d}from"./chunk-3JBML5MP.js";import{a as m,b as p}from"./chunk-JO4OLR65.js";import"./chunk-CXN5P7BM.js";import"./chunk-MBDG3JU7.js";import"./chunk-MXJ26IFM.js";import{a as f}from"./chunk-BYT7SVBO.js";import"./chunk-QZZV3ZS7.js";import"./chunk-2EZ6ICGT.js";import"./chunk-J3QOWIX7.js";import"./chunk-ROFLIOEW.js";import"./chunk-AS3EKEQG.js";import{e as u}from"./chunk-GOPU6VZS.js";import{a as o}from"./chunk-VMCNAK43.js";import"./chunk-VWLUOU2O.js";import"./chunk-43ADCOFX.js";import"./chunk-MVWUNC3N.js";import"./chunk-YGD67TGM.js";import"./chunk-7EGS25F5.js";import{b as c}from"./chunk-6PRQBK7J.js";import"./chunk-OQ5MVWHK.js";import"./chunk-PFTPW2WS.js";import{a as l}from"./chunk-2L26AAF6.js";import{relative as x,resolve as b}from"node:path";var y=".skill-eval-plan.json",v=`Usage: skill-eval plan [paths...] [options]

Selects the suites to run and splits their case \xD7 runner units into shards; writes plan.json
for \`skill-eval run --plan <file> --shard i/n\` and prints the matrix for a GitHub workflow.

Options:
  -c, --config <file>       One config for every suite
      --changed-since <ref> Only suites the change since the merge base with ref affects
                            (default: every suite, as on push, schedule or manual runs)
      --shards <n>          Exactly n shards
      --max-shards <n>      At most n shards, and no more than there are units (default: 1 shard)
      --baseline <file>     A results.json whose durations balance the shards
      --out <file>          Where plan.json goes (default: ${y})
      --json                Print {matrix, shards, selected, units, hasWork, plan} as JSON
      --debug               Show stack traces of internal errors
`;async function O(i,e){let{values:s,positionals:w}=g(i,{config:{type:"string",short:"c"},"changed-since":{type:"string"},shards:{type:"string"},"max-shards":{type:"string"},baseline:{type:"string"},out:{type:"string",short:"o"},json:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(s.help)return e.stdout(v),o.passed;if(s.shards!==void 0&&s["max-shards"]!==void 0)throw new c("--shards and --max-shards exclude each other",{hint:"--shards n for exactly n shards, --max-shards n for at most n"});let r=await p({paths:w,configFile:s.config,cwd:e.cwd,changedSince:s["changed-since"],shards:d("shards",s.shards,1),maxShards:d("max-shards",s["max-shards"],1),baselineFile:s.baseline,commit:e.env.GITHUB_SHA});for(let t of r.warnings)e.stderr(`${f(t,e.cwd)}
`);let{plan:n}=r,h=b(e.cwd,s.out??y);u(h,`${JSON.stringify(n,null,2)}
`);let a={matrix:m(n),shards:n.totalShards,selected:n.selection.suites.length,units:r.units,hasWork:r.units>0,plan:$(e.cwd,h)};return s.json?(e.stdout(`${JSON.stringify(a,null,2)}
`),o.passed):(e.stdout([n.selection.reason,...n.selection.suites.map(t=>`  ${t.id}: ${t.reasons.join("; ")}`),...n.selection.removedSuites.map(t=>`  removed: ${t}`),`${a.units} unit(s) in ${a.shards} shard(s): ${n.shards.map(t=>t.units.length).join(", ")}`,`Plan: ${a.plan}`,""].join(`
`)),o.passed)}l(O,"planCommand");function $(i,e){let s=x(i,e);return s===""||s.startsWith("..")?e:s}l($,"shownPath");export{y as DEFAULT_PLAN_FILE,v as PLAN_HELP,O as planCommand};
