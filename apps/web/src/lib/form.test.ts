import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { zodResolver } from './form';

const schema = z
  .object({
    name: z
      .string()
      .min(3, 'Too short')
      .regex(/^[a-z]+$/, 'Letters only'),
    address: z.object({ city: z.string().min(1, 'City is required') }),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'No match', path: ['confirm'] });

const valid = { name: 'ada', address: { city: 'Paris' }, password: 'x', confirm: 'x' };

describe('zodResolver', () => {
  it('gives no errors for valid values', () => {
    expect(zodResolver(schema)(valid)).toEqual({});
  });

  it('keeps only the first message of a field', () => {
    expect(zodResolver(schema)({ ...valid, name: '1' })).toEqual({ name: 'Too short' });
  });

  it('joins nested paths with dots', () => {
    expect(zodResolver(schema)({ ...valid, address: { city: '' } })).toEqual({
      'address.city': 'City is required',
    });
  });

  it('puts a refinement on the field its path names', () => {
    expect(zodResolver(schema)({ ...valid, confirm: 'y' })).toEqual({ confirm: 'No match' });
  });

  it('reports several fields at once', () => {
    const errors = zodResolver(schema)({
      name: '',
      address: { city: '' },
      password: '',
      confirm: '',
    });
    expect(errors).toEqual({ name: 'Too short', 'address.city': 'City is required' });
  });

  it('keys an issue without a path by the empty string', () => {
    const whole = z.object({ a: z.string().optional() }).refine((v) => v.a, 'Say something');
    expect(zodResolver(whole)({})).toEqual({ '': 'Say something' });
  });

  it('answers synchronously (a plain object, not a promise)', () => {
    expect(zodResolver(schema)(valid)).not.toBeInstanceOf(Promise);
  });
});
