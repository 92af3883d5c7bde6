/**
 * @jest-environment node
 */
// The server render's failure lines: one line per failure of a remote version a minute, however
// many renders hit it (38,747 multi-line errors in 30 min before; issue 39, item 1).
import { createFailureLog, oneLine, rootCause } from './failure-log';

describe('the server render failure log', () => {
  it('writes one line per failure a minute and then says how many it left out', () => {
    const lines: string[] = [];
    let now = 0;
    const logFailure = createFailureLog((line) => lines.push(line), { now: () => now });
    for (let render = 0; render < 500; render += 1) {
      now = render * 100; // a render every 100 ms for 50 s
      logFailure('catalog v1 ./routes', 'catalog v1 ./routes did not load');
      logFailure('catalog v2 ./routes', 'catalog v2 ./routes did not load');
    }
    now = 60_000;
    logFailure('catalog v1 ./routes', 'catalog v1 ./routes did not load');
    expect(lines).toEqual([
      'catalog v1 ./routes did not load',
      'catalog v2 ./routes did not load',
      'catalog v1 ./routes did not load (499 more since the last line)',
    ]);
  });

  it("keeps the first line of the innermost cause (the runtime's report has a dozen)", () => {
    const chunkError = new Error(
      "ENOENT: no such file or directory, open 'http:/127.0.0.1:3001/versions/v/server/810.js'\nFederated chunk execution failed.\nchunk: 810",
    );
    const wrapped = new Error('Remote "catalog" could not load "./routes"', { cause: chunkError });
    expect(oneLine(rootCause(wrapped))).toBe(
      "Error: ENOENT: no such file or directory, open 'http:/127.0.0.1:3001/versions/v/server/810.js'",
    );
  });
});
