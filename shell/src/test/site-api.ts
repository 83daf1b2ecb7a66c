import {
  fakeSiteApi,
  ok,
  readContent,
  readContentDoc,
  routesHandler,
  type FakeHandler,
  type FakeRoutes,
} from '@dpu/test-utils';

// The shell's view of the API in tests: the real navigation and site content, tracking
// answered '200', the rest from the test's routes (or handler) or the server's 404.

const SHELL_CONTENT = [readContentDoc('/navigation'), readContentDoc('/site')];

/** One YAML file of content/ by name, e.g. readContentYaml('navigation'). */
export function readContentYaml(name: string): unknown {
  return readContent(`${name}.yaml`);
}

export function fakeShellApi(answer: FakeHandler | FakeRoutes = {}) {
  const own = typeof answer === 'function' ? answer : routesHandler(answer);
  return fakeSiteApi({
    content: SHELL_CONTENT,
    routes: async (request) =>
      (await own(request)) ?? (request.url === '/trackware/front' ? ok() : undefined),
  });
}
