import type { ReactElement } from 'react';
// React's build for Bun, run here on Node: the same renderer (ReactFizzConfigDOM, the same
// markup) with a stream config that hands every chunk on as the string it is. Node's build
// encodes each of a page's ~20,000 small chunks into a byte view as it goes (a view and an
// encodeInto call per chunk), and the page was then decoded back into one string: an eighth
// of an uncached render's CPU (issue 25). This one calls nothing of Bun's: the pipeable
// stream needs of its destination only write, end and on (render-to-html.test.ts holds its
// markup to react-dom/server's).
import { renderToPipeableStream } from 'react-dom/server.bun';

/** What the renderer writes to: each chunk kept, the page joined once at the end. */
interface StringSink {
  write(chunk: string): boolean;
  end(): void;
  on(event: string, listener: () => void): StringSink;
}

function stringSink(done: (html: string) => void): StringSink {
  const chunks: string[] = [];
  const sink: StringSink = {
    write(chunk) {
      chunks.push(chunk);
      return true;
    },
    end: () => done(chunks.join('')),
    // nothing to drain, nothing closes early: the page is kept in memory
    on: () => sink,
  };
  return sink;
}

/**
 * The whole page at once: nothing streams in later, so no inline script is needed (the CSP
 * forbids it) and the head can carry what the page reported while rendering. Past the
 * deadline, parts still waiting are sent as their fallbacks for the browser.
 */
export function renderToHtml(
  element: ReactElement,
  deadline: number,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // the pipe's type names a Node stream; the renderer uses only what StringSink has
      onAllReady: () => stream.pipe(stringSink(resolve) as unknown as NodeJS.WritableStream),
      // never outline a large part into a later chunk revealed by inline script
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError,
    });
    const budget = Math.max(0, deadline - Date.now());
    setTimeout(() => stream.abort(new Error('render budget exceeded')), budget).unref();
  });
}
