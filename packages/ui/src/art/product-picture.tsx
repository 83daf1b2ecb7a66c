import { lazy, memo, Suspense } from 'react';
import { productByKey } from '@dpu/contracts';
import { useContent } from '../content/use-content';
import { HydrateOnVisible } from '../hydrate-on-visible';
import type { ProductArtProps } from './product-art';
import styles from './art.module.css';

// A product's drawing on pages other than its own (home, cases, solutions, the customer
// area…), named by the product's key in content. The server draws it into the HTML; the
// browser never hydrates it on a first visit (nothing on it to operate), so those pages ship
// no drawing code: the code loads only when a page is rendered in the browser after a
// navigation.
const LazyProductArt = lazy(() =>
  import('./product-art').then((module) => ({ default: module.ProductArt })),
);

/** One query for every page that draws products by key: their hardware facts. */
const HARDWARE_QUERY = { only: ['key', 'hardware'] };

interface ProductHardware {
  key: string;
  hardware?: unknown;
}

export interface ProductPictureProps {
  /** The product's key in content and PRODUCTS, e.g. 'conflux2200E'. */
  productKey: string;
  /** 'panel': on its own tinted panel (cards); 'bare': on the banner's own colour. */
  frame?: 'panel' | 'bare';
  /** Leave the drawing out of the accessibility tree when the name is said beside it. */
  decorative?: boolean;
  className?: string;
}

/** The drawing's box, empty: shown while the facts or the code load, so nothing moves. */
const emptyBox = (frame: ProductArtProps['frame'] = 'panel') => (
  <span className={`${styles.art} ${styles[frame]}`} />
);

/** The drawing from its code's own chunk. */
function LazyDrawing(props: ProductArtProps) {
  return (
    <Suspense fallback={emptyBox(props.frame)}>
      <LazyProductArt {...props} />
    </Suspense>
  );
}

function Drawing({ productKey, frame = 'panel', decorative }: ProductPictureProps) {
  const state = useContent<ProductHardware[]>('/products', HARDWARE_QUERY);
  const product = productByKey(productKey);
  if (!product || state.status !== 'ready')
    return state.status === 'loading' ? emptyBox(frame) : null;
  const hardware = state.data.find((doc) => doc.key === productKey)?.hardware;
  return (
    <LazyDrawing hardware={hardware} name={product.name} frame={frame} decorative={decorative} />
  );
}

/**
 * A product's drawing from facts the page already has (a product page's banner): like
 * ProductPicture, drawn by the server and not hydrated on a first visit, so the first load
 * carries no drawing code (issue 25).
 */
export const ProductDrawing = memo(function ProductDrawing(props: ProductArtProps) {
  return (
    <HydrateOnVisible when="navigation">
      <LazyDrawing {...props} />
    </HydrateOnVisible>
  );
});

/**
 * The drawing of the product named by `productKey` (@dpu/product-art, from its content's
 * hardware facts); nothing for an unknown product or one without hardware facts. Memoised:
 * a parent's re-render (a carousel's turn) must not reach the part that waits to hydrate.
 */
export const ProductPicture = memo(function ProductPicture(props: ProductPictureProps) {
  return (
    <HydrateOnVisible when="navigation" className={props.className}>
      <Drawing {...props} />
    </HydrateOnVisible>
  );
});
