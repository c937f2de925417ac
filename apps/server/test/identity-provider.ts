import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const TEST_CLIENT_ID = 'portal-test-client.apps.example';

/** A stand-in identity provider: a key generated on the spot and its key set served on loopback. */
export async function startIdentityProvider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;

  async function sign(
    claims: JWTPayload,
    options: {
      key?: 'right' | 'other';
      expiresIn?: string | number;
      issuedAt?: number;
      issuer?: string;
      audience?: string;
    } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? TEST_CLIENT_ID)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key === 'other' ? other.privateKey : privateKey);
  }

  return { jwksUrl, sign, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
