// Timestamps are ISO-8601 UTC strings everywhere (see db/tables/accounts.ts).
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number, from: Date = new Date()): string => new Date(from.getTime() + ms).toISOString();
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** 'YYYY-MM-DD HH:MM:SS' (UTC), as the notes API shows a note's time. */
export const noteTimeOf = (iso: string): string => iso.slice(0, 19).replace('T', ' ');
