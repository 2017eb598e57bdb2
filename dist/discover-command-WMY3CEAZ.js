import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as d}from"./chunk-NADWHDW7.js";import{a as k}from"./chunk-6AB2YEWC.js";import{a as y}from"./chunk-4UYBKVFS.js";import{g as w,n as S}from"./chunk-VMTGP6GP.js";import"./chunk-K7SWPXMR.js";import"./chunk-2W3DZWVF.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-ZRCDYYRH.js";import"./chunk-LHCYMHXA.js";import{e as u}from"./chunk-RDCO445D.js";import{a as c}from"./chunk-VMCNAK43.js";import"./chunk-GJWFSM3Y.js";import"./chunk-D5IJ44WZ.js";import"./chunk-GDXYQLZ4.js";import"./chunk-SOQEW4V2.js";import"./chunk-6PRQBK7J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as l}from"./chunk-2L26AAF6.js";import{relative as R}from"node:path";var B=`Usage: skill-eval discover [paths...] [--config file] [--changed-since ref] [--json]

Lists the suites under paths (format, file, cases, runners) and the skill directories, with the
suites that test each skill. Loads suites without running any agent.

With --changed-since <ref>, also shows which suites the change since the merge base with ref
selects, and why (the suite's file, a case, its workspace template, a skill it tests, the config).
`;async function M(o,t){let{values:n,positionals:E}=k(o,{config:{type:"string",short:"c"},"changed-since":{type:"string"},json:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(n.help)return t.stdout(B),c.passed;let r=await S({paths:E,configFile:n.config,cwd:t.cwd});for(let e of r.warnings)t.stderr(`${w(e,t.cwd)}
`);let m=n["changed-since"],s=m===void 0?void 0:await y(r,t.cwd,{changedSince:m}),p=new Map(s?.suites.map(e=>[e.id,e.reasons])),v=l(e=>R(t.cwd,e)||".","relativePath"),f=r.plan.map(({suite:e,runners:i})=>({id:e.id,format:e.format,file:e.relativePath,cases:e.cases.length,runners:i.map(a=>a.id),skills:e.skills.map(a=>a.name),...s===void 0?{}:{selected:p.has(e.id),selectedBecause:p.get(e.id)??[]}})),h=[...new Set([...r.skillDirs,...r.suites.flatMap(e=>e.skills.map(i=>i.dir))])].sort().map(e=>({dir:v(e),testedBy:r.suites.filter(i=>i.skills.some(a=>a.dir===e)).map(i=>i.id)})),g=s&&{mode:s.mode,reason:s.reason,baseRef:s.baseRef,mergeBase:s.mergeBase,changedFiles:s.changedFiles,selected:s.suites.length,removedSuites:s.removedSuites};if(n.json)return t.stdout(`${u({...g?{selection:g}:{},suites:f,skills:h})}
`),c.passed;let C=[["FORMAT","CASES","SUITE","RUNNERS"],...f.map(e=>[e.format,String(e.cases),e.file,e.runners.join(", ")])],b=[["SKILL","TESTED BY"],...h.map(e=>[e.dir,e.testedBy.join(", ")||"(no suite)"])];return t.stdout(`${d(C)}

${d(b)}
`),s!==void 0&&t.stdout(`
${$(s)}`),c.passed}l(M,"discoverCommand");function $(o){let t=[["SELECTED","BECAUSE"],...o.suites.map(n=>[n.id,n.reasons.join("; ")]),...o.removedSuites.map(n=>[n,"removed"])];return`${o.reason}
${d(t)}
`}l($,"renderSelection");export{B as DISCOVER_HELP,M as discoverCommand};
