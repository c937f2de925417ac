import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A local stand-in for the identity provider, for browser tests only: a button script with the
 * provider's browser API, its key set, and a token endpoint that signs with a key made at start.
 */
const port = Number(process.env.IDENTITY_PORT ?? 8182);
const clientId = process.env.IDENTITY_CLIENT_ID ?? 'e2e-client.apps.example';
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };

const SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  let options = null;
  window.google = { accounts: { id: {
    initialize(o) { options = o; },
    renderButton(element, o) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.dataset.theme = o.theme;
      button.dataset.size = o.size;
      button.dataset.locale = o.locale;
      button.onclick = async () => {
        const email = window.__identityEmail || '';
        const response = await fetch(origin + '/token?email=' + encodeURIComponent(email) + '&nonce=' + encodeURIComponent(options.nonce || ''));
        options.callback({ credential: (await response.json()).credential });
      };
      element.appendChild(button);
    },
    disableAutoSelect() { window.__autoSelectDisabled = true; },
  } } };
})();`;

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (url.pathname === '/gsi/client') {
    response.setHeader('content-type', 'application/javascript');
    return response.end(SCRIPT);
  }
  if (url.pathname === '/certs') {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify({ keys: [jwk] }));
  }
  if (url.pathname === '/token') {
    const credential = await new SignJWT({
      email: url.searchParams.get('email'),
      email_verified: true,
      nonce: url.searchParams.get('nonce'),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify({ credential }));
  }
  if (url.pathname === '/health') return response.end('ok');
  response.statusCode = 404;
  response.end();
}).listen(port, '127.0.0.1');
