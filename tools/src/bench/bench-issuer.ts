import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface BenchIssuer {
  issuer: string;
  jwksUrl: string;
  sign(subject: string, claims: JWTPayload, audience: string): Promise<string>;
  close(): Promise<void>;
}

/** A throwaway RS256 issuer on loopback whose JWKS the API verifies tokens against, as it would Auth0's. */
export async function startBenchIssuer(): Promise<BenchIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    issuer,
    jwksUrl: `${issuer}.well-known/jwks.json`,
    sign: (subject, claims, audience) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
