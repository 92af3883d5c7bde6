import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

import { readServerConfig } from './config';
import { cspDirectives } from './page';
import { request } from './testing';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** An IPv4 address of this machine that is not loopback, if it has one. */
function externalAddress() {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('the server command', () => {
  it('listens on 127.0.0.1 only unless HOST says otherwise', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'serve-static-cli-'));
    const packageDir = path.join(base, 'content-mfe');
    await mkdir(path.join(packageDir, 'dist'), { recursive: true });
    await writeFile(path.join(packageDir, 'dist', 'index.html'), '<html><head></head></html>');
    const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_PORT: '0' };
    delete env.HOST;
    delete env.LISTEN_HOST;
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), MAIN], {
      cwd: packageDir,
      env,
    });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = output.match(/on http:\/\/localhost:(\d+)/);
          if (match) resolve(Number(match[1]));
        });
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', () => reject(new Error(`the server exited:\n${output}`)));
      });
      assert.equal((await request(`http://127.0.0.1:${port}/`)).status, 200);
      const address = externalAddress();
      if (address) {
        await assert.rejects(request(`http://${address}:${port}/`), /ECONNREFUSED/);
      }
    } finally {
      child.kill('SIGTERM');
      await rm(base, { recursive: true, force: true });
    }
    assert.equal(readServerConfig('host', { HOST: '0.0.0.0' }).listenHost, '0.0.0.0');
  });
});

describe("a front-end server's configuration", () => {
  it('names the variable when REMOTES_JSON or STORE_HOSTS is not a JSON object of strings', () => {
    assert.throws(
      () => readServerConfig('host', { REMOTES_JSON: '{oops' }),
      /REMOTES_JSON must be JSON, e\.g\. \{"catalog"/,
    );
    assert.throws(
      () => readServerConfig('host', { STORE_HOSTS: '["hvac"]' }),
      /STORE_HOSTS must be a JSON object, e\.g\. \{"shop\.example":"hvac"\}/,
    );
  });

  it('refuses a host name or origin that could smuggle a CSP source', () => {
    assert.throws(
      () =>
        readServerConfig('host', { STORE_HOSTS: JSON.stringify({ "a 'unsafe-eval'": 'hvac' }) }),
      /STORE_HOSTS must name host names only/,
    );
    assert.throws(
      () => readServerConfig('host', { API_BASE_URL: 'javascript:alert(1)' }),
      /API_BASE_URL must be an http\(s\) URL/,
    );
  });

  it('gives mock mode its sample API in the runtime env, connect-src and img-src', () => {
    const config = readServerConfig('catalog-mfe', {
      CATALOG_SOURCE: 'mock',
      MOCK_API_URL: 'http://localhost:4399/',
    });
    assert.equal(config.runtimeEnv.catalogSource, 'mock');
    const csp = cspDirectives(config.csp, 'n0nce');
    assert.ok(csp['connect-src']?.includes('http://localhost:4399'));
    assert.ok(csp['img-src']?.includes('http://localhost:4399'));
    const publicApi = readServerConfig('catalog-mfe', { CATALOG_SOURCE: 'mock' });
    assert.equal(publicApi.runtimeEnv.mockApiUrl, 'https://fakestoreapi.com');
    assert.doesNotMatch(
      JSON.stringify(cspDirectives(readServerConfig('host', {}).csp)),
      /fakestoreapi/,
    );
    assert.throws(
      () => readServerConfig('host', { CATALOG_SOURCE: 'fixtures' }),
      /CATALOG_SOURCE must be one of api, mock/,
    );
  });

  it('names the entry when a remote or shell origin is not an http(s) URL', () => {
    assert.throws(
      () => readServerConfig('host', { REMOTES_JSON: '{"catalog":"ftp://catalog.example/"}' }),
      /REMOTES_JSON\.catalog must be an http\(s\) URL/,
    );
    assert.throws(
      () => readServerConfig('host', { SHELL_ORIGINS: 'http://shop.example, nope' }),
      /SHELL_ORIGINS\.1 must be an http\(s\) URL/,
    );
  });

  it('names the variable when a port is not a number', () => {
    assert.throws(
      () => readServerConfig('catalog-mfe', { CATALOG_PORT: 'abc' }),
      /CATALOG_PORT must be a whole number from 0 to 65535/,
    );
  });

  it('takes each package port from its own variable', () => {
    assert.equal(readServerConfig('content-mfe', {}).port, 3004);
    assert.equal(readServerConfig('cart-checkout-mfe', { CART_CHECKOUT_PORT: '5002' }).port, 5002);
  });

  it('rejects a directory that is not a front-end package', () => {
    assert.throws(() => readServerConfig('store-api', {}), /unknown front-end package "store-api"/);
  });

  it("serves each local host name the store the contract's resolution gives it", () => {
    const config = readServerConfig('host', {});
    assert.deepEqual(Object.fromEntries(config.storeByHost), {
      localhost: 'default',
      '127.0.0.1': 'default',
      'hvac.localhost': 'hvac',
      'parts.localhost': 'parts',
    });
  });
});
