// Reads an Accept-Encoding header (RFC 9110, section 12.5.3): which codings the client takes.

/** Whether the client accepts `coding` ('gzip', 'br'...), by name or through '*', with a q above 0. */
export function acceptsEncoding(header: string | string[] | undefined, coding: string): boolean {
  const wanted = coding.toLowerCase();
  let wildcard: number | undefined;
  for (const entry of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const weight = Number.isFinite(q) ? q : 0;
    if (name === wanted || (wanted === 'gzip' && name === 'x-gzip')) return weight > 0;
    if (name === '*') wildcard = weight;
  }
  return wildcard !== undefined && wildcard > 0;
}
