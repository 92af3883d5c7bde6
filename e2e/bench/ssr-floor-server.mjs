// @ts-check
// The floor `npm run bench:ssr` sets the host's server render beside: a bare Fastify server (the
// host server's framework, without its plugins) whose every response is React's renderToString of
// product cards (no styles, data, router, store or federation), as many cards as make the markup
// as long as the rendered page's (the argument, in characters). React and Fastify are the host's
// own copies, React in its production build (NODE_ENV=production, as the host's server build).
// Prints `<port> <cards> <markup length>` once it listens.
import { createRequire } from 'node:module';

// The host's copies, which the e2e package does not depend on (so loaded untyped).
const requireFromHost = createRequire(new URL('../../host/package.json', import.meta.url));
const { createElement: h } = requireFromHost('react');
const { renderToString } = requireFromHost('react-dom/server');
const fastify = requireFromHost('fastify');

const targetLength = Number(process.argv[2]);

/** @param {{ id: number }} props */
function Card({ id }) {
  return h(
    'article',
    { className: 'product-card', 'aria-label': `Product ${id}` },
    h(
      'a',
      { href: `/product/${id}`, tabIndex: -1, 'aria-hidden': 'true' },
      h('img', { src: `/images/products/${id}.webp`, alt: '', width: 240, height: 180 }),
    ),
    h('p', { className: 'brand' }, 'Atlas Hand Tools'),
    h('h3', null, h('a', { href: `/product/${id}`, title: `Product ${id}` }, `Product ${id}`)),
    h('p', { className: 'price' }, h('span', null, '$'), `${id}9.99`),
    h('p', { className: 'stock' }, 'In stock'),
  );
}

/** @param {{ cards: number }} props */
function Page({ cards }) {
  return h(
    'main',
    null,
    h('h1', null, 'Products'),
    h(
      'ul',
      null,
      Array.from({ length: cards }, (_, index) =>
        h('li', { key: index }, h(Card, { id: index + 1 })),
      ),
    ),
  );
}

const perCard =
  renderToString(h(Page, { cards: 2 })).length - renderToString(h(Page, { cards: 1 })).length;
const cards = Math.max(1, Math.round(targetLength / perCard));
const markupLength = renderToString(h(Page, { cards })).length;

const app = fastify();
/**
 * @param {unknown} _request
 * @param {{ type(value: string): { send(body: string): unknown } }} reply
 */
function sendPage(_request, reply) {
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><head><title>Products</title></head><body><div id="root">${renderToString(h(Page, { cards }))}</div></body></html>`,
    );
}
app.get('/*', sendPage);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
process.stdout.write(`${port} ${cards} ${markupLength}\n`);
