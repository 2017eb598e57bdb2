/**
 * An `npm` first on PATH that installs a stub agent CLI instead of reaching the registry, laid out
 * as npm lays out a package: the package folder, and a `node_modules/.bin` symlink to its binary,
 * which answers `--version` with the requested version. Each call is recorded.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface FakeNpm {
  /** Put first on PATH. */
  binDir: string;
  /** The argument lists npm was called with, in order. */
  calls(): string[];
}

/** `bin` is the name the stub gets in node_modules/.bin, `versionLine` what `--version` prints (`%s` = version). */
export function installFakeNpm(bin: string, versionLine: string): FakeNpm {
  const binDir = mkdtempSync(join(tmpdir(), "skill-eval-fake-npm-"));
  const log = join(binDir, "calls.log");
  const script = `#!/bin/sh
echo "$*" >> '${log}'
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="$2"; shift ;;
    *@*) spec="$1" ;;
  esac
  shift
done
version="\${spec##*@}"
package="$prefix/node_modules/fake-agent"
mkdir -p "$package" "$prefix/node_modules/.bin"
printf '#!/bin/sh\\necho "${versionLine}"\\n' "$version" > "$package/cli.sh"
chmod +x "$package/cli.sh"
ln -sf ../fake-agent/cli.sh "$prefix/node_modules/.bin/${bin}"
`;
  writeFileSync(join(binDir, "npm"), script);
  chmodSync(join(binDir, "npm"), 0o755);
  return {
    binDir,
    calls: () => (existsSync(log) ? readFileSync(log, "utf8").trim().split("\n").filter(Boolean) : []),
  };
}
