import { defineRouteManifest } from '@dpu/contracts';

// The careers team's pages, published with each deploy as routes.json (see
// docs/composition.md). `head` is only the fallback: each page sets its own title and
// description from its content while it renders.
export default defineRouteManifest('careers', [
  { path: '/about/joinus', head: { title: '加入我们' }, sitemap: true },
  { path: '/about/joinusSchool', head: { title: '校园招聘' }, sitemap: true },
  { path: '/joinus/social', head: { title: '社会招聘' }, sitemap: true },
  {
    path: '/joinus/social/jobnav',
    head: { title: '社会招聘', description: '按部门浏览芯途科技社会招聘的全部在招职位。' },
    sitemap: true,
  },
  {
    path: '/joinus/social/socialdetail',
    head: { title: '社会招聘' },
    sitemap: { content: '/jobs', where: { kind: 'social' }, query: 'id' },
  },
  { path: '/joinus/social/socialapply', head: { title: '投递简历' } },
  { path: '/joinus/school', head: { title: '校园招聘' }, sitemap: true },
  {
    path: '/joinus/school/jobnav',
    head: { title: '校园招聘', description: '按部门浏览芯途科技校园招聘的全部在招职位。' },
    sitemap: true,
  },
  {
    path: '/joinus/school/schooldetail',
    head: { title: '校园招聘' },
    sitemap: { content: '/jobs', where: { kind: 'school' }, query: 'id' },
  },
  { path: '/joinus/school/schoolapply', head: { title: '投递简历' } },
]);
