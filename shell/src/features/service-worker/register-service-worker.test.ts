import { registerServiceWorker } from './register-service-worker';

function fakeContainer() {
  const register = jest.fn().mockResolvedValue({});
  return { container: { register } as unknown as ServiceWorkerContainer, register };
}

describe('service worker registration (docs/site.md §1)', () => {
  it("when the production page has loaded, then /sw.js is registered with scope '/'", () => {
    const { container, register } = fakeContainer();
    registerServiceWorker(container, true);
    // jsdom's document is complete already
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('when running a development build, then no worker is registered', () => {
    const { container, register } = fakeContainer();
    registerServiceWorker(container, false);
    expect(register).not.toHaveBeenCalled();
  });

  it('when the browser has no service workers, then nothing happens', () => {
    expect(() => registerServiceWorker(undefined, true)).not.toThrow();
  });
});
