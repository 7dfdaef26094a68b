import type { LocalizedText } from '@havn/domain';
import type { AppContext } from '../context.ts';
import { insertEvent, upcomingEvents } from '../site/events/events-repo.ts';

const DAY_MS = 86_400_000;

interface DemoEvent {
  inDays: number;
  /** Stockholm wall-clock hour (UTC+1 in winter; close enough for a demo). */
  hourUtc: number;
  minutes: number;
  capacity: number;
  title: LocalizedText;
  description: LocalizedText;
  location: LocalizedText;
}

const ONLINE: LocalizedText = {
  en: 'Online (webinar)',
  sv: 'Online (webbinarium)',
  nb: 'Digitalt (webinar)',
  da: 'Online (webinar)',
  fi: 'Verkossa (webinaari)',
  de: 'Online (Webinar)',
};

const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    inDays: 3,
    hourUtc: 17,
    minutes: 60,
    capacity: 500,
    title: {
      en: 'Getting started with index funds',
      sv: 'Kom igång med indexfonder',
      nb: 'Kom i gang med indeksfond',
      da: 'Kom i gang med indeksfonde',
      fi: 'Aloita indeksirahastoilla',
      de: 'Einstieg in Indexfonds',
    },
    description: {
      en: 'What an index fund is, what it costs, and how a monthly savings plan grows over the years. Questions welcome.',
      sv: 'Vad en indexfond är, vad den kostar och hur ett månadssparande växer över åren. Ställ gärna frågor.',
      nb: 'Hva et indeksfond er, hva det koster og hvordan månedlig sparing vokser over årene. Still gjerne spørsmål.',
      da: 'Hvad en indeksfond er, hvad den koster, og hvordan en månedlig opsparing vokser over årene. Spørgsmål er velkomne.',
      fi: 'Mikä indeksirahasto on, mitä se maksaa ja miten kuukausisäästö kasvaa vuosien mittaan. Kysymykset ovat tervetulleita.',
      de: 'Was ein Indexfonds ist, was er kostet und wie ein monatlicher Sparplan über die Jahre wächst. Fragen sind willkommen.',
    },
    location: ONLINE,
  },
  {
    inDays: 10,
    hourUtc: 16,
    minutes: 90,
    capacity: 40,
    title: {
      en: 'Meet the CFO: Nordic industrials after the third quarter',
      sv: 'Möt finanschefen: nordisk industri efter tredje kvartalet',
      nb: 'Møt finansdirektøren: nordisk industri etter tredje kvartal',
      da: 'Mød finansdirektøren: nordisk industri efter tredje kvartal',
      fi: 'Tapaa talousjohtaja: Pohjoismaiden teollisuus kolmannen neljänneksen jälkeen',
      de: 'Treffen Sie den Finanzvorstand: Nordische Industrie nach dem dritten Quartal',
    },
    description: {
      en: 'A listed company’s CFO on orders, margins and the outlook, followed by questions from the room. Seats are limited; when they are taken you join the waiting list.',
      sv: 'Ett noterat bolags finanschef om orderläge, marginaler och utsikter, följt av frågor från publiken. Platserna är begränsade; när de är fulla hamnar du på väntelistan.',
      nb: 'Finansdirektøren i et børsnotert selskap om ordreinngang, marginer og utsikter, etterfulgt av spørsmål fra salen. Plassene er begrenset; når de er fulle, kommer du på venteliste.',
      da: 'Finansdirektøren i et børsnoteret selskab om ordreindgang, marginer og udsigter, efterfulgt af spørgsmål fra salen. Pladserne er begrænsede; når de er optaget, kommer du på venteliste.',
      fi: 'Pörssiyhtiön talousjohtaja tilauskannasta, katteista ja näkymistä, minkä jälkeen yleisö voi kysyä. Paikkoja on rajoitetusti; kun ne täyttyvät, pääset jonoon.',
      de: 'Der Finanzvorstand eines börsennotierten Unternehmens über Aufträge, Margen und Ausblick, danach Fragen aus dem Publikum. Die Plätze sind begrenzt; sind sie vergeben, kommen Sie auf die Warteliste.',
    },
    location: {
      en: 'Havn, Stockholm',
      sv: 'Havn, Stockholm',
      nb: 'Havn, Stockholm',
      da: 'Havn, Stockholm',
      fi: 'Havn, Tukholma',
      de: 'Havn, Stockholm',
    },
  },
  {
    inDays: 21,
    hourUtc: 17,
    minutes: 60,
    capacity: 300,
    title: {
      en: 'Taxes on your investments, country by country',
      sv: 'Skatt på dina investeringar, land för land',
      nb: 'Skatt på investeringene dine, land for land',
      da: 'Skat på dine investeringer, land for land',
      fi: 'Sijoitusten verotus maittain',
      de: 'Steuern auf Ihre Geldanlagen, Land für Land',
    },
    description: {
      en: 'ISK, ASK, aktiesparekonto and osakesäästötili explained side by side: who pays what, and when.',
      sv: 'ISK, ASK, aktiesparekonto och osakesäästötili förklarade sida vid sida: vem betalar vad, och när.',
      nb: 'ISK, ASK, aktiesparekonto og osakesäästötili forklart side om side: hvem betaler hva, og når.',
      da: 'ISK, ASK, aktiesparekonto og osakesäästötili forklaret side om side: hvem betaler hvad, og hvornår.',
      fi: 'ISK, ASK, aktiesparekonto ja osakesäästötili rinnakkain: kuka maksaa mitä ja milloin.',
      de: 'ISK, ASK, aktiesparekonto und osakesäästötili nebeneinander erklärt: wer was wann zahlt.',
    },
    location: ONLINE,
  },
];

/**
 * The demo's investor events, always ahead of today: when none is upcoming (a fresh database, or a
 * demo that has run for weeks) the three are added again from today.
 */
export async function seedDemoEvents(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  if ((await upcomingEvents(ctx.db, now, 1)).length > 0) return;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  for (const event of DEMO_EVENTS) {
    const startsAt = new Date(today + event.inDays * DAY_MS + event.hourUtc * 3_600_000);
    await insertEvent(ctx.db, {
      title: event.title,
      description: event.description,
      location: event.location,
      startsAt,
      endsAt: new Date(startsAt.getTime() + event.minutes * 60_000),
      capacity: event.capacity,
      createdAt: now,
    });
  }
  ctx.log.info(`seeded ${DEMO_EVENTS.length} demo investor events`);
}
