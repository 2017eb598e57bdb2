import { createHash } from "node:crypto";

/**
 * A path-safe folder name for an execution key: a readable slug plus a short hash of the key,
 * so distinct keys never collide and long or hostile ids stay safe (DESIGN §6). `shown` is how
 * the key may be written (redacted): a folder name is uploaded with the artifacts.
 */
export function executionDirName(key: string, shown: (text: string) => string = (text) => text): string {
  const slug = shown(key)
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 8);
  return `${slug || "execution"}--${hash}`;
}
