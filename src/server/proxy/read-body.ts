/** A request body read within its size limit, or why it could not be. @internal */
export type BodyReadResult =
  {ok: true; text: string} | {ok: false; reason: 'too-large' | 'invalid'};

/**
 * Reads a request body as UTF-8, counting bytes as they arrive and giving up (cancelling the
 * stream) as soon as the count passes `maxBytes`: an oversized body is never buffered whole.
 *
 * @internal
 */
export const readBoundedBody = async (
  request: Request,
  maxBytes: number,
): Promise<BodyReadResult> => {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return {ok: false, reason: 'too-large'};
  }
  if (request.body === null) return {ok: true, text: ''};
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return {ok: false, reason: 'too-large'};
      }
      chunks.push(value);
    }
  } catch {
    return {ok: false, reason: 'invalid'};
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    // Invalid UTF-8 would otherwise be silently replaced and forwarded as something else.
    return {ok: true, text: new TextDecoder('utf-8', {fatal: true}).decode(bytes)};
  } catch {
    return {ok: false, reason: 'invalid'};
  }
};
