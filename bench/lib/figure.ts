import { alignColumns } from "../../src/report/align-columns.ts";

/** One measured figure: `met` is undefined for figures shown for context, without a target. */
export interface Figure {
  name: string;
  value: string;
  target: string;
  met?: boolean;
  note?: string;
}

function verdict(figure: Figure): string {
  if (figure.value === "not measured") return "—";
  if (figure.met === undefined) return "";
  return figure.met ? "MET" : "MISSED";
}

export function renderFigures(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => [
    figure.name,
    figure.value,
    figure.target,
    verdict(figure),
    figure.note ?? "",
  ]);
  return alignColumns([["FIGURE", "VALUE", "TARGET", "", "NOTE"], ...rows]);
}
