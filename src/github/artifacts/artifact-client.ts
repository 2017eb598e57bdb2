import { type ArtifactClient, DefaultArtifactClient, type FindOptions } from "@actions/artifact";

export type { ArtifactClient };
/** Where to look for artifacts of another run or repository (needs `actions: read`). */
export type FindBy = NonNullable<FindOptions["findBy"]>;

/** The client GitHub's runner env configures (ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, GITHUB_API_URL). */
export function defaultArtifactClient(): ArtifactClient {
  return new DefaultArtifactClient();
}
