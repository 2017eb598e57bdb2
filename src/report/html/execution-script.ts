/**
 * The execution view (a modal dialog): why it failed, assertions, facts and artifact links at
 * once; the session (prompt, timeline, final output, skills) once its detail block is read,
 * inflating a gzipped one with DecompressionStream.
 * Part of the report's browser code (see report-script.ts): plain functions inside its closure.
 */
export const EXECUTION_SCRIPT = `
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
`;
