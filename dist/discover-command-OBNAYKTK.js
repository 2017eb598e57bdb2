import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as d}from"./chunk-NADWHDW7.js";import{a as y}from"./chunk-6AB2YEWC.js";import{a as w}from"./chunk-AZKMUVQF.js";import{a as S}from"./chunk-BYT7SVBO.js";import{h as u}from"./chunk-NHBY22PL.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-UHUZYMHB.js";import{a as c}from"./chunk-VMCNAK43.js";import"./chunk-GJWFSM3Y.js";import"./chunk-MHXBGPIZ.js";import"./chunk-XGEAPXFR.js";import"./chunk-6PRQBK7J.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-DHHIE23S.js";import{a as l}from"./chunk-2L26AAF6.js";import{relative as b}from"node:path";var R=`Usage: skill-eval discover [paths...] [--config file] [--changed-since ref] [--json]

Lists the suites under paths (format, file, cases, runners) and the skill directories, with the
suites that test each skill. Loads suites without running any agent.

With --changed-since <ref>, also shows which suites the change since the merge base with ref
selects, and why (the suite's file, a case, its workspace template, a skill it tests, the config).
`;async function P(o,n){let{values:t,positionals:k}=y(o,{config:{type:"string",short:"c"},"changed-since":{type:"string"},json:{type:"boolean"},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(t.help)return n.stdout(R),c.passed;let r=await u({paths:k,configFile:t.config,cwd:n.cwd});for(let e of r.warnings)n.stderr(`${S(e,n.cwd)}
`);let m=t["changed-since"],s=m===void 0?void 0:await w(r,n.cwd,{changedSince:m}),p=new Map(s?.suites.map(e=>[e.id,e.reasons])),E=l(e=>b(n.cwd,e)||".","relativePath"),f=r.plan.map(({suite:e,runners:i})=>({id:e.id,format:e.format,file:e.relativePath,cases:e.cases.length,runners:i.map(a=>a.id),skills:e.skills.map(a=>a.name),...s===void 0?{}:{selected:p.has(e.id),selectedBecause:p.get(e.id)??[]}})),h=[...new Set([...r.skillDirs,...r.suites.flatMap(e=>e.skills.map(i=>i.dir))])].sort().map(e=>({dir:E(e),testedBy:r.suites.filter(i=>i.skills.some(a=>a.dir===e)).map(i=>i.id)})),g=s&&{mode:s.mode,reason:s.reason,baseRef:s.baseRef,mergeBase:s.mergeBase,changedFiles:s.changedFiles,selected:s.suites.length,removedSuites:s.removedSuites};if(t.json)return n.stdout(`${JSON.stringify({...g?{selection:g}:{},suites:f,skills:h},null,2)}
`),c.passed;let v=[["FORMAT","CASES","SUITE","RUNNERS"],...f.map(e=>[e.format,String(e.cases),e.file,e.runners.join(", ")])],C=[["SKILL","TESTED BY"],...h.map(e=>[e.dir,e.testedBy.join(", ")||"(no suite)"])];return n.stdout(`${d(v)}

${d(C)}
`),s!==void 0&&n.stdout(`
${B(s)}`),c.passed}l(P,"discoverCommand");function B(o){let n=[["SELECTED","BECAUSE"],...o.suites.map(t=>[t.id,t.reasons.join("; ")]),...o.removedSuites.map(t=>[t,"removed"])];return`${o.reason}
${d(n)}
`}l(B,"renderSelection");export{R as DISCOVER_HELP,P as discoverCommand};
