// GET /images/products/{id}.svg, /images/brands/{id}.svg and
// /models/{id}/sections/{sectionId}/diagram.svg: generated pictures. Not store-scoped:
// an <img> cannot send X-Store-ID, and ids are unique across stores.
import { sql, type SqlBool } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { segments } from '../../db/seed/catalog-data.js';
import { hashString } from '../../db/seed/random.js';
import { notFound } from '../../http-error.js';
import { idParam, MAX_ID } from '../../schemas/common.js';
import { drawingFamilyOf } from './drawings.js';
import { renderBrandLogo, renderModelDiagram, renderProductImage } from './svg.js';

const imageFileParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.svg$/, { error: 'image name must be <id>.svg' })
    .transform((file) => Number(file.slice(0, -4)))
    .refine((id) => id <= MAX_ID, { error: 'image id is too large' }),
});

const segmentBySlug = new Map(segments.map((segment) => [segment.key as string, segment]));
const CACHE_FOR_A_DAY = 'public, max-age=86400';

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/products/:file',
    {
      schema: {
        tags: ['system'],
        summary: 'Generated product picture (SVG)',
        params: imageFileParams,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const id = request.params.file;
      const row = await app.db
        .selectFrom('products as p')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        // The top-level category (first id on the path) names the segment, whose drawing a
        // category of no known family gets.
        .innerJoin('categories as top', (join) =>
          join.on(sql<SqlBool>`top.id = split_part(c.path, '/', 2)::integer`),
        )
        .select(['p.name', 'b.name as brand', 'c.name as category', 'top.slug as segment'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(`No image for product ${id}`);
      const segment = segmentBySlug.get(row.segment) ?? segments[0]!;
      return reply
        .type('image/svg+xml')
        .header('cache-control', CACHE_FOR_A_DAY)
        .send(
          renderProductImage({
            name: row.name,
            brand: row.brand,
            family: drawingFamilyOf(row.category, segment.icon),
          }),
        );
    },
  );

  app.get(
    '/images/brands/:file',
    {
      schema: {
        tags: ['system'],
        summary: 'Generated brand logo (SVG)',
        params: imageFileParams,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const id = request.params.file;
      const row = await app.db
        .selectFrom('brands')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(`No logo for brand ${id}`);
      return reply
        .type('image/svg+xml')
        .header('cache-control', CACHE_FOR_A_DAY)
        .send(renderBrandLogo({ name: row.name, hue: hashString(row.name) % 360 }));
    },
  );

  app.get(
    '/models/:id/sections/:sectionId/diagram.svg',
    {
      schema: {
        tags: ['system'],
        summary: "Generated exploded diagram of an equipment model's section (SVG)",
        params: z.object({ id: idParam('Model id'), sectionId: idParam('Section id') }),
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const { id, sectionId } = request.params;
      const diagram = await app.models.diagramOf(id, sectionId);
      if (!diagram) throw notFound(`No diagram for section ${sectionId} of model ${id}`);
      return reply
        .type('image/svg+xml')
        .header('cache-control', CACHE_FOR_A_DAY)
        .send(
          renderModelDiagram({
            title: diagram.title,
            brand: diagram.brand,
            modelNumber: diagram.model_number,
            callouts: diagram.callouts,
          }),
        );
    },
  );
};

export default imageRoutes;
