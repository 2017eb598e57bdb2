import type { ArtifactClient, FindOptions } from "@actions/artifact";

export type { ArtifactClient };
/** Where to look for artifacts of another run or repository (needs `actions: read`). */
export type FindBy = NonNullable<FindOptions["findBy"]>;

/**
 * The client GitHub's runner env configures (ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, GITHUB_API_URL).
 * Loaded on first use: @actions/artifact and its Azure SDK are the largest part of the action.
 */
export async function defaultArtifactClient(): Promise<ArtifactClient> {
  const { DefaultArtifactClient } = await import("@actions/artifact");
  return new DefaultArtifactClient();
}
