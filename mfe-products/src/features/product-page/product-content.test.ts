import { CONFLUX_2200E_VIDEO_ID, HANDBOOK_PDF_IDS, PRODUCTS } from '@dpu/contracts';
import { isIconFamily, lookupIcon, parseIconRef } from '../../components/icon-sets';
import { listContent, readContent } from '@dpu/test-utils';
import type { ProductPageData } from './types';

// The real content/products/*.yaml: what visitors read must match the catalogue and the
// marketing numbers of docs/site.md §9 exactly.
const pages = new Map(
  listContent('products').map((file) => {
    const page = readContent<ProductPageData>(`products/${file}`);
    return [file.replace(/\.yaml$/, ''), page];
  }),
);
const page = (key: string) => pages.get(key) as ProductPageData;
const allText = (p: ProductPageData) => JSON.stringify(p);

describe('product page content', () => {
  it('when the catalogue is walked, then every product has its page document with the required fields', () => {
    for (const product of PRODUCTS) {
      const doc = pages.get(product.key);
      expect(doc).toBeDefined();
      expect(doc?.key).toBe(product.key);
      for (const field of ['title', 'bannerBigTitle', 'bannerTitle', 'description'] as const) {
        expect(typeof doc?.[field]).toBe('string');
      }
    }
    expect([...pages.keys()].sort()).toEqual(PRODUCTS.map((p) => p.key).sort());
  });

  it('when icons are referenced, then each resolves to an icon of the sets', () => {
    for (const [key, doc] of pages) {
      expect(isIconFamily(doc.iconFamily ?? '')).toBe(true);
      const refs = [
        ...(doc.systemHighlightsList ?? []).map((item) => item.img),
        ...(doc.applicationList ?? []).map((item) => item.img),
        ...(doc.technologyList ?? []).map((item) => item.img),
        ...(doc.seriesList ?? []).map((item) => item.img),
      ];
      for (const ref of refs) {
        const parsed = parseIconRef(ref);
        expect({
          key,
          ref,
          ok: parsed && Boolean(lookupIcon(parsed.family, parsed.kind, parsed.index)),
        }).toEqual({ key, ref, ok: true });
      }
    }
  });

  it('when a product page is read, then it shows the technology badges of its family, and SWIFT-2200N its series', () => {
    for (const [key, doc] of pages) {
      const kinds = (doc.technologyList ?? []).map((item) => parseIconRef(item.img)?.kind);
      expect({ key, kinds: [...new Set(kinds)] }).toEqual({ key, kinds: ['technich'] });
    }
    const series = pages.get('swift2200N')?.seriesList ?? [];
    expect(series.map((item) => item.img)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `swift2200n/series/${n}`),
    );
  });

  it('when copy is read, then there is no placeholder text', () => {
    for (const doc of pages.values()) expect(allText(doc)).not.toMatch(/lorem|ipsum|TODO|xxx/i);
  });

  it('when the 2200E page is read, then it carries the docs/site.md §9 numbers, video 289, handbook 4591, 4 scenarios and 3 advantages', () => {
    const doc = page('conflux2200E');
    const text = allText(doc);
    expect(text).toContain('25GE、40GE 和 100GE 端口');
    expect(text).toContain('最多支持 256 个 VF 设备');
    expect(text).toContain('百万级硬件流表');
    expect(doc.videoId).toBe(CONFLUX_2200E_VIDEO_ID);
    expect(doc.pdfKey).toBe('conflux2200E');
    expect(doc.pdfId).toBe(HANDBOOK_PDF_IDS.conflux2200E);
    expect(doc.buyUrl).toMatch(/^https:\/\//);
    expect(doc.applicationList).toHaveLength(4);
    expect(doc.advantagesList).toHaveLength(3);
  });

  it('when the 2200P page is read, then it carries the docs/site.md §9 numbers and its differences from 2200E', () => {
    const doc = page('conflux2200P');
    const text = allText(doc);
    expect(text).toContain('10/25/40/100GE 端口');
    expect(text).toContain('128 个 SR-IOV VF');
    expect(text).toContain('存储时延降低 50% 以上');
    expect(doc.pdfKey).toBe('conflux2200P');
    expect(doc.pdfId).toBe(HANDBOOK_PDF_IDS.conflux2200P);
    expect(doc.videoId).toBeUndefined();
    expect(doc.buyUrl).toBeUndefined();
    expect(doc.advantagesList).toBeUndefined();
    expect(doc.specifications?.length).toBeGreaterThan(0);
    expect(doc.structureList?.map((block) => block.title)).toEqual(['产品兼容性']);
    expect(doc.applicationList).toHaveLength(4);
  });

  it('when the 2200E/2200P numbers appear on other pages, then they do not contradict them', () => {
    // the VF count of one card must never show up as the other's
    expect(allText(page('conflux2200E'))).not.toContain('128 个');
    expect(allText(page('conflux2200P'))).not.toContain('256 个');
  });
});
