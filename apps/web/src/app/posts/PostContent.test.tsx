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

describe('tags and mentions in a post', () => {
  it('are links: a tag to explore’s search, a mention to the profile, "#1" stays text', async () => {
    renderFeedWith(makePost(1, { text: '<p>Tip #1 for #Decks, ask @dana</p>' }));
    const tag = await screen.findByRole('link', { name: '#Decks' });
    expect(tag.getAttribute('href')).toBe('/explore?q=%23decks');
    expect(screen.getByRole('link', { name: '@dana' }).getAttribute('href')).toBe('/profile/dana');
    expect(screen.queryByRole('link', { name: '#1' })).toBeNull();
    fireEvent.click(tag);
    expect(await screen.findByRole('heading', { name: 'Explore' })).toBeTruthy();
  });
});

describe('a long post', () => {
  it('folds behind "Show more" in a list and opens in place', async () => {
    renderFeedWith(makePost(1, { text: `<p>${'Long words here. '.repeat(600)}</p>` }));
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBeTruthy();
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('does not fold a short one', async () => {
    renderFeedWith(makePost(1, { text: '<p>Short.</p>' }));
    await screen.findByText('Short.');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('a blog post', () => {
  it('shows its title as a link to the page where it is read in full, cover first', async () => {
    const blog = makePost(1, {
      kind: 'blog',
      title: 'Framing a barn',
      text: '<p>Sills and posts.</p>',
      media: [{ file: 'barn.jpg', type: 'image', width: 800, height: 600, alt: 'The barn' }],
    });
    renderFeedWith(blog);
    const title = await screen.findByRole('link', { name: 'Framing a barn' });
    expect(title.getAttribute('href')).toBe(`/post/${blog.id}`);
    const card = title.closest('article')!;
    const cover = within(card).getByRole('img', { name: 'The barn' });
    const text = within(card).getByText('Sills and posts.');
    // The cover comes before the words.
    expect(cover.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
