// The local S3-compatible server the tests and the two-process run start (@20minutes/s3rver, a
// maintained fork of s3rver): the part of its API they use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string }[];
  }
  interface S3Event {
    Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3Event) => void): this;
  }
}
