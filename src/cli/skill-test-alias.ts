/**
 * `skill-test [SKILL_DIR...] [options]`, the Claude Code Skill Test CLI as its users type it, is
 * `skill-eval run` with the seed's output: its `--format json` is our `skill-test-json`.
 */
export const SKILL_TEST_HELP = `Usage: skill-test [SKILL_DIR...] [options]

The Claude Code Skill Test command line, run by skill-eval: the same as
\`skill-eval run [SKILL_DIR...] --use-local-auth [options]\` (your own claude login, as the seed used),
except that --format json prints the seed's JSON shape.
Options: --iterations, --hook, --hook-path, --model, --timeout, --threshold, --strict, --lenient,
--format table|json, --filter, -v/--verbose, --no-color, -p/--parallel, --no-error-log.
Run \`skill-eval run --help\` for every option.
`;

export function skillTestArgv(argv: readonly string[]): string[] | "help" {
  if (argv.includes("--help") || argv.includes("-h")) return "help";
  const translated = argv.map((arg, index) => {
    if (arg === "--format=json") return "--format=skill-test-json";
    return arg === "json" && argv[index - 1] === "--format" ? "skill-test-json" : arg;
  });
  // The seed ran the user's own `claude` login: so does the alias, still with a private skills folder.
  const localAuth = translated.includes("--use-local-auth") ? [] : ["--use-local-auth"];
  return ["run", ...translated, ...localAuth];
}
