import { useState } from 'react';
import { ButtonLink, ProductPicture } from '@dpu/ui';
import type { HomeSlide } from './types';
import { useAutoRotate } from './use-auto-rotate';
import styles from './hero-carousel.module.css';

const ROTATE_MS = 6000;

/**
 * Every slide's product drawing, drawn once by the server and stacked in one place; a turn
 * only shows another (the drawings are never rendered again in the browser).
 */
function SlidePictures({ slides, current }: { slides: readonly HomeSlide[]; current: number }) {
  if (!slides.some((s) => s.product)) return null;
  return (
    <div className={styles.pictures}>
      {slides.map((s, i) => (
        <div key={s.title} className={i === current ? styles.picture : styles.pictureHidden}>
          {s.product && <ProductPicture productKey={s.product} />}
        </div>
      ))}
    </div>
  );
}

/**
 * The home banner: slides rotate on their own (held while pointed at or focused, still for
 * reduced motion) and can be picked with the dots.
 */
export function HeroCarousel({ slides }: { slides: readonly HomeSlide[] }) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [current, setCurrent] = useAutoRotate(slides.length, ROTATE_MS, held.pointer || held.focus);
  const slide = slides[current] ?? slides[0];
  if (!slide) return null;
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="焦点图"
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div className={styles.inner}>
        <div className={styles.text} aria-live="polite">
          {current === 0 ? (
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
        <SlidePictures slides={slides} current={current} />
      </div>
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              className={i === current ? `${styles.dot} ${styles.active}` : styles.dot}
              aria-label={`第 ${i + 1} 张：${s.title}`}
              aria-pressed={i === current}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
