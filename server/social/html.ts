/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON safe to place inside <script type="application/json">: no "</script>" or "<!--" can appear. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** A small standalone page (the popup's pages): Thai first, our own stylesheet-free look. */
export function page(lang: string, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{font-family:system-ui,'Sarabun',sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d2b22}
h1{font-size:1.25rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #7a8a80;border-radius:.375rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;padding:.625rem;font:inherit;border-radius:.375rem;border:1px solid #06c755;cursor:pointer}
button[value=approve]{background:#06c755;color:#fff;font-weight:700}button[value=cancel]{background:#fff;color:#1d2b22;border-color:#7a8a80}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}.note{font-size:.875rem;color:#4a5a50}.error{color:#a51d2d}
</style>
${head}
</head>
<body>
${body}
</body>
</html>`;
}
