import { createRequire as __skillEvalCreateRequire } from "node:module"; const require = __skillEvalCreateRequire(import.meta.url);
import{e as k,f as M,g as N,h as _,i as A,j as x,k as j,l as U,o as z,r as W,s as X}from"./chunk-ISQKAONG.js";import{a as H,b as m}from"./chunk-RDCO445D.js";import{e as R}from"./chunk-W7KFJG2D.js";import{d as q}from"./chunk-GJWFSM3Y.js";import{d as J}from"./chunk-D5IJ44WZ.js";import{a as w,b as D,c as F,d as O}from"./chunk-SOQEW4V2.js";import{a as i}from"./chunk-2L26AAF6.js";function ot(e,n={}){return X({results:e,comparison:n.comparison,links:n.links,notices:n.notices},{limit:W,header:n.header,allCases:!0,overflowHint:"see results.json in the output folder or the artifacts"})}i(ot,"renderMarkdownReport");import{closeSync as ye,existsSync as Se,mkdirSync as Ye,openSync as we,readdirSync as Ve,readFileSync as Ke,renameSync as Qe,rmSync as ke}from"node:fs";import{dirname as Re,join as P,relative as Ze,resolve as Ce}from"node:path";import{closeSync as V,constants as b,open as Ee,openSync as Be,readSync as v,unlink as Te,writeSync as Ie}from"node:fs";import{StringDecoder as $e}from"node:string_decoder";import{promisify as K}from"node:util";var C=65536;function p(e,n){y(e,Buffer.from(n))}i(p,"writeText");function y(e,n){for(let t=0;t<n.length;)t+=Ie(e,n,t)}i(y,"writeBytes");function Q(e,n){let t=Buffer.allocUnsafe(C);for(let s=0;;){let r=v(e,t,0,C,s);if(r===0)return;y(n,t.subarray(0,r)),s+=r}}i(Q,"copyBetweenFiles");function pt(e,n,t){let s=Buffer.allocUnsafe(t);for(let r=0;r<t;){let o=v(e,s,r,t-r,n+r);if(o===0)throw new Error(`the file ended ${t-r} bytes early`);r+=o}return s}i(pt,"readBytes");function ft(e){let n=Be(e,"r");try{let t=Buffer.allocUnsafe(C),s=new $e("utf8"),r=[];for(let o=v(n,t);o>0;o=v(n,t))r.push(s.write(t.subarray(0,o)));return r.push(s.end()),r.join("")}finally{V(n)}}i(ft,"readTextInPieces");var G=K(Ee),Le=K(Te),Y=b.O_WRONLY|b.O_CREAT|b.O_EXCL|b.O_NOFOLLOW;async function Pe(e){try{return await G(e,Y,420)}catch(n){if(!(n instanceof Error&&"code"in n&&n.code==="EEXIST"))throw n;return await Le(e),await G(e,Y,420)}}i(Pe,"createFile");async function mt(e,n){let t=await Pe(e);try{p(t,n)}finally{V(t)}}i(mt,"writeNewFile");var De=/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;function Z(e){return e.split("\r").map(m).join("\r")}i(Z,"visibleControls");function ee(e){return e.replace(De,"")}i(ee,"stripIllegalXmlChars");function u(e){return ee(Z(e)).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/\r/g,"&#13;")}i(u,"escapeXmlText");function te(e){return ee(Z(e)).replace(/&/g,"&amp;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/"/g,"&quot;").replace(/'/g,"&apos;").replace(/\t/g,"&#9;").replace(/\n/g,"&#10;").replace(/\r/g,"&#13;")}i(te,"escapeXmlAttribute");function ne(e,n){let{baseline:t}=e;if(t===void 0)return"";let s=i(a=>e.cases.filter(d=>d.category===a),"listed"),r=t.commit===void 0?"":` ${h(t.commit)}`,o=t.source===void 0?"":` (${u(t.source)})`,l=e.mismatches.map(a=>`<p class="warn">${j(a,{code:h,text:u})}</p>`);return['<section aria-labelledby="compare-title"><h2 id="compare-title">Compared with base</h2>',`<p>Base${r}${o}: ${u(x(e))}. ${u(_(e))} ${A(e,n,{code:h,text:u})}</p>`,...l,f("Regressions","regressed",k(e,"regressed")),f("Likely regressed, unconfirmed","unconfirmed",k(e,"unconfirmed")),f("Errored, not compared","errored",s("errored")),f("Flaky","flaky",s("flaky")),f("Fixed","fixed",s("fixed")),f("New","new",s("new")),f("Removed","removed",s("removed")),"</section>"].join(`
`)}i(ne,"renderComparisonSection");function f(e,n,t){if(t.length===0)return"";let s=t.map(r=>{let o=M(r);return`<li>${`${h(`${r.suite}/${r.case}`)} on ${h(r.runner)}`}${o===""?"":`: ${u(o)}`}</li>`});return`<h3 id="compare-${n}">${e} (${t.length})</h3><ul class="changes">${s.join("")}</ul>`}i(f,"list");function h(e){return`<code>${u(e)}</code>`}i(h,"codeSpan");import{createHash as Fe}from"node:crypto";function se(e){return["default-src 'none'",`style-src ${re(e.style)}`,`script-src ${re(e.script)}`,"base-uri 'none'","form-action 'none'"].join("; ")}i(se,"contentSecurityPolicy");function re(e){return`'sha256-${Fe("sha256").update(e,"utf8").digest("base64")}'`}i(re,"sha256Source");function ie(e){return S(JSON.stringify(e))}i(ie,"jsonForScript");function S(e){return e.replace(/[<>&\u2028\u2029]/g,n=>Oe[n]??n)}i(S,"escapeJsonForScript");var Oe={"<":"\\u003c",">":"\\u003e","&":"\\u0026","\u2028":"\\u2028","\u2029":"\\u2029"};import{Readable as Me}from"node:stream";import{pipeline as Ne}from"node:stream/promises";import{promisify as _e}from"node:util";import{createGzip as Ae,gzip as je,gzipSync as oe}from"node:zlib";var E=2048,He=_e(je);function ae(e,n=E){let t=JSON.stringify(e);return le(t,n)?B(t):T(oe(t))}i(ae,"packDetail");var Ue=64*1024;async function Ft(e,n=E){let t=JSON.stringify(e);return le(t,n)?B(t):T(t.length<=Ue?oe(t):await He(t))}i(Ft,"packDetailInBackground");var ze=64*1024;async function Ot(e,n=E){let t=0,s=[];function*r(){let l=[],a=0;for(let d of e){let c=Buffer.byteLength(d);t+=c,t<=n?s.push(d):s=[],l.push(d),a+=c,!(a<ze)&&(yield l.join(""),l=[],a=0)}l.length>0&&(yield l.join(""))}i(r,"batches");let o=[];return await Ne(Me.from(r()),Ae(),async l=>{for await(let a of l)o.push(a)}),t<=n?B(s.join("")):T(Buffer.concat(o))}i(Ot,"packJsonPieces");function le(e,n){return Buffer.byteLength(e)<=n}i(le,"fitsInline");function B(e){return{type:"application/json",text:S(e)}}i(B,"inline");function T(e){return{type:"application/gzip+base64",text:e.toString("base64")}}i(T,"compressed");function de(e,n){let t=n.baseline!==void 0,s=n.cases.flatMap(a=>a.base===void 0?[]:[a.base]),r=i((a,d)=>d.map(c=>({name:c,cases:e.cases.filter(g=>a(g)===c),baselineCases:s.filter(g=>a(g)===c)})),"rows"),o=r(a=>a.runner,e.runners.map(a=>a.id)),l=r(a=>a.suite,[...new Set(e.cases.map(a=>a.suite))].sort());return`<div class="rates">${ce("Runner",o,t)}${ce("Suite",l,t)}</div>`}i(de,"renderPassRateTables");function ce(e,n,t){let s=["Pass rate",...t?["Baseline","\u0394"]:[],"Cases","Failed","Errors","Unexpected passes"],r=n.map(o=>{let l=R(o.cases),a=[w(l.passRate),...t?We(l.passRate,R(o.baselineCases).passRate):[],String(l.cases),String(l.failed),String(l.errors),String(l.unexpectedPasses)];return`<tr><td><code>${u(o.name)}</code></td>${a.map(d=>`<td>${d}</td>`).join("")}</tr>`});return`<table class="rate"><caption class="label">Pass rate per ${e.toLowerCase()}</caption><thead><tr><th scope="col">${e}</th>${s.map(o=>`<th scope="col">${o}</th>`).join("")}</tr></thead><tbody>${r.join("")}</tbody></table>`}i(ce,"table");function We(e,n){let t=e===null||n===null?null:e-n,s=D(t),r=t===null||s==="\xB10"?void 0:t>0?"up":"down";return[w(n),r===void 0?s:`<span class="${r}">${s}</span>`]}i(We,"baselineCells");function ue(e){let n=new Map(e.comparison.cases.map(t=>[t.key,t]));return{runners:e.results.runners,cases:e.results.cases.map(t=>{let s=n.get(t.key),r=s===void 0?"":N(s);return s===void 0||r===""?t:{...t,change:{category:s.category,text:r}}}),executions:e.results.executions.map(t=>{let s=e.executions.get(t.key);return{...t,artifacts:(s?.artifacts??[]).map(r=>({name:r,href:Xe(e.artifactsBase,t.artifactDir,r)})),detail:s?.detail??s?.report!==void 0}}),tags:Object.fromEntries(e.results.cases.flatMap(t=>t.tags===void 0||t.tags.length===0?[]:[[`${t.suite}/${t.case}`,t.tags]]))}}i(ue,"buildReportData");function pe(e){let{runner:n,...t}=e;return t}i(pe,"sessionDetail");function Xe(e,n,t){return[...e.split("/"),...n.split("/"),t].filter(r=>r!=="").map(r=>r===".."?r:encodeURIComponent(r)).join("/")}i(Xe,"artifactHref");var fe=`
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
      ["Iteration", String(execution.iteration) + (execution.confirmation ? " (confirmation run: added to decide a drop against base)" : "")],
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
`;var me=`
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
      title: "iteration " + run.iteration + (run.confirmation ? " (confirmation)" : "") + ": " + LABEL[run.status],
      "aria-label": "iteration " + run.iteration + (run.confirmation ? " (confirmation)" : "") + ": " + LABEL[run.status],
      onclick: (event) => openExecution(run.index, event.currentTarget) }, GLYPH[run.status])));
    return h("td", { class: "cell v-" + result.verdict + (cellMatches(cell) ? "" : " dim") }, [open, was, dots]);
  }
`;var ge=`
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
`;var I=[`
"use strict";
(() => {
  const CHUNK = 100;
  const TEXT_LIMIT = 20000;
  const EVENT_CHUNK = 300;
  const ORDER = ["failed", "error", "unexpected-passed", "expected-failed", "passed", "skipped"];
  const LABEL = { passed: "passed", failed: "failed", error: "error", "expected-failed": "expected failure", "unexpected-passed": "unexpected pass", skipped: "skipped" };
  const GLYPH = { passed: "\\u2713", failed: "\\u2717", error: "!", "expected-failed": "~", "unexpected-passed": "?", skipped: "\\u2013" };
  const SIGNAL_LEVEL = { "skill-tool": "explicit", "skill-base-dir": "strong", "skill-md-read": "strong", "skill-file-read": "medium" };
  const CONTROL = new RegExp(${JSON.stringify(H)}, "g");

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
      else if (name === "text") el.textContent = visible(value);
      else if (name.startsWith("on")) el.addEventListener(name.slice(2), value);
      else if (name === "title" || name === "aria-label") el.setAttribute(name, visible(value));
      else el.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of [].concat(children === undefined ? [] : children)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(typeof child === "string" ? document.createTextNode(visible(child)) : child);
    }
    return el;
  }

  /** The text with its control characters as visible symbols: the rule of escapeControlBytes. */
  function visible(text) {
    return String(text).replace(CONTROL, (character) => {
      const code = character.charCodeAt(0);
      if (code < 0x20) return String.fromCharCode(0x2400 + code);
      if (code === 0x7f) return "\\u2421";
      return (code < 0x100 ? "\\u27e8x" : "\\u27e8u") + code.toString(16) + "\\u27e9";
    });
  }

  function rank(verdict) {
    const index = ORDER.indexOf(verdict);
    return index < 0 ? ORDER.length : index;
  }

  function firstLine(text) {
    const line = (String(text).split("\\n").find((part) => part.trim() !== "") || "").trim();
    return line.length > 200 ? line.slice(0, 199) + "\\u2026" : line;
  }

`,me,fe,ge,`
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
    const more = h("button", { type: "button", onclick: () => { pre.textContent = visible(value); more.remove(); } },
      "Show all " + value.length + " characters");
    return h("div", {}, [pre, more]);
  }

})();
`].join("");var $=`
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
.was.change-unconfirmed { color: var(--failed); }
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
`;function he(e){let{results:n}=e,t=e.comparison??U(n,void 0),s=e.executions??new Map,r=ue({results:n,comparison:t,executions:s,artifactsBase:e.links?.artifactsBase??""}),o=z(n,t),l=`skill-eval: ${o}`;return m(["<!doctype html>",'<html lang="en">',"<head>",'<meta charset="utf-8">','<meta name="viewport" content="width=device-width, initial-scale=1">',`<meta http-equiv="Content-Security-Policy" content="${se({style:$,script:I})}">`,`<title>${u(l)}</title>`,`<style>${$}</style>`,"</head>","<body>",'<a class="skip-link" href="#cases">Skip to the cases</a>',qe(n,t,o,e.links?.runUrl),"<main>",'<section aria-labelledby="rates-title"><h2 id="rates-title">Pass rates</h2>',de(n,t),"</section>",ne(t,e.results),'<section aria-labelledby="cases"><h2 id="cases" tabindex="-1">Cases</h2>','<div id="filters" class="filters" role="search" aria-label="Filter cases"></div>','<p id="count" class="count" aria-live="polite"></p>','<table id="grid" class="grid"></table>','<button id="more" type="button" class="more" hidden>Show more cases</button>',"<noscript><p>The case grid needs JavaScript; the pass rates above and results.json hold the same verdicts.</p></noscript>","</section>","</main>",'<dialog id="detail" class="detail" aria-labelledby="detail-title"></dialog>',`<script type="application/json" id="report-data">${ie(r)}</script>`,""].join(`
`))}i(he,"htmlReportHead");var xe=m([`<script>${I}</script>`,"</body>","</html>",""].join(`
`));function be(e,n,t){let s=ae(pe(n),t),[r,o]=L(e,s.type);return`${r}${Je(s)}${o}`}i(be,"detailBlock");function Je(e){return m(e.text)}i(Je,"detailBlockText");function L(e,n){return[`<script type="${n}" id="detail-${e}">`,"</script>"]}i(L,"detailBlockTags");function qe(e,n,t,s){let r=e.run,o=e.executions.reduce((d,c)=>d+(c.costUsd??0),0),l=e.executions.reduce((d,c)=>d+c.durationMs,0),a=[["Started",u(r.startedAt)],...r.pullRequest===void 0?[]:[["Pull request",`#${r.pullRequest.number}, head <code>${u(r.pullRequest.headSha)}</code>`]],[r.pullRequest===void 0||r.commit===r.pullRequest.headSha?"Commit":"Tested (merge)",r.commit===void 0?"\u2013":`<code>${u(r.commit)}</code>`],["Executions",String(e.executions.length)],["Agent time",F(l)],["Cost",O(o)],["skill-eval",u(r.toolVersion)]];if(n.baseline!==void 0){let d=`<code>${u(n.baseline.commit??"unknown commit")}</code>`,c=u(x(n)),g=`<a href="#compare-title"${n.counts.regressed+n.counts.unconfirmed>0?' class="down"':""}>${c}</a>`;a.push(["Baseline",`${d}: ${g}`])}return s!==void 0&&/^https?:\/\//.test(s)&&a.push(["Run",`<a href="${te(s)}">${u(s)}</a>`]),["<header>","<h1>skill-eval report</h1>",Ge(t),`<dl class="run-meta">${a.map(([d,c])=>`<div><dt>${d}</dt><dd>${c}</dd></div>`).join("")}</dl>`,"</header>"].join(`
`)}i(qe,"header");function Ge(e){let n=e.replace(new RegExp("^\\p{Extended_Pictographic}\\uFE0F?\\s*","u"),""),t=e.startsWith("\u2705");return`<p class="verdict-line">${`<span class="badge ${t?"v-passed":"v-failed"}">${t?"PASS":"FAIL"}</span>`} ${u(n)}</p>`}i(Ge,"verdictParagraph");function ve(e){try{let n=q.safeParse(JSON.parse(e));return n.success?n.data:void 0}catch{return}}i(ve,"parseStoredReport");var et="report.html";function Bn(e,n,t={}){let s=Ce(t.path??P(e,et));Ye(Re(s),{recursive:!0});let r=`${s}.${process.pid}.details.tmp`,o=`${s}.${process.pid}.tmp`;try{let l=we(r,"w+"),a;try{a=tt(e,n,l,t.packedDetails);let d=Ze(Re(s),Ce(e)).split("\\").join("/"),c=we(o,"w");try{p(c,he({results:n,comparison:t.comparison,executions:a,links:{artifactsBase:d,runUrl:t.runUrl}})),Q(l,c),p(c,xe)}finally{ye(c)}}finally{ye(l)}Qe(o,s)}finally{ke(r,{force:!0}),ke(o,{force:!0})}return s}i(Bn,"writeHtmlReport");function tt(e,n,t,s){let r=new Map;return n.executions.forEach((o,l)=>{let a=P(e,o.artifactDir);if(!J(e,a)||!Se(a))return;let d=nt(l,o.key,o.artifactDir,t,s)||rt(l,a,t);r.set(o.key,{detail:d,artifacts:Ve(a,{withFileTypes:!0}).filter(c=>c.isFile()).map(c=>c.name).sort()})}),r}i(tt,"writeDetailBlocks");function nt(e,n,t,s,r){let o=r?.packedText(n,t);if(o===void 0)return!1;let[l,a]=L(e,o.type);return p(s,l),y(s,o.bytes),p(s,`${a}
`),!0}i(nt,"copyPackedBlock");function rt(e,n,t){let s=st(P(n,"report.json"));if(s===void 0)return!1;let r;try{r=be(e,s)}catch{return!1}return p(t,`${r}
`),!0}i(rt,"writeBlock");function st(e){return Se(e)?ve(Ke(e,"utf8")):void 0}i(st,"readStoredReport");export{u as a,te as b,ot as c,p as d,y as e,pt as f,ft as g,Pe as h,mt as i,Ft as j,Ot as k,pe as l,Je as m,ve as n,Bn as o};
