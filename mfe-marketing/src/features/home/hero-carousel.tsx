import { useEffect, useRef } from 'react';
import { ButtonLink, ProductPicture, startCarousel } from '@dpu/ui';
import type { HomeSlide } from './types';
import styles from './hero-carousel.module.css';

const ROTATE_MS = 6000;

/**
 * Every slide's product drawing, drawn once by the server and stacked in one place; a turn
 * only shows another (the drawings are never rendered again in the browser).
 */
function SlidePictures({ slides }: { slides: readonly HomeSlide[] }) {
  if (!slides.some((s) => s.product)) return null;
  return (
    <div className={styles.pictures}>
      {slides.map((s, i) => (
        <div
          key={s.title}
          className={styles.picture}
          data-slide={i}
          data-current={i === 0 ? '' : undefined}
        >
          {s.product && <ProductPicture productKey={s.product} />}
        </div>
      ))}
    </div>
  );
}

/**
 * The home banner: slides rotate on their own (held while pointed at or focused, still for
 * reduced motion) and can be picked with the dots. React renders the first slide showing
 * and never again; turning is startCarousel's (@dpu/ui), the same code that runs it on the
 * home page's server HTML, which is not hydrated (docs/composition.md).
 */
export function HeroCarousel({ slides }: { slides: readonly HomeSlide[] }) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? startCarousel(root.current) : undefined), []);
  if (slides.length === 0) return null;
  return (
    <section
      ref={root}
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="焦点图"
      data-carousel={ROTATE_MS}
    >
      <div className={styles.inner}>
        <div className={styles.text} aria-live="polite">
          {slides.map((slide, i) => (
            <div key={slide.title} data-slide={i} data-slide-text="" hidden={i !== 0}>
              {i === 0 ? (
                <h1 className={styles.title}>{slide.title}</h1>
              ) : (
                <p className={styles.title}>{slide.title}</p>
              )}
              {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
              {slide.action && (
                <div className={styles.actions}>
                  <ButtonLink to={slide.action.to}>{slide.action.label}</ButtonLink>
                </div>
              )}
            </div>
          ))}
        </div>
        <SlidePictures slides={slides} />
      </div>
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              className={styles.dot}
              data-slide-dot={i}
              aria-label={`第 ${i + 1} 张：${s.title}`}
              aria-pressed={i === 0}
            />
          ))}
        </div>
      )}
    </section>
  );
}
