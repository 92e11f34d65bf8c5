import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { makeSource } from './rss-fixtures';

const NOT_A_FEED = 'That address is not a news feed (RSS or Atom).';

function routes(sources = [makeSource(1)], extra: Record<string, Handler> = {}) {
  const bodies: unknown[] = [];
  return {
    bodies,
    routes: {
      'GET /api/user/rss/own': () => json(200, { items: sources }),
      'GET /api/user/rss/count': () => json(200, { count: sources.length }),
      ...extra,
    } satisfies Record<string, Handler>,
  };
}

const field = () => screen.getByRole('textbox', { name: /Feed address/ });

describe('the news sources page', () => {
  it('lists the person’s sources with their count, each linking to its page', async () => {
    renderApp('/news', routes([makeSource(1), makeSource(2)]).routes);
    expect(await screen.findByRole('heading', { name: 'News sources', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your news sources' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Site news 2' }).getAttribute('href')).toBe(
      `/news/${makeSource(2).id}`,
    );
    expect(await screen.findByText('Your sources (2)')).toBeTruthy();
  });

  it('invites to add a first source when there is none', async () => {
    renderApp('/news', routes([]).routes);
    expect(await screen.findByRole('heading', { name: 'No news sources yet' })).toBeTruthy();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    renderApp('/news', {
      ...routes().routes,
      'GET /api/user/rss/own': () =>
        fail ? json(500, { message: 'Database down' }) : json(200, { items: [makeSource(1)] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your sources could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Site news 1' })).toBeTruthy();
  });

  it('checks the address before sending, then shows the server’s refusal on the field', async () => {
    const sent: unknown[] = [];
    renderApp('/news', {
      ...routes([]).routes,
      'POST /api/user/rss': async (request) => {
        sent.push(await request.json());
        return json(400, { message: NOT_A_FEED, errors: { url: NOT_A_FEED } });
      },
    });
    await screen.findByRole('heading', { name: 'No news sources yet' });
    fireEvent.change(field(), { target: { value: 'example.com/feed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(
      await screen.findByText('Enter a feed address starting with http:// or https://.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field(), { target: { value: 'https://example.com/page.html' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(NOT_A_FEED).length).toBeGreaterThan(0);
    expect(sent).toEqual([{ url: 'https://example.com/page.html' }]);
  });

  it('says it is fetching while the server reads the feed, then puts the new source on top', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fake = renderApp('/news', {
      ...routes([makeSource(1)]).routes,
      'POST /api/user/rss': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('link', { name: 'Site news 1' });
    fireEvent.change(field(), { target: { value: 'https://news3.example/feed.xml' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(await screen.findByText('Fetching the feed…')).toBeTruthy();
    answer(json(201, makeSource(3)));
    const list = screen.getByRole('list', { name: 'Your news sources' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getAllByRole('article')[0]!.getAttribute('aria-label')).toBe('Site news 3');
    expect(screen.queryByText('Fetching the feed…')).toBeNull();
    expect((field() as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('Your sources (2)')).toBeTruthy();
    expect(fake.notify).toHaveBeenCalledWith('Site news 3 was added to your news.', 'success');
  });

  it('removes a source after a confirmation, and Cancel keeps it', async () => {
    const removed: string[] = [];
    renderApp('/news', {
      ...routes([makeSource(1), makeSource(2)]).routes,
      [`DELETE /api/user/rss/${makeSource(1).id}`]: (request) => {
        removed.push(new URL(request.url).pathname);
        return json(200, { ok: true });
      },
    });
    const card = (await screen.findByRole('link', { name: 'Site news 1' })).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(within(card).getByText('Remove Site news 1 from your news?')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Site news 1' })).toBeNull());
    expect(removed).toHaveLength(1);
    expect(screen.getByText('Your sources (1)')).toBeTruthy();
  });
});
