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
      /** An article page on loopback that the server may preview. */
      articleUrl: string;
      /** Why translation cannot be shown here (no Apertium APY), or undefined when it can. */
      translationSkip: string | undefined;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}
