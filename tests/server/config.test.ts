import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from '../../server/config';

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000, apiPort: 3001, host: '0.0.0.0', dataDir, databaseUrl: null, adminEmail: 'admin@atelier.local',
      adminPassword: 'atelier-admin', startingCredits: 100, captchaMaxNumber: 50000, logLevel: 'info',
    });
    expect(config.openaiApiKey).toBeUndefined();
  });

  it('makes links to the port the app listens on unless APP_URL says where users open it', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080', APP_URL: 'https://atelier.example.com/' }).appUrl).toBe('https://atelier.example.com');
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'given' }).jwtSecret).toBe('given');
  });

  it('reads overrides and refuses nonsense numbers', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '8080', STARTING_CREDITS: '5', DATABASE_URL: 'memory://', OPENAI_API_KEY: 'sk-x' });
    expect(config).toMatchObject({ port: 8080, startingCredits: 5, databaseUrl: 'memory://', openaiApiKey: 'sk-x' });
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
  });

  it('runs one media job at a time per process unless JOB_CONCURRENCY says more', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).jobConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, JOB_CONCURRENCY: '3' }).jobConcurrency).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir, JOB_CONCURRENCY: '0' })).toThrow('JOB_CONCURRENCY must be a positive integer, got "0".');
  });

  it('reads TRUST_PROXY as fastify takes it', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('reads the ElevenLabs key and base URL for speech and hosted clones', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).elevenlabsApiKey).toBeUndefined();
    const config = loadConfig({ DATA_DIR: dataDir, ELEVENLABS_API_KEY: 'xi-key', ELEVENLABS_BASE_URL: 'http://127.0.0.1:9' });
    expect([config.elevenlabsApiKey, config.elevenlabsBaseUrl]).toEqual(['xi-key', 'http://127.0.0.1:9']);
  });

  it('describes every variable once', () => {
    const names = configVariables.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD',
      'STARTING_CREDITS', 'CAPTCHA_MAX_NUMBER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'ELEVENLABS_API_KEY', 'ELEVENLABS_BASE_URL', 'LOG_LEVEL']));
    expect(configVariables.every((variable) => variable.description.length > 10)).toBe(true);
  });
});
