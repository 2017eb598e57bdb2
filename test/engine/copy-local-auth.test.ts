import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyLocalAuth } from "../../src/engine/copy-local-auth.ts";

function home(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "local-auth-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

// Issue 13: "Locally, the CLI reuses the user's existing login when asked (`--use-local-auth`),
// still with a private skills folder."
describe("copyLocalAuth", () => {
  it("copies Gemini's Google login, owner-only, and makes our settings select it", () => {
    const user = home({
      ".gemini/oauth_creds.json": '{"refresh_token":"r"}',
      ".gemini/google_accounts.json": '{"active":"me@example.com"}',
      ".gemini/settings.json": '{"theme":"dark"}',
      ".gemini/skills/mine/SKILL.md": "---\nname: mine\n---\n",
    });
    const ours = home({
      ".gemini/settings.json":
        '{"security":{"auth":{"selectedType":"gemini-api-key"}},"telemetry":{"enabled":false}}',
    });
    const copied = copyLocalAuth("gemini-cli", user, ours, { env: {} });
    expect(copied).toEqual([".gemini/oauth_creds.json", ".gemini/google_accounts.json"]);
    expect(statSync(join(ours, ".gemini/oauth_creds.json")).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(ours, ".gemini/settings.json"), "utf8"))).toEqual({
      security: { auth: { selectedType: "oauth-personal" } },
      telemetry: { enabled: false },
    });
  });

  it("leaves the API key selected when the runner has a Gemini key anyway", () => {
    const user = home({ ".gemini/oauth_creds.json": "{}" });
    const settings = '{"security":{"auth":{"selectedType":"gemini-api-key"}}}';
    const ours = home({ ".gemini/settings.json": settings });
    copyLocalAuth("gemini-cli", user, ours, { env: { GEMINI_API_KEY: "k" } });
    expect(readFileSync(join(ours, ".gemini/settings.json"), "utf8")).toBe(settings);
  });

  it("copies nothing for an agent without known login files, or a user who has none", () => {
    expect(
      copyLocalAuth("opencode", home({ ".local/share/opencode/auth.json": "{}" }), home({}), { env: {} }),
    ).toEqual([]);
    expect(copyLocalAuth("claude-code", home({}), home({}), { env: {} })).toEqual([]);
  });
});
