import multipart from '@fastify/multipart';
import {
  MAPPING_IMPORT_MAX_BYTES,
  MAPPING_IMPORT_RESOURCES_MAX_BYTES,
  mappingRoutes as routes,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendDownload } from '../../lib/downloads.js';
import { principalOf } from '../../lib/principal.js';
import { route } from '../../lib/routes.js';
import { readUpload, uploadLimits } from '../files/files.upload.js';
import { mappingsImportService } from './mappings.import.service.js';
import { readResources } from './mappings.resources.js';
import { mappingsService } from './mappings.service.js';

/** The import's multipart form, for the API document. */
const importForm = z.object({
  file: z.string().meta({ format: 'binary' }).describe('The OSCAL mapping-collection (JSON) or the CSV'),
  resources: z
    .string()
    .optional()
    .describe(
      'JSON: for each catalog the file names (an `href` of the answer\'s `unmatched`), the id of the chosen specification, e.g. {"catalogs/iso/catalog.json":"<uuid>"}; sent, it lets the catalogs left out wait',
    ),
});

/**
 * Mappings between specifications' requirements: crosswalks, imported from OSCAL mapping-collections or CSV,
 * or made by people in the requirement view. Readers read; users and administrators write, as with a
 * requirement's other links.
 */
export async function mappingsRoutes(app: FastifyInstance) {
  const service = mappingsService(app.database.db);
  const imports = mappingsImportService(app.database.db);
  route(app, routes.ofRequirement, (request) =>
    service.ofRequirement(principalOf(request), request.params.id),
  );
  route(app, routes.list, (request) => service.list(principalOf(request), request.query));
  route(app, routes.create, (request) => service.create(principalOf(request), request.body));
  route(app, routes.collections, (request) => service.collections(principalOf(request)));
  route(app, routes.export, (request, reply) =>
    sendDownload(reply, service.export(principalOf(request), request.query)),
  );
  route(app, routes.get, (request) => service.get(principalOf(request), request.params.id));
  route(app, routes.update, (request) =>
    service.update(principalOf(request), request.params.id, request.body),
  );
  route(app, routes.remove, (request) => service.remove(principalOf(request), request.params.id));
  // Multipart only here, in a scope of its own, with the import's size limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        ...uploadLimits,
        fileSize: MAPPING_IMPORT_MAX_BYTES,
        fieldSize: MAPPING_IMPORT_RESOURCES_MAX_BYTES,
      },
    });
    route(
      scope,
      routes.import,
      async (request) => {
        const upload = await readUpload(request, MAPPING_IMPORT_MAX_BYTES);
        return imports.import(principalOf(request), upload, readResources(upload.fields));
      },
      { multipartForm: importForm },
    );
  });
}
