/**
 * The first paint of a storefront page, drawn by the server (issue #20): before the main bundles have
 * loaded and run (145 KiB and about 1.3 s of a phone's main thread), index.html already shows the page's
 * frame at the place and size the app will draw it: the top bar, the header with the shop's logo, the menu
 * bar in the theme colour, and the page's picture that paints largest (home's first banners, a product's
 * main picture), with grey blocks where text will come. The app renders into #root, hidden meanwhile, and
 * removes this frame the moment its own main content is in the DOM (src/shared/first-paint.ts): nothing
 * moves, and the phone shows the shop and its picture about a second earlier.
 *
 * It holds no text (its pictures' alt is empty: the frame is hidden from assistive technology, and the
 * app's own pictures, named, replace it), so it is the same in every language, and no user's data (the page is kept per shop).
 * The sizes are those of the app's layout (the shell's top bar, header and menu bar, Chakra's container,
 * the home and product screens) at its breakpoints (md 768 px, lg 1024 px); tests/e2e/shell/first-paint
 * compares them with the app's at a phone's and a desktop's width.
 */

export interface FirstPaint {
  /** The header's logo (the site config's titleImg), a path on this site. */
  logo?: string;
  /** The logo is the largest paint (a page without a picture of its own): asked for with high priority. */
  logoIsLargest?: boolean;
  /** What the page shows first below the menu bar. */
  page: { kind: 'home'; banners: string[] } | { kind: 'list' } | { kind: 'detail'; image?: string };
}

/** The page's picture that paints largest (preloaded with high priority), if it has one of its own. */
export function largestPicture(page: FirstPaint['page']): string | undefined {
  if (page.kind === 'home') return page.banners[0];
  return page.kind === 'detail' ? page.image : undefined;
}

const escape = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Scoped to #mall-first-paint; #root stays hidden while this style is in the page (it goes with the
 * frame). Colours are Chakra's: bg.muted (gray.100 / gray.900), border (gray.200 / gray.800), the page's
 * dark background (black), and the brand colour the theme script set (--mall-primary).
 */
const STYLE = `#root{visibility:hidden}
#mall-first-paint{position:absolute;top:0;left:0;right:0;pointer-events:none;--fp-muted:#f4f4f5;--fp-border:#e4e4e7}
html.dark body{background:#09090b}
html.dark #mall-first-paint{--fp-muted:#18181b;--fp-border:#27272a}
#mall-first-paint *{box-sizing:border-box}
.fp-c{max-width:72rem;margin:0 auto;padding-inline:16px}
.fp-top{height:33px;background:var(--fp-muted)}
.fp-header{height:165px;padding-top:8px;border-bottom:1px solid var(--fp-border)}
.fp-logo{display:block;width:112px;height:36px;object-fit:contain;object-position:left}
.fp-nav{height:40px;background:var(--mall-primary,#e1251b)}
.fp-main{padding-top:24px}
.fp-bar{background:var(--fp-muted);border-radius:4px}
.fp-crumb{height:21px;width:12rem;max-width:60%;margin-bottom:16px}
.fp-h1{height:32px;width:10rem;margin-bottom:16px}
.fp-h2{height:24px;width:5rem;margin-bottom:8px}
.fp-hall-title{height:30px;width:8rem;margin-bottom:16px}
.fp-box{height:240px;border:1px solid var(--fp-border);border-radius:6px}
.fp-banners{display:grid;grid-template-columns:1fr;gap:16px}
.fp-banner{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;border-radius:6px}
.fp-grid{display:grid;grid-template-columns:1fr;gap:32px}
.fp-picture{display:block;width:100%;height:400px;object-fit:contain}
.fp-facts{display:none}
.fp-title{height:30px;width:80%;margin-bottom:16px}
.fp-line{height:21px;width:50%;margin-bottom:12px}
@media(min-width:768px){.fp-c{padding-inline:24px}.fp-header{height:208px;padding-top:18px}.fp-logo{width:144px;height:48px}
.fp-banners{grid-template-columns:repeat(2,1fr)}.fp-grid{grid-template-columns:2fr 3fr}.fp-facts{display:block}}
@media(min-width:1024px){.fp-c{padding-inline:32px}.fp-header{height:133px;padding-top:42px}.fp-home{padding-left:15rem}}`;

function pageMarkup(page: FirstPaint['page']): string {
  const crumb = '<div class="fp-bar fp-crumb"></div>';
  switch (page.kind) {
    case 'home':
      // The shop's name and the banners' heading (blocks), then the first row of banners (two from md).
      return (
        `<div class="fp-home"><div class="fp-bar fp-h1"></div><div class="fp-bar fp-h2"></div><div class="fp-banners">` +
        page.banners
          .slice(0, 2)
          .map(
            (src, i) =>
              `<img class="fp-banner" src="${escape(src)}" alt="" width="1200" height="400"${i === 0 ? ' fetchpriority="high"' : ''}>`,
          )
          .join('') +
        '</div></div>'
      );
    case 'list':
      return `${crumb}<div class="fp-bar fp-hall-title"></div><div class="fp-box"></div>`;
    case 'detail':
      return (
        `${crumb}<div class="fp-grid"><div>` +
        (page.image
          ? `<img class="fp-picture" src="${escape(page.image)}" alt="" width="400" height="400" fetchpriority="high">`
          : '<div class="fp-picture"></div>') +
        '</div><div class="fp-facts"><div class="fp-bar fp-title"></div><div class="fp-bar fp-line"></div><div class="fp-bar fp-line"></div></div></div>'
      );
  }
}

/** The frame to put after `<div id="root"></div>`. */
export function firstPaintHtml({ logo, logoIsLargest, page }: FirstPaint): string {
  const logoImg = logo
    ? `<img class="fp-logo" src="${escape(logo)}" alt=""${logoIsLargest ? ' fetchpriority="high"' : ''}>`
    : '';
  return (
    `<div id="mall-first-paint" aria-hidden="true"><style>${STYLE}</style>` +
    `<div class="fp-top"></div><div class="fp-header"><div class="fp-c">${logoImg}</div></div><div class="fp-nav"></div>` +
    `<div class="fp-c fp-main">${pageMarkup(page)}</div></div>`
  );
}
