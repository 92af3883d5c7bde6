// The offline stand-in of the sample product API (fakestoreapi.com's contract) that mock mode
// reads: GET /products, /products/{id}, /products/categories, /products/category/{name}, with
// its quirks (a missing id is 200 with an empty body; CORS `*`), and the products' images as SVG
// so nothing leaves the machine.
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/** A product as the sample API stores it; `image` is added per request from the server's origin. */
export interface CatalogueItem {
  id: number;
  title: string;
  price: number;
  description: string;
  category: string;
  rating: { rate: number; count: number };
}

export const fixtureCatalogue: CatalogueItem[] = JSON.parse(
  readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8'),
) as CatalogueItem[];

export interface MockProductApiOptions {
  catalogue?: CatalogueItem[];
}

/** Colours of the image placeholders, per category, so product cards tell categories apart. */
const CATEGORY_COLOURS = ['#3b6ea5', '#a5713b', '#3ba56e', '#a53b6e'];

export function buildMockProductApi(options: MockProductApiOptions = {}): FastifyInstance {
  const catalogue = options.catalogue ?? fixtureCatalogue;
  const categories = [...new Set(catalogue.map((item) => item.category))].sort();
  const app = Fastify({ logger: false });

  const withImage = (request: FastifyRequest, item: CatalogueItem) => ({
    id: item.id,
    title: item.title,
    price: item.price,
    description: item.description,
    category: item.category,
    image: `${request.protocol}://${request.host}/img/${item.id}.svg`,
    rating: item.rating,
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });

  app.get('/products', async (request) => catalogue.map((item) => withImage(request, item)));

  app.get('/products/categories', async () => categories);

  app.get<{ Params: { name: string } }>('/products/category/:name', async (request) =>
    catalogue
      .filter((item) => item.category === request.params.name)
      .map((item) => withImage(request, item)),
  );

  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const item = catalogue.find((candidate) => String(candidate.id) === request.params.id);
    // The real service's answer to an id it does not have: 200 with nothing in the body.
    if (!item) return reply.type('application/json; charset=utf-8').send('');
    return withImage(request, item);
  });

  app.get<{ Params: { file: string } }>('/img/:file', async (request, reply) => {
    const id = /^(\d+)\.svg$/.exec(request.params.file)?.[1];
    const item = catalogue.find((candidate) => String(candidate.id) === id);
    if (!item) return reply.code(404).send({ error: 'No such image' });
    const colour = CATEGORY_COLOURS[categories.indexOf(item.category) % CATEGORY_COLOURS.length];
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(placeholderSvg(item, colour ?? '#666'));
  });

  return app;
}

function placeholderSvg(item: CatalogueItem, colour: string): string {
  const label = escapeXml(item.title.trim().slice(0, 24));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<rect width="480" height="480" fill="${colour}"/>
<text x="240" y="220" font-family="sans-serif" font-size="120" fill="#fff" text-anchor="middle">#${item.id}</text>
<text x="240" y="300" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
