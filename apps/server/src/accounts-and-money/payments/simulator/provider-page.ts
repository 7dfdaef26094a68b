import da from '@havn/i18n/catalogs/da/payments.json' with { type: 'json' };
import de from '@havn/i18n/catalogs/de/payments.json' with { type: 'json' };
import en from '@havn/i18n/catalogs/en/payments.json' with { type: 'json' };
import fi from '@havn/i18n/catalogs/fi/payments.json' with { type: 'json' };
import nb from '@havn/i18n/catalogs/nb/payments.json' with { type: 'json' };
import sv from '@havn/i18n/catalogs/sv/payments.json' with { type: 'json' };
import type { SimulatedPaymentRow } from './simulator-repo.ts';

type Words = typeof en.provider;
const WORDS: Record<string, Words> = {
  en: en.provider,
  sv: sv.provider,
  nb: nb.provider,
  da: da.provider,
  fi: fi.provider,
  de: de.provider,
};
const LOCALES: Record<string, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  nb: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  de: 'de-DE',
};

/** The simulated banks; the last one declines every payment, to show the reject path. */
export const SIMULATED_BANKS = ['nordbanken', 'fjordbanken', 'sjobanken', 'declining'] as const;
export type SimulatedBank = (typeof SIMULATED_BANKS)[number];

function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef3ef;color:#1d1d1b}
main{max-width:32rem;margin:0 auto;padding:1rem}
.badge{display:inline-block;background:#0d5d3a;color:#fff;border-radius:4px;padding:0 .5rem;font-size:.875rem;font-weight:600}
h1{font-size:1.5rem;margin:.5rem 0}.amount{font-size:1.25rem;font-weight:700;margin:.25rem 0 1rem}
fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:600;margin:1rem 0 .25rem;font-size:1.125rem}
label.bank{display:flex;gap:.75rem;align-items:center;background:#fff;border:1px solid #8a8a85;border-radius:8px;padding:.75rem;margin:.5rem 0;cursor:pointer}
label.bank:has(input:checked){border:2px solid #0d5d3a}input[type=radio]{width:1.1rem;height:1.1rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}.field label{font-weight:600}
input[type=text]{font:inherit;padding:.6rem;border:1px solid #6b6b66;border-radius:6px;min-height:44px}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin:1rem 0}
button{font:inherit;padding:.75rem 1.25rem;border-radius:8px;border:1px solid #0d5d3a;min-height:44px;cursor:pointer}
.primary{background:#0d5d3a;color:#fff}.secondary{background:#fff;color:#0d5d3a}
button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.error{background:#fde8e8;border:1px solid #a40000;color:#a40000;padding:.5rem .75rem;border-radius:6px}`;

function page(lang: string, title: string, content: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title>
<style>${STYLE}</style></head><body><main>${content}</main></body></html>`;
}

function wordsOf(locale: string): { words: Words; lang: string } {
  return WORDS[locale] ? { words: WORDS[locale], lang: locale } : { words: en.provider, lang: 'en' };
}

/** The hosted bank selection: choose a bank, log in with a user id, confirm or cancel. */
export function renderPaymentPage(
  payment: SimulatedPaymentRow,
  action: string,
  error?: 'bank' | 'user',
): string {
  const { words, lang } = wordsOf(payment.locale);
  const amount = new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: payment.currency,
  }).format(Number(payment.amount));
  const banks = SIMULATED_BANKS.map(
    (bank) =>
      `<label class="bank"><input type="radio" name="bank" value="${bank}" required>${html(words.banks[bank])}</label>`,
  ).join('');
  const alert = error
    ? `<p class="error" role="alert">${html(error === 'bank' ? words.chooseBank : words.enterUser)}</p>`
    : '';
  return page(
    lang,
    words.title,
    `<span class="badge">${html(words.badge)}</span><h1>${html(words.title)}</h1>
<p>${html(words.lead)}</p><p class="amount">${html(amount)}</p>${alert}
<form method="post" action="${html(action)}"><fieldset><legend>${html(words.bankLegend)}</legend>${banks}</fieldset>
<div class="field"><label for="user">${html(words.userLabel)}</label><input id="user" name="user" type="text" autocomplete="off" required></div>
<div class="actions"><button class="primary" type="submit" name="action" value="confirm">${html(words.confirm)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${html(words.cancel)}</button></div></form>`,
  );
}

/** A payment that is no longer open (already confirmed, cancelled, or an unknown order). */
export function renderClosedPage(locale: string): string {
  const { words, lang } = wordsOf(locale);
  return page(
    lang,
    words.title,
    `<span class="badge">${html(words.badge)}</span><h1>${html(words.closed)}</h1>`,
  );
}
