import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <p>Copyright © 2025</p>
    </footer>
  );
}
