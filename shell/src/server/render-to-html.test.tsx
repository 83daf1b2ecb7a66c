/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { lazy, Suspense, use, useId, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { renderToHtml } from './render-to-html';

// The server renders with React's Bun build (render-to-html.ts): its markup must be what
// react-dom/server (Node's build) writes for the same tree, the browser hydrates it.

function nodeRender(element: ReactElement, abortAfterMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: () => undefined,
    });
    setTimeout(() => stream.abort(new Error('render budget exceeded')), abortAfterMs).unref();
  });
}

const later = <T,>(value: T, ms = 5) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const answers = new Map<string, Promise<string>>();
const answerOf = (key: string) => {
  if (!answers.has(key)) answers.set(key, later(`答案 ${key} <&>`));
  return answers.get(key) as Promise<string>;
};

function Waits({ id }: { id: string }) {
  const text = use(answerOf(id));
  const label = useId();
  return (
    <p aria-labelledby={label} data-id={id}>
      {text}
    </p>
  );
}

const LazyPart = lazy(() => later({ default: () => <section className="lazy">懒加载</section> }));

function Page() {
  const id = useId();
  return (
    <div id={id} className="page" style={{ marginTop: 4, lineHeight: 1.5, WebkitLineClamp: 2 }}>
      <h1 title={'"quoted" & <tagged>'}>产品 & 方案 {'<b>'}</h1>
      {Array.from({ length: 300 }, (_, i) => (
        <a key={i} href={`/product/p${i}?a=${i}&b=中文`} className={i % 2 ? 'odd' : undefined}>
          链接 {i}
        </a>
      ))}
      <svg viewBox="0 0 10 10" aria-hidden>
        <path d="M0 0 L10 10" strokeWidth={2} fill="none" />
      </svg>
      <div dangerouslySetInnerHTML={{ __html: '<em>富文本</em> &amp; more' }} />
      <input type="checkbox" defaultChecked disabled />
      <textarea defaultValue="多行\n文本" />
      <Suspense fallback={<span>loading</span>}>
        <Waits id="a" />
        <LazyPart />
        <Suspense fallback="inner">
          <Waits id="b" />
        </Suspense>
      </Suspense>
      {'x'.repeat(5000)}
    </div>
  );
}

// development builds (as under jest) describe the error in the boundary, with its stack
const withoutErrorDetail = (html: string) => html.replace(/ data-(msg|stck|cstck)="[^"]*"/g, '');

function Never(): never {
  throw new Promise(() => undefined);
}

describe('renderToHtml (React on Node with the Bun stream config)', () => {
  it('writes the markup react-dom/server writes: elements, text, attributes, Suspense, lazy parts, ids', async () => {
    const expected = await nodeRender(<Page />);
    expect(expected).toContain('答案 a');
    expect(await renderToHtml(<Page />, Date.now() + 5000, () => undefined)).toBe(expected);
  });

  it('past the deadline, sends a waiting part as its fallback, as react-dom/server does', async () => {
    const tree = (
      <main>
        <Suspense fallback={<i>稍后</i>}>
          <Never />
        </Suspense>
      </main>
    );
    const errors: unknown[] = [];
    const html = await renderToHtml(tree, Date.now() + 30, (error) => errors.push(error));
    expect(withoutErrorDetail(html)).toBe(withoutErrorDetail(await nodeRender(tree, 30)));
    expect(html).toContain('稍后');
    expect(errors).toHaveLength(1);
  });
});
