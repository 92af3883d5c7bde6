// The dev servers' ports (build/ports.cjs): every package of the ports table has its own; a remote
// added to the workspace after the table (decision 0963: no other team's file to edit) builds
// all the same, its dev server on any free port.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadPorts } from '../build/ports.cjs';

describe('the webpack configuration’s ports', () => {
  it('gives the packages of the table their ports, from the environment first', async () => {
    const { portOf } = await loadPorts({ CONTENT_PORT: '4104' });
    assert.equal(portOf('host'), 3000);
    assert.equal(portOf('catalog'), 3001);
    assert.equal(portOf('content'), 4104);
  });

  it('leaves a remote the table does not name to any free port instead of failing its build', async () => {
    const { portOf } = await loadPorts({});
    assert.equal(portOf('giftCards'), 'auto');
  });
});
