// Vitest global setup of the server project: one local S3-compatible server for the run, so the
// storage tests run on the object store as well as on disk (test/s3-server.ts).
import type { TestProject } from 'vitest/node';
import { startLocalS3 } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local S3 server's URL; `localBucketEnv(inject('s3Endpoint'))` makes a bucket of one's own. */
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // The SDK warns on Node 20 that versions from 2027 will need Node 22: said in docs/decisions.md, not in
  // every test run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3 = await startLocalS3();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.close();
}
