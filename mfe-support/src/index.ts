// Async boundary so shared modules are negotiated before the standalone page renders.
void import('./standalone');
