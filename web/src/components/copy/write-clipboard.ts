import type { ClipboardContent } from '@ads-auditor/audit';

/**
 * Puts text and HTML on the clipboard; where rich clipboard items are not available (older
 * browsers, insecure origins) it falls back to plain text.
 */
export async function writeClipboard(content: { text: string; html?: string }): Promise<void> {
  const clipboard = navigator.clipboard;
  if (content.html && clipboard && typeof clipboard.write === 'function' && typeof ClipboardItem !== 'undefined') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([content.text], { type: 'text/plain' }),
          'text/html': new Blob([content.html], { type: 'text/html' }),
        }),
      ]);
      return;
    } catch {
      // Fall through to plain text.
    }
  }
  await clipboard.writeText(content.text);
}

export type { ClipboardContent };
