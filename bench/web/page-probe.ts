/**
 * Timing probes installed in the page before any script of the app runs (addInitScript):
 * the moment the Summary's 'Account Level' heading enters the DOM and the frame after it,
 * long tasks, the moment a file is chosen in a file input, the bulk and search-terms task ids the
 * upload answered and when (read from the page's own XMLHttpRequest: DevTools may drop response bodies of big uploads),
 * the last click, and window.__bench helpers that time an action in the page's own clock (click,
 * wait for the DOM change, wait for the next frame) and scroll with requestAnimationFrame.
 * Plain JavaScript in a string: functions handed to page.evaluate from TypeScript can carry
 * transpiler helpers that do not exist in the page.
 */
export const PAGE_PROBE = String.raw`(() => {
  const marks = { heading: null, headingFrame: null, longTasks: [], bulkTaskId: null, searchTermsTaskId: null, uploadStatus: null, uploadAnswered: null, fileChosen: null, lastClick: null, seen: {} };
  window.__benchMarks = marks;
  try { performance.setResourceTimingBufferSize(100000); } catch (e) {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) marks.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}

  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__benchUpload = String(method).toUpperCase() === 'POST' && String(url).includes('/api/bulk/upload');
    return open.apply(this, arguments);
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function () {
    if (this.__benchUpload) {
      this.addEventListener('load', () => {
        try {
          const body = typeof this.response === 'string' ? JSON.parse(this.response) : this.response;
          marks.bulkTaskId = (body && body.bulk_task_id) || null;
          marks.searchTermsTaskId = (body && body.search_terms_task_id) || null;
          marks.uploadStatus = this.status;
        } catch (e) { marks.uploadStatus = this.status; }
        marks.uploadAnswered = performance.now();
      });
    }
    return send.apply(this, arguments);
  };

  // Capture phase: before any handler of the app sees the event.
  const chosen = (event) => {
    if (marks.fileChosen === null && event.target && event.target.type === 'file') marks.fileChosen = performance.now();
  };
  document.addEventListener('input', chosen, true);
  document.addEventListener('change', chosen, true);
  document.addEventListener('click', () => { marks.lastClick = performance.now(); }, true);

  const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

  new MutationObserver(() => {
    if (marks.heading !== null) return;
    for (const el of document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]')) {
      if (el.textContent.trim() === 'Account Level') {
        marks.heading = performance.now();
        afterNextFrame().then((t) => { marks.headingFrame = t; });
        return;
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });

  /** Runs action, then resolves with the ms until changed() holds and the next frame is drawn. */
  function timeUntil(action, changed, timeoutMs) {
    return new Promise((resolve, reject) => {
      const t0 = performance.now();
      let done = false;
      const observer = new MutationObserver(check);
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no change within ' + timeoutMs + ' ms')); }, timeoutMs);
      function check() {
        if (done || !changed()) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        afterNextFrame().then((t) => resolve(t - t0));
      }
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      action();
      check();
    });
  }

  const marked = (name) => {
    const el = document.querySelector('[data-bench="' + name + '"]');
    if (!el) throw new Error('no element marked ' + name);
    return el;
  };

  window.__bench = {
    /** Records in marks.seen[name] when an element matching selector is first in the DOM and shown, and the frame after. */
    watch(name, selector) {
      marks.seen[name] = null;
      const shown = () => {
        const el = document.querySelector(selector);
        return el !== null && el.getClientRects().length > 0;
      };
      const check = () => {
        if (marks.seen[name] !== null || !shown()) return false;
        const seen = { inDom: performance.now(), painted: null };
        marks.seen[name] = seen;
        afterNextFrame().then((t) => { seen.painted = t; });
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    },
    /** Clicks the marked button; ms until the marked text element reads differently. */
    clickUntilTextChanges(buttonName, textName, timeoutMs) {
      const before = marked(textName).textContent;
      return timeUntil(() => marked(buttonName).click(), () => marked(textName).textContent !== before, timeoutMs);
    },
    /** Clicks the first button inside the marked element; ms until its attribute changes. */
    clickUntilAttributeChanges(name, attribute, timeoutMs) {
      const element = marked(name);
      const before = element.getAttribute(attribute);
      const button = element.querySelector('button, [role="button"]') || element;
      return timeUntil(() => button.click(), () => marked(name).getAttribute(attribute) !== before, timeoutMs);
    },
    /** Scrolls the marked box by step px a frame for frames frames (back to the top at the end); frame-to-frame ms. */
    async scrollFrames(name, frames, step) {
      const box = marked(name);
      box.scrollTop = 0;
      await afterNextFrame();
      const deltas = [];
      let last = await new Promise((resolve) => requestAnimationFrame(resolve));
      for (let i = 0; i < frames; i++) {
        box.scrollTop = box.scrollTop + step >= box.scrollHeight - box.clientHeight ? 0 : box.scrollTop + step;
        const now = await new Promise((resolve) => requestAnimationFrame(resolve));
        deltas.push(now - last);
        last = now;
      }
      return { deltas, scrollHeight: box.scrollHeight, clientHeight: box.clientHeight };
    },
    /**
     * Time to interactive after from (page clock): the end of the last long task before a
     * quiet window of quietMs with none (the definition Lighthouse uses, from a given start).
     */
    interactiveAfter(from, quietMs) {
      let at = from;
      for (const task of [...marks.longTasks].sort((a, b) => a.start - b.start)) {
        if (task.end <= at) continue;
        if (task.start - at >= quietMs) break;
        at = task.end;
      }
      return at;
    },
  };
})();`;
