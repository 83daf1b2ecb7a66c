import type { ArchitectureLayer } from '../types';
import styles from './architecture-diagram.module.css';

// The architecture image of the profile (docs/site.md §2), built from the layers in content.
// Boxes of text, not a fixed drawing: on a phone the blocks wrap onto more lines at the
// site's reading size, where a scaled drawing shrank its labels to ~7 px (issue 26). It stays
// one image to assistive technology (docs/site.md §2: an architecture image), named by its caption.
export function ArchitectureDiagram({
  layers,
  caption,
}: {
  layers: ArchitectureLayer[];
  caption: string;
}) {
  return (
    <div
      className={styles.diagram}
      role="img"
      aria-label={caption}
      data-testid="architecture-diagram"
    >
      {layers.map((layer, row) => (
        <div
          key={`${row}:${layer.title}`}
          className={layer.accent ? `${styles.layer} ${styles.accent}` : styles.layer}
        >
          <span className={styles.label}>{layer.title}</span>
          <ul className={styles.blocks}>
            {layer.blocks.map((block, i) => (
              <li key={`${i}:${block}`} className={styles.block}>
                {block}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
