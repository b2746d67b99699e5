// A local S3-compatible server for the tests, the two-process run and the bench: @20minutes/s3rver
// (pure JavaScript, from npm, nothing downloaded at run time), on a loopback port, keeping its
// objects in a temporary folder. Signatures are not compared (allowMismatchedSignatures): it
// computes the canonical path of bucket-level requests without the AWS SDK v3's trailing slash,
// which real services and the SDK agree on; the access key is still checked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from '@20minutes/s3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

export const LOCAL_S3_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  /** Every object removal the server has done: bucket/key. */
  removals: string[];
  close(): Promise<void>;
}

export async function startLocalS3(port = 0): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, allowMismatchedSignatures: true });
  const removals: string[] = [];
  server.on('event', (event) => {
    for (const r of event.Records)
      if (r.eventName === 'ObjectRemoved:Delete') removals.push(`${r.s3.bucket.name}/${r.s3.object.key}`);
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    removals,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The settings of a new, empty bucket on the local server (each test file or run its own). */
export async function localBucketEnv(
  endpoint: string,
  bucket = `parish-${randomBytes(5).toString('hex')}`,
): Promise<Record<string, string>> {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
    S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
