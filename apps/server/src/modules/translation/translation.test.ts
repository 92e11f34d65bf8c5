// Translation through the API: a real Apertium APY (spawned on loopback), the offline detector,
// each post's detected language, the cache, the 503s without a server, and the LibreTranslate
// driver against a small stand-in of LibreTranslate's API (a peer's protocol, not our server).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp, type TestApp } from '../../../test/support/app';
import {
  apertiumMissing,
  requireApertium,
  startApertium,
  type Apertium,
} from '../../../test/support/apertium';
import { expectContract } from '../../../test/support/contract';
import { makePost, makeUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { portOf, rawExchange } from '../../../test/support/raw-http';
import { pairMissing, TRANSLATION_MESSAGES } from '../../platform/translation/index';
import { TRANSLATE_BODY_LIMIT } from './operations/translateText';

requireApertium();
const missing = apertiumMissing();

const translate = (app: TestApp, body: unknown) => api(app.url, 'POST', '/translate', { body });

describe.skipIf(missing !== undefined)('through a real Apertium APY', () => {
  let apy: Apertium;
  let app: TestApp;
  beforeAll(async () => {
    apy = await startApertium();
    app = await startTestApp({ TRANSLATION_PROVIDER: 'apertium', TRANSLATION_URL: apy.url });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await apy?.stop();
  });

  it('translates an English post to Spanish, keeping its tags', async () => {
    const ana = await makeUser(app);
    const post = await makePost(app, ana, {
      text: '<p>The <strong>house</strong> is finished.</p>',
    });
    expect(post.language).toBe('en');
    const response = await translate(app, {
      q: post.text,
      source: 'en',
      target: 'es',
      format: 'html',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectContract('translateText', 200, response.body);
    expect(response.body.translatedText).toBe('<p>La <strong>casa</strong> está acabada.</p>');
    expect(response.body.detectedLanguage).toBeUndefined();
  });

  it('detects the source when asked to, and translates several texts at once', async () => {
    const auto = await translate(app, {
      q: 'The roof is on and the walls are straight',
      target: 'es',
    });
    expect(auto.status).toBe(200);
    expect(auto.body.detectedLanguage.language).toBe('en');
    expect(auto.body.translatedText).toContain('techo');
    const many = await translate(app, { q: ['Hello', 'The house'], source: 'en', target: 'es' });
    expect(many.body.translatedText).toEqual(['Hola', 'La casa']);
    const back = await translate(app, { q: 'La casa', source: 'es', target: 'en' });
    expect(back.body.translatedText).toBe('The house');
  });

  it('lists the pairs the server offers, in our two-letter codes', async () => {
    const response = await api(app.url, 'GET', '/languages');
    expect(response.status).toBe(200);
    expectContract('listLanguages', 200, response.body);
    expect(response.body).toEqual(
      expect.arrayContaining([
        { code: 'en', name: 'English', targets: ['es'] },
        { code: 'es', name: 'Spanish', targets: ['en'] },
      ]),
    );
  });

  it('refuses a pair the server does not offer, on the target field', async () => {
    const response = await translate(app, { q: 'Hello', source: 'en', target: 'fr' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(pairMissing('en', 'fr'));
    expect(response.body.errors).toEqual({ target: pairMissing('en', 'fr') });
  });

  it('answers from its cache once translated, and 503 for new text when the server is down', async () => {
    const first = await translate(app, { q: 'The concrete is dry', source: 'en', target: 'es' });
    expect(first.status).toBe(200);
    await apy.stop();
    const again = await translate(app, { q: 'The concrete is dry', source: 'en', target: 'es' });
    expect(again.status).toBe(200);
    expect(again.body.translatedText).toBe(first.body.translatedText);
    const fresh = await translate(app, { q: 'The beam is level', source: 'en', target: 'es' });
    expect(fresh.status).toBe(503);
    expect(fresh.body.message).toBe(TRANSLATION_MESSAGES.down);
  });
});

describe('without a translation server', () => {
  const app = useTestApp();

  it('translate answers 503 with a clear message and the language list is empty', async () => {
    const response = await translate(app, { q: 'Hello', target: 'es' });
    expect(response.status).toBe(503);
    expectContract('translateText', 503, response.body);
    expect(response.body.message).toBe(TRANSLATION_MESSAGES.notConfigured);
    const languages = await api(app.url, 'GET', '/languages');
    expect(languages.status).toBe(200);
    expect(languages.body).toEqual([]);
  });

  it('translate refuses with 503 at once, without waiting for a large body', async () => {
    // A 1 MB body is promised and never sent: the answer cannot depend on reading it.
    const answer = await rawExchange(
      portOf(app.url),
      'POST /api/translate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1048576\r\n\r\n{"q":"',
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toContain(TRANSLATION_MESSAGES.notConfigured);
  }, 30_000);

  it('detects languages offline, most likely first', async () => {
    const response = await api(app.url, 'POST', '/detect', { body: { q: 'Obra terminada' } });
    expect(response.status).toBe(200);
    expectContract('detectLanguage', 200, response.body);
    expect(response.body[0].language).toBe('es');
    expect(response.body[0].confidence).toBeGreaterThan(0);
    const english = await api(app.url, 'POST', '/detect', {
      body: { q: 'The crane arrives on Monday morning' },
    });
    expect(english.body[0].language).toBe('en');
  });

  it('keeps each post’s language, detected again when the words change', async () => {
    const ana = await makeUser(app);
    const spanish = await makePost(app, ana, {
      text: '<p>La obra está terminada y el tejado puesto.</p>',
    });
    expect(spanish.language).toBe('es');
    const short = await makePost(app, ana, { text: '<p>ok 👍</p>' });
    expect(short.language).toBeNull();
    const edited = await api(app.url, 'PUT', `/user/post/${short.id}`, {
      token: ana.token,
      body: { text: '<p>The scaffolding comes down tomorrow.</p>' },
    });
    expect(edited.body.language).toBe('en');
  });

  it('detect refuses bad input; translate answers 503 before reading it', async () => {
    expect((await api(app.url, 'POST', '/detect', { body: { q: '' } })).status).toBe(400);
    expect((await translate(app, { q: '', target: 'english!' })).status).toBe(503);
  });
});

describe('through a LibreTranslate server', () => {
  let peer: Server;
  let app: TestApp;
  const seen: unknown[] = [];
  beforeAll(async () => {
    peer = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.url === '/languages') {
          return res.end(JSON.stringify([{ code: 'en', name: 'English', targets: ['de'] }]));
        }
        const body = JSON.parse(raw) as { q: string[] };
        seen.push(body);
        res.end(JSON.stringify({ translatedText: body.q.map((q) => `[de] ${q}`) }));
      });
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const { port } = peer.address() as AddressInfo;
    app = await startTestApp({
      TRANSLATION_PROVIDER: 'libretranslate',
      TRANSLATION_URL: `http://127.0.0.1:${port}`,
      TRANSLATION_API_KEY: 'lt-key',
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => peer?.close(resolve));
  });

  it('forwards the texts, languages, format and key, and reads the answer', async () => {
    const response = await translate(app, {
      q: 'Good morning',
      source: 'en',
      target: 'de',
      format: 'text',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.translatedText).toBe('[de] Good morning');
    expect(seen).toEqual([
      { q: ['Good morning'], source: 'en', target: 'de', format: 'text', api_key: 'lt-key' },
    ]);
    const languages = await api(app.url, 'GET', '/languages');
    expect(languages.body).toEqual([{ code: 'en', name: 'English', targets: ['de'] }]);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      {},
      { q: '', target: 'es' },
      { q: 'Hello', target: 'english!' },
      { q: 'Hello', target: 'es', format: 'pdf' },
      { q: 'Hello', target: 'es', extra: true },
      { q: 'x'.repeat(20_001), target: 'es' },
    ]) {
      const response = await translate(app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('takes a long post in several texts but refuses a body past its small limit with 413', async () => {
    const texts = Array.from({ length: 5 }, () => 'a'.repeat(20_000));
    const within = await translate(app, { q: texts, source: 'en', target: 'de' });
    expect(within.status).toBe(200);
    const past = await translate(app, {
      q: Array.from({ length: 7 }, () => 'a'.repeat(20_000)),
      source: 'en',
      target: 'de',
    });
    expect(JSON.stringify({ q: texts }).length).toBeLessThan(TRANSLATE_BODY_LIMIT);
    expect(past.status).toBe(413);
  });
});
