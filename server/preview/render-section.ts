import type { SectionRecord } from '../store/section-repository.ts';
import { type Content, flagOf, imageIdOf, itemsOf, linkOf, numberOf, stringsOf, textOf } from './content-values.ts';
import { html, type SafeHtml } from './html.ts';
import { renderFaq, renderTeamGrid } from './render-collection-section.ts';
import { backgroundStyle, type RenderContext, renderButton, renderImage } from './render-context.ts';
import { renderMarkdown } from './render-markdown.ts';

type SectionRenderer = (content: Content, context: RenderContext) => SafeHtml;

const markdown = (content: Content, field: string, context: RenderContext) => {
  const text = textOf(content, field);
  return text ? html`<div class="rich-text">${renderMarkdown(text, context.links)}</div>` : html``;
};
const heading = (content: Content, level: 'h1' | 'h2' = 'h2') => {
  const text = textOf(content, 'heading');
  if (!text) return html``;
  return level === 'h1' ? html`<h1>${text}</h1>` : html`<h2>${text}</h2>`;
};

/** One renderer per section template of the demo site; any other template gets `renderGeneric`. */
const RENDERERS: Record<string, SectionRenderer> = {
  hero: (content, context) => html`
    <div class="hero-inner" style="${backgroundStyle(context, imageIdOf(content, 'backgroundImage'))}">
      ${heading(content, 'h1')}
      ${textOf(content, 'subheading') && html`<p class="lead">${textOf(content, 'subheading')}</p>`}
      <p class="actions">${renderButton(context, linkOf(content, 'primaryAction'))} ${renderButton(context, linkOf(content, 'secondaryAction'), 'secondary')}</p>
    </div>`,

  features: (content, context) => html`
    ${heading(content)} ${markdown(content, 'intro', context)}
    <ul class="grid">
      ${itemsOf(content, 'items').map(
        (item) => html`<li class="card">
          ${renderImage(context, imageIdOf(item, 'image'), 'thumbnail')}
          ${textOf(item, 'icon') && !imageIdOf(item, 'image') ? html`<span class="icon" aria-hidden="true">${textOf(item, 'icon')}</span>` : ''}
          <h3>${textOf(item, 'title')}</h3><p>${textOf(item, 'description')}</p>${renderButton(context, linkOf(item, 'link'), 'secondary')}
        </li>`,
      )}
    </ul>`,

  testimonials: (content, context) => html`
    ${heading(content)}
    <div class="grid">
      ${itemsOf(content, 'items').map((item) => {
        const rating = numberOf(item, 'rating');
        return html`<figure class="card quote">
          ${renderImage(context, imageIdOf(item, 'photo'), 'avatar')}
          <blockquote>${textOf(item, 'quote')}</blockquote>
          <figcaption><strong>${textOf(item, 'name')}</strong>${textOf(item, 'detail') && html`, ${textOf(item, 'detail')}`}
            ${rating !== undefined && html`<span class="rating" aria-label="${rating} out of 5">${'★'.repeat(Math.max(0, Math.min(5, Math.round(rating))))}</span>`}
          </figcaption>
        </figure>`;
      })}
    </div>`,

  cta: (content, context) => html`
    <div class="band" style="${backgroundStyle(context, imageIdOf(content, 'backgroundImage'))}">
      ${heading(content)} ${textOf(content, 'body') && html`<p>${textOf(content, 'body')}</p>`}
      <p class="actions">${renderButton(context, linkOf(content, 'action'))} ${renderButton(context, linkOf(content, 'secondaryAction'), 'secondary')}</p>
    </div>`,

  text: (content, context) => html`${heading(content)} ${markdown(content, 'body', context)}`,

  'image-text': (content, context) => html`
    <div class="split ${flagOf(content, 'imageOnLeft') ? 'image-left' : ''}">
      <div>${heading(content)} ${markdown(content, 'body', context)} ${renderButton(context, linkOf(content, 'action'))}</div>
      ${renderImage(context, imageIdOf(content, 'image'))}
    </div>`,

  gallery: (content, context) => html`
    ${heading(content)}
    <div class="gallery" style="--columns: ${Math.min(4, Math.max(2, numberOf(content, 'columns') ?? 3))}">
      ${itemsOf(content, 'images').map(
        (item) =>
          html`<figure>${renderImage(context, imageIdOf(item, 'image'))}${textOf(item, 'caption') && html`<figcaption>${textOf(item, 'caption')}</figcaption>`}</figure>`,
      )}
    </div>`,

  faq: renderFaq,
  'team-grid': renderTeamGrid,

  'pricing-table': (content, context) => html`
    ${heading(content)} ${markdown(content, 'intro', context)}
    <div class="grid">
      ${itemsOf(content, 'plans').map(
        (plan) => html`<div class="card plan ${flagOf(plan, 'highlighted') ? 'highlighted' : ''}">
          <h3>${textOf(plan, 'name')}</h3>
          <p class="price">$${numberOf(plan, 'price')}${textOf(plan, 'unit') && html` <small>${textOf(plan, 'unit')}</small>`}</p>
          ${textOf(plan, 'description') && html`<p>${textOf(plan, 'description')}</p>`} ${markdown(plan, 'features', context)}
          ${renderButton(context, linkOf(plan, 'action'))}
        </div>`,
      )}
    </div>
    ${textOf(content, 'footnote') && html`<p class="footnote">${textOf(content, 'footnote')}</p>`}`,

  'contact-form': (content, context) => html`
    ${heading(content)}
    <div class="split">
      <div>${markdown(content, 'intro', context)}<p class="muted">Messages go to ${textOf(content, 'recipientEmail')}.</p></div>
      <form class="contact" aria-label="Contact form (preview: does not send)">
        <label>Name <input name="name" disabled></label>
        <label>Email <input name="email" type="email" disabled></label>
        ${flagOf(content, 'showPhoneField') && html`<label>Phone <input name="phone" disabled></label>`}
        ${
          stringsOf(content, 'subjectOptions').length > 0 &&
          html`<label>Subject <select disabled>${stringsOf(content, 'subjectOptions').map((option) => html`<option>${option}</option>`)}</select></label>`
        }
        <label>Message <textarea disabled></textarea></label>
        <button type="button" disabled>${textOf(content, 'submitLabel') ?? 'Send'}</button>
      </form>
    </div>`,

  stats: (content) => html`
    ${heading(content)}
    <dl class="stats">
      ${itemsOf(content, 'items').map((item) => html`<div><dt>${numberOf(item, 'value')}${textOf(item, 'suffix')}</dt><dd>${textOf(item, 'label')}</dd></div>`)}
    </dl>`,
};

/** A template the preview does not know: its heading and its text fields, so the content can still be checked. */
function renderGeneric(content: Content): SafeHtml {
  const fields = Object.entries(content).filter(([name, value]) => name !== 'heading' && (typeof value === 'string' || typeof value === 'number'));
  return html`${heading(content)}<dl class="generic">${fields.map(([name, value]) => html`<dt>${name}</dt><dd>${String(value)}</dd>`)}</dl>`;
}

/** One section as the site would show it, wrapped with its template and id so a change can be found. */
export function renderSection(section: SectionRecord, context: RenderContext): SafeHtml {
  const render = RENDERERS[section.templateName] ?? renderGeneric;
  return html`<section class="section section-${section.templateName}" id="section-${section.id}" data-template="${section.templateName}">
    ${render(section.content, context)}
  </section>`;
}

/** Templates the preview renders on purpose (the rest fall back to a plain listing of their fields). */
export const RENDERED_TEMPLATES = Object.keys(RENDERERS);
