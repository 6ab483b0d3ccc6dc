// Every colour comes from the design tokens (src/ui/theme/tokens.css): a raw hex, rgb()/hsl() or named colour in
// any other stylesheet fails here, so a new rule cannot drift from the palette.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const tokensFile = 'src/ui/theme/tokens.css';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

// Colour keywords a declaration may still use: they are not palette colours.
const allowedWords = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert', 'none', 'canvas', 'canvastext', 'graytext', 'highlight', 'buttontext', 'buttonface', 'linktext']);
const namedColours = /\b(white|black|red|green|blue|gray|grey|silver|yellow|orange|purple|pink|brown|navy|teal|maroon|olive|lime|aqua|fuchsia)\b/i;
const colourProperty = /^(color|background|background-color|border|border-[a-z-]*color|border(-top|-right|-bottom|-left|-inline|-block)(-start|-end)?|outline|outline-color|box-shadow|text-shadow|fill|stroke|caret-color|accent-color|text-decoration|text-decoration-color|column-rule)$/;

/** The raw colours in one stylesheet, as "line: text". */
export function rawColours(css: string): string[] {
  const found: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  withoutComments.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/gi)) {
      const property = match[1]!.toLowerCase();
      const value = match[2]!;
      const raw = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i.test(value)
        || (colourProperty.test(property) && namedColours.test(value.replace(/var\([^)]*\)/g, '')) && !allowedWords.has(value.trim().toLowerCase()));
      if (raw) found.push(`${index + 1}: ${line.trim()}`);
    }
  });
  return found;
}

describe('design tokens', () => {
  it('finds raw colours (the check itself works)', () => {
    expect(rawColours('.a { color: #1f7a3a; }\n.b { background: rgb(0 0 0 / 0.2); }\n.c { border: 1px solid white; }')).toHaveLength(3);
    expect(rawColours('.a { color: var(--color-brand); border: 1px solid currentColor; background: transparent; }\n/* #fff in a comment */')).toEqual([]);
  });

  it('no stylesheet outside tokens.css writes a raw colour', () => {
    const offenders = cssFiles(join(root, 'src'))
      .map((path) => ({ file: relative(root, path), colours: rawColours(readFileSync(path, 'utf8')) }))
      .filter(({ file, colours }) => file !== tokensFile && colours.length > 0);
    expect(offenders).toEqual([]);
  });

  it('every token a stylesheet uses is defined', () => {
    const defined = new Set([...readFileSync(join(root, tokensFile), 'utf8').matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const undefinedUses = cssFiles(join(root, 'src')).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/var\((--(?:color|font|line-height|space|size|radius|shadow)-[a-z0-9-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !defined.has(name))
        .map((name) => `${relative(root, path)}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });
});
