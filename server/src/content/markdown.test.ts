import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ContentNode } from '@dpu/contracts';
import { markdownToBody } from './markdown';

// The Markdown the studio's editor writes: an image of the media library is ![alt](media:ID).

const element = (node: ContentNode | undefined) => {
  assert.ok(node && node.type === 'element');
  return node;
};

describe('Markdown bodies', () => {
  test('when an image of the media library is written, then it renders as a <picture> of AVIF and WebP sizes with its alt text', () => {
    const body = markdownToBody('Before\n\n![K2 芯片正面](media:12)\n');
    const paragraph = element(body.children[1]);
    const picture = element(paragraph.children[0]);
    assert.equal(picture.tag, 'picture');
    const [avif, webp, img] = picture.children.map(element);
    assert.equal(avif!.tag, 'source');
    assert.equal(avif!.props.type, 'image/avif');
    assert.match(String(avif!.props.srcSet), /^\/api\/media\/12\/w320\.avif 320w, /);
    assert.equal(webp!.props.type, 'image/webp');
    assert.match(String(webp!.props.sizes), /800px/);
    assert.equal(img!.tag, 'img');
    assert.equal(img!.props.alt, 'K2 芯片正面');
    assert.equal(img!.props.src, '/api/media/12/w960.webp');
  });

  test('when an image is a site path, then it stays a plain <img>', () => {
    const img = element(element(markdownToBody('![图](/data/file/a.png)').children[0]).children[0]);
    assert.equal(img.tag, 'img');
    assert.equal(img.props.src, '/data/file/a.png');
  });

  test('when media: is not followed by an id, then it is not taken for the library', () => {
    const img = element(element(markdownToBody('![图](media:abc)').children[0]).children[0]);
    assert.equal(img.tag, 'img');
  });
});
