// The small pages of the unsubscribe link (server-rendered: a mail link must work without the
// web app or a session). The link's page only asks; its button posts to the same address, so a
// mail scanner that opens links unsubscribes nobody. No script, no inline style: the app's CSP
// holds here too.
import type { FastifyReply } from 'fastify';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escape(title)} · Trestle</title></head><body><main>` +
    `<h1>${escape(title)}</h1>${body}</main></body></html>`
  );
}

export function askPage(searchTitle: string, action: string, mailsOn: boolean): string {
  const about = `<p>Saved search: <strong>${escape(searchTitle)}</strong></p>`;
  if (!mailsOn) {
    return page('No more mails', `${about}<p>This search sends you no mails already.</p>`);
  }
  return page(
    'Stop these mails?',
    `${about}<p>You will get no more mails about new projects for this search. The search ` +
      'stays saved; you can turn its mails on again on the saved searches page.</p>' +
      // text/plain: a form with no fields that the server reads without a form parser.
      `<form method="post" action="${escape(action)}" enctype="text/plain">` +
      '<button type="submit">Stop the mails</button></form>',
  );
}

export function donePage(searchTitle: string): string {
  return page(
    'Mails stopped',
    `<p>You will get no more mails for the saved search <strong>${escape(searchTitle)}</strong>.` +
      '</p>',
  );
}

export function goneLinkPage(message: string): string {
  return page('Link not valid', `<p>${escape(message)}</p>`);
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A browser's form post asks for a page; a client of the API gets JSON. */
export const wantsPage = (accept: string | undefined): boolean =>
  /\btext\/html\b/.test(accept ?? '');
