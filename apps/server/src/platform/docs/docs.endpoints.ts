import type { Config } from '../../config';
import { sessionCookieName } from '../auth/sessions';
import { type AnyRoute, defineRoute, FILE_ANSWER, SIGNED_IN } from '../http/route';
import { type DocumentOptions, openApiDocument } from './openapi';

/** The document as this server runs it: its cookie's name and its address. */
const optionsFor = (config: Config): DocumentOptions => ({
  sessionCookie: sessionCookieName(config),
  serverUrl: config.publicUrl,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A readable page of the same document: every path, its method, summary and access rule. */
function docsPage(document: ReturnType<typeof openApiDocument>): string {
  const paths = document.paths as Record<
    string,
    Record<string, { summary: string; description: string }>
  >;
  const rows = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary)}</td><td>${escapeHtml(op.description)}</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>care360 API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}code{font-size:.9rem}</style>
</head><body><main><h1>care360 API</h1><p>${escapeHtml(String((document.info as { description: string }).description))}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">OpenAPI 3.1 document</a>.</p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th><th scope="col">Access</th></tr></thead><tbody>
${rows}
</tbody></table></main></body></html>`;
}

export function docsRoutes(routes: () => AnyRoute[]): AnyRoute[] {
  // The routes and the settings are fixed while the server runs: the document (seconds of work
  // for over a thousand operations) is built once, on its first request.
  const built = new WeakMap<Config, { json: string; html: string }>();
  const documentFor = (config: Config) => {
    let pages = built.get(config);
    if (!pages) {
      const document = openApiDocument(routes(), optionsFor(config));
      pages = { json: JSON.stringify(document), html: docsPage(document) };
      built.set(config, pages);
    }
    return pages;
  };
  return [
    defineRoute({
      method: 'GET',
      url: '/api/docs/openapi.json',
      access: SIGNED_IN,
      summary: 'The OpenAPI description of this API',
      answer: FILE_ANSWER,
      async handler({ services }) {
        return {
          data: null,
          raw: {
            contentType: 'application/json',
            body: documentFor(services.config).json,
            filename: 'openapi.json',
            inline: true,
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/docs',
      access: SIGNED_IN,
      summary: 'The API reference page',
      answer: FILE_ANSWER,
      async handler({ services }) {
        return {
          data: null,
          raw: {
            contentType: 'text/html; charset=utf-8',
            body: documentFor(services.config).html,
            filename: 'api.html',
            inline: true,
          },
        };
      },
    }),
  ];
}
