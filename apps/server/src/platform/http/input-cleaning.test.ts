// The one input-cleaning step: deep nesting, lone surrogates and NUL characters answer 400 naming
// the field on every operation, signed in or not; both forms of a list parameter are read.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { makeChannel, makePost, makeUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import {
  findInputProblem,
  MAX_INPUT_DEPTH,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  TOO_DEEP_MESSAGE,
} from './input-cleaning';
import { jsonDepth } from './json-body';

const app = useTestApp();

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('the checks on their own', () => {
  it('measure JSON depth without counting brackets inside strings', () => {
    expect(jsonDepth('{"a":"[[[[\\"[["}')).toBe(1);
    expect(jsonDepth(nested(10_000))).toBe(10_000);
    expect(jsonDepth(nested(10_000), 40)).toBe(41);
  });

  it('walk a value nested 100,000 levels without overflowing the stack', () => {
    let value: unknown = 'x';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findInputProblem(value)).toEqual({
      field: expect.any(String),
      message: TOO_DEEP_MESSAGE,
    });
  });

  it('name the field of a lone surrogate, a NUL, or a bad key', () => {
    expect(findInputProblem({ a: [{ b: 'x\ud800' }] })).toEqual({
      field: 'a.0.b',
      message: SURROGATE_MESSAGE,
    });
    expect(findInputProblem({ a: 'x\udc00y' })?.message).toBe(SURROGATE_MESSAGE);
    expect(findInputProblem({ a: { 'k\u0000': 1 } })).toEqual({ field: 'a', message: NUL_MESSAGE });
    expect(findInputProblem({ a: 'paired 😀 surrogates are fine' })).toBeNull();
  });
});

describe('lone surrogates', () => {
  it.each([
    ['/auth/reset-password', '{"login":"a\\ud800b"}'],
    ['/auth/resend-verification', '{"login":"a\\ud800b"}'],
    ['/auth/sign-in', '{"login":"a\\udc00","password":"x"}'],
  ])('POST %s answers 400 naming the field, signed out', async (path, rawBody) => {
    const response = await api(app.url, 'POST', path, { rawBody });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(SURROGATE_MESSAGE);
    expect(response.body.errors).toHaveProperty('login');
  });

  it('are refused in a signed-in body and a query string too', async () => {
    const person = await makeUser(app);
    const inBody = await api(app.url, 'POST', '/user/profile', {
      token: person.token,
      rawBody: '{"bio":"\\ud83d"}',
    });
    expect(inBody.status).toBe(400);
    expect(inBody.body.errors).toHaveProperty('bio');
  });
});

describe('deep nesting', () => {
  it.each([
    ['an array', nested(3_000)],
    ['an object', nestedObject(1_000)],
    ['a body just past the limit', nested(MAX_INPUT_DEPTH + 1)],
  ])('of %s answers 400 in the section 8 shape on a public operation', async (_name, rawBody) => {
    const response = await api(app.url, 'POST', '/auth/sign-in', { rawBody });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: TOO_DEEP_MESSAGE,
      errors: { request: TOO_DEEP_MESSAGE },
      status: 400,
    });
  });

  it('at the limit reaches contract validation instead', async () => {
    const response = await api(app.url, 'POST', '/auth/sign-in', {
      rawBody: nested(MAX_INPUT_DEPTH),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).not.toBe(TOO_DEEP_MESSAGE);
  });

  it('answers 400 on a signed-in operation', async () => {
    const person = await makeUser(app);
    const response = await api(app.url, 'POST', '/user/profile', {
      token: person.token,
      rawBody: `{"bio":${nested(10_000)}}`,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(TOO_DEEP_MESSAGE);
  });
});

describe('list parameters in the query', () => {
  it('are read in the bracket form of spec section 7 on the newsfeed', async () => {
    const me = await makeUser(app);
    const sports = await makePost(app, me, { category: 'sports' });
    const news = await makePost(app, me, { category: 'news' });
    await makePost(app, me, { category: 'fun' });
    const ids = async (query: string) =>
      (await api(app.url, 'GET', `/user/newsfeed?${query}`, { token: me.token })).body.items.map(
        (p: { id: string }) => p.id,
      );
    const expected = [news.id, sports.id];
    expect(await ids('source=local&categories[]=sports&categories[]=news')).toEqual(expected);
    expect(await ids('source=local&categories%5B%5D=sports&categories%5B%5D=news')).toEqual(
      expected,
    );
    expect(await ids('source=local&categories=sports&categories=news')).toEqual(expected);
    expect(await ids('source=local&categories[]=news')).toEqual([news.id]);
  });

  it('are read in the bracket form when exploring channels, and still validated', async () => {
    const owner = await makeUser(app);
    const tag = `zq${Date.now().toString(36)}`;
    const arts = await makeChannel(app, owner, { title: `Arts ${tag}`, category: 'arts' });
    await makeChannel(app, owner, { title: `News ${tag}`, category: 'news' });
    const explore = (query: string) =>
      api(app.url, 'GET', `/explore/channels?search=${tag}&${query}`, { token: owner.token });
    const found = await explore('categories[]=arts&categories[]=business');
    expect(found.status).toBe(200);
    expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([arts.id]);
    expect((await explore('categories[]=gossip')).status).toBe(400);
  });
});

describe('body limits from the contract', () => {
  it('refuses a body no valid one could reach with 413, before parsing it', async () => {
    const person = await makeUser(app);
    const tooLarge = await api(app.url, 'POST', '/user/list', {
      token: person.token,
      body: { title: 'Crew', note: 'x'.repeat(20_000) },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: 'The request body is too large.', status: 413 });
    const fits = await api(app.url, 'POST', '/user/list', {
      token: person.token,
      body: { title: 'Crew' },
    });
    expect(fits.status).toBeLessThan(300);
  });
});
