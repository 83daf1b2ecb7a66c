import styles from './home-page.module.css';

export function HomePage() {
  return (
    <section className={styles.hero} data-testid="home-page">
      <h1>DPU 芯片与智能网卡</h1>
    </section>
  );
}
