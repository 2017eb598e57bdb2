import { CONTROL_CHARACTERS_SOURCE } from "../control-bytes.ts";
import { EXECUTION_SCRIPT } from "./execution-script.ts";
import { GRID_SCRIPT } from "./grid-script.ts";
import { TIMELINE_SCRIPT } from "./timeline-script.ts";

/**
 * The report's browser code, inlined and allowed by hash. It reads the JSON data block, builds the
 * case grid in chunks, and opens an execution on demand (inflating its gzipped detail only then).
 * The parts share this closure's constants and helpers (h, LABEL, textBlock, ...).
 * Every value from results or transcripts enters the page as a text node, never as markup, with
 * its control characters shown as escapeControlBytes shows them (`visible`).
 */
export const REPORT_SCRIPT = [
  `
"use strict";
(() => {
  const CHUNK = 100;
  const TEXT_LIMIT = 20000;
  const EVENT_CHUNK = 300;
  const ORDER = ["failed", "error", "unexpected-passed", "expected-failed", "passed", "skipped"];
  const LABEL = { passed: "passed", failed: "failed", error: "error", "expected-failed": "expected failure", "unexpected-passed": "unexpected pass", skipped: "skipped" };
  const GLYPH = { passed: "\\u2713", failed: "\\u2717", error: "!", "expected-failed": "~", "unexpected-passed": "?", skipped: "\\u2013" };
  const SIGNAL_LEVEL = { "skill-tool": "explicit", "skill-base-dir": "strong", "skill-md-read": "strong", "skill-file-read": "medium" };
  const CONTROL = new RegExp(${JSON.stringify(CONTROL_CHARACTERS_SOURCE)}, "g");

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

`,
  GRID_SCRIPT,
  EXECUTION_SCRIPT,
  TIMELINE_SCRIPT,
  `
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
`,
].join("");
