// The local S3-compatible server as a process of its own (the bench's object store), so serving
// it costs the bench's load generator nothing. Prints the endpoint and a new bucket's settings.
//   node --import tsx apps/server/bench/local-s3.ts
import { localBucketEnv, startLocalS3 } from '../src/test/s3-server.ts';

const s3 = await startLocalS3();
process.send?.(await localBucketEnv(s3.endpoint));
process.on('SIGTERM', () => void s3.close().then(() => process.exit(0)));
