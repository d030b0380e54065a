// The local audit's worker: the session (local-audit-session.ts) off the page's thread, for as
// long as the page keeps the audit on screen.
import type { LocalAuditAnswer, LocalAuditRequest } from './local-audit-messages';
import { LocalAuditSession } from './local-audit-session';

const session = new LocalAuditSession((answer: LocalAuditAnswer) => self.postMessage(answer));

self.onmessage = (event: MessageEvent<LocalAuditRequest>) => {
  void session.handle(event.data);
};
