/**
 * The report's only stylesheet, inlined and allowed by hash. Verdict colours meet WCAG AA on their
 * tints, and every verdict also carries a word and a glyph, so colour is never the only signal.
 */
export const REPORT_STYLES = `
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
`;
