export function ProductStackPage() {
  return (
    <section data-testid="product-stack-page" style={{ padding: '48px 24px' }}>
      <h1>客户支持</h1>
    </section>
  );
}
