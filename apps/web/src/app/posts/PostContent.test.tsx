import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-services';
import { renderApp } from '../../test/render-app';
import { makePost } from './post-fixture';

const SPANISH = '<p>La obra está terminada.</p>';

function renderFeedWith(post: ReturnType<typeof makePost>, routes = {}) {
  return renderApp('/bookmarks', {
    'GET /api/user/bookmark/newsfeed': () => json(200, { items: [post] }),
    ...routes,
  });
}

describe('a post in another language than the reader’s', () => {
  it('offers Translate, shows the translation in place, then the original again', async () => {
    const bodies: unknown[] = [];
    renderFeedWith(makePost(1, { text: SPANISH, language: 'es' }), {
      'GET /api/languages': () => json(200, [{ code: 'es', name: 'Spanish', targets: ['en'] }]),
      'POST /api/translate': async (request: Request) => {
        bodies.push(await request.json());
        return json(200, { translatedText: '<p>The work is finished.</p>' });
      },
    });
    const card = (await screen.findByText('La obra está terminada.')).closest('article')!;
    fireEvent.click(await within(card).findByRole('button', { name: 'Translate' }));
    expect(await within(card).findByText('The work is finished.')).toBeTruthy();
    expect(within(card).queryByText('La obra está terminada.')).toBeNull();
    expect(bodies).toEqual([{ q: SPANISH, source: 'es', target: 'en', format: 'html' }]);
    fireEvent.click(within(card).getByRole('button', { name: 'Show original' }));
    expect(within(card).getByText('La obra está terminada.')).toBeTruthy();
  });

  it('offers nothing without a translation server, or for the reader’s own language', async () => {
    const { calls } = renderFeedWith(makePost(1, { text: SPANISH, language: 'es' }), {
      'GET /api/languages': () => json(200, []),
    });
    await screen.findByText('La obra está terminada.');
    await waitFor(() => expect(calls).toContain('GET /api/languages'));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });
});

describe('a post with a link', () => {
  it('shows the preview card opening the page in a new tab without a referrer', async () => {
    renderFeedWith(
      makePost(1, {
        link: {
          url: 'https://news.example/barn',
          title: 'Timber frame barn raised in two days',
          description: 'A crew of twelve.',
          image: 'http://localhost/api/files/abc.jpg',
          siteName: "Builder's Weekly",
          type: 'article',
          video: null,
        },
      }),
    );
    const link = await screen.findByRole('link', { name: /Timber frame barn raised/ });
    expect(link.getAttribute('href')).toBe('https://news.example/barn');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(within(link).getByText("Builder's Weekly")).toBeTruthy();
  });
});

describe('a post made in a group', () => {
  it("shows the group's name linking to the group", async () => {
    const group = {
      id: '0190b3c2-0000-7000-8000-00000000a001',
      name: 'site-leads',
      title: 'Site leads',
      type: 'open' as const,
      privateGroup: false,
    };
    renderFeedWith(makePost(1, { text: '<p>Pour on Monday</p>', group }));
    const card = (await screen.findByText('Pour on Monday')).closest('article')!;
    const link = within(card).getByRole('link', { name: 'Site leads' });
    expect(link.getAttribute('href')).toBe(`/groups/${group.id}`);
  });
});
