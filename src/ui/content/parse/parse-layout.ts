// Structural blocks: row, column-group, column-line, column, tabs, tab-item, slider, buttons.
import type {
  ButtonItemNode, ButtonKind, ButtonsNode, ColumnGroupNode, ColumnLineNode, ColumnNode, ContentNode, RowNode,
  SliderNode, SlideNode, TabItemNode, TabsNode,
} from './content-node.ts';
import { readCarouselSettings } from './carousel-settings.ts';
import { attr, backgroundImages, boolAttr, numAttr, part, readLink, styled, textOf, type ParseContext } from './read-element.ts';

export interface TreeContext extends ParseContext {
  children(container: Element): ContentNode[];
}

export function parseRow(el: Element, ctx: TreeContext): RowNode {
  const appearance = attr(el, 'data-appearance');
  // contained: styles on the inner div; full-width: on main, inner is a centred wrapper; full-bleed: one div.
  const inner = appearance === 'full-bleed' ? el : (part(el, 'inner') ?? el);
  const styledOn = appearance === 'contained' ? inner : el;
  return {
    type: 'row',
    key: ctx.nextKey('row'),
    appearance: appearance === 'full-width' || appearance === 'full-bleed' ? appearance : 'contained',
    main: styled(el, ctx),
    inner: styled(inner === el ? null : inner, ctx),
    background: backgroundImages(styledOn),
    children: ctx.children(inner),
  };
}

export function parseColumnGroup(el: Element, ctx: TreeContext): ColumnGroupNode {
  return {
    type: 'column-group',
    key: ctx.nextKey('column-group'),
    appearance: attr(el, 'data-appearance') ?? 'default',
    main: styled(el, ctx),
    gridSize: numAttr(el, 'data-grid-size', 12),
    children: ctx.children(el),
  };
}

export function parseColumnLine(el: Element, ctx: TreeContext): ColumnLineNode {
  return { type: 'column-line', key: ctx.nextKey('column-line'), appearance: 'default', main: styled(el, ctx), children: ctx.children(el) };
}

export function parseColumn(el: Element, ctx: TreeContext): ColumnNode {
  return {
    type: 'column',
    key: ctx.nextKey('column'),
    appearance: attr(el, 'data-appearance') ?? 'full-height',
    main: styled(el, ctx),
    background: backgroundImages(el),
    children: ctx.children(el),
  };
}

export function parseTabs(el: Element, ctx: TreeContext): TabsNode {
  const align = /tab-align-(left|center|right)/.exec(attr(el, 'class') ?? '')?.[1];
  const children = ctx.children(part(el, 'content') ?? el).filter((n): n is TabItemNode => n.type === 'tab-item');
  const active = Math.round(numAttr(el, 'data-active-tab', 0));
  return {
    type: 'tabs',
    key: ctx.nextKey('tabs'),
    appearance: attr(el, 'data-appearance') ?? 'default',
    main: styled(el, ctx),
    navigation: styled(part(el, 'navigation'), ctx),
    content: styled(part(el, 'content'), ctx),
    defaultIndex: active >= 0 && active < children.length ? active : 0,
    align: align === 'center' || align === 'right' ? align : 'left',
    children,
  };
}

export function parseTabItem(el: Element, ctx: TreeContext): TabItemNode {
  return {
    type: 'tab-item',
    key: ctx.nextKey('tab-item'),
    appearance: 'default',
    main: styled(el, ctx),
    name: (attr(el, 'data-tab-name') ?? '').trim(),
    background: backgroundImages(el),
    children: ctx.children(el),
  };
}

export function parseSlider(el: Element, ctx: TreeContext): SliderNode {
  return {
    type: 'slider',
    key: ctx.nextKey('slider'),
    appearance: 'default',
    main: styled(el, ctx),
    settings: readCarouselSettings(el),
    children: ctx.children(el).filter((n): n is SlideNode => n.type === 'slide'),
  };
}

export function parseButtons(el: Element, ctx: TreeContext): ButtonsNode {
  return {
    type: 'buttons',
    key: ctx.nextKey('buttons'),
    appearance: attr(el, 'data-appearance') === 'stacked' ? 'stacked' : 'inline',
    sameWidth: boolAttr(el, 'data-same-width', false),
    main: styled(el, ctx),
    children: ctx.children(el).filter((n): n is ButtonItemNode => n.type === 'button-item'),
  };
}

export function buttonKindOf(el: Element | null): ButtonKind {
  const match = /pagebuilder-button-(primary|secondary|link)/.exec(attr(el, 'class') ?? '');
  return match?.[1] === 'secondary' || match?.[1] === 'link' ? match[1] : 'primary';
}

export function parseButtonItem(el: Element, ctx: TreeContext): ButtonItemNode {
  // without a link Page Builder stores data-element="empty_link" on a div instead of the <a>
  const link = part(el, 'link') ?? part(el, 'empty_link');
  const text = textOf(part(el, 'link_text') ?? link);
  return {
    type: 'button-item',
    key: ctx.nextKey('button-item'),
    appearance: 'default',
    main: styled(el, ctx),
    kind: buttonKindOf(link),
    text,
    link: readLink(link?.tagName === 'A' ? link : null) ?? { openInNewTab: false, linkType: 'default' },
    button: styled(link, ctx),
  };
}
