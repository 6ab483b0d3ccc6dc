// Leaf blocks: heading, text, html, image, divider, video, map, banner and slide.
import type {
  BannerAppearance, BannerNode, DividerNode, HeadingNode, HtmlNode, ImageNode, MapLocation, MapNode, OverlayContent,
  SlideNode, TextNode, VideoNode, VideoSource,
} from './content-node.ts';
import { buttonKindOf, type TreeContext } from './parse-layout.ts';
import { attr, backgroundImages, boolAttr, part, readLink, styled, textOf } from './read-element.ts';
import { sanitizeHtml } from '../../common/sanitize/sanitize-html.ts';
import { safeResourceUrl } from '../../common/sanitize/safe-url.ts';
import { resolveMediaDirectives } from '../../common/sanitize/media-directive.ts';

export function parseHeading(el: Element, ctx: TreeContext): HeadingNode {
  const level = Number(/^H([1-6])$/.exec(el.tagName)?.[1] ?? 2) as HeadingNode['level'];
  return { type: 'heading', key: ctx.nextKey('heading'), appearance: 'default', main: styled(el, ctx), level, text: textOf(el) };
}

export function parseText(el: Element, ctx: TreeContext): TextNode {
  return { type: 'text', key: ctx.nextKey('text'), appearance: 'default', main: styled(el, ctx), html: sanitizeHtml(resolveMediaDirectives(el.innerHTML)) };
}

/**
 * Magento stores the html block's markup entity-escaped (`&lt;p&gt;`) and unescapes it on output.
 * When the element holds only text that looks like markup we take that text as the source.
 */
export function htmlSource(el: Element): string {
  const onlyText = el.children.length === 0;
  const text = el.textContent ?? '';
  return onlyText && /<[a-z!/]/i.test(text) ? text : el.innerHTML;
}

export function parseHtml(el: Element, ctx: TreeContext): HtmlNode {
  return { type: 'html', key: ctx.nextKey('html'), appearance: 'default', main: styled(el, ctx), html: sanitizeHtml(resolveMediaDirectives(htmlSource(el))) };
}

export function parseImage(el: Element, ctx: TreeContext): ImageNode {
  const desktop = part(el, 'desktop_image');
  const mobile = part(el, 'mobile_image');
  const caption = textOf(part(el, 'caption'));
  const link = part(el, 'link');
  const node: ImageNode = {
    type: 'image',
    key: ctx.nextKey('image'),
    appearance: attr(el, 'data-appearance') ?? 'full-width',
    main: styled(el, ctx),
    alt: attr(desktop, 'alt') ?? '',
    image: styled(desktop, ctx),
  };
  const desktopSrc = safeResourceUrl(attr(desktop, 'src'));
  const mobileSrc = safeResourceUrl(attr(mobile, 'src'));
  if (desktopSrc) node.desktopSrc = desktopSrc;
  if (mobileSrc) node.mobileSrc = mobileSrc;
  const title = attr(desktop, 'title');
  if (title) node.title = title;
  if (caption) node.caption = caption;
  const linkData = link?.tagName === 'A' ? readLink(link) : undefined;
  if (linkData?.href) node.link = linkData;
  return node;
}

export function parseDivider(el: Element, ctx: TreeContext): DividerNode {
  return { type: 'divider', key: ctx.nextKey('divider'), appearance: 'default', main: styled(el, ctx), line: styled(part(el, 'line'), ctx) };
}

/** Embedded players are limited to these hosts; any other frame source is dropped. */
const EMBED_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);

function videoSource(video: Element | null): VideoSource | undefined {
  const src = safeResourceUrl(attr(video, 'src'));
  if (!src || !video) return undefined;
  if (video.tagName === 'IFRAME') {
    try {
      const url = new URL(src, 'https://invalid.local');
      return url.protocol === 'https:' && EMBED_HOSTS.has(url.hostname) ? { kind: 'embed', src: url.href } : undefined;
    } catch {
      return undefined;
    }
  }
  return { kind: 'file', src };
}

export function parseVideo(el: Element, ctx: TreeContext): VideoNode {
  const video = part(el, 'video');
  const node: VideoNode = {
    type: 'video',
    key: ctx.nextKey('video'),
    appearance: 'default',
    main: styled(el, ctx),
    inner: styled(part(el, 'inner'), ctx),
    autoplay: video?.hasAttribute('autoplay') ?? false,
  };
  const source = videoSource(video);
  if (source) node.source = source;
  return node;
}

function readLocations(raw: string | undefined): MapLocation[] {
  if (!raw) return [];
  try {
    // stored either as plain JSON or with backslash-escaped quotes, like data-background-images
    const parsed: unknown = JSON.parse(raw.trimStart().startsWith('[{\\') ? raw.replace(/\\(.)/g, '$1') : raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown): MapLocation[] => {
      if (typeof item !== 'object' || item === null) return [];
      const r = item as Record<string, unknown>;
      const pos = (typeof r.position === 'object' && r.position !== null ? r.position : {}) as Record<string, unknown>;
      const latitude = Number(pos.latitude);
      const longitude = Number(pos.longitude);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      const s = (key: string) => (typeof r[key] === 'string' ? (r[key]) : '');
      return [{ name: s('location_name'), latitude, longitude, comment: s('comment'), phone: s('phone'), address: s('address'), city: s('city'), zipcode: s('zipcode'), country: s('country') }];
    });
  } catch {
    return [];
  }
}

export function parseMap(el: Element, ctx: TreeContext): MapNode {
  return {
    type: 'map',
    key: ctx.nextKey('map'),
    appearance: 'default',
    main: styled(el, ctx),
    locations: readLocations(attr(el, 'data-locations')),
    showControls: boolAttr(el, 'data-show-controls', true),
  };
}

const APPEARANCES: readonly BannerAppearance[] = ['poster', 'collage-left', 'collage-centered', 'collage-right'];

function overlayContent(el: Element, ctx: TreeContext): OverlayContent {
  const wrapper = part(el, 'wrapper');
  const overlay = part(el, 'overlay');
  const button = part(el, 'button');
  const content = part(el, 'content');
  const showButton = attr(el, 'data-show-button');
  const showOverlay = attr(el, 'data-show-overlay');
  const result: OverlayContent = {
    html: sanitizeHtml(resolveMediaDirectives(content?.innerHTML ?? '')),
    buttonKind: buttonKindOf(button),
    showButton: showButton === 'hover' || showButton === 'never' ? showButton : 'always',
    showOverlay: showOverlay === 'hover' || showOverlay === 'always' ? showOverlay : 'never_show',
    wrapper: styled(wrapper, ctx),
    overlay: styled(overlay, ctx),
    background: backgroundImages(wrapper),
  };
  const buttonText = textOf(button);
  if (buttonText) result.buttonText = buttonText;
  const overlayColor = attr(overlay, 'data-overlay-color');
  if (overlayColor && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|transparent)$/i.test(overlayColor)) result.overlayColor = overlayColor;
  const link = part(el, 'link');
  const linkData = link?.tagName === 'A' ? readLink(link) : undefined;
  if (linkData?.href) result.link = linkData;
  return result;
}

export function parseBanner(el: Element, ctx: TreeContext): BannerNode {
  const appearance = APPEARANCES.find((a) => a === attr(el, 'data-appearance')) ?? 'poster';
  return { type: 'banner', key: ctx.nextKey('banner'), appearance, main: styled(el, ctx), ...overlayContent(el, ctx) };
}

export function parseSlide(el: Element, ctx: TreeContext): SlideNode {
  const appearance = APPEARANCES.find((a) => a === attr(el, 'data-appearance')) ?? 'poster';
  return {
    type: 'slide',
    key: ctx.nextKey('slide'),
    appearance,
    name: (attr(el, 'data-slide-name') ?? '').trim(),
    main: styled(el, ctx),
    ...overlayContent(el, ctx),
  };
}
