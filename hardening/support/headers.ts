/** The headers every answer must carry (helmet's, plugins/security.ts); lists what is missing. */
export function missingSecurityHeaders(headers: Record<string, string | string[] | number | undefined>): string[] {
  const get = (name: string) => String(headers[name] ?? '');
  const missing: string[] = [];
  const csp = get('content-security-policy');
  if (!csp) missing.push('content-security-policy');
  if (!/frame-ancestors '(none|self)'/.test(csp) && !/^(DENY|SAMEORIGIN)$/i.test(get('x-frame-options'))) {
    missing.push('frame-ancestors or x-frame-options');
  }
  const hsts = /max-age=(\d+)/.exec(get('strict-transport-security'));
  if (!hsts || Number(hsts[1]) < 15_552_000) missing.push('strict-transport-security (≥ 180 days)');
  if (get('x-content-type-options') !== 'nosniff') missing.push('x-content-type-options: nosniff');
  if (!get('referrer-policy')) missing.push('referrer-policy');
  return missing;
}
