// Whether headings of the content below open and close the content after them (storefront spec S2.48: the
// mobile-menu and footer-links CMS blocks). Its own small module: the shell sets it without loading the renderer.
import { createContext } from 'react';

/** `always`: each heading is a toggle (the drawer); `narrow`: only on a phone-wide screen (the footer). */
export type MenuSections = 'always' | 'narrow';

export const MenuSectionsContext = createContext<MenuSections | null>(null);
