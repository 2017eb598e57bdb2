import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as g,b as d}from"./chunk-6AB2YEWC.js";import{e as u}from"./chunk-GOPU6VZS.js";import{a as o}from"./chunk-VMCNAK43.js";import{a as m,b as p}from"./chunk-UNNF4LF6.js";import"./chunk-OJ4EH6E4.js";import"./chunk-6IZDDD3F.js";import"./chunk-JONMRZIB.js";import"./chunk-Y3AJGHJJ.js";import{a as f}from"./chunk-BYT7SVBO.js";import"./chunk-VS23HZOF.js";import"./chunk-4QIIDFG7.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-JD3GG5OY.js";import"./chunk-LJ32G4GB.js";import"./chunk-ZX5PZO3S.js";import"./chunk-EWAJWZLO.js";import"./chunk-KTCEGYC6.js";import"./chunk-GJWFSM3Y.js";import"./chunk-MHXBGPIZ.js";import{b as c}from"./chunk-6PRQBK7J.js";import"./chunk-EG7WHJ4J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as l}from"./chunk-2L26AAF6.js";import{relative as x,resolve as b}from"node:path";var y=".skill-eval-plan.json",A=`Usage: skill-eval plan [paths...] [options]

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
`;async function k(i,e){let{values:s,positionals:w}=g(i,{config:{type:"string",short:"c"},"changed-since":{type:"string"},shards:{type:"string"},"max-shards":{type:"string"},baseline:{type:"string"},out:{type:"string",short:"o"},json:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(s.help)return e.stdout(A),o.passed;if(s.shards!==void 0&&s["max-shards"]!==void 0)throw new c("--shards and --max-shards exclude each other",{hint:"--shards n for exactly n shards, --max-shards n for at most n"});let t=await p({paths:w,configFile:s.config,cwd:e.cwd,changedSince:s["changed-since"],shards:d("shards",s.shards,1,Number.MAX_SAFE_INTEGER),maxShards:d("max-shards",s["max-shards"],1,Number.MAX_SAFE_INTEGER),baselineFile:s.baseline,commit:e.env.GITHUB_SHA});for(let r of t.warnings)e.stderr(`${f(r,e.cwd)}
`);let{plan:n}=t,h=b(e.cwd,s.out??y);u(h,`${JSON.stringify(n,null,2)}
`);let a={matrix:m(n),shards:n.totalShards,selected:n.selection.suites.length,units:t.units,hasWork:t.units>0,plan:E(e.cwd,h)};return s.json?(e.stdout(`${JSON.stringify(a,null,2)}
`),o.passed):(e.stdout([n.selection.reason,...n.selection.suites.map(r=>`  ${r.id}: ${r.reasons.join("; ")}`),...n.selection.removedSuites.map(r=>`  removed: ${r}`),`${a.units} unit(s) in ${a.shards} shard(s): ${n.shards.map(r=>r.units.length).join(", ")}`,`Plan: ${a.plan}`,""].join(`
`)),o.passed)}l(k,"planCommand");function E(i,e){let s=x(i,e);return s===""||s.startsWith("..")?e:s}l(E,"shownPath");export{y as DEFAULT_PLAN_FILE,A as PLAN_HELP,k as planCommand};
