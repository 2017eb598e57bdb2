/** " ([workflow run](url))" after a head line, when the run's URL is a plain http(s) one; else nothing. Pure. */
export function workflowRunLink(runUrl: string | undefined): string {
  return runUrl !== undefined && /^https?:\/\/\S+$/.test(runUrl) ? ` ([workflow run](${runUrl}))` : "";
}
