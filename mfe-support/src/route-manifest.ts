import { defineRouteManifest } from '@dpu/contracts';
import routes from './routes.json';

// The support team's pages (src/routes.json), published with each deploy as routes.json (see
// docs/composition.md): each entry names the page module it renders. `head` is only the
// fallback: each page sets its own title and description from its content while it renders.
// The customer sub-pages are the protected paths of docs/site.md §6: token and product
// authorisation required, rendered in the browser only, never in the sitemap.
export default defineRouteManifest('support', routes);
