import { describe, expect, it } from 'vitest';

import { changedProfileFields } from './profile-changes';

const current = { username: 'ada', email: 'ada@example.com' };

describe('changedProfileFields', () => {
  it('gives null when nothing changed', () => {
    expect(changedProfileFields(current, { ...current })).toBeNull();
  });

  it('sends only the username when only it changed', () => {
    expect(changedProfileFields(current, { ...current, username: 'lovelace' })).toEqual({
      username: 'lovelace',
    });
  });

  it('sends only the email when only it changed', () => {
    expect(changedProfileFields(current, { ...current, email: 'ada@lovelace.dev' })).toEqual({
      email: 'ada@lovelace.dev',
    });
  });

  it('sends both when both changed', () => {
    expect(changedProfileFields(current, { username: 'lovelace', email: 'a@b.co' })).toEqual({
      username: 'lovelace',
      email: 'a@b.co',
    });
  });

  it('counts a change of case as a change (display names keep their case)', () => {
    expect(changedProfileFields(current, { ...current, username: 'Ada' })).toEqual({
      username: 'Ada',
    });
  });
});
