import { describe, expect, it } from 'vitest';

import { FormParseError, parseStripeForm } from './form-params';

describe('parseStripeForm', () => {
  it('rebuilds nested objects and indexed arrays from bracket notation', () => {
    const body = [
      'mode=payment',
      'line_items[0][price_data][currency]=usd',
      'line_items[0][price_data][unit_amount]=500',
      'line_items[0][price_data][product_data][name]=150%20tokens',
      'line_items[0][quantity]=1',
      'line_items[1][quantity]=2',
      'metadata[userId]=u-1',
      'success_url=https%3A%2F%2Fexample.test%2Fr%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
    ].join('&');

    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: '500', product_data: { name: '150 tokens' } },
          quantity: '1',
        },
        { quantity: '2' },
      ],
      metadata: { userId: 'u-1' },
      success_url: 'https://example.test/r?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('accepts percent-encoded brackets and appends for empty ones', () => {
    expect(parseStripeForm('expand%5B%5D=a&expand[]=b&metadata%5Bk%5D=v')).toEqual({
      expand: ['a', 'b'],
      metadata: { k: 'v' },
    });
  });

  it('keeps numeric keys as an object when they are not 0..n-1', () => {
    expect(parseStripeForm('metadata[1]=a&metadata[3]=b')).toEqual({
      metadata: { 1: 'a', 3: 'b' },
    });
  });

  it('refuses malformed names and prototype keys', () => {
    for (const body of ['a[b=1', 'a]=1', '__proto__[x]=1', 'metadata[constructor]=1']) {
      expect(() => parseStripeForm(body)).toThrowError(FormParseError);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
