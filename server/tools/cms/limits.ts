import type { CatalogueLimit } from '../tool-search/catalogue-limits.ts';

/**
 * What Wayfinder's CMS cannot do, in the words editors and models ask for it: a request one of these explains better
 * than any tool is answered "nothing matched", naming the capability (`catalogue-limits.ts`, decision 085). English
 * phrases only: a model searches in English. Each phrase is written not to share a word with a request the tools carry
 * out ("publish", "post", "search", "team" and "library" matched those).
 */
export const CMS_LIMITS: readonly CatalogueLimit[] = [
  {
    capability: 'sending emails or newsletters',
    phrases: [
      'send an email',
      'email the subscribers',
      'send a newsletter',
      'newsletter campaign to our mailing list',
      'mailchimp subscribers',
      'send mail to a customer',
    ],
  },
  { capability: 'sending text or chat messages', phrases: ['send an sms text message', 'send a whatsapp message', 'text message to customers'] },
  {
    capability: 'site analytics and visitor statistics',
    phrases: [
      'site analytics traffic report',
      'pageviews and visitors statistics',
      'bounce rate per page',
      'google analytics stats',
      'how many visitors did we get',
    ],
  },
  {
    capability: 'user accounts, roles and passwords',
    phrases: [
      'create a user account',
      'add a new user account with permissions',
      'change my password',
      'user accounts and access permissions',
      'invite someone to the admin login',
    ],
  },
  { capability: 'redirects', phrases: ['create a 301 redirect', 'redirect the old url to the new url', 'url redirects'] },
  { capability: 'cookie consent and privacy banners', phrases: ['add a cookie consent banner', 'gdpr cookie notice'] },
  { capability: 'domains, DNS and certificates', phrases: ['connect a custom domain', 'dns records', 'ssl certificate https'] },
  {
    capability: 'payments, a shop and orders',
    phrases: ['accept card payments online', 'stripe checkout', 'online store products and inventory', 'customer orders and invoices', 'process a refund'],
  },
  { capability: 'comments on posts', phrases: ['enable comments', 'let readers comment', 'moderate comments', 'reply to a comment'] },
  {
    capability: 'translating the site, or a language switcher',
    phrases: ['translate the whole site', 'multilingual site with a language switcher', 'add another locale', 'translation with deepl'],
  },
  { capability: 'scheduled publishing', phrases: ['schedule it for a later date and time', 'go live automatically next monday at 9am', 'scheduled release'] },
  { capability: 'A/B tests', phrases: ['a/b test two headlines', 'split test variants'] },
  {
    capability: 'uploading files from a computer or phone',
    phrases: ['upload a photo from my computer', 'upload the pdf brochure', 'upload files from my phone', 'attach a document for download', 'upload a video'],
  },
  { capability: 'backups and exports', phrases: ['back up the whole site', 'export the site content', 'restore a backup'] },
  {
    capability: 'themes, fonts, colours, custom code and the favicon',
    phrases: ['change the site font', 'change the theme colors', 'custom css', 'add tracking code to the head', 'change the favicon'],
  },
  { capability: 'reading form submissions', phrases: ['read the contact form submissions', 'messages people sent through the form', 'form entries inbox'] },
  {
    capability: 'editing images (cropping, resizing, compressing, alt texts)',
    phrases: ['crop the image', 'resize an image', 'rotate a photo', 'compress images', 'edit the image alt text'],
  },
  { capability: 'posting to social media', phrases: ['share it on facebook', 'share on instagram', 'social media accounts', 'tweet it'] },
  { capability: 'generating images with AI', phrases: ['generate an image with ai', 'create an illustration with dall-e'] },
  { capability: 'bookings and reservations', phrases: ['manage bookings and reservations', 'booking calendar availability', 'confirm a customer booking'] },
  { capability: 'password-protected pages', phrases: ['password protect it', 'members only area behind a login'] },
  { capability: 'sitemaps and search engine settings', phrases: ['generate a sitemap', 'edit robots.txt'] },
  { capability: 'live chat', phrases: ['add a live chat widget', 'chatbot on the website'] },
];
