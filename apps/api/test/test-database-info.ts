/** What the global setup hands every test file (through vitest's provide/inject). */
export type TestDatabaseInfo =
  { kind: 'pglite'; snapshotPath: string } | { kind: 'pg'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** The same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
