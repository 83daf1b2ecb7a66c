import { remembering } from './html-sanitizer';

describe('the server sanitizer remembers its answers', () => {
  it('sanitises a string once and answers the same again', () => {
    const sanitize = jest.fn((html: string) => html.replace(/<script.*<\/script>/, ''));
    const remembered = remembering(sanitize);
    expect(remembered('a<script>x</script>')).toBe('a');
    expect(remembered('a<script>x</script>')).toBe('a');
    expect(sanitize).toHaveBeenCalledTimes(1);
  });

  it('forgets the oldest answer past its limit', () => {
    const sanitize = jest.fn((html: string) => html.toUpperCase());
    const remembered = remembering(sanitize, 2);
    remembered('a');
    remembered('b');
    remembered('c');
    remembered('a');
    expect(sanitize.mock.calls.map(([html]) => html)).toEqual(['a', 'b', 'c', 'a']);
    remembered('c');
    expect(sanitize).toHaveBeenCalledTimes(4);
  });
});
