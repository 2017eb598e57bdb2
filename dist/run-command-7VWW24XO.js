import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as j}from"./chunk-N5GPBBOU.js";import{a as T,b as E}from"./chunk-SIZFOGW2.js";import"./chunk-NADWHDW7.js";import{a as P,b as l,c as p}from"./chunk-6AB2YEWC.js";import{a as $,b as C,c as F,d as I}from"./chunk-3COXWRMK.js";import"./chunk-IC5Z2WIR.js";import"./chunk-KYLCUGUS.js";import"./chunk-DN63UCSH.js";import"./chunk-ZP7VXXCP.js";import"./chunk-5ODCI5ZE.js";import"./chunk-BYT7SVBO.js";import"./chunk-T7UKJHVP.js";import"./chunk-PL3334YJ.js";import{b as O}from"./chunk-QQ7XEPS3.js";import"./chunk-U5UAK3YP.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import{a}from"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-UHUZYMHB.js";import"./chunk-HO5LEJVK.js";import"./chunk-ORCGLEY6.js";import"./chunk-XBRTNNIG.js";import"./chunk-ILDVBVUS.js";import"./chunk-VRGIKPTR.js";import"./chunk-MJJPGO23.js";import{b as R}from"./chunk-GWHGH76G.js";import"./chunk-YGZ63YQH.js";import"./chunk-4MVDDHCL.js";import{n as x}from"./chunk-GDIEAPQL.js";import{d as w}from"./chunk-HSQWLTAZ.js";import"./chunk-BUW2PODC.js";import"./chunk-X6JW2ICM.js";import{e as k}from"./chunk-GOPU6VZS.js";import{a as v}from"./chunk-VMCNAK43.js";import"./chunk-IR2232SL.js";import"./chunk-VX4LRNRM.js";import{d as S}from"./chunk-76A56NF5.js";import"./chunk-HVUF6YFT.js";import"./chunk-GJWFSM3Y.js";import"./chunk-MHXBGPIZ.js";import"./chunk-QJJFF2IQ.js";import{b as u}from"./chunk-6PRQBK7J.js";import"./chunk-4HNNUPHR.js";import"./chunk-UQZFGHNZ.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-SD4BKT3S.js";import"./chunk-RZXL2A2B.js";import"./chunk-DHHIE23S.js";import{a as o}from"./chunk-2L26AAF6.js";import{rmSync as _}from"node:fs";import{dirname as U,join as D,resolve as G}from"node:path";function M(r,t){let e=C(r,t);return{skills:e.map(n=>({name:n.name,path:n.path,tests:n.tests.map(i=>({id:i.id,iterations:i.iterations,passed:i.passed,failed:i.failed,pass_rate:i.passRate,verdict:i.verdict,failures:i.failures,golden_failures:i.goldenFailures})),verdict:n.verdict})),summary:F(e)}}o(M,"toSkillTestJson");function N(r,t){return JSON.stringify(M(r,t),null,2)}o(N,"renderSkillTestJson");function J(r){let t=/^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(r),e=Number(t?.[1]),n=Number(t?.[2]);if(t===null||e<1||n<1||e>n)throw new u(`--shard must be i/n with 1 \u2264 i \u2264 n, e.g. 2/4, not ${JSON.stringify(r)}`,{hint:"pass the shard number and the shard count, e.g. from the matrix the plan printed"});return{index:e,total:n}}o(J,"parseShardSpec");var H=`Usage: skill-eval run [paths...] [options]

Runs every suite found under paths (default: .) on its runners and writes .skill-eval/.

Options:
  -c, --config <file>     One config for every suite (default: each suite uses the nearest
                          skill-eval.config.* in its folder or above)
  -o, --out <dir>         Output folder (default: .skill-eval)
      --runner <id>       Only this runner (repeatable)
      --filter <text>     Only cases whose id contains text (a glob when it has * or ?); repeat for any of several
      --case <glob>       Only cases whose id matches (repeatable)
      --tag <tags>        Only cases with one of these tags (repeatable, or comma-separated)
      --iterations <n>    Executions per case and runner
      --threshold <pct>   Pass-rate threshold in percent (skill-test's unit), e.g. 80
      --timeout <ms>      Timeout per execution
      --model <name>      Model for skill-test suites (Claude)
      --hook <strategy>   skill-test hook strategy: none, simple, forced, custom
      --hook-path <file>  Prompt template for --hook custom
      --strict            skill-test: a missing referenced file is an error
      --lenient           skill-test: an unknown field in a test file is a warning, not an error
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
      --reuse-from <dir>  A baseline results folder: a case \xD7 runner whose suite, case, workspace
                          template, input files, skill files, runner config and agent CLI version
                          are unchanged is reported from it (marked reused) instead of running again
      --baseline <path>   The base branch's results.json or results folder to compare with
                          (repeatable, newest first: several are pooled per case \xD7 runner whose
                          fingerprint is unchanged); worse, undecided cases get confirmation runs,
                          and an established regression fails the run (exit 1) as a failed case does
      --confirm-iterations <n>  Executions added at most per case \xD7 runner to confirm or rule
                          out a drop against --baseline (default 10; 0 = none)
      --use-local-auth    Reuse your own agent login (Claude Code, Codex, Gemini CLI) instead of
                          an API key; skills stay private to each execution
      --changed-since <ref>  Only suites the change since the merge base with ref affects
      --plan <file>       Run a shard of the plan.json \`skill-eval plan\` wrote (with --shard)
      --shard <i/n>       Run shard i of n: from --plan, else the same split by a stable hash
  -p, --parallel <n>      Case \xD7 runner groups run at once (default: config concurrency, else 4; 0 = one at a time)
  -v, --verbose           Print each failure's full message
      --no-color          Accepted; output has no colors
      --debug             Show stack traces of internal errors
`,z=["table","json","skill-test-json"],B=["none","simple","forced","custom"];async function Se(r,t){let{values:e,positionals:n}=P(r,{config:{type:"string",short:"c"},out:{type:"string",short:"o"},runner:{type:"string",multiple:!0},filter:{type:"string",multiple:!0},case:{type:"string",multiple:!0},tag:{type:"string",multiple:!0},iterations:{type:"string"},threshold:{type:"string"},timeout:{type:"string"},model:{type:"string"},hook:{type:"string"},"hook-path":{type:"string"},strict:{type:"boolean"},lenient:{type:"boolean"},format:{type:"string"},"error-log":{type:"boolean",default:!0},"early-stop":{type:"boolean"},"budget-usd":{type:"string"},"max-executions":{type:"string"},"retry-errors":{type:"string"},"compare-without-skill":{type:"boolean"},"use-local-auth":{type:"boolean"},"reuse-from":{type:"string"},baseline:{type:"string",multiple:!0},"confirm-iterations":{type:"string"},"changed-since":{type:"string"},plan:{type:"string"},shard:{type:"string"},parallel:{type:"string",short:"p"},verbose:{type:"boolean",short:"v"},color:{type:"boolean",default:!0},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(e.help)return t.stdout(H),v.passed;let i=p("format",e.format,z)??"table",f=l("parallel",e.parallel,0,a.concurrency),m=W(e),d=await $({paths:n,configFile:e.config,cwd:t.cwd,overrides:m,planFile:e.plan,shard:e.shard===void 0?void 0:J(e.shard),changedSince:e["changed-since"]});d.selection!==void 0&&t.stderr(K(d.selection));let{plan:h,...A}=d,g=e["reuse-from"],y=e.baseline===void 0||e.baseline.length===0?void 0:j(e.baseline,t.cwd),s=await I({paths:n,configFile:e.config,outDir:e.out,cwd:t.cwd,overrides:m,...A,hostEnv:t.env,log:o(L=>t.stderr(`${L}
`),"log"),liveStatus:t.liveStatus,writeErrorLogs:e["error-log"]!==!1,earlyStop:e["early-stop"],budgetUsd:X(e["budget-usd"]),maxExecutions:l("max-executions",e["max-executions"],1,a.maxExecutions),retryErrors:l("retry-errors",e["retry-errors"],0,a.retries),compareWithoutSkill:e["compare-without-skill"]===!0,useLocalAuth:e["use-local-auth"]===!0,reuseFrom:g===void 0?void 0:T(G(t.cwd,g)),baseline:y?.results,baselineInfo:y?.info,confirmIterations:l("confirm-iterations",e["confirm-iterations"],0,a.confirmIterations),signal:t.signal,secrets:t.secrets,concurrency:f===void 0?void 0:Math.max(1,f)});i==="json"?t.stdout(`${w(s.results)}
`):i==="skill-test-json"?t.stdout(`${N(s.results,s.suites)}
`):t.stdout(`
${E(s.results,{verbose:e.verbose===!0,suiteNotes:s.gates.map(S)})}
${s.comparison===void 0?"":`${x(s.results,s.comparison)}
`}Results: ${s.resultsPath}
Report:  ${s.reportPath}
`);let b=D(U(s.resultsPath),O);h!==void 0?k(b,`${JSON.stringify(h,null,2)}
`):_(b,{force:!0});let c=V(d.units,s.results);return c.length>0&&t.stderr(`warning: ${c.length} planned case \xD7 runner unit(s) left out by this run's --runner, --filter, --case or --tag, e.g. ${c[0]}: the merged report will not have them
`),s.comparison===void 0?s.exitCode:R("failure",s.results,s.comparison)}o(Se,"runCommand");function K(r){let t=[`skill-eval: ${r.reason}`];if(r.mode==="changed"){for(let e of r.suites)t.push(`  ${e.id}: ${e.reasons.join("; ")}`);for(let e of r.removedSuites)t.push(`  removed: ${e}`)}return`${t.join(`
`)}
`}o(K,"describeSelection");function V(r,t){if(r===void 0)return[];let e=new Set(t.cases.map(n=>n.key));return[...r].filter(n=>!e.has(n)).sort()}o(V,"missingUnits");function W(r){let t=r.threshold===void 0?void 0:Number(r.threshold);if(t!==void 0&&!(t>=0&&t<=100))throw new u(`--threshold is a percentage from 0 to 100, not ${JSON.stringify(r.threshold)}`);let e=p("hook",r.hook,B);if(e==="custom"&&r["hook-path"]===void 0)throw new u("--hook custom needs --hook-path <file>");return{runners:r.runner,filter:r.filter,cases:r.case,tags:r.tag?.flatMap(n=>n.split(",")).map(n=>n.trim()).filter(n=>n!==""),iterations:l("iterations",r.iterations,1,a.iterations),threshold:t===void 0?void 0:t/100,timeoutMs:l("timeout",r.timeout,1,a.timeoutMs),model:r.model,hook:e,hookPath:r["hook-path"],strict:r.strict,lenient:r.lenient}}o(W,"readOverrides");function X(r){if(r===void 0)return;let t=Number(r);if(r.trim()===""||!Number.isFinite(t)||t<=0)throw new u(`--budget-usd must be a positive number of US dollars, not ${JSON.stringify(r)}`);return t}o(X,"budgetFlag");export{H as RUN_HELP,Se as runCommand};
