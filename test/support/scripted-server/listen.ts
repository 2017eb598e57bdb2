/** Starting an HTTP server on 127.0.0.1 and closing it again. */
import type { Server } from "node:http";

export interface Listening {
  /** e.g. "http://127.0.0.1:41234". */
  url: string;
  port: number;
  /** Closes the server and drops open connections; idempotent. */
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (`port` 0 = an ephemeral one); resolves once it listens. */
export async function listenOnLoopback(server: Server, port = 0): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("server has no TCP address");
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
