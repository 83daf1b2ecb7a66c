// The offline page's one behaviour: try again.
document.getElementById('reload')?.addEventListener('click', () => window.location.reload());
