// react-pdf lays out with yoga-layout, whose Emscripten loader embeds its WebAssembly as a
// base64 data: URL and first tries fetch() on it. The app's Content-Security-Policy allows
// connect-src 'self' only, so Chromium logged a CSP violation on every PDF before the loader fell
// back to decoding the same base64 itself. This plugin makes the loader take that fallback
// straight away (as it does where fetch is missing), so no data: URL is ever fetched and the
// policy stays as it is. The build fails if an upgrade of yoga-layout changes the code.
import type { Plugin } from 'vite';

const LOADER = /yoga-layout\/dist\/binaries\/yoga-wasm-base64-esm\.js$/;
/** `w`: Module.wasmBinary; without it, and with fetch, the loader fetches the data: URL. */
const FETCH_TEST = 'w||"function"!=typeof fetch?';

export function yogaWasmWithoutFetch(): Plugin {
  return {
    name: 'yoga-wasm-without-fetch',
    enforce: 'pre',
    transform(code, id) {
      if (!LOADER.test(id.split('?')[0]!)) return null;
      const at = code.indexOf(FETCH_TEST);
      if (at < 0 || code.indexOf(FETCH_TEST, at + 1) >= 0) {
        throw new Error(`yoga-wasm-without-fetch: expected '${FETCH_TEST}' once in ${id}; yoga-layout changed, update build/yoga-wasm-without-fetch.ts`);
      }
      return { code: code.replace(FETCH_TEST, 'true?'), map: null };
    },
  };
}
