import { vi } from 'vitest';

/**
 * Replaces XMLHttpRequest (the uploads use it for progress) with one that answers every
 * request with `status`, the JSON `body` and `headers`, after `delayMs`. Returns the sent bodies.
 */
export function stubXhr(status: number, body: unknown, delayMs = 0, headers: Record<string, string> = {}) {
  const sent: FormData[] = [];
  class AnsweringXhr {
    status = 0;
    statusText = '';
    response: unknown = null;
    responseType = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    getResponseHeader(name: string) {
      return Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      setTimeout(() => {
        this.status = status;
        this.response = body;
        this.onload?.();
      }, delayMs);
    }
  }
  vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
  return { sent };
}
