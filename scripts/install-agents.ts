// Installs the agent CLIs pinned for the e2e tests into the user cache, with the same code as the
// action's `install-agents` input, and prints their binaries as JSON on stdout. A verified
// install is reused. Usage: node scripts/install-agents.ts [agent...]  (default: all).
import { ensureAgent } from "../src/github/install-agents/install-agent.ts";
import { AGENT_PINS, type AgentName, agentsCacheRoot } from "../test/e2e/agents.ts";

const requested = process.argv.slice(2);
const names = (requested.length > 0 ? requested : Object.keys(AGENT_PINS)) as AgentName[];
const binaries: Record<string, string> = {};
for (const name of names) {
  const pin = AGENT_PINS[name];
  if (pin === undefined)
    throw new Error(`unknown agent ${name}; known: ${Object.keys(AGENT_PINS).join(", ")}`);
  const installed = await ensureAgent(pin, agentsCacheRoot(), (line) => process.stderr.write(`${line}\n`));
  process.stderr.write(
    `[install-agents] ${name}@${pin.version}: ${installed.source} (${installed.binary})\n`,
  );
  binaries[name] = installed.binary;
}
process.stdout.write(`${JSON.stringify(binaries)}\n`);
