/**
 * The report's browser code, inlined and allowed by hash. It reads the JSON data block, builds the
 * case grid in chunks, and opens an execution on demand (inflating its gzipped detail only then).
 * Every value from results or transcripts enters the page as a text node, never as markup.
 */
export const REPORT_SCRIPT = `
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
    history.replaceState(null, "", location.pathname + location.search);
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
    const was = result.baseline && result.baseline !== result.verdict ? h("span", { class: "was", text: "baseline: " + LABEL[result.baseline] }) : null;
    const dots = h("div", { class: "dots" }, cell.runs.map((run) => h("button", { type: "button", class: "dot v-" + run.status,
      title: "iteration " + run.iteration + ": " + LABEL[run.status], "aria-label": "iteration " + run.iteration + ": " + LABEL[run.status],
      onclick: (event) => openExecution(run.index, event.currentTarget) }, GLYPH[run.status])));
    return h("td", { class: "cell v-" + result.verdict + (cellMatches(cell) ? "" : " dim") }, [open, was, dots]);
  }

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
    history.replaceState(null, "", "#execution-" + index);
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

  function formatDuration(ms) {
    if (ms < 1000) return Math.round(ms) + " ms";
    if (ms < 60000) return (ms / 1000).toFixed(1) + " s";
    return Math.floor(ms / 60000) + " min " + Math.round((ms % 60000) / 1000) + " s";
  }

  function textBlock(text, className) {
    const value = String(text);
    const pre = h("pre", { class: className, text: value.length > TEXT_LIMIT ? value.slice(0, TEXT_LIMIT) : value });
    if (value.length <= TEXT_LIMIT) return pre;
    const more = h("button", { type: "button", onclick: () => { pre.textContent = value; more.remove(); } },
      "Show all " + value.length + " characters");
    return h("div", {}, [pre, more]);
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
})();
`;
