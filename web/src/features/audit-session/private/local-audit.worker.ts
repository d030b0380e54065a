// The local audit's worker: the session (local-audit-session.ts) off the page's thread, for as
// long as the page keeps the audit on screen. Its parts are inflated on a worker of its own.
import type { LocalAuditAnswer, LocalAuditRequest } from './local-audit-messages';
import { LocalAuditSession } from './local-audit-session';
import { inflaterOnItsOwnThread } from './inflate-thread';

const session = new LocalAuditSession((answer: LocalAuditAnswer) => self.postMessage(answer), inflaterOnItsOwnThread());

self.onmessage = (event: MessageEvent<LocalAuditRequest>) => {
  void session.handle(event.data);
};
