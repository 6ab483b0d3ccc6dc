// Spreads a parsed element's sanitised style, classes and data-pb-style (for its mobile rules).
import type { CSSProperties } from 'react';
import type { StyledElement } from '../parse/content-node.ts';

export interface StyleProps {
  className?: string;
  style?: CSSProperties;
  'data-pb-style'?: string;
}

export function styleProps(el: StyledElement, extraClass?: string, extraStyle?: CSSProperties): StyleProps {
  const className = [extraClass, el.className].filter(Boolean).join(' ');
  const props: StyleProps = { style: { ...el.style, ...extraStyle } };
  if (className) props.className = className;
  if (el.pbStyle) props['data-pb-style'] = el.pbStyle;
  return props;
}
