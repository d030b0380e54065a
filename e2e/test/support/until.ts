// Polls a condition from the test side (the app's Content Security Policy forbids the string
// evaluation page.waitForFunction relies on).
export async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
