import { nameSkeleton } from '@havn/domain/community/name-skeleton';

/** Names nobody may take: they would pass for the staff or the product. */
const RESERVED = [
  'admin',
  'administrator',
  'havn',
  'moderator',
  'mod',
  'support',
  'staff',
  'system',
  'root',
  'official',
  'compliance',
  'security',
  'helpdesk',
  'customerservice',
  'kundservice',
  'kundeservice',
  'asiakaspalvelu',
];

// Latin small capitals (ʜ, ᴀ …) pass for their letters and are Latin like them, so the mixed-script
// rule lets them through; compatibility forms (ｈａｖｎ) fold by NFKC, look-alikes by the skeleton.
const SMALL_CAPITALS = [...'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpꞯqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz'];
const LETTER_OF = new Map(
  SMALL_CAPITALS.flatMap((c, i) => (i % 2 === 0 ? [[c, SMALL_CAPITALS[i + 1]!] as const] : [])),
);

/** How a name looks: its compatibility form's skeleton (name-skeleton.ts), small capitals as letters. */
function looks(name: string): string {
  const folded = [...name.normalize('NFKC')].map((c) => LETTER_OF.get(c) ?? c).join('');
  return nameSkeleton(folded);
}

/** Without the spaces and symbols a username may hold between its letters. */
function compact(skeleton: string): string {
  return skeleton.replace(/[\s.+\-_]+/gu, '');
}

const RESERVED_LOOKS = new Set(RESERVED.map((name) => compact(looks(name))));
const BRAND = compact(looks('havn'));

/** A username that would pass for the staff or the product, however it is spelt (`ｈａｖｎ`, `ʜavn`, `Havn-Support`). */
export function isReservedUsername(username: string): boolean {
  const plain = compact(looks(username));
  return RESERVED_LOOKS.has(plain) || plain.startsWith(BRAND);
}

/**
 * A group name that would pass for the product's own: a reserved name as a whole (`Support`), or one
 * with the product's name as a word of it (`Havn Official`, `ｈａｖｎ`). A word that only begins like it
 * stays free: "havn" is a harbour in Norwegian and Danish (`Havnens investorer`).
 */
export function isReservedGroupName(name: string): boolean {
  const seen = looks(name);
  return RESERVED_LOOKS.has(compact(seen)) || seen.split(/[^\p{L}\p{M}\p{N}]+/u).includes(BRAND);
}
