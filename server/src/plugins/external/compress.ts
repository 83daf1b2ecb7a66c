import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip/brotli for API answers; static files are served precompressed (see routes/site). */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
