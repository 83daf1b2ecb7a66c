import Fastify from 'fastify';

// The floor of the API bench: a bare Fastify route answering what checkLoginStatus
// answers, with nothing else (no plugins, no logging, no database).

const app = Fastify({ logger: false });
app.get('/api/user/login/checkLoginStatus', async () => ({
  code: '200',
  data: { userName: '测试用户', userType: 'customer' },
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
