// `pnpm --filter store-api ops ship <orderId> --tracking <number> [--item <id>]...`,
// `ops list [--store <id>] [--status <status>] [--review]`, `ops receive <RMA number>` (the
// goods of a return arrived: its lines are refunded, once) and
// `ops stock <sku> --store <id> --set <units>`: the operator API from a terminal. It
// calls the running store API (STORE_API_URL, else localhost on STORE_API_PORT) with OPS_API_KEY.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { OrderStatus } from '@storefront/contract/records';

const USAGE = [
  'usage: ops ship <orderId> --tracking <number> [--item <itemId>]...',
  '       ops list [--store <storeId>] [--status <status>] [--limit <n>] [--review]',
  '       ops receive <RMA number>   (e.g. RMA-HVAC-000123-01: refunds its lines once)',
  '       ops stock <sku> --store <storeId> --set <units>',
  'env:   OPS_API_KEY (required; npm start prints it), STORE_API_URL or STORE_API_PORT',
].join('\n');

export interface OpsCliIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  print: (line: string) => void;
}

interface OrderAnswer {
  store_order_id: string;
  status: OrderStatus;
  items: Array<{ id: number; name: string; tracking_number: string | null }>;
  review_reason?: string | null;
  returns?: Array<{
    rma_number: string;
    status: string;
    refund: number;
    refund_status: string | null;
    lines: Array<{ name: string; quantity: number }>;
  }>;
}

/** "RMA-HVAC-000123-01: received, refund $33.98 refunded (2 x Fan motor)" */
function describeReturns(order: OrderAnswer): string[] {
  return (order.returns ?? []).map((rma) => {
    const lines = rma.lines.map((line) => `${line.quantity} x ${line.name}`).join(', ');
    const refund = `refund $${rma.refund.toFixed(2)} ${rma.refund_status ?? 'on receipt'}`;
    return `  ${rma.rma_number}: ${rma.status}, ${refund} (${lines})`;
  });
}

function describeOrder(order: OrderAnswer): string[] {
  return [
    `${order.store_order_id}: ${order.status}`,
    ...(order.review_reason ? [`  waiting for a payment review: ${order.review_reason}`] : []),
    ...order.items.map(
      (item) => `  #${item.id} ${item.name}: ${item.tracking_number ?? 'not shipped'}`,
    ),
  ];
}

/** Runs one command; answers the process exit code. */
export async function runOpsCli(argv: string[], { env, fetch, print }: OpsCliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      tracking: { type: 'string' },
      item: { type: 'string', multiple: true },
      store: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      review: { type: 'boolean' },
      set: { type: 'string' },
    },
  });
  /** The order id (ship) or the RMA number (receive). */
  const [command, target] = positionals;
  const key = env.OPS_API_KEY;
  if (!key) {
    print(`OPS_API_KEY is not set.\n${USAGE}`);
    return 2;
  }
  const base = env.STORE_API_URL || `http://localhost:${env.STORE_API_PORT || '4000'}`;
  const call = async (path: string, body?: object, method = body ? 'POST' : 'GET') => {
    const response = await fetch(`${base}/store-api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { data?: unknown; error?: string };
    if (!response.ok) throw new Error(answer.error ?? `the API answered ${response.status}`);
    return answer.data;
  };

  try {
    if (command === 'ship' && target && typeof values.tracking === 'string') {
      const items = Array.isArray(values.item) ? values.item.map(Number) : undefined;
      const order = (await call(`/ops/orders/${encodeURIComponent(target)}/ship`, {
        trackingNumber: values.tracking,
        ...(items && { itemIds: items }),
      })) as OrderAnswer;
      describeOrder(order).forEach((line) => print(line));
      return 0;
    }
    if (command === 'receive' && target) {
      const order = (await call(
        `/ops/returns/${encodeURIComponent(target)}/receive`,
        {},
      )) as OrderAnswer;
      [...describeOrder(order), ...describeReturns(order)].forEach((line) => print(line));
      return 0;
    }
    if (command === 'stock' && target && typeof values.store === 'string' && values.set) {
      const sku = target;
      const change = (await call(
        `/ops/inventory/${encodeURIComponent(sku)}`,
        { storeId: values.store, totalOnHand: Number(values.set) },
        'PUT',
      )) as { previousOnHand: number; totalOnHand: number; alertsQueued: number };
      print(`${values.store} ${sku}: ${change.previousOnHand} → ${change.totalOnHand} on hand`);
      if (change.alertsQueued > 0) print(`  back-in-stock e-mails queued: ${change.alertsQueued}`);
      return 0;
    }
    if (command === 'list') {
      const query = new URLSearchParams();
      for (const name of ['store', 'status', 'limit'] as const) {
        const value = values[name];
        if (typeof value === 'string') query.set(name === 'store' ? 'storeId' : name, value);
      }
      if (values.review === true) query.set('review', 'true');
      const orders = (await call(`/ops/orders?${query}`)) as OrderAnswer[];
      orders.flatMap(describeOrder).forEach((line) => print(line));
      return 0;
    }
  } catch (error) {
    print(`ops ${command}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  print(USAGE);
  return 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runOpsCli(process.argv.slice(2), {
    env: process.env,
    fetch,
    print: (line) => console.log(line),
  });
}
