import multipart from '@fastify/multipart';
import Fastify from 'fastify';

// The floors of the API bench: bare Fastify routes with nothing else (no plugins but the
// multipart parser, no logging, no database): one answering what checkLoginStatus answers,
// one reading the tracking record's multipart fields as the real route receives them.

const app = Fastify({ logger: false });
await app.register(multipart, { attachFieldsToBody: 'keyValues' });
app.get('/api/user/login/checkLoginStatus', async () => ({
  code: '200',
  data: { userName: '测试用户', userType: 'customer' },
}));
app.post('/api/trackware/front', async (request) => ({
  code: '200',
  fields: Object.keys(request.body as object).length,
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
