import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

// An uploaded SVG is parsed as strict XML (saxes: no DTD processing, no entity expansion
// beyond XML's five) and written out again from an allow-list, so what we store and serve
// is only what we understood. What an author may have meant as active content is refused
// with a message saying so (the studio shows it beside the file field); what is merely
// editor clutter (comments, Inkscape and Sodipodi metadata) is dropped.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Why an SVG is refused, as the editor reads it. */
export class SvgRefusedError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'SvgRefusedError';
  }
}

const ACTIVE = 'SVG 图片不能包含脚本、事件属性（如 onload）或外部引用';
const MALFORMED = '不是有效的 SVG 图片';

const ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc path rect circle ellipse line polyline polygon text ' +
    'tspan textPath image clipPath mask pattern marker linearGradient radialGradient stop ' +
    'filter style switch view a animate animateTransform animateMotion set mpath ' +
    'feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix ' +
    'feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA ' +
    'feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology ' +
    'feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence'
  ).split(' '),
);
/** Elements whose only purpose is to run or embed foreign content. */
const REFUSED_ELEMENTS = new Set(['script', 'foreignObject', 'iframe', 'embed', 'object']);
/** Embedded bitmaps are fine; anything else a URL could load is not. */
const SAFE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const ATTRIBUTE_NAME = /^[a-zA-Z][\w.:-]*$/;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** CSS (a style attribute or element, or a presentation attribute): only local url(#…). */
function checkCss(value: string): void {
  // CSS escapes (\6a avascript) and comments could hide a word from the checks below
  const plain = value.replace(/\\[0-9a-f]{1,6}\s?|\\|\/\*[\s\S]*?\*\//gi, '?').toLowerCase();
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/.test(plain)) {
    throw new SvgRefusedError(ACTIVE);
  }
  for (const match of plain.matchAll(/url\s*\(\s*(['"]?)([^'")]*)/g)) {
    if (!match[2]!.trim().startsWith('#')) throw new SvgRefusedError(ACTIVE);
  }
}

function checkReference(element: string, value: string): void {
  const target = value.trim();
  if (target.startsWith('#')) return;
  if ((element === 'image' || element === 'feImage') && SAFE_DATA_URL.test(target)) return;
  throw new SvgRefusedError(ACTIVE);
}

/** The attributes kept, written out; throws on anything active. */
function attributesOf(tag: SaxesTagNS): string {
  let out = '';
  for (const attribute of Object.values(tag.attributes) as SaxesAttributeNS[]) {
    const { local, uri, value, prefix, name } = attribute;
    if (name === 'xmlns' || prefix === 'xmlns') continue;
    if (/^on/i.test(local)) throw new SvgRefusedError(ACTIVE);
    if (local === 'href' && (uri === '' || uri === XLINK_NS)) {
      checkReference(tag.local, value);
      out += ` ${uri === XLINK_NS ? 'xlink:href' : 'href'}="${escapeAttribute(value)}"`;
      continue;
    }
    // an animation may set an attribute to a URL or a script
    if (local === 'attributeName' && /href|^on/i.test(value)) throw new SvgRefusedError(ACTIVE);
    // browsers skip whitespace and control characters inside a URL's scheme
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    if (/javascript:|vbscript:|data:text/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) {
      throw new SvgRefusedError(ACTIVE);
    }
    if (uri === XML_NS && local === 'space') {
      out += ` xml:space="${escapeAttribute(value)}"`;
      continue;
    }
    // editors' own attributes (inkscape:label, sodipodi:docname, data-*) mean nothing here
    if (uri !== '' || !ATTRIBUTE_NAME.test(name) || /^data-/i.test(name)) continue;
    if (local === 'style' || value.includes('url(')) checkCss(value);
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/** The SVG rebuilt from what is allowed; SvgRefusedError says why it cannot be. */
export function sanitiseSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true, additionalNamespaces: { xlink: XLINK_NS } });
  const parts: string[] = [];
  const open: { keep: boolean; style: boolean }[] = [];
  let dropping = 0;
  let sawRoot = false;
  let failure: Error | undefined;

  parser.on('doctype', (doctype) => {
    // an internal subset declares entities: the classic way to blow up or reach out
    if (doctype.includes('[')) throw new SvgRefusedError(ACTIVE);
  });
  parser.on('opentag', (tag) => {
    if (!sawRoot && (tag.local !== 'svg' || tag.uri !== SVG_NS)) {
      throw new SvgRefusedError(MALFORMED);
    }
    sawRoot = true;
    if (tag.uri === SVG_NS && REFUSED_ELEMENTS.has(tag.local)) throw new SvgRefusedError(ACTIVE);
    if (tag.uri === '' && REFUSED_ELEMENTS.has(tag.local)) throw new SvgRefusedError(ACTIVE);
    const keep = dropping === 0 && tag.uri === SVG_NS && ELEMENTS.has(tag.local);
    if (!keep) dropping++;
    open.push({ keep, style: tag.local === 'style' });
    if (!keep) return;
    const namespaces = open.length === 1 ? ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"` : '';
    parts.push(`<${tag.local}${namespaces}${attributesOf(tag)}>`);
  });
  parser.on('closetag', (tag) => {
    const element = open.pop()!;
    if (!element.keep) dropping--;
    else parts.push(`</${tag.local}>`);
  });
  const onText = (text: string) => {
    if (dropping > 0 || open.length === 0) return;
    if (open.at(-1)!.style) checkCss(text);
    parts.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (error) => {
    failure ??= error;
  });

  try {
    parser.write(source.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    if (error instanceof SvgRefusedError) throw error;
    throw new SvgRefusedError(MALFORMED);
  }
  if (failure || !sawRoot) throw new SvgRefusedError(MALFORMED);
  return parts.join('');
}
