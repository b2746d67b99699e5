// A software passkey for the API tests (docs/product.md "Passkeys"): an ES256 key pair that answers
// WebAuthn's registration with a 'none' attestation and signs authentications as a phone would.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftPasskey {
  id: string;
  /** The answer to registration options (`options.challenge`), as @simplewebauthn/browser sends it. */
  register(challenge: string, origin: string): Record<string, unknown>;
  /** The answer to authentication options. */
  authenticate(challenge: string, origin: string): Record<string, unknown>;
}

export function softPasskey(rpID: string): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credId = randomBytes(16);
  const id = b64url(credId);
  let counter = 0;
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ]);
  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id,
    register(challenge, origin) {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(credId.length);
      const attested = Buffer.concat([Buffer.alloc(16), len, credId, Buffer.from(isoCBOR.encode(cose))]);
      // Flags: user present, user verified, attested credential data.
      const data = authData(0x45, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(data)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    authenticate(challenge, origin) {
      counter += 1;
      const data = authData(0x05);
      const client = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey as KeyObject);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
