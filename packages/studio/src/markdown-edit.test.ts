import { image, link, prefixLines, wrap } from './markdown-edit';

describe('the Markdown toolbar edits', () => {
  it('when text is selected, then 加粗 wraps it and keeps it selected', () => {
    expect(wrap({ text: 'a word b', start: 2, end: 6 }, '**', 'x')).toEqual({
      text: 'a **word** b',
      start: 4,
      end: 8,
    });
  });
  it('when lines are selected, then 标题 and 列表 prefix each, a heading replacing an old one', () => {
    expect(prefixLines({ text: '# old\nnext', start: 2, end: 2 }, '## ').text).toBe('## old\nnext');
    expect(prefixLines({ text: 'one\ntwo', start: 0, end: 7 }, '- ').text).toBe('- one\n- two');
  });
  it('when a link is made, then the URL is selected to be typed over', () => {
    const edit = link({ text: 'see docs', start: 4, end: 8 });
    expect(edit.text).toBe('see [docs](https://)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('https://');
  });
  it('when an image of the library is inserted, then it is ![alt](media:ID) in a paragraph of its own', () => {
    expect(image({ text: 'before\nafter', start: 6, end: 6 }, 12, '芯片 [正面]').text).toBe(
      'before\n\n![芯片 正面](media:12)\n\nafter',
    );
    expect(image({ text: '', start: 0, end: 0 }, 3, 'x').text).toBe('![x](media:3)');
  });
});
