export function ProductSystemPage() {
  return (
    <section data-testid="product-system-page" style={{ padding: '48px 24px' }}>
      <h1>产品体系</h1>
    </section>
  );
}
