// The catalogue domain: models, assistants, prompts, presets and their categories — what a user picks from.
// Plans are billing's (server/billing); the catalogue only reads them for `granted`.
import { defineDomain } from '../domain';
import { assistantRoutes } from './assistant-routes';
import { categoryRoutes } from './category-routes';
import { promptRoutes } from './prompt-routes';
import { modelRoutes } from './routes';
import { createCatalogueService } from './service';

export const catalogueDomain = defineDomain({
  name: 'catalogue',
  services: createCatalogueService,
  async routes(app) {
    await app.register(modelRoutes);
    await app.register(assistantRoutes);
    await app.register(promptRoutes);
    await app.register(categoryRoutes);
  },
});
