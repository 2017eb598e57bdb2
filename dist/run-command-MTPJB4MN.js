import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as M}from"./chunk-FLV3EY4D.js";import"./chunk-NADWHDW7.js";import{a as A,b as d,c as h}from"./chunk-6AB2YEWC.js";import{a as E}from"./chunk-T7ALBXPS.js";import{a as I}from"./chunk-B3NJVY6B.js";import{a as P,b as T,c as j,d as J}from"./chunk-AN2NA3WQ.js";import"./chunk-COM6XBFZ.js";import"./chunk-3MGLI3SI.js";import"./chunk-I57B3XVV.js";import"./chunk-CD4WQFPE.js";import"./chunk-4UYBKVFS.js";import"./chunk-LAKNSTQB.js";import"./chunk-HT55NAF3.js";import{b as N}from"./chunk-QQ7XEPS3.js";import{g as F}from"./chunk-VMTGP6GP.js";import"./chunk-K7SWPXMR.js";import"./chunk-2W3DZWVF.js";import{a as u}from"./chunk-6A6ZGFZZ.js";import"./chunk-4LCJDVEA.js";import"./chunk-ZRCDYYRH.js";import"./chunk-ADZO2JL2.js";import"./chunk-3YJTA5IO.js";import"./chunk-UG5KNU3A.js";import"./chunk-UQXUKPXX.js";import"./chunk-S46X2ELU.js";import"./chunk-LHCYMHXA.js";import{b as C}from"./chunk-ROAC32W5.js";import"./chunk-NM2RWFC2.js";import"./chunk-OBRZSMO6.js";import"./chunk-BKCUDSIP.js";import{d as x}from"./chunk-RNQUKHJX.js";import{o as O}from"./chunk-ISQKAONG.js";import"./chunk-MIE6IFM3.js";import"./chunk-X6JW2ICM.js";import{e as $,f as R}from"./chunk-RDCO445D.js";import{a as m}from"./chunk-VMCNAK43.js";import"./chunk-CL3LSIN6.js";import"./chunk-4SAV4IY2.js";import{b as v}from"./chunk-W7KFJG2D.js";import"./chunk-HVUF6YFT.js";import"./chunk-GJWFSM3Y.js";import"./chunk-D5IJ44WZ.js";import"./chunk-GDXYQLZ4.js";import"./chunk-SOQEW4V2.js";import{b as l}from"./chunk-6PRQBK7J.js";import"./chunk-4HNNUPHR.js";import"./chunk-UQZFGHNZ.js";import"./chunk-ZBP4W7UJ.js";import"./chunk-XOTU4FP7.js";import"./chunk-7N2CIQ26.js";import"./chunk-D2WLFEJF.js";import"./chunk-DHHIE23S.js";import{a as o}from"./chunk-2L26AAF6.js";import{rmSync as W}from"node:fs";import{dirname as z,join as G,resolve as H}from"node:path";function D(r,e){let t=T(r,e);return{skills:t.map(n=>({name:n.name,path:n.path,tests:n.tests.map(i=>({id:i.id,iterations:i.iterations,passed:i.passed,failed:i.failed,pass_rate:i.passRate,verdict:i.verdict,failures:i.failures,golden_failures:i.goldenFailures})),verdict:n.verdict})),summary:j(t)}}o(D,"toSkillTestJson");function L(r,e){return JSON.stringify(D(r,e),null,2)}o(L,"renderSkillTestJson");function _(r){let e=/^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(r),t=Number(e?.[1]),n=Number(e?.[2]);if(e===null||t<1||n<1||t>n)throw new l(`--shard must be i/n with 1 \u2264 i \u2264 n, e.g. 2/4, not ${JSON.stringify(r)}`,{hint:"pass the shard number and the shard count, e.g. from the matrix the plan printed"});return{index:t,total:n}}o(_,"parseShardSpec");var B=`Usage: skill-eval run [paths...] [options]

Runs every suite found under paths (default: .) on its runners and writes .skill-eval/.

Options:
  -c, --config <file>     One config for every suite (default: each suite uses the nearest
                          skill-eval.config.* in its folder or above)
  -o, --out <dir>         Output folder (default: .skill-eval)
      --runner <id>       Only this runner (repeatable)
      --filter <text>     Only cases whose id, or suite/case id as shown, contains text (a glob when it
                          has * or ?); a suite/case/runner key keeps that runner only; repeat for any of several
      --case <glob>       Only cases whose id or suite/case id (or suite/case/runner key) matches (repeatable)
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
                          and a drop they cannot rule out fails the run (exit 1) as a failed case does
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
`,K=["table","json","skill-test-json"],V=["none","simple","forced","custom"];async function Ce(r,e){let{values:t,positionals:n}=A(r,{config:{type:"string",short:"c"},out:{type:"string",short:"o"},runner:{type:"string",multiple:!0},filter:{type:"string",multiple:!0},case:{type:"string",multiple:!0},tag:{type:"string",multiple:!0},iterations:{type:"string"},threshold:{type:"string"},timeout:{type:"string"},model:{type:"string"},hook:{type:"string"},"hook-path":{type:"string"},strict:{type:"boolean"},lenient:{type:"boolean"},format:{type:"string"},"error-log":{type:"boolean",default:!0},"early-stop":{type:"boolean"},"budget-usd":{type:"string"},"max-executions":{type:"string"},"retry-errors":{type:"string"},"compare-without-skill":{type:"boolean"},"use-local-auth":{type:"boolean"},"reuse-from":{type:"string"},baseline:{type:"string",multiple:!0},"confirm-iterations":{type:"string"},"changed-since":{type:"string"},plan:{type:"string"},shard:{type:"string"},parallel:{type:"string",short:"p"},verbose:{type:"boolean",short:"v"},color:{type:"boolean",default:!0},debug:{type:"boolean"},help:{type:"boolean",short:"h"}});if(t.help)return e.stdout(B),m.passed;let i=h("format",t.format,K)??"table",g=d("parallel",t.parallel,0,u.concurrency),y=Q(t),a=await P({paths:n,configFile:t.config,cwd:e.cwd,hostEnv:e.env,overrides:y,planFile:t.plan,shard:t.shard===void 0?void 0:_(t.shard),changedSince:t["changed-since"]});if(a.selection!==void 0&&e.stderr(X(a.selection)),a.units?.size===0&&a.shard===void 0){for(let p of a.warnings??[])e.stderr(`${F(p,e.cwd)}
`);let f=[t.filter,t.case,t.tag,t.runner].some(p=>p!==void 0);return e.stderr(`skill-eval: nothing to run: the change touches no suite or skill with a case to run${f?" among those --filter, --case, --tag and --runner keep":""}; the output folder is left as it was
`),m.passed}let{plan:b,warnings:ee,...U}=a,w=t["reuse-from"],k=t.baseline===void 0||t.baseline.length===0?void 0:E(t.baseline,e.cwd),s=await J({paths:n,configFile:t.config,outDir:t.out,cwd:e.cwd,overrides:y,...U,hostEnv:e.env,log:o(f=>e.stderr(`${f}
`),"log"),liveStatus:e.liveStatus,writeErrorLogs:t["error-log"]!==!1,earlyStop:t["early-stop"],budgetUsd:Z(t["budget-usd"]),maxExecutions:d("max-executions",t["max-executions"],1,u.maxExecutions),retryErrors:d("retry-errors",t["retry-errors"],0,u.retries),compareWithoutSkill:t["compare-without-skill"]===!0,useLocalAuth:t["use-local-auth"]===!0,reuseFrom:w===void 0?void 0:I(H(e.cwd,w)),baseline:k?.results,baselineInfo:k?.info,confirmIterations:d("confirm-iterations",t["confirm-iterations"],0,u.confirmIterations),signal:e.signal,secrets:e.secrets,concurrency:g===void 0?void 0:Math.max(1,g)});i==="json"?e.stdout(`${$(s.results)}
`):i==="skill-test-json"?e.stdout(`${R(L(s.results,s.suites))}
`):e.stdout(`
${M(s.results,{verbose:t.verbose===!0,suiteNotes:s.gates.map(v)})}
${s.comparison===void 0?"":`${O(s.results,s.comparison)}
`}Results: ${s.resultsPath}
Report:  ${s.reportPath}
`);let S=G(z(s.resultsPath),N);b!==void 0?x(S,`${JSON.stringify(b,null,2)}
`):W(S,{force:!0});let c=Y(a.units,s.results);return c.length>0&&e.stderr(`warning: ${c.length} planned case \xD7 runner unit(s) left out by this run's --runner, --filter, --case or --tag, e.g. ${c[0]}: the merged report will not have them
`),s.comparison===void 0?s.exitCode:C("failure",s.results,s.comparison)}o(Ce,"runCommand");function X(r){let e=[`skill-eval: ${r.reason}`];if(r.mode==="changed"){for(let t of r.suites)e.push(`  ${t.id}: ${t.reasons.join("; ")}`);for(let t of r.removedSuites)e.push(`  removed: ${t}`)}return`${e.join(`
`)}
`}o(X,"describeSelection");function Y(r,e){if(r===void 0)return[];let t=new Set(e.cases.map(n=>n.key));return[...r].filter(n=>!t.has(n)).sort()}o(Y,"missingUnits");function q(r){if(r===void 0)return;let e=/^\d+(\.\d+)?$/.test(r.trim())?Number(r):Number.NaN;if(!(e>=0&&e<=100))throw new l(`--threshold is a percentage from 0 to 100, not ${JSON.stringify(r)}`,{hint:"pass the percentage as a number, e.g. --threshold 80 for 80%"});if(e>0&&e<1)throw new l(`--threshold ${r} would mean ${r}%, as the threshold is in percent`,{hint:`for ${Math.round(e*100)}% pass --threshold ${Math.round(e*100)}`});return e}o(q,"thresholdFlag");function Q(r){let e=q(r.threshold),t=h("hook",r.hook,V);if(t==="custom"&&r["hook-path"]===void 0)throw new l("--hook custom needs --hook-path <file>");return{runners:r.runner,filter:r.filter,cases:r.case,tags:r.tag?.flatMap(n=>n.split(",")).map(n=>n.trim()).filter(n=>n!==""),iterations:d("iterations",r.iterations,1,u.iterations),threshold:e===void 0?void 0:e/100,timeoutMs:d("timeout",r.timeout,1,u.timeoutMs),model:r.model,hook:t,hookPath:r["hook-path"],strict:r.strict,lenient:r.lenient}}o(Q,"readOverrides");function Z(r){if(r===void 0)return;let e=Number(r);if(r.trim()===""||!Number.isFinite(e)||e<=0)throw new l(`--budget-usd must be a positive number of US dollars, not ${JSON.stringify(r)}`);return e}o(Z,"budgetFlag");export{B as RUN_HELP,Ce as runCommand};
