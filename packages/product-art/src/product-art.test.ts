import {
  describeHardware,
  ogCardSvg,
  portraitSvg,
  productArt,
  readHardware,
  readPortrait,
  toSvgString,
  wrapTitle,
  type SvgNode,
} from './index';

function find(node: SvgNode | string, test: (n: SvgNode) => boolean): SvgNode[] {
  if (typeof node === 'string') return [];
  return [...(test(node) ? [node] : []), ...node.children.flatMap((child) => find(child, test))];
}

const CARD = {
  kind: 'card',
  formFactor: 'HHHL',
  ports: { count: 2, type: 'QSFP28' },
  heatsink: 'passive',
  chip: 'K2-Pro',
};

describe('product drawings from hardware facts', () => {
  it('when a card states its ports, then the drawing has that many cages and the chip on its label', () => {
    const hardware = readHardware({ ...CARD, ports: { count: 4, type: 'SFP28' } });
    const svg = toSvgString(productArt(hardware!, 'TEST-1'));
    expect(svg.match(/<circle[^>]*#35D07F/g)).toHaveLength(4);
    expect(svg).toContain('>K2-Pro</text>');
    expect(svg).toContain('>TEST-1</text>');
  });

  it('when the heatsink is active, then a fan is drawn; passive, none', () => {
    const fanBlades = (heatsink: string) =>
      find(productArt(readHardware({ ...CARD, heatsink })!, 'x'), (n) =>
        String(n.attrs.transform ?? '').startsWith('rotate('),
      ).length;
    expect(fanBlades('active')).toBe(7);
    expect(fanBlades('passive')).toBe(0);
  });

  it('when the card is full height, then the board is taller than a half-height one', () => {
    const boardHeight = (formFactor: string) => {
      const art = productArt(readHardware({ ...CARD, formFactor })!, 'x');
      const board = find(art, (n) => n.tag === 'rect' && n.attrs.fill === '#0F2D47')[0];
      return Number(board?.attrs.height);
    };
    expect(boardHeight('FHHL')).toBeGreaterThan(boardHeight('HHHL') * 1.5);
  });

  it('when every drawing is made, then nothing leaves the 480 × 300 frame', () => {
    const kinds = [
      { ...CARD, formFactor: 'FHHL', ports: { count: 4, type: 'QSFP28' }, heatsink: 'active' },
      { kind: 'chip', chip: 'K2-Pro', marking: 'XT' },
      { kind: 'platform', layers: ['a', 'b', 'c', 'd', 'e'] },
      { kind: 'ipcore', block: 'TCP' },
    ];
    for (const raw of kinds) {
      const rects = find(productArt(readHardware(raw)!, 'x'), (n) => n.tag === 'rect');
      for (const rect of rects) {
        const x = Number(rect.attrs.x ?? 0);
        const y = Number(rect.attrs.y ?? 0);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + Number(rect.attrs.width ?? 0)).toBeLessThanOrEqual(480);
        expect(y + Number(rect.attrs.height ?? 0)).toBeLessThanOrEqual(300);
      }
    }
  });

  it('when content is wrong or missing, then the drawing falls back instead of failing', () => {
    expect(readHardware(undefined)).toBeUndefined();
    expect(readHardware({ kind: 'spaceship' })).toBeUndefined();
    const card = readHardware({ kind: 'card', ports: { count: 99, type: 'X' }, formFactor: 1 });
    expect(card).toMatchObject({ formFactor: 'HHHL', ports: { count: 4, type: 'QSFP28' } });
    expect(describeHardware(card!, 'P')).toContain('4 个 QSFP28 端口');
  });

  it('when text holds markup, then the SVG text escapes it', () => {
    const svg = toSvgString(productArt(readHardware(CARD)!, '<script>"x"</script>'));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&quot;x&quot;');
  });
});

describe('portraits', () => {
  it('when facts are given, then they are used; missing ones come from the slug, stably', () => {
    expect(readPortrait({ hair: 'bun', glasses: false }, 'a')).toMatchObject({
      hair: 'bun',
      glasses: false,
    });
    expect(readPortrait({}, 'someone')).toEqual(readPortrait({}, 'someone'));
    expect(readPortrait({ skin: 'red; x' }, 's').skin).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('when six different facts are drawn, then six different pictures come out', () => {
    const hairs = ['short', 'side-part', 'crew', 'long', 'bob', 'bun'];
    const svgs = hairs.map((hair) => toSvgString(portraitSvg(readPortrait({ hair }, 'same'))));
    expect(new Set(svgs).size).toBe(6);
  });
});

describe('Open Graph card', () => {
  it('when a title is long, then it wraps at word and CJK boundaries and ends with … past 3 lines', () => {
    expect(wrapTitle('CONFLUX-2200E 弹性网络DPU卡', 600, 60, 3)).toEqual([
      'CONFLUX-2200E',
      '弹性网络DPU卡',
    ]);
    const long = wrapTitle('数据处理器'.repeat(12), 600, 60, 3);
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
  });

  it('when rendered, then the card is 1200 × 630 with the site name and title', () => {
    const svg = ogCardSvg({ title: '新闻中心', kicker: '芯途科技', siteName: '芯途科技' });
    expect(svg).toMatch(/^<svg[^>]*width="1200"[^>]*height="630"/);
    expect(svg).toContain('>新闻中心</text>');
  });
});
