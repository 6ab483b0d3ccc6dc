// The one conversion of a Magento locale code (store config `locale`, th_TH) to a BCP 47 tag (th-TH), for the
// storefront (src/i18n/locale.ts, the store config adapter) and the server (mail, messages, sorting) alike.

/** Underscores become hyphens and a script part is dropped (zh_Hans_CN → zh-CN); no code is th-TH. */
export function toIntlLocale(code: string | null | undefined): string {
  const parts = (code ?? '').split(/[_-]/).filter(Boolean);
  const language = parts[0];
  if (!language) return 'th-TH';
  const region = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return region ? `${language}-${region}` : language;
}
