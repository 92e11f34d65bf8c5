import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { api } from '../../../test/support/http';
import { CSRF_MISMATCH } from './anti-forgery';
import { HttpError, INTERNAL_ERROR_MESSAGE, installErrorHandler } from './errors';

const app = useTestApp();

describe('security headers', () => {
  it('sends a CSP that allows only our own scripts and forbids framing', async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets any site frame the embed view', async () => {
    const response = await fetch(`${app.url}/embed/0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10`);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('serves the API reference and the contract', async () => {
    const contract = await fetch(`${app.url}/api/openapi.json`);
    expect(contract.status).toBe(200);
    expect(((await contract.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const docs = await fetch(`${app.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('Trestle API');
  });
});

describe('anti-forgery', () => {
  it('sets the anti-forgery cookie on first contact', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.headers.get('set-cookie')).toMatch(/trestle_csrf=[^;]+;.*SameSite=Strict/i);
  });

  it('refuses an unsafe call carrying the cookie without the matching header', async () => {
    const cookie = { cookie: 'trestle_csrf=abc123' };
    const forged = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: 'someone', password: 'whatever1' },
      headers: cookie,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(CSRF_MISMATCH);
    const honest = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: 'someone', password: 'whatever1' },
      headers: { ...cookie, 'x-csrf-token': 'abc123' },
    });
    expect(honest.status).toBe(400);
  });
});

describe('errors', () => {
  it('answers unexpected failures with a plain 500 that reveals nothing internal', async () => {
    const bare = Fastify();
    installErrorHandler(bare);
    bare.get('/boom', async () => {
      throw new Error('connection to db-internal-7:5432 refused');
    });
    bare.get('/teapot', async () => {
      throw new HttpError(418, 'Short and stout.', ['handle', 'spout']);
    });
    const boom = await bare.inject({ url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE, status: 500 });
    expect(boom.body).not.toContain('db-internal');
    const teapot = await bare.inject({ url: '/teapot' });
    expect(teapot.json()).toEqual({
      message: 'Short and stout.',
      errors: ['handle', 'spout'],
      status: 418,
    });
  });

  it('answers health and readiness checks', async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(await ready.json()).toEqual({ ok: true });
  });
});
