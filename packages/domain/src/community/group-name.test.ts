import { describe, expect, it } from 'vitest';
import { GROUP_NAME_DEBOUNCE_MS, GROUP_NAME_MAX, GROUP_NAME_MIN } from '../limits.ts';
import {
  canCreateGroup,
  canEditGroup,
  GROUP_NAME_MESSAGE_KEY,
  type GroupNameState,
  groupNameMessage,
  validateGroupName,
} from './group-name.ts';

describe('group name rules (spec section 5, Groups)', () => {
  it('uses the spec numbers: 3 to 36 characters, a 1.5 s debounce', () => {
    expect([GROUP_NAME_MIN, GROUP_NAME_MAX, GROUP_NAME_DEBOUNCE_MS]).toEqual([3, 36, 1500]);
  });

  it.each([
    ['abc', { state: 'VALID', name: 'abc' }],
    ['ab', { state: 'INVALID' }],
    ['a'.repeat(36), { state: 'VALID', name: 'a'.repeat(36) }],
    ['a'.repeat(37), { state: 'INVALID' }],
    ['   abc', { state: 'VALID', name: 'abc' }],
    ['  ab', { state: 'INVALID' }],
    ['\t\nNordic value', { state: 'VALID', name: 'Nordic value' }],
    ['      ', { state: 'INVALID' }],
    ['', { state: 'INVALID' }],
    ['Små bolag', { state: 'VALID', name: 'Små bolag' }],
    ['🚀🚀🚀', { state: 'VALID', name: '🚀🚀🚀' }],
    ['ab\u0007', { state: 'INVALID' }],
  ])('%j → %o', (input, expected) => {
    expect(validateGroupName(input)).toEqual(expected);
  });

  it('keeps trailing spaces (only leading whitespace is removed)', () => {
    expect(validateGroupName('ab ')).toEqual({ state: 'VALID', name: 'ab ' });
  });
});

describe('group name messages quote section 5', () => {
  it.each<[GroupNameState, string | null]>([
    ['INVALID', 'Group name must be between 3 and 36 characters'],
    ['ALREADY_EXISTS', 'This group name is already taken'],
    ['ERROR', 'Unable to check name availability'],
    ['VALID', null],
    ['CHECKING', null],
    ['TYPING', null],
  ])('%s → %j', (state, message) => {
    expect(groupNameMessage(state)).toBe(message);
  });

  it('has a key for each message', () => {
    expect(GROUP_NAME_MESSAGE_KEY).toEqual({
      length: 'community:groupName.length',
      characters: 'community:groupName.characters',
      taken: 'community:groupName.taken',
      checkFailed: 'community:groupName.checkFailed',
    });
  });
});

describe('create and edit', () => {
  it('create needs an available name', () => {
    expect(canCreateGroup('VALID')).toBe(true);
    expect(canCreateGroup('ALREADY_EXISTS')).toBe(false);
    expect(canCreateGroup('CHECKING')).toBe(false);
  });

  const original = { name: 'Nordic value', description: 'Cheap shares' };
  it.each<[string, { name: string; description: string }, GroupNameState, boolean]>([
    ['no change', original, 'TYPING', false],
    ['a re-typed leading space is no change', { ...original, name: ` ${original.name}` }, 'TYPING', false],
    ['description only, name unchecked', { ...original, description: 'Cheaper shares' }, 'TYPING', true],
    ['new name, available', { ...original, name: 'Nordic growth' }, 'VALID', true],
    ['new name, taken', { ...original, name: 'Nordic growth' }, 'ALREADY_EXISTS', false],
    ['new name, still checking', { ...original, name: 'Nordic growth' }, 'CHECKING', false],
  ])('edit: %s → %s', (_, draft, nameState, allowed) => {
    expect(canEditGroup({ original, draft, nameState })).toBe(allowed);
  });
});
