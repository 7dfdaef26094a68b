import da from '@havn/i18n/catalogs/da/onboarding.json' with { type: 'json' };
import de from '@havn/i18n/catalogs/de/onboarding.json' with { type: 'json' };
import en from '@havn/i18n/catalogs/en/onboarding.json' with { type: 'json' };
import fi from '@havn/i18n/catalogs/fi/onboarding.json' with { type: 'json' };
import nb from '@havn/i18n/catalogs/nb/onboarding.json' with { type: 'json' };
import sv from '@havn/i18n/catalogs/sv/onboarding.json' with { type: 'json' };
import { DEMO_IDENTITIES, type DemoIdentity } from './demo-identities.ts';

type Words = typeof en.eid;
const WORDS: Record<string, Words> = {
  en: en.eid,
  sv: sv.eid,
  nb: nb.eid,
  da: da.eid,
  fi: fi.eid,
  de: de.eid,
};

function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f1ec;color:#1d1d1b}
main{max-width:32rem;margin:0 auto;padding:1rem}
.badge{display:inline-block;background:#7a2e00;color:#fff;border-radius:4px;padding:0 .5rem;font-size:.875rem;font-weight:600}
h1{font-size:1.5rem;margin:.5rem 0}fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:600;margin:1rem 0 .25rem;font-size:1.125rem}
label{display:flex;gap:.75rem;align-items:flex-start;background:#fff;border:1px solid #8a8a85;border-radius:8px;padding:.75rem;margin:.5rem 0;cursor:pointer}
label:has(input:checked){border:2px solid #0b5cad}input[type=radio]{margin-top:.3rem;width:1.1rem;height:1.1rem}
.who{font-weight:600}.meta{font-size:.875rem;color:#4a4a46;overflow-wrap:anywhere}
.note{font-size:.875rem;color:#7a2e00}.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin:1rem 0}
button{font:inherit;padding:.75rem 1.25rem;border-radius:8px;border:1px solid #0b5cad;min-height:44px;cursor:pointer}
.primary{background:#0b5cad;color:#fff}.secondary{background:#fff;color:#0b5cad}
button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.error{background:#fde8e8;border:1px solid #a40000;color:#a40000;padding:.5rem .75rem;border-radius:6px}
p.lead{margin:0 0 .5rem}`;

function identityOption(identity: DemoIdentity, words: Words): string {
  const note = identity.note ? `<span class="note">${html(words.notes[identity.note])}</span>` : '';
  return `<label><input type="radio" name="identity" value="${html(identity.id)}" required>
<span><span class="who">${html(`${identity.givenName} ${identity.familyName}`)}</span><br>
<span class="meta">${html(words.methods[identity.method])} · ${html(identity.personalNumber)} · ${html(identity.address.city)}</span><br>${note}</span></label>`;
}

/** The test eID: choose one of the demo identities (by country), then confirm or cancel. */
export function renderInteraction(input: {
  uid: string;
  language: string;
  prefix: string;
  missingChoice?: boolean;
}): string {
  const words = WORDS[input.language] ?? en.eid;
  const lang = WORDS[input.language] ? input.language : 'en';
  const groups = (['se', 'no', 'dk', 'fi'] as const)
    .map(
      (country) =>
        `<fieldset><legend>${html(words.countries[country])}</legend>${DEMO_IDENTITIES.filter(
          (identity) => identity.country === country,
        )
          .map((identity) => identityOption(identity, words))
          .join('')}</fieldset>`,
    )
    .join('');
  const error = input.missingChoice ? `<p class="error" role="alert">${html(words.chooseFirst)}</p>` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(words.title)}</title>
<style>${STYLE}</style></head><body><main>
<span class="badge">${html(words.badge)}</span><h1>${html(words.title)}</h1><p class="lead">${html(words.lead)}</p>${error}
<form method="post" action="${html(`${input.prefix}/interaction/${input.uid}`)}">${groups}
<div class="actions"><button class="primary" type="submit" name="action" value="confirm">${html(words.confirm)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${html(words.cancel)}</button></div>
</form></main></body></html>`;
}

/** What the provider shows when a request to it is wrong (an expired sign-in, a bad link). */
export function renderProviderError(error: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>eID</title><style>${STYLE}</style></head>
<body><main><span class="badge">${html(en.eid.badge)}</span><h1>${html(en.eid.failed)}</h1>
<p class="meta">${html(error)}</p></main></body></html>`;
}
