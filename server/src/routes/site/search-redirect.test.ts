import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canonicalSearchLocation } from './search-redirect';

describe('search page: one canonical parameter', () => {
  test('when keyword= is given, then the answer names the same search with q=', () => {
    assert.equal(canonicalSearchLocation('/search?keyword=DPU'), '/search?q=DPU');
    assert.equal(
      canonicalSearchLocation('/search?keyword=%E6%99%BA%E8%83%BD&type=news&page=2'),
      '/search?q=%E6%99%BA%E8%83%BD&type=news&page=2',
    );
  });

  test('when keyword= holds only control characters, then it goes to the empty search page', () => {
    assert.equal(canonicalSearchLocation('/search?keyword=%00%01'), '/search');
  });

  test('when q= is given or the page is another, then nothing is redirected', () => {
    assert.equal(canonicalSearchLocation('/search?q=DPU&keyword=x'), undefined);
    assert.equal(canonicalSearchLocation('/search?q=DPU'), undefined);
    assert.equal(canonicalSearchLocation('/product?keyword=DPU'), undefined);
  });
});
