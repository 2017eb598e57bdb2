import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{a as L,b as h,c as f}from"./chunk-UUGRVRUY.js";import{b as ie}from"./chunk-2EZ6ICGT.js";import{a as I,b as z}from"./chunk-E73U2I3U.js";import{d as re,e as oe}from"./chunk-AS3EKEQG.js";import{a as C}from"./chunk-LROPRVSQ.js";import{e as ee}from"./chunk-GOPU6VZS.js";import{c as ne}from"./chunk-MVWUNC3N.js";import{a as te,d as se}from"./chunk-7EGS25F5.js";import{a as o}from"./chunk-2L26AAF6.js";function le(e,t,n){let s=t===void 0?void 0:{...t,cases:t.cases.filter(n)},r=s===void 0?new Map:ae(s),a=ae(e);return e.runners.map(i=>{let l=a.get(i.id)??Je(),c=r.get(i.id);return{runner:i.id,agent:i.agent,model:i.model,head:l,base:c,delta:c===void 0?void 0:Ye(l,c)}})}o(le,"compareRunners");function ce(e,t){return t===void 0?[]:e.runners.flatMap(n=>{let s=t.runners.find(r=>r.id===n.id);return s===void 0?[]:["model","agentVersion"].flatMap(r=>s[r]!==void 0&&n[r]!==void 0&&s[r]!==n[r]?[{runner:n.id,field:r,base:s[r],head:n[r]}]:[])})}o(ce,"runnerMismatches");function ae(e){let t=new Map;for(let n of I(e)){let s=e.cases.filter(a=>a.runner===n.runner),r=s.flatMap(a=>a.costUsd===void 0?[]:[a.costUsd]);t.set(n.runner,{passRate:n.passRate,cases:n.cases-n.skipped,durationMs:W(s.map(a=>a.durationMs.total)),tokens:W(s.map(a=>Ge(a))),costUsd:r.length===0?void 0:W(r)})}return t}o(ae,"statsByRunner");function Ge(e){let{usage:t}=e;return t.totalTokens??(t.inputTokens??0)+(t.outputTokens??0)+(t.reasoningTokens??0)}o(Ge,"tokensOf");function Ye(e,t){return{passRate:e.passRate===null||t.passRate===null?null:e.passRate-t.passRate,durationMs:e.durationMs-t.durationMs,tokens:e.tokens-t.tokens,costUsd:e.costUsd===void 0||t.costUsd===void 0?void 0:e.costUsd-t.costUsd}}o(Ye,"deltaOf");function Je(){return{passRate:null,cases:0,durationMs:0,tokens:0,costUsd:void 0}}o(Je,"emptyStats");function W(e){return e.reduce((t,n)=>t+n,0)}o(W,"sum");function F(e,t,n={}){let s=n.alpha??.05,r=new Set([...n.selectedSuites??e.suites.map(d=>d.id),...n.removedSuites??[]]),a=o(d=>r.has(d.suite),"inScope"),i=ue(e.cases),l=ue(t===void 0?[]:t.cases.filter(a)),c=qe(i,l,s),p=[...new Set([...i.keys(),...l.keys()])].sort().map(d=>Ze(d,i.get(d),l.get(d),t!==void 0,c.get(d)));return{baseline:t===void 0?void 0:n.baseline??{},alpha:s,testedCases:c.size,cases:p,runners:le(e,t,a),mismatches:ce(e,t),counts:et(p)}}o(F,"compareResults");function qe(e,t,n){let s=[...e.values()].flatMap(l=>{let c=t.get(l.key);return c!==void 0&&l.graded>1&&c.graded>1?[{head:l,base:c}]:[]}),r=s.map(({head:l,base:c})=>re({passes:l.passes,trials:l.graded},{passes:c.passes,trials:c.graded})),{rejected:a,adjusted:i}=oe(r,n);return new Map(s.map(({head:l},c)=>[l.key,{pValue:r[c]??1,adjustedPValue:i[c]??1,rejected:a[c]??!1}]))}o(qe,"significanceTests");function Ze(e,t,n,s,r){let a=t??n;if(a===void 0)throw new Error(`no case result for ${e}`);let i={key:e,suite:a.suite,case:a.case,runner:a.runner,category:"unchanged",head:t,base:n};t?.passRate!=null&&n?.passRate!=null&&(i.passRateDelta=t.passRate-n.passRate),r!==void 0&&(i.pValue=r.pValue,i.adjustedPValue=r.adjustedPValue);let{category:l,evidence:c}=Qe(t,n,s,r);return i.category=l,c!==void 0&&(i.evidence=c),i}o(Ze,"compareCase");function Qe(e,t,n,s){if(e===void 0)return{category:"removed"};if(e.verdict==="unexpected-passed")return{category:"unexpected-pass"};if(!n)return{category:R(e)?"flaky":"not-compared"};if(t===void 0)return{category:"new"};if(e.verdict==="skipped"||t.verdict==="skipped")return{category:"not-compared"};let r=de(t.verdict),a=de(e.verdict);return r&&!a?e.graded===0?{category:"regressed",evidence:"errored"}:e.graded<=1||t.graded<=1?{category:"regressed",evidence:"single-run"}:s?.rejected===!0?{category:"regressed",evidence:"significant"}:{category:R(e)||R(t)?"flaky":"changed"}:!r&&a?{category:"fixed"}:R(e)||R(t)?{category:"flaky"}:{category:a?"unchanged":"still-failing"}}o(Qe,"categorize");function de(e){return e==="passed"||e==="expected-failed"}o(de,"meetsExpectation");function R(e){return e.passes>0&&e.passes<e.graded}o(R,"isMixed");function ue(e){return new Map(e.map(t=>[t.key,t]))}o(ue,"byKey");function et(e){let t={regressed:0,"unexpected-pass":0,fixed:0,flaky:0,changed:0,"still-failing":0,new:0,removed:0,unchanged:0,"not-compared":0};for(let n of e)t[n.category]+=1;return t}o(et,"countCategories");function g(e){return e===null?"\u2013":`${(e*100).toFixed(e===1||e===0?0:1)}%`}o(g,"formatPercent");function P(e){if(e==null)return"\u2013";let t=Math.round(e*1e3)/10;return t===0?"\xB10":`${t>0?"+":"\u2212"}${Math.abs(t).toFixed(1)} pt`}o(P,"formatRateDelta");function v(e){if(e<1e3)return`${Math.round(e)} ms`;let t=e/1e3;if(t<60)return`${t.toFixed(1)} s`;let n=Math.floor(t/60);return`${n} min ${Math.round(t-n*60)} s`}o(v,"formatDuration");function y(e){return e===void 0?"\u2013":`$${e.toFixed(e<1?4:2)}`}o(y,"formatUsd");function pe(e,t=200){let n=(e.split(`
`).find(s=>s.trim()!=="")??"").trim();return n.length>t?`${n.slice(0,t-1)}\u2026`:n}o(pe,"firstLine");function x(e){let t=e.wilson?`, 95% CI ${g(e.wilson.low)}\u2013${g(e.wilson.high)}`:"";return`${g(e.passRate)} (${e.passes}/${e.graded}${t})`}o(x,"rateText");function $(e){return e===void 0?"\u2013":e<1e-4?"< 0.0001":e.toPrecision(2)}o($,"formatP");function X(e){let{head:t,base:n}=e;if(t===void 0||n===void 0)return"";if(e.evidence==="errored")return`${x(n)} \u2192 every execution errored`;let s=`${x(n)} \u2192 ${x(t)}`;return e.evidence==="single-run"?`${s}, single run`:`${s}, p = ${$(e.adjustedPValue)} (Holm-adjusted)`}o(X,"regressionText");var fe=["significant","single-run","errored",void 0];function B(e){return e.cases.filter(t=>t.category==="regressed").sort((t,n)=>fe.indexOf(t.evidence)-fe.indexOf(n.evidence))}o(B,"regressions");function w(e){let{head:t,base:n}=e;switch(e.category){case"regressed":return X(e);case"flaky":case"changed":return tt(e);case"fixed":return t&&n?`${x(n)} \u2192 ${x(t)}`:"";case"new":return t?`${C[t.verdict]}, ${x(t)}`:"";case"removed":return n?`was ${C[n.verdict]}`:"";default:return""}}o(w,"changeDetail");var G={regressed:"regressed",fixed:"fixed","still-failing":"failing on base too",new:"new case",flaky:"flaky",changed:"not significant",removed:"removed"};function me(e){let t=G[e.category];if(t===void 0)return"";let n=w(e);return n===""?t:`${t}: ${n}`}o(me,"changeNote");function tt(e){let{head:t,base:n}=e;if(t===void 0)return"";if(n===void 0)return x(t);let s=e.category==="changed"?"dropped":"mixed outcomes",r=e.pValue===void 0?"":`, not significant: p = ${$(e.pValue)}, ${$(e.adjustedPValue)} after Holm`;return`${x(n)} \u2192 ${x(t)} (${s}${r})`}o(tt,"flakyDetail");function j(e){let t=e.testedCases;return t===0?"Single runs: a pass \u2192 fail is shown as a regression marked single run.":`With several runs on both sides a regression needs a one-sided Fisher exact test to reject at \u03B1 = ${e.alpha} after Holm\u2013Bonferroni correction over ${t} case${t===1?"":"s"}.`}o(j,"comparisonMethod");function D(e){let{counts:t}=e;return`${t.regressed} regressed, ${t.fixed} fixed, ${t.flaky} flaky, ${t.changed} changed (not significant), ${t.new} new, ${t.removed} removed`}o(D,"comparisonCounts");function N(e,t){let n=e.field==="model"?"model":"agent CLI version";return`${t.code(e.runner)}: ${n} differs from base (${t.text(e.base??"\u2013")} \u2192 ${t.text(e.head??"\u2013")}); changes may come from it, not from the skill.`}o(N,"mismatchText");function O(e,t){let n=e.summary.cases,s=e.cases.filter(d=>d.verdict!=="skipped").length,r=[n.failed?`${n.failed} failed`:"",n.error?`${n.error} errored`:"",n["unexpected-passed"]?`${n["unexpected-passed"]} passed unexpectedly`:""].filter(d=>d!==""),a=`of ${s} case${s===1?"":"s"}`,i=e.run.shards?.missing??[];if(i.length>0){let d=e.run.shards?.expected??i.length;return`\u{1F4A5} Incomplete: ${i.map(T=>`shard ${T.index} of ${d} (${T.reason})`).join(", ")} missing; the results below are partial, not green`}if(!e.run.complete)return`\u{1F4A5} Incomplete: the run did not finish (${e.executions.length} executions recorded); not green`;if(s===0)return"\u2796 Nothing ran: no cases were selected";let l=t.counts.regressed;if(l>0){let d=r.length>0?`; ${r.join(", ")} ${a}`:"";return`\u274C Worse than base: ${l} regression${l===1?"":"s"}${d}`}let c=t.baseline===void 0?"no baseline to compare with":"no regressions against base";if(r.length>0)return`\u274C Failing: ${r.join(", ")} ${a}; ${c}`;let u=n["expected-failed"]?` (${n["expected-failed"]} as expected failures)`:"";return`\u2705 Passing: ${s===1?"the case met its expectation":`all ${s} cases met expectations`}${u}; ${c}`}o(O,"commentVerdict");var A="skill-eval";function ge(e=A){let t=e.replace(/[^A-Za-z0-9._/:@+=-]/g,"_").replace(/-{2,}/g,"-");return`<!-- skill-eval:comment header=${t===""?A:t} -->`}o(ge,"commentMarker");var he=120,nt=200;function b(e){return`${f(xe(`${e.suite}/${e.case}`))} on ${f(xe(e.runner))}`}o(b,"caseLabel");function be(e){let t=new Map;for(let n of e.executions){let s=te(n.suite,n.case,n.runner);n.failure===void 0||t.has(s)||t.set(s,{classLabel:n.failure.class.label??n.failure.class.id,message:h(pe(st(n),nt))})}return t}o(be,"failureNotes");function st(e){let t=e.assertions.find(n=>!n.passed&&!n.golden);return t?.message?`${t.name}: ${t.message}`:e.failure?.message??""}o(st,"messageOf");function xe(e){return e.length>he?`${e.slice(0,he-1)}\u2026`:e}o(xe,"clip");function ye(e,t){let n=be(e),s=o(i=>t.cases.filter(l=>l.category===i),"inCategory"),r=o((...i)=>e.cases.filter(l=>i.includes(l.verdict)),"withVerdict");return[S(`\u274C Regressions (${t.counts.regressed})`,B(t).map(i=>`${b(i)}: ${X(i)}${ve(n,i.key)}`)),S(`\u26A0\uFE0F Unexpected passes (${r("unexpected-passed").length})`,r("unexpected-passed").map(i=>`${b(i)}: marked \`expectedFail\` but passed ${i.passes}/${i.graded}; the expectation is stale (drop \`expectedFail\` or tighten the case).`)),S(`Expected failures (${r("expected-failed").length})`,r("expected-failed").map(i=>`${b(i)}${ve(n,i.key,": ")}`)),S(`\u{1F3B2} Flaky or not significant (${s("flaky").length+s("changed").length})`,[...s("flaky"),...s("changed")].map(it)),S(`Fixed, new and removed (${s("fixed").length+s("new").length+s("removed").length})`,[...[...s("fixed"),...s("new"),...s("removed")].map(i=>`${i.category}: ${b(i)}: ${w(i)}`)]),rt(r("failed","error"),n,t)].filter(i=>i.groups.some(l=>l.items.length>0))}o(ye,"listSections");function S(e,t){return{heading:e,groups:[{items:t}]}}o(S,"single");function rt(e,t,n){let s=new Map(n.cases.map(a=>[a.key,a.category])),r=new Map;for(let a of e){let i=t.get(a.key),l=i?.classLabel??"No failure recorded",c=s.get(a.key),u=c===void 0?void 0:G[c],p=[ot(a),...u===void 0?[]:[u]].join(", "),d=`${b(a)} (${p})${i?.message?`: ${i.message}`:""}`;r.set(l,[...r.get(l)??[],d])}return{heading:`Failures by class (${e.length})`,groups:[...r.entries()].sort(([a,i],[l,c])=>c.length-i.length||(a<l?-1:1)).map(([a,i])=>({title:`${a} (${i.length})`,items:i}))}}o(rt,"failuresByClass");function ot(e){return e.verdict==="error"?`${e.errors}/${e.iterations} errored`:`${e.graded-e.passes}/${e.graded} failed`}o(ot,"failedCount");function it(e){let t=w(e);return t===""?b(e):`${b(e)}: ${t}`}o(it,"flakyLine");function ve(e,t,n=" \u2014 "){let s=e.get(t)?.message;return s?`${n}${s}`:""}o(ve,"noteOf");function ke(e,t){let n=t.baseline!==void 0,s=new Map(t.runners.map(l=>[l.runner,l])),r=I(e).map(l=>{let c=s.get(l.runner);return[f(l.runner),L(l.model?`${l.agent} (${l.model})`:l.agent),g(l.passRate),...n?[g(c?.base?.passRate??null),P(c?.delta?.passRate)]:[],l.passed,l.failed,l.errors,l.expectedFailures,l.unexpectedPasses].join(" | ")});return[n?"| Runner | Agent | Pass rate | Base | \u0394 | Passed | Failed | Errors | Expected failures | Unexpected passes |":"| Runner | Agent | Pass rate | Passed | Failed | Errors | Expected failures | Unexpected passes |",n?"|---|---|---:|---:|---:|---:|---:|---:|---:|---:|":"|---|---|---:|---:|---:|---:|---:|---:|",...r.map(l=>`| ${l} |`)].join(`
`)}o(ke,"passRateTable");function Ce(e){return["| Runner | Duration | Tokens | Cost |","|---|---:|---:|---:|",...e.runners.map(n=>[f(n.runner),Y(v(n.head.durationMs),n,s=>J(s.durationMs,v)),Y(we(n.head.tokens),n,s=>J(s.tokens,we)),Y(y(n.head.costUsd),n,s=>s.costUsd===void 0?"":J(s.costUsd,r=>y(r)))].join(" | ")).map(n=>`| ${n} |`)].join(`
`)}o(Ce,"costTable");function Re(e,t,n,s){let r=e.cases.filter(i=>i.runner===t),a=r.slice(0,n).map(i=>[f(i.suite),at(i),C[i.verdict],x(i),v(i.durationMs.mean),y(i.costUsd)].join(" | "));return["| Suite | Case | Verdict | Pass rate | Mean duration | Cost |","|---|---|---|---:|---:|---:|",...a.map(i=>`| ${i} |`),...r.length>a.length?["",`\u2026 ${r.length-a.length} more, ${s}.`]:[]].join(`
`)}o(Re,"caseTable");function at(e){let t=Object.entries(e.labels??{}),n=new Set(t.map(([,r])=>r)),s=[...(e.tags??[]).filter(r=>!n.has(r)),...t.map(([r,a])=>`${r}: ${a}`)];return[f(e.case),...e.title===void 0?[]:[L(e.title)],...s.length===0?[]:[`(${L([...new Set(s)].join(", "))})`]].join(" ")}o(at,"caseCell");function Y(e,t,n){if(t.delta===void 0)return e;let s=n(t.delta);return s===""?e:`${e} (${s})`}o(Y,"withDelta");function J(e,t){return e===0?"\xB10":`${e>0?"+":"\u2212"}${t(Math.abs(e))}`}o(J,"signed");function we(e){return e>=1e6?`${(e/1e6).toFixed(1)}M`:e>=1e4?`${(e/1e3).toFixed(1)}k`:String(Math.round(e))}o(we,"formatCount");var lt=new TextEncoder;function E(e){return lt.encode(e).length}o(E,"byteLength");function $e(e,t,n){if(E(e)<=t)return e;let s=t-E(n);if(s<0)return"";let r=0,a=Math.min(e.length,s);for(;r<a;){let l=Math.ceil((r+a)/2);E(e.slice(0,l))<=s?r=l:a=l-1}let i=r>0&&/[\uD800-\uDBFF]/.test(e.charAt(r-1))?r-1:r;return`${e.slice(0,i)}${n}`}o($e,"cutToLimit");function Se(e){let t=e.run.selection;if(t===void 0)return[];let n=e.suites.map(r=>{let a=r.selectedBecause??[];return a.length===0?f(r.id):`${f(r.id)}: ${a.map(h).join("; ")}`}),s=t.removedSuites.map(r=>`${f(r)}: removed by this change`);return[{heading:`\u{1F50E} ${e.suites.length===1?"Why this suite ran":`Why these ${e.suites.length} suites ran`}: ${h(t.reason)}`,groups:[{items:[...n,...s]}]}]}o(Se,"selectionSection");function Ee(e){let t=ie(e);return t.length===0?[]:[{heading:"\u{1F4C8} Skill uplift (the same cases with and without the skill installed)",groups:[{items:t.map(s=>{let r=o(i=>`${g(i.trials===0?null:i.passes/i.trials)} (${i.passes}/${i.trials})`,"side"),a=s.uplift===null?"not comparable":`${s.uplift>=0?"+":"\u2212"}${Math.abs(Math.round(s.uplift*100))} points (one-sided Fisher p = ${$(s.pValue)})`;return`${f(s.suite)} on ${f(s.runner)}: ${r(s.with)} with the skill, ${r(s.without)} without: ${a}`})}]}]}o(Ee,"upliftSection");var ct=65536,Te=1048576,dt=[Number.POSITIVE_INFINITY,200,100,50,25,10,5,2,0],_=10;function Le(e,t={}){let n=t.limit??ct,s=t.overflowHint??"see the job summary and the artifacts",r=e.comparison??F(e.results,void 0),a={top:pt(e.results,r,t.header??A),lists:[...ye(e.results,r),...Ee(e.results),...Se(e.results)],bottom:gt(e,r),allCases:t.allCases===!0?e.results.runners.map(l=>l.id):[]},i="";for(let l of dt)if(i=ut(e.results,a,l,s),E(i)<=n)return i;return $e(i,n,`

\u2026 cut to fit; ${s}.
`)}o(Le,"renderComment");function ut(e,t,n,s){let r=t.lists.map(i=>ht(i,n,s)),a=n===0?[]:t.allCases.map(i=>U(`All cases on ${h(i)}`,Re(e,i,n*10,s)));return`${[...t.top,...r,...t.bottom,...a].join(`

`)}
`}o(ut,"layout");function pt(e,t,n){return[ge(n),`## ${O(e,t)}`,ft(e,t),...mt(e,t),ke(e,t)]}o(pt,"topPart");function ft(e,t){let n=e.run.commit?`Head ${f(Me(e.run.commit))}`:"This run",{baseline:s}=t;if(s===void 0)return`${n} has no baseline to compare with, so nothing counts as a regression.`;let r=s.commit?` ${f(Me(s.commit))}`:"",a=s.commitsBehind===void 0?"":s.commitsBehind===0?", the merge base":`, ${s.commitsBehind} commit${s.commitsBehind===1?"":"s"} behind the merge base`,i=s.source?` (${h(s.source)})`:"";return`${n} compared with base${r}${a}${i}. ${j(t)}`}o(ft,"baselineLine");function mt(e,t){let n=t.mismatches.map(a=>`> \u26A0\uFE0F ${N(a,{code:f,text:h})}`),s=e.executions.filter(a=>a.skipReason==="budget").length;return[...(e.run.shards?.missing??[]).map(a=>`> \u{1F4A5} Shard ${a.index} is missing: ${h(a.reason)}`),...n,...s===0?[]:[`> \u26A0\uFE0F The budget was reached: ${s} execution(s) were skipped and count nowhere.`]]}o(mt,"notes");function gt(e,t){let n=[K("Workflow run",e.links?.runUrl),K("Artifacts",e.links?.artifactsUrl),K("Full report",e.links?.reportUrl)].filter(s=>s!=="");return[U("Cost and tokens",Ce(t)),...n.length===0?[]:[n.join(" \xB7 ")]]}o(gt,"bottomPart");function ht(e,t,n){let s=e.groups.reduce((p,d)=>p+d.items.length,0),r=s>t?[`\u2026 ${s-t} more, ${n}.`]:[],a=`### ${e.heading}`,[i]=e.groups;if(e.groups.length===1&&i!==void 0&&i.title===void 0){let p=i.items.slice(0,t).map(T=>`- ${T}`),d=p.slice(0,_),k=p.slice(_);return k.length===0?[a,...d,...r.length>0?["",...r]:[]].join(`
`):[a,...d,"",U(`${s-_} more`,[...k,...r.length>0?["",...r]:[]].join(`
`))].join(`
`)}let l=[],c=t;for(let p of e.groups){if(c<=0)break;let d=p.items.slice(0,c);c-=d.length,p.title!==void 0&&l.push("",`**${h(p.title)}**`,""),l.push(...d.map(k=>`- ${k}`))}let u=[...l,...r.length>0?["",...r]:[]].join(`
`).trim();return[a,s>_?U(`Show ${s}`,u):u].join(`
`)}o(ht,"renderList");function U(e,t){return`<details><summary>${e}</summary>

${t}

</details>`}o(U,"details");function K(e,t){return t===void 0||!/^https?:\/\/[^\s]+$/.test(t)?"":`[${e}](${t.replace(/[()<>"]/g,n=>`%${n.charCodeAt(0).toString(16).toUpperCase()}`)})`}o(K,"link");function Me(e){return/^[0-9a-f]{40}$/i.test(e)?e.slice(0,7):e}o(Me,"shortSha");function Nn(e,t={}){return Le({results:e,comparison:t.comparison,links:t.links},{limit:Te,header:t.header,allCases:!0,overflowHint:"see results.json in the output folder or the artifacts"})}o(Nn,"renderMarkdownReport");import{existsSync as Xe,readdirSync as Et,readFileSync as Mt}from"node:fs";import{dirname as Tt,join as Q,relative as Lt,resolve as We}from"node:path";var xt=/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;function Ie(e){return e.replace(xt,"")}o(Ie,"stripIllegalXmlChars");function m(e){return Ie(e).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/\r/g,"&#13;")}o(m,"escapeXmlText");function Fe(e){return Ie(e).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;").replace(/'/g,"&apos;").replace(/\t/g,"&#9;").replace(/\n/g,"&#10;").replace(/\r/g,"&#13;")}o(Fe,"escapeXmlAttribute");function Pe(e){let{baseline:t}=e;if(t===void 0)return"";let n=o((...i)=>e.cases.filter(l=>i.includes(l.category)),"inCategory"),s=t.commit===void 0?"":` ${H(t.commit)}`,r=t.source===void 0?"":` (${m(t.source)})`,a=e.mismatches.map(i=>`<p class="warn">${N(i,{code:H,text:m})}</p>`);return['<section aria-labelledby="compare-title"><h2 id="compare-title">Compared with base</h2>',`<p>Base${s}${r}: ${m(D(e))}. ${m(j(e))}</p>`,...a,M("Regressions","regressed",B(e)),M("Flaky or not significant","flaky",n("flaky","changed")),M("Fixed","fixed",n("fixed")),M("New","new",n("new")),M("Removed","removed",n("removed")),"</section>"].join(`
`)}o(Pe,"renderComparisonSection");function M(e,t,n){if(n.length===0)return"";let s=n.map(r=>{let a=w(r);return`<li>${`${H(`${r.suite}/${r.case}`)} on ${H(r.runner)}`}${a===""?"":`: ${m(a)}`}</li>`});return`<h3 id="compare-${t}">${e} (${n.length})</h3><ul class="changes">${s.join("")}</ul>`}o(M,"list");function H(e){return`<code>${m(e)}</code>`}o(H,"codeSpan");import{createHash as bt}from"node:crypto";function je(e){return["default-src 'none'",`style-src ${Be(e.style)}`,`script-src ${Be(e.script)}`,"base-uri 'none'","form-action 'none'"].join("; ")}o(je,"contentSecurityPolicy");function Be(e){return`'sha256-${bt("sha256").update(e,"utf8").digest("base64")}'`}o(Be,"sha256Source");function V(e){return JSON.stringify(e).replace(/[<>&\u2028\u2029]/g,t=>vt[t]??t)}o(V,"jsonForScript");var vt={"<":"\\u003c",">":"\\u003e","&":"\\u0026","\u2028":"\\u2028","\u2029":"\\u2029"};import{gzipSync as yt}from"node:zlib";var wt=2048;function De(e,t=wt){let n=JSON.stringify(e);return Buffer.byteLength(n)<=t?{type:"application/json",text:V(e)}:{type:"application/gzip+base64",text:yt(n).toString("base64")}}o(De,"packDetail");function Oe(e,t){let n=t.baseline!==void 0,s=t.cases.flatMap(l=>l.base===void 0?[]:[l.base]),r=o((l,c)=>c.map(u=>({name:u,cases:e.cases.filter(p=>l(p)===u),baselineCases:s.filter(p=>l(p)===u)})),"rows"),a=r(l=>l.runner,e.runners.map(l=>l.id)),i=r(l=>l.suite,[...new Set(e.cases.map(l=>l.suite))].sort());return`<div class="rates">${Ne("Runner",a,n)}${Ne("Suite",i,n)}</div>`}o(Oe,"renderPassRateTables");function Ne(e,t,n){let s=["Pass rate",...n?["Baseline","\u0394"]:[],"Cases","Failed","Errors","Unexpected passes"],r=t.map(a=>{let i=z(a.cases),l=[g(i.passRate),...n?kt(i.passRate,z(a.baselineCases).passRate):[],String(i.cases),String(i.failed),String(i.errors),String(i.unexpectedPasses)];return`<tr><td><code>${m(a.name)}</code></td>${l.map(c=>`<td>${c}</td>`).join("")}</tr>`});return`<table class="rate"><caption class="label">Pass rate per ${e.toLowerCase()}</caption><thead><tr><th scope="col">${e}</th>${s.map(a=>`<th scope="col">${a}</th>`).join("")}</tr></thead><tbody>${r.join("")}</tbody></table>`}o(Ne,"table");function kt(e,t){let n=e===null||t===null?null:e-t,s=P(n),r=n===null||s==="\xB10"?void 0:n>0?"up":"down";return[g(t),r===void 0?s:`<span class="${r}">${s}</span>`]}o(kt,"baselineCells");function Ae(e){let t=new Map(e.comparison.cases.map(n=>[n.key,n]));return{runners:e.results.runners,cases:e.results.cases.map(n=>{let s=t.get(n.key),r=s===void 0?"":me(s);return s===void 0||r===""?n:{...n,change:{category:s.category,text:r}}}),executions:e.results.executions.map(n=>{let s=e.executions.get(n.key);return{...n,artifacts:(s?.artifacts??[]).map(r=>({name:r,href:Ct(e.artifactsBase,n.artifactDir,r)})),detail:s?.report!==void 0}}),tags:Object.fromEntries(e.results.cases.flatMap(n=>n.tags===void 0||n.tags.length===0?[]:[[`${n.suite}/${n.case}`,n.tags]]))}}o(Ae,"buildReportData");function _e(e){let{runner:t,...n}=e;return n}o(_e,"sessionDetail");function Ct(e,t,n){return[...e.split("/"),...t.split("/"),n].filter(r=>r!=="").map(r=>r===".."?r:encodeURIComponent(r)).join("/")}o(Ct,"artifactHref");var Ue=`
  function openExecution(index, from) {
    const execution = executions[index];
    opener = from || document.activeElement;
    const body = h("div", { class: "detail-body" }, summaryParts(execution));
    const pending = h("p", { text: execution.detail ? "Loading the session\\u2026" : "No session transcript was stored for this execution." });
    body.append(pending);
    const close = h("button", { type: "button", onclick: () => dialog.close() }, "Close");
    const siblings = (execution.siblings || []).length > 1 ? h("div", { class: "dots", role: "group", "aria-label": "Iterations" },
      execution.siblings.map((run) => h("button", { type: "button", class: "dot v-" + run.status, "aria-current": run === execution ? "true" : null,
        title: "iteration " + run.iteration + ": " + LABEL[run.status], "aria-label": "iteration " + run.iteration + ": " + LABEL[run.status],
        onclick: () => openExecution(run.index, opener) }, GLYPH[run.status]))) : null;
    dialog.replaceChildren(h("div", { class: "detail-head" }, [
      h("div", { class: "detail-title" }, [
        h("h2", { id: "detail-title" }, [execution.key + " ", h("span", { class: "badge v-" + execution.status, text: LABEL[execution.status] })]),
        siblings]),
      close]), body);
    if (!dialog.open) dialog.showModal();
    close.focus();
    setHash("#execution-" + index);
    if (!execution.detail) return;
    loadDetail(index).then((detail) => {
      pending.replaceWith(...sessionParts(execution, detail));
    }, (error) => {
      pending.textContent = "The session could not be read: " + (error && error.message ? error.message : String(error));
    });
  }

  async function loadDetail(index) {
    const block = document.getElementById("detail-" + index);
    if (block.type === "application/json") return JSON.parse(block.textContent);
    const binary = atob(block.textContent.trim());
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return JSON.parse(await new Response(stream).text());
  }

  function summaryParts(execution) {
    const parts = [];
    if (execution.failure && execution.status !== "passed") {
      const failureClass = execution.failure.class.label || execution.failure.class.id;
      const assertion = execution.assertions.find((a) => !a.passed && !a.golden && a.message === execution.failure.message);
      const heading = assertion ? "Why: assertion \\u201c" + assertion.name + "\\u201d failed (" + failureClass + ")" : "Why: " + failureClass + " (" + execution.failure.origin + ")";
      parts.push(h("section", { class: "why-box", "aria-label": "Why it failed" }, [
        h("h3", { text: heading }),
        textBlock(execution.failure.message || "(no message)")]));
    }
    if (execution.skipReason) parts.push(h("p", { text: "Skipped: " + execution.skipReason }));
    if (execution.assertions.length > 0) parts.push(h("h3", { text: "Assertions" }), assertionList(execution.assertions));
    parts.push(h("h3", { text: "Facts" }), facts(execution));
    if (execution.artifacts.length > 0) {
      parts.push(h("h3", { text: "Raw artifacts" }), h("ul", {}, execution.artifacts.map((artifact) =>
        h("li", {}, h("a", { href: artifact.href, text: artifact.name })))));
    }
    return parts;
  }

  function assertionList(assertions) {
    const ordered = assertions.filter((a) => !a.passed && !a.golden).concat(assertions.filter((a) => a.passed || a.golden));
    return h("ul", { class: "assertions" }, ordered.map((assertion) => {
      const flags = [assertion.type, assertion.golden ? "golden, not gating" : "", assertion.ungraded ? "ungraded" : "",
        assertion.score !== undefined ? "score " + assertion.score : ""].filter(Boolean).join(", ");
      return h("li", { class: assertion.passed ? "pass" : "fail" }, [
        h("div", {}, [h("strong", { text: (assertion.passed ? "\\u2713 passed: " : "\\u2717 failed: ") + assertion.name }), flags ? " (" + flags + ")" : ""]),
        assertion.message ? textBlock(assertion.message) : null,
        assertion.evidence ? h("div", { class: "label", text: "Evidence" }) : null,
        assertion.evidence ? textBlock(assertion.evidence) : null,
        assertion.source ? h("div", { class: "suite-id", text: assertion.source }) : null]);
    }));
  }

  function facts(execution) {
    const usage = execution.usage || {};
    const tokens = [["input", usage.inputTokens], ["output", usage.outputTokens], ["reasoning", usage.reasoningTokens],
      ["cache read", usage.cacheReadTokens], ["cache write", usage.cacheWriteTokens]]
      .filter((pair) => pair[1] !== undefined).map((pair) => pair[1] + " " + pair[0]).join(", ");
    const rows = [
      ["Runner", execution.runner + " (" + execution.agent + (execution.agentVersion ? " " + execution.agentVersion : "") + ")"],
      ["Model", execution.model],
      ["Iteration", String(execution.iteration)],
      ["Duration", formatDuration(execution.durationMs)],
      ["Tokens", tokens || undefined],
      ["Cost", execution.costUsd === undefined ? undefined : "$" + execution.costUsd.toFixed(4) + (execution.costEstimated ? " (estimated from list prices)" : "")],
      ["Turns", execution.turns === undefined ? undefined : String(execution.turns)],
      ["Skills detected", execution.detectedSkills.join(", ") || "none"],
    ].filter((row) => row[1] !== undefined);
    return h("dl", { class: "facts" }, rows.flatMap((row) => [h("dt", { text: row[0] }), h("dd", { text: row[1] })]));
  }

  function sessionParts(execution, detail) {
    const parts = [h("h3", { text: "Prompt" }), textBlock(detail.prompt || "")];
    const timeline = timelineSection(detail);
    parts.push(...timeline);
    parts.push(h("h3", { text: "Final output" }), textBlock(detail.finalOutput || "(empty)"));
    parts.push(h("h3", { text: "Skills" }), skillsList(detail));
    const files = detail.files || {};
    if ((files.observedReads || []).length + (files.observedWrites || []).length > 0) {
      parts.push(h("h3", { text: "Files" }), h("dl", { class: "facts" }, [
        h("dt", { text: "Read" }), h("dd", { class: "mono", text: (files.observedReads || []).join("\\n") || "none" }),
        h("dt", { text: "Written" }), h("dd", { class: "mono", text: (files.observedWrites || []).join("\\n") || "none" })]));
    }
    const raw = detail.rawArtifacts || {};
    const recorded = Object.entries(raw).filter((pair) => pair[1]);
    if (recorded.length > 0) {
      parts.push(h("h3", { text: "Recorded paths" }), h("dl", { class: "facts" },
        recorded.flatMap((pair) => [h("dt", { text: pair[0] }), h("dd", { class: "mono", text: pair[1] })])));
    }
    if (detail.unparsedLines > 0) parts.push(h("p", { text: detail.unparsedLines + " line(s) of agent output were not understood (see stdout)." }));
    return parts;
  }

  function skillsList(detail) {
    const items = (detail.detectedSkills || []).map((skill) => h("li", {}, [
      h("strong", { text: skill.skill }), " \\u2014 " + skill.confidence + " evidence",
      h("ul", {}, skill.evidence.map((line) => h("li", { text: line })))]));
    for (const skill of detail.attemptedSkills || []) {
      items.push(h("li", {}, [h("strong", { text: skill.skill }), " \\u2014 attempted (the skill call failed)",
        h("ul", {}, skill.evidence.map((line) => h("li", { text: line })))]));
    }
    return items.length > 0 ? h("ul", {}, items) : h("p", { text: "No skill was detected." });
  }
`;var He=`
  function buildRows() {
    const byCase = new Map();
    executions.forEach((execution, index) => {
      execution.index = index;
      const key = execution.suite + "/" + execution.case + "/" + execution.runner;
      if (!byCase.has(key)) byCase.set(key, []);
      byCase.get(key).push(execution);
    });
    const byRow = new Map();
    for (const result of data.cases) {
      const id = result.suite + "/" + result.case;
      if (!byRow.has(id)) {
        byRow.set(id, { id, search: id.toLowerCase(), suite: result.suite, name: result.case, cells: new Map(), tags: data.tags[id] || [], rank: ORDER.length });
      }
      const row = byRow.get(id);
      const runs = (byCase.get(result.key) || []).slice().sort((a, b) => a.iteration - b.iteration);
      for (const run of runs) run.siblings = runs;
      const failing = runs.find((run) => run.failure && run.status !== "passed");
      const classes = new Set(runs.filter((run) => run.failure).map((run) => run.failure.class.label || run.failure.class.id));
      row.cells.set(result.runner, { result, runs, failing, classes });
      row.rank = Math.min(row.rank, rank(result.verdict));
    }
    return [...byRow.values()].sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  function buildFilters() {
    const form = document.getElementById("filters");
    const search = h("input", { type: "search", id: "case-search", placeholder: "suite/case", "aria-describedby": "count",
      oninput: (event) => { state.query = event.target.value.trim().toLowerCase(); applyFilters(); } });
    form.append(h("label", { for: "case-search" }, ["Case id ", search]));
    const verdictCounts = new Map();
    for (const result of data.cases) verdictCounts.set(result.verdict, (verdictCounts.get(result.verdict) || 0) + 1);
    form.append(checkboxes("Status", ORDER.filter((verdict) => verdictCounts.has(verdict)),
      (verdict) => LABEL[verdict] + " (" + verdictCounts.get(verdict) + ")", state.verdicts, "status"));
    if (allRunners.length > 1) form.append(checkboxes("Runner", allRunners, (runner) => runner, state.runners, "runner"));
    const tags = [...new Set(Object.values(data.tags).flat())].sort();
    if (tags.length > 0) form.append(select("Tag", "tag-filter", tags, "tag"));
    const classes = [...new Set(executions.filter((run) => run.failure).map((run) => run.failure.class.label || run.failure.class.id))].sort();
    if (classes.length > 0) form.append(select("Failure class", "class-filter", classes, "failureClass"));
  }

  function checkboxes(legend, values, label, selected, name) {
    return h("fieldset", {}, [h("legend", { text: legend })].concat(values.map((value) =>
      h("label", {}, [h("input", { type: "checkbox", name, value, checked: true, onchange: (event) => {
        if (event.target.checked) selected.add(value); else selected.delete(value);
        applyFilters();
      } }), " " + label(value)]))));
  }

  function select(label, id, values, key) {
    const control = h("select", { id, onchange: (event) => { state[key] = event.target.value; applyFilters(); } },
      [h("option", { value: "", text: "any" })].concat(values.map((value) => h("option", { value, text: value }))));
    return h("label", { for: id }, [label + " ", control]);
  }

  function visibleRunners() {
    return allRunners.filter((runner) => state.runners.has(runner));
  }

  function cellMatches(cell) {
    return state.verdicts.has(cell.result.verdict) && (state.failureClass === "" || cell.classes.has(state.failureClass));
  }

  function rowMatches(row, runners) {
    if (state.query !== "" && !row.search.includes(state.query)) return false;
    if (state.tag !== "" && !row.tags.includes(state.tag)) return false;
    return runners.some((runner) => row.cells.has(runner) && cellMatches(row.cells.get(runner)));
  }

  function applyFilters() {
    const runners = visibleRunners();
    shown = rows.filter((row) => rowMatches(row, runners));
    rendered = 0;
    grid.replaceChildren(
      h("thead", {}, h("tr", {}, [h("th", { scope: "col", text: "Case" })].concat(runners.map((runner) => h("th", { scope: "col", text: runner }))))),
      h("tbody"));
    count.textContent = "Showing " + shown.length + " of " + rows.length + " cases" + (shown.length > 0 ? ", failures first" : "");
    renderChunk();
  }

  function renderChunk() {
    if (rendered >= shown.length) return;
    const runners = visibleRunners();
    const fragment = document.createDocumentFragment();
    for (const row of shown.slice(rendered, rendered + CHUNK)) fragment.append(rowElement(row, runners));
    rendered = Math.min(shown.length, rendered + CHUNK);
    grid.tBodies[0].append(fragment);
    moreButton.hidden = rendered >= shown.length;
    moreButton.textContent = "Show more cases (" + (shown.length - rendered) + " left)";
  }

  function rowElement(row, runners) {
    const cells = runners.map((runner) => row.cells.get(runner));
    const failing = cells.find((cell) => cell && cell.failing && cell.result.verdict !== "passed" && cell.result.verdict !== "expected-failed");
    const surprise = cells.find((cell) => cell && cell.result.verdict === "unexpected-passed");
    const why = failing
      ? failing.result.runner + ": " + (failing.failing.failure.class.label || failing.failing.failure.class.id) + " \\u2014 " + firstLine(failing.failing.failure.message)
      : surprise ? surprise.result.runner + ": passed although marked expectedFail; the expectation may be stale" : "";
    const head = h("th", { scope: "row" }, [
      h("div", { class: "case-id", text: row.name }),
      h("div", { class: "suite-id", text: row.suite }),
      row.tags.length > 0 ? h("div", {}, row.tags.map((tag) => h("span", { class: "tag", text: tag }))) : null,
      why ? h("div", { class: "why", text: why }) : null,
    ]);
    return h("tr", { "data-case": row.id }, [head].concat(cells.map((cell) => cellElement(row, cell))));
  }

  function cellElement(row, cell) {
    if (!cell) return h("td", { class: "cell", text: "\\u2014" });
    const result = cell.result;
    const summary = result.graded > 0 ? " " + result.passes + "/" + result.graded : "";
    const target = cell.failing || cell.runs[0];
    const open = h("button", { type: "button", class: "open",
      "aria-label": row.id + " on " + result.runner + ": " + LABEL[result.verdict] + summary + ". Open details",
      onclick: (event) => target && openExecution(target.index, event.currentTarget) }, GLYPH[result.verdict] + " " + LABEL[result.verdict] + summary);
    const was = result.change ? h("span", { class: "was change-" + result.change.category, text: result.change.text }) : null;
    const dots = h("div", { class: "dots" }, cell.runs.map((run) => h("button", { type: "button", class: "dot v-" + run.status,
      title: "iteration " + run.iteration + ": " + LABEL[run.status], "aria-label": "iteration " + run.iteration + ": " + LABEL[run.status],
      onclick: (event) => openExecution(run.index, event.currentTarget) }, GLYPH[run.status])));
    return h("td", { class: "cell v-" + result.verdict + (cellMatches(cell) ? "" : " dim") }, [open, was, dots]);
  }
`;var Ve=`
  function timelineSection(detail) {
    const events = detail.events || [];
    const callIds = new Set(events.filter((event) => event.type === "toolCall" && event.callId).map((event) => event.callId));
    const resultFor = new Map();
    for (const event of events) if (event.type === "toolResult" && event.callId && callIds.has(event.callId)) resultFor.set(event.callId, event);
    const items = events.filter((event) => !(event.type === "toolResult" && event.callId && callIds.has(event.callId)));
    const start = events.map((event) => Date.parse(event.at)).find((time) => !Number.isNaN(time));
    const list = h("ol", { class: "timeline", "aria-label": "Session timeline" });
    const firstProblem = items.findIndex((event) => isProblem(event, resultFor));
    const heading = h("h3", { text: "Timeline (" + events.length + " events)" });
    const parts = [heading];
    if (firstProblem >= 0 || detail.isError) {
      parts.push(h("p", {}, h("a", { href: "#first-problem", onclick: (event) => {
        event.preventDefault();
        while (eventsShown < Math.max(firstProblem + 1, detail.isError ? items.length : 0)) renderEvents();
        const target = document.getElementById("first-problem");
        if (target) { target.scrollIntoView({ block: "center" }); target.focus(); }
      } }, "Jump to the first problem")));
    }
    parts.push(list);
    let eventsShown = 0;
    const more = h("button", { type: "button", class: "more", onclick: () => renderEvents() });
    function renderEvents() {
      const end = Math.min(items.length, eventsShown + EVENT_CHUNK);
      for (let i = eventsShown; i < end; i++) {
        const item = eventItem(items[i], i + 1, resultFor, start, detail);
        if (i === firstProblem) { item.id = "first-problem"; item.tabIndex = -1; }
        list.append(item);
      }
      eventsShown = end;
      more.hidden = eventsShown >= items.length;
      more.textContent = "Show more events (" + (items.length - eventsShown) + " left)";
      if (eventsShown >= items.length && detail.isError && !list.querySelector(".session-error")) {
        const ending = h("li", { class: "problem session-error", tabindex: -1 }, [
          h("div", { class: "ev-head" }, h("span", { class: "ev-kind", text: "Session ended with an error" + (detail.errorKind ? " (" + detail.errorKind + ")" : "") })),
          detail.errorMessage ? textBlock(detail.errorMessage) : null]);
        if (firstProblem < 0) { ending.id = "first-problem"; }
        list.append(ending);
      }
    }
    renderEvents();
    parts.push(more);
    return parts;
  }

  function isProblem(event, resultFor) {
    if (event.type === "toolResult") return event.isError === true;
    if (event.type === "command") return event.denied === true || (typeof event.exitCode === "number" && event.exitCode !== 0);
    if (event.type === "toolCall") return Boolean(event.callId && resultFor.has(event.callId) && resultFor.get(event.callId).isError);
    return false;
  }

  function eventItem(event, number, resultFor, start, detail) {
    const time = Date.parse(event.at);
    const offset = Number.isNaN(time) || start === undefined ? null : h("span", { class: "ev-at", text: "+" + formatDuration(time - start) });
    const head = (kind, rest) => h("div", { class: "ev-head" }, [h("span", { class: "ev-n", text: "#" + number }), h("span", { class: "ev-kind", text: kind })].concat(rest || [], offset ? [offset] : []));
    const item = h("li", { class: "ev ev-" + event.type + (isProblem(event, resultFor) ? " problem" : "") });
    switch (event.type) {
      case "message":
        item.append(head((event.role === "user" ? "User" : "Assistant") + (event.phase ? " (" + event.phase + ")" : "")), textBlock(event.text));
        break;
      case "toolCall": {
        item.append(head("Tool call", [h("code", { text: event.tool }), event.parentCallId ? h("span", { class: "ev-at", text: "in subagent" }) : null]));
        if (event.args !== undefined) item.append(textBlock(typeof event.args === "string" ? event.args : JSON.stringify(event.args, null, 2)));
        const result = event.callId ? resultFor.get(event.callId) : undefined;
        if (result) {
          item.append(h("div", { class: "ev-result" }, [h("div", { class: "label" + (result.isError ? " exit-bad" : ""), text: result.isError ? "Result (error)" : "Result" }), textBlock(result.output)]));
        }
        break;
      }
      case "toolResult":
        item.append(head(event.isError ? "Tool result (error)" : "Tool result", event.tool ? [h("code", { text: event.tool })] : []), textBlock(event.output));
        break;
      case "command": {
        const exit = event.denied ? "denied" : event.exitCode === undefined || event.exitCode === null ? "exit code unknown" : "exit " + event.exitCode;
        item.append(head("Command", [h("span", { class: isProblem(event, resultFor) ? "exit-bad" : "", text: exit })]), textBlock("$ " + event.command));
        break;
      }
      case "fileRead":
      case "fileWrite":
        item.append(head(event.type === "fileRead" ? "File read" : "File write", [h("code", { text: event.path })]));
        break;
      case "skillSignal": {
        const attempted = event.signal === "skill-tool" && (detail.attemptedSkills || []).some((skill) => skill.skill === event.skill)
          && !(detail.detectedSkills || []).some((skill) => skill.skill === event.skill && skill.confidence === "explicit");
        const level = attempted ? "attempted" : SIGNAL_LEVEL[event.signal] || "signal";
        item.append(head("Skill signal", [h("code", { text: event.skill }), h("span", { text: event.signal + " \\u2192 " + level + " evidence" })]));
        break;
      }
      default:
        item.append(head(String(event.type)), textBlock(JSON.stringify(event, null, 2)));
    }
    return item;
  }
`;var q=[`
"use strict";
(() => {
  const CHUNK = 100;
  const TEXT_LIMIT = 20000;
  const EVENT_CHUNK = 300;
  const ORDER = ["failed", "error", "unexpected-passed", "expected-failed", "passed", "skipped"];
  const LABEL = { passed: "passed", failed: "failed", error: "error", "expected-failed": "expected failure", "unexpected-passed": "unexpected pass", skipped: "skipped" };
  const GLYPH = { passed: "\\u2713", failed: "\\u2717", error: "!", "expected-failed": "~", "unexpected-passed": "?", skipped: "\\u2013" };
  const SIGNAL_LEVEL = { "skill-tool": "explicit", "skill-base-dir": "strong", "skill-md-read": "strong", "skill-file-read": "medium" };

  const data = JSON.parse(document.getElementById("report-data").textContent);
  const executions = data.executions;
  const rows = buildRows();
  const allRunners = data.runners.map((runner) => runner.id);
  const state = { verdicts: new Set(ORDER), runners: new Set(allRunners), tag: "", failureClass: "", query: "" };
  let shown = [];
  let rendered = 0;
  let opener = null;

  const grid = document.getElementById("grid");
  const moreButton = document.getElementById("more");
  const count = document.getElementById("count");
  const dialog = document.getElementById("detail");

  buildFilters();
  applyFilters();
  moreButton.addEventListener("click", renderChunk);
  if ("IntersectionObserver" in window) {
    new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) renderChunk();
    }).observe(moreButton);
  }
  dialog.addEventListener("close", () => {
    setHash("");
    if (opener && document.contains(opener)) opener.focus();
  });
  const initial = /^#execution-(\\d+)$/.exec(location.hash);
  if (initial && executions[Number(initial[1])]) openExecution(Number(initial[1]));

  function h(tag, props, children) {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(props || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (name === "class") el.className = value;
      else if (name === "text") el.textContent = value;
      else if (name.startsWith("on")) el.addEventListener(name.slice(2), value);
      else el.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of [].concat(children === undefined ? [] : children)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return el;
  }

  function rank(verdict) {
    const index = ORDER.indexOf(verdict);
    return index < 0 ? ORDER.length : index;
  }

  function firstLine(text) {
    const line = (String(text).split("\\n").find((part) => part.trim() !== "") || "").trim();
    return line.length > 200 ? line.slice(0, 199) + "\\u2026" : line;
  }

`,He,Ue,Ve,`
  function formatDuration(ms) {
    if (ms < 1000) return Math.round(ms) + " ms";
    if (ms < 60000) return (ms / 1000).toFixed(1) + " s";
    return Math.floor(ms / 60000) + " min " + Math.round((ms % 60000) / 1000) + " s";
  }

  /** A link to the open execution; some viewers (sandboxed frames, opaque origins) refuse history changes. */
  function setHash(hash) {
    try {
      history.replaceState(null, "", hash || location.pathname + location.search);
    } catch {
      // The report works the same without the link.
    }
  }

  function textBlock(text, className) {
    const value = String(text);
    const pre = h("pre", { class: className, text: value.length > TEXT_LIMIT ? value.slice(0, TEXT_LIMIT) : value });
    if (value.length <= TEXT_LIMIT) return pre;
    const more = h("button", { type: "button", onclick: () => { pre.textContent = value; more.remove(); } },
      "Show all " + value.length + " characters");
    return h("div", {}, [pre, more]);
  }

})();
`].join("");var Z=`
:root {
  --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #ffffff; --panel: #f6f8fa; --focus: #0969da;
  --passed: #116329; --passed-bg: #dafbe1;
  --failed: #a40e26; --failed-bg: #ffebe9;
  --error: #6639ba; --error-bg: #fbefff;
  --expected-failed: #424a53; --expected-failed-bg: #eaeef2;
  --unexpected-passed: #7d4e00; --unexpected-passed-bg: #fff8c5;
  --skipped: #59636e; --skipped-bg: #f6f8fa;
}
@media (prefers-color-scheme: dark) {
  :root {
    --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --bg: #0d1117; --panel: #151b23; --focus: #4493f8;
    --passed: #3fb950; --passed-bg: #0f2a18; --failed: #ff7b72; --failed-bg: #3a1517;
    --error: #d2a8ff; --error-bg: #2a1a3f; --expected-failed: #b7bdc8; --expected-failed-bg: #262c36;
    --unexpected-passed: #e3b341; --unexpected-passed-bg: #3a2e0a; --skipped: #9198a1; --skipped-bg: #151b23;
  }
}
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
header, main { max-width: 1400px; margin: 0 auto; padding: 0 16px; }
header { padding-top: 16px; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 17px; margin: 24px 0 8px; }
h3 { font-size: 15px; margin: 18px 0 6px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; padding: 8px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; max-height: 28em; overflow: auto; }
a { color: var(--focus); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.verdict-line { font-size: 16px; font-weight: 600; margin: 4px 0; }
.run-meta { color: var(--muted); margin: 0; display: flex; flex-wrap: wrap; gap: 4px 18px; }
.run-meta dt { display: inline; font-weight: 600; }
.run-meta dd { display: inline; margin: 0 0 0 4px; }
.rates { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
table.rate { border-collapse: collapse; }
table.rate th, table.rate td { border-bottom: 1px solid var(--line); padding: 4px 10px; text-align: right; }
table.rate th:first-child, table.rate td:first-child { text-align: left; }
.up { color: var(--passed); } .down { color: var(--failed); font-weight: 600; }
.filters { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: flex-end; padding: 10px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
.filters fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 2px 10px; }
.filters legend { font-weight: 600; padding: 0; margin-bottom: 2px; }
.filters label { white-space: nowrap; }
.filters input[type=search] { width: 18em; padding: 4px 6px; }
.count { color: var(--muted); margin: 8px 0; }
table.grid { border-collapse: collapse; width: 100%; }
table.grid th, table.grid td { border-bottom: 1px solid var(--line); padding: 6px 8px; vertical-align: top; text-align: left; }
table.grid thead th { position: sticky; top: 0; background: var(--bg); z-index: 1; }
table.grid tbody tr { content-visibility: auto; contain-intrinsic-size: auto 64px; }
.case-id { font-weight: 600; overflow-wrap: anywhere; }
.suite-id { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
.why { color: var(--failed); margin-top: 2px; overflow-wrap: anywhere; }
.tag { display: inline-block; font-size: 11px; padding: 0 6px; margin: 2px 4px 0 0; border: 1px solid var(--line); border-radius: 10px; color: var(--muted); }
td.cell { min-width: 10em; }
.cell .open { font: inherit; font-weight: 600; border: 1px solid currentColor; border-radius: 6px; padding: 2px 8px; cursor: pointer; }
.dim { opacity: 0.45; }
.was { display: block; font-size: 12px; overflow-wrap: anywhere; }
.was.change-regressed { color: var(--failed); font-weight: 600; }
ul.changes li { overflow-wrap: anywhere; }
.warn { color: var(--unexpected-passed); }
.dots { display: flex; flex-wrap: wrap; gap: 3px; margin-top: 4px; }
.dot { width: 20px; height: 20px; padding: 0; border-radius: 50%; border: 1px solid currentColor; font-size: 12px; line-height: 18px; text-align: center; cursor: pointer; }
.v-passed { color: var(--passed); } .v-passed .open, .dot.v-passed, .badge.v-passed { background: var(--passed-bg); }
.v-failed { color: var(--failed); } .v-failed .open, .dot.v-failed, .badge.v-failed { background: var(--failed-bg); }
.v-error { color: var(--error); } .v-error .open, .dot.v-error, .badge.v-error { background: var(--error-bg); }
.v-expected-failed { color: var(--expected-failed); } .v-expected-failed .open, .dot.v-expected-failed, .badge.v-expected-failed { background: var(--expected-failed-bg); }
.v-unexpected-passed { color: var(--unexpected-passed); } .v-unexpected-passed .open, .dot.v-unexpected-passed, .badge.v-unexpected-passed { background: var(--unexpected-passed-bg); }
.v-skipped { color: var(--skipped); } .v-skipped .open, .dot.v-skipped, .badge.v-skipped { background: var(--skipped-bg); }
.more { margin: 12px 0; font: inherit; padding: 6px 12px; }
dialog.detail { width: min(1100px, 96vw); max-height: 94vh; padding: 0; border: 1px solid var(--line); border-radius: 8px; }
dialog.detail::backdrop { background: rgba(31, 35, 40, 0.45); }
.detail-head { position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line); padding: 12px 16px; display: flex; gap: 12px; align-items: flex-start; z-index: 2; }
.detail-title { flex: 1; }
.detail-head h2 { margin: 0; overflow-wrap: anywhere; }
.dot[aria-current=true] { outline: 2px solid currentColor; outline-offset: 1px; }
.detail-body { padding: 4px 16px 16px; }
.badge { display: inline-block; border: 1px solid currentColor; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; }
.why-box { border: 2px solid var(--failed); background: var(--failed-bg); border-radius: 6px; padding: 8px 12px; margin-top: 12px; }
.why-box h3 { margin-top: 0; color: var(--failed); }
.why-box pre { background: var(--bg); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
.facts dt { font-weight: 600; color: var(--muted); } .facts dd { margin: 0; overflow-wrap: anywhere; }
ul.assertions { list-style: none; padding: 0; margin: 0; }
ul.assertions > li { border: 1px solid var(--line); border-left-width: 4px; border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
ul.assertions > li.fail { border-left-color: var(--failed); }
ul.assertions > li.pass { border-left-color: var(--passed); }
.label { font-size: 12px; font-weight: 600; color: var(--muted); margin-top: 4px; }
ol.timeline { list-style: none; padding: 0; margin: 0; }
ol.timeline > li { border-left: 3px solid var(--line); padding: 4px 0 6px 10px; margin: 0 0 2px; }
ol.timeline > li.problem { border-left-color: var(--failed); background: var(--failed-bg); }
.ev-head { display: flex; gap: 10px; flex-wrap: wrap; align-items: baseline; }
.ev-n { color: var(--muted); font-size: 12px; min-width: 3em; }
.ev-kind { font-weight: 600; }
.ev-at { color: var(--muted); font-size: 12px; }
.ev-result { margin: 4px 0 0 12px; }
.exit-bad { color: var(--failed); font-weight: 600; }
.skip-link { position: absolute; left: -9999px; } .skip-link:focus { left: 8px; top: 8px; background: var(--bg); padding: 4px 8px; }
`;function ze(e){let{results:t}=e,n=e.comparison??F(t,void 0),s=e.executions??new Map,r=Ae({results:t,comparison:n,executions:s,artifactsBase:e.links?.artifactsBase??""}),a=O(t,n),i=`skill-eval: ${a}`;return["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<meta http-equiv="Content-Security-Policy" content="${je({style:Z,script:q})}">`,`<title>${m(i)}</title>`,`<style>${Z}</style>`,"</head>","<body>",'<a class="skip-link" href="#cases">Skip to the cases</a>',Rt(t,n,a,e.links?.runUrl),"<main>",'<section aria-labelledby="rates-title"><h2 id="rates-title">Pass rates</h2>',Oe(t,n),"</section>",Pe(n),'<section aria-labelledby="cases"><h2 id="cases" tabindex="-1">Cases</h2>','<div id="filters" class="filters" role="search" aria-label="Filter cases"></div>','<p id="count" class="count" aria-live="polite"></p>','<table id="grid" class="grid"></table>','<button id="more" type="button" class="more" hidden>Show more cases</button>',"<noscript><p>The case grid needs JavaScript; the pass rates above and results.json hold the same verdicts.</p></noscript>","</section>","</main>",'<dialog id="detail" class="detail" aria-labelledby="detail-title"></dialog>',`<script type="application/json" id="report-data">${V(r)}</script>`,...St(t,s,e.compressAboveBytes),`<script>${q}</script>`,"</body>","</html>",""].join(`
`)}o(ze,"renderHtmlReport");function Rt(e,t,n,s){let r=e.run,a=e.executions.reduce((c,u)=>c+(u.costUsd??0),0),i=e.executions.reduce((c,u)=>c+u.durationMs,0),l=[["Started",m(r.startedAt)],["Commit",r.commit===void 0?"\u2013":`<code>${m(r.commit)}</code>`],["Executions",String(e.executions.length)],["Agent time",v(i)],["Cost",y(a)],["skill-eval",m(r.toolVersion)]];if(t.baseline!==void 0){let c=`<code>${m(t.baseline.commit??"unknown commit")}</code>`,u=m(D(t)),p=`<a href="#compare-title"${t.counts.regressed>0?' class="down"':""}>${u}</a>`;l.push(["Baseline",`${c}: ${p}`])}return s!==void 0&&/^https?:\/\//.test(s)&&l.push(["Run",`<a href="${Fe(s)}">${m(s)}</a>`]),["<header>","<h1>skill-eval report</h1>",$t(n),`<dl class="run-meta">${l.map(([c,u])=>`<div><dt>${c}</dt><dd>${u}</dd></div>`).join("")}</dl>`,"</header>"].join(`
`)}o(Rt,"header");function $t(e){let t=e.replace(new RegExp("^\\p{Extended_Pictographic}\\uFE0F?\\s*","u"),""),n=e.startsWith("\u2705");return`<p class="verdict-line">${`<span class="badge ${n?"v-passed":"v-failed"}">${n?"PASS":"FAIL"}</span>`} ${m(t)}</p>`}o($t,"verdictParagraph");function St(e,t,n){return e.executions.flatMap((s,r)=>{let a=t.get(s.key)?.report;if(a===void 0)return[];let i=De(_e(a),n);return[`<script type="${i.type}" id="detail-${r}">${i.text}</script>`]})}o(St,"detailBlocks");var It="report.html";function Os(e,t,n={}){let s=We(n.path??Q(e,It)),r=new Map;for(let l of t.executions){let c=Q(e,l.artifactDir);!se(e,c)||!Xe(c)||r.set(l.key,{report:Ft(Q(c,"report.json")),artifacts:Et(c,{withFileTypes:!0}).filter(u=>u.isFile()).map(u=>u.name).sort()})}let a=Lt(Tt(s),We(e)).split("\\").join("/"),i=ze({results:t,comparison:n.comparison,executions:r,links:{artifactsBase:a,runUrl:n.runUrl}});return ee(s,i),s}o(Os,"writeHtmlReport");function Ft(e){if(Xe(e))try{let t=ne.safeParse(JSON.parse(Mt(e,"utf8")));return t.success?t.data:void 0}catch{return}}o(Ft,"readStoredReport");export{F as a,g as b,pe as c,D as d,ge as e,O as f,ct as g,Te as h,Le as i,Nn as j,m as k,Fe as l,Os as m};
