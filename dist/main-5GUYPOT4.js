import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as c}from"./chunk-J7J3U3MA.js";import{b as p}from"./chunk-6AB2YEWC.js";import{b as h,c as m}from"./chunk-K7SWPXMR.js";import"./chunk-4LCJDVEA.js";import{a as f}from"./chunk-BJVZFF2N.js";import{c as d}from"./chunk-RDCO445D.js";import{a as s}from"./chunk-VMCNAK43.js";import{b as l}from"./chunk-6PRQBK7J.js";import{a as u}from"./chunk-4HNNUPHR.js";import{a as o}from"./chunk-2L26AAF6.js";import{randomUUID as C}from"node:crypto";var w=`Usage: skill-eval <command> [options]

Commands:
  run [paths...]       Run the suites under paths on their runners; write .skill-eval/
  validate [paths...]  Load config and suites without running agents; report every problem
  discover [paths...]  List suites, their cases and runners, and the skills they test
  report <dirs...>     Merge shard results, compare with a baseline, write report.md and the PR comment
  plan [paths...]      Select the suites a change affects and split them into shards (plan.json)
  regrade <results>    Re-grade a results folder's transcripts with the current assertions

Run \`skill-eval <command> --help\` for a command's options.

Options for every command:
  --load-timeout <ms>  Time a config or suite module may take to load (default 30000)

Exit codes: 0 passed, 1 a verdict failed, 2 configuration error, 3 infrastructure error.
`,g={run:o(async()=>(await import("./run-command-MTPJB4MN.js")).runCommand,"run"),validate:o(async()=>(await import("./validate-command-YVL5FNYM.js")).validateCommand,"validate"),discover:o(async()=>(await import("./discover-command-WMY3CEAZ.js")).discoverCommand,"discover"),report:o(async()=>(await import("./report-command-AYTAKT6N.js")).reportCommand,"report"),plan:o(async()=>(await import("./plan-command-EOAT7PFY.js")).planCommand,"plan"),regrade:o(async()=>(await import("./regrade-command-TT7QN6XC.js")).regradeCommand,"regrade")};function y(r){if(r.GITHUB_ACTIONS!=="true")return{write:d,flush:o(()=>"","flush")};let i="",t=o(e=>e===""?"":f(d(e),C()),"held");return{write(e){let n=i+e,a=n.lastIndexOf(`
`)+1;return i=n.slice(a),t(n.slice(0,a))},flush(){let e=i;return i="",t(e)}}}o(y,"shownStream");async function I(r){let i=y(r.env),t=y(r.env),e={...r,stdout:o(n=>r.stdout(i.write(n)),"stdout"),stderr:o(n=>r.stderr(t.write(n)),"stderr")};try{return await v(e)}finally{r.stdout(i.flush()),r.stderr(t.flush())}}o(I,"main");async function v(r){let i=r.argv.includes("--debug");try{let[t,...e]=O(r.argv);if(t===void 0)return r.stderr(w),s.configError;if(t==="--help"||t==="-h"||t==="help")return r.stdout(w),s.passed;if(t==="--version"||t==="-v")return r.stdout(`${u}
`),s.passed;let n=Object.hasOwn(g,t)?g[t]:void 0;if(n===void 0)throw new l(`unknown command "${t}"`,{hint:"run `skill-eval --help` for the commands"});return(await import("./interpret-schemas-DRVFYUYO.js")).interpretSchemas(),(await import("./young-generation-377EL35G.js")).holdYoungGeneration(),t==="run"&&(await import("./launch-agent-6O4ZXWZM.js")).warmLauncher(),await(await n())(e,r)}catch(t){let{text:e,exitCode:n}=c(t,i,r.cwd);return r.stderr(`${e}
`),n}}o(v,"runMain");function O(r){m(h);let i=[];for(let t=0;t<r.length;t++){let e=r[t]??"",n=e.startsWith("--load-timeout=")?e.slice(15):void 0;if(e!=="--load-timeout"&&n===void 0){i.push(e);continue}let a=n??r[++t];m(p("load-timeout",a,1,S)??0)}return i}o(O,"withLoadTimeout");var S=36e5;export{I as main,y as shownStream};
