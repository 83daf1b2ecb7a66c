import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { loadContent } from '../load-content';
import { FIXTURE_CONTENT } from '../test-support';
import { ContentQueryError, createContentQuery } from './index';
import { chaoticBody, contentPath } from './test-support/chaos';
import { fuzzRuns } from '../../../test/fuzz';

// Whatever a client sends, the engine answers or refuses with a ContentQueryError
// (400/404); any other exception would be a 500 (docs/content-query.md part A §1).

const query = createContentQuery(loadContent(FIXTURE_CONTENT));

describe('content query engine fuzzing', () => {
  test('when any JSON body reaches the engine, then it answers or throws only ContentQueryError', () => {
    fc.assert(
      fc.property(contentPath, chaoticBody, (path, body) => {
        try {
          const result = query.run(path, body);
          assert.ok(result !== null && typeof result === 'object');
          JSON.stringify(result);
        } catch (error) {
          if (!(error instanceof ContentQueryError)) throw error;
          assert.ok(error.message.length > 0);
        }
      }),
      { numRuns: fuzzRuns(2000) },
    );
  });
});
