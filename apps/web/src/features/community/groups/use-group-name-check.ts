import {
  GROUP_NAME_DEBOUNCE_MS,
  type GroupNameMessageId,
  type GroupNameState,
  groupNameFault,
  groupNameMessageId,
  normalizeGroupName,
} from '@havn/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkGroupNameAvailability } from './queries.ts';

/**
 * The name field's states: the spec's (typed, wait 1.5 s, validating, then valid, taken or error,
 * plus the length rule), and two of the form's own: IDLE before anything was typed, UNCHANGED
 * when an edit puts back the group's current name (nothing to check).
 */
export type GroupNameFieldState = GroupNameState | 'IDLE' | 'UNCHANGED';

export interface GroupNameCheck {
  /** The name as typed, leading whitespace removed. */
  name: string;
  setName(input: string): void;
  state: GroupNameFieldState;
  /** The spec message the state shows, or null. */
  messageId: GroupNameMessageId | null;
  /** The state for the domain's canCreateGroup / canEditGroup rules. */
  ruleState: GroupNameState;
}

export function useGroupNameCheck(options: { initialName?: string } = {}): GroupNameCheck {
  const original = options.initialName;
  const [name, setNameState] = useState(original ?? '');
  const [state, setState] = useState<GroupNameFieldState>(original === undefined ? 'IDLE' : 'UNCHANGED');
  // Why the rules refused the name: its length, or characters that could hide or imitate (UTS #39).
  const [fault, setFault] = useState<'length' | 'characters'>('length');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  const check = useCallback(async (candidate: string) => {
    const refused = groupNameFault(candidate);
    if (refused !== null) {
      setFault(refused);
      setState('INVALID');
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setState('CHECKING');
    try {
      const result = await checkGroupNameAvailability(candidate, controller.signal);
      if (!controller.signal.aborted) setState(result);
    } catch {
      // A newer keystroke aborted this check: its own check decides the state.
      if (!controller.signal.aborted) setState('ERROR');
    }
  }, []);

  const setName = useCallback(
    (input: string) => {
      const next = normalizeGroupName(input);
      setNameState(next);
      stop();
      if (original !== undefined && next === normalizeGroupName(original)) {
        setState('UNCHANGED');
        return;
      }
      setState('TYPING');
      timer.current = setTimeout(() => void check(next), GROUP_NAME_DEBOUNCE_MS);
    },
    [check, original, stop],
  );

  const ruleState: GroupNameState = state === 'UNCHANGED' ? 'VALID' : state === 'IDLE' ? 'TYPING' : state;
  const messageId =
    state === 'IDLE' || state === 'UNCHANGED'
      ? null
      : state === 'INVALID' && fault === 'characters'
        ? 'characters'
        : groupNameMessageId(state);
  return { name, setName, state, messageId, ruleState };
}
