import { canonicalPageUrl, cleanQueryValue, pageQuery, QUERY_VALUE_MAX } from './query-params';

describe('query values a page reads (docs/hostile-input.md round two, finding 1)', () => {
  it.each([
    ['a NUL byte', 'a\u0000b', 'ab'],
    ['C0 and C1 controls and DEL', '\u0001x\u001fy\u007f\u0085z', 'xyz'],
    ['a right-to-left override', 'cv\u202efdp', 'cvfdp'],
    ['zero-width characters', '\u200bDPU\u200d\ufeff', 'DPU'],
    ['a lone surrogate', 'a\ud800b\udc00c', 'abc'],
    ['runs of white space', '  智能  网卡\t\n ', '智能 网卡'],
  ])('when a value holds %s, then it is removed', (_name, value, clean) => {
    expect(cleanQueryValue(value)).toBe(clean);
  });

  it('when a value is absent, then it is empty', () => {
    expect(cleanQueryValue(null)).toBe('');
    expect(cleanQueryValue(undefined)).toBe('');
  });

  it('when a value is too long, then it is cut at the bound, counted in characters', () => {
    expect(cleanQueryValue('x'.repeat(5000))).toHaveLength(QUERY_VALUE_MAX);
    expect([...cleanQueryValue('😀'.repeat(300), 10)]).toHaveLength(10);
  });

  it('when a valid pair of surrogates is sent, then it stays', () => {
    expect(cleanQueryValue('a😀b')).toBe('a😀b');
  });
});

describe('the one URL of a page (finding 8)', () => {
  it('when parameters are not declared, then they are left out; declared ones keep their order', () => {
    expect(pageQuery('b=1&q=x&a=2', ['a', 'q']).toString()).toBe('a=2&q=x');
    expect(canonicalPageUrl('/search?b=123&q=dpu', ['q'])).toBe('/search?q=dpu');
    expect(canonicalPageUrl('/about?b=123')).toBe('/about');
  });

  it('when a declared parameter is empty or only control characters, then it is left out', () => {
    expect(canonicalPageUrl('/search?q=%00', ['q'])).toBe('/search');
  });

  it('when the path has empty or dot segments or a trailing slash, then they are dropped', () => {
    expect(canonicalPageUrl('//about')).toBe('/about');
    expect(canonicalPageUrl('/./about/')).toBe('/about');
    expect(canonicalPageUrl('/x/../about')).toBe('/about');
    expect(canonicalPageUrl('///')).toBe('/');
  });
});
