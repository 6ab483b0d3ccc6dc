import type { StoreTexts } from '../../db/types';

/** The texts for a store view's code, else the Thai ones (th is the default store view), else any. */
export function textsFor<T>(texts: StoreTexts<T>, storeCode: string): T | undefined {
  return texts[storeCode] ?? texts.th ?? Object.values(texts)[0];
}
