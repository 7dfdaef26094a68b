import { GROUP_NAME_MAX, GROUP_NAME_MIN } from '../limits.ts';
import { identifierFault, utf8Length } from './confusables.ts';

/** A byte cap besides the character count. */
export const GROUP_NAME_MAX_BYTES = 144;

/**
 * Group name rules (spec section 5, Groups) and the name check (section 4: typed, wait 1.5 s,
 * validating, then valid, taken or error). Lengths count user-perceived characters, as usernames do.
 */

export const GROUP_NAME_RESULTS = ['VALID', 'ALREADY_EXISTS', 'INVALID'] as const;
/** What `POST /groups/validate-name` answers (api.md). */
export type GroupNameResult = (typeof GROUP_NAME_RESULTS)[number];

export type GroupNameValidation = { state: 'VALID'; name: string } | { state: 'INVALID' };

/** Every state of the name field; ERROR is a failed availability call. */
export type GroupNameState = 'TYPING' | 'CHECKING' | 'VALID' | 'ALREADY_EXISTS' | 'INVALID' | 'ERROR';

export const GROUP_NAME_MESSAGES = {
  length: 'Group name must be between 3 and 36 characters',
  characters: 'Group names can only use visible letters, numbers and symbols from one script',
  taken: 'This group name is already taken',
  checkFailed: 'Unable to check name availability',
} as const;
export type GroupNameMessageId = keyof typeof GROUP_NAME_MESSAGES;

export const GROUP_NAME_MESSAGE_KEY: Readonly<Record<GroupNameMessageId, string>> = {
  length: 'community:groupName.length',
  characters: 'community:groupName.characters',
  taken: 'community:groupName.taken',
  checkFailed: 'community:groupName.checkFailed',
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Leading whitespace is removed (spec); trailing whitespace is kept because the spec names only the
 * leading side. A name of only spaces therefore becomes empty and fails the length rule.
 */
export function normalizeGroupName(input: string): string {
  return input.normalize('NFC').trimStart();
}

export function groupNameLength(name: string): number {
  let length = 0;
  for (const _ of graphemes.segment(name)) length++;
  return length;
}

/**
 * Which message an invalid name shows: `length` (also the byte cap) or `characters` (control,
 * invisible and direction-changing characters, mark floods and mixed scripts: UTS #39); null when valid.
 */
export function groupNameFault(input: string): 'length' | 'characters' | null {
  const name = normalizeGroupName(input);
  const length = groupNameLength(name);
  if (length < GROUP_NAME_MIN || length > GROUP_NAME_MAX || utf8Length(name) > GROUP_NAME_MAX_BYTES) {
    return 'length';
  }
  return identifierFault(name) === null ? null : 'characters';
}

export function validateGroupName(input: string): GroupNameValidation {
  return groupNameFault(input) === null
    ? { state: 'VALID', name: normalizeGroupName(input) }
    : { state: 'INVALID' };
}

/** Which message a state shows; TYPING, CHECKING and VALID show none. */
export function groupNameMessageId(state: GroupNameState): GroupNameMessageId | null {
  switch (state) {
    case 'INVALID':
      return 'length';
    case 'ALREADY_EXISTS':
      return 'taken';
    case 'ERROR':
      return 'checkFailed';
    default:
      return null;
  }
}

export function groupNameMessage(state: GroupNameState): string | null {
  const id = groupNameMessageId(state);
  return id === null ? null : GROUP_NAME_MESSAGES[id];
}

/** Create needs an available name (spec section 5). */
export function canCreateGroup(nameState: GroupNameState): boolean {
  return nameState === 'VALID';
}

/**
 * Edit needs at least one change, and an available name unless the name is unchanged (spec
 * section 5). Names compare after normalizing, so re-typing a leading space is not a change.
 */
export function canEditGroup(input: {
  original: { name: string; description: string };
  draft: { name: string; description: string };
  nameState: GroupNameState;
}): boolean {
  const { original, draft, nameState } = input;
  const nameChanged = normalizeGroupName(draft.name) !== normalizeGroupName(original.name);
  const descriptionChanged = draft.description !== original.description;
  if (!nameChanged && !descriptionChanged) return false;
  return !nameChanged || nameState === 'VALID';
}
