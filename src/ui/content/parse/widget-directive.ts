// Reads the parameters of a Magento widget directive as stored in content, e.g.
// {{widget type="Magento\CatalogWidget\Block\Product\ProductsList" products_count="8" ...}}.
export interface WidgetDirective {
  type: string;
  params: Record<string, string>;
}

const DIRECTIVE = /\{\{\s*widget\b([^}]*)\}\}/i;
const PARAM = /([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/g;

export function readWidgetDirective(text: string): WidgetDirective | undefined {
  const match = DIRECTIVE.exec(text);
  if (!match?.[1]) return undefined;
  const params: Record<string, string> = {};
  for (const param of match[1].matchAll(PARAM)) {
    const name = param[1];
    if (name) params[name] = param[2] ?? param[3] ?? param[4] ?? '';
  }
  return { type: (params.type ?? '').replace(/\\\\/g, '\\'), params };
}
