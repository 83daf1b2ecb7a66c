import { shouldLoadFromServer } from './full-load';

describe('an unknown path in a tab open across a deploy', () => {
  it('when the tab navigates to a path its table does not know, then the server is asked', () => {
    expect(shouldLoadFromServer('/joinus/new-page', false, '/')).toBe(true);
  });

  it('when the path is known, then the tab renders it itself', () => {
    expect(shouldLoadFromServer('/about', true, '/')).toBe(false);
  });

  it('when the unknown path is the one the document was loaded with, then it goes home (no loop)', () => {
    expect(shouldLoadFromServer('/nope', false, '/nope')).toBe(false);
  });

  it('when rendering on the server, then nothing is loaded', () => {
    expect(shouldLoadFromServer('/nope', false, null)).toBe(false);
  });
});
