import { defineRouteManifest } from '@dpu/contracts';
import routes from './routes.json';

// The marketing team's pages (src/routes.json), published with each deploy as routes.json (see
// docs/composition.md): each entry names the page module it renders. `head` is only the
// fallback: each page sets its own title and description from its content while it renders.
export default defineRouteManifest('marketing', routes);
