/** The preview's one stylesheet, inlined in each page (the Content-Security-Policy allows no other). */
export const PREVIEW_STYLES = `
:root { font-family: Georgia, 'Times New Roman', serif; color: #1f2a24; background: #fbfaf7; line-height: 1.55; }
* { box-sizing: border-box; }
body { margin: 0; }
a { color: #2f5d3a; }
img { max-width: 100%; height: auto; display: block; border-radius: 6px; }
h1, h2, h3 { font-family: system-ui, sans-serif; line-height: 1.2; }
.preview-bar { position: sticky; top: 0; z-index: 10; display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; padding: 0.4rem 1rem;
  font: 13px system-ui, sans-serif; background: #1d2330; color: #fff; }
.preview-bar strong { color: #ffd666; }
.preview-bar .draft { background: #ffd666; color: #1d2330; padding: 0 0.4rem; border-radius: 4px; }
.site-header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; padding: 1rem 2rem; background: #fff; border-bottom: 1px solid #e4e1d8; }
.brand { font: 700 1.1rem system-ui, sans-serif; text-decoration: none; color: inherit; }
nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 1.25rem; font-family: system-ui, sans-serif; }
nav li { position: relative; }
nav li ul { display: none; position: absolute; top: 100%; left: 0; z-index: 5; flex-direction: column; gap: 0.4rem; padding: 0.6rem 0.8rem; background: #fff; border: 1px solid #e4e1d8; border-radius: 6px; white-space: nowrap; }
nav li:hover > ul, nav li:focus-within > ul { display: flex; }
main { max-width: 72rem; margin: 0 auto; padding: 0 1.5rem 3rem; }
.section { padding: 2.5rem 0; border-bottom: 1px solid #ece9e1; scroll-margin-top: 2rem; }
.hero-inner, .band { padding: 5rem 2rem; border-radius: 12px; background: #2f5d3a center / cover no-repeat; color: #fff;
  text-shadow: 0 1px 3px rgba(0,0,0,0.6); box-shadow: inset 0 0 0 100vmax rgba(20, 30, 25, 0.35); }
.hero-inner h1 { font-size: 2.8rem; margin: 0 0 0.5rem; }
.lead { font-size: 1.25rem; max-width: 40rem; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
.button { display: inline-block; padding: 0.6rem 1.1rem; border-radius: 6px; font: 600 0.95rem system-ui, sans-serif; text-decoration: none; text-shadow: none; }
.button.primary { background: #e07a2e; color: #fff; }
.button.secondary { background: #fff; color: #2f5d3a; border: 1px solid #2f5d3a; }
.grid { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1.25rem; }
.card { margin: 0; padding: 1.25rem; background: #fff; border: 1px solid #e4e1d8; border-radius: 10px; }
.icon { display: inline-block; padding: 0.1rem 0.5rem; border-radius: 999px; background: #e6efe7; font: 0.8rem system-ui, sans-serif; }
.thumbnail { margin-bottom: 0.75rem; aspect-ratio: 4 / 3; object-fit: cover; width: 100%; }
.avatar { width: 4rem; height: 4rem; object-fit: cover; border-radius: 50%; }
.quote blockquote { margin: 0.5rem 0; font-style: italic; }
.rating { color: #e0a100; margin-left: 0.5rem; }
.split { display: grid; grid-template-columns: 1fr 1fr; gap: 2rem; align-items: center; }
.split.image-left > :first-child { order: 2; }
.split > img { width: 100%; }
.gallery { display: grid; grid-template-columns: repeat(var(--columns, 3), 1fr); gap: 0.75rem; }
.gallery figure { margin: 0; }
.gallery img { aspect-ratio: 4 / 3; object-fit: cover; width: 100%; }
.gallery figcaption, .footnote, .muted { color: #5f675f; font-size: 0.9rem; }
.faq-list details { padding: 0.75rem 0; border-bottom: 1px solid #e4e1d8; }
.faq-list summary { cursor: pointer; font: 600 1rem system-ui, sans-serif; }
.portrait { aspect-ratio: 1; object-fit: cover; width: 100%; margin-bottom: 0.75rem; }
.plan.highlighted { border: 2px solid #e07a2e; }
.price { font: 700 2rem system-ui, sans-serif; margin: 0.25rem 0; }
.price small { font-size: 0.9rem; font-weight: 400; }
.contact { display: grid; gap: 0.6rem; }
.contact label { display: grid; gap: 0.2rem; font: 0.9rem system-ui, sans-serif; }
.contact input, .contact textarea, .contact select { font: inherit; padding: 0.45rem; border: 1px solid #c9c5b9; border-radius: 6px; }
.stats { display: flex; flex-wrap: wrap; gap: 2.5rem; }
.stats dt { font: 700 2.4rem system-ui, sans-serif; color: #2f5d3a; }
.stats dd { margin: 0; }
.missing-image { padding: 2rem; border: 2px dashed #b3261e; color: #b3261e; font: 0.9rem system-ui, sans-serif; }
.post-meta { color: #5f675f; font: 0.9rem system-ui, sans-serif; }
.status { font: 0.75rem system-ui, sans-serif; padding: 0.05rem 0.4rem; border-radius: 4px; background: #ece9e1; }
.site-footer { padding: 2rem; background: #1f2a24; color: #d9dfd8; }
.site-footer a { color: #d9dfd8; }
@media (max-width: 700px) {
  .split { grid-template-columns: 1fr; }
  .gallery { grid-template-columns: repeat(2, 1fr); }
  .hero-inner h1 { font-size: 2rem; }
  .site-header { padding: 1rem; }
}
`;
