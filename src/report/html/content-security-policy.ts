import { createHash } from "node:crypto";

/**
 * A policy that lets only this file's own inline style and script run, by hash: no network, no
 * other script (a `<script>` smuggled into the page would be blocked even if escaping failed).
 */
export function contentSecurityPolicy(inline: { style: string; script: string }): string {
  return [
    "default-src 'none'",
    `style-src ${sha256Source(inline.style)}`,
    `script-src ${sha256Source(inline.script)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
