/**
 * The session timeline: events in order, tool results joined to their calls, problems (error
 * results, failed or denied commands) highlighted, rendered in chunks of EVENT_CHUNK events.
 * Part of the report's browser code (see report-script.ts): plain functions inside its closure.
 */
export const TIMELINE_SCRIPT = `
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
`;
