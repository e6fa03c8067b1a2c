import { type Content, flagOf, imageIdOf, numberOf, textOf } from './content-values.ts';
import { html, type SafeHtml } from './html.ts';
import { type RenderContext, renderImage } from './render-context.ts';
import { renderMarkdown } from './render-markdown.ts';

/** Which collection each collection-backed template shows: the preview loads these entries before rendering. */
export const COLLECTION_OF_TEMPLATE: Readonly<Record<string, string>> = { faq: 'faq', 'team-grid': 'team' };

const limited = <T>(items: readonly T[], limit: number | undefined) => (limit !== undefined && limit > 0 ? items.slice(0, limit) : items);

/** Questions of the "faq" collection, optionally one category, as an accordion. */
export function renderFaq(content: Content, context: RenderContext): SafeHtml {
  const category = textOf(content, 'category')?.toLowerCase();
  const questions = (context.entries.get('faq') ?? []).filter((entry) => !category || String(entry.data.category ?? '').toLowerCase() === category);
  const intro = textOf(content, 'intro');
  return html`<h2>${textOf(content, 'heading')}</h2>
    ${intro && html`<div class="rich-text">${renderMarkdown(intro, context.links)}</div>`}
    <div class="faq-list">
      ${limited(questions, numberOf(content, 'limit')).map(
        (entry) => html`<details><summary>${textOf(entry.data, 'question') ?? entry.title}</summary>
          <div class="rich-text">${renderMarkdown(textOf(entry.data, 'answer') ?? '', context.links)}</div></details>`,
      )}
    </div>`;
}

/** People of the "team" collection: portrait, name and role, with bios and emails when the section asks. */
export function renderTeamGrid(content: Content, context: RenderContext): SafeHtml {
  const people = limited(context.entries.get('team') ?? [], numberOf(content, 'limit'));
  const intro = textOf(content, 'intro');
  return html`<h2>${textOf(content, 'heading')}</h2>
    ${intro && html`<div class="rich-text">${renderMarkdown(intro, context.links)}</div>`}
    <ul class="grid team">
      ${people.map(
        ({ data, title }) => html`<li class="card person">
          ${renderImage(context, imageIdOf(data, 'photo'), 'portrait')}
          <h3>${textOf(data, 'name') ?? title}</h3><p class="muted">${textOf(data, 'role')}</p>
          ${flagOf(content, 'showBios') && textOf(data, 'bio') && html`<div class="rich-text">${renderMarkdown(textOf(data, 'bio')!, context.links)}</div>`}
          ${flagOf(content, 'showContactDetails') && textOf(data, 'email') && html`<p><a href="mailto:${textOf(data, 'email')}">${textOf(data, 'email')}</a></p>`}
        </li>`,
      )}
    </ul>`;
}
