import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADVANCED_SEARCH_MESSAGES } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { makePosts } from '../../posts/post-fixture';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('explore: the advanced search', () => {
  it('fills the form from the typed line, and writes the line from the form', async () => {
    renderApp('/explore?tab=advanced', {});
    const typed = await screen.findByLabelText('Typed search');
    fireEvent.change(typed, {
      target: { value: 'steel "load test" from:ana @bo #rebar has:image' },
    });
    expect(valueOf('All of these words')).toBe('steel');
    expect(valueOf('Exact phrases')).toBe('load test');
    expect(valueOf('From these people')).toBe('ana');
    expect(valueOf('Mentioning these people')).toBe('bo');
    expect(valueOf('Topics')).toBe('rebar');
    expect((screen.getByLabelText('Image') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Replies to these people'), { target: { value: 'cy' } });
    fireEvent.click(screen.getByLabelText('Video'));
    expect(valueOf('Typed search')).toBe(
      'steel "load test" from:ana to:cy @bo #rebar has:image has:video',
    );
  });

  it('searches what the form says, puts it in the address, and shows the posts found', async () => {
    const asked: URLSearchParams[] = [];
    renderApp('/explore?tab=advanced', {
      'POST /api/explore/search/advanced': (request) => {
        asked.push(new URL(request.url).searchParams);
        return json(200, { items: makePosts(1, 2) });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Advanced search' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From these people'), { target: { value: '@Ana' } });
    fireEvent.change(screen.getByLabelText('Kind of post'), { target: { value: 'media' } });
    fireEvent.change(screen.getByLabelText('Kind of media'), { target: { value: 'images' } });
    fireEvent.click(screen.getByLabelText('Original posts only (no replies or reposts)'));
    fireEvent.click(screen.getByRole('button', { name: 'Find posts' }));
    const found = await screen.findByRole('list', { name: 'Posts found' });
    expect(within(found).getByText('Post number 2')).toBeTruthy();
    expect(asked[0]?.get('q')).toBe('from:ana');
    expect(asked[0]?.get('type')).toBe('media');
    expect(asked[0]?.get('subType')).toBe('images');
    expect(asked[0]?.get('op')).toBe('true');
    // The form starts again from the address: it shows what was searched.
    expect(valueOf('Typed search')).toBe('from:ana');
  });

  it("shows core's message on the field and does not search while something cannot be read", async () => {
    const fake = renderApp('/explore?tab=advanced', {});
    fireEvent.change(await screen.findByLabelText('Topics'), { target: { value: 'no-dash' } });
    expect(await screen.findByText(ADVANCED_SEARCH_MESSAGES.badTag('no-dash'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Typed search'), { target: { value: 'before:soon' } });
    expect(
      await screen.findByText(ADVANCED_SEARCH_MESSAGES.badDate('before', 'soon')),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find posts' }));
    expect(fake.calls).not.toContain('POST /api/explore/search/advanced');
  });

  it("shows the server's refusal on the field it names", async () => {
    renderApp('/explore?tab=advanced&q=steel&type=media&subType=gifs', {
      'POST /api/explore/search/advanced': () =>
        json(400, {
          message: 'A subtype narrows the media tab only.',
          errors: { subType: 'A subtype narrows the media tab only.' },
        }),
    });
    const field = await screen.findByLabelText('Kind of media');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('A subtype narrows the media tab only.').length).toBeGreaterThan(0);
  });
});
