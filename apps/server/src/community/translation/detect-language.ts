import { trigramRanking } from './trigram-ranking.ts';

/**
 * Which language a member wrote in (ISO 639-1), or null when the text is too short or we cannot tell.
 *
 * franc-min only carries the languages with 8M+ speakers: it knows Swedish, English and German but
 * not Danish, Norwegian or Finnish, which it reads as Swedish, German or Dutch. So the six product
 * languages are first scored on their function words and spelling (a classic, robust signal for
 * short texts); franc answers for everything else. When the two disagree about a Nordic text we say
 * null: a text left untranslated is better than one translated from the wrong language.
 */

/** ISO 639-3 (franc) → ISO 639-1 for the languages we translate between. */
const ISO_639_3_TO_1: Readonly<Record<string, string>> = {
  eng: 'en',
  swe: 'sv',
  nob: 'nb',
  nno: 'nb',
  nor: 'nb',
  dan: 'da',
  fin: 'fi',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  nld: 'nl',
  por: 'pt',
  pol: 'pl',
  rus: 'ru',
  ukr: 'uk',
  tur: 'tr',
  est: 'et',
  isl: 'is',
  ces: 'cs',
  hun: 'hu',
  ron: 'ro',
};

/** Fewer letters than this is "too short": detectors guess at random below it. */
export const MIN_DETECTABLE_LETTERS = 10;

/** franc's ranking among the languages above (trigram-ranking.ts: the same, faster). */
const francRanking = trigramRanking(Object.keys(ISO_639_3_TO_1), MIN_DETECTABLE_LETTERS);

type Scored = 'en' | 'sv' | 'nb' | 'da' | 'fi' | 'de';
const SCORED: readonly Scored[] = ['en', 'sv', 'nb', 'da', 'fi', 'de'];

// Frequent function words (and a few words every investor writes). A word several languages share
// counts for each of them in equal parts, so only what tells them apart decides.
const FUNCTION_WORDS: Readonly<Record<Scored, string>> = {
  en: `the and is are was were be been of to in it its that this these those for with on at by from
    not no but or if so as i you he she we they my your our their have has had will would could should
    can what which who when where why how there here just about more very all some any than then
    stock stocks shares buy sell bought sold price think really`,
  sv: `och att är inte jag det som för med på har ett en av till kan om så men vi också mycket vara
    vad nu efter blev mig sig någon några något ut upp köpa sälja köpt sålt aktie aktien aktier tycker
    tror bara eller när varför här där just kommer skulle måste från hade blir idag bra kvartal dem
    sina deras detta denna hur vill mer än under över utan inför köpte sålde fler många lite hela
    bolaget utdelning utdelningen riktigt starkt stark igen nej dag skall ska nästa ärligt tiden i min mitt mina tar hem`,
  nb: `og at er ikke jeg det som for med på har et en av til kan om så men vi også mye være hva nå
    etter ble meg seg noen noe ut opp kjøpe selge kjøpt solgt aksje aksjen aksjer synes tror bare
    eller når hvorfor her der fra hadde blir idag bra dette disse hvordan vil mer enn under over uten
    veldig fikk fordi akkurat sikkert kurs kursen igjen sterk sterkt kjøpte solgte flere mange litt
    hele selskapet utbytte utbyttet nei gjør gjøre skal dag riktig neste tiden i min mitt mine tar hjem halvparten`,
  da: `og at er ikke jeg det som for med på har et en af til kan om så men vi også meget være hvad nu
    efter blev mig sig nogen nogle noget ud op købe sælge købt solgt aktie aktien aktier synes tror
    bare eller når hvorfor her der fra havde bliver idag godt dette disse hvordan vil mere end under
    over uden lige rigtig fordi kurs kursen igen stærk stærkt købte solgte flere mange lidt hele
    selskabet udbytte udbyttet nej gør gøre skal dag rigtigt hvornår næste ærligt tiden i min mit mine tager tage hjem halvdelen`,
  fi: `ja on ei se että kun mutta tämä tämän ovat oli olla mitä myös vain nyt jo kuin niin sitä siitä
    hän minä me te he mikä joka jos vielä sekä tai koska ole olen ollut osake osakkeet osakkeen
    minusta mielestäni hyvä paljon kurssi kurssin todella taas erittäin tänään joku milloin hyvin
    enemmän vähän tulee voi kyllä vaan sen joten sitten kaikki vuosi vuoden yhtiö yhtiön osinko
    osingon tulos ostaa myydä ostin myin`,
  de: `der die das und ist nicht ich ein eine einen zu mit auf für von den dem des sich auch es wie
    aber noch werden sind wird hat haben bei nach aus wenn nur schon mehr oder kann mal jetzt hier
    aktie aktien kaufen verkaufen gekauft verkauft finde glaube sehr heute`,
};

// Spelling that belongs to some of the six and not the rest, half a function word each.
const SPELLING: readonly { pattern: RegExp; languages: readonly Scored[] }[] = [
  { pattern: /[æø]/gu, languages: ['da', 'nb'] },
  { pattern: /å/gu, languages: ['sv', 'da', 'nb'] },
  { pattern: /[äö]/gu, languages: ['sv', 'fi', 'de'] },
  { pattern: /[üß]/gu, languages: ['de'] },
  { pattern: /[kg]j/gu, languages: ['nb'] },
  { pattern: /(uo|yö)/gu, languages: ['fi'] },
  // Definite plurals and past tenses: Danish bankerne, hævede; Norwegian bankene.
  { pattern: /\p{L}{2,}erne(?!\p{L})/gu, languages: ['da'] },
  { pattern: /\p{L}{2,}[^r\s]ene(?!\p{L})/gu, languages: ['nb'] },
  { pattern: /\p{L}{3,}ede(?!\p{L})/gu, languages: ['da'] },
  { pattern: /(ää|yy|öö|uu|ii)/gu, languages: ['fi'] },
  {
    pattern: /\p{L}{2,}(ssa|ssä|sta|stä|lla|llä|lta|ltä|ksi|nen|aan|ään|isen|tta|ttä)(?!\p{L})/gu,
    languages: ['fi'],
  },
  { pattern: /\p{L}+(sch|ung|lich|keit|heit)\p{L}*/gu, languages: ['de'] },
  { pattern: /th/gu, languages: ['en'] },
];

/** For each function word: the index in SCORED of each language it belongs to, with its share. */
const wordWeights = new Map<string, { language: number; weight: number }[]>();
for (const [language, scored] of SCORED.entries()) {
  for (const word of new Set(FUNCTION_WORDS[scored].split(/\s+/).filter(Boolean))) {
    const entry = wordWeights.get(word) ?? [];
    entry.push({ language, weight: 1 });
    wordWeights.set(word, entry);
  }
}
for (const entry of wordWeights.values()) {
  for (const share of entry) share.weight = 1 / entry.length;
}
/** SPELLING with each language as its index in SCORED. */
const SPELLING_BY_INDEX = SPELLING.map(({ pattern, languages }) => ({
  pattern,
  languages: languages.map((l) => SCORED.indexOf(l)),
}));

/** Function-word and spelling evidence for each of the six languages, the strongest first. */
function scoreProductLanguages(text: string): [Scored, number][] {
  const scores = SCORED.map(() => 0);
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    for (const { language, weight } of wordWeights.get(word) ?? []) scores[language]! += weight;
  }
  for (const { pattern, languages } of SPELLING_BY_INDEX) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > 0) for (const language of languages) scores[language]! += (0.5 * count) / languages.length;
  }
  return SCORED.map((language, i): [Scored, number] => [language, scores[i]!]).sort((a, b) => b[1] - a[1]);
}

/** What is left to judge: lower case, without links, mentions, tickers and numbers. */
function languageSample(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/[@$#][\p{L}\p{N}_.-]+/gu, ' ')
    .replace(/[\p{N}]+/gu, ' ');
}

const PRODUCT_LANGUAGES = new Set<string>(SCORED);
// franc-min has no model for these, so franc cannot confirm or contradict them.
const UNSEEN_BY_FRANC = new Set<string>(['da', 'nb', 'fi']);

export function detectLanguage(text: string): string | null {
  const sample = languageSample(text);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_DETECTABLE_LETTERS) return null;

  const ranked = scoreProductLanguages(sample);
  const [best, second] = ranked as [[Scored, number], [Scored, number]];
  const confident = best[1] >= 1.5 && best[1] >= second[1] * 1.5;
  if (confident && UNSEEN_BY_FRANC.has(best[0])) return best[0];

  const ranking = francRanking(sample);
  const top = ranking[0];
  const fromFranc = top && top[0] !== 'und' ? (ISO_639_3_TO_1[top[0]] ?? null) : null;

  if (confident) {
    // A few shared short words ("is", "die") must not turn Dutch or French into English or German:
    // franc knows those languages, so when it is sure of one outside our six, it wins.
    if (!fromFranc || PRODUCT_LANGUAGES.has(fromFranc)) return best[0];
    const francOnBest = ranking.find(([code]) => ISO_639_3_TO_1[code] === best[0])?.[1] ?? 0;
    return francOnBest >= 0.9 ? best[0] : fromFranc;
  }
  if (!fromFranc) return null;
  // franc-min reads Danish, Norwegian and Finnish as its nearest neighbours: if any of those has as
  // much evidence as franc's answer, we cannot tell.
  const francScore = ranked.find(([l]) => l === fromFranc)?.[1] ?? 0;
  const unseenAsLikely = ranked.some(
    ([l, score]) => UNSEEN_BY_FRANC.has(l) && score >= Math.max(1, francScore),
  );
  return unseenAsLikely ? null : fromFranc;
}
