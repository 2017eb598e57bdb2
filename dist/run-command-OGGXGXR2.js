import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as R}from"./chunk-2TY46ZRC.js";import{a as O}from"./chunk-GCMH4OSO.js";import"./chunk-NADWHDW7.js";import{a as $,b as l,c}from"./chunk-3JBML5MP.js";import{a as k,b as w,c as x,d as v}from"./chunk-P6DLM5DF.js";import{b as S}from"./chunk-JMVQH76E.js";import"./chunk-CXN5P7BM.js";import"./chunk-MBDG3JU7.js";import"./chunk-MXJ26IFM.js";import"./chunk-BYT7SVBO.js";import"./chunk-QZZV3ZS7.js";import"./chunk-YB4DWFN4.js";import"./chunk-UUGRVRUY.js";import"./chunk-2EZ6ICGT.js";import"./chunk-J3QOWIX7.js";import"./chunk-JWJZGNK4.js";import"./chunk-ROFLIOEW.js";import"./chunk-E73U2I3U.js";import"./chunk-AS3EKEQG.js";import"./chunk-IVH34CIQ.js";import"./chunk-UI2RSZQ7.js";import"./chunk-LROPRVSQ.js";import{e as b}from"./chunk-GOPU6VZS.js";import{a as y}from"./chunk-VMCNAK43.js";import"./chunk-VWLUOU2O.js";import"./chunk-HSGMBVZ7.js";import"./chunk-RG4O63BI.js";import"./chunk-43ADCOFX.js";import"./chunk-MVWUNC3N.js";import"./chunk-YGD67TGM.js";import"./chunk-7EGS25F5.js";import{b as a}from"./chunk-6PRQBK7J.js";import"./chunk-OQ5MVWHK.js";import"./chunk-PFTPW2WS.js";import{a as n}from"./chunk-2L26AAF6.js";import{rmSync as P}from"node:fs";import{dirname as E,join as I,resolve as J}from"node:path";function j(r,e){let t=w(r,e);return{skills:t.map(s=>({name:s.name,path:s.path,tests:s.tests.map(o=>({id:o.id,iterations:o.iterations,passed:o.passed,failed:o.failed,pass_rate:o.passRate,verdict:o.verdict,failures:o.failures,golden_failures:o.goldenFailures})),verdict:s.verdict})),summary:x(t)}}n(j,"toSkillTestJson");function C(r,e){return JSON.stringify(j(r,e),null,2)}n(C,"renderSkillTestJson");function F(r){let e=/^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(r),t=Number(e?.[1]),s=Number(e?.[2]);if(e===null||t<1||s<1||t>s)throw new a(`--shard must be i/n with 1 \u2264 i \u2264 n, e.g. 2/4, not ${JSON.stringify(r)}`,{hint:"pass the shard number and the shard count, e.g. from the matrix the plan printed"});return{index:t,total:s}}n(F,"parseShardSpec");var A=`Usage: skill-eval run [paths...] [options]

Runs every suite found under paths (default: .) on its runners and writes .skill-eval/.

Options:
  -c, --config <file>     One config for every suite (default: each suite uses the nearest
                          skill-eval.config.* in its folder or above)
  -o, --out <dir>         Output folder (default: .skill-eval)
      --runner <id>       Only this runner (repeatable)
      --filter <text>     Only cases whose id contains text (a glob when it has * or ?)
      --case <glob>       Only cases whose id matches (repeatable)
      --tag <tags>        Only cases with one of these tags (repeatable, or comma-separated)
      --iterations <n>    Executions per case and runner
      --threshold <pct>   Pass-rate threshold in percent (skill-test's unit), e.g. 80
      --timeout <ms>      Timeout per execution
      --model <name>      Model for skill-test suites (Claude)
      --hook <strategy>   skill-test hook strategy: none, simple, forced, custom
      --hook-path <file>  Prompt template for --hook custom
      --strict            skill-test: a missing referenced file is an error
      --format <f>        table (default), json (results.json on stdout), skill-test-json (the seed's shape)
      --no-error-log      Do not write .skill-test-logs/ for failed skill-test executions
      --no-early-stop     Run every iteration even once a case's verdict can no longer change
      --budget-usd <n>    Skip executions not yet started once the run has spent this much
                          (agents and judge together)
      --max-executions <n>  Stop before any agent starts when more executions than n are planned
      --retry-errors <n>  Run an execution again, up to n times, while it ends in an infrastructure
                          error (crash, timeout, ...); a failed assertion is never retried
      --compare-without-skill  Also run every case on each runner without its skills installed
                          (runner <id>-without-skill); the report shows each skill's uplift
      --reuse-from <dir>  A baseline results folder: a case \xD7 runner whose suite, case, skill files,
                          runner config and agent CLI version are unchanged is reported from it
                          (marked reused) instead of running again
      --use-local-auth    Reuse your own agent login (Claude Code, Codex, Gemini CLI) instead of
                          an API key; skills stay private to each execution
      --changed-since <ref>  Only suites the change since the merge base with ref affects
      --plan <file>       Run a shard of the plan.json \`skill-eval plan\` wrote (with --shard)
      --shard <i/n>       Run shard i of n: from --plan, else the same split by a stable hash
  -p, --parallel <n>      Case \xD7 runner groups run at once (default: config concurrency, else 4; 0 = one at a time)
  -v, --verbose           Print each failure's full message
      --no-color          Accepted; output has no colors
      --debug             Show stack traces of internal errors
`,L="plan.json",_=["table","json","skill-test-json"],M=["none","simple","forced","custom"];async function ue(r,e){let{values:t,positionals:s}=$(r,{config:{type:"string",short:"c"},out:{type:"string",short:"o"},runner:{type:"string",multiple:!0},filter:{type:"string"},case:{type:"string",multiple:!0},tag:{type:"string",multiple:!0},iterations:{type:"string"},threshold:{type:"string"},timeout:{type:"string"},model:{type:"string"},hook:{type:"string"},"hook-path":{type:"string"},strict:{type:"boolean"},format:{type:"string"},"error-log":{type:"boolean",default:!0},"early-stop":{type:"boolean"},"budget-usd":{type:"string"},"max-executions":{type:"string"},"retry-errors":{type:"string"},"compare-without-skill":{type:"boolean"},"use-local-auth":{type:"boolean"},"reuse-from":{type:"string"},"changed-since":{type:"string"},plan:{type:"string"},shard:{type:"string"},parallel:{type:"string",short:"p"},verbose:{type:"boolean",short:"v"},color:{type:"boolean",default:!0},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(t.help)return e.stdout(A),y.passed;let o=c("format",t.format,_)??"table",p=l("parallel",t.parallel,0),f=G(t),u=await k({paths:s,configFile:t.config,cwd:e.cwd,overrides:f,planFile:t.plan,shard:t.shard===void 0?void 0:F(t.shard),changedSince:t["changed-since"]});u.selection!==void 0&&e.stderr(U(u.selection));let{plan:m,...N}=u,h=t["reuse-from"],i=await v({paths:s,configFile:t.config,outDir:t.out,cwd:e.cwd,overrides:f,...N,hostEnv:e.env,log:n(T=>e.stderr(`${T}
`),"log"),liveStatus:e.stderrIsTTY?e.stderr:void 0,writeErrorLogs:t["error-log"]!==!1,earlyStop:t["early-stop"],budgetUsd:H(t["budget-usd"]),maxExecutions:l("max-executions",t["max-executions"],1),retryErrors:l("retry-errors",t["retry-errors"],0),compareWithoutSkill:t["compare-without-skill"]===!0,useLocalAuth:t["use-local-auth"]===!0,reuseFrom:h===void 0?void 0:R(J(e.cwd,h)),signal:e.signal,concurrency:p===void 0?void 0:Math.max(1,p)});o==="json"?e.stdout(`${JSON.stringify(i.results,null,2)}
`):o==="skill-test-json"?e.stdout(`${C(i.results)}
`):e.stdout(`
${O(i.results,{verbose:t.verbose===!0,suiteNotes:i.gates.map(S)})}
Results: ${i.resultsPath}
Report:  ${i.reportPath}
`);let g=I(E(i.resultsPath),L);m!==void 0?b(g,`${JSON.stringify(m,null,2)}
`):P(g,{force:!0});let d=D(u.units,i.results);return d.length>0&&e.stderr(`warning: ${d.length} planned case \xD7 runner unit(s) did not run here, e.g. ${d[0]}: was the plan made for another commit, or are they filtered out?
`),i.exitCode}n(ue,"runCommand");function U(r){let e=[`skill-eval: ${r.reason}`];if(r.mode==="changed"){for(let t of r.suites)e.push(`  ${t.id}: ${t.reasons.join("; ")}`);for(let t of r.removedSuites)e.push(`  removed: ${t}`)}return`${e.join(`
`)}
`}n(U,"describeSelection");function D(r,e){if(r===void 0)return[];let t=new Set(e.cases.map(s=>s.key));return[...r].filter(s=>!t.has(s)).sort()}n(D,"missingUnits");function G(r){let e=r.threshold===void 0?void 0:Number(r.threshold);if(e!==void 0&&!(e>=0&&e<=100))throw new a(`--threshold is a percentage from 0 to 100, not ${JSON.stringify(r.threshold)}`);let t=c("hook",r.hook,M);if(t==="custom"&&r["hook-path"]===void 0)throw new a("--hook custom needs --hook-path <file>");return{runners:r.runner,filter:r.filter,cases:r.case,tags:r.tag?.flatMap(s=>s.split(",")).map(s=>s.trim()).filter(s=>s!==""),iterations:l("iterations",r.iterations,1),threshold:e===void 0?void 0:e/100,timeoutMs:l("timeout",r.timeout,1),model:r.model,hook:t,hookPath:r["hook-path"],strict:r.strict}}n(G,"readOverrides");function H(r){if(r===void 0)return;let e=Number(r);if(r.trim()===""||!Number.isFinite(e)||e<=0)throw new a(`--budget-usd must be a positive number of US dollars, not ${JSON.stringify(r)}`);return e}n(H,"budgetFlag");export{L as PLAN_FILE,A as RUN_HELP,ue as runCommand};
