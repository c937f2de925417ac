/** Below this many characters of JSON a gzip body saves too little to be worth the work. */
export const GZIP_MIN_LENGTH = 1024;

export interface EncodedBody {
  body: string | Uint8Array<ArrayBuffer>;
  /** `gzip` when the body is compressed; undefined for the plain JSON text. */
  encoding?: 'gzip';
}

/**
 * JSON text as a request body, gzipped with the browser's CompressionStream where it has one (every
 * current browser); where it has none, or the text is short, or compressing fails, the plain text.
 */
export async function gzipJsonBody(json: string): Promise<EncodedBody> {
  if (json.length < GZIP_MIN_LENGTH || typeof CompressionStream === 'undefined') return { body: json };
  try {
    const gzip = new Blob([json]).stream().pipeThrough(new CompressionStream('gzip'));
    return { body: new Uint8Array(await new Response(gzip).arrayBuffer()), encoding: 'gzip' };
  } catch {
    return { body: json };
  }
}
