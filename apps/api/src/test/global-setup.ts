import { testServerUrl } from './test-database.ts';

/** Says once, at the top of the run, which database the API tests use. */
export default function setup(): void {
  const serverUrl = testServerUrl();
  if (serverUrl === undefined) {
    console.log('API tests database: PGlite (in-memory)');
  } else {
    const url = new URL(serverUrl);
    console.log(`API tests database: PostgreSQL (${url.hostname}:${url.port || '5432'})`);
  }
}
