// Request lines are debug output: an API at the default info level writes none for a good
// request, and at debug it writes them as before.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp } from '../../testing/test-app.js';

async function logOfOneRequest(level: string): Promise<string> {
  const lines: string[] = [];
  const context = await buildTestApp('pglite', {
    env: { LOG_LEVEL: level },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  try {
    const response = await context.app.inject({
      url: '/store-api/brands?limit=1',
      headers: { 'x-store-id': 'hvac' },
    });
    assert.equal(response.statusCode, 200);
    return lines.join('');
  } finally {
    await context.close();
  }
}

describe('request log', () => {
  it('writes no line for a good request at info', async () => {
    const log = await logOfOneRequest('info');
    assert.doesNotMatch(log, /incoming request|request completed/);
  });

  it('writes the request and its completion at debug', async () => {
    const log = await logOfOneRequest('debug');
    assert.match(log, /"url":"\/store-api\/brands\?limit=1".*"msg":"incoming request"/);
    assert.match(log, /request completed/);
  });
});
