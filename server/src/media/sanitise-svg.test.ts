import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectImageType } from './detect-image';
import { sanitiseSvg, SvgRefusedError } from './sanitise-svg';

const svg = (inner: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${rootAttributes}>${inner}</svg>`;
const ACTIVE = /脚本、事件属性/;
const refused = (source: string, message = ACTIVE) =>
  assert.throws(
    () => sanitiseSvg(source),
    (error: Error) => error instanceof SvgRefusedError && message.test(error.message),
    source,
  );

test('when an SVG holds script in any disguise, then it is refused saying why', () => {
  for (const source of [
    svg('<script>alert(1)</script>'),
    svg('<script xlink:href="https://evil.example/x.js"/>'),
    svg('<rect onload="alert(1)"/>'),
    svg('<rect ONCLICK="alert(1)"/>'),
    svg('', ' onload="alert(1)"'),
    svg('<a href="javascript:alert(1)"><text>x</text></a>'),
    svg('<a xlink:href=" java&#x09;script:alert(1)"><text>x</text></a>'),
    svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    svg('<set attributeName="href" to="javascript:alert(1)"/>'),
    svg('<animate attributeName="onbegin" values="alert(1)"/>'),
    svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'),
    svg('<rect style="fill:url(https://evil.example/x)"/>'),
    svg('<rect style="background:url(\\6a avascript:alert(1))"/>'),
    svg('<style>@import url(https://evil.example/x.css);</style>'),
    svg('<style>rect { fill: url("https://evil.example/p") }</style>'),
    svg('<use href="https://evil.example/sprite.svg#icon"/>'),
    svg('<rect fill="url(//evil.example/x)"/>'),
    `<!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
  ]) {
    refused(source);
  }
});

test('when a file is not an SVG document, then it is refused as not valid', () => {
  for (const source of ['<html><body/></html>', '<svg', svg('<g>'), '<svg>no namespace</svg>']) {
    refused(source, /不是有效的 SVG/);
  }
});

test('when an SVG is clean, then its drawing stays and editor clutter goes', () => {
  const source = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Generator: an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 10 10" sodipodi:docname="x.svg" data-name="Layer 1">
  <sodipodi:namedview><rect/></sodipodi:namedview>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <style>.a { fill: url(#g); }</style>
  <title>标志 &amp; 名称</title>
  <use xlink:href="#r"/>
  <rect id="r" class="a" fill="url(#g)" width="10" height="10"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <text x="1" y="5">a &lt; b</text>
</svg>`;
  const clean = sanitiseSvg(source);
  assert.equal(
    clean,
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n  \n' +
      '  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient></defs>\n' +
      '  <style>.a { fill: url(#g); }</style>\n' +
      '  <title>标志 &amp; 名称</title>\n' +
      '  <use xlink:href="#r"></use>\n' +
      '  <rect id="r" class="a" fill="url(#g)" width="10" height="10"></rect>\n' +
      '  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"></image>\n' +
      '  <text x="1" y="5">a &lt; b</text>\n</svg>',
  );
  // what comes out is itself accepted unchanged
  assert.equal(sanitiseSvg(clean), clean);
});

test('when bytes are sniffed, then the type comes from the content, not the name', () => {
  const type = (data: Buffer | string) => detectImageType(Buffer.from(data))?.contentType;
  assert.equal(type(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), 'image/jpeg');
  assert.equal(type(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])), 'image/png');
  assert.equal(type(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ')])), 'image/webp');
  assert.equal(
    type(`\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<!DOCTYPE svg>\n<svg xmlns="x">`),
    'image/svg+xml',
  );
  for (const other of ['GIF89a', '%PDF-1.4', '<html><svg>', 'RIFF\0\0\0\0WAVE', '<svgx>', '']) {
    assert.equal(type(other), undefined, other);
  }
});
