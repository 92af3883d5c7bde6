/** @jest-environment node */
import { z } from 'zod';
import {
  ConfigError,
  commaList,
  flag,
  httpOrigin,
  jsonObject,
  logLevel,
  port,
  positiveInteger,
  readEnv,
  text,
} from './env';

const schema = z.object({
  PORT: port().default(4000),
  HOST: text().default('127.0.0.1'),
  RETRIES: positiveInteger(10).default(3),
  DOCS: flag().default(true),
  PUBLIC_URL: httpOrigin().optional(),
  ORIGINS: commaList().default([]),
  LOG_LEVEL: logLevel(),
  URLS: jsonObject(z.url(), '{"hvac":"https://hvac.example"}').optional(),
});

describe('readEnv', () => {
  it('answers the defaults when nothing is set, and when a variable is set empty', () => {
    const defaults = {
      PORT: 4000,
      HOST: '127.0.0.1',
      RETRIES: 3,
      DOCS: true,
      ORIGINS: [],
      LOG_LEVEL: 'info',
    };
    expect(readEnv(schema, {})).toEqual(defaults);
    expect(readEnv(schema, { PORT: '', HOST: '', DOCS: '' })).toEqual(defaults);
  });

  it('reads every kind of variable', () => {
    expect(
      readEnv(schema, {
        PORT: ' 8080 ',
        HOST: '0.0.0.0',
        RETRIES: '10',
        DOCS: 'no',
        PUBLIC_URL: 'https://shop.example/api//',
        ORIGINS: 'https://a.example, ,https://b.example',
        LOG_LEVEL: 'warn',
        URLS: '{"hvac":"https://hvac.example"}',
        UNRELATED: 'ignored',
      }),
    ).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      RETRIES: 10,
      DOCS: false,
      PUBLIC_URL: 'https://shop.example/api',
      ORIGINS: ['https://a.example', 'https://b.example'],
      LOG_LEVEL: 'warn',
      URLS: { hvac: 'https://hvac.example' },
    });
  });

  it('names every bad variable and why in one error, without the values', () => {
    let thrown: unknown;
    try {
      readEnv(schema, {
        PORT: 'eighty',
        HOST: '   ',
        RETRIES: '11',
        DOCS: 'maybe',
        PUBLIC_URL: 'ftp://files.example/secret-path',
        LOG_LEVEL: 'loud',
        URLS: '{hvac}',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toBe(
      [
        'Invalid configuration:',
        '  PORT must be a whole number from 0 to 65535',
        '  HOST must not be empty',
        '  RETRIES must be a whole number from 1 to 10',
        '  DOCS must be true or false (or 1/0, yes/no)',
        '  PUBLIC_URL must be an http(s) URL',
        '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
        '  URLS must be JSON, e.g. {"hvac":"https://hvac.example"}',
      ].join('\n'),
    );
  });

  it('says a required variable is missing', () => {
    expect(() => readEnv(z.object({ SECRET: text() }), {})).toThrow(
      'Invalid configuration:\n  SECRET is required',
    );
  });
});
