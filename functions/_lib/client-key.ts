/**
 * Identifies a client for rate limiting: the connecting IP as Cloudflare reports it
 * (CF-Connecting-IP), hashed so the database never holds addresses. Each endpoint
 * passes its own scope, so its limit counts only its own requests.
 */
export async function clientKey(request: Request, scope = 'feedback'): Promise<string> {
  const ip = request.headers.get('cf-connecting-ip')?.trim() || 'unknown';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${scope}:${ip}`));
  return [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
