import net from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no client tidies it. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** One HTTP/1.1 request written byte for byte on a socket, as an attacker's tool would send it. */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const body = request.body ?? '';
  const headers = {
    Host: `127.0.0.1:${port}`,
    Connection: 'close',
    ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [`${request.method} ${request.target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return rawExchange(port, `${head.join('\r\n')}\r\n\r\n${body}`);
}

/** Writes the bytes as they are and reads the answer until the server closes the connection. */
export function rawExchange(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(bytes);
  });
}
