/**
 * The case grid: rows grouped by case (failures first), the filters, and rendering in chunks
 * of CHUNK rows as the "more" button scrolls into view.
 * Part of the report's browser code (see report-script.ts): plain functions inside its closure.
 */
export const GRID_SCRIPT = `
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
`;
