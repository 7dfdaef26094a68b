import { and, eq, sql } from 'drizzle-orm';
import { ManualClock } from '../clock.ts';
import { createContent } from '../community/content/content-service.ts';
import { createGroup, joinGroup } from '../community/groups/groups-service.ts';
import type { ProfileRow } from '../community/profiles/profile-access.ts';
import { follow } from '../community/profiles/profiles-repo.ts';
import type { AppContext } from '../context.ts';
import { contents, pollOptions, pollVotes, reactions } from '../db/schema/contents.ts';
import { instruments } from '../db/schema/instruments.ts';
import { profiles } from '../db/schema/profiles.ts';
import { users } from '../db/schema/users.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Community names of the demo customers, and a preset avatar each. */
const MEMBERS: Record<string, { username: string; avatar: string; bio: string }> = {
  astrid: {
    username: 'Astrid L',
    avatar: 'preset:teal-3',
    bio: 'Utdelningsaktier och indexfonder. Långsiktig sedan 2009.',
  },
  ola: {
    username: 'Ola Fjord',
    avatar: 'preset:green-7',
    bio: 'Energi og shipping. Leser kvartalsrapporter for moro skyld.',
  },
  mette: { username: 'Mette J', avatar: 'preset:pink-2', bio: 'Pharma og grøn omstilling. Køber på dyk.' },
  aino: { username: 'Aino V', avatar: 'preset:teal-9', bio: 'Osinkosijoittaja Helsingistä.' },
  max: {
    username: 'Max B',
    avatar: 'preset:green-1',
    bio: 'ETF-Sparplan und ein paar skandinavische Werte.',
  },
  emma: {
    username: 'Emma C',
    avatar: 'preset:pink-8',
    bio: 'Learning to invest in the Nordics, one report at a time.',
  },
};

async function instrumentId(ctx: AppContext, market: string, symbol: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: instruments.id })
    .from(instruments)
    .where(and(eq(instruments.market, market), eq(instruments.symbol, symbol)));
  if (!row) throw new Error(`demo seed: no instrument ${market}:${symbol}`);
  return row.id;
}

/**
 * A living community for a newcomer: members in six languages, groups, posts, polls with votes,
 * comments, replies, likes and follows, spread over the past days (and one thread months old).
 * Written through the same services the API uses, so every rule and counter holds.
 */
export async function seedDemoCommunity(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const clock = new ManualClock(new Date(now.getTime() - 240 * DAY));
  const at = { ...ctx, clock };
  const when = (daysAgo: number, hours = 0) =>
    clock.set(new Date(now.getTime() - daysAgo * DAY - hours * HOUR));

  const profileOf = new Map<string, ProfileRow>();
  const userRows = await ctx.db.select().from(users);
  for (const user of userRows) {
    const member = MEMBERS[user.username];
    if (!member) continue;
    when(60 + userRows.indexOf(user) * 9);
    const [row] = await ctx.db
      .insert(profiles)
      .values({
        userId: user.id,
        username: member.username,
        slug: member.username.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        avatarUri: member.avatar,
        description: member.bio,
        country: user.country,
        acceptedTermsAt: clock.now(),
        joinedAt: clock.now(),
      })
      .returning();
    profileOf.set(user.username, row!);
  }
  const p = (name: string) => profileOf.get(name)!;

  const volvo = await instrumentId(ctx, 'XSTO', 'VOLV B');
  const equinor = await instrumentId(ctx, 'XOSL', 'EQNR');
  const novo = await instrumentId(ctx, 'XCSE', 'NOVO B');
  const nokia = await instrumentId(ctx, 'XHEL', 'NOKIA');
  const investor = await instrumentId(ctx, 'XSTO', 'INVE B');
  const on = (id: number) => [{ type: 'INSTRUMENT_ID' as const, value: String(id) }];

  // An old thread (over six months) so the feed's old-threads handling has something to show.
  when(200);
  await createContent(at, p('astrid'), {
    type: 'POST',
    message: 'Volvo B efter Q1: orderingången håller, men marginalen pressas av råvarupriserna.',
    attributes: on(volvo),
  });

  when(9, 5);
  const volvoPost = await createContent(at, p('astrid'), {
    type: 'POST',
    message:
      'Volvo B handlas nu under tio gånger vinsten. Lastbilscykeln vänder förr eller senare, och utdelningen är generös. Någon mer som fyller på?',
    attributes: on(volvo),
  });
  when(9, 3);
  const c1 = await createContent(at, p('emma'), {
    type: 'COMMENT',
    message: 'Tempting, but I worry about the European truck market in 2027.',
    parentId: volvoPost.id,
  });
  when(9, 2);
  await createContent(at, p('astrid'), {
    type: 'REPLY',
    message: 'Fair point. Order books in the US look better though.',
    parentId: c1.id,
  });
  when(8, 20);
  await createContent(at, p('ola'), {
    type: 'COMMENT',
    message: 'Kjøpte litt på 230. Venter på utbyttet i april.',
    parentId: volvoPost.id,
  });

  when(4, 12);
  const volvoPoll = await createContent(at, p('max'), {
    type: 'POLL',
    message: 'Wo steht Volvo B in einem Jahr?',
    options: ['Über 300 SEK', '250–300 SEK', 'Unter 250 SEK'],
    // Polls run whole days: seven from when it was asked, so it is still open for 2½ days.
    endDate: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
    attributes: on(volvo),
  });

  when(6, 4);
  const equinorPost = await createContent(at, p('ola'), {
    type: 'POST',
    message:
      'Equinor leverer sterk kontantstrøm selv med lavere gasspriser. Tilbakekjøpene fortsetter, og jeg øker posisjonen gradvis.',
    attributes: on(equinor),
  });
  when(6, 1);
  await createContent(at, p('aino'), {
    type: 'COMMENT',
    message: 'Onko kukaan huolissaan siirtymästä uusiutuviin? Kannattavuus on vielä epäselvä.',
    parentId: equinorPost.id,
  });

  when(5, 7);
  const novoPost = await createContent(at, p('mette'), {
    type: 'POST',
    message:
      'Novo Nordisk faldt igen efter studiedata. Jeg tror markedet overreagerer – efterspørgslen efter fedmemedicin er ikke væk.',
    attributes: on(novo),
  });
  when(5, 3);
  const novoComment = await createContent(at, p('astrid'), {
    type: 'COMMENT',
    message: 'Håller med. Jag köpte en liten post i fredags.',
    parentId: novoPost.id,
  });
  when(5, 2);
  await createContent(at, p('mette'), {
    type: 'REPLY',
    message: 'Godt købt! Lad os se hvad Q3 bringer.',
    parentId: novoComment.id,
  });
  when(4, 6);
  const novoPoll = await createContent(at, p('emma'), {
    type: 'POLL',
    message: 'Is Novo Nordisk a buy at today’s price?',
    options: ['Yes, buying more', 'Holding', 'Selling'],
    attributes: on(novo),
  });

  when(3, 9);
  await createContent(at, p('aino'), {
    type: 'POST',
    message:
      'Nokia on hiljaa noussut verkkoliiketoiminnan ansiosta. Osinko on pieni, mutta kassavirta paranee.',
    attributes: on(nokia),
  });
  when(2, 2);
  const investorPost = await createContent(at, p('emma'), {
    type: 'POST',
    message: 'Why do so many Swedes hold Investor B? Is the discount to net asset value the main reason?',
    attributes: on(investor),
  });
  when(2, 1);
  await createContent(at, p('astrid'), {
    type: 'COMMENT',
    message:
      'Substansrabatten varierar, men främst för att det är ett billigt sätt att äga Atlas Copco, ABB och AstraZeneca på en gång.',
    parentId: investorPost.id,
  });

  // Groups with members and posts.
  when(30);
  const dividends = await createGroup(
    at,
    p('astrid'),
    {
      name: 'Utdelningsjägarna',
      description: 'Vi som lever på utdelningar: bolag, kalendrar och skatt på ISK.',
      kind: 'PUBLIC',
      logoUri: null,
    },
    null,
  );
  const nordicTech = await createGroup(
    at,
    p('emma'),
    {
      name: 'Nordic Tech Investors',
      description: 'Software, semis and telecom across the Nordics. English-speaking group.',
      kind: 'PUBLIC',
      logoUri: null,
    },
    null,
  );
  for (const name of ['ola', 'mette', 'aino']) await joinGroup(at, p(name), dividends.id);
  for (const name of ['aino', 'max']) await joinGroup(at, p(name), nordicTech.id);
  when(1, 5);
  const groupPost = await createContent(at, p('astrid'), {
    type: 'POST',
    message:
      'Utdelningskalendern för april är klar: Volvo, Investor och SEB betalar samma vecka. Vad återinvesterar ni i?',
    attributes: [{ type: 'GROUP_ID', value: dividends.id }],
  });
  when(1, 2);
  await createContent(at, p('mette'), {
    type: 'COMMENT',
    message: 'Jeg geninvesterer i Novo, så længe kursen er lav.',
    parentId: groupPost.id,
  });
  when(0, 6);
  await createContent(at, p('aino'), {
    type: 'POLL',
    message: 'Which Nordic tech stock do you hold the most of?',
    options: ['Nokia', 'Ericsson', 'Evolution', 'Something else'],
    attributes: [{ type: 'GROUP_ID', value: nordicTech.id }],
  });

  // Votes, likes and follows.
  const vote = async (pollId: string, voter: string, position: number) => {
    const [option] = await ctx.db
      .select()
      .from(pollOptions)
      .where(and(eq(pollOptions.contentId, pollId), eq(pollOptions.position, position)));
    await ctx.db
      .insert(pollVotes)
      .values({ contentId: pollId, profileId: p(voter).id, optionId: option!.id, createdAt: clock.now() });
    await ctx.db
      .update(pollOptions)
      .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
      .where(eq(pollOptions.id, option!.id));
    await ctx.db
      .update(contents)
      .set({ voteCount: sql`${contents.voteCount} + 1` })
      .where(eq(contents.id, pollId));
  };
  await vote(volvoPoll.id, 'astrid', 0);
  await vote(volvoPoll.id, 'ola', 1);
  await vote(volvoPoll.id, 'emma', 1);
  await vote(novoPoll.id, 'mette', 0);
  await vote(novoPoll.id, 'astrid', 1);

  const like = (itemId: string, who: string) =>
    ctx.db
      .insert(reactions)
      .values({ itemId, profileId: p(who).id, reactionType: 'LIKE', createdAt: clock.now() });
  for (const who of ['ola', 'emma', 'max', 'mette']) await like(volvoPost.id, who);
  for (const who of ['astrid', 'aino']) await like(equinorPost.id, who);
  for (const who of ['astrid', 'ola', 'emma']) await like(novoPost.id, who);
  await like(c1.id, 'astrid');

  for (const [a, b] of [
    ['emma', 'astrid'],
    ['ola', 'astrid'],
    ['mette', 'astrid'],
    ['astrid', 'mette'],
    ['aino', 'ola'],
    ['max', 'emma'],
  ] as const) {
    await follow(ctx.db, p(a).id, p(b).id, clock.now());
  }
  ctx.log.info('seeded the demo community');
}
