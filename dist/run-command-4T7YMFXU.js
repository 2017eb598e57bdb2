import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as T}from"./chunk-N5GPBBOU.js";import{a as P,b as j}from"./chunk-SIZFOGW2.js";import"./chunk-NADWHDW7.js";import{a as I,b as u,c as f}from"./chunk-6AB2YEWC.js";import{a as O,b as C,c as F,d as N}from"./chunk-DITN4JPP.js";import"./chunk-V2UKCUPD.js";import"./chunk-KYLCUGUS.js";import"./chunk-RSL2MQ2V.js";import"./chunk-NENROU6N.js";import"./chunk-KZMEEJXN.js";import"./chunk-T7UKJHVP.js";import"./chunk-PL3334YJ.js";import{b as R}from"./chunk-QQ7XEPS3.js";import"./chunk-CCVWEN7J.js";import"./chunk-K7SWPXMR.js";import"./chunk-THQFSSDH.js";import{a as l}from"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-UHUZYMHB.js";import"./chunk-HO5LEJVK.js";import"./chunk-ORCGLEY6.js";import"./chunk-XBRTNNIG.js";import"./chunk-ILDVBVUS.js";import"./chunk-VRGIKPTR.js";import"./chunk-MJJPGO23.js";import{b as $}from"./chunk-GWHGH76G.js";import"./chunk-YGZ63YQH.js";import"./chunk-4MVDDHCL.js";import{n as v}from"./chunk-GDIEAPQL.js";import{d as S}from"./chunk-HSQWLTAZ.js";import"./chunk-BUW2PODC.js";import"./chunk-X6JW2ICM.js";import{e as w}from"./chunk-GOPU6VZS.js";import{a as p}from"./chunk-VMCNAK43.js";import"./chunk-IR2232SL.js";import"./chunk-VX4LRNRM.js";import{d as x}from"./chunk-76A56NF5.js";import"./chunk-HVUF6YFT.js";import"./chunk-GJWFSM3Y.js";import"./chunk-MHXBGPIZ.js";import"./chunk-QJJFF2IQ.js";import{b as a}from"./chunk-6PRQBK7J.js";import"./chunk-4HNNUPHR.js";import"./chunk-UQZFGHNZ.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-SD4BKT3S.js";import"./chunk-RZXL2A2B.js";import"./chunk-DHHIE23S.js";import{a as o}from"./chunk-2L26AAF6.js";import{rmSync as _}from"node:fs";import{dirname as U,join as D,resolve as z}from"node:path";function L(t,e){let r=C(t,e);return{skills:r.map(n=>({name:n.name,path:n.path,tests:n.tests.map(i=>({id:i.id,iterations:i.iterations,passed:i.passed,failed:i.failed,pass_rate:i.passRate,verdict:i.verdict,failures:i.failures,golden_failures:i.goldenFailures})),verdict:n.verdict})),summary:F(r)}}o(L,"toSkillTestJson");function E(t,e){return JSON.stringify(L(t,e),null,2)}o(E,"renderSkillTestJson");function J(t){let e=/^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(t),r=Number(e?.[1]),n=Number(e?.[2]);if(e===null||r<1||n<1||r>n)throw new a(`--shard must be i/n with 1 \u2264 i \u2264 n, e.g. 2/4, not ${JSON.stringify(t)}`,{hint:"pass the shard number and the shard count, e.g. from the matrix the plan printed"});return{index:r,total:n}}o(J,"parseShardSpec");var G=`Usage: skill-eval run [paths...] [options]

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
      --changed-since <ref>  Only suites the change since the merge base with ref affects; when
                          it affects none, nothing runs (exit 0) and the outputs stay as they were
      --plan <file>       Run a shard of the plan.json \`skill-eval plan\` wrote (with --shard)
      --shard <i/n>       Run shard i of n: from --plan, else the same split by a stable hash
  -p, --parallel <n>      Case \xD7 runner groups run at once (default: config concurrency, else 4; 0 = one at a time)
  -v, --verbose           Print each failure's full message
      --no-color          Accepted; output has no colors
      --debug             Show stack traces of internal errors
`,H=["table","json","skill-test-json"],B=["none","simple","forced","custom"];async function xe(t,e){let{values:r,positionals:n}=I(t,{config:{type:"string",short:"c"},out:{type:"string",short:"o"},runner:{type:"string",multiple:!0},filter:{type:"string",multiple:!0},case:{type:"string",multiple:!0},tag:{type:"string",multiple:!0},iterations:{type:"string"},threshold:{type:"string"},timeout:{type:"string"},model:{type:"string"},hook:{type:"string"},"hook-path":{type:"string"},strict:{type:"boolean"},lenient:{type:"boolean"},format:{type:"string"},"error-log":{type:"boolean",default:!0},"early-stop":{type:"boolean"},"budget-usd":{type:"string"},"max-executions":{type:"string"},"retry-errors":{type:"string"},"compare-without-skill":{type:"boolean"},"use-local-auth":{type:"boolean"},"reuse-from":{type:"string"},baseline:{type:"string",multiple:!0},"confirm-iterations":{type:"string"},"changed-since":{type:"string"},plan:{type:"string"},shard:{type:"string"},parallel:{type:"string",short:"p"},verbose:{type:"boolean",short:"v"},color:{type:"boolean",default:!0},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(r.help)return e.stdout(G),p.passed;let i=f("format",r.format,H)??"table",m=u("parallel",r.parallel,0,l.concurrency),h=X(r),d=await O({paths:n,configFile:r.config,cwd:e.cwd,overrides:h,planFile:r.plan,shard:r.shard===void 0?void 0:J(r.shard),changedSince:r["changed-since"]});if(d.selection!==void 0&&e.stderr(K(d.selection)),d.units?.size===0&&d.shard===void 0)return e.stderr(`skill-eval: nothing to run: the change touches no suite or skill; the output folder is left as it was
`),p.passed;let{plan:g,...A}=d,y=r["reuse-from"],b=r.baseline===void 0||r.baseline.length===0?void 0:T(r.baseline,e.cwd),s=await N({paths:n,configFile:r.config,outDir:r.out,cwd:e.cwd,overrides:h,...A,hostEnv:e.env,log:o(M=>e.stderr(`${M}
`),"log"),liveStatus:e.liveStatus,writeErrorLogs:r["error-log"]!==!1,earlyStop:r["early-stop"],budgetUsd:Y(r["budget-usd"]),maxExecutions:u("max-executions",r["max-executions"],1,l.maxExecutions),retryErrors:u("retry-errors",r["retry-errors"],0,l.retries),compareWithoutSkill:r["compare-without-skill"]===!0,useLocalAuth:r["use-local-auth"]===!0,reuseFrom:y===void 0?void 0:P(z(e.cwd,y)),baseline:b?.results,baselineInfo:b?.info,confirmIterations:u("confirm-iterations",r["confirm-iterations"],0,l.confirmIterations),signal:e.signal,secrets:e.secrets,concurrency:m===void 0?void 0:Math.max(1,m)});i==="json"?e.stdout(`${S(s.results)}
`):i==="skill-test-json"?e.stdout(`${E(s.results,s.suites)}
`):e.stdout(`
${j(s.results,{verbose:r.verbose===!0,suiteNotes:s.gates.map(x)})}
${s.comparison===void 0?"":`${v(s.results,s.comparison)}
`}Results: ${s.resultsPath}
Report:  ${s.reportPath}
`);let k=D(U(s.resultsPath),R);g!==void 0?w(k,`${JSON.stringify(g,null,2)}
`):_(k,{force:!0});let c=V(d.units,s.results);return c.length>0&&e.stderr(`warning: ${c.length} planned case \xD7 runner unit(s) left out by this run's --runner, --filter, --case or --tag, e.g. ${c[0]}: the merged report will not have them
`),s.comparison===void 0?s.exitCode:$("failure",s.results,s.comparison)}o(xe,"runCommand");function K(t){let e=[`skill-eval: ${t.reason}`];if(t.mode==="changed"){for(let r of t.suites)e.push(`  ${r.id}: ${r.reasons.join("; ")}`);for(let r of t.removedSuites)e.push(`  removed: ${r}`)}return`${e.join(`
`)}
`}o(K,"describeSelection");function V(t,e){if(t===void 0)return[];let r=new Set(e.cases.map(n=>n.key));return[...t].filter(n=>!r.has(n)).sort()}o(V,"missingUnits");function W(t){if(t===void 0)return;let e=/^\d+(\.\d+)?$/.test(t.trim())?Number(t):Number.NaN;if(!(e>=0&&e<=100))throw new a(`--threshold is a percentage from 0 to 100, not ${JSON.stringify(t)}`,{hint:"pass the percentage as a number, e.g. --threshold 80 for 80%"});if(e>0&&e<1)throw new a(`--threshold ${t} would mean ${t}%, as the threshold is in percent`,{hint:`for ${Math.round(e*100)}% pass --threshold ${Math.round(e*100)}`});return e}o(W,"thresholdFlag");function X(t){let e=W(t.threshold),r=f("hook",t.hook,B);if(r==="custom"&&t["hook-path"]===void 0)throw new a("--hook custom needs --hook-path <file>");return{runners:t.runner,filter:t.filter,cases:t.case,tags:t.tag?.flatMap(n=>n.split(",")).map(n=>n.trim()).filter(n=>n!==""),iterations:u("iterations",t.iterations,1,l.iterations),threshold:e===void 0?void 0:e/100,timeoutMs:u("timeout",t.timeout,1,l.timeoutMs),model:t.model,hook:r,hookPath:t["hook-path"],strict:t.strict,lenient:t.lenient}}o(X,"readOverrides");function Y(t){if(t===void 0)return;let e=Number(t);if(t.trim()===""||!Number.isFinite(e)||e<=0)throw new a(`--budget-usd must be a positive number of US dollars, not ${JSON.stringify(t)}`);return e}o(Y,"budgetFlag");export{G as RUN_HELP,xe as runCommand};
