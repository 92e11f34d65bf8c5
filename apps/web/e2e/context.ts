// What the global setup hands to the journeys (vitest's provide/inject).

export type E2eContext =
  | { skip: string }
  | {
      skip?: undefined;
      /** The built server and web app, e.g. http://127.0.0.1:41234. */
      baseUrl: string;
      /** The server's DATA_DIR; mails are written to its outbox/ folder. */
      dataDir: string;
      chromiumPath: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
