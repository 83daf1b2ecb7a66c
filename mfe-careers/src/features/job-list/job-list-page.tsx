export function JobListPage({ kind }: { kind: 'social' | 'school' }) {
  return (
    <section data-testid="job-list-page" style={{ padding: '48px 24px' }}>
      <h1>{kind === 'social' ? '社会招聘' : '校园招聘'}</h1>
    </section>
  );
}
