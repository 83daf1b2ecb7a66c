import { ButtonLink } from '@dpu/ui';
import styles from './cta-band.module.css';

export interface CtaBandProps {
  title: string;
  text?: string;
  action: { label: string; to: string };
}

/** A closing call to action (usually to /contact). */
export function CtaBand({ title, text, action }: CtaBandProps) {
  return (
    <section className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        <ButtonLink to={action.to}>{action.label}</ButtonLink>
      </div>
    </section>
  );
}
